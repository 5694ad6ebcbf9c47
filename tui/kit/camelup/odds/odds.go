// Package odds is what the Camel Up board knows of a position's odds: the
// round odds with each round action's value for the seat to move, and the
// race odds, computed once per turn (the full set takes a few
// milliseconds); what they make a game bet or a trap worth; and their
// panel (Panel), drawn alike on the local board and at a served table.
package odds

import (
	"math"

	"parlor/camelup"
)

// Odds are the odds of one position.
type Odds struct {
	At    int // the log's length when computed: the position they belong to
	Round camelup.Odds
	Race  camelup.RaceOdds
}

// None is no odds yet: For computes them.
var None = Odds{At: -1}

// For returns o when it is of g's position, else the odds of g's position
// for the seat to move.
func (o Odds) For(g *camelup.Game) Odds {
	at := len(g.Log())
	if o.At == at {
		return o
	}
	v := g.View(g.Turn())
	return Of(&v, at)
}

// Of is the odds of v's position for v's seat, at being the position's
// place in its game (its log's length), as For keeps it: a served seat's
// odds, from the view it is sent.
func Of(v *camelup.View, at int) Odds {
	return Odds{At: at, Round: v.Odds(), Race: v.Race()}
}

// BestTrap is the trap that adds most for the seat to move: its square (-1
// if no trap may go anywhere), kind and value. The value is the gain over
// the seat's trap where it stands (camelup.Odds.TrapEV), as every trap
// value shown is, and that trap itself is never the one named: laying it
// again would waste the turn.
func (o Odds) BestTrap() (square int, kind camelup.TrapKind, value float64) {
	a, value, ok := o.Round.BestTrap()
	if !ok {
		return -1, camelup.Plus, math.Inf(-1)
	}
	return a.Square, a.Trap, value
}

// GameBetEV estimates a game bet's value when the camel wins (or loses)
// with chance p and placed bets of its kind are on the table: each of
// them is taken to be on this camel with the same chance, so the bet's
// place in line for 8, 5, 3, 1 follows a binomial law. A wrong bet costs 1.
func GameBetEV(p float64, placed int) float64 {
	pays := []float64{8, 5, 3}
	expect := 0.0
	for k := 0; k <= placed; k++ {
		pay := 1.0
		if k < len(pays) {
			pay = pays[k]
		}
		expect += binomial(placed, k, p) * pay
	}
	return p*expect - (1 - p)
}

// binomial is the chance of k successes in n trials of chance p.
func binomial(n, k int, p float64) float64 {
	c := 1.0
	for i := 1; i <= k; i++ {
		c = c * float64(n-k+i) / float64(i)
	}
	return c * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
}
