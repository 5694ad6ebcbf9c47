package poker

import (
	"fmt"
	"math/rand/v2"
)

// RingConfig sets up a ring game (a cash game): fixed blinds, every stack
// topped up to Stack before each hand, players joining and leaving between
// hands.
type RingConfig struct {
	Chairs     int // 2 to 9
	SmallBlind int // 0: 10
	BigBlind   int // 0: 20
	Stack      int // the buy-in every stack is topped up to; 0: StartingStack
	// Button is the button's chair on the first hand; 0 means chair 1.
	Button    int
	Structure Structure // nil: FixedLimit
	// Deck, when not nil, gives each hand's prepared deck; otherwise Rand shuffles.
	Deck func(hand int) *Deck
	Rand *rand.Rand
}

// RingGame is a ring game at one table. The cap on bets is lifted when a
// pot is heads-up before the street is capped. A player who sits down is
// dealt in from the next hand, without posting: the big blind reaches it
// in its turn (a choice of this program; card rooms also let a newcomer
// wait for the big blind or post one at once).
type RingGame struct {
	cfg     RingConfig
	names   ChairNames
	seated  [MaxChairs + 1]bool
	stacks  ChairInts
	bought  ChairInts // chips each chair has bought in (top-ups included)
	cashed  int       // chips taken away by players who left
	number  int
	seating Seating
	table   Table
	settled bool
}

// NewRingGame opens an empty table.
func NewRingGame(cfg RingConfig) (*RingGame, error) {
	if cfg.SmallBlind == 0 && cfg.BigBlind == 0 {
		cfg.SmallBlind, cfg.BigBlind = 10, 20
	}
	if cfg.Stack == 0 {
		cfg.Stack = StartingStack
	}
	if cfg.Button == 0 {
		cfg.Button = 1
	}
	switch {
	case cfg.Chairs < 2 || cfg.Chairs > MaxChairs:
		return nil, fmt.Errorf("%w: %d chairs", ErrBadConfig, cfg.Chairs)
	case cfg.SmallBlind <= 0 || cfg.BigBlind < cfg.SmallBlind || cfg.Stack < cfg.BigBlind:
		return nil, fmt.Errorf("%w: blinds %d/%d, stack %d", ErrBadConfig, cfg.SmallBlind, cfg.BigBlind, cfg.Stack)
	case cfg.Button > cfg.Chairs || cfg.Button < 0:
		return nil, fmt.Errorf("%w: button chair %d", ErrBadConfig, cfg.Button)
	case cfg.Rand == nil && cfg.Deck == nil:
		return nil, fmt.Errorf("%w: a ring game needs a random source", ErrBadConfig)
	}
	return &RingGame{cfg: cfg, settled: true}, nil
}

// Sit seats a player in an empty chair between hands.
func (r *RingGame) Sit(chair int, name string) error {
	r.settle()
	switch {
	case !r.settled:
		return ErrHandRunning
	case chair < 1 || chair > r.cfg.Chairs || r.seated[chair]:
		return fmt.Errorf("%w: chair %d is not free", ErrBadSeat, chair)
	}
	r.seated[chair], r.names[chair], r.stacks[chair] = true, name, 0
	return nil
}

// Leave takes a player away between hands; its chair is empty from the next hand.
func (r *RingGame) Leave(chair int) error {
	r.settle()
	switch {
	case !r.settled:
		return ErrHandRunning
	case chair < 1 || chair > r.cfg.Chairs || !r.seated[chair]:
		return fmt.Errorf("%w: nobody sits in chair %d", ErrBadSeat, chair)
	}
	r.cashed += r.stacks[chair]
	r.seated[chair], r.names[chair], r.stacks[chair] = false, "", 0
	return nil
}

// Deal tops every stack up and starts the next hand; it needs two players.
func (r *RingGame) Deal() error {
	r.settle()
	if !r.settled {
		return ErrHandRunning
	}
	var live [MaxChairs + 1]bool
	n := 0
	for c := 1; c <= r.cfg.Chairs; c++ {
		if r.seated[c] {
			live[c] = true
			n++
			if d := r.cfg.Stack - r.stacks[c]; d > 0 {
				r.stacks[c] += d
				r.bought[c] += d
			}
		}
	}
	if n < 2 {
		return fmt.Errorf("%w: %d players seated, a hand needs 2", ErrBadConfig, n)
	}
	button, sb, bb := r.seating.Place(r.cfg.Chairs, &live, r.cfg.Button)
	cfg := TableConfig{
		Number: r.number + 1, Level: 1, SmallBlind: r.cfg.SmallBlind, BigBlind: r.cfg.BigBlind,
		Chairs: r.cfg.Chairs, Button: button, SmallBlindChair: sb, BigBlindChair: bb,
		Stacks: r.stacks, Names: r.names, Structure: r.cfg.Structure, Cap: CapUntilHeadsUp, Rand: r.cfg.Rand,
	}
	if r.cfg.Deck != nil {
		cfg.Deck = r.cfg.Deck(r.number + 1)
	}
	if err := r.table.Deal(cfg); err != nil {
		return err
	}
	r.number++
	r.settled = false
	r.settle()
	return nil
}

// Act applies chair's action to the hand in play (see Table.Act).
func (r *RingGame) Act(chair int, a Action) error {
	if err := r.table.Act(chair, a); err != nil {
		return err
	}
	r.settle()
	return nil
}

func (r *RingGame) settle() {
	if r.settled || !r.table.Over() {
		return
	}
	r.settled = true
	st := r.table.Stacks()
	for c := 1; c <= r.cfg.Chairs; c++ {
		if r.table.in[c] {
			r.stacks[c] = st[c]
		}
	}
}

// Table returns the hand in play (or the last one).
func (r *RingGame) Table() *Table { return &r.table }

// HandInPlay reports whether a hand is dealt and not over.
func (r *RingGame) HandInPlay() bool { r.settle(); return !r.settled }

// Stacks returns the stacks between hands.
func (r *RingGame) Stacks() ChairInts { r.settle(); return r.stacks }

// Bought returns the chips each chair has bought in, top-ups included:
// Stacks minus Bought is a chair's result.
func (r *RingGame) Bought() ChairInts { return r.bought }

// Cashed returns the chips taken away by the players who left.
func (r *RingGame) Cashed() int { return r.cashed }

// Seated reports whether a player sits in chair.
func (r *RingGame) Seated(chair int) bool { return chair >= 1 && chair <= MaxChairs && r.seated[chair] }

// Names returns the players' names by chair.
func (r *RingGame) Names() ChairNames { return r.names }

// HandNumber returns the number of hands dealt.
func (r *RingGame) HandNumber() int { return r.number }
