package camel

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/camel/menu"
	"parlor/tui/kit"
)

// camelKeys are the Camel Up board's keys. Mode says which the help shows.
type camelKeys struct {
	menu.Keys             // the menu's: ↑↓, ←→, digits, enter, + −, esc
	Odds      key.Binding // o: show or hide the odds panel
	Rules     key.Binding // r: the rules page
	Quit      key.Binding // q: abandon the game (asks)
	Yes       key.Binding
	No        key.Binding
	Next      key.Binding // enter: past a hand-over or a round's summary
	Leave     key.Binding // on the final summary: back to the setup
	Mode      camelKeyMode
	global    kit.GlobalKeys
}

// camelKeyMode is what the board is waiting for.
type camelKeyMode uint8

const (
	camelKeysAct     camelKeyMode = iota // a person chooses from the menu
	camelKeysTrap                        // a person chooses a trap's square
	camelKeysWait                        // a computer seat is thinking
	camelKeysConfirm                     // y or n
	camelKeysNext                        // a hand-over or a round's summary
	camelKeysResult                      // the final summary
)

func newCamelKeys(g kit.GlobalKeys) camelKeys {
	return camelKeys{
		Keys:   menu.NewKeys(),
		Odds:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "odds")),
		Rules:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rules")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "abandon game")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter/esc", "back to the setup")),
		global: g,
	}
}

func (k camelKeys) ShortHelp() []key.Binding {
	quit := k.Back
	quit.SetHelp("esc", "leave game")
	switch k.Mode {
	case camelKeysTrap:
		back := k.Back
		back.SetHelp("esc", "back")
		squares := k.Left
		squares.SetHelp("←/→", "square")
		return []key.Binding{squares, k.Plus, k.Minus, k.Choose, back, k.Odds, k.global.Help}
	case camelKeysWait:
		return []key.Binding{k.Odds, k.Rules, quit, k.global.Quit, k.global.Help}
	case camelKeysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case camelKeysNext:
		return []key.Binding{k.Next, k.Odds, k.Rules, quit, k.global.Quit, k.global.Help}
	case camelKeysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Pick, k.Choose, k.Odds, k.Rules, k.Back, k.global.Help}
}

func (k camelKeys) FullHelp() [][]key.Binding {
	back := k.Back
	back.SetHelp("esc", "back / leave game")
	switch k.Mode {
	case camelKeysAct, camelKeysTrap:
		return [][]key.Binding{
			{k.Pick, k.Up, k.Down, k.Choose, k.Rules},
			{k.Left, k.Right, k.Plus, k.Minus},
			{k.Odds, back, k.Quit, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}
