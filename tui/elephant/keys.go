package elephant

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/hotseat"
	"parlor/tui/kit"
)

// keyMap are the White Elephant table's keys on a person's turn;
// the other moments' keys are the hotseat frame's.
type keyMap struct {
	hotseat.Keys
	Open   key.Binding
	Pick   key.Binding // a seat's number: the present to steal, enter confirms
	Up     key.Binding
	Down   key.Binding
	Choose key.Binding // enter: open or steal, as highlighted
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Keys:   hotseat.NewKeys(g),
		Open:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open a present")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-8 enter", "steal from seat")),
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "do it")),
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Open, k.Pick, k.Rules, k.Quit, k.Back, k.Global().Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Open, k.Pick, k.Back},
		{k.Up, k.Down, k.Choose},
		{k.Rules, k.Quit, k.Global().Quit, k.Global().Help},
	}
}
