package holdem

import (
	"testing"

	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds this package's screen; the menu is tuitest's stand-in.
var build = tuitest.Only(kit.HoldemID, func(ctx *kit.Context, saves *app.Saves) kit.Screen { return New(ctx, saves) })
