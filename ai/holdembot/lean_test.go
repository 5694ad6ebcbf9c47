package holdembot

import (
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// TestLeanShare: the share of hands leaned grows with the distance from
// the equilibrium's frequencies and is bounded by the winnings.
func TestLeanShare(t *testing.T) {
	eq := func(n float64, won float64) lean {
		var l lean
		for i, ref := range equilibriumStats {
			l.num[i], l.den[i] = ref*n, n
		}
		l.won = won
		return l
	}
	station := func(n float64, won float64) lean {
		l := eq(n, won)
		l.num[6] = 0 // never aggressive after the flop
		return l
	}
	for _, tt := range []struct {
		name     string
		l        lean
		min, max float64
	}{
		{"nothing seen", lean{}, 0, 0},
		{"the equilibrium's own play", eq(500, 100), 0, 0},
		{"a station, winnings to spare", station(500, 100), 1, 1},
		{"a station, nothing won yet", station(500, 0), 0.45, 0.55},
		{"a station, the lean lost its allowance", station(500, -leanAllow), 0, 0},
		{"a station seen twice", station(2, 100), 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.l.share(); got < tt.min || got > tt.max {
				t.Errorf("share() = %.3f (distance %.2f), want %.2f to %.2f", got, tt.l.distance(), tt.min, tt.max)
			}
		})
	}
}

// TestExpertLeans: in play, expert leans whole against a calling station
// and a player who folds too much, and not against its own strategy.
func TestExpertLeans(t *testing.T) {
	alone := func(r *rand.Rand) Bot {
		e := newExpert(r)
		e.exploit = false
		return e
	}
	for _, tt := range []struct {
		name     string
		opp      func(r *rand.Rand) Bot
		min, max float64
	}{
		{"caller", func(*rand.Rand) Bot { return Caller{} }, 1, 1},
		{"random", func(r *rand.Rand) Bot { return newRandom(r) }, 1, 1},
		{"the strategy alone", alone, 0, 0.1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := newExpert(rand.New(rand.NewPCG(1, 2)))
			playWith(t, [2]Bot{b, tt.opp(rand.New(rand.NewPCG(3, 4)))}, 400)
			if got := b.Lean(); got < tt.min || got > tt.max {
				t.Errorf("Lean() = %.2f after 400 hands (distance %.2f, won %.0f big blinds), want %.2f to %.2f",
					got, b.lean.distance(), b.lean.won, tt.min, tt.max)
			}
		})
	}
}

// TestLeanCannotBeTricked: an opponent who plays as a calling station to
// draw the lean and then tightens up wins back at most a part of what it
// gave: expert is ahead at the end, and after the switch it loses no more
// than it had won.
func TestLeanCannotBeTricked(t *testing.T) {
	b := newExpert(rand.New(rand.NewPCG(1, 2)))
	opp := &switcher{after: 300, late: &tag{r: rand.New(rand.NewPCG(3, 4))}}
	r := rand.New(rand.NewPCG(21, 22))
	var g poker.Game
	var views [2]poker.SeatView
	var before, after int
	for i := range 1000 {
		if err := g.Deal(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: i % 2,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			t.Fatal(err)
		}
		if err := playHand(&g, [2]Bot{b, opp}, &views); err != nil {
			t.Fatal(err)
		}
		if net := g.Stacks()[0] - 1500; i < opp.after {
			before += net
		} else {
			after += net
		}
	}
	t.Logf("before the switch %+d chips, after %+d; lean %.2f at the end", before, after, b.Lean())
	if before <= 0 || before+after <= 0 || after < -before {
		t.Errorf("before the switch %+d chips, after %+d: want ahead before, at the end, and no more lost than won", before, after)
	}
}
