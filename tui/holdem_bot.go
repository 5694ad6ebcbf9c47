package tui

import (
	"math/rand/v2"

	"parlor/poker"
)

// newHoldemBot is the computer player of the table.
//
// TEMPORARY: package ai/holdembot is not committed yet; until it is, the
// table plays a simple stand-in that raises strong hands and otherwise
// checks or calls.
func newHoldemBot(r *rand.Rand) holdemBot { return &standInBot{r: r} }

type standInBot struct{ r *rand.Rand }

func (b *standInBot) Decide(v poker.SeatView) poker.Action {
	var call, raise, check poker.Action
	for _, a := range v.Legal {
		switch a.Kind {
		case poker.Check:
			check = a
		case poker.Call:
			call = a
		case poker.Bet, poker.Raise:
			raise = a
		}
	}
	if raise.Kind != 0 && b.r.IntN(4) == 0 {
		return raise
	}
	if check.Kind != 0 {
		return check
	}
	return call
}

func (b *standInBot) HandOver(poker.SeatView) {}
