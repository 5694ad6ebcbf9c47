// Package server is Parlor over SSH (`parlor serve`): a wish server whose
// every connection runs its own Bubble Tea program, a lobby, and shared
// tables of Camel Up, White Elephant and heads-up Hold'em.
//
// # Structure
//
// The package is the SSH layer and the wiring; the domain and the screens
// are packages of their own, each a layer of the import graph (server →
// tui/lobby → server/hub → the engines; the lobby draws, the hub never):
//
//   - server (server.go) sets up the SSH server: the host key (made once,
//     kept in the data directory), public-key authentication (any key, or
//     those of an authorized_keys file; no RSA key under 2048 bits, no
//     algorithm resting on SHA-1) and the folders checked before it starts.
//     link.go is what comes before a session: each accepted connection
//     must log in and start its session within the login timeout, and the
//     logins under way are capped in all and by address, so that silent
//     sockets cannot hold the server's files. session.go is the
//     middlewares around a session, outermost first: recoverer (a panic
//     ends one session, logged), track (the login deadline lifted while a
//     session runs), rateLimit (sessions from one address), refuseCommands
//     (no exec), needTerminal (no pty, no game), players (the hub's connection for the session, and the
//     idle and connection times, closed with a word) and play, which runs
//     the connection's lobby model, the hub's wake-ups pumped into it
//     (lobby.Pump). There is no shell, no subsystem (SFTP)
//     and no port forwarding. input.go bounds what a player types: a
//     budget of bytes a session, a paste's content capped, and reads
//     Bubble Tea parses in linear time. log.go is the host's log: a line
//     for each player who enters and leaves (their key and name) and for
//     each refusal, a flood of them summed up.
//   - server/hub holds what the connections share: the players online, the
//     tables and their games, the seats kept for dropped players, the
//     players' names, and the saved games that let the tables resume after
//     a restart. It links no charm package: a connection's snapshot holds
//     the game as data, from that seat's view only, so nothing secret ever
//     reaches another player's screen.
//   - tui/lobby is one connection's screens: the name, the lobby, the
//     create form, the table and the keys of each game. It keeps only what
//     the player is typing, asks the hub for a snapshot built for its
//     player alone and draws it with tui/lobby/camelupview, holdemview and
//     elephantview (on tui/kit's Hold'em table and Camel Up track, as the
//     local screens draw).
package server
