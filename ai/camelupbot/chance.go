package camelupbot

import (
	"math"

	"parlor/camelup"
)

// What wins a race game is ending with the most coins, not the most coins
// on average: a seat in front does best to bank what it has, a seat behind
// to take the long shot that could carry it past. So the expert judges an
// action by the chance that it leaves the seat richest at the end, ties
// included (the rules share the win). The bets on the table all turn on
// one race, so that chance is taken outcome by outcome of the outlook
// (camelup.Outlook: the round's first two camels, the race's winner and
// loser): in each, every seat's bets pay what they pay, and the turns the
// race still has to run add to every seat's coins a spread the model
// takes as normal, as wide as the rounds to come.

// The spread of the coins a seat makes in the rest of the game beyond the
// bets on the table, as a variance in coins²: perRound for each round
// still to start, thisRound for the rest of this one (in proportion to the
// camels yet to move), and at least minVariance. Over 300 games of expert
// against three Bogarts, a whole round (the bets placed in it included)
// was worth 4.4 coins to a Bogart with a standard deviation of 3.6, and
// 5.5 (4.5) to the expert.
const (
	perRound    = 16.0
	thisRound   = 8.0
	minVariance = 0.5
	// evTie is what a coin of expected value adds to an action's win
	// chance: enough to choose between actions that all win (or lose)
	// for sure, too little to matter otherwise.
	evTie = 1e-4
)

// outcome is one cell of the outlook: its camels, its chance, and the
// spread of the coins still to come.
type outcome struct {
	lead, second, winner, loser camelup.Camel
	p                           float64
	sigma                       float64 // of one seat's coins still to come
	// next: the race ends with the next camel move, and nobody plays
	// after the seat that makes it.
	next bool
}

// outcomes lists the cells of b's outlook o that can happen, with the
// spread of the game after each; unmoved holds the camels yet to move.
// The race ending with the next move is told apart.
func outcomes(o *camelup.Outlook, b camelup.Board, unmoved camelup.CamelSet) []outcome {
	var out []outcome
	finish := o.Finish
	k := unmoved.Len()
	for _, c := range unmoved.Camels() {
		for d := 1; d <= 3; d++ {
			nb := b
			nb.Move(c, d)
			if !nb.Finished() {
				continue
			}
			p := 1 / float64(3*k)
			l, s, x := nb.Leader(), nb.Second(), nb.Last()
			finish[l][s][l][x] -= p
			out = append(out, outcome{lead: l, second: s, winner: l, loser: x, p: p, sigma: math.Sqrt(minVariance), next: true})
		}
	}
	now := thisRound * float64(k) / camelup.NumCamels
	for l := range camelup.NumCamels {
		for s := range camelup.NumCamels {
			for w := range camelup.NumCamels {
				for x := range camelup.NumCamels {
					c := outcome{lead: camelup.Camel(l), second: camelup.Camel(s), winner: camelup.Camel(w), loser: camelup.Camel(x)}
					if p := finish[l][s][w][x]; p > 1e-12 {
						c.p, c.sigma = p, math.Sqrt(max(minVariance, now))
						out = append(out, c)
					}
					if p := o.Later[l][s][w][x]; p > 0 {
						r := o.Rounds[l][s]
						c.p, c.sigma = p, math.Sqrt(max(minVariance, now+perRound*r))
						out = append(out, c)
					}
				}
			}
		}
	}
	return out
}

// purse is what one seat will hold at the end, outcome by outcome, apart
// from the coins still to come: its coins now and what its bets pay.
type purse struct {
	now   float64
	round [camelup.NumCamels][camelup.NumCamels]float64 // by [lead][second]
	win   [camelup.NumCamels]float64                    // by the race's winner
	lose  [camelup.NumCamels]float64                    // by its loser
}

func (p *purse) at(o *outcome) float64 {
	return p.now + p.round[o.lead][o.second] + p.win[o.winner] + p.lose[o.loser]
}

// roundBet adds a round bet on c paying pay if c leads, weighed by w.
func (p *purse) roundBet(c camelup.Camel, pay int, w float64) {
	for l := range p.round {
		for s := range p.round[l] {
			switch camelup.Camel(l) {
			case c:
				p.round[l][s] += w * float64(pay)
			default:
				if camelup.Camel(s) == c {
					p.round[l][s] += w
				} else {
					p.round[l][s] -= w
				}
			}
		}
	}
}

// gameBet adds to by (the purse's win or lose) a game bet that is on each
// camel with the chances of guess, behind the bets of ahead, weighed by w.
func gameBet(by *[camelup.NumCamels]float64, guess [camelup.NumCamels]float64, ahead [][camelup.NumCamels]float64, w float64) {
	for c, q := range guess {
		if q > 0 {
			by[c] += w * q * (linePay(ahead, camelup.Camel(c)) + 1)
		}
		by[c] -= w
	}
}

// ledger is every seat's purse.
type ledger []purse

// newLedger reads the table's bets: the round bets of every seat, the
// game bets by the guesses (certain for the seat's own), and the trap the
// seat has laid, at its expected earnings.
func newLedger(v camelup.View, guesses [2][][camelup.NumCamels]float64, kept float64) ledger {
	l := make(ledger, len(v.Coins))
	for s, c := range v.Coins {
		l[s].now = float64(c)
	}
	l[v.Seat].now += kept
	for c, seats := range v.RoundBets {
		for k, s := range seats {
			l[s].roundBet(camelup.Camel(c), roundPay(k), 1)
		}
	}
	for k, seats := range [2][]int{v.WinnerBets, v.LoserBets} {
		for i, s := range seats {
			if i >= len(guesses[k]) {
				break // observe has guessed every bet seen; be safe all the same
			}
			by := &l[s].win
			if k == 1 {
				by = &l[s].lose
			}
			gameBet(by, guesses[k][i], guesses[k][:i], 1)
		}
	}
	return l
}

func (l ledger) clone() ledger { return append(ledger(nil), l...) }

// chance returns the chance that seat me ends with the most coins (ties
// included), over the outcomes; in those where the race ends with the next
// camel move, the purses are short's, as they stand once it is made (nil:
// l's, nobody moves).
func (l ledger) chance(me int, outs []outcome, short ledger) float64 {
	var d [camelup.MaxPlayers]float64
	total := 0.0
	for i := range outs {
		o := &outs[i]
		purses := l
		if o.next && short != nil {
			purses = short
		}
		mine := purses[me].at(o) + 0.5 // half a coin: a tie wins too
		n := 0
		for s := range purses {
			if s != me {
				d[n] = (mine - purses[s].at(o)) / o.sigma
				n++
			}
		}
		total += o.p * richest(d[:n])
	}
	return total
}

// The coins still to come are normal, the same spread for every seat: the
// seat leads all the others when Z + d_j > Z_j for each j, which given Z
// has chance Π Φ(d_j + Z). richest integrates that over Z on a grid of
// quadNodes points.
const quadNodes = 16

var quad [quadNodes]struct{ z, w float64 }

// Φ is read from a table with linear steps: phiStep apart over ±phiMax.
const (
	phiMax   = 8.0
	phiSteps = 1024
	phiStep  = 2 * phiMax / phiSteps
)

var phiTable [phiSteps + 1]float64

func init() {
	const span = 4.0 // ±4 standard deviations
	h := 2 * span / quadNodes
	sum := 0.0
	for i := range quad {
		z := -span + (float64(i)+0.5)*h
		quad[i].z, quad[i].w = z, math.Exp(-z*z/2)
		sum += quad[i].w
	}
	for i := range quad {
		quad[i].w /= sum
	}
	for i := range phiTable {
		phiTable[i] = 0.5 * math.Erfc(-(float64(i)*phiStep-phiMax)/math.Sqrt2)
	}
}

// phi is the standard normal distribution function.
func phi(x float64) float64 {
	u := (x + phiMax) / phiStep
	if u <= 0 {
		return 0
	}
	if u >= phiSteps {
		return 1
	}
	i := int(u)
	f := u - float64(i)
	return phiTable[i] + f*(phiTable[i+1]-phiTable[i])
}

// richest returns ∫ φ(z) Π_j Φ(d_j + z) dz.
func richest(d []float64) float64 {
	p := 0.0
	for _, q := range quad {
		prod := q.w
		for _, dj := range d {
			prod *= phi(dj + q.z)
			if prod == 0 {
				break
			}
		}
		p += prod
	}
	return p
}
