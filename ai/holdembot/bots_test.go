package holdembot

import (
	"errors"
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

func TestNew(t *testing.T) {
	for _, name := range Names() {
		b, err := New(name, rand.New(rand.NewPCG(1, 1)))
		if err != nil || b == nil {
			t.Errorf("New(%q) = %v, %v", name, b, err)
		}
		if About(name) == "" {
			t.Errorf("About(%q) is empty", name)
		}
	}
	if Names()[0] != Default {
		t.Errorf("Names()[0] = %q, want the default %q", Names()[0], Default)
	}
	if _, err := New(" SKLANSKY ", rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Errorf("New ignores case and spaces: %v", err)
	}
	if _, err := New("shark", rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrUnknownBot) {
		t.Errorf("New(shark) error = %v, want ErrUnknownBot", err)
	}
}

// TestBotsPlayLegally plays whole tournament matches between every pair of
// bots, with all-ins and short stacks: the engine refuses any illegal
// action, and the match runner reports it.
func TestBotsPlayLegally(t *testing.T) {
	for _, a := range Names() {
		for _, b := range Names() {
			t.Run(a+"-"+b, func(t *testing.T) {
				res, err := Play(MatchConfig{A: a, B: b, Matches: 2, Seed: 3, Workers: 2})
				if err != nil {
					t.Fatal(err)
				}
				if res.WinsA+res.WinsB != 2 {
					t.Errorf("%d and %d wins in 2 matches", res.WinsA, res.WinsB)
				}
			})
		}
	}
}

// kinds lists what a bot chose over many decisions.
func kinds(t *testing.T, b Bot, hands int) map[poker.ActionKind]int {
	t.Helper()
	seen := map[poker.ActionKind]int{}
	r := rand.New(rand.NewPCG(7, 8))
	var g poker.Game
	opp := &Random{r: rand.New(rand.NewPCG(9, 10))}
	for i := range hands {
		if err := g.Deal(poker.GameConfig{SmallBlind: 10, BigBlind: 20, Button: i % 2, Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			s := g.ToAct()
			v := g.View(s)
			var a poker.Action
			if s == 0 {
				a = b.Decide(v)
				if _, ok := find(&v, a.Kind); !ok {
					t.Fatalf("chose %v, not among %v", a, v.Legal)
				}
				seen[a.Kind]++
			} else {
				a = opp.Decide(v)
			}
			if err := g.Act(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return seen
}

func TestSparringPartners(t *testing.T) {
	t.Run("caller", func(t *testing.T) {
		seen := kinds(t, Caller{}, 300)
		if seen[poker.Fold]+seen[poker.Bet]+seen[poker.Raise] != 0 || seen[poker.Call] == 0 || seen[poker.Check] == 0 {
			t.Errorf("caller chose %v, want only checks and calls", seen)
		}
	})
	t.Run("maniac", func(t *testing.T) {
		seen := kinds(t, Maniac{}, 300)
		if seen[poker.Fold]+seen[poker.Check] != 0 || seen[poker.Bet] == 0 || seen[poker.Raise] == 0 {
			t.Errorf("maniac chose %v, want bets and raises (calls only when capped by a stack)", seen)
		}
	})
	t.Run("random", func(t *testing.T) {
		seen := kinds(t, &Random{r: rand.New(rand.NewPCG(1, 2))}, 300)
		for _, k := range []poker.ActionKind{poker.Fold, poker.Check, poker.Call, poker.Bet, poker.Raise} {
			if seen[k] == 0 {
				t.Errorf("random never chose %v: %v", k, seen)
			}
		}
	})
	t.Run("equity", func(t *testing.T) {
		seen := kinds(t, newEquity(rand.New(rand.NewPCG(1, 2))), 200)
		for _, k := range []poker.ActionKind{poker.Fold, poker.Check, poker.Call, poker.Bet, poker.Raise} {
			if seen[k] == 0 {
				t.Errorf("equity never chose %v: %v", k, seen)
			}
		}
	})
}

func TestEquityPlayer(t *testing.T) {
	tests := []struct {
		name string
		d    deal
		want poker.ActionKind
	}{
		{"raises Aces", deal{button: "bot", bot: "As Ah", board: "Kd 9s 4h 3c 2h"}, raise},
		{"checks air", deal{button: "opp", bot: "7c 2d", board: "Kd 9s 4h 3c 2h", actions: []poker.ActionKind{call}}, check},
		{"folds seven high to a river bet", deal{button: "bot", bot: "7c 6d", board: "As Kd Qh 3s 2c",
			actions: []poker.ActionKind{call, check, check, check, check, check, bet}}, fold},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := tt.d.view(t)
			if got := newEquity(rand.New(rand.NewPCG(1, 2))).Decide(v).Kind; got != tt.want {
				t.Errorf("Decide = %v, want %v", got, tt.want)
			}
		})
	}
}
