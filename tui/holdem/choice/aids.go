package choice

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// Aids are the lines over the menu, as a card room's client shows them:
// the amount to call and the pot it goes into, the pot odds and the equity
// a call needs; both stacks in big blinds; and, when the setting is on, the
// coach's line. v is the human's view, opponent the other's name as the
// table writes it.
func Aids(ctx *kit.Context, v poker.SeatView, opponent string, coach *Coach) []string {
	st := ctx.Styles
	head := st.Heading.Render("Your move")
	if odds, ok := callOdds(v); ok {
		// Short enough for 80 cells with a pot of 3,000 (every chip).
		head += st.Text.Render(fmt.Sprintf(" · %s to call, pot %s", kit.Chips(odds.Call), kit.Chips(odds.Pot))) +
			st.Faint.Render(" · ") + odds.Words(st)
	} else {
		head += st.Text.Render(fmt.Sprintf(" · nothing to call · pot %s", kit.Chips(v.Pot)))
	}
	bb := func(seat int) string {
		return st.Value.Render(kit.Chips(v.Stacks[seat])) + st.Faint.Render(" ("+bigBlinds(v.Stacks[seat], v.BigBlind)+")")
	}
	stacks := " " + st.Faint.Render("Stacks: ") + st.Text.Render("you ") + bb(v.Seat) +
		st.Faint.Render(" · ") + st.Text.Render(opponent+" ") + bb(1-v.Seat)
	lines := []string{" " + head, stacks}
	if ctx.Settings.Coach {
		lines = append(lines, " "+coach.line(ctx, v))
	}
	return lines
}

// callOdds are the odds the human's call gets, when there is one to make.
func callOdds(v poker.SeatView) (felt.CallOdds, bool) {
	for _, a := range v.Legal {
		if a.Kind == poker.Call && a.Amount > 0 {
			return felt.CallOdds{Call: a.Amount, Pot: v.Pot}, true
		}
	}
	return felt.CallOdds{}, false
}

// bigBlinds writes a stack in big blinds: "36 BB", "35.5 BB".
func bigBlinds(stack, bb int) string {
	if bb <= 0 {
		return "? BB"
	}
	return strings.TrimSuffix(strconv.FormatFloat(float64(stack)/float64(bb), 'f', 1, 64), ".0") + " BB"
}

// Coach is the coach's line: the human's equity now against the range
// the opponent's actions so far point to, and whether a call pays. The
// range is the equity lab's model (equity.DefaultTightening: a random hand
// until the opponent bets, raises or calls, then the best 60 % of it for
// each bet or raise and 90 % for each call), and the line says which. The
// equity is counted once per street and opponent's action, so that it
// reads the same at every look, and in a command (Count), off the table's
// Update: on the flop it takes a frame or more.
type Coach struct {
	want   decision // the last decision a count was started for
	done   decision // the decision equity and err are for
	equity float64
	err    error
}

// decision is what the coach counts for: the hand, the street (by its
// board) and the opponent's actions so far, by the model's count.
type decision struct {
	hand, board   int
	raises, calls int
	set           bool // a zero decision is none
}

func decisionOf(v poker.SeatView) decision {
	raises, calls := equity.Actions(v.Log, 1-v.Seat)
	return decision{hand: v.Number, board: len(v.Board), raises: raises, calls: calls, set: true}
}

// CoachMsg brings a count the coach started, tagged with its coach and the
// decision it was counted for: one for another decision is stale.
type CoachMsg struct {
	c      *Coach
	d      decision
	equity float64
	err    error
}

// Count returns the command that counts the equity for the human's turn
// in v, or nil when the setting is off or the count for it is started or
// done already.
func (c *Coach) Count(ctx *kit.Context, v poker.SeatView) tea.Cmd {
	if !ctx.Settings.Coach {
		return nil
	}
	d := decisionOf(v)
	if d == c.want {
		return nil
	}
	c.want = d
	hole, board := v.Hole, append([]poker.Card(nil), v.Board...)
	return func() tea.Msg {
		eq, err := againstModel(hole, board, d.raises, d.calls)
		return CoachMsg{c: c, d: d, equity: eq, err: err}
	}
}

// Take keeps the count msg brings when it is this coach's latest; it
// reports whether it did (a stale count is dropped).
func (c *Coach) Take(msg CoachMsg) bool {
	if msg.c != c || msg.d != c.want {
		return false
	}
	c.done, c.equity, c.err = msg.d, msg.equity, msg.err
	return true
}

// Recount forgets a count still out, so that the next Count starts it
// again: its message may have gone to a screen opened over the table
// meanwhile. A late message for the decision counted again is taken too.
func (c *Coach) Recount() {
	if c.want != c.done {
		c.want = decision{}
	}
}

// Counting reports whether the line for v waits for its count.
func (c *Coach) Counting(v poker.SeatView) bool {
	return decisionOf(v) != c.done
}

// againstModel is hole's equity with board against the range the model
// gives an opponent after raises and calls. Exact: under 40 ms on one
// core at the worst (a random hand on the flop), a lookup before it.
func againstModel(hole [2]poker.Card, board []poker.Card, raises, calls int) (float64, error) {
	known := append([]poker.Card{hole[0], hole[1]}, board...)
	spot := equity.Spot{
		Players: []equity.Range{equity.HandRange(hole), equity.DefaultTightening.Range(raises, calls).Without(known...)},
		Board:   board,
	}
	res, err := equity.Calculate(context.Background(), spot, equity.Options{Method: equity.Exact, Workers: 1})
	if err != nil {
		return 0, err
	}
	return res.Players[0].Equity, nil
}

// against names the model's range in the coach line's words: "a random
// hand", "the best 54% (1 raise, 1 call)"; brief leaves the count out.
func against(raises, calls int, brief bool) string {
	if raises <= 0 && calls <= 0 {
		return "a random hand"
	}
	best := "the best " + thousands.Fixed(equity.DefaultTightening.Percent(raises, calls), 0) + "%"
	if brief {
		return best
	}
	var what []string
	for _, n := range []struct {
		n    int
		word string
	}{{raises, "raise"}, {calls, "call"}} {
		switch {
		case n.n == 1:
			what = append(what, "1 "+n.word)
		case n.n > 1:
			what = append(what, fmt.Sprintf("%d %ss", n.n, n.word))
		}
	}
	return best + " (" + strings.Join(what, ", ") + ")"
}

// coachWidth is the most cells the coach's line takes, so that it fits 80
// with its margin.
const coachWidth = 78

func (c *Coach) line(ctx *kit.Context, v poker.SeatView) string {
	st := ctx.Styles
	if c.Counting(v) { // the count runs in a command (Count)
		return st.Heading.Render("Coach") + st.Faint.Render(": counting…")
	}
	if c.err != nil {
		return st.Faint.Render("Coach: " + c.err.Error())
	}
	// The amount a call needs is on the line above: this one says whether
	// the equity reaches it.
	odds, ok := callOdds(v)
	verdict := st.Faint.Render(": a check is free")
	switch {
	case ok && c.equity >= odds.Need():
		verdict = st.Faint.Render(": ") + st.Selected.Render("a call pays")
	case ok:
		verdict = st.Faint.Render(": ") + st.Warning.Render("a call does not pay")
	}
	l := ""
	for _, brief := range []bool{false, true} { // the count goes first when the line is long
		l = st.Heading.Render("Coach") + st.Faint.Render(": equity ") +
			st.Value.Render(thousands.Fixed(100*c.equity, 0)+"%") + st.Faint.Render(" against "+against(c.done.raises, c.done.calls, brief)) + verdict
		if lipgloss.Width(l) <= coachWidth {
			break
		}
	}
	return l
}
