package app

import (
	"fmt"

	"parlor/save"
	"parlor/tui/kit"
)

// Screens are a game's part on the screens' side of the registry of games
// (parlor/game): what the root needs to open it. The root lists them by
// the game's id (tui/games.go), which is also its screen's id and its
// saves' kind.
type Screens struct {
	// New is the screen of a new game: its setup.
	New func(ctx *kit.Context, saves *Saves) kit.Screen
	// Resume is the screen of a saved game of the game's kind, which goes
	// on saving in sl.
	Resume func(ctx *kit.Context, saves *Saves, g save.Game, sl *save.Slot) (kit.Screen, error)
}

// GameScreens are the Screens of a game from its package's own
// constructors: setup opens a new game, resume a saved one of type G.
func GameScreens[S, R kit.Screen, G save.Game](setup func(*kit.Context, *Saves) S, resume func(*kit.Context, *Saves, G, *save.Slot) R) Screens {
	return Screens{
		New: func(ctx *kit.Context, saves *Saves) kit.Screen { return setup(ctx, saves) },
		Resume: func(ctx *kit.Context, saves *Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
			own, ok := g.(G)
			if !ok {
				return nil, fmt.Errorf("a %s save holds no game of its kind", g.Kind())
			}
			return resume(ctx, saves, own, sl), nil
		},
	}
}
