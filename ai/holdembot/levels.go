package holdembot

import "strings"

// Level is a difficulty level the table offers as its opponent: a name to
// show, the bot that plays it, and a line on it.
type Level struct {
	Name  string
	Bot   string // a name New knows
	About string
}

// levels are ordered from the easiest; each beats the one before it in
// duplicate matches (see docs/holdem-bots.md, "Difficulty levels", for the numbers).
var levels = []Level{
	{"Easy", "equity", "plays its cards by equity against any hand, with no reads and no bluffs"},
	{"Normal", Default, "Sklansky–Malmuth starting hands, pot odds and equity after the flop; reads you and adapts"},
	{"Hard", "expert", "an approximate equilibrium computed by counterfactual regret minimisation that leans against your leaks the more you show them, risking only what it has won from you"},
}

// DefaultLevel is the index in Levels of the level the table seats by
// default (Normal, the default bot).
const DefaultLevel = 1

// Levels returns the difficulty levels, the easiest first.
func Levels() []Level { return append([]Level(nil), levels...) }

// Lookup returns the name of the bot that name stands for: a bot's own
// name or a level's ("hard" is expert), in any case; ok is false for a
// name that is neither. A person who met "Hard (expert)" at the table
// names it either way.
func Lookup(name string) (bot string, ok bool) {
	name = strings.TrimSpace(name)
	for _, l := range levels {
		if strings.EqualFold(l.Name, name) {
			return l.Bot, true
		}
	}
	for _, m := range makers {
		if strings.EqualFold(m.name, name) {
			return m.name, true
		}
	}
	return "", false
}

// Label names bot as people meet it: its level with the bot, "Normal
// (sklansky)", or a bot that is no level by its own name.
func Label(bot string) string {
	for _, l := range levels {
		if l.Bot == bot {
			return l.Name + " (" + bot + ")"
		}
	}
	return bot
}
