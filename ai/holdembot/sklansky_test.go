package holdembot

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/poker"
)

const (
	fold  = poker.Fold
	check = poker.Check
	call  = poker.Call
	bet   = poker.Bet
	raise = poker.Raise
)

func TestSortedDeck(t *testing.T) {
	keep := cards(t, "2c 7h As Kd Qh Jc Ts 9d 8c")
	d := sortedDeck(keep...)
	want := cards(t, "As Kd Qh Jc Ts 9d 8c 7h 2c")
	for i, w := range want {
		if got, err := d.Pop(); err != nil || got != w {
			t.Fatalf("pop %d = %v, %v; want %v", i+1, got, err, w)
		}
	}
}

// TestSklanskyPositions checks the strategy in hand-made positions: every
// seed must give an action among want.
func TestSklanskyPositions(t *testing.T) {
	tests := []struct {
		name string
		d    deal
		want []poker.ActionKind
	}{
		{"AA raises first in", deal{button: "bot", bot: "As Ah", board: "Kd 9s 4h 3c 2h"}, []poker.ActionKind{raise}},
		{"AKs re-raises a raise", deal{button: "opp", bot: "As Ks", board: "Kd 9s 4h 3c 2h", actions: []poker.ActionKind{raise}}, []poker.ActionKind{raise}},
		{"72o folds to a raise deep-stacked", deal{button: "opp", bot: "7c 2d", board: "Kd 9s 4h 3c 2h", actions: []poker.ActionKind{raise}}, []poker.ActionKind{fold}},
		{"72o defends against a raise when short", deal{button: "opp", bot: "7c 2d", board: "Kd 9s 4h 3c 2h", stacks: 100, actions: []poker.ActionKind{raise}}, []poker.ActionKind{call, raise}},
		{"72o plays first in when short", deal{button: "bot", bot: "7c 2d", board: "Kd 9s 4h 3c 2h", stacks: 100}, []poker.ActionKind{call, raise}},
		{"the big blind checks 72o after a limp", deal{button: "opp", bot: "7c 2d", board: "Kd 9s 4h 3c 2h", actions: []poker.ActionKind{call}}, []poker.ActionKind{check}},
		{"a flush draw calls one small bet on the flop", deal{button: "bot", bot: "Ah 5h", board: "Kh 9h 2c 3s 8d", actions: []poker.ActionKind{raise, call, bet}}, []poker.ActionKind{call, raise}},
		{"top pair bets the flop", deal{button: "opp", bot: "As Kc", board: "Ah 7d 2c 3s 8d", actions: []poker.ActionKind{raise, call}}, []poker.ActionKind{bet}},
		{"a set raises a flop bet", deal{button: "bot", bot: "7s 7d", board: "7h Kd 2c 3s 8d", actions: []poker.ActionKind{raise, call, bet}}, []poker.ActionKind{raise}},
		{"a set keeps raising", deal{button: "bot", bot: "7s 7d", board: "7h Kd 2c 3s 8d", actions: []poker.ActionKind{raise, call, bet, raise, raise}}, []poker.ActionKind{raise}},
		{"seven high folds to a river bet", deal{button: "bot", bot: "7c 6d", board: "As Kd Qh 3s 2c",
			actions: []poker.ActionKind{raise, call, check, check, check, check, bet}}, []poker.ActionKind{fold}},
		{"the nuts raises a river bet", deal{button: "bot", bot: "Jc Ts", board: "As Kd Qh 3s 2c",
			actions: []poker.ActionKind{raise, call, check, check, check, check, bet}}, []poker.ActionKind{raise}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := tt.d.view(t)
			for seed := range uint64(20) {
				b := testBot(seed)
				got := b.Decide(v).Kind
				ok := false
				for _, w := range tt.want {
					ok = ok || got == w
				}
				if !ok {
					t.Fatalf("seed %d: Decide = %v, want one of %v", seed, got, tt.want)
				}
			}
		})
	}
}

// TestSklanskyIgnoresOpponentCards is the information test: the same deals
// with only the opponent's hole cards changed give the same decisions, as
// long as they stay face down. Both bots play from the same seeds; the
// opponent is a random player, whose choices do not depend on its cards
// either, so the betting can go anywhere.
//
// A deal is nine cards popped from the highest card number down (the engine
// takes no stacked deck), so the opponent's cards are swapped for others
// that keep their places in that order.
func TestSklanskyIgnoresOpponentCards(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	deals := 400
	if testing.Short() {
		deals = 100
	}
	compared := 0
	for i := range deals {
		perm := r.Perm(52)
		nine := make([]poker.Card, 9)
		for k := range nine {
			nine[k] = poker.Card(perm[k])
		}
		slices.Sort(nine)
		slices.Reverse(nine) // the order the deck pops them
		button := i % 2
		opp := [2]int{0, 2} // pop positions of the opponent's cards: the big blind's
		if button == 1 {
			opp = [2]int{1, 3} // the button's
		}
		other, ok := swapInPlace(nine, opp, r)
		if !ok {
			continue
		}
		compared++
		var logs [2][]poker.Action
		for k, deck := range [][]poker.Card{nine, other} {
			bots := [2]Bot{NewSklansky(rand.New(rand.NewPCG(uint64(i), 1))), &Random{r: rand.New(rand.NewPCG(uint64(i), 2))}}
			g, err := poker.NewGame(poker.GameConfig{
				Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: button,
				Stacks: [2]int{1500, 1500}, Deck: sortedDeck(deck...),
			})
			if err != nil {
				t.Fatal(err)
			}
			if want := [2]poker.Card{deck[opp[0]], deck[opp[1]]}; g.Hole(1) != want {
				t.Fatalf("deal %d: the opponent holds %v, want %v", i, g.Hole(1), want)
			}
			for !g.Over() {
				s := g.ToAct()
				a := bots[s].Decide(g.View(s))
				if s == 0 {
					logs[k] = append(logs[k], a)
				}
				if err := g.Act(s, a); err != nil {
					t.Fatalf("deal %d: seat %d chose %v: %v", i, s, a, err)
				}
			}
		}
		if !slices.Equal(logs[0], logs[1]) {
			t.Fatalf("deal %d: decisions %v, then %v with other opponent cards", i, logs[0], logs[1])
		}
	}
	if compared < deals/4 {
		t.Fatalf("only %d of %d deals could swap the opponent's cards", compared, deals)
	}
}

// swapInPlace returns nine (sorted from the highest card down) with the
// cards at positions pos replaced by other cards not among the nine that
// sort into the same places, or false when there are none.
func swapInPlace(nine []poker.Card, pos [2]int, r *rand.Rand) ([]poker.Card, bool) {
	out := slices.Clone(nine)
	for _, p := range pos {
		hi, lo := poker.Card(52), poker.Card(0) // strictly between the neighbours
		if p > 0 {
			hi = nine[p-1]
		}
		if p < len(nine)-1 {
			lo = nine[p+1] + 1
		}
		var free []poker.Card
		for c := lo; c < hi; c++ {
			if !slices.Contains(nine, c) {
				free = append(free, c)
			}
		}
		if len(free) == 0 {
			return nil, false
		}
		out[p] = free[r.IntN(len(free))]
	}
	return out, true
}

// TestSklanskyIgnoresHiddenField: the view's Opponent field is not read
// while the cards are face down (whatever a careless runner leaves there).
func TestSklanskyIgnoresHiddenField(t *testing.T) {
	ignoresHiddenField(t, func(r *rand.Rand) Bot { return NewSklansky(r) }, 30,
		deal{button: "bot", bot: "Ah 5h", board: "Kh 9h 2c 3s 8d", actions: []poker.ActionKind{raise, call, bet}})
}

// ignoresHiddenField checks that bots made by newBot decide the same with
// and without a face-down Opponent field filled in, on each deal and seed.
func ignoresHiddenField(t *testing.T, newBot func(r *rand.Rand) Bot, seeds uint64, deals ...deal) {
	t.Helper()
	for _, d := range deals {
		view := d.view(t)
		for seed := range seeds {
			v := view
			a := newBot(rand.New(rand.NewPCG(seed, 1))).Decide(v)
			v.Opponent = [2]poker.Card{poker.NewCard(poker.Ace, poker.Spades), poker.NewCard(poker.Ace, poker.Clubs)}
			b := newBot(rand.New(rand.NewPCG(seed, 1))).Decide(v)
			if a != b {
				t.Fatalf("seed %d: %v, then %v with a face-down Opponent filled in", seed, a, b)
			}
		}
	}
}

// TestSklanskyMixes: the bot leaves its strategy now and then (when it is
// cheap).
func TestSklanskyMixes(t *testing.T) {
	b := NewSklansky(rand.New(rand.NewPCG(1, 2)))
	playWith(t, [2]Bot{b, &Random{r: rand.New(rand.NewPCG(5, 5))}}, 600)
	rate := float64(b.deviations) / float64(b.decisions)
	t.Logf("against random: deviated in %.1f%% of %d decisions", 100*rate, b.decisions)
	if rate < 0.03 || rate > 0.2 {
		t.Errorf("deviated %d times in %d decisions (%.1f%%), want 3 to 20%%", b.deviations, b.decisions, 100*rate)
	}

	nodev := testBot(1)
	playWith(t, [2]Bot{nodev, Caller{}}, 200)
	if nodev.deviations != 0 {
		t.Errorf("with mixing off the bot deviated %d times", nodev.deviations)
	}
}

// TestSklanskyBluffs: the bot bluffs a player who folds, with draws first.
// Mixing is off, so that every bet or raise counted comes from the
// strategy: with bluffRate 0 there are no pure bluffs and the test fails.
func TestSklanskyBluffs(t *testing.T) {
	b := NewSklansky(rand.New(rand.NewPCG(1, 2)))
	b.deviate = 0
	var bluffs, semi, strong int
	s := spy{Bot: b, seen: func(v *poker.SeatView, a poker.Action) {
		if v.Street == poker.Preflop || (a.Kind != poker.Bet && a.Kind != poker.Raise) {
			return
		}
		switch {
		case b.lastEq >= bluffEquity:
			strong++
		case drawBonus(v.Hole, v.Board) > 0:
			semi++
		default:
			bluffs++
		}
	}}
	playWith(t, [2]Bot{s, &Random{r: rand.New(rand.NewPCG(5, 5))}}, 600)
	t.Logf("against random, after the flop: %d strong bets or raises, %d semi-bluffs, %d bluffs", strong, semi, bluffs)
	if bluffs < 20 || semi == 0 || bluffs+semi > strong {
		t.Errorf("bets and raises after the flop: %d strong, %d semi-bluffs, %d bluffs; want 20 bluffs or more, some semi-bluffs, mostly strong", strong, semi, bluffs)
	}
}

// TestShortStackGetsItIn: with 2 to 5 big blinds the bot plays a short
// stack's ranges: it raises first in and defends its big blind with most
// hands, and calls its last chips on the turn with any hand that has the
// price (the table saw it fold its last 100 chips, 2.7 big blinds, to a bet
// into a 120 pot, where a call needed 31 %). The shipped bot, mixing on,
// over 100 seeds: its mixing never folds a hand the price makes a call (it
// used to fold 72o in the big blind in a fifth of the seeds).
func TestShortStackGetsItIn(t *testing.T) {
	seeds := uint64(100)
	if testing.Short() {
		seeds = 40
	}
	share := func(d deal, want ...poker.ActionKind) float64 {
		v := d.view(t)
		n := 0
		for seed := range seeds {
			if slices.Contains(want, NewSklansky(rand.New(rand.NewPCG(seed, 99))).Decide(v).Kind) {
				n++
			}
		}
		return float64(n) / float64(seeds)
	}
	for _, hand := range []string{"Ad 3c", "6c 5d", "Th 8h", "7c 2d"} {
		d := deal{button: "opp", bot: hand, board: "2s 5h 9d Jc Qh", stacks: 160, blind: 60,
			actions: []poker.ActionKind{call, check, check, check, check, bet}}
		if got := share(d, call); got < 0.8 {
			t.Errorf("%s all-in call on the turn at 2.7 big blinds: called %.0f%% of seeds, want 80%% or more", hand, 100*got)
		}
	}
	for _, hand := range []string{"Kc 7d", "Qc 5c", "9c 6d", "Jd 4c", "7c 2d", "8d 3c"} {
		for _, bb := range []int{32, 40, 60, 80} {
			stacks := 160
			name := fmt.Sprintf("%s at %.1f big blinds", hand, float64(stacks)/float64(bb))
			if topShare[classOf([2]poker.Card{cards(t, hand)[0], cards(t, hand)[1]})] <= 0.7 {
				first := deal{button: "bot", bot: hand, board: "2s 5h 9d Jc Qh", stacks: stacks, blind: bb}
				if got := share(first, call, raise); got < 1 {
					t.Errorf("%s first in: played in %.0f%% of seeds, want all", name, 100*got)
				}
				if got := share(first, raise); got < 0.8 {
					t.Errorf("%s first in: raised %.0f%% of seeds, want 80%% or more", name, 100*got)
				}
			}
			defend := deal{button: "opp", bot: hand, board: "2s 5h 9d Jc Qh", stacks: stacks, blind: bb, actions: []poker.ActionKind{raise}}
			if got := share(defend, call, raise); got < 1 {
				t.Errorf("%s in the big blind facing a raise: went on in %.0f%% of seeds, want all", name, 100*got)
			}
		}
	}
	// All in for 2 big blinds from the small blind: 3 to 1 for 72o.
	allIn := deal{button: "opp", bot: "7c 2d", board: "2s 5h 9d Jc Qh", stacks: 40, blind: 20, actions: []poker.ActionKind{raise}}
	if got := share(allIn, call); got < 1 {
		t.Errorf("72o facing a 2 big blind all-in: called %.0f%% of seeds, want all", 100*got)
	}
}
