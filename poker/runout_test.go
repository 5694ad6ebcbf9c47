package poker

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// TestRunOutShares: the run-out's equities against hands worked out by hand.
func TestRunOutShares(t *testing.T) {
	c := func(s string) Card {
		card, err := ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return card
	}
	r := rand.New(rand.NewPCG(1, 2))
	tests := []struct {
		holes [][2]Card
		board []Card
		want  []float64
		tol   float64
	}{
		// The river: aces beat kings.
		{[][2]Card{{c("As"), c("Ad")}, {c("Ks"), c("Kd")}}, []Card{c("2c"), c("7h"), c("9d"), c("Tc"), c("3s")}, []float64{1, 0}, 0},
		// The same hand twice splits.
		{[][2]Card{{c("As"), c("Kd")}, {c("Ah"), c("Kc")}}, []Card{c("2c"), c("7h"), c("9d"), c("Ts")}, []float64{0.5, 0.5}, 0},
		// A set against an overpair on the turn: the overpair has 2 outs of 44 (4.5%).
		{[][2]Card{{c("9s"), c("9c")}, {c("As"), c("Ad")}}, []Card{c("9d"), c("7h"), c("2c"), c("3d")}, []float64{42.0 / 44, 2.0 / 44}, 1e-9},
		// Aces against kings before the flop: about 82%, sampled.
		{[][2]Card{{c("As"), c("Ad")}, {c("Ks"), c("Kd")}}, nil, []float64{0.82, 0.18}, 0.015},
	}
	for _, tt := range tests {
		got := RunOutShares(tt.holes, tt.board, r)
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > tt.tol {
				t.Errorf("RunOutShares(%v, %v) = %v, want %v", tt.holes, tt.board, got, tt.want)
				break
			}
		}
	}
}

// BenchmarkRunOutShares times a run-out's count at each street, two and
// nine hands: what a served table's hub counts off its lock at a hand's
// end (µs a count).
func BenchmarkRunOutShares(b *testing.B) {
	deck := NewDeck()
	deck.Shuffle(rand.New(rand.NewPCG(3, 4)))
	var holes [][2]Card
	for range 9 {
		holes = append(holes, [2]Card{deck.pop(), deck.pop()})
	}
	board := []Card{deck.pop(), deck.pop(), deck.pop(), deck.pop()}
	for _, hands := range []int{2, 9} {
		for _, cards := range []int{0, 3, 4} {
			b.Run(fmt.Sprintf("%d hands, board %d", hands, cards), func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, 2))
				for range b.N {
					RunOutShares(holes[:hands], board[:cards], r)
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/count")
			})
		}
	}
}
