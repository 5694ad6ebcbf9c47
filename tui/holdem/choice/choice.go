// Package choice is what the human sees and does to choose a move at the
// Hold'em table: the numbered menu (Menu: the legal actions in the words of
// docs/rules/holdem.md, Betting, and Quit game, a cursor, a digit typed and
// played by enter, the shortcuts f, c and b/r, and what a key that chooses
// nothing says) and the aids over it (Aids: the call's pot odds, the stacks
// in big blinds, the Coach's line). The table (tui/holdem) asks first where
// the rules say so and acts on the option chosen.
package choice

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/tui/kit"
)

// Option is one line of the menu: an action, or Quit game.
type Option struct {
	Label  string
	Action poker.Action
	Quit   bool
}

// Keys are the menu's keys; the table's key map holds them and shows their
// help. No key means "call" and "move" at once: k and j move, as in every
// menu; c calls.
type Keys struct {
	Up        key.Binding
	Down      key.Binding
	Choose    key.Binding // enter: the typed number, or the highlighted option
	Pick      key.Binding // a digit: picks an option, enter confirms
	Clear     key.Binding // backspace: forget the typed digit
	Fold      key.Binding
	CheckCall key.Binding
	BetRaise  key.Binding
}

// NewKeys are the menu's keys.
func NewKeys() Keys {
	return Keys{
		Up:        kit.ChoiceUp(),
		Down:      kit.ChoiceDown(),
		Choose:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("1-4 enter", "choose")),
		Pick:      key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-4", "pick option")),
		Clear:     key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "clear number")),
		Fold:      key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fold")),
		CheckCall: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "check/call")),
		BetRaise:  key.NewBinding(key.WithKeys("b", "r"), key.WithHelp("b/r", "bet/raise")),
	}
}

// Menu is the menu of one turn of the human. Its zero value is no menu.
type Menu struct {
	Options []Option
	Cursor  int    // the highlighted option
	Typed   string // the digit typed, waiting for enter
	// Wrong is set by a key or digit that chooses nothing: enter then
	// waits for a valid choice.
	Wrong  bool
	before int // the cursor before a digit was typed: backspace goes back to it
}

// New is the menu of the seat to act in v, the cursor on check or call
// (the move that risks least).
func New(v poker.SeatView) Menu {
	m := Menu{Options: options(v)}
	if len(m.Options) > 2 {
		m.Cursor = 1
	}
	return m
}

// Key takes a key of the human's turn. A digit picks an option and enter
// plays it; a shortcut plays the option of its kind; chosen reports the
// option to act on. A digit or key that chooses nothing sets Wrong, and
// enter then plays nothing until a valid choice is made; warning is what
// the status line says of it ("" for nothing to say).
func (m *Menu) Key(msg tea.KeyMsg, k Keys) (o Option, chosen bool, warning string) {
	n := len(m.Options)
	switch {
	case key.Matches(msg, k.Up):
		m.Cursor = (m.Cursor + n - 1) % n
		m.Typed, m.Wrong = "", false
	case key.Matches(msg, k.Down):
		m.Cursor = (m.Cursor + 1) % n
		m.Typed, m.Wrong = "", false
	case key.Matches(msg, k.Pick):
		d := int(msg.String()[0] - '0')
		if m.Typed == "" || m.Wrong {
			m.before = m.Cursor
		}
		if d < 1 || d > n {
			m.Typed, m.Wrong = msg.String(), true
			return Option{}, false, fmt.Sprintf("There is no option %d: type 1 to %d (enter plays nothing until then)", d, n)
		}
		m.Typed, m.Cursor, m.Wrong = msg.String(), d-1, false
	case key.Matches(msg, k.Clear):
		if m.Typed != "" {
			m.Cursor = m.before // the highlight follows what is typed
		}
		m.Typed, m.Wrong = "", false
	case key.Matches(msg, k.Choose):
		if m.Wrong {
			return Option{}, false, fmt.Sprintf("Choose first: type 1 to %d, or ↑↓; backspace forgets the wrong key", n)
		}
		return m.choose(m.Options[m.Cursor])
	case key.Matches(msg, k.Fold):
		return m.shortcut(poker.Fold)
	case key.Matches(msg, k.CheckCall):
		return m.shortcut(poker.Check, poker.Call)
	case key.Matches(msg, k.BetRaise):
		return m.shortcut(poker.Bet, poker.Raise)
	default:
		m.Wrong = true
		return Option{}, false, fmt.Sprintf("%s does nothing here: 1-%d and enter, or f, c, b/r; ? shows all keys", keyName(msg), n)
	}
	return Option{}, false, ""
}

// choose chooses o: what was typed is done with.
func (m *Menu) choose(o Option) (Option, bool, string) {
	m.Typed, m.Wrong = "", false
	return o, true, ""
}

// shortcut chooses the option of one of the kinds, or says it is not open.
func (m *Menu) shortcut(kinds ...poker.ActionKind) (Option, bool, string) {
	for _, o := range m.Options {
		for _, k := range kinds {
			if !o.Quit && o.Action.Kind == k {
				return m.choose(o)
			}
		}
	}
	var open []string
	for i, o := range m.Options {
		open = append(open, fmt.Sprintf("%d %s", i+1, o.Label))
	}
	m.Wrong = true
	return Option{}, false, "Not possible now: " + strings.Join(open, ", ")
}

// keyName is a key as the status line quotes it, cut short so that a
// message about it fits the line: "x", "ctrl+x", a paste.
func keyName(msg tea.KeyMsg) string {
	if msg.Paste || len(msg.Runes) > 1 {
		return "A paste"
	}
	return fmt.Sprintf("%q", kit.Truncate(msg.String(), 8))
}

// Index is the index of the option of kind k, or -1.
func (m *Menu) Index(k poker.ActionKind) int {
	for i, o := range m.Options {
		if !o.Quit && o.Action.Kind == k {
			return i
		}
	}
	return -1
}

// CanCheck reports whether checking is open.
func (m *Menu) CanCheck() bool { return m.Index(poker.Check) >= 0 }

// View is the menu's lines: an option a line, the highlighted one marked,
// and the line of what is typed.
func (m *Menu) View(st kit.Styles) []string {
	var lines []string
	for i, o := range m.Options {
		marker, label := "  ", st.Text.Render(o.Label)
		if i == m.Cursor {
			marker, label = st.Marker.Render("▸ "), st.Selected.Render(o.Label)
		}
		lines = append(lines, "  "+marker+st.Digit.Render(fmt.Sprintf("%d", i+1))+"  "+label)
	}
	typed := st.Faint.Render("_")
	switch {
	case m.Wrong && m.Typed != "":
		typed = st.Warning.Render(m.Typed + " ✗")
	case m.Wrong:
		typed = st.Warning.Render("✗")
	case m.Typed != "":
		typed = st.Selected.Render(m.Typed)
	}
	return append(lines, " "+st.Text.Render("Choice: ")+typed+st.Faint.Render(fmt.Sprintf("   type 1-%d and press enter, or ↑↓ and enter", len(m.Options))))
}

// options is the menu of the seat to act in v: the legal actions in the
// words of docs/rules/holdem.md (Betting), then Quit game.
func options(v poker.SeatView) []Option {
	// Bets and raises so far on the street; pre-flop the big blind counts
	// as the bet, so the small blind's raise is a raise and the answer to
	// it a re-raise.
	level := v.Raises(v.Street)
	if v.Street == poker.Preflop {
		level++
	}
	stack := v.Stacks[v.Seat]
	opts := make([]Option, 0, len(v.Legal)+1)
	for _, a := range v.Legal {
		var label string
		switch a.Kind {
		case poker.Fold:
			label = "Fold"
		case poker.Check:
			label = "Check"
		case poker.Call:
			label = "Call " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Bet:
			label = "Bet " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Raise:
			label = "Raise to " + kit.Chips(a.Amount)
			if level >= 2 {
				label = "Re-raise to " + kit.Chips(a.Amount)
			}
			if a.Amount-v.Bets[v.Seat] >= stack {
				label += " (all-in)"
			}
		default:
			label = a.String()
		}
		opts = append(opts, Option{Label: label, Action: a})
	}
	return append(opts, Option{Label: "Quit game", Quit: true})
}
