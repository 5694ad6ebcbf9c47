// Package menu is a person's menu at the Camel Up board: the five actions,
// then the camel of a bet, or a trap's square (←/→ or typed) and kind; each
// line says what it brings, or with the odds open what it is worth, and an
// action the rules refuse says why. The board (tui/camelup) plays the action
// chosen.
package menu

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/kit"
)

// Level is where a person is in the menu.
type Level uint8

// The levels of the menu.
const (
	Top        Level = iota // the five actions
	RoundBet                // a round bet: which camel
	WinnerBet               // a game-winner bet: which camel
	LoserBet                // a game-loser bet: which camel
	TrapSquare              // a trap: which square
	TrapKind                // a trap: +1 or −1
)

// Keys are the menu's keys; the board's key map holds them and shows their
// help.
type Keys struct {
	Up     key.Binding
	Down   key.Binding
	Left   key.Binding // a trap's square: the previous legal one
	Right  key.Binding // a trap's square: the next legal one
	Pick   key.Binding // a digit: an option, or a trap's square
	Choose key.Binding // enter: the highlighted option
	Plus   key.Binding // a +1 trap on the chosen square
	Minus  key.Binding // a −1 trap on the chosen square
	Back   key.Binding // esc: a step back in a sub-menu; at the top, leave (the board asks)
}

// NewKeys are the menu's keys.
func NewKeys() Keys {
	return Keys{
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous square")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next square")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-5", "choose")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Plus:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "+1 trap")),
		Minus:  key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "−1 trap")),
		Back:   key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "back")),
	}
}

// Menu is the menu of the person to move; its zero value is the top.
type Menu struct {
	Level  Level
	Cursor int    // the highlighted option
	Square int    // a trap's chosen square
	Typed  string // digits typed for a trap's square
}

// Result is what a key did.
type Result struct {
	Play    bool // Action is chosen: the board plays it
	Action  camelup.Action
	Abandon bool   // esc at the top: the board asks before the game is abandoned
	Status  string // a line for the status line; "" for none
	Warn    bool   // Status is a warning
}

func status(text string) Result { return Result{Status: text} }
func warn(text string) Result   { return Result{Status: text, Warn: true} }
func play(a camelup.Action) Result {
	return Result{Play: true, Action: a}
}

// Option is one line of the menu.
type Option struct {
	Label  string
	Action camelup.Action // for a bet, a trap kind, or a move
	Level  Level          // the sub-menu it opens (Top: none)
	Reason string         // why it cannot be chosen now; "" if it can
}

// Options lists the lines of the menu at its level, for v's seat, the seat
// to move (local or served, the menu sees the game through the seat's
// View). Only legal actions are offered; an action kind with none shows why.
func (m *Menu) Options(v *camelup.View) []Option {
	legal := v.LegalActions()
	has := func(k camelup.ActionKind) []camelup.Action {
		var out []camelup.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	switch m.Level {
	case RoundBet, WinnerBet, LoserBet:
		// Every camel, in its order, so that a digit always means the
		// same camel: one that cannot be backed says why.
		kind := map[Level]camelup.ActionKind{RoundBet: camelup.RoundBet, WinnerBet: camelup.WinnerBet, LoserBet: camelup.LoserBet}[m.Level]
		out := make([]Option, 0, camelup.NumCamels)
		for c := camelup.Blue; c <= camelup.White; c++ {
			a := camelup.Bet(kind, c)
			o := Option{Label: c.String(), Action: a}
			if err := v.Legal(a); err != nil {
				o.Reason = m.Refusal(err)
			}
			out = append(out, o)
		}
		return out
	case TrapKind:
		return []Option{
			{Label: "+1", Action: camelup.Trap(m.Square, camelup.Plus)},
			{Label: "-1", Action: camelup.Trap(m.Square, camelup.Minus)},
		}
	case TrapSquare:
		return nil
	}
	out := []Option{
		{Label: "Move a camel", Action: camelup.Move()},
		{Label: "Round bet", Level: RoundBet},
		{Label: "Game-winner bet", Level: WinnerBet},
		{Label: "Game-loser bet", Level: LoserBet},
		{Label: "Place a trap", Level: TrapSquare},
	}
	if len(has(camelup.RoundBet)) == 0 {
		out[1].Reason = "no round bet can be placed now"
	}
	if len(has(camelup.WinnerBet)) == 0 {
		out[2].Reason = "you have backed every camel for the game"
		out[3].Reason = out[2].Reason
	}
	if len(has(camelup.PlaceTrap)) == 0 {
		out[4].Reason = "no square is free for a trap"
	}
	return out
}

// TrapSquares lists the squares where v's seat, to move, may put a trap.
func TrapSquares(v *camelup.View) []int {
	var out []int
	for _, a := range v.LegalActions() {
		if a.Kind == camelup.PlaceTrap && a.Trap == camelup.Plus {
			out = append(out, a.Square)
		}
	}
	return out
}

// Key takes a key of the person to move, v's seat, whose name the status
// line says.
func (m *Menu) Key(msg tea.KeyMsg, k Keys, v *camelup.View, name string) Result {
	if m.Level == TrapSquare {
		return m.trapKey(msg, k, v)
	}
	opts := m.Options(v)
	n := len(opts)
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Up):
		m.Cursor = (m.Cursor + n - 1) % n
	case key.Matches(msg, k.Down):
		m.Cursor = (m.Cursor + 1) % n
	case key.Matches(msg, k.Pick):
		i, _ := strconv.Atoi(msg.String())
		if i < 1 || i > n {
			return warn(fmt.Sprintf("there is no option %s here: choose 1 to %d", msg, n))
		}
		// A digit chooses, enter plays: as at the Hold'em table and White
		// Elephant's, so that no digit acts unseen.
		m.Cursor = i - 1
		if o := opts[i-1]; o.Reason != "" {
			return warn(m.what(o) + " is not possible: " + o.Reason)
		}
		return status("enter: " + m.EnterDoes(v))
	case key.Matches(msg, k.Choose):
		return m.choose(opts[m.Cursor], v)
	case m.Level == TrapKind && key.Matches(msg, k.Plus):
		return play(camelup.Trap(m.Square, camelup.Plus))
	case m.Level == TrapKind && key.Matches(msg, k.Minus):
		return play(camelup.Trap(m.Square, camelup.Minus))
	default:
		return status(name + ": a number or ↑/↓ chooses, enter plays · o shows the odds · ? every key")
	}
	return Result{}
}

// stepBack goes up one level of the menu; at the top the board asks before
// the game is abandoned.
func (m *Menu) stepBack() Result {
	switch m.Level {
	case Top:
		return Result{Abandon: true}
	case TrapKind:
		m.Level, m.Cursor = TrapSquare, 0
	default: // back on the entry that opened the sub-menu
		m.Cursor = map[Level]int{RoundBet: 1, WinnerBet: 2, LoserBet: 3, TrapSquare: 4}[m.Level]
		m.Level, m.Typed = Top, ""
	}
	return Result{}
}

// choose takes the option: a sub-menu opens, an action is played, a
// refused one says why.
func (m *Menu) choose(o Option, v *camelup.View) Result {
	if o.Reason != "" {
		return warn(m.what(o) + " is not possible: " + o.Reason)
	}
	if o.Level == Top {
		return play(o.Action)
	}
	m.Level, m.Cursor, m.Typed = o.Level, 0, ""
	if o.Level == TrapSquare {
		m.Square = defaultSquare(v)
	}
	// The cursor starts on the first camel that can be backed.
	if i := slices.IndexFunc(m.Options(v), func(o Option) bool { return o.Reason == "" }); i > 0 {
		m.Cursor = i
	}
	return Result{}
}

// what names option o in a sentence.
func (m *Menu) what(o Option) string {
	if m.Level != Top {
		return "A bet on " + o.Label
	}
	return o.Label
}

// EnterDoes says what enter does now, in a few words for the footer: plays
// the highlighted action ("bet on blue") or opens its sub-menu ("round
// bet…").
func (m *Menu) EnterDoes(v *camelup.View) string {
	switch m.Level {
	case TrapSquare:
		return "+1 or −1…"
	case TrapKind:
		return fmt.Sprintf("%s trap on square %d", []string{"+1", "−1"}[min(m.Cursor, 1)], m.Square)
	}
	opts := m.Options(v)
	if len(opts) == 0 {
		return "choose"
	}
	o := opts[min(m.Cursor, len(opts)-1)]
	switch {
	case m.Level != Top:
		return "bet on " + o.Label
	case o.Level != Top:
		return strings.ToLower(o.Label[:1]) + o.Label[1:] + "…"
	}
	return strings.ToLower(o.Label[:1]) + o.Label[1:]
}

// defaultSquare is the first square to offer for a trap: the legal one
// nearest in front of the leader, where a trap is most likely to be hit.
func defaultSquare(v *camelup.View) int {
	squares := TrapSquares(v)
	if len(squares) == 0 {
		return 0
	}
	lead := v.Board.Square(v.Board.Leader())
	for _, q := range squares {
		if q > lead {
			return q
		}
	}
	return squares[len(squares)-1]
}

// trapKey handles a key while the person chooses a trap's square: ←/→
// through the legal squares, digits to type one, + or − to place it,
// enter to choose the kind from a list.
func (m *Menu) trapKey(msg tea.KeyMsg, k Keys, v *camelup.View) Result {
	squares := TrapSquares(v)
	if len(squares) == 0 { // cannot happen: the menu offers traps only where one fits
		return m.stepBack()
	}
	step := func(d int) {
		i := 0
		for j, q := range squares {
			if q == m.Square {
				i = j
			}
		}
		m.Square = squares[((i+d)%len(squares)+len(squares))%len(squares)]
		m.Typed = ""
	}
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Left), key.Matches(msg, k.Up):
		step(-1)
	case key.Matches(msg, k.Right), key.Matches(msg, k.Down):
		step(+1)
	case key.Matches(msg, k.Pick):
		return m.typeSquare(msg.String(), v)
	case key.Matches(msg, k.Plus):
		return m.placeTrap(camelup.Plus, v)
	case key.Matches(msg, k.Minus):
		return m.placeTrap(camelup.Minus, v)
	case key.Matches(msg, k.Choose):
		if err := v.Legal(camelup.Trap(m.Square, camelup.Plus)); err != nil {
			return warn(m.Refusal(err))
		}
		m.Level, m.Cursor, m.Typed = TrapKind, 0, ""
	default:
		return status("←/→ or a number choose the square; + or − places the trap there; esc goes back")
	}
	return Result{}
}

// typeSquare takes a typed digit of a square's number: "1" then "2" is
// square 12. A square where no trap may go is refused with the reason.
func (m *Menu) typeSquare(d string, v *camelup.View) Result {
	typed := m.Typed + d
	n, _ := strconv.Atoi(typed)
	if n >= camelup.NumSquares || len(typed) > 2 {
		typed = d
		n, _ = strconv.Atoi(typed)
	}
	m.Typed = typed
	err := v.Legal(camelup.Trap(n, camelup.Plus))
	switch {
	case err == nil:
		m.Square = n
		return status(fmt.Sprintf("square %d: + or − places the trap, enter asks which", n))
	case n == 1:
		return status(fmt.Sprintf("%s; type a second digit for squares 10 to 15", trapRefusal(n, err)))
	}
	m.Typed = ""
	return warn(trapRefusal(n, err))
}

func (m *Menu) placeTrap(k camelup.TrapKind, v *camelup.View) Result {
	if err := v.Legal(camelup.Trap(m.Square, k)); err != nil {
		return warn(m.Refusal(err))
	}
	return play(camelup.Trap(m.Square, k))
}

// trapRefusal says in words why the rules refuse a trap on square q.
func trapRefusal(q int, err error) string {
	switch {
	case errors.Is(err, camelup.ErrTrapOccupied):
		return fmt.Sprintf("square %d holds a trap already: choose another", q)
	case errors.Is(err, camelup.ErrTrapAdjacent):
		return fmt.Sprintf("square %d is next to a trap, and traps may not touch: choose another", q)
	case errors.Is(err, camelup.ErrBadSquare):
		return fmt.Sprintf("no trap on square %d: traps go on squares 1 to 15", q)
	}
	return "not allowed: " + err.Error()
}

// Refusal says in words why the rules refuse an action (a trap's on the
// menu's square).
func (m *Menu) Refusal(err error) string {
	switch {
	case errors.Is(err, camelup.ErrTrapOccupied), errors.Is(err, camelup.ErrTrapAdjacent), errors.Is(err, camelup.ErrBadSquare):
		return trapRefusal(m.Square, err)
	case errors.Is(err, camelup.ErrAlreadyBacked):
		return "you backed it already, to win or to lose"
	case errors.Is(err, camelup.ErrGameOver):
		return "the race is over"
	}
	return "not allowed: " + err.Error()
}
