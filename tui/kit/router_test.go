package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
)

// line is a screen that records the keys it is given; typing says whether
// a text input has focus.
type line struct {
	typing bool
	got    []string
	size   tea.WindowSizeMsg
}

func (l *line) Init() tea.Cmd { return nil }
func (l *line) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		l.got = append(l.got, msg.String())
	case tea.WindowSizeMsg:
		l.size = msg
	}
	return l, nil
}
func (l *line) View() string      { return "line" }
func (l *line) Keys() help.KeyMap { return lineKeys{} }
func (l *line) Typing() bool      { return l.typing }

type lineKeys struct{}

func (lineKeys) ShortHelp() []key.Binding {
	return []key.Binding{key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "a key"))}
}
func (k lineKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

func keyMsg(name string) tea.KeyMsg {
	switch name {
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEscape}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name)}
}

func newTestRouter(s Screen) Router {
	ctx := &Context{Styles: NewStyles(lipgloss.DefaultRenderer()), Keys: NewGlobalKeys(), Settings: config.Defaults()}
	return NewRouter(ctx, func(ScreenID, *Context) (Screen, bool) { return nil, false }, s)
}

func isQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// TestRouterGlobalKeys: ctrl+c quits from anywhere; ? toggles the full help
// and esc closes it, except while a line is typed, when q, ? and esc are
// the line's; keys that arrive together outside a text input are keys one
// by one, and inside it are typed as they came.
func TestRouterGlobalKeys(t *testing.T) {
	tests := []struct {
		name     string
		typing   bool
		keys     []string
		wantGot  []string // the keys the screen was given
		wantHelp bool     // the full help is open after
		wantQuit bool
	}{
		{"? opens the help", false, []string{"?"}, nil, true, false},
		{"esc closes the help before the screen", false, []string{"?", "esc"}, nil, false, false},
		{"? twice closes it", false, []string{"?", "?"}, nil, false, false},
		{"esc without help is the screen's", false, []string{"esc"}, []string{"esc"}, false, false},
		{"q is the screen's", false, []string{"q"}, []string{"q"}, false, false},
		{"keys together come one by one", false, []string{"ab"}, []string{"a", "b"}, false, false},
		{"? typed in a line", true, []string{"?"}, []string{"?"}, false, false},
		{"esc in a line", true, []string{"esc"}, []string{"esc"}, false, false},
		{"q in a line", true, []string{"q"}, []string{"q"}, false, false},
		{"a word typed at once", true, []string{"a?b"}, []string{"a?b"}, false, false},
		{"ctrl+c quits from a line", true, []string{"ctrl+c"}, nil, false, true},
		{"ctrl+c quits", false, []string{"ctrl+c"}, nil, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &line{typing: tt.typing}
			r := newTestRouter(s)
			r, _ = r.Route(tea.WindowSizeMsg{Width: 80, Height: 24})
			quit := false
			for _, k := range tt.keys {
				var cmd tea.Cmd
				r, cmd = r.Route(keyMsg(k))
				quit = quit || isQuit(cmd)
			}
			if strings.Join(s.got, " ") != strings.Join(tt.wantGot, " ") || r.ShowsFullHelp() != tt.wantHelp || quit != tt.wantQuit {
				t.Errorf("keys %q: screen got %q, help %v, quit %v; want %q, %v, %v",
					tt.keys, s.got, r.ShowsFullHelp(), quit, tt.wantGot, tt.wantHelp, tt.wantQuit)
			}
		})
	}
}

// TestRouterSizes: a screen is told the size of its body (the window less
// the status and help lines), again when the help's height changes, and
// keys are not given to it in a window below the minimum.
func TestRouterSizes(t *testing.T) {
	s := &line{}
	r := newTestRouter(s)
	r, _ = r.Route(tea.WindowSizeMsg{Width: 100, Height: 30})
	if s.size.Width != 100 || s.size.Height != r.BodyHeight() || r.BodyHeight() >= 30 {
		t.Fatalf("body %+v, router body height %d", s.size, r.BodyHeight())
	}
	short := s.size.Height
	r, _ = r.Route(keyMsg("?"))
	if s.size.Height > short {
		t.Errorf("the full help opened: body %d, was %d; want no taller", s.size.Height, short)
	}
	r, _ = r.Route(tea.WindowSizeMsg{Width: 60, Height: 20})
	r.Route(keyMsg("x"))
	if len(s.got) != 0 {
		t.Errorf("a window of 60×20 gave the screen %q", s.got)
	}
	if v := r.View(); !strings.Contains(v, "80×24") {
		t.Errorf("the small window does not say the size needed:\n%s", v)
	}
}
