package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

func size(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

func TestViewWithoutSize(t *testing.T) {
	// No size message yet (teatest without WithInitialTermSize): the
	// screens draw at their natural size.
	m := newTestModel(t)
	if v := m.View(); !strings.Contains(v, "Hold'em") || !strings.Contains(v, "enter choose") {
		t.Errorf("view before any size lacks the menu or its help:\n%s", v)
	}
	s, _ := press(t, m, "5")
	if v := s.View(); !strings.Contains(v, "Your name") {
		t.Errorf("settings view before any size lacks its fields:\n%s", v)
	}
}

func TestViewFillsWindow(t *testing.T) {
	for _, sz := range []tea.WindowSizeMsg{size(80, 24), size(120, 40), size(81, 25)} {
		for _, keys := range [][]string{nil, {"?"}, {"5"}, {"5", "?"}, {"5", "enter"}} {
			t.Run(fmt.Sprintf("%dx%d %q", sz.Width, sz.Height, keys), func(t *testing.T) {
				m, _ := drive(t, newTestModel(t), sz)
				m, _ = press(t, m, keys...)
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
	tests := []tea.WindowSizeMsg{size(79, 24), size(80, 23), size(50, 12), size(20, 5), size(1, 1)}
	for _, sz := range tests {
		t.Run(fmt.Sprintf("%dx%d", sz.Width, sz.Height), func(t *testing.T) {
			m, _ := drive(t, newTestModel(t), sz)
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

func TestResizeKeepsState(t *testing.T) {
	m, _ := drive(t, newTestModel(t), size(100, 30))
	m, _ = press(t, m, "5", "j", "j") // settings, on the four-colour line
	m, _ = drive(t, m, size(60, 20))
	if v := m.View(); !strings.Contains(v, "60×20") {
		t.Fatalf("no size message at 60×20:\n%s", v)
	}
	// Keys are ignored while the window is too small: nothing would show.
	m, _ = press(t, m, "enter", "j")
	m, _ = drive(t, m, size(80, 24))
	s, ok := root(t, m).top().(*settingsScreen)
	if !ok {
		t.Fatalf("top screen after resizing is %T, want the settings", root(t, m).top())
	}
	if s.cursor != fieldFourColor {
		t.Errorf("settings cursor = %v, want %v", s.cursor, fieldFourColor)
	}
	if s.width != 80 || s.height < 20 {
		t.Errorf("settings body is %d×%d after resizing to 80×24", s.width, s.height)
	}
	if root(t, m).ctx.Settings.FourColor {
		t.Error("enter while too small changed a setting")
	}
	m, _ = press(t, m, "esc")
	if got := menuOf(t, m); got.width != 80 {
		t.Errorf("menu width after going back = %d, want 80", got.width)
	}
}

func TestNewScreenGetsSizeAtOnce(t *testing.T) {
	m, _ := drive(t, newTestModel(t), size(90, 30))
	// Only the switch message: no size message follows it.
	r := root(t, m)
	next, _ := r.Update(switchMsg{To: settingsID})
	s := root(t, next).top().(*settingsScreen)
	if s.width != 90 || s.height != 30-1-1 {
		t.Errorf("new screen's size = %d×%d, want 90×28 (the window less status and help)", s.width, s.height)
	}
}

func TestHelpToggle(t *testing.T) {
	m, _ := drive(t, newTestModel(t), size(80, 24))
	short := m.View()
	m, _ = press(t, m, "?")
	if !root(t, m).help.ShowAll {
		t.Fatal("? did not open the full help")
	}
	full := m.View()
	if full == short || !strings.Contains(full, "g/home") {
		t.Errorf("full help does not show the extra keys:\n%s", full)
	}
	m, _ = press(t, m, "?")
	if root(t, m).help.ShowAll {
		t.Error("second ? did not close the full help")
	}
}

func TestBackAtBottomIsHarmless(t *testing.T) {
	m, _ := drive(t, newTestModel(t), backMsg{}, backMsg{})
	if n := len(root(t, m).stack); n != 1 {
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
			err := Options{HistoryFormat: tt.format}.Validate()
			if (err == nil) != tt.ok {
				t.Errorf("Validate(%q) = %v, want ok %v", tt.format, err, tt.ok)
			}
		})
	}
}

func TestFlagsOverrideSettings(t *testing.T) {
	path := isolate(t)
	saved := DefaultSettings()
	saved.HistoryDir = "/saved/hands"
	if err := saved.Save(path); err != nil {
		t.Fatal(err)
	}
	m := New(Options{HistoryDir: "/flag/hands", HistoryFormat: FormatPokerStars})
	ctx := m.Context()
	if got := ctx.HistoryDir(); got != "/flag/hands" {
		t.Errorf("HistoryDir() = %q, want the flag's /flag/hands", got)
	}
	if got := ctx.HistoryFormat(); got != FormatPokerStars {
		t.Errorf("HistoryFormat() = %q, want the flag's pokerstars", got)
	}
	// A change on the settings screen is saved without the flags' values.
	m2, _ := press(t, m, "5", "j", "enter")
	got, err := LoadSettings(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.HistoryDir != "/saved/hands" || got.HistoryFormat != FormatParlor || got.CardStyle != CardsASCII {
		t.Errorf("saved settings = %+v, want the saved folder and format, with letters", got)
	}
	if v := m2.View(); !strings.Contains(v, "this run: --history-dir /flag/hands") {
		t.Errorf("settings screen does not show the override:\n%s", v)
	}
}

func TestGameRand(t *testing.T) {
	isolate(t)
	a := New(Options{Seed: 42, SeedSet: true}).Context()
	b := New(Options{Seed: 42, SeedSet: true}).Context()
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
	c := New(Options{Seed: 43, SeedSet: true}).Context()
	if c.GameRand().Uint64() == a0 {
		t.Error("seeds 42 and 43 draw the same first number")
	}
}

func TestHelpHeightFollowsKeyMap(t *testing.T) {
	m, _ := drive(t, newTestModel(t), size(80, 24))
	m, _ = press(t, m, "5", "?") // the settings' full help: four lines
	full := root(t, m).top().(*settingsScreen).height
	m, _ = press(t, m, "enter") // typing: the help has one line
	typing := root(t, m).top().(*settingsScreen).height
	if typing <= full {
		t.Errorf("body height while typing = %d, want more than %d with the full help", typing, full)
	}
}

func TestOpenAndReplace(t *testing.T) {
	m, _ := drive(t, newTestModel(t), size(80, 24))
	ctx := root(t, m).ctx
	// open: a screen built by the sender goes on top and gets the size.
	m, _ = drive(t, m, openMsg{Screen: newSettingsScreen(ctx)})
	first := root(t, m).top().(*settingsScreen)
	if first.width != 80 {
		t.Errorf("opened screen width = %d, want 80", first.width)
	}
	// replaceWith: the new screen takes the sender's place.
	m, _ = drive(t, m, openMsg{Screen: newSettingsScreen(ctx), Replace: true})
	r := root(t, m)
	if len(r.stack) != 2 || r.top() == screen(first) {
		t.Fatalf("after replace: %d screens, top replaced %v; want 2 with a new top", len(r.stack), r.top() != screen(first))
	}
	m, _ = press(t, m, "esc")
	menuOf(t, m)
}
