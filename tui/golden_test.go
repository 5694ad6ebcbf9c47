package tui

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
)

// goldenModel runs the program in teatest at 80×24 (the minimum) from a
// fixed home, so the paths it shows are the same on every machine.
func goldenModel(t *testing.T) *teatest.TestModel {
	t.Helper()
	t.Setenv("HOME", "/home/player")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // writable, not shown
	t.Setenv("XDG_DATA_HOME", "")
	return teatest.NewTestModel(t, New(Options{Seed: 7, SeedSet: true}), teatest.WithInitialTermSize(80, 24))
}

func waitFor(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(3*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

func finalView(t *testing.T, tm *teatest.TestModel) []byte {
	t.Helper()
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	return []byte(tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View())
}

// TestMenuGolden: the menu with Camel Up selected, after a key that is no
// entry.
func TestMenuGolden(t *testing.T) {
	tm := goldenModel(t)
	tm.Send(keyMsg("j"))
	tm.Send(keyMsg("9"))
	waitFor(t, tm, "No entry 9")
	teatest.RequireEqualOutput(t, finalView(t, tm))
}

// TestSettingsGolden: the settings with letters and four colours, on the
// speed line, with the full help open.
func TestSettingsGolden(t *testing.T) {
	tm := goldenModel(t)
	tm.Send(keyMsg("5"))
	waitFor(t, tm, "Your name")
	for _, k := range []string{"j", "right", "j", "enter", "j", "?"} {
		tm.Send(keyMsg(k))
	}
	waitFor(t, tm, "previous value")
	teatest.RequireEqualOutput(t, finalView(t, tm))
}
