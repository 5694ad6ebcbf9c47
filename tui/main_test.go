package tui

import (
	"testing"

	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// newTestModel is the root model of a run with --seed 7 in an isolated home.
func newTestModel(t *testing.T) app.Model {
	t.Helper()
	tuitest.Isolate(t)
	return newModel(Options{Seed: 7, SeedSet: true})
}
