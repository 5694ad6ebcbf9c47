package holdem

import (
	"math/rand/v2"

	"parlor/ai/holdembot"
)

// newHoldemBot makes the computer player of the table: the holdembot of
// that name (the default for a name it does not know), with its own random
// source. The golden-file tests replace it with a fixed player, so that a
// change of strategy does not redraw them.
var newHoldemBot = func(name string, r *rand.Rand) holdemBot {
	if b, err := holdembot.New(name, r); err == nil {
		return b
	}
	if b, err := holdembot.New(holdembot.Default, r); err == nil {
		return b
	}
	return holdembot.Caller{} // the default is always known; a caller keeps the match going regardless
}
