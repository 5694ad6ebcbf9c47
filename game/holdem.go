package game

import "parlor/ai/holdembot"

// Holdem is heads-up Fixed-Limit Hold'em.
var Holdem = Game{
	ID:       "holdem",
	Name:     "Hold'em",
	About:    "Fixed-Limit vs the computer, 2 to 9 seats",
	MinSeats: 2, MaxSeats: 2,
	Bots: holdembot.Names,
}
