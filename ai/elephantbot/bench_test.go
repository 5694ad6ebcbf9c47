package elephantbot

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"parlor/ai/internal/decidetime"
	"parlor/ai/run"
	"parlor/elephant"
)

func classicSeats() []elephant.Seat {
	var seats []elephant.Seat
	for _, b := range classic() {
		seats = append(seats, b.Seat())
	}
	return seats
}

// BenchmarkGame11 plays one game of the eleven classic bots to 500: about
// 750 rounds, SampleBot playing 2,000 playouts per decision. The target is
// at most 1 s a game on one core: go test -bench Game11 -cpu 1.
func BenchmarkGame11(b *testing.B) {
	b.ReportAllocs()
	seats := classicSeats()
	rounds := 0
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		g, err := elephant.NewGame(seats, elephant.Rules{Target: 500}, run.Source(1, i))
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Play(); err != nil {
			b.Fatal(err)
		}
		rounds += g.RoundNumber()
		i++
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/game")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		// CPU time holds on a busy machine; run with -cpu 1 for one core.
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/game")
	}
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}

// BenchmarkExpertDecide times expert's decisions (those with a steal to
// choose from) in play, at tables of expert and others drawn from the
// twelve, and reports the median, the 99th percentile and the slowest, in
// CPU time (the wall clock too, which a loaded machine stretches). The
// budget is 10 ms a decision at the 99th percentile:
// go test -run XXX -bench ExpertDecide -benchtime 2000x ./ai/elephantbot
func BenchmarkExpertDecide(b *testing.B) {
	var fixed, pool []elephant.Seat
	var cpu, wall []time.Duration
	for _, bot := range all() {
		if bot.Name != "expert" {
			pool = append(pool, bot.Seat())
		}
	}
	fixed = append(fixed, elephant.Seat{Name: "expert", Bot: func(r *rand.Rand) elephant.Player {
		return &timed{p: newExpert(r), cpu: &cpu, wall: &wall}
	}})
	for _, size := range []int{2, 3, 5, 8, 13} {
		b.Run(fmt.Sprintf("seats=%d", size), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			cpu, wall = cpu[:0], wall[:0]
			d := Draw{Fixed: fixed, Pool: pool, Size: size}
			for game := 0; len(wall) < b.N; game++ {
				seats, r := d.Field(game)
				g, err := elephant.NewGame(seats, elephant.Rules{Rounds: 20}, r)
				if err != nil {
					b.Fatal(err)
				}
				if err := g.Play(); err != nil {
					b.Fatal(err)
				}
			}
			decidetime.Report(b, cpu, "cpu", "µs")
			decidetime.Report(b, wall, "wall", "µs")
		})
	}
}

// timed is a player whose decisions with a choice in them are timed.
type timed struct {
	p         elephant.Player
	cpu, wall *[]time.Duration
}

func (t *timed) Choose(v *elephant.View) int {
	if len(v.AppendTargets(nil)) == 0 {
		return t.p.Choose(v)
	}
	c0, ok := decidetime.ThreadCPU()
	start := time.Now()
	move := t.p.Choose(v)
	*t.wall = append(*t.wall, time.Since(start))
	if c1, _ := decidetime.ThreadCPU(); ok {
		*t.cpu = append(*t.cpu, c1-c0)
	}
	return move
}

// TestExpertTopsTheTable seats all thirteen bots at one table; expert must
// finish with the highest mean score. The CLI's full 20 games to 500 is too
// slow for the test suite, so this plays fewer, shorter games.
func TestExpertTopsTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games; skipped under -short")
	}
	var seats []elephant.Seat
	for _, b := range all() {
		seats = append(seats, b.Seat())
	}
	st, err := Tournament{Seats: seats, Games: 8, Target: 100, Seed: 1}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Name != "expert" {
		t.Errorf("expert is not first:")
		for _, s := range st {
			t.Errorf("  %-14s %6.1f %5.1f %2d", s.Name, s.Mean, s.StdDev, s.Wins)
		}
	}
}

// TestExpertStrongestDrawn seats expert at tables drawn at random from the
// other twelve: at each size it must win a larger share of its games than
// any other bot wins of its own, and clearly more than half. The full
// sweep, 2 to 13 seats, is elephant tournament --draw N --with expert.
func TestExpertStrongestDrawn(t *testing.T) {
	var fixed, pool []elephant.Seat
	for _, b := range all() {
		if b.Name == "expert" {
			fixed = append(fixed, b.Seat())
		} else {
			pool = append(pool, b.Seat())
		}
	}
	// Short games keep the test to a few seconds: the winner of 300 or 450
	// rounds is still mostly the better player. The tables of three where
	// expert leads least have a test of their own (strength_test.go).
	for _, tc := range []struct {
		size, games int
		target      float64
	}{{3, 40, 250}, {5, 20, 150}} {
		st, err := Draw{Fixed: fixed, Pool: pool, Size: tc.size, Games: tc.games, Target: tc.target, Seed: 1}.Run()
		if err != nil {
			t.Fatal(err)
		}
		var expert DrawStanding
		for _, s := range st {
			if s.Name == "expert" {
				expert = s
			}
		}
		rate, lo, _ := expert.WinRate()
		for _, s := range st {
			if r, _, _ := s.WinRate(); s.Name != "expert" && r >= rate {
				t.Errorf("%d seats: %s wins %d of %d, expert only %d of %d", tc.size, s.Name, s.Wins, s.Games, expert.Wins, expert.Games)
			}
		}
		if lo <= 0.5 {
			t.Errorf("%d seats: expert wins %d of %d (%.0f%%, from %.0f%%), want clearly more than half", tc.size, expert.Wins, expert.Games, 100*rate, 100*lo)
		}
	}
}
