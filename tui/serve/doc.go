// Package serve is Parlor over SSH (`parlor serve`): a wish server whose
// every connection runs its own Bubble Tea program, a lobby, and shared
// tables of Camel Up, White Elephant and heads-up Hold'em.
//
// # Structure
//
// Server (server.go) sets up the SSH server: the host key (made once, kept
// in the data directory), public-key authentication (any key, or those of
// an authorized_keys file), an idle timeout, and the middlewares, outermost
// first: logging, a rate limit by address, refuseCommands (no exec), wish's
// activeterm (no pty, no game), players (the hub's connection for the
// session) and wish's bubbletea, which runs the connection's model. There
// is no shell, no subsystem (SFTP) and no port forwarding.
//
// The hub (hub.go) holds what the connections share: the players online
// and the tables. One mutex guards it; a model calls the hub from its
// Update and asks for a snapshot built for its player alone. After every
// change the hub wakes every connection (a buffered channel per
// connection; conn.pump turns it into p.Send outside the lock).
//
// A table (table.go) has seats for people and computer players and one
// game behind the small game interface; camel.go, elephant.go and
// holdem.go adapt the engines to it. Each draws a seat's screen from that
// seat's view only (camelup.Game.View and SeatLog, poker.Match.View), so
// nothing secret is ever rendered for another player. Computer moves, the
// next hand or round, and the end of a dropped player's seat-keeping come
// from timers that take the hub's lock.
//
// The model (model.go) is one connection's screens: the name, the lobby
// (a bubbles table), the create form (form.go), the table. It draws with
// tui/kit (styles, cards, the Hold'em table) through a kit.Context of its
// own, built from the connection's renderer.
//
// Names are remembered by key fingerprint in players.json (profiles.go),
// written atomically; they follow the local setups' rules (store.CheckName)
// once control and formatting characters are gone.
package serve
