package roundsum

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup/second"
	"parlor/tui/kit"
)

// Leg is what a second-edition leg's summary shows: the first and second
// camels, what every bet of the leg paid, and after the last leg the
// race's result. Its fields' names are the local board's saves'.
type Leg struct {
	Leg           int
	First, Second second.Camel
	Payouts       []second.Event // the leg's payouts, in order
	GameOver      bool
	Winner, Loser second.Camel
}

// LegOf gathers the summary of the leg that ended at log[at] (an
// EventLegEnd): the payouts logged just before it, and the race's end
// (after the finish cards' payouts) after it.
func LegOf(log []second.Event, at int) Leg {
	e := log[at]
	r := Leg{Leg: e.Leg, First: e.Camel, Second: e.Second}
	from := at
	for from > 0 && log[from-1].Kind == second.EventPayout {
		from--
	}
	r.Payouts = append(r.Payouts, log[from:at]...)
	for _, ev := range log[at+1:] {
		if ev.Kind == second.EventRaceEnd {
			r.GameOver, r.Winner, r.Loser = true, ev.Camel, ev.Second
		}
	}
	return r
}

// LastLeg is the summary of the last leg to end in log, or false if none
// has.
func LastLeg(log []second.Event) (Leg, bool) {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind == second.EventLegEnd {
			return LegOf(log, i), true
		}
	}
	return Leg{}, false
}

// DrawLeg draws r as the local board's right panel shows it, width wide:
// names are seats' names by seat (cut to NameWidth), and its last line
// says that enter goes on to the next leg, or to the final summary.
func DrawLeg(k *kit.Context, r Leg, names []string, width int) string {
	st := k.Styles
	letter := func(c second.Camel) string { return st.Camels2[c].Render(string(c.Letter())) }
	label := func(c second.Camel) string { return letter(c) + st.Text.Render(" "+c.String()) }
	rows := []string{
		st.Heading.Render(fmt.Sprintf("Leg %d is over", r.Leg)),
		st.Text.Render("1st ") + label(r.First) + st.Text.Render(" · 2nd ") + label(r.Second),
	}
	bySeat := map[int][]string{}
	sum := map[int]int{}
	for _, e := range r.Payouts {
		var what string
		switch e.Bet {
		case second.LegBet:
			what = letter(e.Camel)
		case second.Pyramid:
			what = st.Text.Render("pyr")
		case second.Partner:
			what = st.Text.Render(fmt.Sprintf("#%d", e.Other+1))
		case second.WinnerCard:
			what = letter(e.Camel) + st.Text.Render("W")
		case second.LoserCard:
			what = letter(e.Camel) + st.Text.Render("L")
		}
		bySeat[e.Seat] = append(bySeat[e.Seat], what+st.Text.Render(fmt.Sprintf("%+d", e.Coins)))
		sum[e.Seat] += e.Coins
	}
	if len(r.Payouts) == 0 {
		rows = append(rows, st.Faint.Render("Nobody bet on the leg."))
	}
	for p, name := range names {
		if bets, ok := bySeat[p]; ok {
			rows = append(rows, st.Text.Render(kit.Pad(ansi.Truncate(name, NameWidth, "…"), NameWidth))+" "+
				ansi.Truncate(strings.Join(bets, " "), width-NameWidth-6, "…")+st.Faint.Render(" = ")+st.Value.Render(fmt.Sprintf("%+d", sum[p])))
		}
	}
	next := " the next leg"
	if r.GameOver {
		rows = append(rows, st.Selected.Render("The race is over!"), st.Text.Render("Won: ")+label(r.Winner)+st.Text.Render(", last: ")+label(r.Loser))
		next = " the final summary"
	}
	return strings.Join(append(rows, st.Digit.Render("enter")+st.Text.Render(next)), "\n")
}
