package camelup

// RoundOdds are the exact odds of the rest of the round, from enumerating
// every order of the camels yet to move times every die face, with the traps
// on the board (5!·3⁵ = 29,160 outcomes at the start of a round). A round
// cut short by the finish is scored where the race ended, as the round bets
// are.
type RoundOdds struct {
	Lead   [NumCamels]float64 // chance each camel leads when the round ends
	Second [NumCamels]float64 // chance each camel is second
	Finish float64            // chance the race ends this round
	Paths  int                // outcomes enumerated (29,160 at a round's start)
}

// Round returns the exact odds of the rest of the round on board b, where
// unmoved holds the camels yet to move. With no camel to move, or a finished
// race, the odds are those of the board as it stands.
func Round(b Board, unmoved CamelSet) RoundOdds {
	var e roundWalk
	e.walk(b, unmoved&AllCamels, 1)
	return e.odds
}

// roundWalk enumerates the rest of a round depth first. Each branch moves a
// copy of the board held in registers (16 bytes: keeping the old value is
// the undo); nothing is allocated.
type roundWalk struct {
	odds RoundOdds

	// Trap values, when traps != 0: for every square in traps, the
	// expected coins a +1 ([s][0]) or −1 ([s][1]) trap there would earn.
	traps  uint16
	trapEV [NumSquares][2]float64
}

func (e *roundWalk) leaf(b *Board, w float64) {
	e.odds.Lead[b.camelAt(NumCamels-1)] += w
	e.odds.Second[b.camelAt(NumCamels-2)] += w
	if b.Finished() {
		e.odds.Finish += w
	}
	e.odds.Paths++
}

// walk scores every way the round can go from b with the camels of unmoved
// still to move, w being the chance of reaching b.
func (e *roundWalk) walk(b Board, unmoved CamelSet, w float64) {
	if unmoved == 0 || b.Finished() {
		e.leaf(&b, w)
		return
	}
	e.walkLanded(b, unmoved, w, 0)
}

// walkLanded is walk (unmoved not empty, the race not over), landed holding
// the squares some unit already landed on this round: a trap placed there
// now would have paid already, so only a first landing on a square starts a
// new trap story.
func (e *roundWalk) walkLanded(b Board, unmoved CamelSet, w float64, landed uint16) {
	w /= float64(3 * unmoved.Len())
	for i := 0; i < NumCamels; i++ {
		c := b.camelAt(i)
		if !unmoved.Has(c) {
			continue
		}
		rest := unmoved.Without(c)
		for d := 1; d <= 3; d++ {
			nb := b
			t, _, _, _ := nb.moveSlot(i, d)
			if e.traps&(1<<t) != 0 && landed&(1<<t) == 0 {
				e.scoreTrap(b, i, d, t, rest, w)
			}
			if rest == 0 || nb.Finished() {
				e.leaf(&nb, w)
			} else {
				e.walkLanded(nb, rest, w, landed|1<<t)
			}
		}
	}
}

// scoreTrap credits the traps on square t, which a unit lands on for the
// first time this round: the camel in slot i of board before moving d, with
// chance w. A trap there pays 1 now and 1 for each later landing, which
// depend on where the trap sent this unit, so the rest of the round is
// walked again with the trap.
func (e *roundWalk) scoreTrap(before Board, i, d, t int, rest CamelSet, w float64) {
	for k, kind := range [2]TrapKind{Plus, Minus} {
		tb := before
		tb.SetTrap(t, kind)
		tb.moveSlot(i, d)
		e.trapEV[t][k] += w * (1 + landings(tb, rest, t))
	}
}

// landings returns the expected number of units landing on square t in the
// rest of the round from b, the camels of unmoved yet to move.
func landings(b Board, unmoved CamelSet, t int) float64 {
	if unmoved == 0 || b.Finished() {
		return 0
	}
	// Only camels behind t can still land on it, and the moves of those at
	// t or beyond never change the squares behind t. So unless the race
	// may end this round, the others can be left out: the order of the
	// camels behind is just as random without them.
	if b.sqAt(NumCamels-1)+4*unmoved.Len() < FinishSquare {
		var behind CamelSet
		for i := 0; i < NumCamels && b.sqAt(i) < t; i++ {
			behind |= unmoved & (1 << b.camelAt(i))
		}
		unmoved = behind
		if unmoved == 0 {
			return 0
		}
	}
	n := 0.0
	for i := 0; i < NumCamels; i++ {
		c := b.camelAt(i)
		if !unmoved.Has(c) {
			continue
		}
		rest := unmoved.Without(c)
		for d := 1; d <= 3; d++ {
			nb := b
			if l, _, _, _ := nb.moveSlot(i, d); l == t {
				n++
			}
			n += landings(nb, rest, t)
		}
	}
	return n / float64(3*unmoved.Len())
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
	// TrapEV[s] holds the coins a +1 ([s][0]) and a −1 ([s][1]) trap on
	// square s would earn this round, for the squares where TrapLegal[s];
	// placing it moves the seat's own trap, so that trap is not counted
	// on the board.
	TrapEV    [NumSquares][2]float64
	TrapLegal [NumSquares]bool
}

// Odds returns the exact round odds for the view's board and the expected
// value of each round action for the view's seat.
func (v *View) Odds() Odds {
	own := v.TrapSquare[v.Seat]
	var legalSquares uint16
	for s := 1; s < NumSquares; s++ {
		if legal(Trap(s, Plus), &v.Board, own, 0) == nil {
			legalSquares |= 1 << s
		}
	}
	var e roundWalk
	b := v.Board
	if own < 0 {
		e.traps = legalSquares
	}
	e.walk(b, v.Unmoved, 1)
	o := Odds{RoundOdds: e.odds, MoveEV: 1}
	if own >= 0 {
		// The seat's own trap moves if placed again: value the new one
		// on a board without it.
		e2 := roundWalk{traps: legalSquares}
		b := v.Board
		b.SetTrap(own, NoTrap)
		e2.walk(b, v.Unmoved, 1)
		e.trapEV = e2.trapEV
	}
	for c := Camel(0); c < NumCamels; c++ {
		p1, p2 := o.Lead[c], o.Second[c]
		o.BetEV[c] = p1*float64(v.RoundPayout(c)) + p2 - (1 - p1 - p2)
	}
	for s := 1; s < NumSquares; s++ {
		if legalSquares&(1<<s) != 0 {
			o.TrapLegal[s] = true
			o.TrapEV[s] = e.trapEV[s]
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
