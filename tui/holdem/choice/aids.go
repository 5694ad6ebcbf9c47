package choice

import (
	"context"
	"fmt"
	"strconv"
	"strings"

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
// equity is counted exactly once per street and opponent's action, so that
// it reads the same at every look.
type Coach struct {
	hand, board   int // what equity was worked out for
	raises, calls int // the opponent's, by the model's count
	equity        float64
	err           error
}

// Update works the equity out for the human's turn in v, when the setting
// is on and the street or the opponent's actions are new.
func (c *Coach) Update(ctx *kit.Context, v poker.SeatView) {
	if !ctx.Settings.Coach {
		return
	}
	raises, calls := equity.Actions(v.Log, 1-v.Seat)
	if c.hand == v.Number && c.board == len(v.Board) && c.raises == raises && c.calls == calls && c.hand != 0 {
		return
	}
	c.hand, c.board, c.raises, c.calls = v.Number, len(v.Board), raises, calls
	c.equity, c.err = againstModel(v.Hole, v.Board, raises, calls)
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
	c.Update(ctx, v) // the setting may have been turned on mid-hand
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
			st.Value.Render(thousands.Fixed(100*c.equity, 0)+"%") + st.Faint.Render(" against "+against(c.raises, c.calls, brief)) + verdict
		if lipgloss.Width(l) <= coachWidth {
			break
		}
	}
	return l
}
