package camelup

// RoundOdds are the exact odds of the rest of the round, over every order
// of the camels yet to move times every die face, with the traps on the
// board (5!·3⁵ = 29,160 outcomes at the start of a round). A round cut short
// by the finish is scored where the race ended, as the round bets are.
type RoundOdds struct {
	Lead   [NumCamels]float64 // chance each camel leads when the round ends
	Second [NumCamels]float64 // chance each camel is second
	Finish float64            // chance the race ends this round
}

// add scores one way the round can end, with chance p.
func (o *RoundOdds) add(b Board, p float64) {
	o.Lead[b.camelAt(NumCamels-1)] += p
	o.Second[b.camelAt(NumCamels-2)] += p
	if b.Finished() {
		o.Finish += p
	}
}

// Round returns the exact odds of the rest of the round on board b, where
// unmoved holds the camels yet to move. With no camel to move, or a finished
// race, the odds are those of the board as it stands.
func Round(b Board, unmoved CamelSet) RoundOdds {
	s := spreads.Get().(*spread)
	o := s.round(b, unmoved)
	spreads.Put(s)
	return o
}

// Odds are the round odds seen by one seat, with the expected value, in
// coins, of each action it can take this round.
type Odds struct {
	RoundOdds

	// BetEV[c] is the expected value of a round bet on camel c placed now:
	// chance to lead times the payout it would get (5, 3, 2 or 1 by the
	// bets already on c), plus the chance to be second, minus the chance
	// of anything else.
	BetEV [NumCamels]float64
	// MoveEV is the coin a move pays at once. (What the move does to the
	// seat's bets is not counted: the die decides, not the player.)
	MoveEV float64
	// TrapEV[s] is what laying a +1 ([s][0]) or a −1 ([s][1]) trap on
	// square s adds this round, for the squares where TrapLegal[s]: the
	// coins it would earn there less TrapKept, for laying it moves the
	// seat's trap. So the trap already standing gains 0 where it is, and
	// TrapEV compares with the other actions' values as they are.
	TrapEV    [NumSquares][2]float64
	TrapLegal [NumSquares]bool
	// OwnTrap is the seat's trap as it stands, a PlaceTrap action; Move()
	// (the zero Action) if it has placed none this round. TrapKept is
	// what it should still earn this round where it is.
	OwnTrap  Action
	TrapKept float64
}

// Odds returns the exact round odds for the view's board and the expected
// value of each round action for the view's seat.
func (v *View) Odds() Odds {
	own := v.TrapSquare[v.Seat]
	var squares uint16
	for s := 1; s < NumSquares; s++ {
		if legal(Trap(s, Plus), &v.Board, own, 0) == nil {
			squares |= 1 << s
		}
	}
	o := Odds{RoundOdds: Round(v.Board, v.Unmoved), MoveEV: 1}
	// Placing the seat's trap again moves it: value the new one on a board
	// without the old, and the old on its square there too (no trap stands
	// on or next to it then), to count what moving it gives up.
	b := v.Board
	var kept int // TrapEV's second index for the seat's trap
	if own >= 1 && own < NumSquares && b.Trap(own) != NoTrap {
		o.OwnTrap = Trap(own, b.Trap(own))
		if o.OwnTrap.Trap == Minus {
			kept = 1
		}
		b.SetTrap(own, NoTrap)
	}
	valued := squares
	if o.OwnTrap.Kind == PlaceTrap {
		valued |= 1 << own
	}
	ts := trapSpreads.Get().(*trapSpread)
	ev := ts.values(b, v.Unmoved, valued)
	trapSpreads.Put(ts)
	if o.OwnTrap.Kind == PlaceTrap {
		o.TrapKept = ev[own][kept]
	}
	for c := Camel(0); c < NumCamels; c++ {
		p1, p2 := o.Lead[c], o.Second[c]
		o.BetEV[c] = p1*float64(v.RoundPayout(c)) + p2 - (1 - p1 - p2)
	}
	for s := 1; s < NumSquares; s++ {
		if squares&(1<<s) != 0 {
			o.TrapLegal[s] = true
			o.TrapEV[s] = [2]float64{ev[s][0] - o.TrapKept, ev[s][1] - o.TrapKept}
		}
	}
	return o
}

// EV returns the expected value of action a from o: a round bet, a move or a
// trap. Game bets, and traps on squares where none may go, return 0, false.
func (o *Odds) EV(a Action) (float64, bool) {
	switch a.Kind {
	case MoveCamel:
		return o.MoveEV, true
	case RoundBet:
		if a.Camel.Valid() {
			return o.BetEV[a.Camel], true
		}
	case PlaceTrap:
		if a.Square >= 1 && a.Square < NumSquares && o.TrapLegal[a.Square] {
			switch a.Trap {
			case Plus:
				return o.TrapEV[a.Square][0], true
			case Minus:
				return o.TrapEV[a.Square][1], true
			}
		}
	}
	return 0, false
}

// BestTrap returns the trap that adds most (see TrapEV) and what it adds;
// false if no trap may go anywhere. Laying the seat's trap again where it
// stands is never the answer: that changes nothing and wastes the turn.
func (o *Odds) BestTrap() (Action, float64, bool) {
	best, value, found := Move(), 0.0, false
	for s := 1; s < NumSquares; s++ {
		if !o.TrapLegal[s] {
			continue
		}
		for k, kind := range [2]TrapKind{Plus, Minus} {
			a := Trap(s, kind)
			// Values summed over thousands of outcomes carry rounding
			// errors: a later trap must beat by more than that.
			if a != o.OwnTrap && (!found || o.TrapEV[s][k] > value+1e-9) {
				best, value, found = a, o.TrapEV[s][k], true
			}
		}
	}
	return best, value, found
}
