package game

import "parlor/ai/elephantbot"

// Elephant is White Elephant.
var Elephant = Game{
	ID:       "elephant",
	Name:     "White Elephant",
	About:    "open or steal presents, at one keyboard",
	MinSeats: 2, MaxSeats: 10,
	Bots: func() []string {
		names := []string{"expert"}
		for _, n := range elephantbot.Names() {
			if n != "expert" {
				names = append(names, n)
			}
		}
		return names
	},
}
