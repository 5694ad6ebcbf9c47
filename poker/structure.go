package poker

// Betting is what a betting structure needs to know to size a seat's bet or
// raise on the current street. The engine fills it; a Structure only reads.
type Betting struct {
	Street   Street
	BigBlind int
	High     int // the highest bet on the street (the big blind pre-flop, even when it was posted short)
	LastFull int // the size of the last full bet or raise on the street; the big blind pre-flop, 0 before a bet
	Bet      int // the seat's own bet on the street
	Stack    int // the seat's chips behind
	Pot      int // every chip in the middle, the street's bets included
}

// Structure is a betting structure: fixed limit now, pot limit and no
// limit later. It is a part of the rules the Table is given; the engine's
// loop, seats, pots and showdown do not depend on it.
//
// The engine keeps the count of full bets on a street, who may still raise
// (a seat may raise when it has not acted since the last full bet or
// raise) and the stacks; the structure says how much a bet or raise may be,
// whether an all-in raise is big enough to count as a full one, and how
// many full bets a street allows.
//
// To add no limit: RaiseTo returns High+max(LastFull, BigBlind) as the
// smallest total and a total beyond any stack as the largest (the engine
// clips both to the seat's chips, so an all-in for less is always offered);
// Full is to-High >= LastFull (an all-in raise for less than a full raise
// does not reopen); Cap is 0. Pot limit is the same with the largest total
// the pot after the call plus the call. The engine's Act already accepts
// any total between the two ends, and a bot reads them from RaiseRange.
type Structure interface {
	// Name is the structure as hand histories write it ("Fixed Limit").
	Name() string
	// Cap is the number of full bets a street allows where the cap
	// applies (the big blind counts as the first pre-flop), or 0 for none.
	Cap() int
	// RaiseTo returns the smallest and largest totals to which the seat
	// may bet or raise, before its stack limits them.
	RaiseTo(b Betting) (lo, hi int)
	// Full reports whether raising to total to counts as a full bet or
	// raise: it reopens the betting for those who have acted and counts
	// toward the cap.
	Full(b Betting, to int) bool
}

// FixedLimit is Fixed-Limit Hold'em: bets and raises of the big blind
// pre-flop and on the flop, twice the big blind on the turn and river, and
// four bets a street (bet, raise, re-raise, cap; pre-flop the big blind is
// the first) where the cap applies, as PokerStars deals it.
type FixedLimit struct{}

// Name implements Structure.
func (FixedLimit) Name() string { return "Fixed Limit" }

// Cap implements Structure: four bets a street.
func (FixedLimit) Cap() int { return 4 }

// Size is the fixed bet of street: the small bet pre-flop and on the flop,
// the big bet (twice the big blind) on the turn and river.
func (FixedLimit) Size(street Street, bigBlind int) int {
	if street >= Turn {
		return 2 * bigBlind
	}
	return bigBlind
}

// RaiseTo implements Structure: one fixed size above the highest bet.
func (f FixedLimit) RaiseTo(b Betting) (lo, hi int) {
	to := f.raiseTo(f.Size(b.Street, b.BigBlind), b.High)
	return to, to
}

// Full implements Structure: an all-in raise of at least half a bet counts
// as a full bet (TDA 47-B); less does not reopen the betting.
func (f FixedLimit) Full(b Betting, to int) bool {
	return f.full(f.Size(b.Street, b.BigBlind), b.High, to)
}

// raiseTo and full are RaiseTo and Full from the street's bet size and the
// highest bet, for the Table, which keeps the size of the street and calls
// them at every bet without filling a Betting (building one and reading it
// back stalled the processor: a fifth of a six-handed hand's time).
func (FixedLimit) raiseTo(size, high int) int { return high + size }

func (FixedLimit) full(size, high, to int) bool { return 2*(to-high) >= size }
