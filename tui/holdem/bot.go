package holdem

import (
	"math/rand/v2"
)

// newComputer may replace the computer player of the table, the holdembot
// of the opponent chosen that save.NewHoldem makes with its own source: it
// returns the player to seat instead, or nil to keep that one (the
// default). The golden-file tests seat a fixed player, so that a change of
// strategy does not redraw them; the saved match then keeps the state of
// the holdembot, untouched. r is nil: a replacement has no source of the
// match's.
var newComputer = func(name string, r *rand.Rand) computer { return nil }
