package holdem

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/tui/kit"
)

// stats are the computer's figures over the match, as a card room's
// client shows them of an opponent, counted from each finished hand:
// VPIP (the hands it put chips in before the flop of its own will, a
// blind not counted), PFR (the hands it raised before the flop) and the
// aggression factor after the flop (its bets and raises for each call).
// Saved with the match (notes), so a resumed match goes on counting.
type stats struct {
	Hands, VPIP, PFR      int
	Aggressive, Passive   int // after the flop: bets and raises; calls
	Showdowns, ShowdownsW int // hands it went to showdown in, and won there
}

// add counts a finished hand of events for seat.
func (st *stats) add(events []poker.Event, seat int) {
	st.Hands++
	var vpip, pfr bool
	for _, e := range events {
		switch {
		case e.Kind == poker.EventAction && e.Seat == seat && e.Street == poker.Preflop:
			switch e.Action {
			case poker.Call:
				vpip = true
			case poker.Bet, poker.Raise:
				vpip, pfr = true, true
			}
		case e.Kind == poker.EventAction && e.Seat == seat:
			switch e.Action {
			case poker.Call:
				st.Passive++
			case poker.Bet, poker.Raise:
				st.Aggressive++
			}
		case e.Kind == poker.EventHandEnd && e.Showdown:
			st.Showdowns++
			if e.Seat == seat {
				st.ShowdownsW++
			}
		}
	}
	if vpip {
		st.VPIP++
	}
	if pfr {
		st.PFR++
	}
}

// percent writes n of the hands as a whole percentage: "45%", or "–" with
// no hand yet.
func (st stats) percent(n int) string {
	if st.Hands == 0 {
		return "–"
	}
	return thousands.Percent(n, st.Hands, 0) + "%"
}

// aggression is the aggression factor: "1.8"; "∞" when it never called,
// "–" with no move after the flop yet.
func (st stats) aggression() string {
	switch {
	case st.Aggressive+st.Passive == 0:
		return "–"
	case st.Passive == 0:
		return "∞"
	}
	return thousands.Fixed(float64(st.Aggressive)/float64(st.Passive), 1)
}

// short is the figures in one line for a narrow panel:
// "VPIP 45% PFR 20% AF 1.8".
func (st stats) short(s kit.Styles) string {
	return s.Faint.Render("VPIP ") + s.Value.Render(st.percent(st.VPIP)) +
		s.Faint.Render(" PFR ") + s.Value.Render(st.percent(st.PFR)) +
		s.Faint.Render(" AF ") + s.Value.Render(st.aggression())
}

// long is the figures a line each, with what they mean, for a panel
// with room.
func (st stats) long(s kit.Styles) []string {
	sd := "–"
	if st.Showdowns > 0 {
		sd = fmt.Sprintf("%d of %d", st.ShowdownsW, st.Showdowns)
	}
	rows := [][2]string{
		{st.percent(st.VPIP), "VPIP: hands it chose to play"},
		{st.percent(st.PFR), "PFR: hands it raised before the flop"},
		{st.aggression(), "AF: bets and raises per call after the flop"},
		{sd, "showdowns won"},
	}
	// The figures' column is as wide as the widest ("12 of 130") and a
	// space, never less than 7, so that every line's words start together.
	w := 6
	for _, r := range rows {
		w = max(w, lipgloss.Width(r[0]))
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = s.Value.Render(kit.Pad(r[0], w+1)) + s.Faint.Render(r[1])
	}
	return out
}

// title heads the panel: who the computer is and over how many hands.
func (st stats) title(name, opponent string) string {
	hands := fmt.Sprintf("%d hands", st.Hands)
	if st.Hands == 1 {
		hands = "1 hand"
	}
	return fmt.Sprintf("%s · %s · over %s", name, opponent, hands)
}
