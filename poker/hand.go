package poker

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// GameConfig describes one hand to deal on its own, outside a Match (a
// headless runner resets stacks every hand, or deals the same deck twice
// with the seats swapped).
type GameConfig struct {
	Number     int // hand number, from 1 (informational)
	Level      int // blind level number, from 1 (informational)
	SmallBlind int
	BigBlind   int
	Button     int       // the seat (0 or 1) with the button; it posts the small blind
	Stacks     [2]int    // chips each seat holds before the blinds; both above 0
	Names      [2]string // the players' names, for the event stream (may be empty)
	// Deck, when not nil, is the prepared stack to deal from. The hand
	// copies it and pops every card from the copy, so the same Deck can be
	// dealt again. It needs at least 9 cards. When nil, a full deck is
	// shuffled with Rand.
	Deck *Deck
	Rand *rand.Rand
}

func (c *GameConfig) check() error {
	switch {
	case c.Button != 0 && c.Button != 1:
		return fmt.Errorf("%w: button seat %d, want 0 or 1", ErrBadConfig, c.Button)
	case c.SmallBlind <= 0 || c.BigBlind < c.SmallBlind:
		return fmt.Errorf("%w: blinds %d/%d", ErrBadConfig, c.SmallBlind, c.BigBlind)
	case c.Stacks[0] <= 0 || c.Stacks[1] <= 0:
		return fmt.Errorf("%w: stacks %d and %d, both must be above 0", ErrBadConfig, c.Stacks[0], c.Stacks[1])
	case c.Deck != nil && c.Deck.Len() < 9:
		return fmt.Errorf("%w: the deck holds %d cards, a hand needs 9", ErrBadConfig, c.Deck.Len())
	case c.Deck == nil && c.Rand == nil:
		return fmt.Errorf("%w: neither a deck nor a random source", ErrBadConfig)
	}
	return nil
}

// Game is one hand of heads-up Fixed-Limit Hold'em, a state machine driven
// by actions. (It is not called Hand: Hand is the evaluator's best five.)
//
//	g, err := poker.NewGame(cfg) // or g.Deal(cfg) to reuse a Game
//	for !g.Over() {
//		seat := g.ToAct()
//		err = g.Act(seat, bot(g.View(seat))) // one of g.Legal()
//	}
//	g.Events() // the whole hand, for a hand history or a screen
//
// Seats are 0 and 1. Deal posts the blinds and deals; ToAct says whose
// turn it is; Legal lists what that seat may do, with the amounts; Act
// applies an action, or refuses it with a sentinel error and changes
// nothing. Events records the hand as it goes; View gives what one seat
// may see.
//
// The zero Game is ready for Deal. A Game may be dealt again and again; it
// then reuses its event buffer, so a steady stream of hands does not
// allocate.
type Game struct {
	gameState
	events []Event
}

// gameState is every field of a Game but the event buffer; it is
// comparable, so tests can check that a refused action changes nothing.
type gameState struct {
	number, level int
	sb, bb        int
	button        int
	names         [2]string
	start         [2]int

	deck   Deck
	hole   [2][2]Card
	board  [5]Card
	nboard int

	street    Street
	stacks    [2]int  // chips behind
	bets      [2]int  // chips bet on the current street
	pot       int     // chips from earlier streets
	acted     [2]bool // acted on the current street (posting a blind is not acting)
	aggressor int     // the last to bet or raise on the current street, or NoSeat
	toAct     int
	shown     [2]bool
	first     int // the first to show, once hands are turned up
	dealt     bool
	over      bool
	winner    int
	compared  bool
	serial    uint64 // counts deals, so that a SeatView knows its hand
}

// NewGame deals a new hand.
func NewGame(cfg GameConfig) (*Game, error) {
	g := &Game{}
	if err := g.Deal(cfg); err != nil {
		return nil, err
	}
	return g, nil
}

// Deal starts a new hand from cfg, dropping whatever the Game held: the
// blinds are posted, the hole cards dealt (cards 1 and 3 of the stack to
// the big blind, 2 and 4 to the button) and the button is to act. When a
// blind puts a player all-in and no one is left to act, the board is dealt
// out and the hand is over on return.
func (g *Game) Deal(cfg GameConfig) error {
	if err := cfg.check(); err != nil {
		return err
	}
	events, serial := g.events[:0], g.serial+1
	*g = Game{gameState: gameState{
		serial: serial,
		number: cfg.Number, level: cfg.Level,
		sb: cfg.SmallBlind, bb: cfg.BigBlind,
		button: cfg.Button, names: cfg.Names,
		start: cfg.Stacks, stacks: cfg.Stacks,
		aggressor: NoSeat, toAct: NoSeat, first: NoSeat, winner: NoSeat,
		dealt: true,
	}, events: events}
	if cfg.Deck != nil {
		g.deck = *cfg.Deck
	} else {
		g.deck.Reset()
		g.deck.Shuffle(cfg.Rand)
	}
	e := g.add(EventHandStart, NoSeat)
	e.Number, e.Level, e.SmallBlind, e.BigBlind, e.Button, e.Stacks = g.number, g.level, g.sb, g.bb, g.button, g.start
	for s := range 2 {
		e := g.add(EventSeat, s)
		e.Name, e.Amount = g.names[s], g.start[s]
	}
	btn, big := g.button, 1-g.button
	g.post(btn, g.sb, EventSmallBlind)
	g.post(big, g.bb, EventBigBlind)
	g.hole[big][0] = g.pop()
	g.hole[btn][0] = g.pop()
	g.hole[big][1] = g.pop()
	g.hole[btn][1] = g.pop()
	for s := range 2 {
		e := g.add(EventDeal, s)
		e.Cards[0], e.Cards[1], e.NCards = g.hole[s][0], g.hole[s][1], 2
	}
	// Pre-flop the button acts first.
	switch {
	case g.needsAction(btn):
		g.toAct = btn
	case g.needsAction(big):
		g.toAct = big
	default:
		g.closeRound()
	}
	return nil
}

// add appends an event of kind about seat on the current street and
// returns it to be filled in. The buffer is reused from hand to hand.
func (g *Game) add(kind EventKind, seat int) *Event {
	n := len(g.events)
	if n < cap(g.events) {
		g.events = g.events[:n+1]
	} else {
		g.events = append(g.events, Event{})
	}
	// Cleared in place and filled field by field: a struct literal here
	// would be built on the stack and copied.
	e := &g.events[n]
	*e = Event{}
	e.Kind, e.Seat, e.Street = kind, seat, g.street
	return e
}

// pop takes the top card; Deal checked the deck holds enough.
func (g *Game) pop() Card {
	c, _ := g.deck.Pop()
	return c
}

func (g *Game) post(seat, amount int, kind EventKind) {
	amount = min(amount, g.stacks[seat]) // short of the blind: all-in for what is left
	g.stacks[seat] -= amount
	g.bets[seat] += amount
	e := g.add(kind, seat)
	e.Amount, e.To, e.AllIn = amount, g.bets[seat], g.stacks[seat] == 0
}

// needsAction reports whether seat p still has a decision on this street:
// it has chips, and it owes chips or has not acted while the opponent can
// still answer a raise.
func (g *Game) needsAction(p int) bool {
	o := 1 - p
	return g.stacks[p] > 0 && (g.bets[p] < g.bets[o] || !g.acted[p] && g.stacks[o] > 0)
}

// BetSize returns the fixed bet and raise size of the current street: the
// big blind pre-flop and on the flop, twice the big blind on turn and river.
func (g *Game) BetSize() int {
	if g.street >= Turn {
		return 2 * g.bb
	}
	return g.bb
}

// legal fills a with the legal actions of the seat to act.
func (g *Game) legal(a *[3]Action) int {
	if g.over || g.toAct == NoSeat {
		return 0
	}
	p := g.toAct
	o := 1 - p
	owed := g.bets[o] - g.bets[p]
	// Folding is always allowed, even when checking is possible; asking
	// the player to confirm is the screen's job.
	a[0] = Action{Kind: Fold}
	n := 1
	if owed <= 0 {
		a[n] = Action{Kind: Check}
	} else {
		a[n] = Action{Kind: Call, Amount: min(owed, g.stacks[p])}
	}
	n++
	// No cap on raises heads-up, but no raise against a player who is
	// all-in, nor by a player who cannot put in more than the call.
	if g.stacks[p] > owed && g.stacks[o] > 0 {
		to := min(g.bets[o]+g.BetSize(), g.bets[p]+g.stacks[p]) // short of a full raise: all-in for less
		kind := Raise
		if g.bets[o] == 0 {
			kind = Bet
		}
		a[n] = Action{Kind: kind, Amount: to}
		n++
	}
	return n
}

// Legal returns the actions open to the seat to act, with their amounts,
// in the order fold, check or call, bet or raise. It is empty only when the
// hand is over.
func (g *Game) Legal() []Action {
	var a [3]Action
	n := g.legal(&a)
	return append([]Action(nil), a[:n]...)
}

// AppendLegal appends the legal actions to dst and returns it, for callers
// that reuse a buffer.
func (g *Game) AppendLegal(dst []Action) []Action {
	var a [3]Action
	n := g.legal(&a)
	return append(dst, a[:n]...)
}

// Act applies seat's action. An Amount of 0 for Call, Bet or Raise means
// the legal amount. A refused action returns an error matching
// ErrHandOver, ErrBadSeat, ErrNotYourTurn or ErrIllegalAction and changes
// nothing.
func (g *Game) Act(seat int, a Action) error {
	switch {
	case g.over || !g.dealt:
		return ErrHandOver
	case seat != 0 && seat != 1:
		return fmt.Errorf("%w: %d", ErrBadSeat, seat)
	case seat != g.toAct:
		return fmt.Errorf("%w: seat %d acted, seat %d is to act", ErrNotYourTurn, seat, g.toAct)
	}
	var legal [3]Action
	n := g.legal(&legal)
	var act Action
	found := false
	for _, l := range legal[:n] {
		if l.Kind == a.Kind {
			act, found = l, true
		}
	}
	if !found {
		return fmt.Errorf("%w: %v is not allowed; legal: %s", ErrIllegalAction, a.Kind, actionList(legal[:n]))
	}
	if a.Amount != 0 && a.Amount != act.Amount {
		return fmt.Errorf("%w: %v, the limit says %v", ErrIllegalAction, a, act)
	}
	g.apply(seat, act)
	return nil
}

// actionList writes actions as "fold, call 10, raise to 40".
func actionList(as []Action) string {
	var b strings.Builder
	for i, a := range as {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.String())
	}
	return b.String()
}

func (g *Game) apply(p int, a Action) {
	o := 1 - p
	e := g.add(EventAction, p)
	e.Action = a.Kind
	switch a.Kind {
	case Fold:
		e.To = g.bets[p]
		g.fold(p)
		return
	case Check:
		e.To = g.bets[p]
	case Call:
		g.stacks[p] -= a.Amount
		g.bets[p] += a.Amount
		e.Amount, e.To = a.Amount, g.bets[p]
	case Bet, Raise:
		e.Amount = a.Amount - g.bets[p]
		e.By = a.Amount - g.bets[o]
		e.To = a.Amount
		g.stacks[p] -= e.Amount
		g.bets[p] = a.Amount
		g.aggressor = p
	}
	e.AllIn = g.stacks[p] == 0
	g.acted[p] = true
	if g.needsAction(o) {
		g.toAct = o
		return
	}
	g.closeRound()
}

// fold gives the pot to the opponent of p, after returning the part of
// its bet p did not call.
func (g *Game) fold(p int) {
	o := 1 - p
	g.toAct = NoSeat
	if d := g.bets[o] - g.bets[p]; d > 0 {
		g.bets[o] -= d
		g.stacks[o] += d
		g.add(EventUncalled, o).Amount = d
	}
	total := g.pot + g.bets[0] + g.bets[1]
	g.pot, g.bets = 0, [2]int{}
	g.stacks[o] += total
	g.add(EventAward, o).Amount = total
	g.end(o, total)
}

// closeRound ends a betting round whose bets are settled: returns an
// uncalled bet, gathers the bets into the pot, then deals the next street,
// runs the board out when a player is all-in, or goes to showdown.
func (g *Game) closeRound() {
	g.toAct = NoSeat
	hi := 0
	if g.bets[1] > g.bets[0] {
		hi = 1
	}
	if d := g.bets[hi] - g.bets[1-hi]; d > 0 {
		g.bets[hi] -= d
		g.stacks[hi] += d
		g.add(EventUncalled, hi).Amount = d
	}
	g.pot += g.bets[0] + g.bets[1]
	g.bets = [2]int{}
	if g.stacks[0] == 0 || g.stacks[1] == 0 {
		// All-in: both hands face up, the rest of the board, showdown.
		if g.street < River {
			g.showBoth()
			for g.street < River {
				g.nextStreet()
			}
		}
		g.showdown()
		return
	}
	if g.street == River {
		g.showdown()
		return
	}
	g.nextStreet()
	g.acted = [2]bool{}
	g.aggressor = NoSeat
	g.toAct = 1 - g.button // after the flop the big blind acts first
}

func (g *Game) nextStreet() {
	g.street++
	n := 1
	if g.street == Flop {
		n = 3
	}
	for range n {
		g.board[g.nboard] = g.pop()
		g.nboard++
	}
	e := g.add(EventStreet, NoSeat)
	e.Cards, e.NCards = g.board, g.nboard
}

// showBoth turns both hands face up. As in card rooms, the player whose
// bet was called shows first; without a bet on the street, the first to
// act does (the button pre-flop, the big blind after).
func (g *Game) showBoth() {
	if g.first == NoSeat {
		g.first = g.aggressor
		if g.first == NoSeat {
			g.first = 1 - g.button
			if g.street == Preflop {
				g.first = g.button
			}
		}
	}
	for _, s := range [2]int{g.first, 1 - g.first} {
		if !g.shown[s] {
			g.shown[s] = true
			e := g.add(EventShow, s)
			e.Cards[0], e.Cards[1], e.NCards = g.hole[s][0], g.hole[s][1], 2
		}
	}
}

func (g *Game) showdown() {
	g.showBoth()
	var hands [2]Hand
	var cards [7]Card
	copy(cards[2:], g.board[:])
	for s := range 2 {
		cards[0], cards[1] = g.hole[s][0], g.hole[s][1]
		hands[s] = Evaluate(cards[:])
	}
	for _, s := range [2]int{g.first, 1 - g.first} {
		e := g.add(EventShowdown, s)
		e.Hole, e.Cards, e.NCards, e.Value = g.hole[s], hands[s].Best, 5, hands[s].Value
	}
	g.compared = true
	total := g.pot
	g.pot = 0
	switch v0, v1 := hands[0].Value, hands[1].Value; {
	case v0 == v1:
		share := splitPot(total, g.button)
		for _, s := range [2]int{g.first, 1 - g.first} {
			g.stacks[s] += share[s]
			e := g.add(EventAward, s)
			e.Amount, e.Split = share[s], true
		}
		g.end(NoSeat, total)
	default:
		w := 0
		if v1 > v0 {
			w = 1
		}
		g.stacks[w] += total
		g.add(EventAward, w).Amount = total
		g.end(w, total)
	}
}

// splitPot shares a tied pot; the odd chip goes to the big blind, the
// player out of position. (Heads-up both players put in the same amount
// once uncalled bets are returned, so the pot is even; the rule is kept
// for the letter of docs/rules/holdem.md, Betting.)
func splitPot(pot, button int) [2]int {
	var share [2]int
	share[button] = pot / 2
	share[1-button] = pot - pot/2
	return share
}

func (g *Game) end(winner, pot int) {
	g.over = true
	g.toAct = NoSeat
	g.winner = winner
	e := g.add(EventHandEnd, winner)
	e.Pot, e.Stacks, e.Showdown = pot, g.stacks, g.compared
}

// Events returns the hand's events so far, oldest first. The slice is the
// hand's own buffer: read it, do not keep it past the next Deal. A screen
// that shows events one at a time keeps the length it has read and reads
// Events()[seen:] next time.
func (g *Game) Events() []Event { return g.events }

// Number returns the hand number.
func (g *Game) Number() int { return g.number }

// Level returns the blind level number.
func (g *Game) Level() int { return g.level }

// Blinds returns the small and big blinds.
func (g *Game) Blinds() (small, big int) { return g.sb, g.bb }

// Button returns the seat with the button (the small blind).
func (g *Game) Button() int { return g.button }

// Names returns the players' names.
func (g *Game) Names() [2]string { return g.names }

// Street returns the current street (the last one dealt once the hand is over).
func (g *Game) Street() Street { return g.street }

// Board returns a copy of the board cards dealt so far.
func (g *Game) Board() []Card { return append([]Card(nil), g.board[:g.nboard]...) }

// Hole returns seat's hole cards. The engine's callers (screens, runners)
// see both; a player sees only what its SeatView holds.
func (g *Game) Hole(seat int) [2]Card {
	if seat != 0 && seat != 1 {
		return [2]Card{}
	}
	return g.hole[seat]
}

// StartStacks returns the stacks before the blinds.
func (g *Game) StartStacks() [2]int { return g.start }

// Stacks returns the chips each seat holds behind, outside the pot.
func (g *Game) Stacks() [2]int { return g.stacks }

// Bets returns each seat's bet on the current street.
func (g *Game) Bets() [2]int { return g.bets }

// Pot returns every chip in the middle, the current street's bets included.
func (g *Game) Pot() int { return g.pot + g.bets[0] + g.bets[1] }

// ToAct returns the seat to act, or NoSeat when the hand is over.
func (g *Game) ToAct() int { return g.toAct }

// Over reports whether the hand has ended.
func (g *Game) Over() bool { return g.over }

// Winner returns the seat that won the pot, or NoSeat for a split pot or
// a hand still running.
func (g *Game) Winner() int { return g.winner }

// Showdown reports whether the hand ended by comparing hands.
func (g *Game) Showdown() bool { return g.compared }

// Shown reports whether seat's hole cards are face up.
func (g *Game) Shown(seat int) bool { return (seat == 0 || seat == 1) && g.shown[seat] }
