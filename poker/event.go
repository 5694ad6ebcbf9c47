package poker

import "strconv"

// EventKind says what an Event records.
type EventKind uint8

// The events of a hand, in the order they can appear. Seats are 0 and 1
// (a hand history prints them as Seat 1 and Seat 2). Every event carries
// Street, the street it happened on (Preflop for the opening events).
// Fields not listed for a kind are zero, except Seat, which is NoSeat when
// no seat is concerned.
//
// A hand that reaches showdown reads: HandStart, Seat, Seat, SmallBlind,
// BigBlind, Deal, Deal, then Action and Street events, an Uncalled when a
// bet was not covered, Show, Show (earlier, before the remaining Street
// events, when a player is all-in before the river), Showdown, Showdown,
// Award (two when split), HandEnd. A hand won by a fold ends Action (the
// fold), Uncalled (if any), Award, HandEnd, and shows no cards.
const (
	// EventHandStart opens every hand: Number (hand number, from 1), Level
	// (level number, from 1), SmallBlind, BigBlind, Button (the seat with
	// the button, which posts the small blind), Stacks (chips before the
	// blinds).
	EventHandStart EventKind = iota + 1
	// EventSeat follows, once per seat in seat order: Seat, Name, Amount
	// (the starting stack).
	EventSeat
	// EventSmallBlind and EventBigBlind: Seat, Amount posted, AllIn when
	// the player could not cover the blind or had exactly the blind.
	EventSmallBlind
	EventBigBlind
	// EventDeal: Seat's hole cards in Cards[0:2] (NCards 2). One per seat,
	// in seat order. A SeatView keeps only its own.
	EventDeal
	// EventAction: Seat did Action on Street. Amount is the chips the action
	// put in (0 for fold and check). To is the player's total bet on the
	// street after the action; By is, for a raise, how much it adds to the
	// bet faced ("raises By to To"), for a bet the bet. AllIn when the
	// player has no chips left.
	EventAction
	// EventStreet: a new street is dealt: Street (Flop, Turn or River),
	// Cards[0:NCards] the whole board so far (3, 4 or 5 cards).
	EventStreet
	// EventUncalled: the part of Seat's bet the opponent did not cover goes
	// back: Amount ("Uncalled bet (Amount) returned to Seat").
	EventUncalled
	// EventShow: Seat turns its hole cards face up: Cards[0:2]. It comes
	// when a player is all-in before the river (both hands, before the rest
	// of the board) or at showdown.
	EventShow
	// EventShowdown: Seat's hand at showdown, once per seat, the first to
	// show first: Hole (its hole cards), Cards (the best five cards, most
	// important first, NCards 5), Value (Value.Name() gives PokerStars'
	// words, as in "two pair, Aces and Fours").
	EventShowdown
	// EventAward: Seat collects Amount from the pot; Split when the pot is
	// shared (one EventAward per seat; the odd chip, if any, goes to the
	// big blind).
	EventAward
	// EventHandEnd closes every hand: Seat (the winner, NoSeat for a split
	// pot), Pot (the total pot awarded), Stacks (the final stacks),
	// Showdown (whether hands were compared).
	EventHandEnd
	// EventMatchEnd ends a match (only in a Match's stream, after the last
	// EventHandEnd, or after a hand was cut short by a quit): Seat is the
	// winner holding every chip, or, when Quit is set, the seat that quit.
	// Stacks holds the stacks at that moment (for a quit mid-hand, those at
	// the start of the unfinished hand).
	EventMatchEnd
	// EventMuck is a Table's: a hand thrown away unseen at the showdown.
	EventMuck
	// EventFinish is a tournament's: a player out, with the place in Amount.
	EventFinish
)

var eventNames = [...]string{"", "hand start", "seat", "small blind", "big blind", "deal", "action", "street", "uncalled", "show", "showdown", "award", "hand end", "match end", "muck", "finish"}

func (k EventKind) String() string {
	if int(k) < len(eventNames) && k > 0 {
		return eventNames[k]
	}
	return "EventKind(" + strconv.Itoa(int(k)) + ")"
}

// Event is one step of a hand, a plain value with a Kind; which fields are
// set depends on the Kind (see the EventKind constants). A hand's events
// hold everything a hand history or a screen needs.
type Event struct {
	Kind   EventKind
	Seat   int
	Street Street
	Action ActionKind
	AllIn  bool
	Split  bool
	Quit   bool
	// Showdown is set on EventHandEnd when the hands were compared.
	Showdown bool
	Amount   int
	To       int
	By       int
	Cards    [5]Card
	NCards   int
	Hole     [2]Card
	Value    Value
	Name     string
	Number   int
	Level    int
	// SmallBlind and BigBlind are the blinds of the hand (EventHandStart).
	SmallBlind int
	BigBlind   int
	Button     int
	Stacks     [2]int
	Pot        int
}

// CardList returns the event's cards: Cards[:NCards].
func (e *Event) CardList() []Card { return e.Cards[:e.NCards] }
