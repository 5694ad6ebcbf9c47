package camelbot

import (
	"math"

	"parlor/camelup"
)

// Expert is our own player. It values every action in coins from exact
// odds — the round odds and each trap's earnings (camelup's View.Odds), and
// each camel's chance to win and lose the race (camelup.Race) — and takes
// the best. It keeps track of the secret game bets it sees others place:
// judging from the odds when each appeared which camel it is likely on, it
// works out where its own bet would stand in line for the 8, 5, 3, 1.
type Expert struct {
	// guesses[k][i] is the chance that the i-th game bet of kind k (0:
	// winner, 1: loser) is on each camel; certain for the seat's own.
	guesses [2][][camelup.NumCamels]float64
}

// NewExpert returns an expert for one game.
func NewExpert() *Expert { return &Expert{} }

// Decide returns the action of highest expected value.
func (p *Expert) Decide(v camelup.View) camelup.Action {
	race := camelup.Race(v.Board, v.Unmoved)
	p.observe(v, race)
	odds := v.Odds()

	best := camelup.Move()
	bestValue := odds.MoveEV
	consider := func(a camelup.Action, value float64) {
		if value > bestValue+epsilon {
			best, bestValue = a, value
		}
	}
	for c := camelup.Camel(0); c < camelup.NumCamels; c++ {
		consider(camelup.Bet(camelup.RoundBet, c), odds.BetEV[c])
	}
	// Placing the trap again moves it: what counts is the gain over what
	// the trap earns where it stands (odds value every square as if the
	// seat's trap were lifted, its own square included).
	kept := 0.0
	if own := v.TrapSquare[v.Seat]; own >= 1 && own < camelup.NumSquares {
		switch v.Board.Trap(own) {
		case camelup.Plus:
			kept = odds.TrapEV[own][0]
		case camelup.Minus:
			kept = odds.TrapEV[own][1]
		}
	}
	for s := 1; s < camelup.NumSquares; s++ {
		if odds.TrapLegal[s] {
			consider(camelup.Trap(s, camelup.Plus), odds.TrapEV[s][0]-kept)
			consider(camelup.Trap(s, camelup.Minus), odds.TrapEV[s][1]-kept)
		}
	}
	backed := v.Backed()
	for c := camelup.Camel(0); c < camelup.NumCamels; c++ {
		if backed.Has(c) {
			continue
		}
		consider(camelup.Bet(camelup.WinnerBet, c), gameEV(race.Win[c], p.guesses[0], c))
		consider(camelup.Bet(camelup.LoserBet, c), gameEV(race.Lose[c], p.guesses[1], c))
	}
	return best
}

// observe records the game bets placed since the last turn: the seat's own
// by their camels, the others' as a guess from the race odds now.
func (p *Expert) observe(v camelup.View, race camelup.RaceOdds) {
	for k, seats := range [2][]int{v.WinnerBets, v.LoserBets} {
		mine := v.MyWinnerBets
		chances := race.Win
		if k == 1 {
			mine, chances = v.MyLoserBets, race.Lose
		}
		own := 0
		for i, seat := range seats {
			if seat == v.Seat {
				if i >= len(p.guesses[k]) {
					var g [camelup.NumCamels]float64
					if own < len(mine) && mine[own].Valid() {
						g[mine[own]] = 1
					}
					p.guesses[k] = append(p.guesses[k], g)
				}
				own++
				continue
			}
			if i >= len(p.guesses[k]) {
				p.guesses[k] = append(p.guesses[k], guessBet(chances))
			}
		}
	}
}

// guessBet is the chance that another player's new game bet is on each
// camel: players back the likeliest camels, so the odds are sharpened.
func guessBet(chances [camelup.NumCamels]float64) [camelup.NumCamels]float64 {
	var g [camelup.NumCamels]float64
	sum := 0.0
	for c, p := range chances {
		g[c] = math.Pow(p, 3)
		sum += g[c]
	}
	for c := range g {
		if sum > 0 {
			g[c] /= sum
		} else {
			g[c] = 1.0 / camelup.NumCamels
		}
	}
	return g
}

// gameEV is the expected coins of a game bet on camel c that comes true
// with chance p, behind the bets of guesses: each earlier bet on c, if
// right, takes a place ahead in the line 8, 5, 3, 1.
func gameEV(p float64, guesses [][camelup.NumCamels]float64, c camelup.Camel) float64 {
	// ahead[k]: the chance that k earlier bets are on c (the last bucket
	// holds 3 and more).
	var ahead [4]float64
	ahead[0] = 1
	for _, g := range guesses {
		q := g[c]
		if q == 0 {
			continue
		}
		for k := 3; k >= 0; k-- {
			stay := ahead[k] * (1 - q)
			if k == 3 {
				stay = ahead[k]
			}
			if k > 0 {
				stay += ahead[k-1] * q
			}
			ahead[k] = stay
		}
	}
	pay := 8*ahead[0] + 5*ahead[1] + 3*ahead[2] + 1*ahead[3]
	return p*pay - (1 - p)
}
