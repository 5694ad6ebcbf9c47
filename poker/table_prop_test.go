package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomTableConfig draws a hand at 2 to 9 chairs: some chairs empty,
// stacks from short of the blinds to deep, a dead button or small blind
// now and then, any cap rule.
func randomTableConfig(r *rand.Rand) TableConfig {
	for {
		chairs := 2 + r.IntN(MaxChairs-1)
		cfg := TableConfig{Number: 1, Chairs: chairs, Cap: CapRule(r.IntN(3)), Rand: r}
		lv := LevelOf(1 + r.IntN(120))
		cfg.Level, cfg.SmallBlind, cfg.BigBlind = lv.Number, lv.SmallBlind, lv.BigBlind
		var live [MaxChairs + 1]bool
		n := 0
		for c := 1; c <= chairs; c++ {
			if r.IntN(6) == 0 {
				continue
			}
			switch r.IntN(4) {
			case 0:
				cfg.Stacks[c] = 1 + r.IntN(3*cfg.BigBlind)
			case 1:
				cfg.Stacks[c] = 1 + r.IntN(20*cfg.BigBlind)
			default:
				cfg.Stacks[c] = 1 + r.IntN(3000)
			}
			cfg.Names[c] = fmt.Sprint("P", c)
			live[c] = true
			n++
		}
		if n < 2 {
			continue
		}
		// A random seating history gives dead buttons and small blinds.
		var s Seating
		for range r.IntN(4) {
			s.Place(chairs, &live, 1+r.IntN(chairs))
		}
		cfg.Button, cfg.SmallBlindChair, cfg.BigBlindChair = s.Place(chairs, &live, 1+r.IntN(chairs))
		return cfg
	}
}

// TestTablePropertiesRandomPlay plays random hands at 2 to 9 chairs:
// chips are conserved; every action offered is accepted and leaves the
// hand consistent; every action not offered (a kind, an amount, a chair
// out of turn) is refused and changes nothing.
func TestTablePropertiesRandomPlay(t *testing.T) {
	hands := 20000
	if testing.Short() {
		hands = 3000
	}
	r := rand.New(rand.NewPCG(36, 2))
	var tb Table
	var kinds [8]int
	for h := range hands {
		cfg := randomTableConfig(r)
		if err := tb.Deal(cfg); err != nil {
			t.Fatalf("hand %d: Deal: %v", h, err)
		}
		total := 0
		for _, s := range cfg.Stacks {
			total += s
		}
		for steps := 0; !tb.Over(); steps++ {
			if steps > 200 {
				t.Fatalf("hand %d: no end after 200 actions", h)
			}
			if got := chipsIn(&tb); got != total {
				t.Fatalf("hand %d: %d chips, want %d", h, got, total)
			}
			legal := tb.Legal()
			c := tb.ToAct()
			if len(legal) < 2 || legal[0].Kind != Fold {
				t.Fatalf("hand %d: chair %d offered %v", h, c, legal)
			}
			// Every kind and amount not offered is refused, changing nothing.
			before := tb.tableState
			nEvents := len(tb.events)
			for k := Fold; k <= Raise; k++ {
				i := slices.IndexFunc(legal, func(a Action) bool { return a.Kind == k })
				var err error
				if i < 0 {
					err = tb.Act(c, Action{Kind: k})
				} else {
					err = tb.Act(c, Action{Kind: k, Amount: legal[i].Amount + 1 + r.IntN(50)})
					if k == Fold || k == Check {
						err = tb.Act(c, Action{Kind: k, Amount: 1})
					}
				}
				if !errors.Is(err, ErrIllegalAction) {
					t.Fatalf("hand %d: chair %d %v not offered (legal %v): Act = %v", h, c, k, legal, err)
				}
			}
			other := 1 + r.IntN(MaxChairs)
			if other != c {
				if err := tb.Act(other, legal[0]); err == nil {
					t.Fatalf("hand %d: chair %d acted out of turn", h, other)
				}
			}
			if tb.tableState != before || len(tb.events) != nEvents {
				t.Fatalf("hand %d: a refused action changed the hand", h)
			}
			// Offered actions are sound: a call owes chips, a raise is above the call.
			a := legal[r.IntN(len(legal))]
			if x := r.IntN(10); x < 6 && len(legal) > 1 {
				a = legal[1]
			}
			switch a.Kind {
			case Call:
				if a.Amount <= 0 || a.Amount > tb.stacks[c] {
					t.Fatalf("hand %d: call %d with %d behind", h, a.Amount, tb.stacks[c])
				}
			case Bet, Raise:
				if a.Amount <= tb.high && a.Amount < tb.bets[c]+tb.stacks[c] || a.Amount > tb.bets[c]+tb.stacks[c] {
					t.Fatalf("hand %d: %v with high %d, bet %d, stack %d", h, a, tb.high, tb.bets[c], tb.stacks[c])
				}
			}
			kinds[a.Kind]++
			if err := tb.Act(c, a); err != nil {
				t.Fatalf("hand %d: offered %v refused: %v", h, a, err)
			}
		}
		if got := chipsIn(&tb); got != total {
			t.Fatalf("hand %d: %d chips at the end, want %d", h, got, total)
		}
		awarded := 0
		for _, e := range tb.Events() {
			if e.Kind == EventAward {
				awarded += e.Amount
			}
		}
		pots := 0
		for _, p := range tb.Pots() {
			pots += p.Amount
		}
		if awarded != pots || tb.Events()[len(tb.Events())-1].Pot != pots {
			t.Fatalf("hand %d: awarded %d of pots %d", h, awarded, pots)
		}
	}
	for k := Fold; k <= Raise; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %v in %d hands", k, hands)
		}
	}
}

// TestTableHeadsUpAgreesWithGame deals 10,000 seeded hands to the
// heads-up Game and to a two-chair Table with the same deck and the same
// choices: the legal actions, the events' actions and the final stacks
// agree hand by hand (the heads-up engine is unchanged; the Table plays
// the same game at two seats).
func TestTableHeadsUpAgreesWithGame(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 3))
	var g Game
	var tb Table
	for h := range 10000 {
		gc := randomConfig(r)
		deck := NewDeck()
		deck.Shuffle(r)
		gc.Deck, gc.Rand = deck, nil
		if err := g.Deal(gc); err != nil {
			t.Fatal(err)
		}
		// Seat s is chair s+1.
		tc := TableConfig{Number: gc.Number, Level: gc.Level, SmallBlind: gc.SmallBlind, BigBlind: gc.BigBlind,
			Chairs: 2, Button: gc.Button + 1, SmallBlindChair: gc.Button + 1, BigBlindChair: 2 - gc.Button,
			Cap: CapNever, Deck: deck}
		tc.Stacks[1], tc.Stacks[2] = gc.Stacks[0], gc.Stacks[1]
		if err := tb.Deal(tc); err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			gl, tl := g.Legal(), tb.Legal()
			if fmt.Sprint(gl) != fmt.Sprint(tl) || g.ToAct()+1 != tb.ToAct() {
				t.Fatalf("hand %d: Game seat %d %v, Table chair %d %v", h, g.ToAct(), gl, tb.ToAct(), tl)
			}
			a := uniform(r, gl)
			if err := g.Act(g.ToAct(), a); err != nil {
				t.Fatal(err)
			}
			if err := tb.Act(tb.ToAct(), a); err != nil {
				t.Fatal(err)
			}
		}
		gs, ts := g.Stacks(), tb.Stacks()
		if !tb.Over() || gs[0] != ts[1] || gs[1] != ts[2] || g.Showdown() != tb.Showdown() {
			t.Fatalf("hand %d: Game stacks %v showdown %v, Table %v over %v showdown %v", h, gs, g.Showdown(), ts, tb.Over(), tb.Showdown())
		}
		if ga, ta := actionsOf(g.Events()), tableActionsOf(tb.Events()); ga != ta {
			t.Fatalf("hand %d:\nGame  %s\nTable %s", h, ga, ta)
		}
	}
}

func actionsOf(ev []Event) string {
	var s, awards []string
	for _, e := range ev {
		switch e.Kind {
		case EventAward: // a split's shares in any order
			awards = append(awards, fmt.Sprint(e.Kind, e.Seat+1, e.Amount))
		case EventAction, EventUncalled, EventSmallBlind, EventBigBlind:
			s = append(s, fmt.Sprint(e.Kind, e.Seat+1, e.Action, e.Amount, e.AllIn))
		case EventStreet:
			s = append(s, fmt.Sprint(e.CardList()))
		}
	}
	slices.Sort(awards)
	return fmt.Sprint(s, awards)
}

func tableActionsOf(ev []TableEvent) string {
	var s, awards []string
	for _, e := range ev {
		switch e.Kind {
		case EventAward:
			awards = append(awards, fmt.Sprint(e.Kind, e.Chair, e.Amount))
		case EventAction, EventUncalled, EventSmallBlind, EventBigBlind:
			s = append(s, fmt.Sprint(e.Kind, e.Chair, e.Action, e.Amount, e.AllIn))
		case EventStreet:
			s = append(s, fmt.Sprint(e.CardList()))
		}
	}
	slices.Sort(awards)
	return fmt.Sprint(s, awards)
}
