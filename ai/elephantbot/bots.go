// Package elephantbot holds White Elephant's computer players: the twelve of
// docs/rules/elephant.md ("Computer players") and our own, expert. Each
// works only from the view of its turn. Their tournaments (Tournament: one
// table; Draw: drawn tables; Fields: every table) run on ai/run, as the
// other games' do.
//
// Ties between equally valuable targets (values are continuous, so they
// practically never happen) go to the earlier target in seat order.
package elephantbot

import (
	"math/rand/v2"
	"sort"

	"parlor/elephant"
)

// targets is a reusable list of legal targets.
type targets []elephant.Held

func (ts *targets) fill(v *elephant.View) []elephant.Held {
	*ts = v.AppendTargets((*ts)[:0])
	return *ts
}

// best is the index of the most valuable present in hs for which keep is
// true, or -1.
func best(hs []elephant.Held, keep func(elephant.Held) bool) int {
	b := -1
	for i, h := range hs {
		if (keep == nil || keep(h)) && (b < 0 || h.Value > hs[b].Value) {
			b = i
		}
	}
	return b
}

// stealOrOpen answers a steal from hs[i], or opens when i < 0.
func stealOrOpen(hs []elephant.Held, i int) int {
	if i < 0 {
		return elephant.None
	}
	return hs[i].Player
}

// Random picks uniformly among opening and each target.
type Random struct {
	r  *rand.Rand
	ts targets
}

func (b *Random) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	k := b.r.IntN(len(ts) + 1) // len(ts) stands for opening
	if k == len(ts) {
		return elephant.None
	}
	return ts[k].Player
}

// Greedy steals the most valuable target, if any; else opens.
type Greedy struct{ ts targets }

func (b *Greedy) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	return stealOrOpen(ts, best(ts, nil))
}

// Nice always opens.
type Nice struct{}

func (Nice) Choose(*elephant.View) int { return elephant.None }

// held is the share of presents held that LastMinuteBot and SecondPlaceBot
// compare with their thresholds. As in the seed's bots it is taken over the
// bot's view, len(presents) / (len(players) + len(presents)): the presents
// the others hold over the other n−1 players, not over all n presents.
func held(v *elephant.View) float64 { return heldShare(len(v.Presents), len(v.Waiting)) }

// heldShare is held for a view of held presents and waiting players; a view
// always shows at least one other player.
func heldShare(held, waiting int) float64 {
	return float64(held) / float64(held+waiting)
}

// LastMinute opens if it has at most one target. When more than 75% of the
// presents are held it first looks for targets stolen exactly twice and
// worth at least 0.8 and takes the most valuable of those; otherwise the
// most valuable target. It steals that only if it is worth more than 0.5.
type LastMinute struct{ ts targets }

func (b *LastMinute) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) <= 1 {
		return elephant.None
	}
	i := -1
	if held(v) > 0.75 {
		i = best(ts, func(h elephant.Held) bool { return h.Steals == 2 && h.Value >= 0.8 })
	}
	if i < 0 {
		i = best(ts, nil)
	}
	if ts[i].Value > 0.5 {
		return ts[i].Player
	}
	return elephant.None
}

// OddTodd opens if it has at most one target; otherwise it steals the most
// valuable target whose steal count is even (0 or 2), and opens if there is none.
type OddTodd struct{ ts targets }

func (b *OddTodd) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) <= 1 {
		return elephant.None
	}
	return stealOrOpen(ts, best(ts, func(h elephant.Held) bool { return h.Steals%2 == 0 }))
}

// SecondPlace opens if it has at most one target. When more than 80% of the
// presents are held it picks the second most valuable target, otherwise the
// most valuable, and steals it only if it is worth more than 0.5.
type SecondPlace struct{ ts targets }

func (b *SecondPlace) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) <= 1 {
		return elephant.None
	}
	i := best(ts, nil)
	if held(v) > 0.8 {
		top := i
		i = best(ts, func(h elephant.Held) bool { return h.Player != ts[top].Player })
	}
	if ts[i].Value > 0.5 {
		return ts[i].Player
	}
	return elephant.None
}

// Threshold draws a goal 1 − u² when it is made (each round). It keeps the
// targets worth at least the goal, sorted by value ascending, and picks the
// i-th (from 1) with weight i²; it opens if there is none.
type Threshold struct {
	Goal float64
	r    *rand.Rand
	ts   targets
}

// newThreshold draws the round's goal from r.
func newThreshold(r *rand.Rand) *Threshold {
	u := r.Float64()
	return &Threshold{Goal: 1 - u*u, r: r}
}

func (b *Threshold) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	keep := ts[:0]
	for _, h := range ts {
		if h.Value >= b.Goal {
			keep = append(keep, h)
		}
	}
	if len(keep) == 0 {
		return elephant.None
	}
	sort.SliceStable(keep, func(i, j int) bool { return keep[i].Value < keep[j].Value })
	n := len(keep)
	total := n * (n + 1) * (2*n + 1) / 6 // 1² + 2² + … + n²
	x := b.r.IntN(total)
	for i := range keep {
		w := (i + 1) * (i + 1)
		if x < w {
			return keep[i].Player
		}
		x -= w
	}
	return keep[n-1].Player // not reached
}

// RobinHood steals the most valuable target that has been stolen at least
// once and is worth more than 0.5; else it opens.
type RobinHood struct{ ts targets }

func (b *RobinHood) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	return stealOrOpen(ts, best(ts, func(h elephant.Held) bool { return h.Steals >= 1 && h.Value > 0.5 }))
}

// GoodSamaritan opens if at most one present is held or it has no target;
// else it steals the least valuable target.
type GoodSamaritan struct{ ts targets }

func (b *GoodSamaritan) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(v.Presents) <= 1 || len(ts) == 0 {
		return elephant.None
	}
	w := 0
	for i, h := range ts {
		if h.Value < ts[w].Value {
			w = i
		}
	}
	return ts[w].Player
}

// Gambler opens if nobody is waiting for a first turn; otherwise it steals
// the most valuable target stolen fewer than 2 times, and opens if there is none.
type Gambler struct{ ts targets }

func (b *Gambler) Choose(v *elephant.View) int {
	if len(v.Waiting) == 0 {
		return elephant.None
	}
	ts := b.ts.fill(v)
	return stealOrOpen(ts, best(ts, func(h elephant.Held) bool { return h.Steals < 2 }))
}

// Top3 aims for a present worth at least (n−3)/n, n being the number of
// presents this round, and takes the highest-ranked move: opening ranks
// (0, 0); a target of value v stolen s times ranks, if v reaches the aim,
// (5, v) for s = 2, (4, −v) for s = 0, (3, −v) for s = 1 with nobody
// waiting and (−1, v) otherwise; below the aim (2, v) for s < 2, else (−2, v).
type Top3 struct{ ts targets }

// rank is a move's rank, compared first by class then by key.
type rank struct {
	class int
	key   float64
}

func (a rank) above(b rank) bool {
	return a.class > b.class || a.class == b.class && a.key > b.key
}

// top3Rank ranks stealing a present of value v stolen s times, at a table
// of n presents with waiting players still to have a first turn.
func top3Rank(n, waiting int, v float64, s int) (class int, key float64) {
	aim := float64(n-3) / float64(n)
	switch {
	case v >= aim && s == 2:
		return 5, v
	case v >= aim && s == 0:
		return 4, -v
	case v >= aim && s == 1 && waiting == 0:
		return 3, -v
	case v >= aim:
		return -1, v
	case s < 2:
		return 2, v
	}
	return -2, v
}

func (b *Top3) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	choice, top := elephant.None, rank{0, 0} // opening
	for _, h := range ts {
		c, k := top3Rank(v.Players(), len(v.Waiting), h.Value, h.Steals)
		if r := (rank{c, k}); r.above(top) {
			choice, top = h.Player, r
		}
	}
	return choice
}
