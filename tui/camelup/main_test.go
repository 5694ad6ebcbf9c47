package camelup

import (
	"testing"

	"parlor/game"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds this package's screen; the menu is tuitest's stand-in.
var build = tuitest.Only(screenID, func(ctx *kit.Context, saves *app.Saves) kit.Screen { return NewSetup(ctx, saves) })

// screenID is the screen of CamelUp, by its id in the registry of games.
var screenID = kit.ScreenID(game.CamelUp.ID)

// resumeAny is Resume for tuitest.Reopen, which wants no error: a save of
// another game fails the test there.
func resumeAny(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) kit.Screen {
	s, err := Resume(ctx, saves, g, sl)
	if err != nil {
		panic(err)
	}
	return s
}
