package handhistory

import (
	"fmt"

	"parlor/poker"
)

// State is the table after a step of a replay.
type State struct {
	Street poker.Street
	Board  []poker.Card // the board as it stood on Street
	Stacks []int        // chips behind, by player
	Bets   []int        // bets on the current street, by player
	Pot    int          // every chip in the middle, current bets included
	Folded []bool
}

// Replay walks the hand action by action, calling step (when not nil)
// after each with the table as it then stands; the State is reused from
// step to step, copy what you keep. It checks that the chips add up as
// fixed-limit betting allows: a call matches the bet faced or puts the
// caller all-in, a bet or raise goes above the bet faced, nobody bets
// chips they do not have, "all-in" is said exactly when a stack runs out,
// an uncalled bet returns only what was not called, and the pot collected
// is the pot put in. It returns the final stacks, or an error matching
// ErrChips that names the line.
func (r *Record) Replay(step func(i int, a *Action, s *State)) ([]int, error) {
	rp := newReplay(r)
	for i := range r.Actions {
		a := &r.Actions[i]
		if err := rp.apply(a); err != nil {
			return nil, err
		}
		if step != nil {
			step(i, a, rp.s)
		}
	}
	return rp.finish()
}

// replay is the table of a Replay between steps.
type replay struct {
	r      *Record
	s      *State
	put    int // chips put into the pot, returns taken off
	out    int // chips collected
	street int // the street of the bets in s.Bets, -1 before the first
}

func newReplay(r *Record) *replay {
	n := len(r.Players)
	s := &State{Stacks: make([]int, n), Bets: make([]int, n), Folded: make([]bool, n)}
	for i := range r.Players {
		s.Stacks[i] = r.Players[i].Stack
	}
	return &replay{r: r, s: s, street: -1}
}

// bad is an error matching ErrChips at a's line.
func (rp *replay) bad(a *Action, format string, args ...any) error {
	return fmt.Errorf("%w: line %d: %s", ErrChips, a.Line, fmt.Sprintf(format, args...))
}

// apply plays one step on the table.
func (rp *replay) apply(a *Action) error {
	if a.Player < 0 || a.Player >= len(rp.r.Players) {
		return rp.bad(a, "no player %d", a.Player)
	}
	rp.enterStreet(a.Street)
	var err error
	switch a.Kind {
	case SmallBlind, BigBlind, Ante, Call, Bet, Raise:
		err = rp.putIn(a)
	case Fold:
		rp.s.Folded[a.Player] = true
	case Check:
		if rp.s.Bets[a.Player] < rp.highBet(-1) {
			err = rp.bad(a, "%s checks facing a bet", rp.r.Players[a.Player].Name)
		}
	case Uncalled:
		err = rp.giveBack(a)
	case Collect:
		err = rp.collect(a)
	}
	rp.s.Pot = rp.put - rp.out
	return err
}

// enterStreet clears the bets when a step starts a new street.
func (rp *replay) enterStreet(st poker.Street) {
	if int(st) == rp.street {
		return
	}
	rp.street = int(st)
	clear(rp.s.Bets)
	rp.s.Street = st
	rp.s.Board = rp.r.BoardAt(st)
}

// highBet returns the highest bet of the street of any player but skip
// (-1 for none).
func (rp *replay) highBet(skip int) int {
	high := 0
	for q, b := range rp.s.Bets {
		if q != skip {
			high = max(high, b)
		}
	}
	return high
}

// putIn moves a post's, call's, bet's or raise's chips from the stack to
// the pot, checking them.
func (rp *replay) putIn(a *Action) error {
	s, p, name := rp.s, a.Player, rp.r.Players[a.Player].Name
	high := rp.highBet(-1)
	if a.Amount <= 0 || a.Amount > s.Stacks[p] {
		return rp.bad(a, "%s puts in %d with %d behind", name, a.Amount, s.Stacks[p])
	}
	if s.Folded[p] {
		return rp.bad(a, "%s acts after folding", name)
	}
	s.Stacks[p] -= a.Amount
	rp.put += a.Amount
	if a.AllIn != (s.Stacks[p] == 0) {
		return rp.bad(a, "%s all-in is %v with %d behind", name, a.AllIn, s.Stacks[p])
	}
	want := s.Bets[p] + a.Amount
	if a.Kind == Ante {
		want = s.Bets[p]
	}
	if a.To != want && !(a.Kind == BigBlind && a.To < want) {
		return rp.bad(a, "%s's bet reaches %d, the line says %d", name, want, a.To)
	}
	if err := rp.checkBet(a, high); err != nil {
		return err
	}
	s.Bets[p] = a.To
	return nil
}

// checkBet checks a call, bet or raise against the bet faced (high).
func (rp *replay) checkBet(a *Action, high int) error {
	name := rp.r.Players[a.Player].Name
	switch a.Kind {
	case Call:
		// A big blind posted short still makes the others call the whole
		// blind when more than one can bet (TDA; a Table's hands).
		full := a.Street == poker.Preflop && high < rp.r.BigBlind && a.Amount == rp.r.BigBlind-rp.s.Bets[a.Player]
		if owed := high - rp.s.Bets[a.Player]; a.Amount != owed && !(a.AllIn && a.Amount < owed) && !full {
			return rp.bad(a, "%s calls %d, owing %d", name, a.Amount, owed)
		}
	case Bet:
		if high != 0 && a.Street != poker.Preflop {
			return rp.bad(a, "%s bets into a bet of %d", name, high)
		}
	case Raise:
		if a.To <= high {
			return rp.bad(a, "%s raises to %d, not above the bet of %d", name, a.To, high)
		}
	}
	return nil
}

// giveBack returns an uncalled bet: no more than the part nobody called.
func (rp *replay) giveBack(a *Action) error {
	s, p := rp.s, a.Player
	uncalled := s.Bets[p] - rp.highBet(p)
	if a.Amount <= 0 || a.Amount > uncalled {
		return rp.bad(a, "%d returned to %s, whose bet was called but for %d", a.Amount, rp.r.Players[p].Name, max(uncalled, 0))
	}
	s.Bets[p] -= a.Amount
	s.Stacks[p] += a.Amount
	rp.put -= a.Amount
	return nil
}

// collect pays a player from the pot: never more than is in it.
func (rp *replay) collect(a *Action) error {
	if a.Amount <= 0 || rp.out+a.Amount > rp.put {
		return rp.bad(a, "%s collects %d of a pot of %d", rp.r.Players[a.Player].Name, a.Amount, rp.put-rp.out)
	}
	rp.out += a.Amount
	rp.s.Stacks[a.Player] += a.Amount
	return nil
}

// finish checks that the pot went out whole (but for the rake) and that
// the summary's total is the pot put in.
func (rp *replay) finish() ([]int, error) {
	r := rp.r
	if rp.out != rp.put-r.Rake {
		return nil, fmt.Errorf("%w: line %d: %d collected from a pot of %d (rake %d)", ErrChips, r.LastLine, rp.out, rp.put, r.Rake)
	}
	if r.Pot != 0 && r.Pot != rp.put {
		return nil, fmt.Errorf("%w: line %d: the summary's pot is %d, the bets make %d", ErrChips, r.LastLine, r.Pot, rp.put)
	}
	return rp.s.Stacks, nil
}
