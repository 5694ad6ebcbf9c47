// Package game is the parlor's one list of its games: for each, one
// descriptor (Game) holding what every layer needs to know of it and none
// of the screens: its id, its name and the menu's line, its seats, its
// computer players. It imports no terminal package, so that the hub of
// parlor serve, the saves and the screens all read it.
//
// The registry works as database/sql's drivers and image's formats do: one
// table, keyed by the game's id, that every caller reads; each layer keeps
// the part of a game that is its own under the same id and finds it there:
//
//   - save: the game's codec (its Kind is the id), registered with
//     save.Register from the codec's own file;
//   - tui: the game's screens (its setup, its resumption) in tui/games.go,
//     the one list of the screens, and the menu's entry, read from All;
//   - server/hub: the served game (its table's option, its start and
//     resume), registered with its adapter's file; the lobby's keys for it
//     in tui/lobby/games.go;
//   - the root: its headless commands, registered from its cmd_<id>.go.
//
// A test of the root (games_test.go) checks that every game of All has
// each of those parts. The id is the game's one spelling: the saves' kind
// on disk ("holdem", "camelup", "elephant"), the screen's id, the
// subcommand; Go names spell it in MixedCaps (Holdem, CamelUp, Elephant).
package game

import "slices"

// Game describes one game.
type Game struct {
	// ID is the game's one name in the code and on disk: lower case
	// letters, never changed once games of it were saved.
	ID string
	// Name is what players read: "Camel Up".
	Name string
	// About is the menu's line for it: "bet on a camel race, at one keyboard".
	About string
	// MinSeats and MaxSeats bound the seats of a table, people and
	// computers together. A screen may hold fewer (what fits 80×24).
	MinSeats, MaxSeats int
	// Bots lists the computer players a table may seat, by name; the
	// first is the one that takes a dropped person's seat.
	Bots func() []string
}

// all is the registry, in the menu's order.
var all = []Game{Holdem, CamelUp, Elephant}

// All returns every game, in the menu's order.
func All() []Game { return slices.Clone(all) }

// Lookup finds the game of id.
func Lookup(id string) (Game, bool) {
	i := slices.IndexFunc(all, func(g Game) bool { return g.ID == id })
	if i < 0 {
		return Game{}, false
	}
	return all[i], true
}
