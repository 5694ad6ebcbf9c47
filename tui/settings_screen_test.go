package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// openSettings returns a model on the settings screen, in an isolated home,
// and the settings path.
func openSettings(t *testing.T) (tea.Model, string) {
	t.Helper()
	path := isolate(t)
	m, _ := drive(t, New(Options{Seed: 7, SeedSet: true}), size(80, 24))
	m, _ = press(t, m, "5")
	if _, ok := root(t, m).top().(*settingsScreen); !ok {
		t.Fatalf("5 opened %T, want the settings", root(t, m).top())
	}
	return m, path
}

func loadOrFail(t *testing.T, path string) Settings {
	t.Helper()
	s, err := LoadSettings(path)
	if err != nil {
		t.Fatalf("LoadSettings: %v", err)
	}
	return s
}

func TestSettingsEditName(t *testing.T) {
	m, path := openSettings(t)
	m, _ = press(t, m, "enter", "ctrl+u")
	if !root(t, m).top().typing() {
		t.Fatal("enter on the name did not start typing")
	}
	// q, ? and esc belong to the input while typing: q and ? are letters.
	m = typeText(t, m, "Ada ")
	m, quit := press(t, m, "q", "?")
	if quit {
		t.Fatal("q quit while typing")
	}
	if root(t, m).help.ShowAll {
		t.Error("? opened the help while typing")
	}
	m, _ = press(t, m, "backspace", "enter")
	if quit {
		t.Fatal("quit while typing")
	}
	if got := root(t, m).ctx.Settings.Name; got != "Ada q" {
		t.Errorf("name = %q, want %q", got, "Ada q")
	}
	if got := loadOrFail(t, path).Name; got != "Ada q" {
		t.Errorf("saved name = %q, want %q", got, "Ada q")
	}
	if got := root(t, m).ctx.status.Text; !strings.HasPrefix(got, "Saved to ~/.config/parlor/settings.json") {
		t.Errorf("status = %q, want it to say where it saved", got)
	}
	// The menu shows the new name.
	m, _ = press(t, m, "esc")
	if v := m.View(); !strings.Contains(v, "Playing as Ada q") {
		t.Errorf("menu does not show the new name:\n%s", v)
	}
}

func TestSettingsEditCancel(t *testing.T) {
	m, path := openSettings(t)
	m, _ = press(t, m, "enter", "ctrl+u")
	m = typeText(t, m, "Zed")
	m, _ = press(t, m, "esc")
	if root(t, m).top().typing() {
		t.Fatal("esc did not stop typing")
	}
	if got := root(t, m).ctx.Settings.Name; got != "Human" {
		t.Errorf("name after esc = %q, want Human", got)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a cancelled edit wrote the settings file")
	}
	// A second esc goes back to the menu.
	m, _ = press(t, m, "esc")
	menuOf(t, m)
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
			m, _ = press(t, m, "enter", "ctrl+u")
			m = typeText(t, m, tt.typed)
			m, _ = press(t, m, "enter")
			r := root(t, m)
			if !r.ctx.status.Warn {
				t.Errorf("typing %q: status %q is not a warning", tt.typed, r.ctx.status.Text)
			}
			if !r.top().typing() {
				t.Errorf("typing %q: the input closed; it should stay open to fix the name", tt.typed)
			}
			if r.ctx.Settings.Name != "Human" {
				t.Errorf("typing %q changed the name to %q", tt.typed, r.ctx.Settings.Name)
			}
		})
	}
}

func TestSettingsChoices(t *testing.T) {
	m, path := openSettings(t)
	steps := []struct {
		keys  []string
		check func(Settings) bool
		what  string
	}{
		{[]string{"j", "right"}, func(s Settings) bool { return s.CardStyle == CardsASCII }, "letters"},
		{[]string{"l"}, func(s Settings) bool { return s.CardStyle == CardsUnicode }, "symbols again"},
		{[]string{"j", "enter"}, func(s Settings) bool { return s.FourColor }, "four colours"},
		{[]string{"j", "right"}, func(s Settings) bool { return s.Speed == SpeedSlow }, "slow"},
		{[]string{"right"}, func(s Settings) bool { return s.Speed == SpeedInstant }, "instant (wraps)"},
		{[]string{"h", "h"}, func(s Settings) bool { return s.Speed == SpeedNormal }, "normal"},
		{[]string{"j", "enter"}, func(s Settings) bool { return s.HistoryFormat == FormatPokerStars }, "pokerstars"},
		{[]string{"k", "d"}, func(s Settings) bool { return s.Speed == SpeedNormal }, "default speed"},
		{[]string{"k", "d"}, func(s Settings) bool { return !s.FourColor }, "default colours"},
	}
	for _, st := range steps {
		m, _ = press(t, m, st.keys...)
		if !st.check(root(t, m).ctx.Settings) {
			t.Fatalf("after %q: settings %+v, want %s", st.keys, root(t, m).ctx.Settings, st.what)
		}
		if saved := loadOrFail(t, path); saved != root(t, m).ctx.Settings {
			t.Fatalf("after %q: saved %+v, want %+v", st.keys, saved, root(t, m).ctx.Settings)
		}
	}
	if got := root(t, m).ctx.Delay(); got != SpeedNormal.Delay() {
		t.Errorf("Delay() = %v, want the normal speed's", got)
	}
}

func TestSettingsHistoryDir(t *testing.T) {
	m, path := openSettings(t)
	dir := filepath.Join(t.TempDir(), "hands")
	m, _ = press(t, m, "k", "enter") // the last field, wrapping up
	m = typeText(t, m, dir)
	m, _ = press(t, m, "enter")
	if got := loadOrFail(t, path).HistoryDir; got != dir {
		t.Errorf("saved history dir = %q, want %q", got, dir)
	}
	if got := root(t, m).ctx.HistoryDir(); got != dir {
		t.Errorf("HistoryDir() = %q, want %q", got, dir)
	}
	// A file is not a folder.
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	m, _ = press(t, m, "enter", "ctrl+u")
	m = typeText(t, m, file)
	m, _ = press(t, m, "enter")
	if r := root(t, m); !r.ctx.status.Warn || r.ctx.Settings.HistoryDir != dir {
		t.Errorf("a file as folder: status %q, dir %q; want a warning and %q kept", r.ctx.status.Text, r.ctx.Settings.HistoryDir, dir)
	}
	// Emptied, it is the default again.
	m, _ = press(t, m, "ctrl+u", "enter")
	if got := root(t, m).ctx.HistoryDir(); got != DefaultHistoryDir() {
		t.Errorf("HistoryDir() after emptying = %q, want the default %q", got, DefaultHistoryDir())
	}
}

func TestCheckHistoryDirTilde(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	got, err := checkHistoryDir("~/poker")
	if want := filepath.Join(home, "poker"); err != nil || got != want {
		t.Errorf("checkHistoryDir(~/poker) = %q, %v; want %q", got, err, want)
	}
}

func TestCorruptSettingsWarnInMenu(t *testing.T) {
	path := isolate(t)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, _ := drive(t, New(Options{}), size(80, 24))
	ctx := root(t, m).ctx
	if ctx.Settings != DefaultSettings() {
		t.Errorf("settings from a corrupt file = %+v, want the defaults", ctx.Settings)
	}
	v := m.View()
	if !strings.Contains(v, "! ") || !strings.Contains(strings.Join(strings.Fields(v), " "), "bad settings file") {
		t.Errorf("menu does not warn about the corrupt file:\n%s", v)
	}
	// Saving replaces the file with good settings and clears the warning.
	m, _ = press(t, m, "5", "j", "right", "esc")
	if strings.Contains(m.View(), "bad settings file") {
		t.Errorf("warning still shown after a good save:\n%s", m.View())
	}
	if got := loadOrFail(t, path); got.CardStyle != CardsASCII {
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

	m, _ := drive(t, New(Options{}), size(80, 24))
	m, quit := press(t, m, "5", "j", "j", "enter")
	if quit {
		t.Fatal("quit on a save failure")
	}
	r := root(t, m)
	if !r.ctx.Settings.FourColor {
		t.Error("the change does not apply to the run")
	}
	if !r.ctx.status.Warn || !strings.Contains(r.ctx.status.Text, "this run only") {
		t.Errorf("status = %q (warn %v), want a warning that settings apply to this run only", r.ctx.status.Text, r.ctx.status.Warn)
	}
	m, _ = press(t, m, "esc")
	if v := m.View(); !strings.Contains(v, "this run only") {
		t.Errorf("menu does not show the save problem:\n%s", v)
	}
}

func TestCtrlCQuitsWhileTyping(t *testing.T) {
	m, _ := openSettings(t)
	m, _ = press(t, m, "enter")
	if _, quit := press(t, m, "ctrl+c"); !quit {
		t.Error("ctrl+c while typing did not quit")
	}
}

func TestSettingsLongValuesFit(t *testing.T) {
	isolate(t)
	long := "/" + strings.Repeat("very-long-folder-name/", 10) + "hands"
	m, _ := drive(t, New(Options{HistoryDir: long + "-flag", HistoryFormat: FormatPokerStars}), size(80, 24))
	root(t, m).ctx.Settings.HistoryDir = long
	root(t, m).ctx.Settings.Name = strings.Repeat("W", maxNameLen)
	m, _ = press(t, m, "5")
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
