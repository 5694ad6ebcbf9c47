package elephantbot

import (
	"math"
	"slices"

	"parlor/elephant"
)

// At two or three seats expert knows more of the others (infer.go) and
// plays for more than its own present. A game is won by the highest total
// over some nine hundred rounds, so what decides it is how much more expert
// takes each round than its strongest opponent: each playout counts
// expert's present less that of the stronger of the other two (by the kinds
// drawn for it). And it expects the hard tables: the prior over the pair of
// kinds beside it weighs each pair by how hard that table is.

// pairPrior weighs the tables of expert and two of the twelve. It was found
// by multiplicative weights over the 66 tables: each of 11 passes played
// 3,000 rounds at every table and multiplied each table's weight by
// e^(−10·lead), lead being expert's mean a round less that of the best other
// seat (the passes ran with an earlier form of this prior's use; the last
// six as it is now). Tables that expert leads by far fall towards nothing:
// they weigh pairFloor. A pair of the same bot, not among the 66, weighs 1.
// SampleBot with Gambler was then raised by hand from 2.1 to 4.5: with one
// round's view it looks like three other pairs with SampleBot, and at 2.1
// expert lost that table 40 to 60; at 4.5 it leads all 66 (docs/elephant.md).
var pairPrior = map[[2]policy]float64{
	{polGreedy, polSample}:           18,
	{polThreshold, polSample}:        11,
	{polSample, polGoodSamaritan}:    9.2,
	{polRandom, polSample}:           5.7,
	{polOddTodd, polSample}:          4.9,
	{polNice, polSample}:             4.0,
	{polSample, polTop3}:             2.9,
	{polSample, polRobinHood}:        2.4,
	{polSample, polGambler}:          4.5,
	{polLastMinute, polSample}:       1.6,
	{polLastMinute, polGambler}:      1.3,
	{polSecondPlace, polSample}:      1.1,
	{polGreedy, polGambler}:          0.44,
	{polNice, polThreshold}:          0.34,
	{polNice, polLastMinute}:         0.34,
	{polThreshold, polGambler}:       0.32,
	{polGreedy, polGoodSamaritan}:    0.27,
	{polGreedy, polRobinHood}:        0.14,
	{polRobinHood, polGoodSamaritan}: 0.076,
	{polLastMinute, polOddTodd}:      0.057,
	{polSecondPlace, polThreshold}:   0.031,
	{polLastMinute, polThreshold}:    0.03,
	{polGreedy, polSecondPlace}:      0.029,
	{polOddTodd, polThreshold}:       0.029,
	{polGreedy, polNice}:             0.025,
	{polRobinHood, polTop3}:          0.022,
	{polThreshold, polRobinHood}:     0.019,
	{polLastMinute, polRobinHood}:    0.017,
	{polRandom, polThreshold}:        0.013,
}

// pairFloor is the weight of a table that pairPrior leaves out.
const pairFloor = 0.01

// pairWeight is pairPrior's weight of the pair a, b, in either order.
var pairWeight = func() (w [numPolicies][numPolicies]float64) {
	for a := range w {
		for b := range w[a] {
			w[a][b] = pairFloor
		}
		w[a][a] = 1
	}
	for p, x := range pairPrior {
		w[p[0]][p[1]], w[p[1]][p[0]] = x, x
	}
	return w
}()

// strength ranks the policies by their mean score at drawn tables of three
// of the twelve (3,000 games to 100): the rival is the stronger.
var strength = [numPolicies]float64{
	polSample: 100.1, polThreshold: 97.6, polLastMinute: 97.2, polGreedy: 95.8, polRobinHood: 93.9,
	polOddTodd: 91.7, polSecondPlace: 90.2, polRandom: 87.2, polNice: 86.9, polGambler: 86.0,
	polTop3: 79.0, polGoodSamaritan: 77.0,
}

// loadJoint adds up in.joint, each pair of kinds weighed by pairWeight.
func (s *xsim) loadJoint() {
	s.jcdf = grow(s.jcdf, len(s.in.joint))
	sum := 0.0
	for i, w := range s.in.joint {
		if s.n == 3 {
			w *= pairWeight[kinds[i/numKinds].pol][kinds[i%numKinds].pol]
		}
		sum += w
		s.jcdf[i] = sum
	}
}

// drawKinds draws the other players' kinds from the joint judgement and
// picks the rival.
func (s *xsim) drawKinds(rng *wyrand) {
	s.pol[0] = polSelf
	u := rng.float() * s.jcdf[len(s.jcdf)-1]
	cell, _ := slices.BinarySearch(s.jcdf, u)
	cell = min(cell, len(s.jcdf)-1)
	for p := s.n - 1; p >= 1; p-- {
		k := kinds[cell%numKinds]
		cell /= numKinds
		s.pol[p] = k.pol
		if k.pol == polThreshold {
			s.goal[p] = k.goal(rng.float())
		}
	}
	s.rival = -1
	for p := 1; p < s.n; p++ {
		if s.rival < 0 || strength[s.pol[p]] > strength[s.pol[s.rival]] {
			s.rival = int32(p)
		}
	}
}

// score is a playout's worth to expert: its present's value, less its
// rival's when it plays to beat one.
func (s *xsim) score(mine, rival float64) float64 {
	if s.rival < 0 {
		return mine
	}
	return mine - rival
}

// sampleLast is SampleBot's choice with one present left: after a steal
// its greedy playouts are certain, and opening (or being left to open) is
// worth 0.5 less the noise of its sample of uniform values.
func (s *xsim) sampleLast(rng *wyrand) int {
	p := s.cur
	per := float64(samplePlayouts / (len(s.legal) + 1))
	sd := math.Sqrt(1 / (12 * per))
	noisy := func() float64 { // 0.5 and a normal deviate of sd (Box–Muller)
		u1, u2 := rng.float(), rng.float()
		return 0.5 + sd*math.Sqrt(-2*math.Log(1-u1))*math.Cos(2*math.Pi*u2)
	}
	best, bestV := -1, noisy()
	for _, i := range s.legal {
		v := s.chainValue(p, int(i))
		if v < 0 {
			v = noisy()
		}
		if v > bestV {
			best, bestV = int(i), v
		}
	}
	return best
}

// chainValue is the value player p ends with after stealing slot, one
// present left, everybody then stealing the most valuable legal present
// worth at least 0.5 and else opening the last; -1 if p is left to open it.
func (s *xsim) chainValue(p int32, slot int) float64 {
	l := &s.look
	own := append(l.own[:0], s.own[:s.opened]...)
	st := append(l.steals[:0], s.steals[:s.opened]...)
	l.own, l.steals = own, st
	cur, just := p, int32(0) // just is set by the first steal
	for slot >= 0 {
		victim := own[slot]
		own[slot] = cur
		st[slot]++
		cur, just = victim, cur
		slot = -1
		for i := range own {
			if st[i] < elephant.MaxSteals && own[i] != just && s.val[i] >= playoutThreshold && (slot < 0 || s.val[i] > s.val[slot]) {
				slot = i
			}
		}
	}
	if cur == p {
		return -1
	}
	for i := range own {
		if own[i] == p {
			return s.val[i]
		}
	}
	return -1
}

// lookahead is the room expert's own later decisions need.
type lookahead struct {
	on           bool // inside a lookahead, expert follows the greedy rule
	cand         []int32
	own, saveOwn []int32
	steals       []int8
	saveSteals   []int8
}

// lookAhead is expert's own later choice with one present left, in a
// playout: each move played on to the end of the round by the kinds drawn
// for the others (its own choices after that by the greedy rule), the last
// present counted at its mean, 0.5.
func (s *xsim) lookAhead(rng *wyrand) int {
	l := &s.look
	l.cand = append(l.cand[:0], s.legal...)
	l.saveOwn = append(l.saveOwn[:0], s.own...)
	l.saveSteals = append(l.saveSteals[:0], s.steals...)
	cur, just, mine := s.cur, s.just, s.mine
	best, bestV := -1, s.endValue()
	l.on = true
	for _, i := range l.cand {
		r := *rng
		s.steal(int(i))
		for {
			slot := s.decide(&r)
			if slot < 0 {
				break
			}
			s.steal(slot)
		}
		if v := s.endValue(); v > bestV {
			best, bestV = int(i), v
		}
		copy(s.own, l.saveOwn)
		copy(s.steals, l.saveSteals)
		s.cur, s.just, s.mine = cur, just, mine
	}
	l.on = false
	return best
}

// endValue is expert's score when the player to act opens the last
// present, counted at its mean.
func (s *xsim) endValue() float64 {
	value := func(p int32) float64 {
		if p == s.cur {
			return 0.5
		}
		return s.held(p)
	}
	return s.score(value(0), value(s.rival))
}
