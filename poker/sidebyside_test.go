package poker

import (
	"encoding/binary"
	"os"
	"slices"
	"testing"
)

// The side-by-side benchmarks run the loops of OMPEval's benchmark
// (benchmark.cpp: sequential, random card arrays, random precomputed
// hands) with the same counting: one evaluation a hand, the values summed.
// Set PARLOR_OMP_HANDS to a file of hands, 7 bytes a hand, card 4·rank+suit
// (as OMPEval numbers them; dumped by a driver from its generateRandomHands),
// to run on OMPEval's own hands; without it they run on a million hands
// dealt here. TestSideBySideRanking checks the ranking against OMPEval's
// values when the file is there.

const handsEnv = "PARLOR_OMP_HANDS"

// sideHands returns the hands of PARLOR_OMP_HANDS, or a million random ones.
func sideHands(tb testing.TB) [][7]Card {
	name := os.Getenv(handsEnv)
	if name == "" {
		return randomHands7(1 << 20)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		tb.Fatal(err)
	}
	hands := make([][7]Card, len(b)/7)
	for i := range hands {
		for j := range 7 {
			hands[i][j] = Card(b[7*i+j])
		}
	}
	return hands
}

// TestSideBySideRanking checks that Eval7 orders OMPEval's first million
// hands as OMPEval does: the values OMPEval gave them are in
// $PARLOR_OMP_HANDS.vals, two bytes each, little-endian.
func TestSideBySideRanking(t *testing.T) {
	name := os.Getenv(handsEnv)
	if name == "" {
		t.Skip(handsEnv + " not set")
	}
	b, err := os.ReadFile(name + ".vals")
	if err != nil {
		t.Fatal(err)
	}
	hands := sideHands(t)[:len(b)/2]
	type pair struct{ omp, ours uint16 }
	ps := make([]pair, len(hands))
	for i := range hands {
		ps[i] = pair{binary.LittleEndian.Uint16(b[2*i:]), uint16(Eval7(&hands[i]))}
	}
	slices.SortFunc(ps, func(a, b pair) int { return int(a.omp) - int(b.omp) })
	for i := 1; i < len(ps); i++ {
		if (ps[i].omp == ps[i-1].omp) != (ps[i].ours == ps[i-1].ours) || ps[i].ours < ps[i-1].ours {
			t.Fatalf("hands ranked differently: OMPEval %d, %d; Eval7 %v, %v", ps[i-1].omp, ps[i].omp, ps[i-1].ours, ps[i].ours)
		}
	}
}

// reportEvals gives the rate of n evaluations an iteration in hands a CPU second
// (steady when other programs share the core) and a wall-clock second.
func reportEvals(b *testing.B, cpu cpuClock, n int, sum uint64) {
	if sum == 0 {
		b.Fatal("no hands")
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "evals/s")
	cpu.report(b, float64(n)*float64(b.N), "evals")
}

// BenchmarkSideSequential is OMPEval's sequential loop: every c1 < … < c7,
// the hand built card by card, one evaluation a hand.
func BenchmarkSideSequential(b *testing.B) {
	var sum uint64
	cpu := startCPU()
	for b.Loop() {
		sum += sequential7()
	}
	reportEvals(b, cpu, 133784560, sum)
}

func sequential7() uint64 {
	var sum uint64
	for c1 := Card(0); c1 < 52; c1++ {
		for c2 := c1 + 1; c2 < 52; c2++ {
			for c3 := c2 + 1; c3 < 52; c3++ {
				for c4 := c3 + 1; c4 < 52; c4++ {
					h4 := Partial{}.Add(c1).Add(c2).Add(c3).Add(c4)
					for c5 := c4 + 1; c5 < 52; c5++ {
						h5 := h4.Add(c5)
						for c6 := c5 + 1; c6 < 52; c6++ {
							h6 := h5.Add(c6)
							for c7 := c6 + 1; c7 < 52; c7++ {
								sum += uint64(h6.Add(c7).Value7())
							}
						}
					}
				}
			}
		}
	}
	return sum
}

// BenchmarkSideRandom is OMPEval's random loop on card arrays: one call of
// Eval7 a hand.
func BenchmarkSideRandom(b *testing.B) {
	hands := sideHands(b)
	var sum uint64
	cpu := startCPU()
	for b.Loop() {
		for i := range hands {
			sum += uint64(Eval7(&hands[i]))
		}
	}
	reportEvals(b, cpu, len(hands), sum)
}

// BenchmarkSideRandomAll is the random loop in bulk: Eval7All over the
// hands in blocks of 4,096, then the block's values summed.
func BenchmarkSideRandomAll(b *testing.B) {
	hands := sideHands(b)
	var out [4096]Value
	var sum uint64
	cpu := startCPU()
	for b.Loop() {
		for i := 0; i < len(hands); i += len(out) {
			h := hands[i:min(i+len(out), len(hands))]
			eval7All(h, out[:len(h)])
			for _, v := range out[:len(h)] {
				sum += uint64(v)
			}
		}
	}
	reportEvals(b, cpu, len(hands), sum)
}

// BenchmarkSidePrepared is OMPEval's loop on precomputed hands: each
// hand's Partial built before the clock starts.
func BenchmarkSidePrepared(b *testing.B) {
	hands := sideHands(b)
	ps := make([]Partial, len(hands))
	for i := range hands {
		ps[i] = Partial{}.AddAll(hands[i][:]...)
	}
	var sum uint64
	cpu := startCPU()
	for b.Loop() {
		for i := range ps {
			sum += uint64(ps[i].Value7())
		}
	}
	reportEvals(b, cpu, len(hands), sum)
}
