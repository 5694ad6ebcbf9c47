package camelupbot

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"

	"parlor/ai/internal/decidetime"
	"parlor/camelup"
)

// cpuTime returns the process's user+system CPU time: on a busy machine
// wall-clock time overstates a single-threaded benchmark's cost, so the
// benchmarks report CPU time too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// decideViews collects the views of the seat to act over a few games of
// the four bots of docs/rules/camelup.md and expert, as positions to decide in.
func decideViews(b *testing.B) []camelup.View {
	b.Helper()
	camelup.SharedRaceTable()
	var views []camelup.View
	for i := range 4 {
		rng := rand.New(rand.NewPCG(7, uint64(i)))
		g, err := camelup.New(4, rng)
		if err != nil {
			b.Fatal(err)
		}
		players := []Player{Player0{}, NewPlayer2(rng), newExpert(), NewPlayer1(rng)}
		for !g.Over() {
			v := g.View(g.Turn())
			views = append(views, v)
			a, _ := Choose(players[g.Turn()], v)
			if err := g.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	return views
}

// BenchmarkDecide is one decision of each bot, over positions from whole
// games; ms/decision is wall time, cpu-ms/decision the CPU time. For the
// expert's budget, see BenchmarkExpertDecide.
func BenchmarkDecide(b *testing.B) {
	views := decideViews(b)
	for _, bot := range all() {
		b.Run(bot.Name, func(b *testing.B) {
			b.ReportAllocs()
			p := bot.New(rand.New(rand.NewPCG(1, 2)))
			start := cpuTime()
			n := 0
			for b.Loop() {
				v := views[n%len(views)]
				// An expert follows one game; here it jumps between the
				// positions of several, so it starts afresh each round.
				if e, ok := p.(*Expert); ok && n%len(views) == 0 {
					*e = Expert{}
				}
				p.Decide(v)
				n++
			}
			b.ReportMetric(b.Elapsed().Seconds()*1000/float64(n), "ms/decision")
			b.ReportMetric(float64(cpuTime()-start)/1e6/float64(n), "cpu-ms/decision")
		})
	}
}

// BenchmarkTournament100 is the tournament of docs/rules/camelup.md ("Bot
// tournament") of its four bots, 100
// games over all cores: target at most 10 s.
func BenchmarkTournament100(b *testing.B) {
	camelup.SharedRaceTable()
	bots, err := Parse("player0,player1,player2,bogart")
	if err != nil {
		b.Fatal(err)
	}
	start := cpuTime()
	n := 0
	for b.Loop() {
		if _, err := (Tournament{Bots: bots, Games: 100, Seed: uint64(n)}).Run(); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(n), "s/tournament")
	b.ReportMetric((cpuTime()-start).Seconds()/float64(n), "cpu-s/tournament")
}

// BenchmarkMatchGame is one game of expert against three Bogarts, on one
// core.
func BenchmarkMatchGame(b *testing.B) {
	camelup.SharedRaceTable()
	bots, err := Parse("expert,bogart,bogart,bogart")
	if err != nil {
		b.Fatal(err)
	}
	t := Tournament{Bots: bots, Seed: 1}
	turns := 0
	start := cpuTime()
	n := 0
	for b.Loop() {
		g, _, err := t.play(n, 4)
		if err != nil {
			b.Fatal(err)
		}
		turns += len(g.Log())
		n++
	}
	b.ReportMetric(float64(turns)/float64(n), "events/game")
	b.ReportMetric((cpuTime()-start).Seconds()/float64(n), "cpu-s/game")
}

// BenchmarkDecideWorst is each bot's slowest kind of decision: the first
// of a game, every camel yet to move (the most outcomes to enumerate, the
// longest playouts).
func BenchmarkDecideWorst(b *testing.B) {
	camelup.SharedRaceTable()
	g := camelup.NewFrom(4, mustBoard(b, "0:B 1:GO 2:YW"), rand.New(rand.NewPCG(1, 1)))
	v := g.View(0)
	for _, bot := range all() {
		b.Run(bot.Name, func(b *testing.B) {
			b.ReportAllocs()
			start := cpuTime()
			n := 0
			for b.Loop() {
				// A fresh player each time: Bogart would otherwise reuse
				// the playouts of the same position.
				bot.New(rand.New(rand.NewPCG(1, uint64(n)))).Decide(v)
				n++
			}
			b.ReportMetric(b.Elapsed().Seconds()*1000/float64(n), "ms/decision")
			b.ReportMetric(float64(cpuTime()-start)/1e6/float64(n), "cpu-ms/decision")
		})
	}
}

func mustBoard(b *testing.B, s string) camelup.Board {
	b.Helper()
	board, err := camelup.ParseBoard(s)
	if err != nil {
		b.Fatal(err)
	}
	return board
}

// BenchmarkExpertDecide times the expert's decisions one by one in whole
// games against three Bogarts, the match's table (seated in turn at each
// place), and reports the 50th and 99th percentiles and the slowest, in
// ms: wall-clock time, and on Linux the thread's CPU time too, which a
// machine busy with other work does not inflate. Target: at most 50 ms at
// the 99th.
func BenchmarkExpertDecide(b *testing.B) {
	camelup.SharedRaceTable()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	for game := 0; len(wall) < b.N; game++ {
		rng := rand.New(rand.NewPCG(11, uint64(game)))
		g, err := camelup.New(4, rng)
		if err != nil {
			b.Fatal(err)
		}
		seat := game % 4
		players := make([]Player, 4)
		for s := range players {
			players[s] = newBogart(rng)
		}
		expert := newExpert()
		players[seat] = expert
		for !g.Over() {
			v := g.View(g.Turn())
			var a camelup.Action
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
				a = players[g.Turn()].Decide(v)
			}
			if err := g.Apply(a); err != nil {
				b.Fatalf("game %d: %v: %v", game, a, err)
			}
		}
	}
	decidetime.Report(b, wall, "wall", "ms")
	decidetime.Report(b, cpu, "cpu", "ms")
}
