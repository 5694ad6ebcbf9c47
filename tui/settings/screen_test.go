package settings

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/tui/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// openSettings returns a model on the settings screen, in an isolated home,
// and the settings path.
func openSettings(t *testing.T) (tea.Model, string) {
	t.Helper()
	path := tuitest.Isolate(t)
	m, _ := tuitest.Drive(t, tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build), tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "6")
	if _, ok := tuitest.App(t, m).Top().(*Screen); !ok {
		t.Fatalf("6 opened %T, want the settings", tuitest.App(t, m).Top())
	}
	return m, path
}

func loadOrFail(t *testing.T, path string) config.Settings {
	t.Helper()
	s, err := config.Load(path)
	if err != nil {
		t.Fatalf("LoadSettings: %v", err)
	}
	return s
}

func TestSettingsEditCancel(t *testing.T) {
	m, path := openSettings(t)
	m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
	m = tuitest.Type(t, m, "Zed")
	m, _ = tuitest.Press(t, m, "esc")
	if tuitest.App(t, m).Top().Typing() {
		t.Fatal("esc did not stop typing")
	}
	if got := tuitest.App(t, m).Context().Settings.Name; got != "Human" {
		t.Errorf("name after esc = %q, want Human", got)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a cancelled edit wrote the settings file")
	}
	// A second esc goes back to the menu.
	m, _ = tuitest.Press(t, m, "esc")
	tuitest.Top[*tuitest.Menu](t, m)
}

func TestSettingsBadName(t *testing.T) {
	tests := []struct{ name, typed string }{
		{"empty", ""},
		{"computer", "computer"},
		{"bracket", "Ada[1]"},
		{"colon", "a:b"},
		{"question", "who?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := openSettings(t)
			m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
			m = tuitest.Type(t, m, tt.typed)
			m, _ = tuitest.Press(t, m, "enter")
			r := tuitest.App(t, m)
			if !r.Context().Status().Warn {
				t.Errorf("typing %q: status %q is not a warning", tt.typed, r.Context().Status().Text)
			}
			if !r.Top().Typing() {
				t.Errorf("typing %q: the input closed; it should stay open to fix the name", tt.typed)
			}
			if r.Context().Settings.Name != "Human" {
				t.Errorf("typing %q changed the name to %q", tt.typed, r.Context().Settings.Name)
			}
		})
	}
}

func TestSettingsChoices(t *testing.T) {
	m, path := openSettings(t)
	steps := []struct {
		keys  []string
		check func(config.Settings) bool
		what  string
	}{
		{[]string{"j", "right"}, func(s config.Settings) bool { return s.CardStyle == config.CardsASCII }, "letters"},
		{[]string{"l"}, func(s config.Settings) bool { return s.CardStyle == config.CardsUnicode }, "symbols again"},
		{[]string{"j", "enter"}, func(s config.Settings) bool { return s.FourColor }, "four colours"},
		{[]string{"j", "right"}, func(s config.Settings) bool { return s.Speed == config.SpeedSlow }, "slow"},
		{[]string{"right"}, func(s config.Settings) bool { return s.Speed == config.SpeedInstant }, "instant (wraps)"},
		{[]string{"h", "h"}, func(s config.Settings) bool { return s.Speed == config.SpeedNormal }, "normal"},
		{[]string{"j", "enter"}, func(s config.Settings) bool { return s.Coach }, "the coach on"},
		{[]string{"j", "right"}, func(s config.Settings) bool { return s.DealPause == config.Deal3s }, "deal after 3 s"},
		{[]string{"right"}, func(s config.Settings) bool { return s.DealPause == config.Deal6s }, "deal after 6 s"},
		{[]string{"right"}, func(s config.Settings) bool { return s.DealPause == config.DealOnKey }, "deal on a key (wraps)"},
		{[]string{"k", "d"}, func(s config.Settings) bool { return !s.Coach }, "the coach off by default"},
		{[]string{"j", "j", "enter"}, func(s config.Settings) bool { return s.HistoryFormat == config.FormatPokerStars }, "pokerstars"},
		{[]string{"k", "k", "k", "d"}, func(s config.Settings) bool { return s.Speed == config.SpeedNormal }, "default speed"},
		{[]string{"k", "d"}, func(s config.Settings) bool { return !s.FourColor }, "default colours"},
	}
	for _, st := range steps {
		m, _ = tuitest.Press(t, m, st.keys...)
		if !st.check(tuitest.App(t, m).Context().Settings) {
			t.Fatalf("after %q: settings %+v, want %s", st.keys, tuitest.App(t, m).Context().Settings, st.what)
		}
		if saved := loadOrFail(t, path); saved != tuitest.App(t, m).Context().Settings {
			t.Fatalf("after %q: saved %+v, want %+v", st.keys, saved, tuitest.App(t, m).Context().Settings)
		}
	}
	if got := tuitest.App(t, m).Context().Delay(); got != config.SpeedNormal.Delay() {
		t.Errorf("Delay() = %v, want the normal speed's", got)
	}
}

func TestSettingsHistoryDir(t *testing.T) {
	m, path := openSettings(t)
	dir := filepath.Join(t.TempDir(), "hands")
	m, _ = tuitest.Press(t, m, "k", "enter") // the last field, wrapping up
	m = tuitest.Type(t, m, dir)
	m, _ = tuitest.Press(t, m, "enter")
	if got := loadOrFail(t, path).HistoryDir; got != dir {
		t.Errorf("saved history dir = %q, want %q", got, dir)
	}
	if got := tuitest.App(t, m).Context().HistoryDir(); got != dir {
		t.Errorf("HistoryDir() = %q, want %q", got, dir)
	}
	// A file is not a folder.
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
	m = tuitest.Type(t, m, file)
	m, _ = tuitest.Press(t, m, "enter")
	if r := tuitest.App(t, m); !r.Context().Status().Warn || r.Context().Settings.HistoryDir != dir {
		t.Errorf("a file as folder: status %q, dir %q; want a warning and %q kept", r.Context().Status().Text, r.Context().Settings.HistoryDir, dir)
	}
	// Emptied, it is the default again.
	m, _ = tuitest.Press(t, m, "ctrl+u", "enter")
	if got := tuitest.App(t, m).Context().HistoryDir(); got != config.DefaultHistoryDir() {
		t.Errorf("HistoryDir() after emptying = %q, want the default %q", got, config.DefaultHistoryDir())
	}
}

func TestCtrlCQuitsWhileTyping(t *testing.T) {
	m, _ := openSettings(t)
	m, _ = tuitest.Press(t, m, "enter")
	if _, quit := tuitest.Press(t, m, "ctrl+c"); !quit {
		t.Error("ctrl+c while typing did not quit")
	}
}

func TestSettingsLongValuesFit(t *testing.T) {
	tuitest.Isolate(t)
	long := "/" + strings.Repeat("very-long-folder-name/", 10) + "hands"
	m, _ := tuitest.Drive(t, tuitest.New(kit.Options{HistoryDir: long + "-flag", HistoryFormat: config.FormatPokerStars}, build), tuitest.Size(80, 24))
	tuitest.App(t, m).Context().Settings.HistoryDir = long
	tuitest.App(t, m).Context().Settings.Name = strings.Repeat("W", config.MaxNameLen)
	m, _ = tuitest.Press(t, m, "6")
	v := m.View()
	lines := strings.Split(v, "\n")
	if len(lines) != 24 {
		t.Errorf("view has %d lines, want 24", len(lines))
	}
	for i, l := range lines {
		if w := lipgloss.Width(l); w > 80 {
			t.Errorf("line %d is %d cells wide: %q", i, w, l)
		}
	}
	if !strings.Contains(v, "…ng-folder-name/very-long-folder-name/hands") || !strings.Contains(v, "--history-format pokerstars") {
		t.Errorf("long values are not shortened from the left, or an override is missing:\n%s", v)
	}
}

// TestSettingsNoColor: with NO_COLOR the four-colour setting names no
// colour, on or off.
func TestSettingsNoColor(t *testing.T) {
	for _, noColor := range []string{"", "1"} {
		t.Setenv("NO_COLOR", noColor)
		m, _ := openSettings(t)
		for _, keys := range [][]string{nil, {"j", "j", "enter"}} {
			m, _ = tuitest.Press(t, m, keys...)
			v := m.View()
			if red := strings.Contains(v, "red"); red == (noColor != "") {
				t.Errorf("NO_COLOR=%q, four colours %v: \"red\" shown %v:\n%s", noColor, tuitest.App(t, m).Context().Settings.FourColor, red, v)
			}
		}
	}
}
