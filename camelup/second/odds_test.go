package second

import (
	"math"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"
)

// naive is a board kept the plain way, stacks as slices, for the brute
// force check: it shares no code with Board's moves.
type naive map[int][]Camel

func toNaive(b Board) naive {
	n := naive{}
	for s := -3; s <= LastSpace+3; s++ {
		if st := b.Stack(s); len(st) > 0 {
			n[s] = st
		}
	}
	return n
}

func (n naive) find(c Camel) (int, int) {
	for s, st := range n {
		for h, x := range st {
			if x == c {
				return s, h
			}
		}
	}
	panic("camel missing")
}

func (n naive) carries(k Camel) bool {
	s, h := n.find(k)
	for _, x := range n[s][h+1:] {
		if x.Racing() {
			return true
		}
	}
	return false
}

// move applies a die's roll the rulebook's way, with tiles on the board
// given, and reports the space landed on.
func (n naive) move(d Die, shown Camel, steps int, tiles map[int]Tile) int {
	c := Camel(d)
	if d == Grey {
		c = shown
		kb, kw := n.carries(Black), n.carries(White)
		sb, hb := n.find(Black)
		sw, hw := n.find(White)
		switch {
		case kb && !kw:
			c = Black
		case kw && !kb:
			c = White
		case sb == sw && hw == hb+1:
			c = White
		case sb == sw && hb == hw+1:
			c = Black
		}
	}
	dir := 1
	if d == Grey {
		dir = -1
	}
	s, h := n.find(c)
	unit := append([]Camel(nil), n[s][h:]...)
	n[s] = n[s][:h]
	if len(n[s]) == 0 {
		delete(n, s)
	}
	landed := s + dir*steps
	switch tiles[landed] {
	case Cheering:
		n[landed+dir] = append(n[landed+dir], unit...)
	case Booing:
		n[landed-dir] = append(unit, n[landed-dir]...)
	default:
		n[landed] = append(n[landed], unit...)
	}
	return landed
}

func (n naive) finished() bool {
	for s := range n {
		if s < FirstSpace || s > LastSpace {
			return true
		}
	}
	return false
}

// order lists the racing camels last to first.
func (n naive) order() []Camel {
	var out []Camel
	for s := -3; s <= LastSpace+3; s++ {
		for _, c := range n[s] {
			if c.Racing() {
				out = append(out, c)
			}
		}
	}
	return out
}

// bruteLeg goes through every ordering of the dice left, as shuffling them
// would, and every face of the first k−1 drawn.
func bruteLeg(b Board, pyramid DiceSet) (first, second [NumRacing]float64, landings [LastSpace + 1]float64) {
	tiles := map[int]Tile{}
	for s := FirstSpace; s <= LastSpace; s++ {
		if t := b.Tile(s); t != NoTile {
			tiles[s] = t
		}
	}
	var dice []Die
	for d := Die(0); d < NumDice; d++ {
		if pyramid.Has(d) {
			dice = append(dice, d)
		}
	}
	var perms [][]Die
	var permute func([]Die, []Die)
	permute = func(done, left []Die) {
		if len(left) == 0 {
			perms = append(perms, append([]Die(nil), done...))
			return
		}
		for i := range left {
			rest := append(append([]Die(nil), left[:i]...), left[i+1:]...)
			permute(append(done, left[i]), rest)
		}
	}
	permute(nil, dice)
	pPerm := 1 / float64(len(perms))
	for _, perm := range perms {
		draws := perm[:len(perm)-1]
		var rec func(n naive, i int, p float64)
		rec = func(n naive, i int, p float64) {
			if i == len(draws) || n.finished() {
				o := n.order()
				first[o[len(o)-1]] += p
				second[o[len(o)-2]] += p
				return
			}
			d := draws[i]
			shows := []Camel{Camel(d)}
			if d == Grey {
				shows = []Camel{Black, White}
			}
			for _, shown := range shows {
				for steps := 1; steps <= 3; steps++ {
					m := naive{}
					for s, st := range n {
						m[s] = append([]Camel(nil), st...)
					}
					q := p / float64(3*len(shows))
					if l := m.move(d, shown, steps, tiles); l >= FirstSpace && l <= LastSpace {
						landings[l] += q
					}
					rec(m, i+1, q)
				}
			}
		}
		rec(toNaive(b), 0, pPerm)
	}
	return first, second, landings
}

func TestLegOutcomesAtLegStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for range 20 {
		b := setup(rng)
		o := Leg(b, allDice)
		if o.Outcomes != 320760 {
			t.Errorf("Leg(%v) counts %d outcomes, want 320,760", b, o.Outcomes)
		}
		sum, sum2, sumL := 0.0, 0.0, 0.0
		for c := range o.First {
			sum += o.First[c]
			sum2 += o.Second[c]
			sumL += o.Last[c]
		}
		if math.Abs(sum-1) > 1e-9 || math.Abs(sum2-1) > 1e-9 || math.Abs(sumL-1) > 1e-9 {
			t.Errorf("Leg(%v): chances sum to %v, %v, %v; want 1", b, sum, sum2, sumL)
		}
	}
}

func TestLegAgreesWithBruteForce(t *testing.T) {
	positions := []struct {
		board   string
		pyramid DiceSet
	}{
		{"1:B 2:G 3:Y 4:R 5:P 14:K 16:W", allDice},
		{"1:BGYRP 14:KW", allDice},
		{"1:BG 2:YR 3:P 15:WK", allDice},
		{"3:BGYRP 16:KW", allDice},
		{"1:B 2:G 3:Y 10:KR 12:P 16:W -8 +13", allDice},
		{"2:B 4:G 5:YR 7:P 8:K 9:W +3 -6", allDice.Without(Grey)},
		{"5:KRB 6:G 7:YP 9:W -11", allDice.Without(Die(Blue))},
		{"12:B 13:G 14:KYRW 15:P", allDice},
		{"1:KR 2:B 3:G 4:YP 16:W", allDice},
		{"6:BG 8:W 9:YK 10:RP +12", allDice.Without(Die(Red)).Without(Die(Green))},
		{"13:BGYRP 15:K 16:W -4", allDice.Without(Die(Yellow))},
		{"4:P 7:R 8:WKY 9:B 11:G +10 -14", allDice},
	}
	for _, pos := range positions {
		b := mustBoard(t, pos.board)
		o := Leg(b, pos.pyramid)
		first, second, landings := bruteLeg(b, pos.pyramid)
		for c := range first {
			if math.Abs(o.First[c]-first[c]) > 1e-9 || math.Abs(o.Second[c]-second[c]) > 1e-9 {
				t.Errorf("Leg(%q) %v: first %v second %v, brute force %v %v", pos.board, Camel(c), o.First[c], o.Second[c], first[c], second[c])
			}
		}
		for s := range landings {
			if math.Abs(o.Landings[s]-landings[s]) > 1e-9 {
				t.Errorf("Leg(%q) landings on %d: %v, brute force %v", pos.board, s, o.Landings[s], landings[s])
			}
		}
	}
}

func TestRaceSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	b := mustBoard(t, "1:B 2:G 3:Y 4:R 5:P 14:K 16:W")
	o := Race(b, allDice, 4000, rng)
	w, l := 0.0, 0.0
	for c := range o.Win {
		w += o.Win[c]
		l += o.Lose[c]
	}
	if math.Abs(w-1) > 1e-9 || math.Abs(l-1) > 1e-9 {
		t.Errorf("Race sums to %v and %v, want 1", w, l)
	}
	// Purple starts in front, blue at the back: both show in the odds.
	if o.Win[Purple] <= o.Win[Blue] || o.Lose[Blue] <= o.Lose[Purple] {
		t.Errorf("Race from %v: win %v lose %v; want purple ahead of blue", b, o.Win, o.Lose)
	}
}

// BenchmarkLegStart is the leg's odds at a leg's start, the most draws to
// walk: target at most 20 ms on one core. ms/op is wall time; cpu-ms/op
// the process's CPU time, which a machine busy with other work does not
// inflate.
func BenchmarkLegStart(b *testing.B) {
	board := mustBoard(b, "1:B 2:GY 3:RP 14:K 15:W")
	start := cpuTime()
	n := 0
	for b.Loop() {
		Leg(board, allDice)
		n++
	}
	b.ReportMetric(b.Elapsed().Seconds()*1000/float64(n), "ms/op")
	b.ReportMetric(float64(cpuTime()-start)/1e6/float64(n), "cpu-ms/op")
}

// cpuTime returns the process's user and system CPU time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestViewOddsMidLeg(t *testing.T) {
	g := NewFrom(3, mustBoard(t, "1:B 2:G 3:Y 4:R 5:P 14:K 16:W"), rand.New(rand.NewPCG(5, 5)))
	if err := g.ApplyRoll(Roll{Die: Die(Red), Color: Red, Steps: 3}); err != nil {
		t.Fatal(err)
	}
	o := g.View(1).LegOdds()
	// Five dice left, four to draw: 24·3⁴ draws leaving the grey die in,
	// 96·3³·6 drawing it, 17,496 in all.
	if o.Outcomes != 17496 {
		t.Errorf("outcomes %d, want 17,496", o.Outcomes)
	}
	first, _, _ := bruteLeg(g.Board(), g.PyramidDice())
	for c := range first {
		if math.Abs(first[c]-o.First[c]) > 1e-9 {
			t.Errorf("view's leg odds of %v: %v, brute force %v", Camel(c), o.First[c], first[c])
		}
	}
	r := g.View(1).RaceOdds(500, rand.New(rand.NewPCG(1, 1)))
	if r.Samples != 500 || r.Win[Red] <= r.Win[Blue] {
		t.Errorf("race odds %+v: want 500 samples, red (on 7) ahead of blue (on 1)", r)
	}
}
