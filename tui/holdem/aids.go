package holdem

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// aids are the lines over the human's options, as a card room's client
// shows them: the amount to call and the pot it goes into, the pot odds
// and the equity a call needs; both stacks in big blinds; and, when the
// setting is on, the coach's line.
func (s *holdemScreen) aids() []string {
	st := s.ctx.Styles
	v := s.match.View(humanSeat)
	head := st.Heading.Render("Your move")
	if odds, ok := s.callOdds(v); ok {
		head += st.Text.Render(fmt.Sprintf(" · %s to call into a pot of %s", kit.Chips(odds.Call), kit.Chips(odds.Pot))) +
			st.Faint.Render(" · ") + odds.Words(st)
	} else {
		head += st.Text.Render(fmt.Sprintf(" · nothing to call · pot %s", kit.Chips(v.Pot)))
	}
	bb := func(seat int) string {
		return st.Value.Render(kit.Chips(v.Stacks[seat])) + st.Faint.Render(" ("+bigBlinds(v.Stacks[seat], v.BigBlind)+")")
	}
	stacks := " " + st.Faint.Render("Stacks: ") + st.Text.Render("you ") + bb(humanSeat) +
		st.Faint.Render(" · ") + st.Text.Render(s.name(computerSeat)+" ") + bb(computerSeat)
	lines := []string{" " + head, stacks}
	if s.ctx.Settings.Coach {
		lines = append(lines, " "+s.coach.line(s))
	}
	return lines
}

// callOdds are the odds the human's call gets, when there is one to make.
func (s *holdemScreen) callOdds(v poker.SeatView) (felt.CallOdds, bool) {
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

// holdemCoach is the coach's line: the human's equity against a random
// hand now, and whether a call pays. It is worked out once per street (the
// same figure each look; the same source as the replayer's, kit's).
type holdemCoach struct {
	hand, board int // what equity was worked out for
	equity      float64
	err         error
}

// update works the equity out for the human's turn, when the setting is on
// and the street is new.
func (c *holdemCoach) update(s *holdemScreen) {
	if !s.ctx.Settings.Coach {
		return
	}
	v := s.match.View(humanSeat)
	if c.hand == v.Number && c.board == len(v.Board) && c.hand != 0 {
		return
	}
	c.hand, c.board = v.Number, len(v.Board)
	c.equity, c.err = felt.EquityVsRandom(v.Hole, v.Board, uint64(v.Number), uint64(len(v.Board)))
}

func (c *holdemCoach) line(s *holdemScreen) string {
	st := s.ctx.Styles
	c.update(s) // the setting may have been turned on mid-hand
	if c.err != nil {
		return st.Faint.Render("Coach: " + c.err.Error())
	}
	head := st.Heading.Render("Coach") + st.Faint.Render(": your equity against a random hand ") +
		st.Value.Render(fmt.Sprintf("%.0f%%", 100*c.equity))
	odds, ok := s.callOdds(s.match.View(humanSeat))
	switch {
	case !ok:
		return head + st.Faint.Render(" · nothing to call: checking is free")
	case c.equity >= odds.Need():
		return head + st.Faint.Render(fmt.Sprintf(" · a call needs %.0f%%: ", 100*odds.Need())) + st.Selected.Render("a call pays")
	}
	return head + st.Faint.Render(fmt.Sprintf(" · a call needs %.0f%%: ", 100*odds.Need())) + st.Warning.Render("a call does not pay")
}
