// Package roundsum draws Camel Up's round summary, the one drawing of the
// local board's pause at a round's end (tui/camelup) and of a served
// table's (tui/lobby): who led, who was second, what each round bet paid,
// and after the last round the race's result. It works from the race's
// log, which a served seat has too: the round bets and every coin won are
// public.
package roundsum

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
)

// NameWidth is a name's width in the summary, the local log's.
const NameWidth = 8

// Round is what a round's summary shows.
type Round struct {
	Number       int
	Lead, Second camelup.Camel
	Payouts      []camelup.Event // the round bets' payouts, in order
	// Paid is what each seat's round bets made it win or lose, all told:
	// coins never go below zero, so a loss is at most what there was.
	Paid          []int
	GameOver      bool
	Winner, Loser camelup.Camel
}

// startingCoins are every seat's coins at the race's start
// (docs/rules/camelup.md, Setup).
const startingCoins = 3

// Of gathers the summary of the round that ended at log[at] (an
// EventRoundEnd) in a race of seats seats. The engine logs the round bets'
// payouts just before the round's end, and the race's end (after the
// race bets' payouts) just after it. What each seat was paid is worked
// out from the log's coins, a settlement's net floored at zero as the
// engine floors it (camelup.Game's pay).
func Of(log []camelup.Event, at, seats int) Round {
	e := log[at]
	r := Round{Number: e.Round, Lead: e.Camel, Second: e.Second}
	from := at
	for from > 0 && log[from-1].Kind == camelup.EventPayout && log[from-1].Bet == camelup.RoundBet {
		from--
	}
	r.Payouts = append(r.Payouts, log[from:at]...)
	coins := coinsAt(log[:from], seats)
	r.Paid = make([]int, seats)
	for _, ev := range r.Payouts {
		if ev.Seat >= 0 && ev.Seat < seats {
			r.Paid[ev.Seat] += ev.Coins
		}
	}
	for p := range r.Paid {
		r.Paid[p] = max(coins[p]+r.Paid[p], 0) - coins[p]
	}
	for _, ev := range log[at+1:] {
		if ev.Kind == camelup.EventGameEnd {
			r.GameOver, r.Winner, r.Loser = true, ev.Camel, ev.Second
		}
	}
	return r
}

// Last is the summary of the last round to end in log, or false if none
// has.
func Last(log []camelup.Event, seats int) (Round, bool) {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind == camelup.EventRoundEnd {
			return Of(log, i, seats), true
		}
	}
	return Round{}, false
}

// coinsAt are every seat's coins after the events of log: the coins won
// by moving and by traps, and each settlement (a run of payouts of one
// kind of bet) added up before the floor at zero.
func coinsAt(log []camelup.Event, seats int) []int {
	coins := make([]int, seats)
	for p := range coins {
		coins[p] = startingCoins
	}
	net := make([]int, seats)
	settle := func() {
		for p, n := range net {
			coins[p], net[p] = max(coins[p]+n, 0), 0
		}
	}
	for i, e := range log {
		if e.Seat < 0 || e.Seat >= seats {
			continue
		}
		switch e.Kind {
		case camelup.EventMove, camelup.EventTrapHit:
			coins[e.Seat] += e.Coins
		case camelup.EventPayout:
			net[e.Seat] += e.Coins
			if i+1 == len(log) || log[i+1].Kind != camelup.EventPayout || log[i+1].Bet != e.Bet {
				settle()
			}
		}
	}
	return coins
}

// Draw draws r as the local board's right panel shows it, width wide:
// names are seats' names by seat (cut to NameWidth), and its last line
// says that enter goes on to the next round, or to the final summary.
func Draw(k *kit.Context, r Round, names []string, width int) string {
	st := k.Styles
	letter := func(c camelup.Camel) string { return st.Camels[c].Render(string(c.Letter())) }
	label := func(c camelup.Camel) string { return letter(c) + st.Text.Render(" "+c.String()) }
	rows := []string{
		st.Heading.Render(fmt.Sprintf("Round %d is over", r.Number)),
		st.Text.Render("Lead ") + label(r.Lead) + st.Text.Render(" · 2nd ") + label(r.Second),
	}
	if len(r.Payouts) == 0 {
		rows = append(rows, st.Faint.Render("Nobody bet on the round."))
	}
	bySeat := map[int][]string{}
	for _, e := range r.Payouts {
		bySeat[e.Seat] = append(bySeat[e.Seat], letter(e.Camel)+st.Text.Render(fmt.Sprintf("%+d", e.Coins)))
	}
	for p, name := range names {
		if bets, ok := bySeat[p]; ok {
			paid := 0
			if p < len(r.Paid) {
				paid = r.Paid[p]
			}
			rows = append(rows, st.Text.Render(kit.Pad(ansi.Truncate(name, NameWidth, "…"), NameWidth))+" "+
				ansi.Truncate(strings.Join(bets, " "), width-NameWidth-6, "…")+st.Faint.Render(" = ")+st.Value.Render(fmt.Sprintf("%+d", paid)))
		}
	}
	next := ": the next round"
	if r.GameOver {
		rows = append(rows, st.Selected.Render("The race is over!"), st.Text.Render("Won: ")+label(r.Winner)+st.Text.Render(", last: ")+label(r.Loser))
		next = ": the final summary"
	}
	return strings.Join(append(rows, st.Digit.Render("enter")+st.Text.Render(next)), "\n")
}
