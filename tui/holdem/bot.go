package holdem

import (
	"math/rand/v2"
)

// newHoldemBot, when set, replaces the computer player of the table
// (holdembot's default, made by save.NewHoldem with its own source): the
// golden-file tests seat a fixed player, so that a change of strategy does
// not redraw them. The saved match keeps the default's state.
var newHoldemBot func(r *rand.Rand) holdemBot
