package choice

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/poker"
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

// Coach is the coach's line: the human's equity against a random
// hand now, and whether a call pays. It is worked out once per street (the
// same figure each look; the same source as the replayer's, kit's).
type Coach struct {
	hand, board int // what equity was worked out for
	equity      float64
	err         error
}

// Update works the equity out for the human's turn in v, when the setting
// is on and the street is new.
func (c *Coach) Update(ctx *kit.Context, v poker.SeatView) {
	if !ctx.Settings.Coach {
		return
	}
	if c.hand == v.Number && c.board == len(v.Board) && c.hand != 0 {
		return
	}
	c.hand, c.board = v.Number, len(v.Board)
	c.equity, c.err = felt.EquityVsRandom(v.Hole, v.Board, uint64(v.Number), uint64(len(v.Board)))
}

func (c *Coach) line(ctx *kit.Context, v poker.SeatView) string {
	st := ctx.Styles
	c.Update(ctx, v) // the setting may have been turned on mid-hand
	if c.err != nil {
		return st.Faint.Render("Coach: " + c.err.Error())
	}
	// At most 78 cells, so that the line fits at 80 with its margin.
	head := st.Heading.Render("Coach") + st.Faint.Render(": equity ") +
		st.Value.Render(fmt.Sprintf("%.0f%%", 100*c.equity)) + st.Faint.Render(" against a random hand")
	odds, ok := callOdds(v)
	switch {
	case !ok:
		return head + st.Faint.Render(" · nothing to call: a check is free")
	case c.equity >= odds.Need():
		return head + st.Faint.Render(fmt.Sprintf(" · a call needs %.0f%%: ", 100*odds.Need())) + st.Selected.Render("it pays")
	}
	return head + st.Faint.Render(fmt.Sprintf(" · a call needs %.0f%%: ", 100*odds.Need())) + st.Warning.Render("it does not pay")
}
