// Package game is the parlor's one list of its games: for each, one
// descriptor (Game) holding what every layer needs to know of it: its id,
// its name and the menu's line, its seats, its computer players. It
// imports no terminal package and nothing of the server, so that the hub
// of parlor serve, the saves, the screens and the commands all read it.
//
// The registry works as database/sql's drivers and image's formats do: one
// table that every caller reads, keyed by the game's id. Each layer keeps
// the part of a game that is its own under that id, in the game's own
// files, and finds it there:
//
//   - save: the game's codec, registered with register from its file in package save
//     (save/camelup.go); the saves' Kind is the id;
//   - tui: the game's screens (its setup, its resumption): one line of
//     tui/games.go; the menu's entry comes from All, and a game's screen
//     id (kit.ScreenID) is its id;
//   - server/hub: the served game (its table's option, its start and
//     resumption), registered with serve from its adapter's file
//     (server/hub/camel.go); a table's GameKind is the id;
//   - tui/lobby: its keys at a table, added with playKeys from its file,
//     beside its view's package (tui/lobby/camelupview);
//   - the root: its headless commands, added with addGameCommands from
//     its cmd_*.go.
//
// Each layer's test checks that every game of All has its part there and
// that no part is kept for a game All lacks (TestEveryGameIsSaved,
// TestEveryGameHasScreens, TestEveryGameIsServed, TestEveryGameHasKeys,
// TestEveryGameHasCommands). Adding a game: CONTRIBUTING.md.
//
// The id is the game's one spelling: the saves' kind on disk ("holdem",
// "camelup", "elephant"), the screen's id, a table's kind, the subcommand
// where the game has one of its name; Go names spell it in MixedCaps
// (Holdem, CamelUp, Elephant: save.CamelUp, game.CamelUp).
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
