package camelup

import "sync"

// A spread is the forward pass over the rest of a round. Rather than follow
// each of the up to 29,160 orders-and-dice one by one, it keeps the distinct
// states (squares, stacks, camels yet to move) after each move with the
// chance of reaching each, so paths that meet are carried on once: at the
// start of a round about 3,000 states stand for 29,160 paths. The result is
// the same exact enumeration.
type spread struct {
	a, b stateSet
}

var spreads = sync.Pool{New: func() any { return new(spread) }}

// indexBits sizes a stateSet's hash index: at most 9,720 states (after four
// moves) live in one set.
const indexBits = 15

// stateSet is one level of a spread: states with their chances, and an open
// addressing index on the states' keys.
type stateSet struct {
	keys  []uint64 // board cells | camels yet to move << 40
	probs []float64
	index [1 << indexBits]int32 // 1 + position in keys; 0: empty
}

func stateKey(cells uint64, unmoved CamelSet) uint64 {
	return cells | uint64(unmoved)<<(NumCamels*slotBits)
}

func splitKey(k uint64) (uint64, CamelSet) {
	return k & (1<<(NumCamels*slotBits) - 1), CamelSet(k >> (NumCamels * slotBits))
}

func (s *stateSet) reset() {
	if len(s.keys) > 0 {
		clear(s.index[:])
	}
	s.keys, s.probs = s.keys[:0], s.probs[:0]
}

// add adds chance p to state k, and returns its position.
func (s *stateSet) add(k uint64, p float64) int {
	const mask = 1<<indexBits - 1
	h := (k * 0x9e3779b97f4a7c15) >> (64 - indexBits)
	for {
		e := s.index[h]
		if e == 0 {
			s.keys = append(s.keys, k)
			s.probs = append(s.probs, p)
			s.index[h] = int32(len(s.keys))
			return len(s.keys) - 1
		}
		if s.keys[e-1] == k {
			s.probs[e-1] += p
			return int(e - 1)
		}
		h = (h + 1) & mask
	}
}

// run spreads the round from board b with the camels of unmoved yet to
// move, calling end for every way the round can end (all moved, or the race
// over) with its chance. end sees each board once per path into it from
// the last state before it; the chances add up to 1.
func (s *spread) run(b Board, unmoved CamelSet, end func(b Board, p float64)) {
	unmoved &= AllCamels
	if unmoved == 0 || b.Finished() {
		end(b, 1)
		return
	}
	cur, next := &s.a, &s.b
	cur.reset()
	cur.add(stateKey(b.cells, unmoved), 1)
	for len(cur.keys) > 0 {
		next.reset()
		for n, k := range cur.keys {
			cells, un := splitKey(k)
			f := cur.probs[n] / float64(3*un.Len())
			from := Board{cells: cells, plus: b.plus, minus: b.minus}
			for i := 0; i < NumCamels; i++ {
				c := from.camelAt(i)
				if !un.Has(c) {
					continue
				}
				rest := un.Without(c)
				for d := 1; d <= 3; d++ {
					nb := from
					nb.moveSlot(i, d)
					if rest == 0 || nb.Finished() {
						end(nb, f)
					} else {
						next.add(stateKey(nb.cells, rest), f)
					}
				}
			}
		}
		cur, next = next, cur
	}
}

// trapSeed is a path that has just landed on a trap square for the first
// time, moved on as the trap would have moved it: the state it reached,
// after how many moves, and its chance.
type trapSeed struct {
	moves int
	key   uint64
	p     float64
}

// trapSpread values traps not yet on the board. For every square of
// squares, a trap placed there now would earn a coin each time a unit lands
// on it this round. Until the first landing the round goes as without it;
// after, it goes on from where the trap sent that unit. So the spread keeps,
// besides each state's chance, its chance of having seen no landing on each
// square yet (q), and every first landing seeds the trap's own spread.
type trapSpread struct {
	spread
	qa, qb [][NumSquares]float64 // q of the states of a and b
	seeds  [NumSquares][2][]trapSeed
}

var trapSpreads = sync.Pool{New: func() any { return new(trapSpread) }}

// run spreads the round like spread.run and returns, for each square of
// squares (1–15, no trap on or next to them), the expected coins a +1
// ([s][0]) and a −1 ([s][1]) trap there would earn.
func (s *trapSpread) run(b Board, unmoved CamelSet, squares uint16, end func(b Board, p float64)) (ev [NumSquares][2]float64) {
	unmoved &= AllCamels
	if unmoved == 0 || b.Finished() {
		end(b, 1)
		return ev
	}
	for t := range s.seeds {
		s.seeds[t][0], s.seeds[t][1] = s.seeds[t][0][:0], s.seeds[t][1][:0]
	}
	cur, next := &s.a, &s.b
	cq, nq := &s.qa, &s.qb
	cur.reset()
	*cq = (*cq)[:0]
	var ones [NumSquares]float64
	for t := range ones {
		ones[t] = 1
	}
	cur.add(stateKey(b.cells, unmoved), 1)
	*cq = append(*cq, ones)
	for moves := 1; len(cur.keys) > 0; moves++ {
		next.reset()
		*nq = (*nq)[:0]
		for n, k := range cur.keys {
			cells, un := splitKey(k)
			f := 1 / float64(3*un.Len())
			p := cur.probs[n] * f
			q := &(*cq)[n]
			from := Board{cells: cells, plus: b.plus, minus: b.minus}
			for i := 0; i < NumCamels; i++ {
				c := from.camelAt(i)
				if !un.Has(c) {
					continue
				}
				rest := un.Without(c)
				for d := 1; d <= 3; d++ {
					nb := from
					t, _, _, _ := nb.moveSlot(i, d)
					first := squares&(1<<t) != 0 && q[t] > 0
					if first {
						m := q[t] * f
						ev[t][0] += m
						ev[t][1] += m
						if rest != 0 {
							for k, kind := range [2]TrapKind{Plus, Minus} {
								tb := from
								tb.SetTrap(t, kind)
								tb.moveSlot(i, d)
								if !tb.Finished() {
									s.seeds[t][k] = append(s.seeds[t][k], trapSeed{moves, stateKey(tb.cells, rest), m})
								}
							}
						}
					}
					if rest == 0 || nb.Finished() {
						end(nb, p)
						continue
					}
					pos := next.add(stateKey(nb.cells, rest), p)
					if pos == len(*nq) {
						*nq = append(*nq, [NumSquares]float64{})
					}
					nqv := &(*nq)[pos]
					for u := range nqv {
						nqv[u] += q[u] * f
					}
					if first {
						nqv[t] -= q[t] * f
					}
				}
			}
		}
		cur, next = next, cur
		cq, nq = nq, cq
	}
	// Later landings, each in its trap's own round.
	for t := range s.seeds {
		for k, kind := range [2]TrapKind{Plus, Minus} {
			if len(s.seeds[t][k]) > 0 {
				tb := b
				tb.SetTrap(t, kind)
				ev[t][k] += s.landings(tb, t, s.seeds[t][k])
			}
		}
	}
	return ev
}

// landings returns the expected number of landings on square t in the rest
// of the round on board b, the paths starting from seeds.
func (s *trapSpread) landings(b Board, t int, seeds []trapSeed) float64 {
	cur, next := &s.a, &s.b
	cur.reset()
	n := 0.0
	moves := seeds[0].moves
	for len(seeds) > 0 || len(cur.keys) > 0 {
		for len(seeds) > 0 && seeds[0].moves == moves {
			cur.add(seeds[0].key, seeds[0].p)
			seeds = seeds[1:]
		}
		next.reset()
		for j, k := range cur.keys {
			cells, un := splitKey(k)
			p := cur.probs[j] / float64(3*un.Len())
			from := Board{cells: cells, plus: b.plus, minus: b.minus}
			for i := 0; i < NumCamels; i++ {
				c := from.camelAt(i)
				if !un.Has(c) {
					continue
				}
				rest := un.Without(c)
				for d := 1; d <= 3; d++ {
					nb := from
					if l, _, _, _ := nb.moveSlot(i, d); l == t {
						n += p
					}
					if rest != 0 && !nb.Finished() {
						next.add(stateKey(nb.cells, rest), p)
					}
				}
			}
		}
		cur, next = next, cur
		moves++
	}
	return n
}
