package menu

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// menuKeys are the main menu's keys.
type menuKeys struct {
	Up     key.Binding
	Down   key.Binding
	First  key.Binding
	Last   key.Binding
	Choose key.Binding
	Pick   key.Binding // the digits 1–9: choose an entry at once
	Quit   key.Binding // q
	global kit.GlobalKeys
}

func newMenuKeys(g kit.GlobalKeys) menuKeys {
	return menuKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		First:  key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("g/home", "first")),
		Last:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("G/end", "last")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-6", "go to")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		global: g,
	}
}

func (k menuKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Pick, k.Quit, k.global.Help}
}

func (k menuKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.First, k.Last},
		{k.Choose, k.Pick},
		{k.Quit, k.global.Quit, k.global.Help},
	}
}
