package tui

import (
	"testing"

	"github.com/charmbracelet/x/exp/teatest"

	"parlor/tui/internal/tuitest"
)

// goldenModel runs the program in teatest at 80×24 (the minimum) from a
// fixed home, so the paths it shows are the same on every machine.
func goldenModel(t *testing.T) *teatest.TestModel {
	t.Helper()
	return tuitest.Golden(t, Options{Seed: 7, SeedSet: true}, newScreen)
}

// TestMenuGolden: the menu with Camel Up selected, after a key that is no
// entry.
func TestMenuGolden(t *testing.T) {
	tm := goldenModel(t)
	tm.Send(tuitest.Key("j"))
	tm.Send(tuitest.Key("9"))
	tuitest.WaitFor(t, tm, "No entry 9")
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestSettingsGolden: the settings with letters and four colours, on the
// speed line, with the full help open.
func TestSettingsGolden(t *testing.T) {
	tm := goldenModel(t)
	tm.Send(tuitest.Key("6"))
	tuitest.WaitFor(t, tm, "Your name")
	for _, k := range []string{"j", "right", "j", "enter", "j", "?"} {
		tm.Send(tuitest.Key(k))
	}
	tuitest.WaitFor(t, tm, "previous value")
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}
