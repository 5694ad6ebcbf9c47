package holdembot

import (
	"math"

	"parlor/poker"
)

// Against a maniac, a player who bets or raises nearly every time, the
// bot wins a tournament by controlling the size of the pots: the maniac
// never folds, so a bet of the bot's wins nothing by itself, and it raises
// every raise, so that the bot alone decides how far a raising war goes.

// Maniac detection: the share of the opponent's decisions that bet or raise,
// pulled toward maniacPrior by maniacWeight pseudo-decisions, from which the
// bot takes it for a maniac. A player who mixes its actions (one raise in
// three, say) stays well below.
const (
	maniacShare  = 0.75
	maniacPrior  = 0.4
	maniacWeight = 3.0
)

// maniac reports whether the opponent plays as a maniac, by its statistics.
func (o *opponent) maniac() bool {
	var agg, n int
	for _, t := range o.t {
		agg += t.raises + t.bets
		n += t.faced + t.open + t.openFolds
	}
	return (float64(agg)+maniacWeight*maniacPrior)/(float64(n)+maniacWeight) >= maniacShare
}

// riverWar scales the raising war on the river: the bot raises as long as
// its chips in the pot stay within riverWar·ln(e/(1-e)) big blinds, e its
// equity. That is how far a player who maximises its chance of winning the
// match goes when that chance grows with its chips as 1-exp(-θ·chips)
// (the gambler's ruin of a player with an edge): it stakes C where
// e·exp(-θC) = (1-e)·exp(θC). An edge of 60 % stakes 24 big blinds, 80 %
// 83, 90 % 132: all its chips at the first blinds. The matches set the
// scale (from 30 to 120 win about as often; 60 a shade more).
const riverWar = 60

// riverOdds, in big blinds, is what going on is worth beyond the pot odds
// (which price only the maniac's bets): a hand that sees the river may win
// a raising war there; and on the river itself the range read from the
// maniac's raises is still a little pessimistic until showdowns have shown
// its hands random. Folding has to beat calling by this much. The matches
// found one big blind best: folding by the pot odds alone wins about 1 %
// fewer matches, 2 big blinds no more.
const riverOdds = 1.0

// pickManiac chooses against a maniac. Up to the river the bot lets the
// maniac bet for it: it checks or calls by the pot odds, or folds, and
// never raises, so the pot grows by one bet a street (it goes on a little
// looser than the pot odds say, see riverOdds). On the river, its
// equity against the maniac's random hand is known to the last card: it
// raises on until the chips it has put in reach what that equity is worth
// (see riverWar), to the last chip with the nuts or close to them.
func (b *Sklansky) pickManiac(v *poker.SeatView, cs []choice) poker.Action {
	_, canCheck := find(v, poker.Check)
	best, bestEV := -1, 0.0
	for i, c := range cs {
		if kindStep(c.a.Kind) == 2 || (c.a.Kind == poker.Fold && canCheck) {
			continue
		}
		ev := c.ev
		if c.a.Kind == poker.Fold {
			ev -= riverOdds * float64(v.BigBlind)
		}
		if best < 0 || ev > bestEV {
			best, bestEV = i, ev
		}
	}
	if v.Street == poker.River && b.lastEq > 0.5 {
		e := min(b.lastEq, 0.999)
		limit := riverWar * math.Log(e/(1-e)) * float64(v.BigBlind)
		for i, c := range cs {
			if kindStep(c.a.Kind) != 2 {
				continue
			}
			put := c.a.Amount - v.Bets[v.Seat]
			if float64(startStack(v)-v.Stacks[v.Seat]+put) <= limit {
				best = i
			}
		}
	}
	if best < 0 {
		return first(v, poker.Check, poker.Call)
	}
	return cs[best].a
}
