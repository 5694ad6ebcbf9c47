package tui

import (
	"fmt"

	"parlor/tui/camel"
	"parlor/tui/elephant"
	"parlor/tui/holdem"
	"parlor/tui/kit"
	"parlor/tui/save"
)

// resume builds the screen of a saved game, which goes on writing to sl:
// the menu resumes games with it (kit.Context.Resume), as it cannot import
// the game screens.
func resume(ctx *kit.Context, g save.Game, sl *save.Slot) (kit.Screen, error) {
	switch g := g.(type) {
	case *save.Holdem:
		return holdem.Resume(ctx, g, sl), nil
	case *save.Camel:
		return camel.Resume(ctx, g, sl), nil
	case *save.Elephant:
		return elephant.Resume(ctx, g, sl), nil
	}
	return nil, fmt.Errorf("no screen resumes a %s game", g.Kind())
}
