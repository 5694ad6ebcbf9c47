package tui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/tui/internal/tuitest"
)

// Tests of the screens together: the menu opens them, the menu shows what the
// settings screen could not save.

func TestMenuChoose(t *testing.T) {
	tests := []struct {
		keys       []string
		wantStatus string // "" when the entry opens a screen
		wantScreen string
		wantView   string // part of the screen's view
		wantQuit   bool
	}{
		{keys: []string{"enter"}, wantScreen: "*table.Setup"},
		{keys: []string{"1"}, wantScreen: "*table.Setup"},
		{keys: []string{"2"}, wantScreen: "*setup.Screen", wantView: "Camel Up"},
		{keys: []string{"j", "j", " "}, wantScreen: "*setup.Screen", wantView: "White Elephant"},
		{keys: []string{"4"}, wantScreen: "*history.Screen"},
		{keys: []string{"9"}, wantStatus: "No entry 9: choose 1 to 7"},
		{keys: []string{"5"}, wantScreen: "*equity.Screen", wantView: "Player 1 of 2"},
		{keys: []string{"j", "j", "j", "j", "enter"}, wantScreen: "*equity.Screen"},
		{keys: []string{"6"}, wantScreen: "*settings.Screen"},
		{keys: []string{"j", "j", "j", "j", "j", "enter"}, wantScreen: "*settings.Screen"},
		{keys: []string{"7"}, wantQuit: true},
		{keys: []string{"up", "enter"}, wantQuit: true},
		{keys: []string{"q"}, wantQuit: true},
		{keys: []string{"ctrl+c"}, wantQuit: true},
		{keys: []string{"j", "ctrl+c"}, wantQuit: true},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, quit := tuitest.Press(t, newTestModel(t), tt.keys...)
			if quit != tt.wantQuit {
				t.Fatalf("quit = %v, want %v", quit, tt.wantQuit)
			}
			if quit {
				return
			}
			r := tuitest.App(t, m)
			if r.Context().Status().Text != tt.wantStatus {
				t.Errorf("status = %q, want %q", r.Context().Status().Text, tt.wantStatus)
			}
			if tt.wantStatus != "" && !strings.Contains(r.View(), tt.wantStatus) {
				t.Errorf("view does not show %q:\n%s", tt.wantStatus, r.View())
			}
			want := "*menu.Screen"
			if tt.wantScreen != "" {
				want = tt.wantScreen
			}
			if got := tuitest.TypeName(r.Top()); got != want {
				t.Errorf("top screen = %s, want %s", got, want)
			}
			if !strings.Contains(r.View(), tt.wantView) {
				t.Errorf("view does not show %q:\n%s", tt.wantView, r.View())
			}
		})
	}
}

func TestCorruptSettingsWarnInMenu(t *testing.T) {
	path := tuitest.Isolate(t)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := tuitest.Drive(t, newModel(Options{}), tuitest.Size(80, 24))
	ctx := tuitest.App(t, m).Context()
	if !reflect.DeepEqual(ctx.Settings, config.Defaults()) {
		t.Errorf("settings from a corrupt file = %+v, want the defaults", ctx.Settings)
	}
	v := m.View()
	if !strings.Contains(v, "! ") || !strings.Contains(strings.Join(strings.Fields(v), " "), "bad settings file") {
		t.Errorf("menu does not warn about the corrupt file:\n%s", v)
	}
	// Saving replaces the file with good settings and clears the warning.
	m, _ = tuitest.Press(t, m, "6", "j", "right", "esc")
	if strings.Contains(m.View(), "bad settings file") {
		t.Errorf("warning still shown after a good save:\n%s", m.View())
	}
	if got := loadSettings(t, path); got.CardStyle != config.CardsASCII {
		t.Errorf("saved card style = %q, want ascii", got.CardStyle)
	}
}

func TestUnwritableConfigDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	// XDG_CONFIG_HOME/parlor is a file: the settings cannot be saved there.
	cfg := filepath.Join(home, "cfg")
	os.MkdirAll(cfg, 0o755)
	os.WriteFile(filepath.Join(cfg, "parlor"), []byte("a file"), 0o644)
	t.Setenv("XDG_CONFIG_HOME", cfg)

	m, _ := tuitest.Drive(t, newModel(Options{}), tuitest.Size(80, 24))
	m, quit := tuitest.Press(t, m, "6", "j", "j", "enter")
	if quit {
		t.Fatal("quit on a save failure")
	}
	r := tuitest.App(t, m)
	if !r.Context().Settings.FourColor {
		t.Error("the change does not apply to the run")
	}
	if !r.Context().Status().Warn || !strings.Contains(r.Context().Status().Text, "this run only") {
		t.Errorf("status = %q (warn %v), want a warning that settings apply to this run only", r.Context().Status().Text, r.Context().Status().Warn)
	}
	m, _ = tuitest.Press(t, m, "esc")
	if v := m.View(); !strings.Contains(v, "this run only") {
		t.Errorf("menu does not show the save problem:\n%s", v)
	}
}

// openSettings returns a model on the settings screen, opened from the menu
// in an isolated home, and the settings path.
func openSettings(t *testing.T) (tea.Model, string) {
	t.Helper()
	path := tuitest.Isolate(t)
	m, _ := tuitest.Drive(t, newModel(Options{Seed: 7, SeedSet: true}), tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "6")
	if got := tuitest.TypeName(tuitest.App(t, m).Top()); got != "*settings.Screen" {
		t.Fatalf("6 opened %s, want the settings", got)
	}
	return m, path
}

func loadSettings(t *testing.T, path string) config.Settings {
	t.Helper()
	s, err := config.Load(path)
	if err != nil {
		t.Fatalf("config.Load: %v", err)
	}
	return s
}

func TestSettingsEditName(t *testing.T) {
	m, path := openSettings(t)
	m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
	if !tuitest.App(t, m).Top().Typing() {
		t.Fatal("enter on the name did not start typing")
	}
	// q, ? and esc belong to the input while typing: q and ? are letters.
	m = tuitest.Type(t, m, "Ada ")
	m, quit := tuitest.Press(t, m, "q", "?")
	if quit {
		t.Fatal("q quit while typing")
	}
	if tuitest.App(t, m).ShowsFullHelp() {
		t.Error("? opened the help while typing")
	}
	m, _ = tuitest.Press(t, m, "backspace", "enter")
	if quit {
		t.Fatal("quit while typing")
	}
	if got := tuitest.App(t, m).Context().Settings.Name; got != "Ada q" {
		t.Errorf("name = %q, want %q", got, "Ada q")
	}
	if got := loadSettings(t, path).Name; got != "Ada q" {
		t.Errorf("saved name = %q, want %q", got, "Ada q")
	}
	if got := tuitest.App(t, m).Context().Status().Text; !strings.HasPrefix(got, "Saved to ~/.config/parlor/settings.json") {
		t.Errorf("status = %q, want it to say where it saved", got)
	}
	// The menu shows the new name.
	m, _ = tuitest.Press(t, m, "esc")
	if v := m.View(); !strings.Contains(v, "Playing as Ada q") {
		t.Errorf("menu does not show the new name:\n%s", v)
	}
}

// TestKeysInTheFooter: every screen the menu opens (and Hold'em's
// opponent list) names its keys in the footer only, as the menu does; none
// repeats "enter: start" or "esc: back" in its body.
func TestKeysInTheFooter(t *testing.T) {
	for _, keys := range [][]string{
		{"1"}, {"1", "enter"}, {"2"}, {"3"}, {"4"}, {"5"}, {"6"},
	} {
		t.Run(strings.Join(keys, ","), func(t *testing.T) {
			m, _ := tuitest.Press(t, newTestModel(t), keys...)
			v := tuitest.App(t, m).View()
			for _, twice := range []string{"esc: back", "enter: start"} {
				if strings.Contains(v, twice) {
					t.Errorf("the screen says %q in its body as well as in the footer:\n%s", twice, v)
				}
			}
		})
	}
}
