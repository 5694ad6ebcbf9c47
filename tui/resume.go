package tui

import (
	"fmt"

	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/camel"
	"parlor/tui/elephant"
	"parlor/tui/holdem"
	"parlor/tui/kit"
)

// resume builds the screen of a saved game, which goes on saving in sl:
// the root model (app.Model) answers the menu's app.ResumeMsg with it, as
// the menu cannot import the game screens.
func resume(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
	switch g := g.(type) {
	case *save.Holdem:
		return holdem.Resume(ctx, saves, g, sl), nil
	case *save.CamelUp:
		return camel.Resume(ctx, saves, g, sl), nil
	case *save.Elephant:
		return elephant.Resume(ctx, saves, g, sl), nil
	}
	return nil, fmt.Errorf("no screen resumes a %s game", g.Kind())
}
