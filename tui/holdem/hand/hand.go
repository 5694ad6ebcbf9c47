// Package hand reads a Hold'em hand's events into what the table says of
// it: the summary of a finished hand (the hands shown, who won the pot or
// how it was split), the streets an all-in's run-out deals and both hands'
// equity on each (odds.go), and each seat's last action in words.
package hand

import (
	"fmt"
	"strings"

	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// Summary is what the summary of a finished hand shows, taken from its
// events.
type Summary struct {
	Number   int
	End      poker.Event   // the EventHandEnd: winner, pot, showdown
	Shown    []poker.Event // the EventShowdown of each seat, first shown first
	Awards   []poker.Event // the EventAward of each seat paid
	MatchEnd bool          // the hand ended the match
}

// Summarize is the summary of the hand of events.
func Summarize(events []poker.Event) Summary {
	var s Summary
	for _, e := range events {
		switch e.Kind {
		case poker.EventHandStart:
			s.Number = e.Number
		case poker.EventShowdown:
			s.Shown = append(s.Shown, e)
		case poker.EventAward:
			s.Awards = append(s.Awards, e)
		case poker.EventHandEnd:
			s.End = e
		case poker.EventMatchEnd:
			s.MatchEnd = true
		}
	}
	return s
}

// Lines are the summary's lines: the hand's number and whether it went to
// showdown, the hands shown, and who won the pot or how it was split. name
// writes a seat's player's name.
func (s Summary) Lines(ctx *kit.Context, name func(seat int) string) []string {
	st := ctx.Styles
	c := ctx.Cards()
	var lines []string
	if s.End.Showdown {
		lines = append(lines, " "+st.Heading.Render(fmt.Sprintf("Hand #%d · showdown", s.Number)))
		for _, e := range s.Shown {
			cards := e.CardList()
			lines = append(lines, "   "+st.Text.Render(kit.Pad(name(e.Seat), kit.NameWidth))+
				"  "+c.TextRow(cards)+"   "+st.Selected.Render(e.Value.Name()))
		}
	} else {
		lines = append(lines, " "+st.Heading.Render(fmt.Sprintf("Hand #%d · no showdown", s.Number)))
	}
	if s.End.Seat == poker.NoSeat {
		var parts []string
		for _, a := range s.Awards {
			parts = append(parts, fmt.Sprintf("%s %s", name(a.Seat), kit.Chips(a.Amount)))
		}
		return append(lines, " "+st.Selected.Render(fmt.Sprintf("★ Split pot (%s): %s", kit.Chips(s.End.Pot), strings.Join(parts, ", "))))
	}
	return append(lines, " "+st.Selected.Render(fmt.Sprintf("★ %s wins the pot (%s)", name(s.End.Seat), kit.Chips(s.End.Pot))))
}

// RunOut are the indexes of the streets dealt after both hands were
// turned up: the board of an all-in before the river.
func RunOut(events []poker.Event) []int {
	var out []int
	shown := false
	for i, e := range events {
		switch {
		case e.Kind == poker.EventShow:
			shown = true
		case e.Kind == poker.EventStreet && shown:
			out = append(out, i)
		case e.Kind == poker.EventShowdown:
			return out
		}
	}
	return out
}

// LastAction is seat's last action of the hand in words and the street it
// was made on; its blind when it has not acted yet.
func LastAction(events []poker.Event, seat int) (string, poker.Street) {
	for i := len(events) - 1; i >= 0; i-- {
		e := events[i]
		if e.Seat != seat {
			continue
		}
		switch e.Kind {
		case poker.EventAction:
			return felt.ActionWords(e.Action, e.Amount, e.To, e.AllIn), e.Street
		case poker.EventSmallBlind:
			return "posts the small blind " + kit.Chips(e.Amount), poker.Preflop
		case poker.EventBigBlind:
			return "posts the big blind " + kit.Chips(e.Amount), poker.Preflop
		}
	}
	return "", poker.Preflop
}
