package game

import "parlor/ai/holdembot"

// Holdem is Fixed-Limit Hold'em: a heads-up match, or a table of up to
// nine (a sit-and-go or a ring game).
var Holdem = Game{
	ID:       "holdem",
	Name:     "Hold'em",
	About:    "Fixed-Limit vs the computer, 2 to 9 seats",
	MinSeats: 2, MaxSeats: 9,
	Bots: holdembot.Names,
}
