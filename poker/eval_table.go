package poker

//go:generate go test -run TestGeneratedTables -write

import (
	"fmt"
	"math/bits"
	"slices"
)

// The evaluator's tables, generated (eval_tables_gen.go): nothing is built
// at start-up.
//
// A set of cards is summed into one uint64 key. The low 16 bits hold one
// 4-bit counter per suit that starts at 3, so a counter's top bit is set
// exactly when its suit has five or more cards (a counter never passes 10,
// so it never carries into the next). The high 48 bits hold the hash of
// the ranks: Σ 5^rank, the rank multiset written in base 5 (at most four
// cards of a rank, so no digit overflows), times the odd constant hashMul,
// modulo 2^48. Multiplication distributes over addition, so each card's
// key already holds its 5^rank·hashMul and adding a card stays one
// addition: callers that enumerate boards keep partial sums, and looking a
// hand up needs no multiplication.
//
// Non-flush hands are looked up by that hash through a perfect hash (hash
// and displace): the top 13 bits of the key choose a bucket, the 17 bits
// below choose a slot, and each bucket has a displacement XORed into the
// slot so that the 73,775 rank multisets of 5, 6 and 7 cards land in
// distinct slots of a 2^17-entry table (the largest displacement needed is
// under 1,000, so 16 bits hold it). With seven cards a flush excludes a
// full house and four of a kind, so a hand with five cards of a suit is
// looked up by its 13-bit rank mask in that suit instead.

const (
	suitBase   = uint64(0x3333) // each suit counter starts at 3
	flushBits  = uint64(0x8888) // set when a suit counter reaches 8 (five cards)
	rankShift  = 16             // the rank hash sits above the suit counters
	slotBits   = 17
	slotMask   = 1<<slotBits - 1
	bucketBits = 13
	// The seven-card table's bucket bits (the key's top ones) and where its
	// 16 slot bits start, a window for which no two seven-card rank
	// multisets of a bucket share a slot (checked by buildTables).
	bucket7Bits = 13
	slot7Shift  = 64 - bucket7Bits - 16
	// hashMul is an odd multiplier for which no two rank multisets share
	// both bucket and slot base (checked by buildTables).
	hashMul = 0x9E3779B97F4A7C15
)

// evalTables are the evaluator's tables as buildTables makes them. The
// package's own copies are variables of eval_tables_gen.go, written from
// these by `go generate` (TestGeneratedTables -write) and compiled in as
// data, so that no program pays for building them at start-up;
// TestGeneratedTables checks them against a fresh build.
type evalTables struct {
	cardKey    [256]uint64 // per card: 5^rank·hashMul<<16 + 1<<(4*suit); indexed by any Card, so no bounds check
	cardMask   [256]uint64 // per card: 1 << (16*suit + rank)
	rankTable  [1 << slotBits]Value
	disp       [1 << bucketBits]uint16 // XORed into the slot's low bits
	flushTable [1 << 13]Value

	// The seven-card paths' tables (Eval7, eval7All, Partial.Value7),
	// each a variable of its own in the package so that Eval7 inlines: a
	// field of a struct costs the inliner a node more at each use. Hot
	// loops hold their addresses in locals, one register each.
	//
	// pairKey[a | b<<8] is cardKey[a] + cardKey[b], for reading two cards
	// as one uint16 (Eval7). Any uint16 indexes it, so no index is
	// checked; only the first 52 rows of 256 are used (104 KB), and the
	// rest is never read.
	pairKey [1 << 16]uint64
	lastKey [256]uint64 // cardKey + suitBase
	// The table of seven-card rank multisets: any uint16 indexes it.
	rank7 [1 << 16]Value
	disp7 [1 << bucket7Bits]uint16

	// packedByValue decodes a Value: entry catStart[cat]+i-1 holds the
	// packed category and ranks of the i-th weakest hand of category cat.
	packedByValue [distinctValues]uint32
	catStart      [StraightFlush + 2]uint16
}

// lookup7 is rankValue for exactly seven cards without a flush, from the
// table of seven-card rank multisets, half the size of rankTable.
func lookup7(key uint64) Value {
	return rank7[uint16(key>>slot7Shift)^disp7[key>>(64-bucket7Bits)]]
}

// distinctValues is the number of different five-card hand values.
const distinctValues = 7462

// tableBytes is the memory held by the evaluator's tables (of pairKey, the
// rows in use).
const tableBytes = 3*256*8 + 8*52*256 + 2*(1<<16) + 2*(1<<bucket7Bits) + 2*(1<<slotBits) + 2*(1<<bucketBits) + 2*(1<<13) + 4*distinctValues + 2*len(catStart)

// packed is a hand's category and its tie-breaking ranks, most important
// first, four bits each: a plain description that sorts like the hands. It
// is used only to build and decode the tables.
type packed = uint32

func pack(c Category, r ...Rank) packed {
	p := packed(c) << 20
	for i, x := range r {
		p |= packed(x) << (16 - 4*i)
	}
	return p
}

func unpack(p packed) (Category, [5]Rank) {
	var r [5]Rank
	for i := range r {
		r[i] = Rank(p >> (16 - 4*i) & 0xf)
	}
	return Category(p >> 20), r
}

// topRanks appends to r the n highest ranks present in mask, highest
// first, and packs the result as a hand of category c.
func topRanks(c Category, r []Rank, mask uint16, n int) packed {
	for x := int(Ace); x >= 0 && n > 0; x-- {
		if mask&(1<<x) != 0 {
			r = append(r, Rank(x))
			n--
		}
	}
	return pack(c, r...)
}

// highest returns the highest rank present in mask, which is not empty.
func highest(mask uint16) Rank { return Rank(15 - bits.LeadingZeros16(mask)) }

// straightTop returns the top rank of the best straight in mask; the wheel
// A-2-3-4-5 is a straight to the Five.
func straightTop(mask uint16) (Rank, bool) {
	for top := Ace; top >= Six; top-- {
		run := uint16(0x1f) << (top - 4)
		if mask&run == run {
			return top, true
		}
	}
	if wheel := uint16(1)<<Ace | 0xf; mask&wheel == wheel {
		return Five, true
	}
	return 0, false
}

// rankSets describes a multiset of ranks by the ranks present once or
// more, exactly twice, three times and four times.
type rankSets struct{ present, pairs, trips, quads uint16 }

// bestOfRanks is the best hand of cards with these ranks, flushes aside.
func bestOfRanks(rs rankSets) packed {
	present, pairs, trips := rs.present, rs.pairs, rs.trips
	var buf [5]Rank // keeps topRanks from allocating
	if rs.quads != 0 {
		q := highest(rs.quads)
		return pack(FourOfAKind, q, highest(present&^(1<<q)))
	}
	if trips != 0 {
		t := highest(trips)
		// The pair of a full house may be the top two of a second three.
		if rest := (trips | pairs) &^ (1 << t); rest != 0 {
			return pack(FullHouse, t, highest(rest))
		}
	}
	if top, ok := straightTop(present); ok {
		return pack(Straight, top)
	}
	switch {
	case trips != 0:
		t := highest(trips)
		return topRanks(ThreeOfAKind, append(buf[:0], t), present&^(1<<t), 2)
	case bits.OnesCount16(pairs) >= 2:
		p := highest(pairs)
		q := highest(pairs &^ (1 << p))
		return topRanks(TwoPair, append(buf[:0], p, q), present&^(1<<p|1<<q), 1)
	case pairs != 0:
		p := highest(pairs)
		return topRanks(OnePair, append(buf[:0], p), present&^(1<<p), 3)
	}
	return topRanks(HighCard, buf[:0], present, 5)
}

// bestOfSuit is the best hand of five or more cards of one suit with these
// ranks.
func bestOfSuit(mask uint16) packed {
	if top, ok := straightTop(mask); ok {
		return pack(StraightFlush, top)
	}
	var buf [5]Rank
	return topRanks(Flush, buf[:0], mask, 5)
}

// rankMultisets calls f with every multiset of lo to hi ranks, at most four
// of each, and its rank key Σ count[r]·5^r.
func rankMultisets(lo, hi int, f func(rs rankSets, key uint32)) {
	var rec func(r, n int, rs rankSets, key, pow uint32)
	rec = func(r, n int, rs rankSets, key, pow uint32) {
		if r == 13 {
			if n >= lo {
				f(rs, key)
			}
			return
		}
		for k := 0; k <= 4 && n+k <= hi; k++ {
			next := rs
			bit := uint16(1) << r
			if k > 0 {
				next.present |= bit
			}
			switch k {
			case 2:
				next.pairs |= bit
			case 3:
				next.trips |= bit
			case 4:
				next.quads |= bit
			}
			rec(r+1, n+k, next, key+uint32(k)*pow, pow*5)
		}
	}
	rec(0, 0, rankSets{}, 0, 1)
}

// build makes the tables.
func (t *evalTables) build() error {
	for c := Card(0); c < 52; c++ {
		p := uint64(1)
		for range c.Rank() {
			p *= 5
		}
		t.cardKey[c] = p*hashMul<<rankShift + 1<<(4*uint(c.Suit()))
		t.cardMask[c] = 1 << (16*uint(c.Suit()) + uint(c.Rank()))
	}
	for a := range Card(52) {
		t.lastKey[a] = t.cardKey[a] + suitBase
		for b := range Card(52) {
			t.pairKey[uint16(a)|uint16(b)<<8] = t.cardKey[a] + t.cardKey[b]
		}
	}

	// Every five-card hand value, in order.
	var all []packed
	rankMultisets(5, 5, func(rs rankSets, _ uint32) { all = append(all, bestOfRanks(rs)) })
	for m := range 1 << 13 {
		if bits.OnesCount16(uint16(m)) == 5 {
			all = append(all, bestOfSuit(uint16(m)))
		}
	}
	slices.Sort(all)
	all = slices.Compact(all)
	if len(all) != distinctValues {
		return fmt.Errorf("poker: %d distinct five-card values, want %d", len(all), distinctValues)
	}
	copy(t.packedByValue[:], all)
	for i, p := range all {
		if c := Category(p >> 20); i == 0 || Category(all[i-1]>>20) != c {
			t.catStart[c] = uint16(i)
		}
	}
	t.catStart[StraightFlush+1] = distinctValues
	dense := make(map[packed]Value, len(all))
	for i, p := range all {
		c := Category(p >> 20)
		dense[p] = Value(c)<<12 | Value(i-int(t.catStart[c])+1)
	}
	value := func(p packed) Value { return dense[p] }

	for m := range 1 << 13 {
		if bits.OnesCount16(uint16(m)) >= 5 {
			t.flushTable[m] = value(bestOfSuit(uint16(m)))
		}
	}

	// Perfect hash of the rank multisets of 5 to 7 cards, and of the
	// 49,205 of exactly seven, which the seven-card paths look up in a
	// table half the size.
	hs := make([]uint64, 0, 73775)
	vs := make([]Value, 0, 73775)
	rankMultisets(5, 7, func(rs rankSets, key uint32) {
		hs = append(hs, uint64(key)*hashMul<<rankShift)
		vs = append(vs, value(bestOfRanks(rs)))
	})
	if err := placeKeys(hs, vs, bucketBits, 64-bucketBits-slotBits, t.rankTable[:], t.disp[:]); err != nil {
		return err
	}
	hs, vs = hs[:0], vs[:0]
	rankMultisets(7, 7, func(rs rankSets, key uint32) {
		hs = append(hs, uint64(key)*hashMul<<rankShift)
		vs = append(vs, value(bestOfRanks(rs)))
	})
	return placeKeys(hs, vs, bucket7Bits, slot7Shift, t.rank7[:], t.disp7[:])
}

// placeKeys builds a perfect hash (hash and displace) of the hashed keys
// hs: the top bucketBits bits of a key choose its bucket, the bits from
// slotShift up (as many as the table's size needs) its slot, and each
// bucket gets the displacement XORed into its slots that puts all its keys
// in free slots; table[slot] is then the key's value. The buckets are
// placed largest first.
func placeKeys(hs []uint64, vs []Value, bucketBits int, slotShift uint, table []Value, disp []uint16) error {
	slotMask := uint32(len(table) - 1)
	nb := 1 << bucketBits
	start := make([]int32, nb+1)
	for _, h := range hs {
		start[h>>(64-bucketBits)+1]++
	}
	for b := range nb {
		start[b+1] += start[b]
	}
	byBucket := make([]int32, len(hs))
	fill := slices.Clone(start[:nb])
	for i, h := range hs {
		b := h >> (64 - bucketBits)
		byBucket[fill[b]] = int32(i)
		fill[b]++
	}
	// The buckets by size, largest first (a counting sort).
	const maxBucket = 64
	var bySize [maxBucket + 2]int32
	for b := range nb {
		bySize[maxBucket-min(maxBucket, start[b+1]-start[b])+1]++
	}
	for i := range maxBucket + 1 {
		bySize[i+1] += bySize[i]
	}
	order := make([]int32, nb)
	for b := range int32(nb) {
		i := maxBucket - min(maxBucket, start[b+1]-start[b])
		order[bySize[i]] = b
		bySize[i]++
	}
	used := make([]uint64, len(table)/64)
	var bases [maxBucket]uint32
	for _, b := range order {
		ks := byBucket[start[b]:start[b+1]]
		if len(ks) == 0 {
			break
		}
		if len(ks) > len(bases) {
			return fmt.Errorf("poker: %d rank keys in hash bucket %d", len(ks), b)
		}
		for i, k := range ks {
			bases[i] = uint32(hs[k]>>slotShift) & slotMask
			for _, c := range bases[:i] {
				if c == bases[i] {
					return fmt.Errorf("poker: the hash multiplier puts two rank keys in one slot of bucket %d", b)
				}
			}
		}
		placed := false
	search:
		for d := uint32(0); d < 1<<16 && d <= slotMask; d++ {
			for _, x := range bases[:len(ks)] {
				if x ^= d; used[x/64]&(1<<(x%64)) != 0 {
					continue search
				}
			}
			for i, x := range bases[:len(ks)] {
				x ^= d
				used[x/64] |= 1 << (x % 64)
				table[x] = vs[ks[i]]
			}
			disp[b] = uint16(d)
			placed = true
			break
		}
		if !placed {
			return fmt.Errorf("poker: no displacement places hash bucket %d", b)
		}
	}
	return nil
}
