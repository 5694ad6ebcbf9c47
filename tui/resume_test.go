package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/config"
	"parlor/tui/internal/tuitest"
)

// playUntilView plays Hold'em by checking or calling, and enter after
// each hand, until the summary of a hand shows text.
func playUntilView(t *testing.T, m tea.Model, text string) tea.Model {
	t.Helper()
	for range 200 {
		v := m.View()
		if strings.Contains(v, text) && strings.Contains(v, "q: quit the match") {
			return m
		}
		key := "c"
		if strings.Contains(v, "q: quit the match") { // a hand's summary
			key = "enter"
		}
		var quit bool
		if m, quit = tuitest.Press(t, m, key); quit {
			t.Fatal("the program quit")
		}
	}
	t.Fatalf("the view never showed %q:\n%s", text, m.View())
	return m
}

// TestResumeThroughMenu: a Hold'em match kept for later with esc is on the
// menu; a new run (the same home) lists it and enter deals the next hand
// with the stacks it had.
func TestResumeThroughMenu(t *testing.T) {
	holdem := func() tea.Model {
		m := newTestModel(t)
		m.Context().Settings.Speed = config.SpeedInstant
		tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
		tm, _ = tuitest.Press(t, tm, "1", "enter", "enter") // Hold'em, heads-up, against the opponent offered first
		return playUntilView(t, tm, "hand #3")
	}
	straight, _ := tuitest.Press(t, holdem(), "enter")
	want := straight.View() // hand 3 as the match played straight through deals it

	tm := holdem()
	saves := tuitest.Saves(t, tm)
	if len(saves) != 1 {
		t.Fatalf("%d saves after two hands, want 1", len(saves))
	}
	line := saves[0].Summary // "Hold'em against sklansky, hand 3, you … · Computer …"
	tm, _ = tuitest.Press(t, tm, "esc", "k")
	if v := tm.View(); !strings.Contains(v, "Resume a game") || !strings.Contains(v, "▸ "+line) {
		t.Fatalf("back on the menu, no %q:\n%s", line, v)
	}

	// The terminal closes; the next run resumes.
	again := newModel(Options{Seed: 8, SeedSet: true})
	again.Context().Settings.Speed = config.SpeedInstant
	again.Context().KeyHold = 0
	rm, _ := tuitest.Drive(t, again, tuitest.Size(80, 24))
	rm, _ = tuitest.Press(t, rm, "enter")
	if got := tuitest.TypeName(tuitest.App(t, rm).Top()); got != "*holdem.Table" {
		t.Fatalf("enter on the save opened %s", got)
	}
	if v := rm.View(); v != want {
		t.Errorf("the resumed table:\n%s\nwant (the match played straight through):\n%s", v, want)
	}
	// Quit game ends the match for good: the menu has nothing to resume.
	rm, _ = tuitest.Press(t, rm, "q", "y", "enter")
	if len(tuitest.Saves(t, rm)) != 0 || strings.Contains(rm.View(), "Resume a game") {
		t.Errorf("after Quit game the save is left:\n%s", rm.View())
	}
}

// TestMenuResumeGolden: the menu with saves to resume, a damaged one and
// one of another version, at the smallest window and a large one.
func TestMenuResumeGolden(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			t.Setenv("HOME", "/home/player")
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			t.Setenv("XDG_DATA_HOME", "")
			state := t.TempDir()
			t.Setenv("XDG_STATE_HOME", state)
			if err := os.MkdirAll(filepath.Join(state, "parlor"), 0o700); err != nil {
				t.Fatal(err)
			}
			tuitest.SampleSaves(t, filepath.Join(state, "parlor"))
			tm := teatest.NewTestModel(t, newModel(Options{Seed: 7, SeedSet: true}), teatest.WithInitialTermSize(sz[0], sz[1]))
			tm.Send(tuitest.Key("j"))
			tuitest.WaitFor(t, tm, "▸ Camel Up, round 1")
			teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
		})
	}
}

// TestCtrlCKeepsGame: ctrl+c in the middle of a hand quits at once and the
// match is kept, at the hand in play; what is still being written is
// written as the program ends (Run flushes).
func TestCtrlCKeepsGame(t *testing.T) {
	m := newTestModel(t)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1", "enter", "enter") // Hold'em, heads-up, against the opponent offered first
	tm = playUntilView(t, tm, "hand #2")
	tm, _ = tuitest.Press(t, tm, "enter", "c")
	if _, quit := tuitest.Press(t, tm, "ctrl+c"); !quit {
		t.Fatal("ctrl+c did not quit")
	}
	m.Saves().Flush()
	if es := tuitest.Saves(t, tm); len(es) != 1 || !strings.Contains(es[0].Summary, "hand 2,") {
		t.Errorf("after ctrl+c the saves are %+v, want the match at hand 2", es)
	}
}

// TestResumeTableThroughMenu: a 6-seat table kept for later with esc is
// on the menu; a new run lists it and enter opens it at the decision it
// was left at.
func TestResumeTableThroughMenu(t *testing.T) {
	m := newTestModel(t)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1", "right", "enter") // Hold'em, a table: 6 seats, a sit-and-go
	for range 40 {                                      // into hand 2, c at each decision, enter after a hand
		v := tuitest.App(t, tm).Top().View()
		if strings.Contains(v, "your turn") && !strings.Contains(v, "hand #1 ") {
			break
		}
		key := "c"
		if strings.Contains(v, "enter: next hand") {
			key = "enter"
		}
		tm, _ = tuitest.Press(t, tm, key)
	}
	left := tuitest.App(t, tm).Top().View()
	if !strings.Contains(left, "your turn") {
		t.Fatalf("not at a decision:\n%s", left)
	}
	tm, _ = tuitest.Press(t, tm, "esc", "k")
	if v := tm.View(); !strings.Contains(v, "Resume a game") || !strings.Contains(v, "▸ Hold'em 6-seat sit-and-go vs Normal, hand ") {
		t.Fatalf("back on the menu, the table is not offered:\n%s", v)
	}
	again := newModel(Options{Seed: 8, SeedSet: true})
	again.Context().Settings.Speed = config.SpeedInstant
	again.Context().KeyHold = 0
	rm, _ := tuitest.Drive(t, again, tuitest.Size(80, 24))
	rm, _ = tuitest.Press(t, rm, "enter")
	if got := tuitest.TypeName(tuitest.App(t, rm).Top()); got != "*table.Screen" {
		t.Fatalf("enter on the save opened %s", got)
	}
	if v := tuitest.App(t, rm).Top().View(); v != left {
		t.Errorf("the resumed table:\n%s\nwant, as it was left:\n%s", v, left)
	}
}
