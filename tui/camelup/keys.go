package camelup

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/hotseat"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
)

// keyMap are the Camel Up board's keys on a person's turn: the menu's
// and the board's own; the other moments' keys are the hotseat frame's.
type keyMap struct {
	hotseat.Keys
	menu menu.Keys   // ↑↓, ←→, digits, enter, + −, esc
	Odds key.Binding // o: show or hide the odds panel
	trap bool        // a person chooses a trap's square (a tile's space)
	// place is what ←/→ choose then: "" for a square, "space" in the
	// second edition.
	place string
	// enter is what enter does now ("bet on blue"), for the footer; ""
	// for the binding's own help.
	enter string
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
		if k.place != "" {
			squares.SetHelp("←/→", k.place)
		}
		return []key.Binding{squares, m.Plus, m.Minus, k.choose(), back, k.Global().Help}
	}
	// The digits (the menu's lines show them) and, for a trap, o are in
	// the full help: the footer says what enter does, and fits 80 columns.
	return []key.Binding{k.choose(), k.Odds, k.Rules, k.Quit, k.Back, k.Global().Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	m := k.menu
	back := m.Back
	back.SetHelp("esc", "back / leave")
	return [][]key.Binding{
		{m.Pick, m.Up, m.Down, k.choose(), k.Rules},
		{m.Left, m.Right, m.Plus, m.Minus},
		{k.Odds, back, k.Quit, k.Global().Quit, k.Global().Help},
	}
}

// choose is enter, its help saying what it does now.
func (k keyMap) choose() key.Binding {
	c := k.menu.Choose
	if k.enter != "" {
		c.SetHelp("enter", k.enter)
	}
	return c
}
