package camelup

// View is what one seat may see: everything on the table, and of the secret
// game bets only who placed them, plus the camels of its own. Computer
// players and hotseat screens work from a View; it is a snapshot, safe to
// keep and to modify.
type View struct {
	Seat    int      // whose view this is
	Turn    int      // the seat to act
	Round   int      // from 1
	Over    bool     // the game has ended
	Board   Board    // positions, stacks and traps
	Unmoved CamelSet // camels yet to move this round
	Coins   []int    // every seat's coins

	// TrapOwner[s] is the seat owning the trap on square s, -1 if none.
	TrapOwner [NumSquares]int
	// TrapSquare[seat] is where seat's trap stands this round, -1 if it
	// has not placed one.
	TrapSquare []int
	// RoundBets[c] lists the seats that bet on camel c this round, in order.
	RoundBets [NumCamels][]int
	// WinnerBets and LoserBets list who placed each game bet, in order.
	WinnerBets []int
	LoserBets  []int
	// MyWinnerBets and MyLoserBets are this seat's own game bets, in order.
	MyWinnerBets []Camel
	MyLoserBets  []Camel
}

// View returns seat's view of the game.
func (g *Game) View(seat int) View {
	v := View{
		Seat:       seat,
		Turn:       g.turn,
		Round:      g.round,
		Over:       g.over,
		Board:      g.board,
		Unmoved:    g.unmoved,
		Coins:      append([]int(nil), g.coins...),
		TrapSquare: append([]int(nil), g.trapOf...),
	}
	for s, o := range g.owner {
		v.TrapOwner[s] = int(o)
	}
	for c, seats := range g.roundBets {
		v.RoundBets[c] = append([]int(nil), seats...)
	}
	for _, b := range g.winnerBets {
		v.WinnerBets = append(v.WinnerBets, b.Seat)
		if b.Seat == seat {
			v.MyWinnerBets = append(v.MyWinnerBets, b.Camel)
		}
	}
	for _, b := range g.loserBets {
		v.LoserBets = append(v.LoserBets, b.Seat)
		if b.Seat == seat {
			v.MyLoserBets = append(v.MyLoserBets, b.Camel)
		}
	}
	return v
}

// Backed returns the camels this seat has bet on for the game (winner or
// loser); it may not back them again.
func (v *View) Backed() CamelSet {
	var s CamelSet
	for _, c := range v.MyWinnerBets {
		s = s.With(c)
	}
	for _, c := range v.MyLoserBets {
		s = s.With(c)
	}
	return s
}

// Legal reports whether this seat could take action a now: nil, or a rule
// error wrapping ErrIllegal (ErrNotYourTurn when another seat is to act).
func (v *View) Legal(a Action) error {
	if v.Over {
		return ErrGameOver
	}
	if v.Turn != v.Seat {
		return ErrNotYourTurn
	}
	return legal(a, &v.Board, v.TrapSquare[v.Seat], v.Backed())
}

// LegalActions lists every action this seat may take now: move, the legal
// traps, round bets, then the game bets it may still place. It is empty when
// another seat is to act or the game is over.
func (v *View) LegalActions() []Action {
	if v.Over || v.Turn != v.Seat {
		return nil
	}
	return legalActions(&v.Board, v.TrapSquare[v.Seat], v.Backed())
}

// RoundPayout returns what a round bet on camel c placed now would pay if c
// leads at the end of the round: 5, 3, 2, then 1, by the bets already on c.
func (v *View) RoundPayout(c Camel) int {
	if !c.Valid() {
		return 0
	}
	return roundPayout(len(v.RoundBets[c]))
}

// Race returns the exact race odds from the view's board (see Race): each
// camel's chance to win and to lose the race, assuming no further traps.
// The first call may wait for the race table (a fraction of a second; call
// WarmRaceTable at start-up to build it in the background).
func (v *View) Race() RaceOdds { return Race(v.Board, v.Unmoved) }
