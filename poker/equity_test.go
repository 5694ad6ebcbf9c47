package poker

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func hole(t testing.TB, s string) [2]Card {
	t.Helper()
	c := mustCards(t, s)
	if len(c) != 2 {
		t.Fatalf("%q is not two cards", s)
	}
	return [2]Card(c)
}

func TestExactEquityPreflop(t *testing.T) {
	tests := []struct {
		a, b               string
		wins, losses, ties uint64
	}{
		{"AhAs", "KcKd", 1388072, 317694, 6538},
	}
	for _, tt := range tests {
		t.Run(tt.a+" v "+tt.b, func(t *testing.T) {
			e, err := ExactEquity(hole(t, tt.a), hole(t, tt.b), nil)
			if err != nil {
				t.Fatal(err)
			}
			if want := (Equity{tt.wins, tt.ties, tt.losses}); e != want {
				t.Errorf("ExactEquity(%s, %s) = %+v, want %+v", tt.a, tt.b, e, want)
			}
			if r, err := ExactEquity(hole(t, tt.b), hole(t, tt.a), nil); err != nil || r != e.Swap() {
				t.Errorf("ExactEquity(%s, %s) = %+v, %v; want %+v", tt.b, tt.a, r, err, e.Swap())
			}
		})
	}
}

func TestExactEquityAcesVersusKings(t *testing.T) {
	var sum Equity
	for _, a := range pairsOf(Ace) {
		for _, k := range pairsOf(King) {
			e, err := ExactEquity(a, k, nil)
			if err != nil {
				t.Fatal(err)
			}
			sum.Wins += e.Wins
			sum.Ties += e.Ties
			sum.Losses += e.Losses
		}
	}
	if want := (Equity{Wins: 50371344, Ties: 285228, Losses: 10986372}); sum != want {
		t.Errorf("AA v KK over the 36 combinations = %+v, want %+v", sum, want)
	}
}

func pairsOf(r Rank) [][2]Card {
	var p [][2]Card
	for s := Hearts; s <= Spades; s++ {
		for u := s + 1; u <= Spades; u++ {
			p = append(p, [2]Card{NewCard(r, s), NewCard(r, u)})
		}
	}
	return p
}

func TestExactEquityPercentages(t *testing.T) {
	e, err := ExactEquity(hole(t, "AcKh"), hole(t, "KdTh"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if w, ti := round3(100*e.Win()), round3(100*e.Tie()); w != 73.656 || ti != 1.142 {
		t.Errorf("AcKh v KdTh: win %.3f%%, tie %.3f%%; want 73.656%%, 1.142%%", w, ti)
	}
	if got := e.Share(); math.Abs(got-(e.Win()+e.Tie()/2)) > 1e-12 {
		t.Errorf("Share() = %v, want %v", got, e.Win()+e.Tie()/2)
	}
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// TestExactEquityAgainstEvaluate counts the boards of a few spots one by
// one with Evaluate, for every board size.
func TestExactEquityAgainstEvaluate(t *testing.T) {
	tests := []struct{ a, b, board string }{
		{"AhKh", "QcQd", "2h 7h Qh Jc Ts"},
		{"AhKh", "QcQd", "2h 7h 9d Jc"},
		{"AhKh", "QcQd", "2h 7h 9d"},
		{"5c4c", "AsAd", "3c 2d"},
		{"9s8s", "7d7h", "Ts"},
		{"2c2d", "3h3s", "Ac Kd Qh Js Tc"}, // both play the board: a tie
	}
	for _, tt := range tests {
		t.Run(tt.a+" v "+tt.b+" on "+tt.board, func(t *testing.T) {
			a, b, board := hole(t, tt.a), hole(t, tt.b), mustCards(t, tt.board)
			got, err := ExactEquity(a, b, board)
			if err != nil {
				t.Fatal(err)
			}
			d := NewDeck()
			d.Remove(append(append(a[:], b[:]...), board...)...)
			var rest []Card
			for d.Len() > 0 {
				c, _ := d.Pop()
				rest = append(rest, c)
			}
			var want Equity
			var walk func(first int, full []Card)
			walk = func(first int, full []Card) {
				if len(full) == 5 {
					va := Evaluate(append(a[:], full...)).Value
					vb := Evaluate(append(b[:], full...)).Value
					switch {
					case va > vb:
						want.Wins++
					case va == vb:
						want.Ties++
					default:
						want.Losses++
					}
					return
				}
				for i := first; i < len(rest); i++ {
					walk(i+1, append(full[:len(full):len(full)], rest[i]))
				}
			}
			walk(0, board)
			if got != want {
				t.Errorf("ExactEquity = %+v, want %+v", got, want)
			}
		})
	}
}

func TestEquityErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	ah, kd := hole(t, "AhAs"), hole(t, "KcKd")
	tests := []struct {
		name string
		err  error
		run  func() error
	}{
		{"shared card", ErrDuplicateCard, func() error { _, err := ExactEquity(ah, hole(t, "AhKd"), nil); return err }},
		{"card on board and in hand", ErrDuplicateCard, func() error { _, err := ExactEquity(ah, kd, mustCards(t, "2c Kd 3h")); return err }},
		{"six board cards", ErrBoardSize, func() error { _, err := ExactEquity(ah, kd, mustCards(t, "2c 3c 4c 5c 6c 7c")); return err }},
		{"not a card", ErrBadCard, func() error { _, err := ExactEquity(ah, [2]Card{52, 0}, nil); return err }},
		{"no samples", ErrNoSamples, func() error { _, err := EquityVsRandom(ah, nil, 0, r); return err }},
		{"random: duplicate", ErrDuplicateCard, func() error { _, err := EquityVsRandom(ah, mustCards(t, "As 2c 3d"), 10, r); return err }},
		{"range: all blocked", ErrEmptyRange, func() error {
			_, err := equityVsRange(ah, nil, [][2]Card{hole(t, "AdAh"), hole(t, "AsKs")}, 10, r)
			return err
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.run(); !errors.Is(err, tt.err) {
				t.Errorf("error %v, want %v", err, tt.err)
			}
		})
	}
}

// within reports whether a Monte Carlo share is within four standard
// errors of the exact one.
func within(t *testing.T, what string, got Equity, want float64) {
	t.Helper()
	se := math.Sqrt(want*(1-want)/float64(got.Total())) + 1e-9
	if d := got.Share() - want; math.Abs(d) > 4*se {
		t.Errorf("%s: share %.4f after %d samples, want %.4f ± %.4f", what, got.Share(), got.Total(), want, 4*se)
	}
}

func TestEquityVsRangeMatchesExact(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	a, b := hole(t, "AcKh"), hole(t, "KdTh")
	for _, board := range []string{"", "Ts 4h 2h", "Ts 4h 2h 9c"} {
		exact, err := ExactEquity(a, b, mustCards(t, board))
		if err != nil {
			t.Fatal(err)
		}
		mc, err := equityVsRange(a, mustCards(t, board), [][2]Card{b}, 100000, r)
		if err != nil {
			t.Fatal(err)
		}
		within(t, "AcKh v KdTh on ["+board+"]", mc, exact.Share())
	}
}

// TestEquityVsRandomMatchesExact compares with the exact equity against
// every hand on a turn, where that is quick to count.
func TestEquityVsRandomMatchesExact(t *testing.T) {
	a, board := hole(t, "AhKh"), mustCards(t, "2h 7h 9d Jc")
	used, _ := known(a[:], board)
	var sum Equity
	var all [][2]Card
	for x := Card(0); x < 52; x++ {
		for y := x + 1; y < 52; y++ {
			if used&(1<<x|1<<y) != 0 {
				continue
			}
			all = append(all, [2]Card{x, y})
			e, err := ExactEquity(a, [2]Card{x, y}, board)
			if err != nil {
				t.Fatal(err)
			}
			sum.Wins += e.Wins
			sum.Ties += e.Ties
			sum.Losses += e.Losses
		}
	}
	r := rand.New(rand.NewPCG(9, 10))
	mc, err := EquityVsRandom(a, board, 200000, r)
	if err != nil {
		t.Fatal(err)
	}
	within(t, "AhKh v random", mc, sum.Share())
	// A range of every hand is a random hand; a range with blocked hands
	// skips them.
	mc, err = equityVsRange(a, board, append(all, a, [2]Card{board[0], board[1]}), 200000, r)
	if err != nil {
		t.Fatal(err)
	}
	within(t, "AhKh v the range of all hands", mc, sum.Share())
}

func TestEquityDeterministicAndAllocationFree(t *testing.T) {
	a, b, board := hole(t, "Qs Js"), hole(t, "8c 8d"), mustCards(t, "2s 9s Kd")
	run := func() Equity {
		e, err := EquityVsRandom(a, board, 1000, rand.New(rand.NewPCG(3, 3)))
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	if x, y := run(), run(); x != y {
		t.Errorf("same seed, different results: %+v, %+v", x, y)
	}
	r := rand.New(rand.NewPCG(1, 2))
	villain := [][2]Card{b, hole(t, "Ah Kh")}
	if n := testing.AllocsPerRun(10, func() {
		EquityVsRandom(a, board, 100, r)
		equityVsRange(a, board, villain, 100, r)
		ExactEquity(a, b, board)
	}); n != 0 {
		t.Errorf("equity allocates %v times a run, want 0", n)
	}
}

// BenchmarkEquityPreflop counts all 1,712,304 boards of AhAs v KcKd.
func BenchmarkEquityPreflop(b *testing.B) {
	a, k := hole(b, "AhAs"), hole(b, "KcKd")
	cpu := startCPU()
	for b.Loop() {
		if _, err := ExactEquity(a, k, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()*1000/float64(b.N), "ms/op")
	cpu.report(b, float64(b.N), "ops")
}

// BenchmarkEquityVsRandom deals pre-flop samples against a random hand.
func BenchmarkEquityVsRandom(b *testing.B) {
	a := hole(b, "AhKd")
	r := rand.New(rand.NewPCG(1, 2))
	const samples = 100000
	b.ReportAllocs()
	for b.Loop() {
		if _, err := EquityVsRandom(a, nil, samples, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(samples*float64(b.N)/b.Elapsed().Seconds(), "samples/s")
}
