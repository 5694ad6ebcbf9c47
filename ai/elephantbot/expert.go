package elephantbot

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"

	"parlor/elephant"
)

// expertPlayouts is expert's number of playouts per move. With every move
// played on the same draws 300 play as well as 600 or 1,200 (measured on
// drawn tables of 5 and 8 seats, and at 1,200 on the tables of three with
// SampleBot), at half the cost of 600.
const expertPlayouts = 300

// Expert is our own player. Like SampleBot it plays the rest of the round
// out for each move, but it models the other players better: in each
// playout every other player follows one of the rules' twelve bots, drawn
// from what expert makes of that player's play this round. Every move is
// tried on the same random draws (common random numbers), so the comparison
// between moves is not drowned in noise.
//
// At tables of four or more it weighs each player on its own from what its
// view shows (belief.go), its own later decisions follow SampleBot's greedy
// 0.5 rule, and it plays for its own present. At two or three seats it
// replays the round to judge the others together (infer.go) and plays to
// beat the strongest of them (small.go).
type Expert struct {
	Playouts int
	r        *rand.Rand
	sim      xsim
	ts       targets
	mem      []turn // this round's turns so far: the player is made afresh each round
}

// newExpert makes an expert player.
func newExpert(r *rand.Rand) *Expert { return &Expert{Playouts: expertPlayouts, r: r} }

func (b *Expert) Choose(v *elephant.View) int {
	move := b.choose(v)
	b.mem = append(b.mem, turn{})
	b.mem[len(b.mem)-1].record(v, move)
	return move
}

func (b *Expert) choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) == 0 {
		return elephant.None
	}
	s := &b.sim
	s.belief.r = b.r
	s.load(v, b.mem)
	m := s.bestMove(ts, b.Playouts, b.r.Uint64())
	if m == 0 {
		return elephant.None
	}
	return ts[m-1].Player
}

// bestMove plays each move (0 opens, m > 0 steals ts[m-1]) out the given
// number of times and returns the move with the highest total value.
func (s *xsim) bestMove(ts []elephant.Held, playouts int, seed uint64) int {
	s.sums = grow(s.sums, len(ts)+1)
	sums := s.sums
	clear(sums)
	for j := range playouts {
		draw := wyrand(seed + uint64(j)*0x9e3779b97f4a7c15)
		s.drawPolicies(&draw)
		for m := range sums {
			rng := draw
			s.sim.restart()
			if m == 0 {
				s.open(&rng)
			} else {
				s.steal(s.slotOf(ts[m-1].Player))
			}
			sums[m] += s.finish(&rng)
		}
	}
	best := 0
	for m := range sums {
		if sums[m] > sums[best] {
			best = m
		}
	}
	return best
}

// policy is one of the bots of docs/rules/elephant.md, as played inside
// expert's playouts.
type policy uint8

const (
	polRandom policy = iota
	polGreedy
	polNice
	polLastMinute
	polOddTodd
	polSecondPlace
	polThreshold
	polSample // its own playout rule, greedy at 0.5; at small tables sampleLast

	polRobinHood
	polGoodSamaritan
	polGambler
	polTop3
	numPolicies
	polSelf // expert's own later decisions at small tables (lookahead)
)

// xsim plays out the rest of a round with a policy for every player.
// Players are renumbered as in sim: 0 is expert, 1..h the holders, then the
// waiting players in queue order; slot i < h is player i+1's present.
type xsim struct {
	sim
	belief belief
	cdf    [][numPolicies]float64 // per player, the belief's weights added up
	pol    []policy
	goal   []float64 // ThresholdBot goals
	legal  []int32
	keep   []int32
	sums   []float64 // total value per move

	// At small tables (small.go).
	in    inference
	exact bool      // the others' kinds come from in.joint, with a pair prior
	jcdf  []float64 // that, added up
	rival int32     // the player expert plays to beat in this playout, or -1
	look  lookahead
}

func (s *xsim) load(v *elephant.View, mem []turn) {
	s.sim.load(v)
	s.pol = grow(s.pol, s.n)
	s.goal = grow(s.goal, s.n)
	s.cdf = grow(s.cdf, s.n)
	s.rival = -1
	if s.exact = s.in.judge(&s.sim, mem, v); s.exact {
		s.loadJoint()
	} else {
		s.belief.judge(&s.sim, v)
		for p := range s.cdf {
			sum := 0.0
			for k := range s.cdf[p] {
				sum += s.belief.w[p][k]
				s.cdf[p][k] = sum
			}
		}
	}
	if cap(s.legal) < s.n {
		s.legal = make([]int32, 0, s.n)
	}
}

// restart puts the position back to expert's turn and draws the other
// players' policies.
func (s *xsim) restart(rng *wyrand) {
	s.sim.restart()
	s.drawPolicies(rng)
}

// drawPolicies draws every other player's policy from the belief; expert's
// own later decisions follow the greedy 0.5 rule.
func (s *xsim) drawPolicies(rng *wyrand) {
	if s.exact {
		s.drawKinds(rng)
		return
	}
	s.pol[0] = polSample // expert's own later decisions
	for p := 1; p < s.n; p++ {
		u := rng.float() * s.cdf[p][numPolicies-1]
		k := policy(0)
		for k < numPolicies-1 && u >= s.cdf[p][k] {
			k++
		}
		s.pol[p] = k
		if k == polThreshold {
			// 1 − u², given that it is at most goalMax.
			lo := math.Sqrt(1 - s.belief.goalMax[p])
			u := lo + rng.float()*(1-lo)
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
		// A present stolen three times stays where it is: when only
		// expert's own present counts, the playout can stop.
		if s.rival < 0 && thief == 0 && s.steals[slot] >= elephant.MaxSteals {
			return s.val[slot]
		}
	}
	return s.score(s.held(0), s.held(s.rival))
}

// held is the value of the present player p holds, or 0 (p < 0 or none).
func (s *xsim) held(p int32) float64 {
	for i := 0; i < s.opened; i++ {
		if s.own[i] == p {
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
	top := s.findLegal()
	if top < 0 {
		return -1
	}
	switch pol {
	case polRandom:
		return s.random(rng)
	case polGreedy:
		return top
	case polLastMinute:
		return s.lastMinute(top)
	case polOddTodd:
		return s.oddTodd()
	case polSecondPlace:
		return s.secondPlace(top)
	case polThreshold:
		return s.threshold(rng)
	case polSample:
		if s.exact && s.n-s.opened == 1 {
			return s.sampleLast(rng)
		}
		if s.val[top] >= playoutThreshold {
			return top
		}
		return -1
	case polRobinHood:
		return s.robinHood()
	case polGoodSamaritan:
		return s.goodSamaritan()
	case polGambler:
		return s.gambler()
	case polTop3:
		return s.top3()
	case polSelf:
		if !s.look.on && s.n-s.opened == 1 {
			return s.lookAhead(rng)
		}
		if s.val[top] >= playoutThreshold {
			return top
		}
		return -1
	}
	return -1
}

// findLegal fills s.legal with the slots the player to act may steal and
// returns the most valuable, or -1 if there is none.
func (s *xsim) findLegal() int {
	legal := s.legal[:0]
	top := -1
	for i := 0; i < s.opened; i++ {
		if s.steals[i] < elephant.MaxSteals && s.own[i] != s.just {
			legal = append(legal, int32(i))
			if top < 0 || s.val[i] > s.val[top] {
				top = i
			}
		}
	}
	s.legal = legal
	return top
}

// waiting is how many players still wait for their first turn.
func (s *xsim) waiting() int { return s.n - int(s.next) }

// heldShare is the share held as LastMinuteBot and SecondPlaceBot see it.
func (s *xsim) heldShare() float64 { return heldShare(s.opened, s.n-1-s.opened) }

func (s *xsim) random(rng *wyrand) int {
	k := rng.intn(len(s.legal) + 1)
	if k == len(s.legal) {
		return -1
	}
	return int(s.legal[k])
}

func (s *xsim) lastMinute(top int) int {
	if len(s.legal) <= 1 {
		return -1
	}
	b := -1
	if s.heldShare() > 0.75 {
		for _, i := range s.legal {
			if s.steals[i] == 2 && s.val[i] >= 0.8 && (b < 0 || s.val[i] > s.val[b]) {
				b = int(i)
			}
		}
	}
	if b < 0 {
		b = top
	}
	if s.val[b] > 0.5 {
		return b
	}
	return -1
}

func (s *xsim) oddTodd() int {
	if len(s.legal) <= 1 {
		return -1
	}
	b := -1
	for _, i := range s.legal {
		if s.steals[i]%2 == 0 && (b < 0 || s.val[i] > s.val[b]) {
			b = int(i)
		}
	}
	return b
}

func (s *xsim) secondPlace(top int) int {
	if len(s.legal) <= 1 {
		return -1
	}
	b := top
	if s.heldShare() > 0.8 {
		b = -1
		for _, i := range s.legal {
			if int(i) != top && (b < 0 || s.val[i] > s.val[b]) {
				b = int(i)
			}
		}
	}
	if s.val[b] > 0.5 {
		return b
	}
	return -1
}

// threshold keeps the targets worth the goal, ascending; the i-th weighs i².
func (s *xsim) threshold(rng *wyrand) int {
	keep := s.keep[:0]
	for _, i := range s.legal {
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
}

func (s *xsim) robinHood() int {
	b := -1
	for _, i := range s.legal {
		if s.steals[i] >= 1 && s.val[i] > 0.5 && (b < 0 || s.val[i] > s.val[b]) {
			b = int(i)
		}
	}
	return b
}

func (s *xsim) goodSamaritan() int {
	if s.opened <= 1 {
		return -1
	}
	w := s.legal[0]
	for _, i := range s.legal {
		if s.val[i] < s.val[w] {
			w = i
		}
	}
	return int(w)
}

func (s *xsim) gambler() int {
	if s.waiting() == 0 {
		return -1
	}
	b := -1
	for _, i := range s.legal {
		if s.steals[i] < 2 && (b < 0 || s.val[i] > s.val[b]) {
			b = int(i)
		}
	}
	return b
}

func (s *xsim) top3() int {
	choice, best := -1, rank{0, 0} // opening
	for _, i := range s.legal {
		c, k := top3Rank(s.n, s.waiting(), s.val[i], int(s.steals[i]))
		if r := (rank{c, k}); r.above(best) {
			choice, best = int(i), r
		}
	}
	return choice
}
