package equity

import (
	"reflect"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// build builds this package's screen; the menu is tuitest's stand-in.
var build = tuitest.Only(kit.EquityID, func(ctx *kit.Context, _ *app.Saves) kit.Screen { return New(ctx) })

// testStdErr is where the tests' Monte Carlo runs stop: 0.5 %, a tenth
// of the samples of the screen's 0.05 %, so that the many runs of the
// tests stay quick.
const testStdErr = 0.005

// newTestScreen is the screen at 80×24 (its body 80×22), its first
// calculation done.
func newTestScreen(t *testing.T) *Screen {
	t.Helper()
	s := New(tuitest.Context())
	s.stdErr = testStdErr
	s.input.Cursor.SetMode(cursor.CursorStatic) // a blink would hold up settle
	s.Update(tuitest.Size(80, 22))
	settle(t, s, s.Init())
	return s
}

// settle runs cmd as Bubble Tea would, feeding the calculation's news back
// to s until it is done; other messages (the mouse's mode, the cursor's
// blink) are dropped.
func settle(t *testing.T, s *Screen, cmd tea.Cmd) {
	t.Helper()
	if cmd == nil {
		return
	}
	ch := make(chan tea.Msg, 1)
	go func() { ch <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-ch:
	case <-time.After(60 * time.Second):
		t.Fatal("a command did not answer in a minute")
	}
	switch msg := msg.(type) {
	case calcMsg:
		_, next := s.Update(msg)
		settle(t, s, next)
	case tea.BatchMsg:
		for _, c := range msg {
			settle(t, s, c)
		}
	default:
		// tea's sequence message is unexported: a slice of commands.
		if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
			for i := range v.Len() {
				settle(t, s, v.Index(i).Interface().(tea.Cmd))
			}
		}
	}
}

// press sends keys to s one by one, each calculation done before the
// next key.
func press(t *testing.T, s *Screen, keys ...string) {
	t.Helper()
	for _, k := range keys {
		_, cmd := s.Update(keyMsg(k))
		settle(t, s, cmd)
	}
}

// typeText types text at once, as a terminal delivers quick typing.
func typeText(t *testing.T, s *Screen, text string) {
	t.Helper()
	_, cmd := s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)})
	settle(t, s, cmd)
}

// keyMsg is tuitest.Key with the keys it lacks: shift and the arrows.
func keyMsg(name string) tea.KeyMsg {
	special := map[string]tea.KeyType{
		"shift+up": tea.KeyShiftUp, "shift+down": tea.KeyShiftDown, "shift+left": tea.KeyShiftLeft,
		"shift+right": tea.KeyShiftRight, "delete": tea.KeyDelete,
	}
	if k, ok := special[name]; ok {
		return tea.KeyMsg{Type: k}
	}
	return tuitest.Key(name)
}
