package camelup

import "fmt"

// NoCamel stands for a camel that is unknown or hidden, e.g. the camel of
// another player's game bet in a seat's log.
const NoCamel Camel = 255

// EventKind says what an Event records.
type EventKind uint8

// The events of a game, in the order they can happen on a turn.
const (
	// EventMove: Seat moved a camel; the die showed Camel and Die; the
	// camel went From → Landed and its unit ended on To (after any trap).
	// Seat got Coins (1) for moving.
	EventMove EventKind = iota
	// EventTrapHit: the unit of Camel landed on the Trap on Square and went
	// to To; the trap's owner Seat got Coins (1).
	EventTrapHit
	// EventTrapPlaced: Seat placed a Trap on Square; From is the square it
	// was moved from, -1 if it was not on the board.
	EventTrapPlaced
	// EventRoundBet: Seat bet on Camel for the round.
	EventRoundBet
	// EventWinnerBet, EventLoserBet: Seat bet on Camel for the game. Seat
	// views show NoCamel for other players' bets.
	EventWinnerBet
	EventLoserBet
	// EventPayout: the Bet (RoundBet, WinnerBet or LoserBet) of Seat on
	// Camel paid Coins (negative: it cost). Coins is the bet's face value;
	// the floor at zero applies to a player's sum over one settlement.
	EventPayout
	// EventRoundEnd: the round bets are settled with Camel leading and
	// Second in second place; traps are removed (unless the game ended).
	EventRoundEnd
	// EventGameEnd: Camel won the race and Second (here: the last camel)
	// lost it; every bet is settled.
	EventGameEnd
)

// Event is one thing that happened, for screens and tests. Which fields
// matter depends on Kind (see the EventKind constants).
type Event struct {
	Kind   EventKind
	Round  int
	Seat   int
	Camel  Camel
	Second Camel
	Die    int
	From   int
	Landed int
	To     int
	Square int
	Trap   TrapKind
	Bet    ActionKind
	Coins  int
}

// String describes the event in a short English sentence (seats numbered
// from 1), e.g. "player 2 moved orange 3: 4 → 7".
func (e Event) String() string {
	p := e.Seat + 1
	switch e.Kind {
	case EventMove:
		return fmt.Sprintf("player %d moved %v %d: %d → %d", p, e.Camel, e.Die, e.From, e.Landed)
	case EventTrapHit:
		return fmt.Sprintf("%v hit player %d's %v trap on %d → %d", e.Camel, p, e.Trap, e.Square, e.To)
	case EventTrapPlaced:
		return fmt.Sprintf("player %d placed a %v trap on %d", p, e.Trap, e.Square)
	case EventRoundBet:
		return fmt.Sprintf("player %d bet on %v for the round", p, e.Camel)
	case EventWinnerBet, EventLoserBet:
		what := "winner"
		if e.Kind == EventLoserBet {
			what = "loser"
		}
		if e.Camel == NoCamel {
			return fmt.Sprintf("player %d placed a game-%s bet", p, what)
		}
		return fmt.Sprintf("player %d bet on %v as game %s", p, e.Camel, what)
	case EventPayout:
		return fmt.Sprintf("player %d's %v on %v: %+d", p, e.Bet, e.Camel, e.Coins)
	case EventRoundEnd:
		return fmt.Sprintf("round %d over: %v leads, %v second", e.Round, e.Camel, e.Second)
	case EventGameEnd:
		return fmt.Sprintf("race over: %v wins, %v is last", e.Camel, e.Second)
	}
	return fmt.Sprintf("event(%d)", e.Kind)
}
