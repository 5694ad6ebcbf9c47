package equity

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// TestSamplerFrequencies: hands drawn by the alias table and by a uniform
// index come up in proportion to their weights, within five standard
// deviations each.
func TestSamplerFrequencies(t *testing.T) {
	tests := []struct {
		name    string
		weights []float64
	}{
		{"equal", []float64{1, 1, 1, 1, 1}},
		{"weighted", []float64{0.5, 1, 0.25, 2, 0.05, 1}},
		{"one", []float64{0.3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			combos := make([]Combo, len(tc.weights))
			sum := 0.0
			for i, w := range tc.weights {
				combos[i] = Combo{Hand: comboCards[i], Weight: w}
				sum += w
			}
			s := newSampler(combos)
			r := rand.NewPCG(1, 2)
			const draws = 1 << 20
			got := make([]int, len(combos))
			for range draws {
				got[s.draw(r)]++
			}
			for i, w := range tc.weights {
				p := w / sum
				if sd := math.Sqrt(draws * p * (1 - p)); math.Abs(float64(got[i])-draws*p) > 5*sd+1 {
					t.Errorf("hand %d (weight %v): drawn %d times of %d, want %.0f ± %.0f", i, w, got[i], draws, draws*p, sd)
				}
			}
		})
	}
}

// TestMonteCarloOverlappingRanges: two weighted ranges that share cards,
// and a random hand dealt from the deck, by Monte Carlo on the turn,
// within four standard errors of the exact count.
func TestMonteCarloOverlappingRanges(t *testing.T) {
	s := spot(t, "Js 8h 3c 2d", "", "AA:0.3, AKs, JJ", "AK, KK:0.5", "random")
	exact := calc(t, s, Options{Method: Exact})
	r := calc(t, s, Options{Method: MonteCarlo, StdErr: 0.003, Seed: 5})
	for i := range s.Players {
		if !near(r.Players[i].Equity, exact.Players[i].Equity, 4*r.StdErr) {
			t.Errorf("player %d: %.4f ± %.4f, exact %.4f", i+1, r.Players[i].Equity, r.StdErr, exact.Players[i].Equity)
		}
	}
}

// The Monte Carlo side of the side-by-side table, one worker: six fixed
// hands and six random hands before the flop, reporting samples a CPU
// second (OMPEval's driver: EquityCalculator on the same ranges, one
// thread, a hand limit).
func BenchmarkMonteCarloSixFixed(b *testing.B) {
	benchMonteCarlo(b, "AhAs", "KcKd", "QhQs", "JdJc", "Th9h", "8s7s")
}

func BenchmarkMonteCarloSixRandom(b *testing.B) {
	benchMonteCarlo(b, "random", "random", "random", "random", "random", "random")
}

func BenchmarkMonteCarloRangeVsRange(b *testing.B) {
	benchMonteCarlo(b, "QQ+, AKs", "JJ-88, AQs+")
}

func benchMonteCarlo(b *testing.B, ranges ...string) {
	s := spot(b, "", "", ranges...)
	const samples = 1 << 22
	o := Options{Method: MonteCarlo, Workers: 1, StdErr: 1e-9, MaxSamples: samples}
	cpu := cpuNow()
	var n uint64
	for b.Loop() {
		r, err := Calculate(context.Background(), s, o)
		if err != nil {
			b.Fatal(err)
		}
		n += r.Boards
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "samples/s")
	b.ReportMetric(float64(n)/(cpuNow()-cpu).Seconds(), "samples/cpu-s")
}

// TestWorkersShareDeals: two or four workers count each deal's form once,
// as one worker does, and agree with it.
func TestWorkersShareDeals(t *testing.T) {
	for _, tc := range []struct{ board, a, b string }{{"", "AKs", "QQ"}, {"Kh 8h 2d", "AK, 88", "QQ+, KJs"}} {
		s := spot(t, tc.board, "", tc.a, tc.b)
		var one Result
		var forms int64
		for _, workers := range []int{1, 2, 4} {
			c := new(dealCache)
			r := calc(t, s, Options{Method: Exact, NoTable: true, Workers: workers, cache: c})
			if workers == 1 {
				one, forms = r, c.counted.Load()
				if forms == 0 {
					t.Fatalf("%s v %s on %q: no form counted through the cache", tc.a, tc.b, tc.board)
				}
				continue
			}
			if got := c.counted.Load(); got != forms {
				t.Errorf("%s v %s on %q, %d workers: %d forms counted, one worker %d", tc.a, tc.b, tc.board, workers, got, forms)
			}
			if r.Players[0] != one.Players[0] || r.Boards != one.Boards {
				t.Errorf("%s v %s on %q, %d workers: %+v over %d, one worker %+v over %d", tc.a, tc.b, tc.board, workers, r.Players[0], r.Boards, one.Players[0], one.Boards)
			}
		}
	}
}

// BenchmarkExactWorkers counts JJ+, AK v QQ+, AKs before the flop without the table
// on one and two workers: the CPU a count takes (cpu-ms/op) should not
// grow with the workers.
func BenchmarkExactWorkers(b *testing.B) {
	s := spot(b, "", "", "JJ+, AK", "QQ+, AKs")
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprint(w), func(b *testing.B) {
			o := Options{Method: Exact, NoTable: true, Workers: w}
			cpu := cpuNow()
			for b.Loop() {
				if _, err := Calculate(context.Background(), s, o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric((cpuNow()-cpu).Seconds()*1000/float64(b.N), "cpu-ms/op")
		})
	}
}
