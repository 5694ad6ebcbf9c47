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

// BenchmarkGame11 plays one game of the eleven classic bots to 500 on one
// core: about 750 rounds, SampleBot playing 2,000 playouts per decision.
func BenchmarkGame11(b *testing.B) {
	b.ReportAllocs()
	seats := classicSeats()
	rounds := 0
	i := 0
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
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}
