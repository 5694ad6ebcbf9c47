package holdembot

import (
	"math/rand/v2"

	"parlor/poker"
)

// Equity is a reference player with no reads: it estimates its equity
// against one random hand by Monte Carlo, bets or raises above a threshold,
// and otherwise checks, or calls when its equity beats the pot odds.
type Equity struct {
	r         *rand.Rand
	samples   int
	threshold float64
}

// newEquity returns the equity player drawing its boards from r.
func newEquity(r *rand.Rand) *Equity { return &Equity{r: r, samples: 400, threshold: 0.6} }

// Decide bets or raises with equity above the threshold, calls on pot odds.
func (b *Equity) Decide(v poker.SeatView) poker.Action {
	eq, err := poker.EquityVsRandom(v.Hole, v.Board, b.samples, b.r)
	if err != nil {
		return first(&v, poker.Check, poker.Fold)
	}
	e := eq.Share()
	if e > b.threshold {
		return first(&v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	if _, ok := find(&v, poker.Check); ok {
		return poker.Action{Kind: poker.Check}
	}
	if call, ok := find(&v, poker.Call); ok && e*float64(v.Pot+call.Amount) >= float64(call.Amount) {
		return call
	}
	return first(&v, poker.Fold)
}

// HandOver does nothing: the equity player learns nothing.
func (*Equity) HandOver(poker.SeatView) {}
