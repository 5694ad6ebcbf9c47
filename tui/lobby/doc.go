// Package lobby is one connection's screens in `parlor serve`: the name,
// the lobby (a bubbles table), the create form, the table and each game's
// keys. It keeps only what the player is typing; everything shared lives
// in the hub, which it asks for a snapshot drawn for this player alone. It
// draws with tui/kit (styles, cards, the Hold'em table) through a
// kit.Context of its own, built from the connection's renderer.
package lobby
