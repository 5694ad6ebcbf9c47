package tui

import (
	"os"
	"reflect"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Golden files and view tests are plain text: no colour codes.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// isolate points the config and data directories of the test at a
// temporary home, so no test reads or writes the real ones. It returns the
// settings path.
func isolate(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("XDG_DATA_HOME", "")
	path, err := SettingsPath()
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// newTestModel is the root model of a run with --seed 7 in an isolated home.
func newTestModel(t *testing.T) Model {
	t.Helper()
	isolate(t)
	return New(Options{Seed: 7, SeedSet: true})
}

// keyMsg builds the key message a terminal sends for name ("enter", "j").
func keyMsg(name string) tea.KeyMsg {
	special := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "up": tea.KeyUp, "down": tea.KeyDown,
		"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "shift+tab": tea.KeyShiftTab,
		"backspace": tea.KeyBackspace, "ctrl+c": tea.KeyCtrlC, "ctrl+u": tea.KeyCtrlU,
		"home": tea.KeyHome, "end": tea.KeyEnd, " ": tea.KeySpace,
	}
	if k, ok := special[name]; ok {
		return tea.KeyMsg{Type: k}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name)}
}

// cmdType is the type of a command, to recognise tea's batch and sequence
// messages (the latter is unexported).
var cmdType = reflect.TypeOf(tea.Cmd(nil))

// drive sends msgs to m one by one and runs the commands they return, feeding
// each result back as the Bubble Tea runtime would. A command that does not
// answer within 50ms (a cursor blink, a timer) is dropped. quit reports
// whether the program asked to quit.
func drive(t *testing.T, m tea.Model, msgs ...tea.Msg) (_ tea.Model, quit bool) {
	t.Helper()
	queue := append([]tea.Msg(nil), msgs...)
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 1000 {
			t.Fatal("drive: messages do not stop")
		}
		msg := queue[0]
		queue = queue[1:]
		if _, ok := msg.(tea.QuitMsg); ok {
			return m, true
		}
		if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == cmdType {
			var sub []tea.Msg
			for i := range v.Len() {
				sub = append(sub, run(v.Index(i).Interface().(tea.Cmd))...)
			}
			queue = append(sub, queue...)
			continue
		}
		var cmd tea.Cmd
		m, cmd = m.Update(msg)
		queue = append(run(cmd), queue...)
	}
	return m, false
}

// run runs cmd with a time limit and returns its message, if any.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	ch := make(chan tea.Msg, 1)
	go func() { ch <- cmd() }()
	select {
	case msg := <-ch:
		if msg == nil {
			return nil
		}
		return []tea.Msg{msg}
	case <-time.After(50 * time.Millisecond):
		return nil
	}
}

// press sends the named keys to m (see keyMsg).
func press(t *testing.T, m tea.Model, keys ...string) (tea.Model, bool) {
	t.Helper()
	msgs := make([]tea.Msg, len(keys))
	for i, k := range keys {
		msgs[i] = keyMsg(k)
	}
	return drive(t, m, msgs...)
}

// typeText sends s as typed quickly: one message with all its runes, as
// the terminal delivers them.
func typeText(t *testing.T, m tea.Model, s string) tea.Model {
	t.Helper()
	if s == "" {
		return m
	}
	m, quit := drive(t, m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
	if quit {
		t.Fatalf("typing %q quit the program", s)
	}
	return m
}

// root returns m as the root model.
func root(t *testing.T, m tea.Model) Model {
	t.Helper()
	r, ok := m.(Model)
	if !ok {
		t.Fatalf("model is %T, want tui.Model", m)
	}
	return r
}

func typeName(v any) string { return reflect.TypeOf(v).String() }

// openSetup opens the menu's entry digit (a game's setup) at 80×24 in an
// isolated home, computer seats acting at once, with --seed seed.
func openSetup(t *testing.T, seed uint64, digit, game string) tea.Model {
	t.Helper()
	isolate(t)
	m := New(Options{Seed: seed, SeedSet: true})
	m.Context().Settings.Speed = SpeedInstant
	tm, _ := drive(t, m, size(80, 24))
	tm, quit := press(t, tm, digit)
	if quit {
		t.Fatal("opening " + game + " quit")
	}
	return tm
}
