package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func menuOf(t *testing.T, m tea.Model) *menuScreen {
	t.Helper()
	return topOf[*menuScreen](t, m)
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
		{[]string{"up"}, 5}, // wraps to Quit
		{[]string{"k", "k"}, 4},
		{[]string{"j", "j", "k"}, 1},
		{[]string{"G"}, 5},
		{[]string{"end", "home"}, 0},
		{[]string{"G", "g"}, 0},
		{[]string{"j", "j", "j", "j", "j", "j"}, 0}, // wraps to Hold'em
		{[]string{"x", "z", "left", "right"}, 0},    // wrong keys do nothing
		{[]string{"jjj"}, 3},                        // keys that arrive together
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, quit := press(t, newTestModel(t), tt.keys...)
			if quit {
				t.Fatal("quit")
			}
			if got := menuOf(t, m).cursor; got != tt.want {
				t.Errorf("cursor after %q = %d, want %d", tt.keys, got, tt.want)
			}
		})
	}
}

func TestMenuChoose(t *testing.T) {
	tests := []struct {
		keys       []string
		wantStatus string // "" when the entry opens a screen
		wantScreen string
		wantQuit   bool
	}{
		{keys: []string{"enter"}, wantScreen: "*tui.holdemScreen"},
		{keys: []string{"1"}, wantScreen: "*tui.holdemScreen"},
		{keys: []string{"2"}, wantScreen: "*tui.camelSetupScreen"},
		{keys: []string{"j", "j", " "}, wantScreen: "*tui.elephantSetupScreen"},
		{keys: []string{"4"}, wantScreen: "*tui.historyScreen"},
		{keys: []string{"9"}, wantStatus: "No entry 9: choose 1 to 6"},
		{keys: []string{"5"}, wantScreen: "*tui.settingsScreen"},
		{keys: []string{"j", "j", "j", "j", "enter"}, wantScreen: "*tui.settingsScreen"},
		{keys: []string{"6"}, wantQuit: true},
		{keys: []string{"up", "enter"}, wantQuit: true},
		{keys: []string{"q"}, wantQuit: true},
		{keys: []string{"ctrl+c"}, wantQuit: true},
		{keys: []string{"j", "ctrl+c"}, wantQuit: true},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, quit := press(t, newTestModel(t), tt.keys...)
			if quit != tt.wantQuit {
				t.Fatalf("quit = %v, want %v", quit, tt.wantQuit)
			}
			if quit {
				return
			}
			r := root(t, m)
			if r.ctx.status.Text != tt.wantStatus {
				t.Errorf("status = %q, want %q", r.ctx.status.Text, tt.wantStatus)
			}
			if tt.wantStatus != "" && !strings.Contains(r.View(), tt.wantStatus) {
				t.Errorf("view does not show %q:\n%s", tt.wantStatus, r.View())
			}
			screen := "*tui.menuScreen"
			if tt.wantScreen != "" {
				screen = tt.wantScreen
			}
			if got := typeName(r.top()); got != screen {
				t.Errorf("top screen = %s, want %s", got, screen)
			}
		})
	}
}

func TestMenuEntriesAreAllShown(t *testing.T) {
	view := newTestModel(t).View()
	for i, e := range menuEntries {
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
	m, _ := press(t, newTestModel(t), "9")
	if root(t, m).ctx.status.Text == "" {
		t.Fatal("no status after choosing entry 9")
	}
	m, _ = press(t, m, "j")
	if got := root(t, m).ctx.status.Text; got != "" {
		t.Errorf("status after the next key = %q, want none", got)
	}
}

func TestEscOnMenuStays(t *testing.T) {
	m, quit := press(t, newTestModel(t), "j", "esc")
	if quit {
		t.Fatal("esc on the menu quit")
	}
	if got := menuOf(t, m).cursor; got != 1 {
		t.Errorf("cursor = %d, want 1", got)
	}
}
