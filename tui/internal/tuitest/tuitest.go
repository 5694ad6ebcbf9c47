// Package tuitest drives tui's screens in tests as the Bubble Tea runtime
// would: key messages, commands run and fed back, the root model of a run
// in an isolated home, and teatest golden files.
package tuitest

import (
	"bytes"
	"os"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"

	"parlor/config"
	"parlor/game"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// Main runs a package's tests with the colour profile pinned (golden files
// and view tests are plain text, without colour codes) and local time set
// to UTC (times show the same in every zone). It sets both before any test
// starts a goroutine that could read them. Call it from TestMain.
func Main(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	time.Local = time.UTC
	os.Exit(m.Run())
}

// Size is the message of a window of w×h cells.
func Size(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// New is the root model of a run with opts, whose screens build builds,
// with its saves in the default state directory, its keys never held
// (kit.Context.KeyHold 0). The menu at the bottom is
// build's, or a stand-in (Menu) when build does not build the menu: a
// screen's package tests it without the other screens. resume (nil for
// none) resumes the games the menu asks for.
func New(opts kit.Options, build app.Builder, resume ...app.Resumer) app.Model {
	ctx := kit.NewContext(opts)
	ctx.KeyHold = 0 // keys act at once: a test presses them as fast as it can
	saves := app.Open("")
	bottom, ok := build(kit.MenuID, ctx, saves)
	if !ok {
		bottom = &Menu{}
	}
	var r app.Resumer
	if len(resume) > 0 {
		r = resume[0]
	}
	return app.NewWith(ctx, saves, build, r, bottom)
}

// Menu stands in for the menu at the bottom of the screens in a screen's
// package tests: the digits of the menu's entries open their screens, and it
// keeps the size it was last given.
type Menu struct{ Width, Height int }

// menuDigits are the menu's entries by digit: the games, in the registry's
// order, then the others, as in the menu.
var menuDigits = func() map[string]kit.ScreenID {
	ids := []kit.ScreenID{}
	for _, g := range game.All() {
		ids = append(ids, kit.ScreenID(g.ID))
	}
	ids = append(ids, kit.HistoryID, kit.EquityID, kit.SettingsID)
	digits := map[string]kit.ScreenID{}
	for i, id := range ids {
		digits[strconv.Itoa(i+1)] = id
	}
	return digits
}()

func (m *Menu) Init() tea.Cmd { return nil }

func (m *Menu) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.Width, m.Height = msg.Width, msg.Height
	case tea.KeyMsg:
		if id, ok := menuDigits[msg.String()]; ok {
			return m, kit.SwitchTo(id)
		}
	}
	return m, nil
}

func (m *Menu) View() string      { return "menu" }
func (m *Menu) Keys() help.KeyMap { return noKeys{} }
func (m *Menu) Typing() bool      { return false }

type noKeys struct{}

func (noKeys) ShortHelp() []key.Binding  { return nil }
func (noKeys) FullHelp() [][]key.Binding { return nil }

// Isolate points the config and data directories of the test at a
// temporary home, so no test reads or writes the real ones. It returns the
// settings path.
func Isolate(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("XDG_STATE_HOME", "") // saved games go under the home too
	// ... or, where the machine has one, in a folder in memory: a game
	// saves after each move, and a disk's fsync would keep the tests
	// waiting seconds for a durability they do not test (save and
	// internal/fsx do).
	if dir, err := os.MkdirTemp("/dev/shm", "parlor-test-"); err == nil {
		t.Cleanup(func() { os.RemoveAll(dir) })
		t.Setenv("XDG_STATE_HOME", dir)
	}
	path, err := config.Path()
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// Key builds the key message a terminal sends for name ("enter", "j").
func Key(name string) tea.KeyMsg {
	special := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "up": tea.KeyUp, "down": tea.KeyDown,
		"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "shift+tab": tea.KeyShiftTab,
		"backspace": tea.KeyBackspace, "ctrl+c": tea.KeyCtrlC, "ctrl+u": tea.KeyCtrlU,
		"home": tea.KeyHome, "end": tea.KeyEnd, " ": tea.KeySpace, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
	}
	if k, ok := special[name]; ok {
		return tea.KeyMsg{Type: k}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name)}
}

// cmdType is the type of a command, to recognise tea's batch and sequence
// messages (the latter is unexported).
var cmdType = reflect.TypeOf(tea.Cmd(nil))

// Drive sends msgs to m one by one and runs the commands they return, feeding
// each result back as the Bubble Tea runtime would. A command that does not
// answer within 50ms (a cursor blink, a timer) is dropped. quit reports
// whether the program asked to quit.
func Drive(t *testing.T, m tea.Model, msgs ...tea.Msg) (_ tea.Model, quit bool) {
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
				sub = append(sub, Run(v.Index(i).Interface().(tea.Cmd))...)
			}
			queue = append(sub, queue...)
			continue
		}
		var cmd tea.Cmd
		m, cmd = m.Update(msg)
		queue = append(Run(cmd), queue...)
	}
	return m, false
}

// Run runs cmd with a time limit and returns its message, if any. The
// limit counts from the command's start, and a message that came as the
// limit ran out is kept: on a loaded machine (the race detector, two
// cores) a goroutine may wait for the processor longer than the limit, and
// select picks at random among ready cases.
func Run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	ch := make(chan tea.Msg, 1)
	started := make(chan struct{})
	go func() {
		close(started)
		ch <- cmd()
	}()
	<-started
	timer := time.NewTimer(cmdLimit)
	defer timer.Stop()
	var msg tea.Msg
	select {
	case msg = <-ch:
	case <-timer.C:
		select {
		case msg = <-ch:
		default:
			return nil // a tick, a wait: not the test's to run
		}
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

// cmdLimit is how long Run waits for a command's message.
const cmdLimit = 100 * time.Millisecond

// Press sends the named keys to m (see Key).
func Press(t *testing.T, m tea.Model, keys ...string) (tea.Model, bool) {
	t.Helper()
	msgs := make([]tea.Msg, len(keys))
	for i, k := range keys {
		msgs[i] = Key(k)
	}
	return Drive(t, m, msgs...)
}

// Type sends s as typed quickly: one message with all its runes, as
// the terminal delivers them.
func Type(t *testing.T, m tea.Model, s string) tea.Model {
	t.Helper()
	if s == "" {
		return m
	}
	m, quit := Drive(t, m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)})
	if quit {
		t.Fatalf("typing %q quit the program", s)
	}
	return m
}

// App returns m as the root model.
func App(t testing.TB, m tea.Model) app.Model {
	t.Helper()
	r, ok := m.(app.Model)
	if !ok {
		t.Fatalf("model is %T, want app.Model", m)
	}
	return r
}

// TypeName is the type of v as %T writes it: "*camel.Board".
func TypeName(v any) string { return reflect.TypeOf(v).String() }

// Top returns the top screen of the root model m as a T.
func Top[T kit.Screen](t testing.TB, m tea.Model) T {
	t.Helper()
	s, ok := App(t, m).Top().(T)
	if !ok {
		t.Fatalf("top screen is %s, want %T", TypeName(App(t, m).Top()), *new(T))
	}
	return s
}

// Open opens screen id (a game's setup) at 80×24 in an isolated home,
// computer seats acting at once, with --seed seed, as the menu does.
func Open(t *testing.T, seed uint64, id kit.ScreenID, build app.Builder) tea.Model {
	t.Helper()
	Isolate(t)
	m := New(kit.Options{Seed: seed, SeedSet: true}, build)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := Drive(t, m, Size(80, 24))
	tm, quit := Drive(t, tm, kit.SwitchMsg{To: id})
	if quit {
		t.Fatalf("opening %v quit", id)
	}
	return tm
}

// Golden runs the program in teatest at 80×24 (the minimum) from a fixed
// home, so the paths it shows are the same on every machine.
func Golden(t *testing.T, opts kit.Options, build app.Builder) *teatest.TestModel {
	t.Helper()
	t.Setenv("HOME", "/home/player")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // writable, not shown
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("XDG_STATE_HOME", t.TempDir()) // saved games: writable, not shown
	return teatest.NewTestModel(t, New(opts, build), teatest.WithInitialTermSize(80, 24))
}

// GoldenAt runs m in teatest in a window of w×h and compares its last view
// with the test's golden file (go test -update rewrites it).
func GoldenAt(t *testing.T, m tea.Model, w, h int) {
	t.Helper()
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	out := tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
	teatest.RequireEqualOutput(t, []byte(out))
}

// WaitFor waits until the output shows text.
func WaitFor(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(3*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

// FinalView quits the program and returns its last view.
func FinalView(t *testing.T, tm *teatest.TestModel) []byte {
	t.Helper()
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	return []byte(tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View())
}

// Context is a context with the default settings and styles, for a screen
// or a widget built without the root model.
func Context() *kit.Context {
	return &kit.Context{Styles: kit.NewStyles(lipgloss.DefaultRenderer()), Keys: kit.NewGlobalKeys(), Settings: config.Defaults()}
}

// Status is the status line of the root model m.
func Status(t testing.TB, m tea.Model) kit.Status {
	t.Helper()
	return App(t, m).Context().Status()
}

// Only is the builder of a screen's package tests: it builds screen id with
// build, and no other (the menu is the stand-in).
func Only(id kit.ScreenID, build func(*kit.Context, *app.Saves) kit.Screen) app.Builder {
	return func(want kit.ScreenID, ctx *kit.Context, saves *app.Saves) (kit.Screen, bool) {
		if want != id {
			return nil, false
		}
		return build(ctx, saves), true
	}
}

// Seed7 is the root model of a run with --seed 7 in an isolated home.
func Seed7(t *testing.T, build app.Builder) app.Model {
	t.Helper()
	Isolate(t)
	return New(kit.Options{Seed: 7, SeedSet: true}, build)
}
