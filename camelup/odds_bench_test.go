package camelup

import (
	"math/rand/v2"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the process's user+system CPU time: on a busy machine the
// wall-clock ns/op of a single-threaded benchmark overstates its cost, so
// the benchmarks also report CPU time per op.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs f b.N times and reports allocations and CPU time per op.
func loop(b *testing.B, f func()) {
	b.ReportAllocs()
	start := cpuTime()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(n), "cpu-ns/op")
}

// BenchmarkRoundOdds is the exact round enumeration at the start of a round
// (29,160 outcomes): target ≤ 1 ms.
func BenchmarkRoundOdds(b *testing.B) {
	board := mustBoard(b, "0:B 1:GO 2:YW")
	loop(b, func() { Round(board, AllCamels) })
}

// BenchmarkViewOdds is a seat's full round odds at the start of a round:
// the round odds plus the exact value of each of the 30 legal traps.
func BenchmarkViewOdds(b *testing.B) {
	g := newTestGame(b, 4, "0:B 1:GO 2:YW")
	v := g.View(0)
	loop(b, func() { v.Odds() })
}

// BenchmarkRaceTable builds the race table: target ≤ 5 s.
func BenchmarkRaceTable(b *testing.B) {
	loop(b, func() { buildRaceTable() })
}

// BenchmarkRaceOdds is the race odds at the start of a round, the worst
// case: target ≤ 2 ms.
func BenchmarkRaceOdds(b *testing.B) {
	t := SharedRaceTable()
	board := mustBoard(b, "0:B 1:GO 2:YW")
	loop(b, func() { t.Odds(board, AllCamels) })
}

// BenchmarkPlayout is one random playout of a whole race from the start
// (at most 35 moves), as Bogart plays 10,000 per game bet.
func BenchmarkPlayout(b *testing.B) {
	board := mustBoard(b, "0:B 1:GO 2:YW")
	rng := rand.New(rand.NewPCG(1, 2))
	loop(b, func() { board.Playout(rng, AllCamels, 35) })
}

// BenchmarkGame plays a whole 4-player game in which every seat moves a
// camel (the engine's own cost in a tournament).
func BenchmarkGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	loop(b, func() {
		g, _ := New(4, rng)
		for !g.Over() {
			g.Apply(Move())
		}
	})
}
