package camelupbot

import (
	"math/rand/v2"

	"parlor/camelup"
)

// Player0 always moves a camel.
type Player0 struct{}

// Decide moves a camel.
func (Player0) Decide(camelup.View) camelup.Action { return camelup.Move() }

// Player1 bets on the round when it is poorest, and otherwise lays traps at
// random.
type Player1 struct{ rng *rand.Rand }

// NewPlayer1 returns a Player1 drawing its choices from r.
func NewPlayer1(r *rand.Rand) *Player1 { return &Player1{rng: r} }

// Decide plays, with the least coins (ties count), a round bet on a random camel;
// otherwise a trap of random type on a random square 1–10. That trap may be
// illegal (a trap on or next to the square): then, by the rules for
// computer players, Choose moves a camel instead.
func (p *Player1) Decide(v camelup.View) camelup.Action {
	poorest := true
	for _, c := range v.Coins {
		if c < v.Coins[v.Seat] {
			poorest = false
		}
	}
	if poorest {
		return camelup.Bet(camelup.RoundBet, camelup.Camel(p.rng.IntN(camelup.NumCamels)))
	}
	kind := camelup.Plus
	if p.rng.IntN(2) == 1 {
		kind = camelup.Minus
	}
	return camelup.Trap(1+p.rng.IntN(10), kind)
}

// Player2 always bets on the round, on a random camel.
type Player2 struct{ rng *rand.Rand }

// NewPlayer2 returns a Player2 drawing its choices from r.
func NewPlayer2(r *rand.Rand) *Player2 { return &Player2{rng: r} }

// Decide bets on a random camel for the round.
func (p *Player2) Decide(camelup.View) camelup.Action {
	return camelup.Bet(camelup.RoundBet, camelup.Camel(p.rng.IntN(camelup.NumCamels)))
}
