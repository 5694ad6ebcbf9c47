package camelup

import (
	"math/bits"
	"sync"
)

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
// moves) live in one set, so it is never more than 60% full.
const indexBits = 14

// stateSet is one level of a spread: states with their chances, and an open
// addressing index on the states' keys. An index entry is valid only if it
// carries the set's current generation, so emptying the set is a counter
// step, not a clear of the index (64 KB, small enough to stay in cache).
type stateSet struct {
	keys  []uint64 // board cells | camels yet to move << 40
	probs []float64
	gen   uint32                 // below 1<<16
	bits  uint                   // the index in use: its first 1<<bits entries
	index [1 << indexBits]uint32 // generation << 16 | position
}

func stateKey(cells uint64, unmoved CamelSet) uint64 {
	return cells | uint64(unmoved)<<(NumCamels*slotBits)
}

func splitKey(k uint64) (uint64, CamelSet) {
	return k & (1<<(NumCamels*slotBits) - 1), CamelSet(k >> (NumCamels * slotBits))
}

// reset empties the set for at most most states. It uses only as much of
// the index as that many need (at most two thirds full), so that a small
// level's index stays in the first-level cache.
func (s *stateSet) reset(most int) {
	s.bits = 8
	for s.bits < indexBits && 1<<s.bits < most+most/2 {
		s.bits++
	}
	s.gen = (s.gen + 1) & 0xffff
	if s.gen == 0 { // wrapped: old entries could look current
		clear(s.index[:])
		s.gen = 1
	}
	s.keys, s.probs = s.keys[:0], s.probs[:0]
}

// add adds chance p to state k, and returns its position.
func (s *stateSet) add(k uint64, p float64) int {
	mask := uint64(1)<<s.bits - 1
	h := (k * 0x9e3779b97f4a7c15) >> (64 - s.bits)
	for {
		e := s.index[h]
		if e>>16 != s.gen {
			s.index[h] = s.gen<<16 | uint32(len(s.keys))
			s.keys = append(s.keys, k)
			s.probs = append(s.probs, p)
			return len(s.keys) - 1
		}
		if pos := e & 0xffff; s.keys[pos] == k {
			s.probs[pos] += p
			return int(pos)
		}
		h = (h + 1) & mask
	}
}

// run spreads the round from board b with the camels of unmoved yet to
// move, calling end for every way the round can end (all moved, or the race
// over) with its chance; the same final board may come more than once, and
// the chances add up to 1.
func (s *spread) run(b Board, unmoved CamelSet, end func(b Board, p float64)) {
	unmoved &= AllCamels
	if unmoved == 0 || b.Finished() {
		end(b, 1)
		return
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

// values returns, for each square of squares (1–15, no trap on or next to
// them), the expected coins a +1 ([s][0]) and a −1 ([s][1]) trap there would
// earn in the rest of the round from board b, the camels of unmoved yet to
// move. Which camel is which does not matter here, nor where the camels
// that have moved are, so the states keep only the camels yet to move (see
// canon and gone) and merge a lot.
func (s *trapSpread) values(b Board, unmoved CamelSet, squares uint16) (ev [NumSquares][2]float64) {
	unmoved &= AllCamels
	// Nothing lands on the rearmost camel's square or behind it: a camel
	// moves on, and a −1 trap sends it back at most onto that square.
	squares &^= 1<<(b.sqAt(0)+1) - 1
	if unmoved == 0 || b.Finished() || squares == 0 {
		return ev
	}
	// The chances of no landing yet are kept for squares lo to hi.
	lo, hi := bits.TrailingZeros16(squares), bits.Len16(squares)
	for t := range s.seeds {
		s.seeds[t][0], s.seeds[t][1] = s.seeds[t][0][:0], s.seeds[t][1][:0]
	}
	cur, next := &s.a, &s.b
	cq, nq := &s.qa, &s.qb
	cur.reset(1)
	*cq = (*cq)[:0]
	var ones [NumSquares]float64
	for t := range ones {
		ones[t] = 1
	}
	cur.add(dropMoved(canon(b.cells, unmoved)), 1)
	*cq = append(*cq, ones)
	for moves := 1; len(cur.keys) > 0; moves++ {
		next.reset(len(cur.keys) * 3 * NumCamels)
		*nq = (*nq)[:0]
		for n, k := range cur.keys {
			left := 0
			for i := 0; i < NumCamels; i++ {
				left += int(k>>(slotBits*i)) & 1
			}
			f := 1 / float64(3*left)
			p := cur.probs[n] * f
			q := &(*cq)[n]
			if left == 1 {
				// The last move lands 1, 2 or 3 squares on, whatever
				// the traps: no need to make it.
				sq := lastSquare(k)
				for t := sq + 1; t <= sq+3 && t < NumSquares; t++ {
					if squares&(1<<t) != 0 && q[t] > 0 {
						m := q[t] * f
						ev[t][0] += m
						ev[t][1] += m
					}
				}
				continue
			}
			for i := 0; i < NumCamels; i++ {
				if k>>(slotBits*i)&1 == 0 {
					continue
				}
				// The camel moves: it no longer has to.
				from := Board{cells: k &^ (1 << (slotBits * i)), plus: b.plus, minus: b.minus}
				for d := 1; d <= 3; d++ {
					nb := from
					t, _, _, _ := nb.moveSlot(i, d)
					first := squares&(1<<t) != 0 && q[t] > 0
					if first {
						m := q[t] * f
						ev[t][0] += m
						ev[t][1] += m
						for k, kind := range [2]TrapKind{Plus, Minus} {
							tb := from
							tb.SetTrap(t, kind)
							tb.moveSlot(i, d)
							switch {
							case over(tb.cells) || !canLand(tb.cells, t):
							case left == 2:
								ev[t][k] += m * lastLanding(tb.cells, t)
							default:
								key := forget(tb.cells, t, bits.OnesCount16(tb.plus))
								s.seeds[t][k] = append(s.seeds[t][k], trapSeed{moves, key, m})
							}
						}
					}
					if over(nb.cells) {
						continue
					}
					pos := next.add(dropMoved(nb.cells), p)
					if pos == len(*nq) {
						*nq = append(*nq, [NumSquares]float64{})
					}
					nqv := (*nq)[pos][lo:hi]
					for u, qu := range q[lo:hi] {
						nqv[u] += qu * f
					}
					if first {
						nqv[t-lo] -= q[t] * f
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

// canon returns the key of a state for counting landings: which camel is
// which no longer matters, so each slot keeps its square and, in place of
// the camel, 1 if it has yet to move. States that differ only in names then
// merge.
func canon(cells uint64, unmoved CamelSet) uint64 {
	var k uint64
	for i := 0; i < NumCamels; i++ {
		v := cells >> (slotBits * i) & 0xff
		if !unmoved.Has(Camel(v & camelMask)) {
			v &^= camelMask
		} else {
			v = v&^camelMask | 1
		}
		k |= v << (slotBits * i)
	}
	return k
}

// lastSquare returns the square of the camel yet to move in a name-free
// state with one left.
func lastSquare(k uint64) int {
	i := bits.TrailingZeros64(k&oneBits) / slotBits
	return int(k>>(slotBits*i+3)) & squareMask
}

// lastLanding returns the chance that the last camel to move in a name-free
// state with one left lands on t: its unit lands 1, 2 or 3 squares on.
func lastLanding(k uint64, t int) float64 {
	if d := t - lastSquare(k); d >= 1 && d <= 3 {
		return 1.0 / 3
	}
	return 0
}

// canLand reports whether a state (name-free key) still has a camel to
// move behind square t: if not, nothing can land on t any more.
func canLand(k uint64, t int) bool {
	for i := 0; i < NumCamels; i++ {
		v := int(k>>(slotBits*i)) & 0xff
		if v>>3 >= t {
			return false
		}
		if v&1 != 0 {
			return true
		}
	}
	return false
}

// A name-free state leaves camels out: it keeps the others in the bottom
// slots, in their order, and fills the top ones with one of two values past
// any square a camel can reach, so they stay there and never move.
const (
	// gone fills the slots of the camels that have moved. Those never
	// matter to landings, nor to the end of the race: a unit lands by its
	// bottom camel's square, the die and the traps, whatever rides on it,
	// and all of it ends on one square, so a camel that has moved
	// reaches the finish only along with the camel moving under it.
	gone = 0xf0
	// parked fills them when the race cannot end this round (see park).
	parked = 0xf8
)

// front returns the slot value of the camel in front, or parked.
func front(k uint64) uint64 {
	v := k >> (slotBits * (NumCamels - 1)) & 0xff
	for i := NumCamels - 2; v == gone && i >= 0; i-- {
		v = k >> (slotBits * i) & 0xff
	}
	return v
}

// over reports whether the race has ended in a name-free state: a camel on
// the finish line or beyond.
func over(k uint64) bool {
	v := front(k)
	return v < gone && v>>3 >= FinishSquare
}

// cannotFinish reports whether no camel of a name-free state can reach the
// finish this round, with plus +1 traps on the board. A camel gains at most
// 3 squares per move that carries it, at most one move per camel left, and
// at most 1 more from each +1 trap ahead of it (it never lands on the same
// one twice: after one it stands past it, and a −1 trap sends it back to
// just behind the −1 square at most). A parked state was found unable to
// finish before (see park), and that lasts.
func cannotFinish(k uint64, plus int) bool {
	top := front(k)
	if top == parked {
		return true
	}
	left := bits.OnesCount64(k & oneBits)
	return int(top>>3)+3*left+min(left, plus) < FinishSquare
}

// dropMoved leaves out of a name-free state the camels that have moved (see
// gone).
func dropMoved(k uint64) uint64 {
	var out uint64
	n := uint(0)
	for i := 0; i < NumCamels; i++ {
		if v := k >> (slotBits * i) & 0xff; v&1 != 0 {
			out |= v << n
			n += slotBits
		}
	}
	return out | gone*oneBits&^(1<<n-1)
}

// park leaves out of a name-free state all camels but those yet to move
// behind square t. It is only right when the race cannot end this round
// (see cannotFinish): then those on t or beyond matter no more to landings
// on t. Their moves never change a square behind t, and in a random order
// of all the camels left those behind come in a random order too.
func park(k uint64, t int) uint64 {
	var out uint64
	n := uint(0)
	for i := 0; i < NumCamels; i++ {
		v := k >> (slotBits * i) & 0xff
		if v&1 != 0 && int(v>>3) < t {
			out |= v << n
			n += slotBits
		}
	}
	return out | parked*oneBits&^(1<<n-1)
}

// forget returns a state (name-free key) for counting landings on t with
// plus +1 traps on the board: without the camels that have moved, and when
// the race cannot end this round, parked (see park).
func forget(k uint64, t, plus int) uint64 {
	if front(k) != parked {
		if k = dropMoved(k); !cannotFinish(k, plus) {
			return k
		}
	}
	return park(k, t)
}

// landings returns the expected number of landings on square t in the rest
// of the round on board b, the paths starting from seeds (name-free keys).
func (s *trapSpread) landings(b Board, t int, seeds []trapSeed) float64 {
	plus := bits.OnesCount16(b.plus)
	cur, next := &s.a, &s.b
	cur.reset(len(seeds))
	n := 0.0
	moves := seeds[0].moves
	for len(seeds) > 0 || len(cur.keys) > 0 {
		for len(seeds) > 0 && seeds[0].moves == moves {
			cur.add(seeds[0].key, seeds[0].p)
			seeds = seeds[1:]
		}
		next.reset(len(cur.keys)*3*NumCamels + len(seeds))
		for j, k := range cur.keys {
			left := 0
			for i := 0; i < NumCamels; i++ {
				left += int(k>>(slotBits*i)) & 1
			}
			p := cur.probs[j] / float64(3*left)
			for i := 0; i < NumCamels; i++ {
				if k>>(slotBits*i)&1 == 0 {
					continue
				}
				// The camel moves: it no longer has to.
				from := Board{cells: k &^ (1 << (slotBits * i)), plus: b.plus, minus: b.minus}
				for d := 1; d <= 3; d++ {
					nb := from
					if l, _, _, _ := nb.moveSlot(i, d); l == t {
						n += p
					}
					switch {
					case left == 1 || over(nb.cells) || !canLand(nb.cells, t):
					case left == 2:
						n += p * lastLanding(nb.cells, t)
					default:
						next.add(forget(nb.cells, t, plus), p)
					}
				}
			}
		}
		cur, next = next, cur
		moves++
	}
	return n
}
