package camelupbot

import (
	"math/rand/v2"

	"parlor/camelup"
)

// epsilon is the margin by which an option must beat another to be taken:
// odds summed over thousands of outcomes carry rounding errors.
const epsilon = 1e-9

// Bogart's constants, from docs/rules/camelup.md ("Computer players").
const (
	// bogartPlayouts is how many random races Bogart plays out to judge
	// the game bets.
	bogartPlayouts = 10_000
	// bogartMaxMoves caps each playout.
	bogartMaxMoves = 35
)

// Bogart is Sir Humpfree Bogart, the expected-value player of
// docs/rules/camelup.md ("Computer players"): exact
// round odds for the round bets, random playouts for the game bets, a
// risk term that grows as the race nears its end and it falls behind, and
// never a trap.
type Bogart struct {
	rng *rand.Rand
	src *wyrand // rng's source, kept for a save (see MarshalState)
	// Playouts is the number of random races per decision (the rules'
	// 10,000; tests may use fewer).
	Playouts int

	// The last position played out and its counts: while the others only
	// bet, the position stays the same from one turn to the next, and its
	// playouts need not be played again.
	last         camelup.Board
	lastUnmoved  camelup.CamelSet
	lastPlayouts int
	wins, loses  [camelup.NumCamels]int
}

// newBogart returns Bogart drawing its playouts from a fast source seeded
// from r.
func newBogart(r *rand.Rand) *Bogart {
	src := wyrand(r.Uint64())
	return &Bogart{rng: rand.New(&src), src: &src, Playouts: bogartPlayouts}
}

// option is an action with the two numbers Bogart judges it by.
type option struct {
	a      camelup.Action
	ev     float64 // expected coins
	upshot float64 // the best it can pay
}

// Decide takes the option with the highest EV + riskiness·(upshot − EV).
func (p *Bogart) Decide(v camelup.View) camelup.Action {
	risk := riskiness(v)
	best := camelup.Move() // moving counts as EV 1, upshot 1: judged 1
	bestValue := 1.0
	consider := func(o option) {
		// An option must beat the move by more than rounding: a round bet
		// on a camel sure to come second is worth 1 coin, like moving,
		// and players who all preferred such bets would never move again.
		if value := o.ev + risk*(o.upshot-o.ev); value > bestValue+epsilon {
			best, bestValue = o.a, value
		}
	}

	round := camelup.Round(v.Board, v.Unmoved)
	for c := camelup.Camel(0); c < camelup.NumCamels; c++ {
		p1, p2 := round.Lead[c], round.Second[c]
		pay := float64(v.RoundPayout(c))
		consider(option{camelup.Bet(camelup.RoundBet, c), p1*pay + p2 - (1 - p1 - p2), pay})
	}

	backed := v.Backed()
	if backed != camelup.AllCamels {
		wins, loses := p.playouts(v.Board, v.Unmoved)
		n := float64(p.Playouts)
		if c, ok := mostOf(wins, backed); ok {
			chance := float64(wins[c]) / n
			consider(option{camelup.Bet(camelup.WinnerBet, c), gameBetEV(chance, len(v.WinnerBets)), 8})
		}
		if c, ok := mostOf(loses, backed); ok {
			chance := float64(loses[c]) / n * nearness(v.Board)
			// The loser bets are settled apart from the winner bets, so
			// the place in line is counted among the loser bets.
			consider(option{camelup.Bet(camelup.LoserBet, c), gameBetEV(chance, len(v.LoserBets)), 8})
		}
	}
	return best
}

// playouts plays the race out p.Playouts times from b and counts how often
// each camel wins and loses. It allocates nothing.
func (p *Bogart) playouts(b camelup.Board, unmoved camelup.CamelSet) (wins, loses [camelup.NumCamels]int) {
	if p.lastPlayouts == p.Playouts && p.last == b && p.lastUnmoved == unmoved {
		return p.wins, p.loses
	}
	for range p.Playouts {
		w, l := b.Playout(p.rng, unmoved, bogartMaxMoves)
		wins[w]++
		loses[l]++
	}
	p.last, p.lastUnmoved, p.lastPlayouts = b, unmoved, p.Playouts
	p.wins, p.loses = wins, loses
	return wins, loses
}

// mostOf returns the camel outside skip with the highest count (the lowest
// index on a tie); false if every camel is skipped.
func mostOf(counts [camelup.NumCamels]int, skip camelup.CamelSet) (camelup.Camel, bool) {
	best, found := camelup.Camel(0), false
	for c := camelup.Camel(0); c < camelup.NumCamels; c++ {
		if !skip.Has(c) && (!found || counts[c] > counts[best]) {
			best, found = c, true
		}
	}
	return best, found
}

// gameBetEV is Bogart's value of a game bet with the given chance when
// placed bets of its kind are already down: the payout is estimated as
// 0.42857x² − 4.37143x + 12 with x = 1 + placed·chance (about 8, 5, 3 for
// x = 1, 2, 3).
func gameBetEV(chance float64, placed int) float64 {
	x := 1 + float64(placed)*chance
	pay := 0.42857*x*x - 4.37143*x + 12
	return pay*chance - (1 - chance)
}

// nearness is how near the race is to its end: (0.9·square of the leader +
// 0.07·square of the second + 0.03·square of the third)/16.
func nearness(b camelup.Board) float64 {
	r := b.Ranking()
	return (0.9*float64(b.Square(r[0])) + 0.07*float64(b.Square(r[1])) + 0.03*float64(b.Square(r[2]))) / camelup.FinishSquare
}

// riskiness is dist_to_first·nearness_to_end: negative (caution) while the
// seat leads, positive (daring) once it trails by more than about 4 coins.
func riskiness(v camelup.View) float64 {
	richest := 0
	for s, c := range v.Coins {
		if s != v.Seat {
			richest = max(richest, c)
		}
	}
	d := float64(max(0, richest-v.Coins[v.Seat]))
	return (-0.2 + 0.0394*d + 0.00288*d*d) * nearness(v.Board)
}
