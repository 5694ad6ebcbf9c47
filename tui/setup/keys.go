package setup

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// keyMap is the keys of a game's setup (Camel Up, White Elephant) while it
// browses its lines (renaming a person uses kit.TextEditKeys). The games
// differ only in the help of ←/→ and t.
type keyMap struct {
	Up          key.Binding
	Down        key.Binding
	Left        key.Binding // the previous bot (White Elephant: fewer rounds, a lower target)
	Right       key.Binding // the next bot (White Elephant: more rounds, a higher target)
	Choose      key.Binding // enter: rename a person, next value, or start
	Kind        key.Binding // person or computer (White Elephant: rounds or target)
	AddPerson   key.Binding
	AddComputer key.Binding
	Remove      key.Binding
	Start       key.Binding
	global      kit.GlobalKeys
}

// newKeyMap is the setup keys with the help of ←/→ and t given.
func newKeyMap(g kit.GlobalKeys, left, right, kind string) keyMap {
	return keyMap{
		Up:          kit.ChoiceUp(),
		Down:        kit.ChoiceDown(),
		Left:        key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", left)),
		Right:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", right)),
		Choose:      key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "edit/start")),
		Kind:        key.NewBinding(key.WithKeys("t"), key.WithHelp("t", kind)),
		AddPerson:   key.NewBinding(key.WithKeys("p", "+"), key.WithHelp("p", "add a person")),
		AddComputer: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "add a computer")),
		Remove:      key.NewBinding(key.WithKeys("x", "delete", "-"), key.WithHelp("x", "remove seat")),
		Start:       key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "start")),
		global:      g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Start, k.global.Back, k.global.Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right},
		{k.Choose, k.Kind, k.Start},
		{k.AddPerson, k.AddComputer, k.Remove},
		{k.global.Back, k.global.Quit, k.global.Help},
	}
}
