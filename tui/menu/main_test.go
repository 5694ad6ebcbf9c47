package menu

import (
	"testing"

	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds the menu.
var build = tuitest.Only(kit.MenuID, func(ctx *kit.Context, saves *app.Saves) kit.Screen { return New(ctx, saves) })

func newTestModel(t *testing.T) app.Model { return tuitest.Seed7(t, build) }
