// Package cfr finds equilibrium strategies of two-player zero-sum games by
// counterfactual regret minimisation: CFR+ on a game small enough to walk
// whole (chance enumerated), and external-sampling Monte Carlo CFR, with
// the same regrets, regret matching and average strategy, on one too large
// for that. BestResponse and Value measure a strategy exactly on a game that
// can be walked whole.
package cfr

import (
	"math/rand/v2"
)

// Kind is what happens at a node of the game tree.
type Kind uint8

// The three kinds of node.
const (
	Terminal Kind = iota
	Chance
	Decision
)

// Game is a two-player zero-sum game in extensive form, walked in place:
// Play moves to a child, Undo back to the parent. Its players are 0 and 1.
type Game interface {
	Kind() Kind
	// Player is the player to act at a decision node.
	Player() int
	// Actions is the number of actions at a decision node, or of outcomes
	// at a chance node.
	Actions() int
	// Chance is the probability of outcome i at a chance node.
	Chance(i int) float64
	// InfoSet identifies what the player to act knows at a decision node.
	// Nodes with one key must have the same number of actions.
	InfoSet() uint64
	Play(i int)
	Undo()
	// Utility is player 0's payoff at a terminal node (player 1 gets its
	// opposite).
	Utility() float64
}

// maxActions bounds the actions of one decision node.
const maxActions = 8

// Solver holds the regrets and the average strategy of every information
// set it has met.
type Solver struct {
	// Plus floors the regrets at zero after every update (regret matching+,
	// as CFR+ does); otherwise they accumulate freely.
	Plus bool
	// Delay is the number of iterations whose strategies the average
	// ignores; later iteration t weighs t-Delay (linear averaging).
	Delay int

	dense  []int32          // key -> slot+1 when keys are dense
	sparse map[uint64]int32 // key -> slot+1 otherwise
	off    []int32          // slot -> first action in regret and avg
	n      []uint8          // slot -> actions
	regret []float64
	avg    []float64
	delta  []float64
	chance []float64 // scratch: a chance node's probabilities
	iter   int
}

// New returns a solver. Keys below dense are stored in a table (faster and
// smaller than a map); dense 0 takes any key.
func New(dense int) *Solver {
	s := &Solver{Plus: true}
	if dense > 0 {
		s.dense = make([]int32, dense)
	} else {
		s.sparse = map[uint64]int32{}
	}
	return s
}

// Iterations is the number of iterations run so far.
func (s *Solver) Iterations() int { return s.iter }

// InfoSets is the number of information sets met so far.
func (s *Solver) InfoSets() int { return len(s.off) }

// slot returns the slot of key, made with n actions when it is new.
func (s *Solver) slot(key uint64, n int) int {
	var id int32
	if s.dense != nil {
		id = s.dense[key]
	} else {
		id = s.sparse[key]
	}
	if id > 0 {
		return int(id - 1)
	}
	id = int32(len(s.off))
	s.off = append(s.off, int32(len(s.regret)))
	s.n = append(s.n, uint8(n))
	for range n {
		s.regret = append(s.regret, 0)
		s.avg = append(s.avg, 0)
	}
	if s.dense != nil {
		s.dense[key] = id + 1
	} else {
		s.sparse[key] = id + 1
	}
	return int(id)
}

// current writes the regret-matching strategy of slot i into sigma.
func (s *Solver) current(i int, sigma []float64) {
	o, n := int(s.off[i]), int(s.n[i])
	sum := 0.0
	for a := range n {
		sum += max(s.regret[o+a], 0)
	}
	for a := range n {
		if sum > 0 {
			sigma[a] = max(s.regret[o+a], 0) / sum
		} else {
			sigma[a] = 1 / float64(n)
		}
	}
}

func (s *Solver) weight() float64 { return float64(max(s.iter-s.Delay, 0)) }

// Iterate runs one iteration of CFR over the whole tree: each player in
// turn updates its regrets against the other's current strategy (alternating
// updates, as CFR+ does). The average weighs iteration t by t-Delay.
func (s *Solver) Iterate(g Game) {
	s.iter++
	for p := range 2 {
		s.walk(g, p, 1, 1)
		// An information set is met once for every chance outcome and
		// opponent history that leads to it: its strategy must stay the
		// same through the walk, so the regrets change after it.
		for j, d := range s.delta {
			s.regret[j] += d
			if s.Plus && s.regret[j] < 0 {
				s.regret[j] = 0
			}
			s.delta[j] = 0
		}
	}
}

// walk returns traverser p's counterfactual value of the subtree, piP and
// piO being the reach probabilities of p and of the others (chance and the
// opponent).
func (s *Solver) walk(g Game, p int, piP, piO float64) float64 {
	switch g.Kind() {
	case Terminal:
		return sign(p) * g.Utility()
	case Chance:
		return overChance(g, func(q float64) float64 { return s.walk(g, p, piP, piO*q) })
	}
	n := g.Actions()
	i := s.slot(g.InfoSet(), n)
	var sigma, va [maxActions]float64
	s.current(i, sigma[:n])
	o := int(s.off[i])
	if g.Player() != p {
		v := 0.0
		for a := range n {
			if sigma[a] == 0 {
				continue
			}
			g.Play(a)
			v += sigma[a] * s.walk(g, p, piP, piO*sigma[a])
			g.Undo()
		}
		return v
	}
	v := 0.0
	for a := range n {
		g.Play(a)
		va[a] = s.walk(g, p, piP*sigma[a], piO)
		g.Undo()
		v += sigma[a] * va[a]
	}
	w := s.weight()
	if len(s.delta) < len(s.regret) {
		s.delta = append(s.delta, make([]float64, len(s.regret)-len(s.delta))...)
	}
	for a := range n {
		s.delta[o+a] += piO * (va[a] - v)
		s.avg[o+a] += w * piP * sigma[a]
	}
	return v
}

// Sample runs one iteration of external-sampling Monte Carlo CFR from g's
// current node for traverser p: chance and the opponent are sampled (from r
// and the opponent's current strategy), every action of p is walked. It
// returns p's sampled value. The caller counts iterations with Next.
func (s *Solver) Sample(g Game, p int, r *rand.Rand) float64 {
	switch g.Kind() {
	case Terminal:
		return sign(p) * g.Utility()
	case Chance:
		n := g.Actions()
		s.chance = s.chance[:0]
		for i := range n {
			s.chance = append(s.chance, g.Chance(i))
		}
		g.Play(pick(r.Float64(), s.chance))
		v := s.Sample(g, p, r)
		g.Undo()
		return v
	}
	n := g.Actions()
	i := s.slot(g.InfoSet(), n)
	var sigma, va [maxActions]float64
	s.current(i, sigma[:n])
	o := int(s.off[i])
	if g.Player() != p {
		// The opponent's strategy goes into the average here, where it is
		// sampled (stochastically weighted averaging).
		w := s.weight()
		x := r.Float64()
		for b := range n {
			s.avg[o+b] += w * sigma[b]
		}
		g.Play(pick(x, sigma[:n]))
		v := s.Sample(g, p, r)
		g.Undo()
		return v
	}
	v := 0.0
	for a := range n {
		g.Play(a)
		va[a] = s.Sample(g, p, r)
		g.Undo()
		v += sigma[a] * va[a]
	}
	for a := range n {
		s.regret[o+a] += va[a] - v
		if s.Plus && s.regret[o+a] < 0 {
			s.regret[o+a] = 0
		}
	}
	return v
}

// pick returns the index that x, uniform in [0, 1), falls on when [0, 1)
// is cut into lengths p (the last takes what rounding leaves).
func pick(x float64, p []float64) int {
	i := 0
	for ; i < len(p)-1; i++ {
		x -= p[i]
		if x < 0 {
			break
		}
	}
	return i
}

// overChance returns the sum over the outcomes of chance node g of their
// probability q times value(q), walked at the outcome.
func overChance(g Game, value func(q float64) float64) float64 {
	v := 0.0
	for i := range g.Actions() {
		if q := g.Chance(i); q > 0 {
			g.Play(i)
			v += q * value(q)
			g.Undo()
		}
	}
	return v
}

// Next counts one iteration of Sample (both players walked once).
func (s *Solver) Next() { s.iter++ }

// Average writes the average strategy of key into dst (len n) and reports
// whether the key was met; an unmet key or one never averaged gets the
// uniform strategy.
func (s *Solver) Average(key uint64, dst []float64) bool {
	var id int32
	if s.dense != nil {
		if key < uint64(len(s.dense)) {
			id = s.dense[key]
		}
	} else {
		id = s.sparse[key]
	}
	n := len(dst)
	if id == 0 || int(s.n[id-1]) != n {
		for a := range dst {
			dst[a] = 1 / float64(n)
		}
		return false
	}
	o := int(s.off[id-1])
	sum := 0.0
	for a := range n {
		sum += s.avg[o+a]
	}
	for a := range n {
		if sum > 0 {
			dst[a] = s.avg[o+a] / sum
		} else {
			dst[a] = 1 / float64(n)
		}
	}
	return true
}

// Strategy is a behaviour strategy: Policy writes the probabilities of the n
// actions of information set key into dst.
type Strategy interface {
	Policy(key uint64, dst []float64)
}

// Policy is the solver's average strategy.
func (s *Solver) Policy(key uint64, dst []float64) { s.Average(key, dst) }

func sign(p int) float64 {
	if p == 0 {
		return 1
	}
	return -1
}
