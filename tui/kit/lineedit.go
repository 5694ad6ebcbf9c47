package kit

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// LineEdit types one value in place on a panel (a name, a folder): enter
// offers the value to the screen, which stops the edit when it takes it;
// esc cancels. The screen sets the input's value, placeholder and limits
// before start.
type LineEdit struct {
	Input   textinput.Model
	km      TextEditKeys
	Editing bool
}

func NewLineEdit(ctx *Context) LineEdit {
	return LineEdit{Input: newTextInput(ctx), km: newTextEditKeys(ctx.Keys)}
}

// newTextInput is a text input in the panels' styles.
func newTextInput(ctx *Context) textinput.Model {
	in := textinput.New()
	in.Prompt = ""
	in.Cursor.Style = ctx.Styles.Selected
	in.TextStyle = ctx.Styles.Value
	in.PlaceholderStyle = ctx.Styles.Faint
	return in
}

// Start focuses the input, the cursor after its value.
func (l *LineEdit) Start() tea.Cmd {
	l.Editing = true
	l.Input.CursorEnd()
	return l.Input.Focus()
}

func (l *LineEdit) Stop() {
	l.Editing = false
	l.Input.Blur()
}

// Keys is the input's key map while editing, else the screen's km.
func (l *LineEdit) Keys(km help.KeyMap) help.KeyMap {
	if l.Editing {
		return l.km
	}
	return km
}

// Update takes a message while editing. On enter it returns the value typed,
// trimmed, and true: the screen checks it, and stops the edit if it takes
// it. Esc stops the edit; any other message (a key, the cursor's blink)
// goes to the input.
func (l *LineEdit) Update(msg tea.Msg) (value string, entered bool, cmd tea.Cmd) {
	if msg, ok := msg.(tea.KeyMsg); ok {
		switch {
		case key.Matches(msg, l.km.Cancel):
			l.Stop()
			return "", false, nil
		case key.Matches(msg, l.km.Save):
			return strings.TrimSpace(l.Input.Value()), true, nil
		}
	}
	l.Input, cmd = l.Input.Update(msg)
	return "", false, cmd
}
