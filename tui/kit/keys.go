package kit

import "github.com/charmbracelet/bubbles/key"

// GlobalKeys work on every screen. The root handles Quit and Help itself;
// every screen answers Back with GoBack() at its top level.
type GlobalKeys struct {
	Quit key.Binding // ctrl+c: quits from anywhere, even while typing
	Help key.Binding // ?: toggles the full help (not while typing)
	Back key.Binding // esc: back to the previous screen
}

func NewGlobalKeys() GlobalKeys {
	return GlobalKeys{
		Quit: key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		Help: key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Back: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
	}
}

// TextEditKeys are the keys while a text input has focus: only ctrl+c leaves
// the program; q, ? and esc belong to the input.
type TextEditKeys struct {
	Save   key.Binding
	Cancel key.Binding
	global GlobalKeys
}

func newTextEditKeys(g GlobalKeys) TextEditKeys {
	return TextEditKeys{
		Save:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "save")),
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		global: g,
	}
}

func (k TextEditKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Save, k.Cancel, k.global.Quit}
}

func (k TextEditKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Save, k.Cancel, k.global.Quit}}
}

// ListUp and ListDown move along a list: ↑/k and ↓/j, on every screen.
func ListUp() key.Binding {
	return key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up"))
}

func ListDown() key.Binding {
	return key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down"))
}

// ChoiceUp and ChoiceDown move among a screen's choices (a menu, a form):
// ListUp's and ListDown's keys, and shift+tab and tab, as in a form.
func ChoiceUp() key.Binding {
	return key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up"))
}

func ChoiceDown() key.Binding {
	return key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down"))
}
