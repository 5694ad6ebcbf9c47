package tui

import (
	"parlor/game"
	"parlor/tui/app"
	"parlor/tui/camelup"
	"parlor/tui/elephant"
	"parlor/tui/holdem"
)

// screens are the games' screens, by the game's id: the one list of them,
// one line a game (parlor/game lists the games themselves). The menu's
// entry of each comes from game.All; TestEveryGameHasScreens checks that
// every game there has its line here.
var screens = map[string]app.Screens{
	game.Holdem.ID:   app.GameScreens(holdem.New, holdem.ResumeGame),
	game.CamelUp.ID:  {New: camelup.NewScreen, Resume: camelup.Resume}, // either edition's save
	game.Elephant.ID: app.GameScreens(elephant.NewSetup, elephant.Resume),
}
