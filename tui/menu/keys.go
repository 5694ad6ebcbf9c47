package menu

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// keyMap are the main menu's keys.
type keyMap struct {
	Up     key.Binding
	Down   key.Binding
	First  key.Binding
	Last   key.Binding
	Choose key.Binding
	Pick   key.Binding // the digits 1–9: choose an entry at once
	Quit   key.Binding // q
	Remove key.Binding // x: remove the highlighted save (asks)
	Yes    key.Binding
	No     key.Binding
	onSave bool // the cursor is on a save: x removes it
	asking bool // "remove this save?" is asked
	global kit.GlobalKeys
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		First:  key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("g/home", "first")),
		Last:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("G/end", "last")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-7", "go to")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Remove: key.NewBinding(key.WithKeys("x", "delete"), key.WithHelp("x", "remove save")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "remove")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "keep")),
		global: g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	switch {
	case k.asking:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case k.onSave:
		return []key.Binding{k.Up, k.Down, k.Choose, k.Remove, k.Pick, k.Quit, k.global.Help}
	}
	return []key.Binding{k.Up, k.Down, k.Choose, k.Pick, k.Quit, k.global.Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	choose := []key.Binding{k.Choose, k.Pick}
	if k.onSave {
		choose = append(choose, k.Remove)
	}
	return [][]key.Binding{
		{k.Up, k.Down, k.First, k.Last},
		choose,
		{k.Quit, k.global.Quit, k.global.Help},
	}
}
