package table

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// keyMap is the table's keys; the help shows those of the phase.
type keyMap struct {
	Fold, Call, Raise, Pick, Next, Last, Up, Down, Leave, Rematch, Back key.Binding
	global                                                              kit.GlobalKeys
	phase                                                               phase
	ring                                                                bool
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Fold:    key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fold")),
		Call:    key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "check/call")),
		Raise:   key.NewBinding(key.WithKeys("r", "b"), key.WithHelp("r", "bet/raise")),
		Pick:    key.NewBinding(key.WithKeys("1", "2", "3"), key.WithHelp("1-3", "option")),
		Next:    key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "next hand")),
		Last:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "last hand")),
		Up:      key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "earlier lines")),
		Down:    key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "later lines")),
		Leave:   key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "leave")),
		Rematch: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rematch")),
		Back:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave table")),
		global:  g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	var out []key.Binding
	switch k.phase {
	case humanTurn:
		out = []key.Binding{k.Fold, k.Call, k.Raise, k.Last}
	case handOver, runningOut:
		out = []key.Binding{k.Next, k.Last}
	case over:
		out = []key.Binding{k.Rematch}
	default:
		out = []key.Binding{k.Last}
	}
	if k.ring && k.phase != over {
		out = append(out, k.Leave)
	}
	return append(out, k.Back, k.global.Help)
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Fold, k.Call, k.Raise, k.Pick}, {k.Next, k.Last, k.Up, k.Down}, {k.Leave, k.Rematch}, {k.Back, k.global.Quit, k.global.Help}}
}
