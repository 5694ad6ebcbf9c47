// Package secondodds are the odds of a position of Camel Up's second
// edition as the local board and a served table show them, and what they
// make each action worth (the second edition's menu's values,
// tui/kit/camelup/menu2): a finish card is valued as the computer players
// value it, so this package links ai/camelupbot, which tui/kit may not.
package secondodds

import (
	"hash/fnv"
	"math/rand/v2"

	"parlor/ai/camelupbot"
	"parlor/camelup/second"
)

// RacePlayouts is how many random races estimate the race's odds: each
// chance within 1/(2√n) = 0.5 %, about 30 ms from a leg's start. The leg's
// odds are exact.
const RacePlayouts = 10_000

// Odds are the odds of a position: the leg's exact, the race's by
// playouts. The same position always gives the same figures: the
// playouts' source is seeded by the position.
type Odds struct {
	ok      bool
	board   second.Board
	pyramid second.DiceSet
	Leg     second.LegOdds
	Race    second.RaceOdds
}

// For returns the odds of board b with the dice p in the pyramid, working
// them out if o is of another position.
func (o Odds) For(b second.Board, p second.DiceSet) Odds {
	if o.ok && o.board == b && o.pyramid == p {
		return o
	}
	h := fnv.New64a()
	h.Write([]byte(b.String()))
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(p)))
	return Odds{ok: true, board: b, pyramid: p, Leg: second.Leg(b, p), Race: second.Race(b, p, RacePlayouts, rng)}
}

// TicketValue is what camel c's next leg ticket is worth on average, and
// false when none is left.
func (o *Odds) TicketValue(v second.View, c second.Camel) (float64, bool) {
	t := v.TicketValue(c)
	if t == 0 {
		return 0, false
	}
	return o.Leg.LegTicketValue(c, t), true
}

// CardValue is what a winner (or loser) card on c is worth to the seat of
// v, the cards already on the pile counted as the expert counts them.
func (o *Odds) CardValue(v second.View, c second.Camel, winner bool) float64 {
	if winner {
		return camelupbot.FinishValue(o.Race.Win[c], len(v.WinnerPile))
	}
	return camelupbot.FinishValue(o.Race.Lose[c], len(v.LoserPile))
}

// BestTile is the legal space of the seat of v where its tile would be
// landed on most often this leg, and how often (a coin a landing); 0 if
// none fits.
func (o *Odds) BestTile(v second.View) (int, float64) {
	best, value := 0, -1.0
	for s := second.FirstSpace + 1; s <= second.LastSpace; s++ {
		if v.Legal(second.Spectator(s, second.Cheering)) == nil && o.Leg.Landings[s] > value {
			best, value = s, o.Leg.Landings[s]
		}
	}
	if best == 0 {
		return 0, 0
	}
	return best, value
}

// Landings are the landings expected on space this leg.
func (o *Odds) Landings(space int) float64 { return o.Leg.Landings[space] }
