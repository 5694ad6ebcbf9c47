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
	n := len(r.Players)
	s := &State{Stacks: make([]int, n), Bets: make([]int, n), Folded: make([]bool, n)}
	for i := range r.Players {
		s.Stacks[i] = r.Players[i].Stack
	}
	put := 0     // chips put into the pot, returns taken off
	out := 0     // chips collected
	street := -1 // the street of the bets in s.Bets
	bad := func(a *Action, format string, args ...any) error {
		return fmt.Errorf("%w: line %d: %s", ErrChips, a.Line, fmt.Sprintf(format, args...))
	}
	for i := range r.Actions {
		a := &r.Actions[i]
		if a.Player < 0 || a.Player >= n {
			return nil, bad(a, "no player %d", a.Player)
		}
		if int(a.Street) != street {
			street = int(a.Street)
			clear(s.Bets)
			s.Street = a.Street
			s.Board = r.BoardAt(a.Street)
		}
		p := a.Player
		high := 0
		for _, b := range s.Bets {
			high = max(high, b)
		}
		switch a.Kind {
		case SmallBlind, BigBlind, Ante, Call, Bet, Raise:
			if a.Amount <= 0 || a.Amount > s.Stacks[p] {
				return nil, bad(a, "%s puts in %d with %d behind", r.Players[p].Name, a.Amount, s.Stacks[p])
			}
			if s.Folded[p] {
				return nil, bad(a, "%s acts after folding", r.Players[p].Name)
			}
			s.Stacks[p] -= a.Amount
			put += a.Amount
			if a.AllIn != (s.Stacks[p] == 0) {
				return nil, bad(a, "%s all-in is %v with %d behind", r.Players[p].Name, a.AllIn, s.Stacks[p])
			}
			want := s.Bets[p] + a.Amount
			if a.Kind == Ante {
				want = s.Bets[p]
			}
			if a.To != want && !(a.Kind == BigBlind && a.To < want) {
				return nil, bad(a, "%s's bet reaches %d, the line says %d", r.Players[p].Name, want, a.To)
			}
			switch a.Kind {
			case Call:
				if owed := high - s.Bets[p]; a.Amount != owed && !(a.AllIn && a.Amount < owed) {
					return nil, bad(a, "%s calls %d, owing %d", r.Players[p].Name, a.Amount, owed)
				}
			case Bet:
				if high != 0 && a.Street != poker.Preflop {
					return nil, bad(a, "%s bets into a bet of %d", r.Players[p].Name, high)
				}
			case Raise:
				if a.To <= high {
					return nil, bad(a, "%s raises to %d, not above the bet of %d", r.Players[p].Name, a.To, high)
				}
			}
			s.Bets[p] = a.To
		case Fold:
			s.Folded[p] = true
		case Check:
			if s.Bets[p] < high {
				return nil, bad(a, "%s checks facing a bet", r.Players[p].Name)
			}
		case Uncalled:
			second := 0
			for q, b := range s.Bets {
				if q != p {
					second = max(second, b)
				}
			}
			if a.Amount <= 0 || a.Amount > s.Bets[p]-second {
				return nil, bad(a, "%d returned to %s, whose bet was called but for %d", a.Amount, r.Players[p].Name, max(s.Bets[p]-second, 0))
			}
			s.Bets[p] -= a.Amount
			s.Stacks[p] += a.Amount
			put -= a.Amount
		case Collect:
			if a.Amount <= 0 || out+a.Amount > put {
				return nil, bad(a, "%s collects %d of a pot of %d", r.Players[p].Name, a.Amount, put-out)
			}
			out += a.Amount
			s.Stacks[p] += a.Amount
		}
		s.Pot = put - out
		if step != nil {
			step(i, a, s)
		}
	}
	if out != put-r.Rake {
		return nil, fmt.Errorf("%w: line %d: %d collected from a pot of %d (rake %d)", ErrChips, r.LastLine, out, put, r.Rake)
	}
	if r.Pot != 0 && r.Pot != put {
		return nil, fmt.Errorf("%w: line %d: the summary's pot is %d, the bets make %d", ErrChips, r.LastLine, r.Pot, put)
	}
	return s.Stacks, nil
}
