package holdem

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/holdem/choice"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// keyMap are the Hold'em table's keys. Mode says which the help shows:
// the action menu, a confirmation, the run-out,
// the summary after a hand, the result. No key means "call" at the table
// and "move" elsewhere: k and j move, as in every menu; c calls.
type keyMap struct {
	choice.Keys             // the menu's: ↑↓ k j, digits, enter, backspace, f, c, b/r
	Quit        key.Binding // q: quit the match (asks first); esc asks to keep it (resume.go)
	Yes         key.Binding
	No          key.Binding
	Next        key.Binding // after a hand: the next one
	Leave       key.Binding // on the result: back to the menu
	Log         felt.LogKeys
	Mode        keyMode
	global      kit.GlobalKeys
}

// keyMode is what the table is waiting for.
type keyMode uint8

const (
	keysAct     keyMode = iota // the human chooses an action
	keysWait                   // the computer is thinking
	keysConfirm                // y or n
	keysNext                   // the summary of a hand
	keysResult                 // the match is over
	keysRunOut                 // the board of an all-in is dealt
)

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Keys:   choice.NewKeys(),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("any key", "go on")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter", "back to the menu")),
		Log:    felt.NewLogKeys(),
		global: g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	quit := k.Quit
	quit.SetHelp("q", "quit game")
	switch k.Mode {
	case keysWait:
		return []key.Binding{quit, k.Log.Up, k.global.Quit, k.global.Help}
	case keysRunOut:
		next := k.Next
		next.SetHelp("any key", "the whole board")
		return []key.Binding{next, quit, k.global.Quit, k.global.Help}
	case keysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case keysNext:
		return []key.Binding{k.Next, quit, k.Log.Up, k.global.Quit, k.global.Help}
	case keysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Choose, k.Fold, k.CheckCall, k.BetRaise, k.Quit, k.global.Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	quit := k.Quit
	quit.SetHelp("q", "quit game")
	leave := k.global.Back
	leave.SetHelp("esc", "leave")
	switch k.Mode {
	case keysAct:
		choose := k.Choose
		choose.SetHelp("enter", "play it")
		return [][]key.Binding{
			{k.Pick, choose, k.Clear},
			{k.Up, k.Down, k.Log.Up},
			{k.Fold, k.CheckCall, k.BetRaise},
			{quit, leave, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}
