// Package holdemview draws a served Hold'em table from one seat's view:
// the other's hole cards only once they are shown.
package holdemview

import (
	"fmt"

	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// Draw draws the table from v, one seat's view, with the kit's Hold'em
// table, the one the local game and the history's replayer draw: the
// other's hole cards face down until they are shown. A line above the
// table says when they are. showdown is public: whether the hands were
// compared.
func Draw(v *poker.SeatView, showdown bool, names []string, k *kit.Context) string {
	seat := v.Seat
	watcher := seat < 0 // an onlooker's view: seat 0 drawn at the bottom, no hole card but those shown
	if watcher {
		seat = 0
	}
	opp := 1 - seat
	two := [2]string{names[0], names[1]}
	t := felt.Table{
		Hand: v.Number, Level: v.Level, SmallBlind: v.SmallBlind, BigBlind: v.BigBlind,
		NextLevel: felt.NextLevel(v.Number), Board: v.Board, Pot: v.Pot,
	}
	for row, p := range [2]int{opp, seat} {
		s := felt.Seat{Name: names[p], Stack: v.Stacks[p], Button: v.Button == p, ToAct: !v.Over && v.ToAct == p}
		if !v.Over {
			s.Bet, s.AllIn = v.Bets[p], v.Stacks[p] == 0
		}
		hole, known := v.Hole, true
		if p == opp {
			hole, known = v.Opponent, v.OpponentShown
		}
		if watcher {
			hole, known = shownHole(v.Log, p)
		}
		switch {
		case v.Over && !showdown:
			s.Cards = felt.CardsNone // a hand won without showdown shows no hole cards (docs/rules/holdem.md)
		case known:
			s.Cards, s.Hole, s.HandName = felt.CardsUp, hole, felt.HandWords(hole, v.Board)
		default:
			s.Cards = felt.CardsDown
		}
		s.LastAction, s.LastStreet = lastAction(v.Log, p, v.Street), v.Street // the table names the street
		t.Seats[row] = s
	}
	for _, e := range v.Log {
		if e.Kind == poker.EventHandEnd {
			t.Pot = e.Pot // what was won, not the empty middle
		}
		if l := felt.EventLine(k, two, e); l != "" {
			t.Log = append(t.Log, l)
		}
	}
	shown := ""
	if v.OpponentShown {
		shown = fmt.Sprintf("%s shows %s", names[opp], k.Cards().TextRow(v.Opponent[:]))
	}
	height := 0
	if k.Height > 0 {
		height = max(k.Height-12, 1)
	}
	return kit.Lines(shown, t.View(k, nil, k.Width, height))
}

// shownHole is the hole cards seat showed in log, if it did.
func shownHole(log []poker.Event, seat int) ([2]poker.Card, bool) {
	for _, e := range log {
		if e.Kind == poker.EventShow && e.Seat == seat {
			return [2]poker.Card{e.Cards[0], e.Cards[1]}, true
		}
	}
	return [2]poker.Card{}, false
}

// lastAction is seat's last betting action on street, in words.
func lastAction(log []poker.Event, seat int, street poker.Street) string {
	for i := len(log) - 1; i >= 0; i-- {
		if e := log[i]; e.Kind == poker.EventAction && e.Seat == seat && e.Street == street {
			return felt.ActionWords(e.Action, e.Amount, e.To, e.AllIn)
		}
	}
	return ""
}

// End says how a hand ended, from the log of seat (-1 for a watcher): a
// fold, the hands shown, the equity on the streets of an all-in's run-out
// (as the local table shows it: a player's own, a watcher's both), who won
// what.
func End(log []poker.Event, names []string, seat int) []string {
	var out []string
	name := func(s int) string {
		if s >= 0 && s < len(names) {
			return names[s]
		}
		return "nobody"
	}
	// Only hands turned up go into the count, so a seat's log gives
	// nothing of the other's cards away that it does not already show.
	odds, err := felt.RunOutOdds(log)
	if err != nil {
		odds = nil // no figures rather than wrong ones
	}
	for i := range log {
		e := &log[i]
		if e.Kind == poker.EventShowdown && len(odds) > 0 { // before the hands' values
			for s := range 2 {
				switch seat {
				case s:
					out = append(out, "Your all-in equity: "+felt.RunOutWords(odds, s))
				case -1:
					out = append(out, fmt.Sprintf("%s's all-in equity: %s", name(s), felt.RunOutWords(odds, s)))
				}
			}
			odds = nil
		}
		switch e.Kind {
		case poker.EventAction:
			if e.Action == poker.Fold {
				out = append(out, name(e.Seat)+" folds")
			}
		case poker.EventShowdown:
			out = append(out, fmt.Sprintf("%s has %s", name(e.Seat), e.Value.Name()))
		case poker.EventAward:
			if e.Split {
				out = append(out, fmt.Sprintf("%s takes %s of the split pot", name(e.Seat), kit.Chips(e.Amount)))
			} else {
				out = append(out, fmt.Sprintf("%s wins the pot (%s)", name(e.Seat), kit.Chips(e.Amount)))
			}
		case poker.EventMatchEnd:
			if e.Quit {
				out = append(out, name(e.Seat)+" quit the match")
			} else {
				out = append(out, name(e.Seat)+" has every chip")
			}
		}
	}
	return out
}
