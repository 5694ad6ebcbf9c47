package equity

import (
	"context"
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
