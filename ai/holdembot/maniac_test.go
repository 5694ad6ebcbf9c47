package holdembot

import (
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// TestSpotsManiac: the statistics tell a maniac from the other players
// within a few hands, and never take a caller, a random player or the
// equity player for one.
func TestSpotsManiac(t *testing.T) {
	tests := []struct {
		name  string
		opp   Bot
		hands int
		want  bool
	}{
		{"maniac after 3 hands", Maniac{}, 3, true},
		{"maniac after 200 hands", Maniac{}, 200, true},
		{"caller", Caller{}, 200, false},
		{"random", newRandom(rand.New(rand.NewPCG(5, 6))), 200, false},
		{"equity", newEquity(rand.New(rand.NewPCG(5, 6))), 200, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := learnt(t, tt.opp, tt.hands).opp.maniac(); got != tt.want {
				t.Errorf("maniac() = %v, want %v", got, tt.want)
			}
			// Along the way too: no hand of a non-maniac trips it.
			if !tt.want {
				b := NewSklansky(rand.New(rand.NewPCG(1, 2)))
				for range tt.hands / 10 {
					playWith(t, [2]Bot{b, tt.opp}, 10)
					if b.opp.maniac() {
						t.Fatalf("took the %s for a maniac after %d hands", tt.name, b.opp.hands)
					}
				}
			}
		})
	}
}

// TestPlaysManiacOnTheRiver: against a maniac the bot never bets or raises
// before the river, and on the river raises with strong hands, the nuts to
// the last chip.
func TestPlaysManiacOnTheRiver(t *testing.T) {
	b := learnt(t, Maniac{}, 5)
	early, river, allIn := 0, 0, 0
	s := spy{Bot: b, seen: func(v *poker.SeatView, a poker.Action) {
		if a.Kind != poker.Bet && a.Kind != poker.Raise {
			return
		}
		if v.Street != poker.River {
			early++
			return
		}
		river++
		if a.Amount-v.Bets[v.Seat] >= v.Stacks[v.Seat] {
			allIn++
		}
	}}
	playWith(t, [2]Bot{s, Maniac{}}, 300)
	if early > 0 || river == 0 || allIn == 0 {
		t.Errorf("against a maniac: %d bets or raises before the river, %d on it (%d all in); want none before, some on it, some all in", early, river, allIn)
	}

	// A deep war, 1,000 chips in: the nuts keeps raising, a pair of deuces
	// only calls.
	nuts, weak := warDeal("Jc Ts"), warDeal("7c 2d")
	for _, tt := range []struct {
		name string
		d    deal
		want poker.ActionKind
	}{{"the nuts raises on", nuts, raise}, {"a weak pair calls", weak, call}} {
		t.Run(tt.name, func(t *testing.T) {
			v := tt.d.view(t)
			if got := b.Decide(v).Kind; got != tt.want {
				t.Errorf("with %v on %v, %d chips in: %v, want %v", v.Hole, v.Board, 1500-v.Stacks[v.Seat], got, tt.want)
			}
		})
	}
}

// TestWinsTournamentsAgainstManiac: the tournament play wins nearly all
// matches against the maniac (about 90 % over 2,000; here a smaller run).
func TestWinsTournamentsAgainstManiac(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	res, err := Play(MatchConfig{A: "sklansky", B: "maniac", Matches: n, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.WinShare < 0.85 {
		t.Errorf("sklansky won %.1f%% of %d matches against the maniac, want 85%% or more", 100*res.WinShare, n)
	}
}

// warDeal is a raising war on the river with 1,000 chips in, the bot
// holding hole on As Kd Qh 3s 2c (Jc Ts is the nuts).
func warDeal(hole string) deal {
	d := deal{button: "bot", bot: hole, board: "As Kd Qh 3s 2c",
		actions: []poker.ActionKind{call, raise, call, bet, call, bet, call, bet}}
	for range 12 {
		d.actions = append(d.actions, raise, raise)
	}
	return d
}
