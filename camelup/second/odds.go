package second

import "math/rand/v2"

// LegOdds are the exact odds of the rest of a leg: every ordered draw of
// the dice still to come out (all but the last in the pyramid) with every
// face, each weighted by its chance. The leg ends early if the race does.
type LegOdds struct {
	// First and Second: the chance each racing camel is first, second, at
	// the leg's end.
	First, Second [NumRacing]float64
	// Last: the chance each racing camel is last at the leg's end.
	Last [NumRacing]float64
	// RaceEnds is the chance the race ends this leg; Wins and Loses the
	// chance it ends with each camel first, last.
	RaceEnds    float64
	Wins, Loses [NumRacing]float64
	// Landings[s] is the expected number of moves landing on space s this
	// leg (a tile's owner earns 1 a landing).
	Landings [LastSpace + 1]float64
	// Outcomes counts the ordered draws with their faces (a draw ending the
	// race counts every way the leg could have gone on).
	Outcomes int
}

// completions[s] is how many ordered draws, faces told apart, can still
// come out of a pyramid holding the dice in s.
var completions [allDice + 1]int

func init() {
	for s := DiceSet(0); s <= allDice; s++ {
		if s.LegOver() {
			completions[s] = 1
			continue
		}
		for d := Die(0); d < NumDice; d++ {
			if s.Has(d) {
				completions[s] += d.Faces() * completions[s.Without(d)]
			}
		}
	}
}

// Leg returns the exact odds of the rest of the leg from board b with the
// dice in pyramid still to draw. At a leg's start that is 320,760 draws.
func Leg(b Board, pyramid DiceSet) LegOdds {
	var o LegOdds
	if b.Finished() || pyramid.LegOver() {
		o.leaf(&b, 1, b.Finished())
		o.Outcomes = 1
		return o
	}
	o.walk(&b, pyramid, 1, 1)
	return o
}

// walk adds every draw from b with pyramid left, reached with chance p by
// ways draws (faces told apart).
func (o *LegOdds) walk(b *Board, pyramid DiceSet, p float64, ways int) {
	p /= float64(pyramid.Len())
	for d := Die(0); d < NumDice; d++ {
		if !pyramid.Has(d) {
			continue
		}
		rest := pyramid.Without(d)
		if d == Grey {
			// When a rulebook exception picks the crazy camel, both
			// colours move the same one: one walk at twice the chance.
			q := p / 6
			if cb := b.Crazy(Black); cb == b.Crazy(White) {
				for n := 1; n <= 3; n++ {
					o.step(b, cb, n, rest, 2*q, 2*ways)
				}
				continue
			}
			for _, shown := range [2]Camel{Black, White} {
				for n := 1; n <= 3; n++ {
					o.step(b, shown, n, rest, q, ways)
				}
			}
			continue
		}
		q := p / 3
		for n := 1; n <= 3; n++ {
			o.step(b, Camel(d), n, rest, q, ways)
		}
	}
}

// step moves c n spaces on a copy of b and goes on from there; the move
// stands for ways draws with faces told apart.
func (o *LegOdds) step(b *Board, c Camel, n int, rest DiceSet, q float64, ways int) {
	nb := *b
	l := nb.Move(c, n)
	if l.Landed >= FirstSpace && l.Landed <= LastSpace {
		o.Landings[l.Landed] += q
	}
	switch {
	case l.Crossed():
		o.leaf(&nb, q, true)
		o.Outcomes += ways * completions[rest]
	case rest.LegOver():
		o.leaf(&nb, q, false)
		o.Outcomes += ways
	default:
		o.walk(&nb, rest, q, ways)
	}
}

// leaf adds a leg's end on b with chance q.
func (o *LegOdds) leaf(b *Board, q float64, over bool) {
	if !over {
		f, s, l := b.podium()
		o.First[f] += q
		o.Second[s] += q
		o.Last[l] += q
		return
	}
	r := b.Ranking()
	o.First[r[0]] += q
	o.Second[r[1]] += q
	o.Last[r[NumRacing-1]] += q
	o.RaceEnds += q
	o.Wins[r[0]] += q
	o.Loses[r[NumRacing-1]] += q
}

// podium returns the first, second and last racing camels in one pass,
// each camel's place in the race as one number: space, then height.
func (b *Board) podium() (first, second, last Camel) {
	key := func(c Camel) int { return int(b.pos[c])<<3 | int(b.height[c]) }
	k0, k1 := key(0), key(1)
	first, second, last = 0, 1, 0
	kf, ks, kl := k0, k1, k0
	if k1 > k0 {
		first, second, kf, ks = 1, 0, k1, k0
	} else {
		last, kl = 1, k1
	}
	for c := Camel(2); c < NumRacing; c++ {
		k := key(c)
		switch {
		case k > kf:
			first, second, kf, ks = c, first, k, kf
		case k > ks:
			second, ks = c, k
		}
		if k < kl {
			last, kl = c, k
		}
	}
	return first, second, last
}

// LegTicketValue returns what a leg ticket of value v on camel c is worth
// on average under o.
func (o *LegOdds) LegTicketValue(c Camel, v int) float64 {
	return float64(v)*o.First[c] + o.Second[c] - (1 - o.First[c] - o.Second[c])
}

// RaceOdds are each racing camel's chance to win and to finish last.
type RaceOdds struct {
	Win, Lose [NumRacing]float64
	Samples   int
}

// Race estimates the odds of the whole race from b, the dice in pyramid
// still to draw this leg, by playing n random races to the end with rng.
// Unlike the contest edition's RaceTable it samples: seven camels with the
// crazy ones' stacks make too many boards to tabulate (Parlor's choice; the
// leg odds, which decide most bets, are exact). The error of each chance is
// below 1/(2√n).
func Race(b Board, pyramid DiceSet, n int, rng *rand.Rand) RaceOdds {
	var o RaceOdds
	if n <= 0 {
		return o
	}
	for range n {
		w, l := b.Playout(rng, pyramid)
		o.Win[w]++
		o.Lose[l]++
	}
	for c := range o.Win {
		o.Win[c] /= float64(n)
		o.Lose[c] /= float64(n)
	}
	o.Samples = n
	return o
}

// Playout plays a random race to its end from b with the dice in pyramid
// still to draw this leg (tiles stay where they are for the leg, then go)
// and returns the winner and the last camel.
func (b Board) Playout(rng *rand.Rand, pyramid DiceSet) (winner, loser Camel) {
	for moves := 0; !b.Finished(); moves++ {
		if pyramid.LegOver() {
			pyramid = allDice
			b.ClearTiles()
		}
		if moves > 1000 {
			// Crazy camels can hold the race back, never forever in
			// practice; the guard keeps a bad board from hanging.
			break
		}
		r := draw(rng, pyramid)
		pyramid = pyramid.Without(r.Die)
		b.Apply(r)
	}
	rk := b.Ranking()
	return rk[0], rk[NumRacing-1]
}
