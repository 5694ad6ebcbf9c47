package second

import "fmt"

// NoCamel stands for a camel hidden or not concerned.
const NoCamel Camel = 255

// EventKind says what an Event records.
type EventKind uint8

// The events of a game.
const (
	// EventMove: Seat took a pyramid ticket; Die showed Shown and Steps;
	// Camel went From → Landed, its unit ending on To.
	EventMove EventKind = iota
	// EventTileHit: Camel's unit landed on the Tile on Space and went to
	// To; the tile's owner Seat got Coins (1).
	EventTileHit
	// EventTilePlaced: Seat put its Tile on Space (From: where it was, 0 if
	// in hand).
	EventTilePlaced
	// EventLegBet: Seat took the leg ticket of value Coins on Camel.
	EventLegBet
	// EventWinnerCard, EventLoserCard: Seat played a finish card on Camel
	// (NoCamel in other seats' logs until the race ends).
	EventWinnerCard
	EventLoserCard
	// EventPartnership: Seat partnered with Other for the leg.
	EventPartnership
	// EventPayout: Seat's Bet paid Coins (LegBet and finish cards on Camel;
	// Pyramid: the pyramid tickets; Partner: the ticket copied from Other).
	EventPayout
	// EventLegEnd: the leg is scored with Camel first and Second second.
	EventLegEnd
	// EventRaceEnd: Camel won the race and Second came last.
	EventRaceEnd
)

// Event is one thing that happened; which fields matter depends on Kind.
type Event struct {
	Kind          EventKind
	Leg           int
	Seat, Other   int
	Camel, Second Camel
	Die           Die
	Shown         Camel
	Steps         int
	From, Landed  int
	To, Space     int
	Tile          Tile
	Bet           ActionKind
	Coins         int
}

// String describes the event in a short sentence, seats numbered from 1.
func (e Event) String() string {
	p := e.Seat + 1
	switch e.Kind {
	case EventMove:
		return fmt.Sprintf("player %d drew the %v die (%v %d): %v %d → %d", p, e.Die, e.Shown, e.Steps, e.Camel, e.From, e.Landed)
	case EventTileHit:
		return fmt.Sprintf("%v landed on player %d's %v tile on %d → %d", e.Camel, p, e.Tile, e.Space, e.To)
	case EventTilePlaced:
		return fmt.Sprintf("player %d placed a %v tile on %d", p, e.Tile, e.Space)
	case EventLegBet:
		return fmt.Sprintf("player %d took the %d leg ticket of %v", p, e.Coins, e.Camel)
	case EventWinnerCard, EventLoserCard:
		what := "winner"
		if e.Kind == EventLoserCard {
			what = "loser"
		}
		if e.Camel == NoCamel {
			return fmt.Sprintf("player %d played a finish card on the %s", p, what)
		}
		return fmt.Sprintf("player %d bet on %v as overall %s", p, e.Camel, what)
	case EventPartnership:
		return fmt.Sprintf("player %d partnered with player %d", p, e.Other+1)
	case EventPayout:
		switch e.Bet {
		case Pyramid:
			return fmt.Sprintf("player %d's pyramid tickets: %+d", p, e.Coins)
		case Partner:
			return fmt.Sprintf("player %d copied a ticket of player %d: %+d", p, e.Other+1, e.Coins)
		}
		return fmt.Sprintf("player %d's %v on %v: %+d", p, e.Bet, e.Camel, e.Coins)
	case EventLegEnd:
		return fmt.Sprintf("leg %d over: %v first, %v second", e.Leg, e.Camel, e.Second)
	case EventRaceEnd:
		return fmt.Sprintf("race over: %v wins, %v is last", e.Camel, e.Second)
	}
	return fmt.Sprintf("event(%d)", e.Kind)
}
