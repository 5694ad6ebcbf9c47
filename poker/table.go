package poker

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// MaxChairs is the most chairs a Table has: chairs are numbered 1 to 9 and
// never change; an empty chair, or one whose player is out, stays empty.
const MaxChairs = 9

// Chairs is a set of values by chair; index 0 is unused, so that chair c
// is at [c].
type (
	ChairInts  [MaxChairs + 1]int
	ChairNames [MaxChairs + 1]string
)

// CapRule says when the cap on bets applies to a hand. A tournament keeps
// the cap while three or more players are left in the event, even in a pot
// that is heads-up (TDA 48), and plays the rules' heads-up game (no cap)
// once two are left; a ring game lifts it when the pot becomes heads-up
// before the street is capped (Robert's Rules), never after.
type CapRule uint8

const (
	CapAlways       CapRule = iota // a tournament with three or more players left
	CapUntilHeadsUp                // a ring game
	CapNever                       // the event is heads-up
)

// TableConfig describes one hand at a table of 2 to 9 chairs. The format
// (SitAndGo, RingGame) chooses the button and the blinds; the engine checks
// and plays them.
type TableConfig struct {
	Number     int // hand number, from 1 (informational)
	Level      int // blind level number (informational)
	SmallBlind int
	BigBlind   int
	// Chairs is the table's size, 2 to 9: chairs 1 to Chairs.
	Chairs int
	// Button is the chair with the button; under the dead-button rule it
	// may be a chair with nobody dealt in.
	Button int
	// SmallBlindChair posts the small blind; 0 when it is dead this hand.
	// Heads-up it is the button.
	SmallBlindChair int
	BigBlindChair   int
	// Stacks holds the chips of each chair dealt in, before the blinds; 0
	// leaves the chair out of the hand.
	Stacks ChairInts
	Names  ChairNames
	// Structure is the betting structure; nil is FixedLimit.
	Structure Structure
	Cap       CapRule
	// Deck, when not nil, is the prepared stack to deal from (copied, as
	// GameConfig's); otherwise a full deck is shuffled with Rand.
	Deck *Deck
	Rand *rand.Rand
}

func (c *TableConfig) check() (n int, err error) {
	if c.Chairs < 2 || c.Chairs > MaxChairs {
		return 0, fmt.Errorf("%w: %d chairs, want 2 to %d", ErrBadConfig, c.Chairs, MaxChairs)
	}
	for ch := 1; ch <= MaxChairs; ch++ {
		switch s := c.Stacks[ch]; {
		case s < 0 || s > 0 && ch > c.Chairs:
			return 0, fmt.Errorf("%w: chair %d holds %d chips", ErrBadConfig, ch, s)
		case s > 0:
			n++
		}
	}
	in := func(ch int) bool { return ch >= 1 && ch <= c.Chairs && c.Stacks[ch] > 0 }
	switch {
	case n < 2:
		return 0, fmt.Errorf("%w: %d players dealt in, a hand needs 2", ErrBadConfig, n)
	case c.SmallBlind <= 0 || c.BigBlind < c.SmallBlind:
		return 0, fmt.Errorf("%w: blinds %d/%d", ErrBadConfig, c.SmallBlind, c.BigBlind)
	case c.Button < 1 || c.Button > c.Chairs:
		return 0, fmt.Errorf("%w: button chair %d", ErrBadConfig, c.Button)
	case !in(c.BigBlindChair):
		return 0, fmt.Errorf("%w: big blind chair %d is not dealt in", ErrBadConfig, c.BigBlindChair)
	case c.SmallBlindChair != 0 && (!in(c.SmallBlindChair) || c.SmallBlindChair == c.BigBlindChair):
		return 0, fmt.Errorf("%w: small blind chair %d", ErrBadConfig, c.SmallBlindChair)
	case n == 2 && (c.SmallBlindChair != c.Button || c.SmallBlindChair == 0):
		return 0, fmt.Errorf("%w: heads-up the button (chair %d) posts the small blind, not chair %d", ErrBadConfig, c.Button, c.SmallBlindChair)
	case c.Deck != nil && c.Deck.Len() < 2*n+5:
		return 0, fmt.Errorf("%w: the deck holds %d cards, %d players need %d", ErrBadConfig, c.Deck.Len(), n, 2*n+5)
	case c.Deck == nil && c.Rand == nil:
		return 0, fmt.Errorf("%w: neither a deck nor a random source", ErrBadConfig)
	}
	return n, nil
}

// chairSet is a set of chairs, bit c for chair c.
type chairSet uint16

// allChairs holds every chair.
const allChairs chairSet = 1<<(MaxChairs+1) - 2

// bit is chair c's bit; the mask spares the shift its checks (chairs are
// 1 to 9; NoSeat would be bit 15, never set).
func bit(c int) chairSet { return 1 << (uint(c) & 15) }

func (s chairSet) has(c int) bool         { return s&bit(c) != 0 }
func (s chairSet) with(c int) chairSet    { return s | bit(c) }
func (s chairSet) without(c int) chairSet { return s &^ bit(c) }
func (s chairSet) count() int             { return bits.OnesCount16(uint16(s)) }

// Pot is one pot of a hand: the main pot (index 0) or a side pot, with the
// chairs that may win it as a bit set (bit c for chair c).
type Pot struct {
	Amount   int
	Eligible uint16
}

// Has reports whether chair may win the pot.
func (p Pot) Has(chair int) bool { return p.Eligible&(1<<chair) != 0 }

// TableEvent is one thing that happened in a hand at a Table. Chair is the
// chair concerned, or NoSeat. Kinds are those of Event, plus EventMuck.
type TableEvent struct {
	Kind   EventKind
	Street Street
	Action ActionKind
	AllIn  bool
	Split  bool // an award that shares a pot
	Capped bool // this bet or raise reached the cap: PokerStars writes "Betting is capped"
	Full   bool // this bet or raise was a full one (an all-in for less than half a bet is not)
	Chair  int
	Amount int // chips put in (blind, call, bet, raise), returned or won; a hand start's big blind
	To     int // the chair's bet on the street after the action
	Pot    int // award: 0 for the main pot, i for side pot i; hand end: the total pot
	Cards  [5]Card
	NCards int
	Hole   [2]Card // showdown: the hole cards
	Value  Value   // showdown: the hand's value (Evaluate gives the five cards)
}

// CardList returns the event's cards.
func (e *TableEvent) CardList() []Card { return e.Cards[:e.NCards] }

// Table is one hand of Hold'em at a table of 2 to 9 chairs, a state
// machine driven by actions, as Game is heads-up:
//
//	var t poker.Table
//	err := t.Deal(cfg)
//	for !t.Over() {
//		c := t.ToAct()
//		err = t.Act(c, bot(t.View(c))) // one of t.Legal()
//	}
//
// Chairs are numbered from 1. A Table may be dealt again and again and
// reuses its buffers, so a stream of hands does not allocate.
type Table struct {
	tableState
	events []TableEvent
}

// tableState is a Table but its event buffer; comparable for tests.
type tableState struct {
	number, level int
	sb, bb        int
	chairs        int
	button        int
	sbChair       int
	bbChair       int
	names         ChairNames
	start         ChairInts
	structure     Structure
	capRule       CapRule

	deck   Deck
	hole   [MaxChairs + 1][2]Card
	board  [5]Card
	nboard int

	in        [MaxChairs + 1]bool // dealt in
	folded    [MaxChairs + 1]bool
	shown     [MaxChairs + 1]bool
	mucked    [MaxChairs + 1]bool
	stacks    ChairInts
	bets      ChairInts // on this street
	committed ChairInts // on earlier streets
	live      int       // players dealt in who have not folded
	middle    int       // every chip in the middle
	// Chair sets, bit c for chair c, which the turn order walks and tests
	// at every action with a mask rather than a loop over the chairs.
	active chairSet // live players with chips behind
	acted  chairSet // acted on this street (posting a blind is not acting)
	open   chairSet // may still raise: has not acted since the last full bet
	// pending are the chairs with a decision on the street while two or
	// more players can bet: those of active who have not acted or owe
	// chips. advance takes the first of them instead of asking each chair.
	pending chairSet
	left    [MaxChairs + 1]int8 // left[c] is the first chair dealt in clockwise after chair c (next)

	street    Street
	high      int // the highest bet on the street
	lastFull  int
	nbets     int  // full bets on the street, the big blind counting pre-flop
	capOn     bool // the cap applies now
	aggressor int  // the last to bet or raise on this street, or NoSeat
	toAct     int
	// The actions open to toAct, worked out once when the turn passes
	// (advance) rather than for every Legal, view and Act; raiseHi is the
	// largest total a raise may reach.
	legalActs [3]Action
	nlegal    int
	raiseHi   int
	capN      int // the structure's cap, 0 for none (Structure.Cap, asked once a hand)
	size      int // fixed limit's bet on the street (FixedLimit.Size), set as each street starts
	// fixed is set when the structure is FixedLimit, whose rules the
	// engine then applies from its own fields (size) without the
	// interface: a call through it, with a Betting filled and read back,
	// was a fifth of a six-handed hand's time.
	fixed    bool
	first    int // the first to show
	pots     [MaxChairs]Pot
	npots    int
	dealt    bool
	over     bool
	compared bool
	serial   uint64
}

// Deal starts a new hand from cfg: the blinds are posted, two cards dealt
// to each player one at a time from the first chair left of the button,
// and the first to act pre-flop (left of the big blind) is to act.
func (t *Table) Deal(cfg TableConfig) error {
	if _, err := cfg.check(); err != nil {
		return err
	}
	st := cfg.Structure
	if st == nil {
		st = FixedLimit{}
	}
	events, serial := t.events[:0], t.serial+1
	*t = Table{events: events}
	t.serial = serial
	t.number, t.level, t.sb, t.bb = cfg.Number, cfg.Level, cfg.SmallBlind, cfg.BigBlind
	t.chairs, t.button, t.sbChair, t.bbChair = cfg.Chairs, cfg.Button, cfg.SmallBlindChair, cfg.BigBlindChair
	t.names, t.start, t.stacks = cfg.Names, cfg.Stacks, cfg.Stacks
	t.structure, t.capRule, t.capN = st, cfg.Cap, st.Cap()
	_, t.fixed = st.(FixedLimit)
	t.size = FixedLimit{}.Size(Preflop, t.bb)
	t.aggressor, t.toAct, t.first = NoSeat, NoSeat, NoSeat
	t.dealt = true
	if cfg.Deck != nil {
		t.deck = *cfg.Deck
	} else {
		t.deck.Reset()
		t.deck.Shuffle(cfg.Rand)
	}
	t.open = allChairs
	t.legalActs[0] = Action{Kind: Fold} // always offered, as heads-up
	for c := 1; c <= t.chairs; c++ {
		if t.stacks[c] > 0 {
			t.in[c] = true
			t.live++
			t.active = t.active.with(c)
		}
	}
	// The first chair dealt in after each chair, from the top down: the
	// lowest chair dealt in follows the last.
	after := int8(bits.TrailingZeros16(uint16(t.active)))
	for c := t.chairs; c >= 1; c-- {
		t.left[c] = after
		if t.in[c] {
			after = int8(c)
		}
	}
	e := t.add(EventHandStart, t.button)
	e.Amount = t.bb
	for c := 1; c <= t.chairs; c++ {
		if t.in[c] {
			t.add(EventSeat, c).Amount = t.start[c]
		}
	}
	if t.sbChair != 0 {
		t.post(t.sbChair, t.sb, EventSmallBlind)
	}
	t.post(t.bbChair, t.bb, EventBigBlind)
	t.high, t.lastFull, t.nbets = t.bb, t.bb, 1
	t.capOn = t.capRule != CapNever
	t.setCap()
	t.pending = t.active
	first := t.next(t.button)
	for round := range 2 {
		c := first
		for {
			t.hole[c][round] = t.pop()
			if c = t.next(c); c == first {
				break
			}
		}
	}
	for c := first; ; {
		e := t.add(EventDeal, c)
		e.Cards[0], e.Cards[1], e.NCards = t.hole[c][0], t.hole[c][1], 2
		if c = t.next(c); c == first {
			break
		}
	}
	t.advance(t.bbChair)
	return nil
}

// next returns the first chair dealt in clockwise after chair c.
func (t *Table) next(c int) int { return int(t.left[c]) }

// nextLive returns the first chair clockwise after c still in the hand.
func (t *Table) nextLive(c int) int {
	for {
		if c = t.next(c); !t.folded[c] {
			return c
		}
	}
}

func (t *Table) add(kind EventKind, chair int) *TableEvent {
	n := len(t.events)
	if n < cap(t.events) {
		t.events = t.events[:n+1]
	} else {
		t.events = append(t.events, TableEvent{})
	}
	e := &t.events[n]
	*e = TableEvent{}
	e.Kind, e.Chair, e.Street = kind, chair, t.street
	return e
}

func (t *Table) pop() Card { return t.deck.pop() }

func (t *Table) post(c, amount int, kind EventKind) {
	amount = min(amount, t.stacks[c]) // short of the blind: all-in for what is left
	t.stacks[c] -= amount
	t.bets[c] += amount
	t.middle += amount
	if t.stacks[c] == 0 {
		t.active = t.active.without(c)
	}
	e := t.add(kind, c)
	e.Amount, e.To, e.AllIn = amount, t.bets[c], t.stacks[c] == 0
}

// setCap applies the cap rule: a ring game's pot that is heads-up before
// the street is capped plays without a cap for the rest of the hand.
func (t *Table) setCap() {
	if t.capRule == CapUntilHeadsUp && t.live <= 2 && !t.capReached() {
		t.capOn = false
	}
}

// capReached reports whether the street is capped.
func (t *Table) capReached() bool {
	return t.capOn && t.capN > 0 && t.nbets >= t.capN
}

// othersWithChips reports whether a chair other than c still has chips to
// bet. Once the hand is over a stack may have grown since active was last
// changed: c is left out of the count by its stack now, as views have
// always reckoned it. While a hand runs, for the chair to act, it is
// t.active.without(c) != 0.
func (t *Table) othersWithChips(c int) bool {
	n := t.active.count()
	if t.in[c] && !t.folded[c] && t.stacks[c] > 0 {
		n--
	}
	return n > 0
}

// owed returns what chair c must put in to call: up to the highest bet,
// the full big blind pre-flop even when it was posted short (TDA), but no
// more than the most another live player has bet when none of them can bet
// further (there is nobody to call against).
func (t *Table) owed(c int) int { return t.owedWith(c, t.othersWithChips(c)) }

// owedWith is owed when whether another chair can bet is known.
func (t *Table) owedWith(c int, others bool) int {
	target := t.high
	if !others {
		target = 0
		for o := 1; o <= t.chairs; o++ {
			if o != c && t.in[o] && !t.folded[o] {
				target = max(target, t.bets[o])
			}
		}
	}
	return max(target-t.bets[c], 0)
}

// advance gives the turn to the first chair after c that has a decision,
// clockwise from c's left and c last, or closes the round.
//
// A chair has a decision when it is live with chips behind and owes chips,
// or has not acted while another can still bet. With two or more players
// able to bet, that is the set pending, which the actions keep: one who
// acts leaves it, and a bet or raise puts back every other player who can
// bet. With one left, what it owes is reckoned against the live bets
// (owed), so it is asked directly.
func (t *Table) advance(c int) {
	next := t.pending
	if t.active&(t.active-1) == 0 { // one player, or none, can bet
		next = 0
		if o := bits.TrailingZeros16(uint16(t.active)); t.active != 0 && t.owedWith(o, false) > 0 {
			next = next.with(o)
		}
	}
	if next == 0 {
		t.closeRound()
		return
	}
	// Bit i of the rotated set is chair c+1+i, wrapping round the 16 bits,
	// of which only chairs 1 to 9 are ever set.
	c = (bits.TrailingZeros16(bits.RotateLeft16(uint16(next), -(c+1))) + c + 1) & 15
	t.toAct = c

	// The actions open to c, worked out once. The kinds come by arithmetic,
	// not jumps, which random play mispredicts (the int conditions compile
	// to flag sets). legalActs[0] is always the fold (Deal puts it there).
	others := t.active.without(c) != 0 // c can bet: it is in active
	owed, stack := t.owedWith(c, others), t.stacks[c]
	call, bet := 0, 0
	if owed > 0 {
		call = 1
	}
	if t.high == 0 {
		bet = 1
	}
	t.legalActs[1] = Action{Kind: Check + ActionKind(call), Amount: min(owed, stack)} // owed is 0 for a check
	t.nlegal, t.raiseHi = 2, 0
	if t.open.has(c) && stack > owed && others && !t.capReached() {
		var lo, hi int
		if t.fixed {
			lo = FixedLimit{}.raiseTo(t.size, t.high)
			hi = lo
		} else {
			lo, hi = t.structureRaiseTo(c)
		}
		all := t.bets[c] + stack
		t.legalActs[2] = Action{Kind: Raise - ActionKind(bet), Amount: min(lo, all)}
		t.nlegal, t.raiseHi = 3, min(hi, all)
	}
}

// raiseTo returns the structure's smallest and largest totals for a bet or
// raise by chair c, before its stack limits them.
func (t *Table) raiseTo(c int) (lo, hi int) {
	if !t.fixed {
		return t.structureRaiseTo(c)
	}
	to := FixedLimit{}.raiseTo(t.size, t.high)
	return to, to
}

// structureRaiseTo and structureFull ask a structure other than
// FixedLimit, through the interface.
func (t *Table) structureRaiseTo(c int) (lo, hi int) { return t.structure.RaiseTo(t.betting(c)) }
func (t *Table) structureFull(c, to int) bool        { return t.structure.Full(t.betting(c), to) }

func (t *Table) betting(c int) Betting {
	return Betting{Street: t.street, BigBlind: t.bb, High: t.high, LastFull: t.lastFull,
		Bet: t.bets[c], Stack: t.stacks[c], Pot: t.Pot()}
}

// legal returns the actions of the chair to act, the engine's own array
// (callers copy it), and the largest total a raise may reach (for
// structures with a range; fixed limit has one amount).
func (t *Table) legal() (a []Action, hi int) {
	if t.over || t.toAct == NoSeat {
		return nil, 0
	}
	return t.legalActs[:t.nlegal], t.raiseHi
}

// Legal returns the actions open to the chair to act: fold, check or call,
// and bet or raise when allowed (at the smallest total; see RaiseRange).
func (t *Table) Legal() []Action {
	a, _ := t.legal()
	return append([]Action(nil), a...)
}

// AppendLegal appends the legal actions to dst.
func (t *Table) AppendLegal(dst []Action) []Action {
	a, _ := t.legal()
	return append(dst, a...)
}

// RaiseRange returns the smallest and largest totals the chair to act may
// bet or raise to, and false when it may not. Fixed limit has one total.
func (t *Table) RaiseRange() (lo, hi int, ok bool) {
	a, h := t.legal()
	if len(a) < 3 {
		return 0, 0, false
	}
	return a[2].Amount, max(h, a[2].Amount), true
}

// Act applies chair's action. An Amount of 0 means the smallest legal
// amount. A refused action returns an error matching ErrHandOver,
// ErrBadSeat, ErrNotYourTurn or ErrIllegalAction and changes nothing.
func (t *Table) Act(chair int, a Action) error {
	// While a hand runs, toAct is a chair dealt in.
	if t.over || !t.dealt || chair != t.toAct {
		return t.refuse(chair, a)
	}
	var i uint8
	if int(a.Kind) < len(legalSlot) {
		i = legalSlot[a.Kind]
	}
	if int(i) >= t.nlegal || t.legalActs[i].Kind != a.Kind {
		return t.refuse(chair, a)
	}
	amount := t.legalActs[i].Amount
	switch {
	case a.Amount == 0 || a.Amount == amount:
	case (a.Kind == Bet || a.Kind == Raise) && a.Amount > amount && a.Amount <= t.raiseHi:
		amount = a.Amount
	default:
		return t.refuse(chair, a)
	}
	// The action is legal: apply it (here rather than in a function of
	// its own, one call less at every action).
	c, kind := chair, a.Kind
	e := t.add(EventAction, c)
	e.Action = kind
	// A fold or a check puts in nothing, a call its amount, a bet or raise
	// the difference to the total it names: the chips move on one path for
	// every kind, as jumps on the kind of a random action are mispredicted.
	put, full := amount, false
	if kind >= Bet {
		// Before the chips move: the structure reads the bet as it was.
		if t.fixed {
			full = FixedLimit{}.full(t.size, t.high, amount)
		} else {
			full = t.structureFull(c, amount)
		}
		put = amount - t.bets[c]
	}
	t.stacks[c] -= put
	t.bets[c] += put
	t.middle += put
	e.Amount, e.To = put, t.bets[c]
	switch {
	case kind == Fold:
		t.folded[c] = true
		t.live--
		t.active = t.active.without(c)
		if t.live == 1 {
			t.uncontested()
			return nil
		}
	case kind >= Bet:
		if full {
			t.nbets++
			t.lastFull = amount - t.high
			t.open = allChairs
			e.Capped, e.Full = t.capReached(), true
		}
		t.high = max(t.high, amount)
		t.aggressor = c
		t.pending = t.active // every other player who can bet owes the raise
	}
	if e.AllIn = t.stacks[c] == 0; e.AllIn {
		t.active = t.active.without(c)
	}
	t.acted, t.open = t.acted.with(c), t.open.without(c)
	t.pending = t.pending.without(c) & t.active
	t.setCap()
	t.advance(c)
	return nil
}

// refuse returns the error for an action Act refuses. It is a function of
// its own so that Act, without the formatting, stays small.
//
//go:noinline
func (t *Table) refuse(chair int, a Action) error {
	switch {
	case t.over || !t.dealt:
		return ErrHandOver
	case chair < 1 || chair > t.chairs || !t.in[chair]:
		return fmt.Errorf("%w: chair %d", ErrBadSeat, chair)
	case chair != t.toAct:
		return fmt.Errorf("%w: chair %d acted, chair %d is to act", ErrNotYourTurn, chair, t.toAct)
	}
	legal := t.legalActs[:t.nlegal]
	for _, l := range legal {
		if l.Kind == a.Kind {
			return fmt.Errorf("%w: %v, the rules say %v", ErrIllegalAction, a, l)
		}
	}
	return fmt.Errorf("%w: %v is not allowed; legal: %s", ErrIllegalAction, a.Kind, actionList(legal))
}

// legalSlot is where advance puts each kind of action: fold first,
// then check or call, then bet or raise.
var legalSlot = [...]uint8{Fold: 0, Check: 1, Call: 1, Bet: 2, Raise: 2}

// endBetting closes the street's betting: the part of the highest bet
// that nobody matched goes back, and the bets go into the pot (committed),
// in one pass over the chairs.
func (t *Table) endBetting() {
	top, hi, second := NoSeat, 0, 0
	for c := 1; c <= t.chairs; c++ {
		switch b := t.bets[c]; {
		case b > hi:
			top, second, hi = c, hi, b
		case b > second:
			second = b
		}
		t.committed[c] += t.bets[c]
		t.bets[c] = 0
	}
	if d := hi - second; top != NoSeat && d > 0 {
		if t.stacks[top] == 0 && !t.folded[top] {
			t.active = t.active.with(top)
		}
		t.committed[top] -= d
		t.stacks[top] += d
		t.middle -= d
		t.add(EventUncalled, top).Amount = d
	}
}

// uncontested ends a hand whose other players all folded: the last one
// takes every chip in the middle and shows nothing.
func (t *Table) uncontested() {
	t.toAct = NoSeat
	w := t.nextLive(t.button)
	t.endBetting()
	total := 0
	for c := 1; c <= t.chairs; c++ {
		total += t.committed[c]
	}
	t.pots[0], t.npots = Pot{Amount: total, Eligible: 1 << w}, 1
	t.stacks[w] += total
	if total > 0 { // a walk with a dead small blind leaves nothing once the big blind is returned
		t.add(EventAward, w).Amount = total
	}
	t.end(total)
}

// closeRound ends a settled betting round: the uncalled part of a bet goes
// back, the bets go into the pot, then the next street is dealt, or the
// board is run out (fewer than two players can still bet: every live hand
// is turned up at once), or the hand goes to showdown.
func (t *Table) closeRound() {
	t.toAct = NoSeat
	t.endBetting()
	if t.active.count() <= 1 { // fewer than two can bet: run the board out
		if t.street < River {
			t.showAll()
			for t.street < River {
				t.nextStreet()
			}
		}
		t.showdown()
		return
	}
	if t.street == River {
		t.showdown()
		return
	}
	t.nextStreet()
	t.acted, t.open, t.pending = 0, allChairs, t.active
	t.aggressor, t.high, t.lastFull, t.nbets = NoSeat, 0, 0, 0
	t.setCap()
	t.advance(t.button) // the first player left of the button acts first
}

func (t *Table) nextStreet() {
	t.street++
	t.size = FixedLimit{}.Size(t.street, t.bb)
	n := 1
	if t.street == Flop {
		n = 3
	}
	for range n {
		t.board[t.nboard] = t.pop()
		t.nboard++
	}
	e := t.add(EventStreet, NoSeat)
	e.Cards, e.NCards = t.board, t.nboard
}

// firstToShow is the chair that shows first: the last aggressor of the
// street, else the first live player left of the button.
func (t *Table) firstToShow() int {
	if t.first == NoSeat {
		t.first = t.aggressor
		if t.first == NoSeat {
			t.first = t.nextLive(t.button)
		}
	}
	return t.first
}

// showAll turns every live hand face up, from the first to show clockwise.
func (t *Table) showAll() {
	first := t.firstToShow()
	for c := first; ; {
		t.show(c)
		if c = t.nextLive(c); c == first {
			break
		}
	}
}

func (t *Table) show(c int) {
	if t.shown[c] {
		return
	}
	t.shown[c] = true
	e := t.add(EventShow, c)
	e.Cards[0], e.Cards[1], e.NCards = t.hole[c][0], t.hole[c][1], 2
}

// buildPots splits the chips in the middle into a main pot and one side pot
// per all-in level below the top, each with the live chairs that may win it,
// and returns the live chairs.
func (t *Table) buildPots() (live chairSet) {
	// Most often the live players have all put in the same: one pot, which
	// the loop below would build too.
	top, same, total := -1, true, 0
	for c := 1; c <= t.chairs; c++ {
		total += t.committed[c]
		if t.in[c] && !t.folded[c] {
			live = live.with(c)
			same = same && (top < 0 || t.committed[c] == top)
			top = t.committed[c]
		}
	}
	if same && top > 0 {
		t.pots[0], t.npots = Pot{Amount: total, Eligible: uint16(live)}, 1
		return live
	}
	t.npots = 0
	prev := 0
	for {
		level := 0 // the next contribution level of a live player above prev
		for c := 1; c <= t.chairs; c++ {
			if t.in[c] && !t.folded[c] && t.committed[c] > prev && (level == 0 || t.committed[c] < level) {
				level = t.committed[c]
			}
		}
		if level == 0 {
			break
		}
		p := Pot{}
		for c := 1; c <= t.chairs; c++ {
			p.Amount += min(t.committed[c], level) - min(t.committed[c], prev)
			if t.in[c] && !t.folded[c] && t.committed[c] >= level {
				p.Eligible |= 1 << c
			}
		}
		t.pots[t.npots] = p
		t.npots++
		prev = level
	}
	// Chips above the top live level (none after uncalled bets are
	// returned) would stay in the last pot.
	for c := 1; c <= t.chairs; c++ {
		t.pots[t.npots-1].Amount += max(t.committed[c]-prev, 0)
	}
	return live
}

// showdown compares the live hands. With a player all-in every live hand
// is shown; otherwise the first to show shows and each next one clockwise
// shows only a hand that can win a pot it is eligible for, else mucks.
func (t *Table) showdown() {
	t.compared = true
	live := t.buildPots()
	var values [MaxChairs + 1]Value
	var cards [7]Card
	copy(cards[2:], t.board[:])
	allIn := false
	for l := live; l != 0; l &= l - 1 {
		c := bits.TrailingZeros16(uint16(l))
		cards[0], cards[1] = t.hole[c][0], t.hole[c][1]
		values[c] = Eval7(&cards)
		allIn = allIn || t.stacks[c] == 0
	}
	var best [MaxChairs]Value
	var any [MaxChairs]bool
	first := t.firstToShow()
	for c := first; ; {
		win := allIn || t.shown[c]
		for i := range t.npots {
			if t.pots[i].Has(c) && (!any[i] || values[c] >= best[i]) {
				win = true
			}
		}
		if win {
			t.show(c)
			for i := range t.npots {
				if t.pots[i].Has(c) && (!any[i] || values[c] > best[i]) {
					best[i], any[i] = values[c], true
				}
			}
			e := t.add(EventShowdown, c)
			e.Hole, e.Value = t.hole[c], values[c]
		} else {
			t.mucked[c] = true
			t.add(EventMuck, c)
		}
		if c = t.nextLive(c); c == first {
			break
		}
	}
	total := 0
	for i := t.npots - 1; i >= 0; i-- {
		p := t.pots[i]
		total += p.Amount
		var w uint16
		n := 0
		for e := p.Eligible; e != 0; e &= e - 1 {
			if c := bits.TrailingZeros16(e); values[c] == best[i] {
				w |= 1 << c
				n++
			}
		}
		share, odd := p.Amount/n, p.Amount%n
		// Odd chips one each from the first winner left of the button (TDA 20).
		for c := t.next(t.button); ; c = t.next(c) {
			if w&(1<<c) != 0 {
				amt := share
				if odd > 0 {
					amt++
					odd--
				}
				t.stacks[c] += amt
				e := t.add(EventAward, c)
				e.Amount, e.Pot, e.Split = amt, i, n > 1
				if w &^= 1 << c; w == 0 {
					break
				}
			}
		}
	}
	t.end(total)
}

func (t *Table) end(total int) {
	t.committed, t.bets, t.middle = ChairInts{}, ChairInts{}, 0 // every chip is in a stack again
	t.over = true
	t.toAct = NoSeat
	e := t.add(EventHandEnd, NoSeat)
	e.Pot = total
}
