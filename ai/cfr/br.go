package cfr

// value returns player 0's expected payoff when both players follow s,
// walking the whole tree.
func value(g Game, s Strategy) float64 {
	switch g.Kind() {
	case Terminal:
		return g.Utility()
	case Chance:
		return overChance(g, func(float64) float64 { return value(g, s) })
	}
	n := g.Actions()
	var sigma [maxActions]float64
	s.Policy(g.InfoSet(), sigma[:n])
	v := 0.0
	for a := range n {
		if sigma[a] > 0 {
			g.Play(a)
			v += sigma[a] * value(g, s)
			g.Undo()
		}
	}
	return v
}

// bestResponse returns the most player p can expect against the opponent
// playing s, with p knowing only its information sets (the game must have
// perfect recall). It improves p's choices pass by pass, each pass walking
// the whole tree: with perfect recall, a pass settles one more level of
// p's information sets from the bottom, so the passes stop at the exact
// best response.
func bestResponse(g Game, s Strategy, p int) float64 {
	best := map[uint64]int{}
	for {
		q := map[uint64]*[maxActions]float64{}
		v := brWalk(g, s, p, 1, best, q)
		changed := false
		for k, vals := range q {
			b, ok := best[k]
			if !ok {
				b = 0
			}
			for a, x := range vals {
				if x > vals[b]+1e-12 {
					b = a
				}
			}
			if !ok || b != best[k] {
				best[k], changed = b, true
			}
		}
		if !changed {
			return v
		}
	}
}

// brWalk returns p's value of the subtree, p playing best (its first action
// where best has no entry), and adds to q, at each of p's information sets,
// every action's value weighted by the others' reach piO.
func brWalk(g Game, s Strategy, p int, piO float64, best map[uint64]int, q map[uint64]*[maxActions]float64) float64 {
	switch g.Kind() {
	case Terminal:
		return sign(p) * g.Utility()
	case Chance:
		return overChance(g, func(c float64) float64 { return brWalk(g, s, p, piO*c, best, q) })
	}
	n := g.Actions()
	key := g.InfoSet()
	if g.Player() != p {
		var sigma [maxActions]float64
		s.Policy(key, sigma[:n])
		v := 0.0
		for a := range n {
			if sigma[a] > 0 {
				g.Play(a)
				v += sigma[a] * brWalk(g, s, p, piO*sigma[a], best, q)
				g.Undo()
			}
		}
		return v
	}
	acc := q[key]
	if acc == nil {
		acc = new([maxActions]float64)
		q[key] = acc
	}
	var va [maxActions]float64
	for a := range n {
		g.Play(a)
		va[a] = brWalk(g, s, p, piO, best, q)
		g.Undo()
		acc[a] += piO * va[a]
	}
	// Actions beyond n keep -Inf out of the argmax.
	for a := n; a < maxActions; a++ {
		acc[a] = -1e300
	}
	return va[best[key]]
}

// exploitability is the mean of what each player's best response wins
// against s: zero for an equilibrium of a zero-sum game, in the game's units
// a hand.
func exploitability(g Game, s Strategy) float64 {
	return (bestResponse(g, s, 0) + bestResponse(g, s, 1)) / 2
}
