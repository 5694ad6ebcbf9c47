package holdem

import (
	"math/rand/v2"

	"parlor/ai/holdembot"
)

// newHoldemBot makes the computer player of the table: holdembot's default
// opponent, with its own random source. The golden-file tests replace it
// with a fixed player, so that a change of strategy does not redraw them.
var newHoldemBot = func(r *rand.Rand) holdemBot {
	b, err := holdembot.New(holdembot.Default, r)
	if err != nil { // the default is always known; a caller keeps the match going regardless
		return holdembot.Caller{}
	}
	return b
}
