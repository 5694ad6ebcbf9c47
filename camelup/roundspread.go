package camelup

// round spreads the round from board b, as run does, for the round odds
// only: each camel's chance to lead and to be second, and to finish. As
// those odds name just the first two camels, a camel that can no longer be
// one of them, and no longer changes anything for the others, is parked
// (see parkRound), so states that differ only in such camels merge.
func (s *spread) round(b Board, unmoved CamelSet) RoundOdds {
	var o RoundOdds
	unmoved &= AllCamels
	if unmoved == 0 || b.Finished() {
		o.add(b, 1)
		return o
	}
	cur, next := &s.a, &s.b
	cur.reset(1)
	cur.add(stateKey(b.cells, unmoved), 1)
	for left := unmoved.Len(); len(cur.keys) > 0; left-- {
		next.reset(len(cur.keys) * 3 * left)
		for n, k := range cur.keys {
			cells, un := splitKey(k)
			f := cur.probs[n] / float64(3*un.Len())
			from := Board{cells: cells, plus: b.plus, minus: b.minus}
			top := topSlot(cells)
			for i := 0; i <= top; i++ {
				c := from.camelAt(i)
				if !un.Has(c) {
					continue
				}
				rest := un.Without(c)
				if rest == 0 {
					o.last(&from, i, top, f)
					continue
				}
				for d := 1; d <= 3; d++ {
					nb := from
					nb.moveSlot(i, d)
					if nb.sqAt(top) >= FinishSquare {
						o.Lead[nb.camelAt(top)] += f
						o.Second[nb.camelAt(top-1)] += f
						if nb.sqAt(top) >= FinishSquare {
							o.Finish += f
						}
					} else {
						next.add(stateKey(parkRound(nb.cells, top, rest, b.minus), rest), f)
					}
				}
			}
		}
		cur, next = next, cur
	}
	return o
}

// last scores the last move of the round, by the camel of slot i of b,
// each die face with chance p, without making it: only the first two
// camels count, and they are the unit's top camels or the first two of the
// others, by where the unit ends. Slot top holds the leader (parked slots
// above it).
func (o *RoundOdds) last(b *Board, i, top int, p float64) {
	s := b.sqAt(i)
	j := i + 1 // the unit: slots i to j-1
	for j <= top && b.sqAt(j) == s {
		j++
	}
	// The first two of the others, -1 if none.
	first, second := top, top-1
	switch {
	case j > top:
		first, second = i-1, i-2
	case j == top:
		second = i - 1
	}
	u1, u2 := b.camelAt(j-1), Camel(0)
	if j-2 >= i {
		u2 = b.camelAt(j - 2)
	}
	for d := 1; d <= 3; d++ {
		to, under := s+d, false
		if to < NumSquares {
			if b.plus&(1<<to) != 0 {
				to++
			} else if b.minus&(1<<to) != 0 {
				to, under = to-1, true
			}
		}
		// Whether the camel of slot x ends ahead of the unit: past its
		// square, or on it when the unit goes under.
		ahead := func(x int) bool {
			if x < 0 {
				return false
			}
			sq := b.sqAt(x)
			return sq > to || under && sq == to
		}
		switch {
		case !ahead(first):
			o.Lead[u1] += p
			if j-2 >= i {
				o.Second[u2] += p
			} else {
				o.Second[b.camelAt(first)] += p
			}
		case !ahead(second):
			o.Lead[b.camelAt(first)] += p
			o.Second[u1] += p
		default:
			o.Lead[b.camelAt(first)] += p
			o.Second[b.camelAt(second)] += p
		}
		if to >= FinishSquare {
			o.Finish += p
		}
	}
}

// topSlot returns the slot of the leader in cells that may hold parked
// slots (always the top ones).
func topSlot(cells uint64) int {
	top := NumCamels - 1
	for cells>>(slotBits*top)&0xff == parked {
		top--
	}
	return top
}

// parkRound parks, for the round odds, every camel that has moved, has no
// camel yet to move under it, stands just behind no −1 trap, and has at
// least two camels ahead of it. Such a camel never moves again: nothing can
// carry it (a unit lands on top of a stack, or under one only just behind a
// −1 trap). So the camels ahead of it stay ahead (they only go forward, and
// back under it only from a −1 trap just in front of it), it can never lead
// or be second, and its place changes nothing for anybody else.
func parkRound(cells uint64, top int, un CamelSet, minus uint16) uint64 {
	var out uint64
	n := uint(0)
	carrier := uint64(0) // 1: a camel yet to move below, in this stack
	prev := uint64(parked)
	// The two camels in front stay; the others may go.
	for i := 0; i <= top-2; i++ {
		v := cells >> (slotBits * i) & 0xff
		s := v >> 3
		if s != prev {
			carrier, prev = 0, s
		}
		yet := uint64(un>>(v&camelMask)) & 1
		if yet|carrier|uint64(minus>>(s+1))&1 == 0 {
			continue
		}
		carrier |= yet
		out |= v << n
		n += slotBits
	}
	if n == uint(slotBits*(top-1)) {
		return cells // none parked
	}
	out |= cells >> (slotBits * (top - 1)) & 0xffff << n
	return out | allParked&^(1<<(n+2*slotBits)-1)
}

// allParked is five parked slots.
const allParked = parked * oneBits
