package holdembot

import (
	"context"
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// TestLocalBestResponse: the local best response wins far more than the
// lower end its interval promises from players who ignore their cards, and
// the same seed gives the same result.
func TestLocalBestResponse(t *testing.T) {
	for _, tt := range []struct {
		bot string
		min float64 // mbb/hand, lower end of the 95 % interval
	}{
		{"caller", 500},
		{"maniac", 1000},
		{"random", 500},
	} {
		t.Run(tt.bot, func(t *testing.T) {
			cfg := LBRConfig{Bot: tt.bot, Hands: 400, Seed: 3, Particles: 60}
			res, err := LocalBestResponse(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("LBR vs %s: %+.0f ± %.0f mbb/hand", tt.bot, res.MBB, res.MBBHalf)
			if res.Hands != 400 || res.MBB-res.MBBHalf < tt.min {
				t.Errorf("LBR vs %s: %+.0f ± %.0f mbb/hand over %d hands, want the lower end at %+.0f or more over 400",
					tt.bot, res.MBB, res.MBBHalf, res.Hands, tt.min)
			}
			again, err := LocalBestResponse(context.Background(), cfg)
			if err != nil || again != res {
				t.Errorf("the same seed gave %+v, then %+v (%v)", res, again, err)
			}
		})
	}
	if _, err := LocalBestResponse(context.Background(), LBRConfig{Bot: "shark", Hands: 2}); err == nil {
		t.Errorf("an unknown bot: no error")
	}
}

// TestLBRReadsRange: the range follows the bot's actions. Against a player
// that raises only Aces, the particles left after its raise are Aces (of
// the 1,326 hands, those beside the responder's cards).
func TestLBRReadsRange(t *testing.T) {
	l := &lbr{opp: acesRaiser{}, r: rand.New(rand.NewPCG(1, 2)), n: 1326}
	var g poker.Game
	r := rand.New(rand.NewPCG(3, 4))
	for {
		if err := g.Deal(poker.GameConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: 0,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			t.Fatal(err)
		}
		if h := g.Hole(0); h[0].Rank() == poker.Ace && h[1].Rank() == poker.Ace {
			break
		}
	}
	l.newHand(&g)
	var v poker.SeatView
	g.ViewInto(0, &v)
	a := acesRaiser{}.Decide(v)
	l.saw(&g, a)
	if err := g.Act(0, a); err != nil {
		t.Fatal(err)
	}
	l.weigh(&g)
	live := 0
	for i, h := range l.hands {
		if l.weight[i] == 0 {
			continue
		}
		live++
		if h[0].Rank() != poker.Ace || h[1].Rank() != poker.Ace {
			t.Errorf("after a raise, particle %v is left", h)
		}
	}
	if a.Kind != poker.Raise || live == 0 {
		t.Errorf("the Aces %v, %d particles left; want a raise and some", a.Kind, live)
	}
}

// acesRaiser raises with a pair of Aces and calls with anything else.
type acesRaiser struct{}

func (acesRaiser) Decide(v poker.SeatView) poker.Action {
	if v.Hole[0].Rank() == poker.Ace && v.Hole[1].Rank() == poker.Ace {
		return first(&v, poker.Raise, poker.Bet, poker.Call)
	}
	return first(&v, poker.Check, poker.Call)
}

func (acesRaiser) HandOver(poker.SeatView) {}
