package equity

import (
	"fmt"
	"math"

	"parlor/internal/thousands"
	"parlor/poker"
)

// Tightening is the opponent-range model of the coach line and the
// replayer: a player who has shown nothing holds any hand; each bet or
// raise keeps the best PerRaise of the range they had, each call the best
// PerCall, by the hand ranking (see Ranking); checks and blinds keep it. So
// with the default, 60 % a raise and 90 % a call, an opponent who raised
// twice holds the best 36 % of hands, one who raised and called the best
// 54 %. It reads only the public actions, never the opponent's cards, and
// the range never falls below MinPercent.
type Tightening struct {
	PerRaise, PerCall float64 // the share kept, from 0 to 1
	MinPercent        float64 // the narrowest range, in per cent
}

// DefaultTightening is the model the table and the replayer use.
var DefaultTightening = Tightening{PerRaise: 0.6, PerCall: 0.9, MinPercent: 3}

// Percent returns the share of hands, in per cent, the model gives a
// player after raises bets or raises and calls calls.
func (t Tightening) Percent(raises, calls int) float64 {
	p := 100 * math.Pow(t.PerRaise, float64(max(0, raises))) * math.Pow(t.PerCall, float64(max(0, calls)))
	return min(100, max(t.MinPercent, p))
}

// Range returns the range the model gives a player after raises bets or
// raises and calls calls.
func (t Tightening) Range(raises, calls int) Range {
	if raises <= 0 && calls <= 0 {
		return Random()
	}
	return Top(t.Percent(raises, calls))
}

// Describe says which range the model gives, for a coach line: "a random
// hand", or "the best 36 % of hands (2 raises)".
func (t Tightening) Describe(raises, calls int) string {
	if raises <= 0 && calls <= 0 {
		return "a random hand"
	}
	what := ""
	switch {
	case raises > 0 && calls > 0:
		what = fmt.Sprintf("%s, %s", thousands.Count(raises, "raise"), thousands.Count(calls, "call"))
	case raises > 0:
		what = thousands.Count(raises, "raise")
	default:
		what = thousands.Count(calls, "call")
	}
	return fmt.Sprintf("the best %.0f %% of hands (%s)", t.Percent(raises, calls), what)
}

// Actions counts a seat's bets and raises and its calls among a hand's
// events, for Range and Describe: what the model follows.
func Actions(events []poker.Event, seat int) (raises, calls int) {
	for _, e := range events {
		if e.Kind != poker.EventAction || e.Seat != seat {
			continue
		}
		switch e.Action {
		case poker.Bet, poker.Raise:
			raises++
		case poker.Call:
			calls++
		}
	}
	return raises, calls
}

// OpponentRange returns the model's range for a seat after a hand's events
// so far, less the cards the viewer knows (its own hand and the board), and
// the words that say which range it is.
func (t Tightening) OpponentRange(events []poker.Event, seat int, known ...poker.Card) (Range, string) {
	raises, calls := Actions(events, seat)
	return t.Range(raises, calls).Without(known...), t.Describe(raises, calls)
}
