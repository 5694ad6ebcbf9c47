package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestViewWithoutSize(t *testing.T) {
	// No size message yet (teatest without WithInitialTermSize): the
	// screens draw at their natural size.
	m := newTestModel(t)
	if v := m.View(); !strings.Contains(v, "Hold'em") || !strings.Contains(v, "enter choose") {
		t.Errorf("view before any size lacks the menu or its help:\n%s", v)
	}
	s, _ := tuitest.Press(t, m, "6")
	if v := s.View(); !strings.Contains(v, "Your name") {
		t.Errorf("settings view before any size lacks its fields:\n%s", v)
	}
}

func TestViewFillsWindow(t *testing.T) {
	for _, sz := range []tea.WindowSizeMsg{tuitest.Size(80, 24), tuitest.Size(120, 40), tuitest.Size(81, 25)} {
		for _, keys := range [][]string{nil, {"?"}, {"5"}, {"5", "?"}, {"6"}, {"6", "?"}, {"6", "enter"}} {
			t.Run(fmt.Sprintf("%dx%d %q", sz.Width, sz.Height, keys), func(t *testing.T) {
				m, _ := tuitest.Drive(t, newTestModel(t), sz)
				m, _ = tuitest.Press(t, m, keys...)
				v := m.View()
				lines := strings.Split(v, "\n")
				if len(lines) != sz.Height {
					t.Errorf("view has %d lines, want %d:\n%s", len(lines), sz.Height, v)
				}
				for i, l := range lines {
					if w := lipgloss.Width(l); w > sz.Width {
						t.Errorf("line %d is %d cells wide, want at most %d: %q", i, w, sz.Width, l)
					}
				}
				// The help line is the last one and is not cut off.
				if last := lines[len(lines)-1]; strings.TrimSpace(last) == "" {
					t.Errorf("last line is blank, want help:\n%s", v)
				}
			})
		}
	}
}

func TestMinimumSize(t *testing.T) {
	tests := []tea.WindowSizeMsg{tuitest.Size(79, 24), tuitest.Size(80, 23), tuitest.Size(50, 12), tuitest.Size(20, 5), tuitest.Size(1, 1)}
	for _, sz := range tests {
		t.Run(fmt.Sprintf("%dx%d", sz.Width, sz.Height), func(t *testing.T) {
			m, _ := tuitest.Drive(t, newTestModel(t), sz)
			v := m.View()
			lines := strings.Split(v, "\n")
			if len(lines) > sz.Height {
				t.Errorf("view has %d lines in a window of %d", len(lines), sz.Height)
			}
			for i, l := range lines {
				if w := lipgloss.Width(l); w > sz.Width {
					t.Errorf("line %d is %d cells wide in a window of %d: %q", i, w, sz.Width, l)
				}
			}
			if sz.Width >= 20 && sz.Height >= 3 {
				flat := strings.Join(strings.Fields(v), " ")
				want := []string{"80×24", fmt.Sprintf("%d×%d", sz.Width, sz.Height)}
				for _, w := range want {
					if !strings.Contains(flat, w) {
						t.Errorf("size message lacks %q:\n%s", w, v)
					}
				}
			}
			if strings.Contains(v, "Hold'em") {
				t.Errorf("a too small window shows the menu:\n%s", v)
			}
		})
	}
}

func TestHelpToggle(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), tuitest.Size(80, 24))
	short := m.View()
	m, _ = tuitest.Press(t, m, "?")
	if !tuitest.App(t, m).ShowsFullHelp() {
		t.Fatal("? did not open the full help")
	}
	full := m.View()
	if full == short || !strings.Contains(full, "g/home") {
		t.Errorf("full help does not show the extra keys:\n%s", full)
	}
	m, _ = tuitest.Press(t, m, "?")
	if tuitest.App(t, m).ShowsFullHelp() {
		t.Error("second ? did not close the full help")
	}
	// esc closes the help and leaves the screen as it was.
	m, _ = tuitest.Press(t, m, "6", "?", "esc")
	if a := tuitest.App(t, m); a.ShowsFullHelp() || a.Depth() != 2 {
		t.Errorf("esc after ?: full help %v, %d screens; want the help closed on the settings", a.ShowsFullHelp(), a.Depth())
	}
}

func TestBackAtBottomIsHarmless(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), kit.BackMsg{}, kit.BackMsg{})
	if n := tuitest.App(t, m).Depth(); n != 1 {
		t.Errorf("stack has %d screens, want the menu only", n)
	}
}

func TestOptionsValidate(t *testing.T) {
	tests := []struct {
		format string
		ok     bool
	}{
		{"", true}, {"parlor", true}, {"pokerstars", true}, {"PokerStars", false}, {"json", false},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			err := kit.Options{HistoryFormat: tt.format}.Validate()
			if (err == nil) != tt.ok {
				t.Errorf("Validate(%q) = %v, want ok %v", tt.format, err, tt.ok)
			}
		})
	}
}

func TestFlagsOverrideSettings(t *testing.T) {
	path := tuitest.Isolate(t)
	saved := config.Defaults()
	saved.HistoryDir = "/saved/hands"
	if err := saved.Save(path); err != nil {
		t.Fatal(err)
	}
	m := newModel(Options{HistoryDir: "/flag/hands", HistoryFormat: config.FormatPokerStars})
	ctx := m.Context()
	if got := ctx.HistoryDir(); got != "/flag/hands" {
		t.Errorf("HistoryDir() = %q, want the flag's /flag/hands", got)
	}
	if got := ctx.HistoryFormat(); got != config.FormatPokerStars {
		t.Errorf("HistoryFormat() = %q, want the flag's pokerstars", got)
	}
	// A change on the settings screen is saved without the flags' values.
	m2, _ := tuitest.Press(t, m, "6", "j", "enter")
	got, err := config.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.HistoryDir != "/saved/hands" || got.HistoryFormat != config.FormatParlor || got.CardStyle != config.CardsASCII {
		t.Errorf("saved settings = %+v, want the saved folder and format, with letters", got)
	}
	if v := m2.View(); !strings.Contains(v, "this run: --history-dir /flag/hands") {
		t.Errorf("settings screen does not show the override:\n%s", v)
	}
}

func TestGameRand(t *testing.T) {
	tuitest.Isolate(t)
	a := newModel(Options{Seed: 42, SeedSet: true}).Context()
	b := newModel(Options{Seed: 42, SeedSet: true}).Context()
	a0, b0 := a.GameRand().Uint64(), b.GameRand().Uint64()
	if a0 != b0 {
		t.Errorf("first games of two runs with seed 42 differ: %d, %d", a0, b0)
	}
	a1, b1 := a.GameRand().Uint64(), b.GameRand().Uint64()
	if a1 != b1 {
		t.Errorf("second games of two runs with seed 42 differ: %d, %d", a1, b1)
	}
	if a0 == a1 {
		t.Error("first and second game draw the same numbers")
	}
	c := newModel(Options{Seed: 43, SeedSet: true}).Context()
	if c.GameRand().Uint64() == a0 {
		t.Error("seeds 42 and 43 draw the same first number")
	}
}
