package game

import "parlor/ai/holdembot"

// Holdem is heads-up Fixed-Limit Hold'em.
var Holdem = Game{
	ID:       "holdem",
	Name:     "Hold'em",
	About:    "heads-up Fixed-Limit against the computer",
	MinSeats: 2, MaxSeats: 2,
	Bots: holdembot.Names,
}
