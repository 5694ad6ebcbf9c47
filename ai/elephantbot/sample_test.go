package elephantbot

import (
	"maps"
	"slices"
	"testing"

	"parlor/elephant"
)

// refPlayout is a plain reading of SampleBot's playout: the bot makes move
// (None opens), then everybody steals the most valuable legal present if it
// is worth at least 0.5, else opens, until every present is open. It
// returns the value the bot ends with.
func refPlayout(v *elephant.View, move int, rng *wyrand) float64 {
	n := v.Players()
	hold := map[int]*elephant.Present{}
	for _, p := range v.Presents {
		pr := p.Present
		hold[p.Player] = &pr
	}
	waiting := slices.Clone(v.Waiting)
	const me = -100 // the bot, who is not in its own view
	cur, just := me, v.JustStole
	for first := true; len(hold) < n; first = false {
		target := none
		if first {
			target = move
		} else {
			best := -1.0
			for _, p := range slices.Sorted(maps.Keys(hold)) {
				pr := hold[p]
				if p != cur && p != just && pr.Steals < elephant.MaxSteals && pr.Value > best {
					target, best = p, pr.Value
				}
			}
			if best < 0.5 {
				target = none
			}
		}
		if target == none {
			hold[cur] = &elephant.Present{Value: rng.float()}
			if len(hold) < n {
				cur, waiting, just = waiting[0], waiting[1:], none
			}
			continue
		}
		pr := hold[target]
		pr.Steals++
		hold[cur] = pr
		delete(hold, target)
		cur, just = target, cur
	}
	return hold[me].Value
}

// TestSimMatchesReference checks the fast playout, early stops and all,
// against the plain reading on the same random values.
func TestSimMatchesReference(t *testing.T) {
	r := src(21)
	var s sim
	var x xsim
	for i := range 3000 {
		v := randomView(r)
		moves := []int{none}
		for _, tg := range v.AppendTargets(nil) {
			moves = append(moves, tg.Player)
		}
		s.load(v)
		x.load(v, nil)
		x.exact = false // the greedy rule for SampleBot, even at small tables
		for _, m := range moves {
			seed := r.Uint64()
			rng := wyrand(seed)
			want := refPlayout(v, m, &rng)

			rng = wyrand(seed)
			s.restart()
			if m == none {
				s.open(&rng)
			} else {
				s.steal(s.slotOf(m))
			}
			if got := s.finish(&rng); got != want {
				t.Fatalf("view %d %+v, move %d: sim gives %v, reference %v", i, *v, m, got, want)
			}

			// expert's playout, with every player on the greedy 0.5 rule, agrees too.
			rng = wyrand(seed)
			x.sim.restart()
			for p := range x.pol {
				x.pol[p] = polSample
			}
			if m == none {
				x.open(&rng)
			} else {
				x.steal(x.slotOf(m))
			}
			if got := x.finish(&rng); got != want {
				t.Fatalf("view %d %+v, move %d: expert's sim gives %v, reference %v", i, *v, m, got, want)
			}
		}
	}
}

func TestSampleBot(t *testing.T) {
	tests := []struct {
		name string
		v    *elephant.View
		want int
	}{
		{"no target: open", view(seq(1, 4), none), none},
		// Stealing a twice-stolen 0.7 keeps it for good; opening is worth 0.5.
		{"lock a good present", view(nil, none, h(1, 0.7, 2)), 1},
		{"a poor locked present is worse than opening", view(nil, none, h(1, 0.3, 2)), none},
		// Opening gives 0.5 on average; a 0.45 stolen once is worth less.
		{"last to open", view(nil, none, h(1, 0.45, 0), h(2, 0.2, 1)), none},
		// 0.95 stolen twice cannot be taken back.
		{"safe and valuable", view(seq(3, 1), none, h(1, 0.95, 2), h(2, 0.3, 0)), 1},
		// Stealing the 0.6 starts a chain with no opens in it: 3 takes the
		// 0.97 from 2, 2 the 0.95 from 1 (locked), 1 the 0.97 from 3, 3 the
		// 0.6 from us (locked), and we take the 0.97 from 1 for its third
		// and last steal. Under the playout rule that beats locking the 0.95.
		{"a chain that ends with the best", view(seq(4, 3), none, h(1, 0.95, 2), h(2, 0.97, 0), h(3, 0.6, 1)), 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(5) {
				if got := newSample(src(seed)).Choose(tc.v); got != tc.want {
					t.Errorf("seed %d: Choose(%+v) = %d, want %d", seed, *tc.v, got, tc.want)
				}
			}
		})
	}
}

func TestSampleBotSplitsItsPlayouts(t *testing.T) {
	// With 3 moves and a budget of 2 playouts there is none per move: the
	// bot must still answer (it opens).
	b := &Sample{Playouts: 2, r: src(1)}
	if got := b.Choose(view(seq(3, 1), none, h(1, 0.9, 2), h(2, 0.8, 2))); got != none {
		t.Errorf("no playouts per move: Choose = %d, want open", got)
	}
}

func TestExpert(t *testing.T) {
	tests := []struct {
		name string
		v    *elephant.View
		want int
	}{
		{"no target: open", view(seq(1, 4), none), none},
		{"lock a good present", view(nil, none, h(1, 0.7, 2)), 1},
		{"a poor locked present is worse than opening", view(nil, none, h(1, 0.3, 2)), none},
		{"safe and valuable", view(seq(3, 1), none, h(1, 0.95, 2), h(2, 0.3, 0)), 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(3) {
				if got := newExpert(src(seed)).Choose(tc.v); got != tc.want {
					t.Errorf("seed %d: Choose(%+v) = %d, want %d", seed, *tc.v, got, tc.want)
				}
			}
		})
	}
}

// TestExpertPoliciesMatchTheBots checks expert's in-playout copies of the
// deterministic bots against the bots themselves, at the bot's own turn.
func TestExpertPoliciesMatchTheBots(t *testing.T) {
	pols := map[policy]string{
		polGreedy: "GreedyBot", polNice: "NiceBot", polLastMinute: "LastMinuteBot",
		polOddTodd: "OddTodd", polSecondPlace: "SecondPlaceBot", polRobinHood: "RobinHood",
		polGoodSamaritan: "GoodSamaritan", polGambler: "Gambler", polTop3: "Top3Bot",
	}
	r := src(31)
	var x xsim
	for i := range 3000 {
		v := randomView(r)
		x.load(v, nil)
		for pol, name := range pols {
			b, _ := Lookup(name)
			want := b.New(r).Choose(v)
			x.sim.restart()
			x.pol[0] = pol
			rng := wyrand(1)
			got := none
			if slot := x.decide(&rng); slot >= 0 {
				got = x.players[slot+1]
			}
			if got != want {
				t.Fatalf("view %d %+v: expert's %s steals from %d, the bot from %d", i, *v, name, got, want)
			}
		}
	}
}

func TestBelief(t *testing.T) {
	var x xsim
	weights := func(v *elephant.View, seat int) [numPolicies]float64 {
		t.Helper()
		x.load(v, nil)
		for p, s := range x.players {
			if s == seat {
				return x.belief.w[p]
			}
		}
		t.Fatalf("no seat %d in %+v", seat, *v)
		return [numPolicies]float64{}
	}

	// Seat 3 just took our 0.9, then the most valuable target and never
	// stolen before: greedy play, not NiceBot, GoodSamaritan or RobinHood.
	w := weights(view(seq(4, 2), 3, h(1, 0.3, 0), h(2, 0.2, 0), h(3, 0.9, 1)), 3)
	if w[polGreedy] != 1 || w[polLastMinute] != 1 {
		t.Errorf("thief: GreedyBot weighs %v, LastMinuteBot %v, want 1: they would have taken it", w[polGreedy], w[polLastMinute])
	}
	for _, k := range []policy{polNice, polGoodSamaritan, polRobinHood} {
		if w[k] != unlikely {
			t.Errorf("thief: %s weighs %v, want %v: it would not have taken it", botOf[k], w[k], unlikely)
		}
	}
	if g := x.belief.goalMax[3]; g != 0.9 {
		t.Errorf("thief: a ThresholdBot's goal is at most %v, want 0.9", g)
	}

	// Seat 1 holds a 0.3 it stole from a player who had never lost it.
	w = weights(view(seq(3, 2), none, h(1, 0.3, 1), h(2, 0.8, 0)), 1)
	for _, k := range []policy{polNice, polLastMinute, polSecondPlace, polRobinHood} {
		if w[k] != unlikely {
			t.Errorf("stealer: %s weighs %v, want %v", botOf[k], w[k], unlikely)
		}
	}
	if w[polGreedy] != 1 || w[polOddTodd] != 1 || w[polGambler] != 1 {
		t.Errorf("stealer: GreedyBot, OddTodd, Gambler weigh %v %v %v, want 1", w[polGreedy], w[polOddTodd], w[polGambler])
	}
	// Its goal, were it a ThresholdBot, is at most 0.3: no playout draws more.
	drew := false
	for i := range uint64(400) {
		rng := wyrand(i * 0x9e3779b97f4a7c15)
		x.restart(&rng)
		if x.pol[1] == polThreshold {
			drew = true
			if x.goal[1] > 0.3 {
				t.Fatalf("ThresholdBot goal %v drawn above the 0.3 it stole", x.goal[1])
			}
		}
	}
	if !drew {
		t.Error("400 playouts and seat 1 never played ThresholdBot")
	}

	// Two openers: one of them may have been first, with nothing to take.
	w = weights(view(seq(3, 2), none, h(1, 0.3, 0), h(2, 0.8, 0)), 2)
	if w[polNice] != 1 || w[polGreedy] != 0.5 {
		t.Errorf("opener: NiceBot weighs %v, GreedyBot %v, want 1 and 0.5", w[polNice], w[polGreedy])
	}
}
