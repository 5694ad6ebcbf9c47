// Package hub holds what the connections of `parlor serve` share: the
// players online, the tables, each table's game, and the saves that let
// the games outlive the server.
//
// One mutex guards it all; a connection's model calls the hub's methods
// from its Update and asks for a Snapshot built for its player alone.
// After every change the hub wakes every connection (a buffered channel per
// connection, Conn.Wakes; the lobby turns it into its program's messages
// outside the lock).
//
// A table (table.go) has seats for people and computer players and one
// game behind the small game interface (game.go); camel.go, elephant.go
// and holdem.go adapt the engines to it, and each registers its game's part
// in the hub with serve (its table's option, its start and resumption)
// under the game's id in parlor/game, the registry of games, which says
// the rest (its name, seats and bots): a table's GameKind is that id. Each
// gives a seat its view of the game as data, from that seat's view only
// (camelup.Game.View and SeatLog, poker.Match.View), so nothing secret ever
// reaches another player; the lobby draws it. The hub links no charm
// package and no terminal interface (the layer test says so). A key holds
// at most one seat at a table: a second connection of it takes that seat
// over, as connecting again does. The engines' refusals of a move are told
// in the hub's words, found with errors.Is. Computer moves,
// the next hand or round, and the end of a dropped player's seat-keeping
// come from timers that take the hub's lock.
//
// Every game in play is saved (save.go) with save after each turn or
// hand, in the server's own store, and when a computer player takes a
// person's seat (in the middle of a Hold'em hand too: the hand in play,
// its moves and the new seats); the table's seats (a person's by key
// fingerprint and name), setup, news and source go in the save's Extra. A
// save that fails is logged with its path and told to the table in a word;
// at Shutdown each player is told what becomes of their game, as the saves
// went (saved, kept from before the failure, or not at all). New refuses to
// start when a folder it writes to cannot be written.
// Shutdown keeps the saves, and New brings the tables back with their
// people's seats kept from then on, but for a game another server on the
// same directory has open (save.ErrInUse); a game that ends for good
// removes its save. The game's own computer players are saved with it; so
// is a computer player that took a person's seat in Hold'em (the match's
// own) and in Camel Up (in the notes); in White Elephant one keeps nothing
// between its turns but the table's source, which is saved. A Hold'em table catches up to the hands the
// people's histories hold beyond the save (catchup.go).
//
// Names are remembered by key fingerprint in players.json (profiles.go),
// written atomically a moment after a change and off the hub's lock; a name
// belongs to the key that took it first; names follow the local setups'
// rules (config.CheckName) once control and formatting characters are
// gone. What goes wrong on the server's disk is told to the players in a
// word, and to the log with the path and the error.
package hub
