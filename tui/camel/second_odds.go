package camel

import (
	"hash/fnv"
	"math/rand/v2"

	"parlor/ai/camelbot"
	"parlor/camelup/second"
)

// racePlayouts2 is how many random races estimate the second edition's
// race odds on the odds screen: each chance within 1/(2√n) = 0.5 %, about
// 30 ms from a leg's start. The leg's odds are exact.
const racePlayouts2 = 10_000

// odds2 are the odds of a second-edition position: the leg's exact, the
// race's by playouts. They are worked out once per position (board and
// pyramid), and the same position always gives the same figures: the
// playouts' source is seeded by the position.
type odds2 struct {
	ok      bool
	board   second.Board
	pyramid second.DiceSet
	Leg     second.LegOdds
	Race    second.RaceOdds
}

// forGame returns the odds of g's position, working them out if o is of
// another.
func (o odds2) forGame(g *second.Game) odds2 {
	b, p := g.Board(), g.PyramidDice()
	if o.ok && o.board == b && o.pyramid == p {
		return o
	}
	h := fnv.New64a()
	h.Write([]byte(b.String()))
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(p)))
	return odds2{ok: true, board: b, pyramid: p, Leg: second.Leg(b, p), Race: second.Race(b, p, racePlayouts2, rng)}
}

// ticketValue is what camel c's next leg ticket is worth on average, and
// false when none is left.
func (o *odds2) ticketValue(v second.View, c second.Camel) (float64, bool) {
	t := v.TicketValue(c)
	if t == 0 {
		return 0, false
	}
	return o.Leg.LegTicketValue(c, t), true
}

// cardValue is what a winner (or loser) card on c is worth to the seat of
// v, the cards already on the pile counted as the expert counts them.
func (o *odds2) cardValue(v second.View, c second.Camel, winner bool) float64 {
	if winner {
		return camelbot.FinishValue(o.Race.Win[c], len(v.WinnerPile))
	}
	return camelbot.FinishValue(o.Race.Lose[c], len(v.LoserPile))
}

// bestTile is the legal space of the seat of v where its tile would be
// landed on most often this leg, and how often (a coin a landing); 0 if
// none fits.
func (o *odds2) bestTile(v second.View) (int, float64) {
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

// The odds are the menu's values (menu2.Values) while they are open.

func (o *odds2) TicketValue(v second.View, c second.Camel) (float64, bool) {
	return o.ticketValue(v, c)
}

func (o *odds2) CardValue(v second.View, c second.Camel, winner bool) float64 {
	return o.cardValue(v, c, winner)
}

func (o *odds2) BestTile(v second.View) (int, float64) { return o.bestTile(v) }

func (o *odds2) Landings(space int) float64 { return o.Leg.Landings[space] }
