package holdem

import (
	"testing"

	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds this package's screen for the tests' root model; the menu
// is tuitest's stand-in.
func build(id kit.ScreenID, ctx *kit.Context) (kit.Screen, bool) {
	if id == kit.HoldemID {
		return New(ctx), true
	}
	return nil, false
}

// newTestModel is the root model of a run with --seed 7 in an isolated home.
func newTestModel(t *testing.T) kit.App {
	t.Helper()
	tuitest.Isolate(t)
	return tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build)
}
