package camelupbot

import (
	"math/rand/v2"

	"parlor/camelup/second"
)

// SecondExpert is the second edition's strongest player. It takes the
// leg's best action under the leg's exact odds, as LegwiseSecond does, and
// besides: it plays a finish card when the race's odds make it worth more
// than the leg offers, counting the cards already on the pile that may be
// ahead of its own, and at six or more players it partners up with the
// player whose leg tickets are worth the most. Against legwise, leader and
// random it wins 75.4 % of 4-player games (1,509 of 2,000, seed 1:
// parlor camelup tournament --edition 2 --games 2000 --seed 1); legwise
// wins 24.6 %, leader 3.7 %, random 0.1 % (ties count for each). Against
// three legwise it wins 73.8 % (295 of 400, seed 1: parlor camelup match
// --edition 2 --bot expert --games 400 --seed 1).
type SecondExpert struct {
	r    *rand.Rand
	legs legCache
}

// newSecondExpert returns an expert for one game, its race playouts drawn
// from r.
func newSecondExpert(r *rand.Rand) *SecondExpert { return &SecondExpert{r: r} }

// racePlayouts is how many random races estimate the race's odds: enough
// for ±2 % on a chance, under 5 ms.
const racePlayouts = 800

// Decide returns the action worth the most coins.
func (p *SecondExpert) Decide(v second.View) second.Action {
	odds := p.legs.odds(v)
	best, value := bestLegAction(v, odds)
	race := second.Race(v.Board, v.Pyramid, racePlayouts, p.r)
	for c := second.Camel(0); c < second.NumRacing; c++ {
		if v.Played.Has(c) {
			continue
		}
		for _, k := range []struct {
			kind   second.ActionKind
			chance float64
			pile   int
		}{
			{second.WinnerCard, race.Win[c], len(v.WinnerPile)},
			{second.LoserCard, race.Lose[c], len(v.LoserPile)},
		} {
			ev := FinishValue(k.chance, k.pile) - waiting(k.chance, odds.RaceEnds)
			if ev > value {
				best, value = second.Bet(k.kind, c), ev
			}
		}
	}
	if v.Players >= second.PartnershipPlayers && v.Partner[v.Seat] < 0 {
		if s, ev := bestPartner(v, odds); ev > value {
			best = second.PartnerWith(s)
		}
	}
	return best
}

// FinishValue is what a finish card on a camel with the given chance to be
// right is worth, pile cards placed before it: each earlier card is taken
// to be right with the same chance (the others read the same race), and
// pushes its pay down the 8, 5, 3, 2, 1.
func FinishValue(chance float64, pile int) float64 {
	// dist[k]: the chance k earlier cards are right, given this one is.
	dist := make([]float64, pile+1)
	dist[0] = 1
	for range pile {
		for k := pile; k >= 0; k-- {
			dist[k] *= 1 - chance
			if k > 0 {
				dist[k] += dist[k-1] * chance
			}
		}
	}
	pay := 0.0
	for k, q := range dist {
		pay += q * float64(second.FinishPay(k))
	}
	return chance*pay - (1 - chance)
}

// waiting is what a finish card gains by waiting a turn while the race is
// far from over: later the odds are clearer. The expert plays a card early
// only when it is nearly sure; as the race's end comes into view this
// margin falls away. (A heuristic tuned by the tournament, not an exact
// value.)
func waiting(chance, endsThisLeg float64) float64 {
	return 3 * (1 - chance) * (1 - endsThisLeg)
}

// bestPartner returns the available player whose best leg ticket pays the
// most on average, and that value less a share of what they would copy of
// the seat's own tickets (coins given to a rival count against it).
func bestPartner(v second.View, odds *second.LegOdds) (int, float64) {
	ticketBest := func(seat int) float64 {
		best := 0.0
		for c := second.Camel(0); c < second.NumRacing; c++ {
			for i, s := range v.Tickets[c] {
				if s == seat {
					best = max(best, odds.LegTicketValue(c, second.LegTicket(i)))
				}
			}
		}
		return best
	}
	mine := ticketBest(v.Seat)
	best, value := -1, 0.0
	for s := range v.Players {
		if s == v.Seat || v.Partner[s] >= 0 {
			continue
		}
		if ev := ticketBest(s) - mine/float64(v.Players-1); ev > value {
			best, value = s, ev
		}
	}
	return best, value
}
