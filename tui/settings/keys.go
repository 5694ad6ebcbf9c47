package settings

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// keyMap are the keys of the settings screen while it browses fields.
type keyMap struct {
	Up     key.Binding
	Down   key.Binding
	Left   key.Binding // the previous value of a choice
	Right  key.Binding // the next value of a choice
	Edit   key.Binding // enter: edit a text field, or next value of a choice
	Reset  key.Binding // the field's default
	global kit.GlobalKeys
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous value")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next value")),
		Edit:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "change")),
		Reset:  key.NewBinding(key.WithKeys("d", "backspace", "delete"), key.WithHelp("d", "default")),
		global: g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Edit, k.global.Back, k.global.Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down},
		{k.Edit, k.Left, k.Right, k.Reset},
		{k.global.Back, k.global.Quit, k.global.Help},
	}
}
