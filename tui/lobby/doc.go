// Package lobby is one connection's screens in `parlor serve`: the name,
// the lobby (a bubbles table), the create form, the table and each game's
// keys. It keeps only what the player is typing; everything shared lives
// in the hub, which it asks for a snapshot built for this player alone: the
// table's state and the game as data, from this player's seat. It draws
// the game with its view packages (holdemview, camelupview, elephantview) on
// tui/kit (styles, cards, the Hold'em table, the Camel Up track) through a
// kit.Context of its own, built from the connection's renderer. Pump
// brings the hub's wake-ups to the connection's program.
package lobby
