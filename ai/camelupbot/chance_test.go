package camelupbot

import (
	"math"
	"testing"

	"parlor/camelup"
)

func TestPhi(t *testing.T) {
	for x := -9.0; x <= 9; x += 0.37 {
		want := 0.5 * math.Erfc(-x/math.Sqrt2)
		if got := phi(x); math.Abs(got-want) > 2e-5 {
			t.Errorf("phi(%v) = %v, want %v", x, got, want)
		}
	}
}

// TestRichest: seats level with each other are each richest with the same
// chance; a seat far ahead is sure to be, one far behind sure not to be.
func TestRichest(t *testing.T) {
	tests := []struct {
		name string
		d    []float64
		want float64
	}{
		{"alone", nil, 1},
		{"level with one", []float64{0}, 1.0 / 2},
		{"level with two", []float64{0, 0}, 1.0 / 3},
		{"level with three", []float64{0, 0, 0}, 1.0 / 4},
		{"level with seven", []float64{0, 0, 0, 0, 0, 0, 0}, 1.0 / 8},
		// Ahead of one by d spreads: the difference of the two is N(d, 2).
		{"ahead of one", []float64{1}, 0.5 * math.Erfc(-0.5)},
		{"far ahead of three", []float64{20, 20, 20}, 1},
		{"far behind one of three", []float64{20, -20, 20}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := richest(tt.d); math.Abs(got-tt.want) > 1e-3 {
				t.Errorf("richest(%v) = %v, want %v", tt.d, got, tt.want)
			}
		})
	}
}

// TestLedger reads a table's bets into what each seat will hold, outcome by
// outcome.
func TestLedger(t *testing.T) {
	v := view(t, "0:B 1:G 2:O 3:Y 5:W", camelup.AllCamels)
	v.Coins = []int{3, 4, 5, 6}
	v.RoundBets[camelup.White] = []int{1, 2}
	v.RoundBets[camelup.Green] = []int{1}
	v.WinnerBets = []int{2, 0}
	v.MyWinnerBets = []camelup.Camel{camelup.White}
	v.LoserBets = []int{3}
	sure := func(c camelup.Camel) [camelup.NumCamels]float64 {
		var g [camelup.NumCamels]float64
		g[c] = 1
		return g
	}
	guesses := [2][][camelup.NumCamels]float64{{sure(camelup.White), sure(camelup.White)}, {sure(camelup.Blue)}}
	l := newLedger(v, guesses, 0.75)
	tests := []struct {
		name string
		o    outcome
		want []float64
	}{
		// White leads and wins, green second, blue last: seat 1's bets pay
		// 5 and 1, seat 2's 3 and 8, the expert's 5 (behind seat 2), seat
		// 3's 8; the expert's trap keeps 0.75.
		{"white all the way", outcome{lead: camelup.White, second: camelup.Green, winner: camelup.White, loser: camelup.Blue},
			[]float64{3.75 + 5, 4 + 5 + 1, 5 + 3 + 8, 6 + 8}},
		// Green leads the round, yellow wins, orange is last: every bet
		// wrong but seat 1's green (5) and seat 2's white, second (1).
		{"nothing goes right", outcome{lead: camelup.Green, second: camelup.White, winner: camelup.Yellow, loser: camelup.Orange},
			[]float64{3.75 - 1, 4 + 1 + 5, 5 + 1 - 1, 6 - 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for s, want := range tt.want {
				if got := l[s].at(&tt.o); !near(got, want) {
					t.Errorf("seat %d holds %v, want %v", s, got, want)
				}
			}
		})
	}
}

// TestChanceBanksALeadGamblesBehind: with the race about to end, a seat
// one coin ahead keeps its lead with a sure coin rather than a round bet
// worth more on average, and a seat behind takes the long shot, worth less
// on average than the sure coin, that alone can carry it past.
func TestChanceBanksALeadGamblesBehind(t *testing.T) {
	// The race ends now: white leads with chance lead, else green; orange
	// is second either way.
	race := func(lead float64) []outcome {
		o := outcome{lead: camelup.White, second: camelup.Orange, winner: camelup.White, loser: camelup.Blue, p: lead, sigma: math.Sqrt(minVariance)}
		g := o
		g.lead, g.winner, g.p = camelup.Green, camelup.Green, 1-lead
		return []outcome{o, g}
	}
	tests := []struct {
		name      string
		me, other int
		lead      float64 // white's chance to lead
		want      camelup.Action
	}{
		{"a coin ahead, an even bet", 20, 20, 0.5, camelup.Move()},
		{"five behind, an even bet", 15, 20, 0.5, camelup.Bet(camelup.RoundBet, camelup.White)},
		{"five behind, a long shot", 15, 20, 0.25, camelup.Bet(camelup.RoundBet, camelup.White)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			outs := race(tt.lead)
			l := ledger{{now: float64(tt.me)}, {now: float64(tt.other)}}
			move, bet := l.clone(), l.clone()
			move[0].now++
			bet[0].roundBet(camelup.White, 5, 1)
			moveChance, betChance := move.chance(0, outs, nil), bet.chance(0, outs, nil)
			got := camelup.Move()
			if betChance > moveChance {
				got = camelup.Bet(camelup.RoundBet, camelup.White)
			}
			if got != tt.want {
				t.Errorf("chance to end richest: move %.3f, round bet on white %.3f (EV %+.2f); want %v",
					moveChance, betChance, 5*tt.lead-(1-tt.lead), tt.want)
			}
		})
	}
}
