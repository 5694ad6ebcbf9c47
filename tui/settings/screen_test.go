package settings

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
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
		if saved := loadOrFail(t, path); !reflect.DeepEqual(saved, tuitest.App(t, m).Context().Settings) {
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

// TestSettingsRowsFit: whichever row is selected (its value between ‹ ›),
// each setting stays on its one line at 80 columns, in every state of the
// choices: nothing wraps.
func TestSettingsRowsFit(t *testing.T) {
	m, _ := openSettings(t)
	// panel is the height of the settings' frame.
	panel := func(v string) int {
		lines := strings.Split(v, "\n")
		top, bottom := -1, -1
		for i, l := range lines {
			if strings.Contains(l, "╭─") && top < 0 {
				top = i
			}
			if strings.Contains(l, "╰─") && !strings.Contains(l, "╰──╯") {
				bottom = i
			}
		}
		return bottom - top
	}
	base := panel(m.View())
	for range numFields {
		for range 4 { // each value of the row's choices
			v := m.View()
			if n := panel(v); n != base {
				t.Fatalf("row %v selected: %d lines, want %d:\n%s", tuitest.App(t, m).Top().(*Screen).cursor, n, base, v)
			}
			for i, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > 80 {
					t.Errorf("line %d is %d cells wide: %q", i, w, l)
				}
			}
			if f := tuitest.App(t, m).Top().(*Screen).cursor; f.isText() {
				break
			}
			m, _ = tuitest.Press(t, m, "right")
		}
		m, _ = tuitest.Press(t, m, "j")
	}
}

// TestSettingsUnwritableFolder: a folder hand histories cannot be written
// in is refused when typed, the input open to fix it; a writable one is
// saved.
func TestSettingsUnwritableFolder(t *testing.T) {
	m, path := openSettings(t)
	m, _ = tuitest.Press(t, m, "k", "enter")
	m = tuitest.Type(t, m, "/dev/null/hands")
	m, _ = tuitest.Press(t, m, "enter")
	r := tuitest.App(t, m)
	if st := r.Context().Status(); !st.Warn || !strings.Contains(st.Text, "cannot be written in /dev/null/hands") {
		t.Errorf("/dev/null/hands: status %+v, want why it cannot be used", st)
	}
	if !r.Top().Typing() || r.Context().Settings.HistoryDir != "" {
		t.Errorf("/dev/null/hands: typing %v, dir %q; want the input open and the default kept", r.Top().Typing(), r.Context().Settings.HistoryDir)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("a refused folder wrote the settings")
	}
	ro := filepath.Join(t.TempDir(), "read-only")
	if err := os.Mkdir(ro, 0o500); err != nil {
		t.Fatal(err)
	}
	if os.Getuid() != 0 { // root writes anywhere
		m, _ = tuitest.Press(t, m, "ctrl+u")
		m = tuitest.Type(t, m, filepath.Join(ro, "hands"))
		m, _ = tuitest.Press(t, m, "enter")
		if st := tuitest.App(t, m).Context().Status(); !st.Warn {
			t.Errorf("a folder in a read-only one: status %+v, want a warning", st)
		}
	}
	dir := filepath.Join(t.TempDir(), "new", "hands")
	m, _ = tuitest.Press(t, m, "ctrl+u")
	m = tuitest.Type(t, m, dir)
	tuitest.Press(t, m, "enter")
	if got := loadOrFail(t, path).HistoryDir; got != dir {
		t.Errorf("a writable folder: saved %q, want %q", got, dir)
	}
	if es, _ := os.ReadDir(dir); len(es) != 0 {
		t.Errorf("the check left files in %s: %v", dir, es)
	}
}

// TestSettingsLongName: a name typed past its 20 characters says that the
// rest is left out, whether typed a key at a time or pasted.
func TestSettingsLongName(t *testing.T) {
	for _, paste := range []bool{false, true} {
		m, path := openSettings(t)
		m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
		long := "Maximiliana Wolfgang von Hohenstein"
		if paste {
			m, _ = tuitest.Drive(t, m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(long), Paste: true})
		} else {
			for _, r := range long[:config.MaxNameLen] {
				m = tuitest.Type(t, m, string(r))
			}
			if st := tuitest.App(t, m).Context().Status(); st.Warn {
				t.Fatalf("20 characters: warning %q already", st.Text)
			}
			m = tuitest.Type(t, m, "v")
		}
		if st := tuitest.App(t, m).Context().Status(); !st.Warn || st.Text != "A name has at most 20 characters: the rest is left out" {
			t.Errorf("paste %v: status %+v, want the limit said", paste, st)
		}
		tuitest.Press(t, m, "enter")
		if got := loadOrFail(t, path).Name; got != long[:config.MaxNameLen] {
			t.Errorf("paste %v: saved %q, want %q", paste, got, long[:config.MaxNameLen])
		}
	}
}

// TestSettingsCoachRowGolden: the coach's row selected, the coach off:
// its note fits the row, at 80×24 and at 120×40.
func TestSettingsCoachRowGolden(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			m, _ := openSettings(t)
			m, _ = tuitest.Press(t, m, "j", "j", "j", "j")
			tuitest.GoldenAt(t, m, sz[0], sz[1])
		})
	}
}

// Two Parlors open at once, each on its settings screen, change different
// settings: the file keeps both (each used to write back its whole copy),
// and the one that saved last sees the other's change too.
func TestSettingsTwoParlorsKeepBoth(t *testing.T) {
	path := tuitest.Isolate(t)
	open := func() tea.Model {
		m, _ := tuitest.Drive(t, tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build), tuitest.Size(80, 24))
		m, _ = tuitest.Press(t, m, "6")
		if _, ok := tuitest.App(t, m).Top().(*Screen); !ok {
			t.Fatalf("6 opened %T, want the settings", tuitest.App(t, m).Top())
		}
		return m
	}
	a, b := open(), open()
	a, _ = tuitest.Press(t, a, "j", "right")           // letters for cards
	b, _ = tuitest.Press(t, b, "j", "j", "j", "right") // slow
	saved := loadOrFail(t, path)
	if saved.CardStyle != config.CardsASCII || saved.Speed != config.SpeedSlow {
		t.Errorf("settings file after two Parlors' changes: cards %q, speed %q; want ascii and slow", saved.CardStyle, saved.Speed)
	}
	if got := tuitest.App(t, b).Context().Settings; !reflect.DeepEqual(got, saved) {
		t.Errorf("the second Parlor's settings = %+v, want the file's %+v", got, saved)
	}
	if got := tuitest.App(t, a).Context().Settings; got.CardStyle != config.CardsASCII || got.Speed != config.SpeedNormal {
		t.Errorf("the first Parlor's own settings = %+v, want its change alone (it has not saved since)", got)
	}
}
