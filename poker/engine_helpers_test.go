package poker

import "math/rand/v2"

// playful picks a legal action the way a loose player does: it seldom
// folds (and now and then folds when it could check), calls and checks
// most of the time and bets or raises often, so that hands reach the
// showdown and all-ins happen.
func playful(r *rand.Rand, legal []Action) Action {
	// The last action is bet or raise when offered, else check or call.
	return legal[min(int(playfulPick[r.Uint32()%100]), len(legal)-1)]
}

// playfulPick is playful's choice by the draw: fold under 4, check or call
// under 70, else bet or raise. A table and min, not jumps: a jump on a
// random draw is mispredicted a third of the time, which was a fifth of a
// six-handed benchmark hand, the engine's own time not counted.
var playfulPick = func() (p [100]uint8) {
	for x := range p {
		switch {
		case x < 4:
			p[x] = 0
		case x < 70:
			p[x] = 1
		default:
			p[x] = 2
		}
	}
	return p
}()

// uniform picks any legal action with equal chances.
func uniform(r *rand.Rand, legal []Action) Action { return legal[r.IntN(len(legal))] }
