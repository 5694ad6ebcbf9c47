package menu

import (
	"testing"

	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds the menu.
var build = tuitest.Only(kit.MenuID, func(ctx *kit.Context) kit.Screen { return New(ctx) })

func newTestModel(t *testing.T) kit.App { return tuitest.Seed7(t, build) }
