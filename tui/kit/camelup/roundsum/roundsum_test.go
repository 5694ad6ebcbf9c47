package roundsum

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// TestOfPaidIsTheCoinsChange plays random races and checks, at every
// round's end, that what Of says each seat was paid is what the engine's
// coins say: the coins after the round's settlement less those before it
// (the coins before the action and what its moves paid).
func TestOfPaidIsTheCoinsChange(t *testing.T) {
	rounds, floored := 0, 0
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 7))
		players := 2 + int(seed%7)
		g, err := camelup.New(players, rng)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			before := make([]int, players)
			for p := range before {
				before[p] = g.Coins(p)
			}
			seen := len(g.Log())
			acts := g.LegalActions()
			if _, err := g.ApplyOrMove(acts[rng.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
			log := g.Log()
			for i := seen; i < len(log); i++ {
				if log[i].Kind != camelup.EventRoundEnd {
					continue
				}
				rounds++
				r := Of(log, i, players)
				for _, e := range log[seen:i] {
					if e.Kind == camelup.EventMove || e.Kind == camelup.EventTrapHit {
						before[e.Seat] += e.Coins
					}
				}
				for p := range players {
					want := g.Coins(p) - before[p]
					if r.GameOver { // the race bets are paid after: take them out
						want = 0
						for _, e := range r.Payouts {
							if e.Seat == p {
								want += e.Coins
							}
						}
						want = max(before[p]+want, 0) - before[p]
					}
					if r.Paid[p] != want {
						t.Fatalf("seed %d round %d: Paid[%d] = %d, want %d", seed, r.Number, p, r.Paid[p], want)
					}
					sum := 0
					for _, e := range r.Payouts {
						if e.Seat == p {
							sum += e.Coins
						}
					}
					if sum != r.Paid[p] {
						floored++
					}
				}
				if r.Number != log[i].Round || r.GameOver != g.Over() {
					t.Fatalf("seed %d: Of = round %d, over %v; want round %d, over %v", seed, r.Number, r.GameOver, log[i].Round, g.Over())
				}
			}
		}
	}
	if rounds == 0 || floored == 0 {
		t.Fatalf("%d rounds, %d floored losses: the races test too little", rounds, floored)
	}
}

// TestDraw: the summary names the lead and the second, each seat that bet
// with its bets and what they paid, and says what enter brings.
func TestDraw(t *testing.T) {
	log := []camelup.Event{
		{Kind: camelup.EventMove, Seat: 1, Coins: 1},
		{Kind: camelup.EventPayout, Seat: 0, Bet: camelup.RoundBet, Camel: camelup.Blue, Coins: 5},
		{Kind: camelup.EventPayout, Seat: 1, Bet: camelup.RoundBet, Camel: camelup.Green, Coins: -1},
		{Kind: camelup.EventRoundEnd, Round: 2, Camel: camelup.Blue, Second: camelup.Yellow},
	}
	names := []string{"ana", "bob", "cy"}
	r, ok := Last(log, len(names))
	if !ok {
		t.Fatal("Last found no round's end")
	}
	v := Draw(tuitest.Context(), r, names, 31)
	for _, want := range []string{"Round 2 is over", "Lead B blue · 2nd Y yellow", "ana      B+5 = +5", "bob      G-1 = -1", "enter: the next round"} {
		if !strings.Contains(v, want) {
			t.Errorf("Draw lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "cy") {
		t.Errorf("Draw names cy, who did not bet:\n%s", v)
	}
	r.GameOver, r.Winner, r.Loser = true, camelup.Blue, camelup.Green
	if v := Draw(tuitest.Context(), r, names, 31); !strings.Contains(v, "The race is over!") || !strings.Contains(v, "enter: the final summary") {
		t.Errorf("Draw of the last round:\n%s", v)
	}
	if _, ok := Last(log[:3], len(names)); ok {
		t.Error("Last found a round's end in a log without one")
	}
}

// TestDrawLeg: the second edition's leg summary names the first two
// camels, each seat's bets of the leg with what they paid, all told, and
// what enter brings.
func TestDrawLeg(t *testing.T) {
	log := []second.Event{
		{Kind: second.EventPayout, Seat: 0, Bet: second.LegBet, Camel: second.Blue, Coins: 5},
		{Kind: second.EventPayout, Seat: 0, Bet: second.Pyramid, Coins: 1},
		{Kind: second.EventPayout, Seat: 2, Bet: second.LegBet, Camel: second.Red, Coins: -1},
		{Kind: second.EventLegEnd, Leg: 3, Camel: second.Blue, Second: second.Red},
	}
	r, ok := LastLeg(log)
	if !ok {
		t.Fatal("LastLeg found no leg's end")
	}
	v := DrawLeg(tuitest.Context(), r, []string{"ana", "bob", "cy"}, 31)
	for _, want := range []string{"Leg 3 is over", "1st B blue · 2nd R red", "ana      B+5 pyr+1 = +6", "cy       R-1 = -1", "enter the next leg"} {
		if !strings.Contains(v, want) {
			t.Errorf("DrawLeg lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "bob") {
		t.Errorf("DrawLeg names bob, who did not bet:\n%s", v)
	}
	if _, ok := LastLeg(log[:3]); ok {
		t.Error("LastLeg found a leg's end in a log without one")
	}
}
