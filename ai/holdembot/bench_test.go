package holdembot

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"parlor/ai/internal/decidetime"
	"parlor/poker"
)

// recordViews plays hands between a sklansky bot (seat 0) and opp and
// returns copies of the views the bot decided from, in order.
func recordViews(tb testing.TB, opp string, hands int) []poker.SeatView {
	tb.Helper()
	r := rand.New(rand.NewPCG(11, 12))
	o, err := New(opp, rand.New(rand.NewPCG(13, 14)))
	if err != nil {
		tb.Fatal(err)
	}
	bots := [2]Bot{NewSklansky(rand.New(rand.NewPCG(15, 16))), o}
	var g poker.Game
	var views []poker.SeatView
	for i := range hands {
		if err := g.Deal(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: i % 2,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			tb.Fatal(err)
		}
		for !g.Over() {
			s := g.ToAct()
			v := g.View(s)
			if s == 0 {
				views = append(views, v) // View allocates fresh slices
			}
			if err := g.Act(s, bots[s].Decide(v)); err != nil {
				tb.Fatal(err)
			}
		}
		for s := range 2 {
			bots[s].HandOver(g.View(s))
		}
	}
	return views
}

// BenchmarkSklanskyDecide times single decisions against several opponents
// and reports the 50th and 99th percentiles and the slowest (the table's
// budget is 2 ms at the 99th): wall-clock time, and on Linux the thread's
// CPU time too, which a machine busy with other work does not inflate.
func BenchmarkSklanskyDecide(b *testing.B) {
	benchDecide(b, NewSklansky(rand.New(rand.NewPCG(1, 2))), "equity", "maniac", "random", "caller")
}

// benchDecide times bot's decisions on views recorded against opps and
// reports their percentiles.
func benchDecide(b *testing.B, bot Bot, opps ...string) {
	var views []poker.SeatView
	for _, opp := range opps {
		views = append(views, recordViews(b, opp, 150)...)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		v := views[i%len(views)]
		c0, ok := decidetime.ThreadCPU()
		start := time.Now()
		bot.Decide(v)
		wall = append(wall, time.Since(start))
		if c1, _ := decidetime.ThreadCPU(); ok {
			cpu = append(cpu, c1-c0)
		}
	}
	b.StopTimer()
	decidetime.Report(b, wall, "wall", "µs")
	decidetime.Report(b, cpu, "cpu", "µs")
}

// BenchmarkSklanskyHand measures whole hands against the equity player.
func BenchmarkSklanskyHand(b *testing.B) {
	cfg := MatchConfig{A: "sklansky", B: "equity", Seed: 1}
	b.ResetTimer()
	for range b.N {
		if _, err := playSession(context.Background(), cfg, 0, 1, func(int) {}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*2)/b.Elapsed().Seconds(), "hands/s")
}
