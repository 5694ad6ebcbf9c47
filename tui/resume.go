package tui

import (
	"fmt"

	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// resume builds the screen of a saved game, which goes on saving in sl:
// the root model (app.Model) answers the menu's app.ResumeMsg with it, as
// the menu cannot import the game screens. The game's screens are found by
// the save's kind, which is the game's id.
func resume(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
	if s, ok := screens[string(g.Kind())]; ok {
		return s.Resume(ctx, saves, g, sl)
	}
	return nil, fmt.Errorf("no screen resumes a %s game", g.Kind())
}
