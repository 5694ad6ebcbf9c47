package poker

import "math/rand/v2"

// playful picks a legal action the way a loose player does: it seldom
// folds (and now and then folds when it could check), calls and checks
// most of the time and bets or raises often, so that hands reach the
// showdown and all-ins happen.
func playful(r *rand.Rand, legal []Action) Action {
	x := r.Uint32() % 100
	switch {
	case x < 4:
		return legal[0] // fold
	case x < 70 || len(legal) < 3:
		return legal[1] // check or call
	}
	return legal[2] // bet or raise
}

// uniform picks any legal action with equal chances.
func uniform(r *rand.Rand, legal []Action) Action { return legal[r.IntN(len(legal))] }
