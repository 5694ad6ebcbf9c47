package game

import (
	"parlor/camelup"
)

// CamelUp is Camel Up.
var CamelUp = Game{
	ID:       "camelup",
	Name:     "Camel Up",
	About:    "bet on a camel race, at one keyboard",
	MinSeats: camelup.MinPlayers, MaxSeats: camelup.MaxPlayers,
	Bots: func() []string { return []string{"bogart", "expert", "player0", "player1", "player2"} },
}
