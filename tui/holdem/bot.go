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

// opponent is a computer player the table offers: its name in the list,
// the holdembot that plays it, and its one line.
type opponent struct {
	label, bot, about string
}

// opponents are the Hold'em bots, the default first, as holdembot lists
// them.
func opponents() []opponent {
	var out []opponent
	for _, name := range holdembot.Names() {
		out = append(out, opponent{label: name, bot: name, about: holdembot.About(name)})
	}
	return out
}

// opponentIndex is the index of the opponent played by bot, the default's
// when none is (the first time, or a bot that is gone).
func opponentIndex(os []opponent, bot string) int {
	if bot == "" {
		bot = holdembot.Default
	}
	for i, o := range os {
		if o.bot == bot {
			return i
		}
	}
	for i, o := range os {
		if o.bot == holdembot.Default {
			return i
		}
	}
	return 0
}
