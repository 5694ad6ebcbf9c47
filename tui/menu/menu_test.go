package menu

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/internal/tuitest"
)

func screenOf(t *testing.T, m tea.Model) *Screen {
	t.Helper()
	return tuitest.Top[*Screen](t, m)
}

func TestMenuNavigation(t *testing.T) {
	tests := []struct {
		keys []string
		want int // cursor
	}{
		{nil, 0},
		{[]string{"down"}, 1},
		{[]string{"j", "j"}, 2},
		{[]string{"tab", "tab", "tab"}, 3},
		{[]string{"up"}, 6}, // wraps to Quit
		{[]string{"k", "k"}, 5},
		{[]string{"j", "j", "k"}, 1},
		{[]string{"G"}, 6},
		{[]string{"end", "home"}, 0},
		{[]string{"G", "g"}, 0},
		{[]string{"j", "j", "j", "j", "j", "j", "j"}, 0}, // wraps to Hold'em
		{[]string{"x", "z", "left", "right"}, 0},         // wrong keys do nothing
		{[]string{"jjj"}, 3},                             // keys that arrive together
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, quit := tuitest.Press(t, newTestModel(t), tt.keys...)
			if quit {
				t.Fatal("quit")
			}
			if got := screenOf(t, m).cursor; got != tt.want {
				t.Errorf("cursor after %q = %d, want %d", tt.keys, got, tt.want)
			}
		})
	}
}

func TestMenuEntriesAreAllShown(t *testing.T) {
	view := newTestModel(t).View()
	for i, e := range entries {
		if !strings.Contains(view, e.title) {
			t.Errorf("menu does not show entry %d %q:\n%s", i+1, e.title, view)
		}
	}
	if strings.Count(view, "▸") != 1 {
		t.Errorf("menu shows %d selection markers, want 1:\n%s", strings.Count(view, "▸"), view)
	}
	if !strings.Contains(view, "seed 7") {
		t.Errorf("menu does not show the seed:\n%s", view)
	}
}

func TestStatusClearsOnNextKey(t *testing.T) {
	m, _ := tuitest.Press(t, newTestModel(t), "9")
	if tuitest.App(t, m).Context().Status().Text == "" {
		t.Fatal("no status after choosing entry 9")
	}
	m, _ = tuitest.Press(t, m, "j")
	if got := tuitest.App(t, m).Context().Status().Text; got != "" {
		t.Errorf("status after the next key = %q, want none", got)
	}
}

func TestEscOnMenuStays(t *testing.T) {
	m, quit := tuitest.Press(t, newTestModel(t), "j", "esc")
	if quit {
		t.Fatal("esc on the menu quit")
	}
	if got := screenOf(t, m).cursor; got != 1 {
		t.Errorf("cursor = %d, want 1", got)
	}
}
