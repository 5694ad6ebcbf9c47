package elephant

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// elephantKeys are the White Elephant table's keys. Mode says which the
// help shows: a person's turn, a computer's, a question, the end of a
// round, the final standings.
type elephantKeys struct {
	Open   key.Binding
	Pick   key.Binding // a seat's number: the present to steal, enter confirms
	Up     key.Binding
	Down   key.Binding
	Choose key.Binding // enter: open or steal, as highlighted
	Quit   key.Binding // q, esc: abandon the game (asks first)
	Rules  key.Binding // r: the rules page
	Yes    key.Binding
	No     key.Binding
	Next   key.Binding // after a round: the next one, or the standings
	Leave  key.Binding // on the standings: back to the setup
	Mode   elephantKeyMode
	global kit.GlobalKeys
}

// elephantKeyMode is what the table is waiting for.
type elephantKeyMode uint8

const (
	elephantKeysAct     elephantKeyMode = iota // a person opens or steals
	elephantKeysWait                           // a computer seat is thinking
	elephantKeysConfirm                        // y or n
	elephantKeysNext                           // the summary of a round
	elephantKeysResult                         // the final standings
)

func newElephantKeys(g kit.GlobalKeys) elephantKeys {
	return elephantKeys{
		Open:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open a present")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-8 enter", "steal from seat")),
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "do it")),
		Quit:   key.NewBinding(key.WithKeys("q", "esc"), key.WithHelp("q/esc", "abandon game")),
		Rules:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rules")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter/esc", "back to the setup")),
		global: g,
	}
}

func (k elephantKeys) ShortHelp() []key.Binding {
	switch k.Mode {
	case elephantKeysWait:
		return []key.Binding{k.Rules, k.Quit, k.global.Quit, k.global.Help}
	case elephantKeysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case elephantKeysNext:
		return []key.Binding{k.Next, k.Rules, k.Quit, k.global.Quit, k.global.Help}
	case elephantKeysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Open, k.Pick, k.Rules, k.Quit, k.global.Help}
}

func (k elephantKeys) FullHelp() [][]key.Binding {
	if k.Mode == elephantKeysAct {
		return [][]key.Binding{
			{k.Open, k.Pick},
			{k.Up, k.Down, k.Choose},
			{k.Rules, k.Quit, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}
