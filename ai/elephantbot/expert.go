package elephantbot

import (
	"cmp"
	"math/rand/v2"
	"slices"

	"parlor/elephant"
)

// ExpertPlayouts is expert's number of playouts per move.
const ExpertPlayouts = 600

// Expert is our own player. Like SampleBot it plays the rest of the round
// out for each move, but it models the other players better: in each
// playout every other player follows one of the spec's twelve bots drawn at
// random (expert cannot tell them apart, so it assumes a table like the
// spec's), while its own later decisions follow SampleBot's greedy 0.5 rule.
// Every move is tried on the same random draws (common random numbers), so
// the comparison between moves is not drowned in noise.
type Expert struct {
	Playouts int
	r        *rand.Rand
	sim      xsim
	ts       targets
}

// NewExpert makes an expert player.
func NewExpert(r *rand.Rand) *Expert { return &Expert{Playouts: ExpertPlayouts, r: r} }

func (b *Expert) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) == 0 {
		return elephant.None
	}
	s := &b.sim
	s.load(v)
	seed := b.r.Uint64()
	s.sums = grow(s.sums, len(ts)+1)
	sums := s.sums
	clear(sums)
	for j := range b.Playouts {
		for m := range sums {
			rng := wyrand(seed + uint64(j)*0x9e3779b97f4a7c15)
			s.restart(&rng)
			if m == 0 {
				s.open(&rng)
			} else {
				s.steal(s.slotOf(ts[m-1].Player))
			}
			sums[m] += s.finish(&rng)
		}
	}
	m := 0
	for i := range sums {
		if sums[i] > sums[m] {
			m = i
		}
	}
	if m == 0 {
		return elephant.None
	}
	return ts[m-1].Player
}

// policy is one of the spec's bots, as played inside expert's playouts.
type policy uint8

const (
	polRandom policy = iota
	polGreedy
	polNice
	polLastMinute
	polOddTodd
	polSecondPlace
	polThreshold
	polSample // approximated by its own playout rule, greedy at 0.5
	polRobinHood
	polGoodSamaritan
	polGambler
	polTop3
	numPolicies
)

// xsim plays out the rest of a round with a policy for every player.
// Players are renumbered as in sim: 0 is expert, 1..h the holders, then the
// waiting players in queue order; slot i < h is player i+1's present.
type xsim struct {
	sim
	pol   []policy
	goal  []float64 // ThresholdBot goals
	legal []int32
	keep  []int32
	sums  []float64 // total value per move
}

func (s *xsim) load(v *elephant.View) {
	s.sim.load(v)
	s.pol = grow(s.pol, s.n)
	s.goal = grow(s.goal, s.n)
	if cap(s.legal) < s.n {
		s.legal = make([]int32, 0, s.n)
	}
}

// restart puts the position back to expert's turn and draws the other
// players' policies.
func (s *xsim) restart(rng *wyrand) {
	s.sim.restart()
	s.pol[0] = polSample
	for p := 1; p < s.n; p++ {
		s.pol[p] = policy(rng.intn(int(numPolicies)))
		if s.pol[p] == polThreshold {
			u := rng.float()
			s.goal[p] = 1 - u*u
		}
	}
}

func (w *wyrand) intn(n int) int { return int(w.float() * float64(n)) }

func (s *xsim) finish(rng *wyrand) float64 {
	for s.opened < s.n {
		slot := s.decide(rng)
		if slot < 0 {
			s.open(rng)
			continue
		}
		thief := s.cur
		s.steal(slot)
		// A present stolen three times stays where it is.
		if thief == 0 && s.steals[slot] >= elephant.MaxSteals {
			return s.val[slot]
		}
	}
	for i := range s.n {
		if s.own[i] == 0 {
			return s.val[i]
		}
	}
	return 0
}

// decide is the slot the player to act steals, or -1 to open.
func (s *xsim) decide(rng *wyrand) int {
	pol := s.pol[s.cur]
	if pol == polNice {
		return -1
	}
	legal := s.legal[:0]
	top1 := -1 // the most valuable legal slot
	for i := 0; i < s.opened; i++ {
		if s.steals[i] < elephant.MaxSteals && s.own[i] != s.just {
			legal = append(legal, int32(i))
			if top1 < 0 || s.val[i] > s.val[top1] {
				top1 = i
			}
		}
	}
	s.legal = legal
	if len(legal) == 0 {
		return -1
	}
	switch pol {
	case polRandom:
		k := rng.intn(len(legal) + 1)
		if k == len(legal) {
			return -1
		}
		return int(legal[k])
	case polGreedy:
		return top1
	case polLastMinute:
		if len(legal) <= 1 {
			return -1
		}
		b := -1
		if heldShare(s.opened, s.n-1-s.opened) > 0.75 {
			for _, i := range legal {
				if s.steals[i] == 2 && s.val[i] >= 0.8 && (b < 0 || s.val[i] > s.val[b]) {
					b = int(i)
				}
			}
		}
		if b < 0 {
			b = top1
		}
		if s.val[b] > 0.5 {
			return b
		}
		return -1
	case polOddTodd:
		if len(legal) <= 1 {
			return -1
		}
		b := -1
		for _, i := range legal {
			if s.steals[i]%2 == 0 && (b < 0 || s.val[i] > s.val[b]) {
				b = int(i)
			}
		}
		return b
	case polSecondPlace:
		if len(legal) <= 1 {
			return -1
		}
		b := top1
		if heldShare(s.opened, s.n-1-s.opened) > 0.8 {
			b = -1
			for _, i := range legal {
				if int(i) != top1 && (b < 0 || s.val[i] > s.val[b]) {
					b = int(i)
				}
			}
		}
		if s.val[b] > 0.5 {
			return b
		}
		return -1
	case polThreshold:
		// Targets worth the goal, ascending; the i-th weighs i².
		keep := s.keep[:0]
		for _, i := range legal {
			if s.val[i] >= s.goal[s.cur] {
				keep = append(keep, i)
			}
		}
		s.keep = keep
		if len(keep) == 0 {
			return -1
		}
		slices.SortFunc(keep, func(a, b int32) int { return cmp.Compare(s.val[a], s.val[b]) })
		k := len(keep)
		x := rng.intn(k * (k + 1) * (2*k + 1) / 6)
		for j, i := range keep {
			if x -= (j + 1) * (j + 1); x < 0 {
				return int(i)
			}
		}
		return int(keep[k-1])
	case polSample:
		if s.val[top1] >= playoutThreshold {
			return top1
		}
		return -1
	case polRobinHood:
		b := -1
		for _, i := range legal {
			if s.steals[i] >= 1 && s.val[i] > 0.5 && (b < 0 || s.val[i] > s.val[b]) {
				b = int(i)
			}
		}
		return b
	case polGoodSamaritan:
		if s.opened <= 1 {
			return -1
		}
		w := legal[0]
		for _, i := range legal {
			if s.val[i] < s.val[w] {
				w = i
			}
		}
		return int(w)
	case polGambler:
		if s.n-int(s.next) == 0 {
			return -1
		}
		b := -1
		for _, i := range legal {
			if s.steals[i] < 2 && (b < 0 || s.val[i] > s.val[b]) {
				b = int(i)
			}
		}
		return b
	case polTop3:
		n := float64(s.n)
		aim := (n - 3) / n
		choice, best := -1, rank{0, 0}
		for _, i := range legal {
			v, st := s.val[i], s.steals[i]
			var r rank
			switch {
			case v >= aim && st == 2:
				r = rank{5, v}
			case v >= aim && st == 0:
				r = rank{4, -v}
			case v >= aim && st == 1 && s.n == int(s.next):
				r = rank{3, -v}
			case v >= aim:
				r = rank{-1, v}
			case st < 2:
				r = rank{2, v}
			default:
				r = rank{-2, v}
			}
			if r.above(best) {
				choice, best = int(i), r
			}
		}
		return choice
	}
	return -1
}
