package camel

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/camel/menu"
	"parlor/tui/hotseat"
	"parlor/tui/kit"
)

// keyMap are the Camel Up board's keys on a person's turn: the menu's
// and the board's own; the other moments' keys are the hotseat frame's.
type keyMap struct {
	hotseat.Keys
	menu menu.Keys   // ↑↓, ←→, digits, enter, + −, esc
	Odds key.Binding // o: show or hide the odds panel
	trap bool        // a person chooses a trap's square
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Keys: hotseat.NewKeys(g),
		menu: menu.NewKeys(),
		Odds: key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "odds")),
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	m := k.menu
	if k.trap {
		back := m.Back
		back.SetHelp("esc", "back")
		squares := m.Left
		squares.SetHelp("←/→", "square")
		return []key.Binding{squares, m.Plus, m.Minus, m.Choose, back, k.Odds, k.Global().Help}
	}
	return []key.Binding{m.Pick, m.Choose, k.Odds, k.Rules, k.Quit, k.Back, k.Global().Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	m := k.menu
	back := m.Back
	back.SetHelp("esc", "back / leave")
	return [][]key.Binding{
		{m.Pick, m.Up, m.Down, m.Choose, k.Rules},
		{m.Left, m.Right, m.Plus, m.Minus},
		{k.Odds, back, k.Quit, k.Global().Quit, k.Global().Help},
	}
}
