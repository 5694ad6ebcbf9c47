package elephantbot

import (
	"testing"

	"parlor/elephant"
)

func classicSeats() []elephant.Seat {
	var seats []elephant.Seat
	for _, b := range Classic() {
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
		g, err := elephant.NewGame(seats, elephant.Rules{Target: 500}, elephant.GameSource(1, i))
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

// TestExpertTopsTheTable seats all thirteen bots at one table; expert must
// finish with the highest mean score. The CLI's full 20 games to 500 is too
// slow for the test suite, so this plays fewer, shorter games.
func TestExpertTopsTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games; skipped under -short")
	}
	var seats []elephant.Seat
	for _, b := range All() {
		seats = append(seats, b.Seat())
	}
	st, err := elephant.Tournament{Seats: seats, Games: 8, Target: 100, Seed: 1}.Run()
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
