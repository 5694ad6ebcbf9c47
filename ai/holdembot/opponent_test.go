package holdembot

import (
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

func TestReadActions(t *testing.T) {
	// The small blind limps, the big blind raises, the small blind calls;
	// after the flop the big blind checks, the small blind bets, the big
	// blind raises and the small blind folds.
	g, err := poker.NewGame(poker.GameConfig{SmallBlind: 10, BigBlind: 20, Button: 1, Stacks: [2]int{1500, 1500}, Rand: rand.New(rand.NewPCG(1, 1))})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []poker.ActionKind{call, raise, call, check, bet, raise, fold} {
		if err := g.Act(g.ToAct(), poker.Action{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	log := g.View(0).Log
	got := readActions(log, 1, nil) // the small blind, seat 1
	want := []act{
		{street: poker.Preflop, kind: kCheck},
		{street: poker.Preflop, kind: kCall},
		{street: poker.Flop, kind: kBet},
		{street: poker.Flop, kind: kCall, fold: true, raised: true},
	}
	if len(got) != len(want) {
		t.Fatalf("readActions = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("action %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	bb := readActions(log, 0, nil)
	if len(bb) != 3 || bb[0].kind != kBet || bb[1].kind != kCheck || bb[2].kind != kRaise {
		t.Errorf("big blind's actions = %+v, want bet (the raise of a limp), check, raise", bb)
	}
}

// learnt plays hands against opp and returns the trained bot.
func learnt(t *testing.T, opp Bot, hands int) *Sklansky {
	t.Helper()
	b := NewSklansky(rand.New(rand.NewPCG(1, 2)))
	playWith(t, [2]Bot{b, opp}, hands)
	return b
}

func TestOpponentStatistics(t *testing.T) {
	maniac := learnt(t, Maniac{}, 200).Opponent()
	if maniac.Hands != 200 || maniac.VPIP < 0.95 || maniac.PFR < 0.95 || maniac.Aggression < 0.9 {
		t.Errorf("against the maniac: %+v, want 200 hands, VPIP and PFR near 1, aggression above 0.9", maniac)
	}
	caller := learnt(t, Caller{}, 200).Opponent()
	if caller.VPIP < 0.45 || caller.PFR != 0 || caller.Aggression != 0 || caller.FoldToBet != 0 {
		t.Errorf("against the caller: %+v, want it to enter pots, never raise, bet or fold", caller)
	}
}

// TestReadsFromShowdowns: the bot learns that a maniac's and a random
// player's bets mean nothing, and that the equity player's do.
func TestReadsFromShowdowns(t *testing.T) {
	for _, tt := range []struct {
		name   string
		opp    Bot
		honest bool
	}{
		{"maniac", Maniac{}, false},
		{"random", &Random{r: rand.New(rand.NewPCG(3, 3))}, false},
		{"equity", newEquity(rand.New(rand.NewPCG(3, 3))), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := learnt(t, tt.opp, 600)
			k := b.opp.tilts(1)
			if tt.honest && k[kBet] < 1 || !tt.honest && k[kBet] > 0.6 {
				t.Errorf("after-flop bet read k = %.2f (shown %d), want honest %v", k[kBet], b.opp.shownN[1][kBet], tt.honest)
			}
		})
	}
}

// spy records a bot's decisions.
type spy struct {
	Bot
	seen func(v *poker.SeatView, a poker.Action)
}

func (s spy) Decide(v poker.SeatView) poker.Action {
	a := s.Bot.Decide(v)
	s.seen(&v, a)
	return a
}

// TestDefendsBlindsAgainstManiac: against a player who raises every hand,
// the big blind does not fold once its statistics show the raises are
// random; the same bot deaf to the hands it played (no opponent model: it
// keeps its priors) folds several times as often, so the test needs the
// model.
func TestDefendsBlindsAgainstManiac(t *testing.T) {
	foldShare := func(b Bot) (int, float64) {
		faced, folded := 0, 0
		s := spy{Bot: b, seen: func(v *poker.SeatView, a poker.Action) {
			if v.Street == poker.Preflop && !v.InPosition() && v.Raises(poker.Preflop) == 1 && v.Owed > 0 {
				faced++
				if a.Kind == poker.Fold {
					folded++
				}
			}
		}}
		playWith(t, [2]Bot{s, Maniac{}}, 300)
		return faced, float64(folded) / float64(max(faced, 1))
	}
	faced, model := foldShare(learnt(t, Maniac{}, 100))
	_, deaf := foldShare(deafBot{NewSklansky(rand.New(rand.NewPCG(1, 2)))})
	t.Logf("the big blind folded %.1f%% of %d raises, %.1f%% without the opponent model", 100*model, faced, 100*deaf)
	if faced < 100 || model > 0.05 || deaf < 2*model+0.05 {
		t.Errorf("the big blind folded %.1f%% of %d raises with the model, %.1f%% without; want at most 5%% with it, well more without", 100*model, faced, 100*deaf)
	}
}

// deafBot never hears how a hand ended: a bot with its opponent model
// switched off.
type deafBot struct{ Bot }

func (deafBot) HandOver(poker.SeatView) {}

// TestStealsMoreAgainstTightPlayer: against a player who folds to every
// raise, the small blind raises first in far more often than against one
// who never folds.
func TestStealsMoreAgainstTightPlayer(t *testing.T) {
	raises := func(opp Bot) float64 {
		b := learnt(t, opp, 150)
		n, raised := 0, 0
		s := spy{Bot: b, seen: func(v *poker.SeatView, a poker.Action) {
			if v.Street == poker.Preflop && v.InPosition() && v.Raises(poker.Preflop) == 0 {
				n++
				if a.Kind == poker.Raise {
					raised++
				}
			}
		}}
		playWith(t, [2]Bot{s, opp}, 300)
		return float64(raised) / float64(n)
	}
	tight, loose := raises(folder{}), raises(Caller{})
	if tight < 0.9 || tight < loose+0.1 {
		t.Errorf("raises first in %.2f against a folder, %.2f against a caller; want near all against the folder", tight, loose)
	}
}

// folder folds to every bet and raise, and checks otherwise: the tightest
// player there is.
type folder struct{}

func (folder) Decide(v poker.SeatView) poker.Action {
	if v.Owed > 0 && v.Raises(v.Street) > 0 {
		return poker.Action{Kind: poker.Fold}
	}
	return first(&v, poker.Check, poker.Call)
}

func (folder) HandOver(poker.SeatView) {}
