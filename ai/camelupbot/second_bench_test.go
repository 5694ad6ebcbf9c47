package camelupbot

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"parlor/ai/internal/decidetime"
	"parlor/camelup"
	"parlor/camelup/second"
)

// BenchmarkSecondGame is one game of the second edition's tournament table
// (expert, legwise, leader, random), on one core.
func BenchmarkSecondGame(b *testing.B) {
	bots, err := ParseIn(camelup.Second, "expert,legwise,leader,random")
	if err != nil {
		b.Fatal(err)
	}
	t := Tournament{Bots: bots, Seed: 1, Edition: camelup.Second}
	start := cpuTime()
	n := 0
	for b.Loop() {
		if _, _, err := t.playSecond(n, 4); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(n), "cpu-s/game")
}

// BenchmarkSecondExpertDecide times the second edition's expert's
// decisions one by one in whole games against legwise, leader and random
// (the expert seated in turn at each place), and reports the 50th and 99th
// percentiles and the slowest, in ms, wall-clock and thread CPU time.
// Target: at most 50 ms at the 99th.
func BenchmarkSecondExpertDecide(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for game := 0; len(wall) < b.N; game++ {
		rng := rand.New(rand.NewPCG(11, uint64(game)))
		g, err := second.New(4, rng)
		if err != nil {
			b.Fatal(err)
		}
		seat := game % 4
		players := []SecondPlayer{&LegwiseSecond{}, LeaderSecond{}, RandomSecond{rng}, nil}
		expert := newSecondExpert(rand.New(rand.NewPCG(12, uint64(game))))
		players[3], players[seat] = players[seat], expert
		for !g.Over() {
			v := g.View(g.Turn())
			var a second.Action
			if g.Turn() == seat && len(wall) < b.N {
				c0, ok := decidetime.ThreadCPU()
				start := time.Now()
				b.StartTimer()
				a = expert.Decide(v)
				b.StopTimer()
				wall = append(wall, time.Since(start))
				if c1, _ := decidetime.ThreadCPU(); ok {
					cpu = append(cpu, c1-c0)
				}
			} else {
				a, _ = ChooseSecond(players[g.Turn()], v)
			}
			if err := g.Apply(a); err != nil {
				b.Fatalf("game %d: %v: %v", game, a, err)
			}
		}
	}
	decidetime.Report(b, wall, "wall", "ms")
	decidetime.Report(b, cpu, "cpu", "ms")
}
