package tui

import (
	"math/rand/v2"

	"parlor/ai/holdembot"
)

// newHoldemBot is the computer player of the table: holdembot's default
// opponent, with its own random source.
func newHoldemBot(r *rand.Rand) holdemBot {
	b, err := holdembot.New(holdembot.Default, r)
	if err != nil { // the default is always known; a caller keeps the match going regardless
		return holdembot.Caller{}
	}
	return b
}
