package poker

import (
	"fmt"
	"math/bits"
)

// Category is the kind of a five-card hand, lowest first. A royal flush is a
// straight flush to the Ace.
type Category uint8

// The nine categories, lowest first.
const (
	HighCard Category = iota
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

var categoryNames = [...]string{"high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"}

func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return fmt.Sprintf("Category(%d)", c)
}

// Value ranks a hand: a higher value is a better hand, equal values tie.
// The category sits in the top four bits; the low twelve count the hands of
// that category from the weakest (1) up, so the 7,462 different five-card
// hands have 7,462 different values. The zero Value is no hand.
type Value uint16

// Category returns the kind of hand the value stands for.
func (v Value) Category() Category { return Category(v >> 12) }

// packed returns the category and tie-breaking ranks of v, or false if v is
// not the value of a hand.
func (v Value) packed() (packed, bool) {
	c, i := v.Category(), int(v&0xfff)
	if c > StraightFlush || i == 0 || int(catStart[c])+i > int(catStart[c+1]) {
		return 0, false
	}
	return packedByValue[int(catStart[c])+i-1], true
}

// Hand is the best five-card hand found in 5, 6 or 7 cards.
type Hand struct {
	Value Value
	Best  [5]Card // the five cards that make the hand, most important first
}

// Category returns the kind of hand.
func (h Hand) Category() Category { return h.Value.Category() }

// Name returns the hand in PokerStars' words, as in "a pair of Kings".
func (h Hand) Name() string { return h.Value.Name() }

// Eval returns the value of the best five-card hand among 5 to 7 cards, or
// the zero Value for any other number of cards. It does not check the cards:
// pass distinct cards. It does not allocate.
func Eval(cards []Card) Value {
	if len(cards) < 5 || len(cards) > 7 {
		return 0
	}
	key := suitBase
	for _, c := range cards {
		key += cardKey[c]
	}
	if key&flushBits != 0 {
		return flushValue(key, cards)
	}
	return rankValue(key)
}

// Eval7 is Eval for exactly seven cards, the showdown of Hold'em: the
// fastest way to evaluate a hand that is not part of an enumeration. The
// compiler inlines it (see eval7), so a caller's loop keeps its registers.
func Eval7(c *[7]Card) Value { return eval7(c, flush7) }

// rankValue looks up a hand without a flush by its key: by the rank hash in
// the key's top bits.
func rankValue(key uint64) Value {
	return rankTable[(uint32(key>>(64-bucketBits-slotBits))^uint32(disp[key>>(64-bucketBits)]))&slotMask]
}

// value7 is valueOf for exactly seven cards.
func value7(key, mask uint64) Value {
	if key&flushBits != 0 {
		return flushTable[mask>>(16*flushSuit(key))&0x1fff]
	}
	return lookup7(key)
}

// flushSuit returns the suit with five or more cards in a key that has one.
func flushSuit(key uint64) uint {
	return uint(bits.TrailingZeros64(key&flushBits)-3) / 4
}

// flushValue looks up a hand with a flush by the ranks of its flush suit.
func flushValue(key uint64, cards []Card) Value {
	var m uint64
	for _, c := range cards {
		m |= cardMask[c]
	}
	return flushTable[m>>(16*flushSuit(key))&0x1fff]
}

// Partial is a running sum of up to seven cards, for callers that enumerate
// boards: Add is one addition and one OR, and a Partial of a player's hole
// cards can be extended with each board in turn. The zero Partial holds no
// cards.
type Partial struct {
	key  uint64 // Σ cardKey, without suitBase
	mask uint64 // the cards, 16 bits per suit
}

// Add returns p with card c added.
func (p Partial) Add(c Card) Partial {
	return Partial{p.key + cardKey[c], p.mask | cardMask[c]}
}

// AddAll returns p with the cards added.
func (p Partial) AddAll(cards ...Card) Partial {
	for _, c := range cards {
		p = p.Add(c)
	}
	return p
}

// Join returns the cards of p and q together; they must not share a card.
func (p Partial) Join(q Partial) Partial { return Partial{p.key + q.key, p.mask | q.mask} }

// Len returns the number of cards in p.
func (p Partial) Len() int { return bits.OnesCount64(p.mask) }

// Value returns the value of the best hand in p, which must hold 5 to 7
// cards.
func (p Partial) Value() Value {
	return valueOf(p.key+suitBase, p.mask)
}

// Value7 is Value for a Partial of exactly seven cards, from the smaller
// table of seven-card hands: the showdown of Hold'em.
func (p Partial) Value7() Value {
	return value7(p.key+suitBase, p.mask)
}

// Value7With is p.Add(a).Add(b).Value7() for a Partial of five cards, the
// board, and two hole cards: it sums only the keys, and builds the cards'
// mask only when a suit has five cards. For Monte Carlo, which evaluates
// every player's hole cards with one board.
func (p Partial) Value7With(a, b Card) Value {
	key := p.key + suitBase + cardKey[a] + cardKey[b]
	if key&flushBits != 0 {
		return flushTable[(p.mask|cardMask[a]|cardMask[b])>>(16*flushSuit(key))&0x1fff]
	}
	return lookup7(key)
}

// Evaluate returns the best five-card hand among 5 to 7 cards, with the
// cards that make it, or the zero Hand for any other number of cards. It
// does not check the cards: pass distinct cards. It does not allocate.
func Evaluate(cards []Card) Hand {
	v := Eval(cards)
	p, ok := v.packed()
	if !ok {
		return Hand{}
	}
	cat, r := unpack(p)
	var want [5]Rank
	switch cat {
	case Straight, StraightFlush:
		for i := range want {
			want[i] = r[0] - Rank(i)
		}
		if r[0] == Five {
			want[4] = Ace
		}
	case FourOfAKind:
		want = [5]Rank{r[0], r[0], r[0], r[0], r[1]}
	case FullHouse:
		want = [5]Rank{r[0], r[0], r[0], r[1], r[1]}
	case ThreeOfAKind:
		want = [5]Rank{r[0], r[0], r[0], r[1], r[2]}
	case TwoPair:
		want = [5]Rank{r[0], r[0], r[1], r[1], r[2]}
	case OnePair:
		want = [5]Rank{r[0], r[0], r[1], r[2], r[3]}
	default: // high card, flush
		want = r
	}
	// The cards as a set, bit c for card c: the four cards of rank w are
	// bits 4w to 4w+3, highest suit last.
	var set uint64
	for _, c := range cards {
		set |= 1 << (c & 63)
	}
	if cat == Flush || cat == StraightFlush {
		key := suitBase
		for _, c := range cards {
			key += cardKey[c]
		}
		set &= 0x1111111111111 << flushSuit(key)
	}
	h := Hand{Value: v}
	for i, w := range want {
		// Of several cards of a rank, take the highest suit first (s c d h),
		// so the choice does not depend on the order of the cards.
		of := set >> (4 * w) & 0xf
		if of == 0 {
			return Hand{Value: v} // cannot happen for distinct cards
		}
		c := Card(4*uint(w) + uint(bits.Len64(of)) - 1)
		set &^= 1 << c
		h.Best[i] = c
	}
	return h
}

var (
	rankSingular = [13]string{"Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}
	rankPlural   = [13]string{"Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces"}
)

// Name returns the hand the value stands for in PokerStars' words.
func (v Value) Name() string { return string(v.AppendName(make([]byte, 0, 48))) }

// AppendName appends the hand's name (see Name) to dst: for writers that
// format many hands and should not allocate a string for each.
func (v Value) AppendName(dst []byte) []byte {
	p, ok := v.packed()
	if !ok {
		return append(dst, "no hand"...)
	}
	cat, r := unpack(p)
	switch cat {
	case HighCard:
		return append(append(dst, "high card "...), rankSingular[r[0]]...)
	case OnePair:
		return append(append(dst, "a pair of "...), rankPlural[r[0]]...)
	case TwoPair:
		dst = append(append(dst, "two pair, "...), rankPlural[r[0]]...)
		return append(append(dst, " and "...), rankPlural[r[1]]...)
	case ThreeOfAKind:
		return append(append(dst, "three of a kind, "...), rankPlural[r[0]]...)
	case Straight:
		dst = append(append(dst, "a straight, "...), rankSingular[straightLow(r[0])]...)
		return append(append(dst, " to "...), rankSingular[r[0]]...)
	case Flush:
		return append(append(append(dst, "a flush, "...), rankSingular[r[0]]...), " high"...)
	case FullHouse:
		dst = append(append(dst, "a full house, "...), rankPlural[r[0]]...)
		return append(append(dst, " full of "...), rankPlural[r[1]]...)
	case FourOfAKind:
		return append(append(dst, "four of a kind, "...), rankPlural[r[0]]...)
	default: // straight flush
		if r[0] == Ace {
			return append(dst, "a Royal Flush"...)
		}
		dst = append(append(dst, "a straight flush, "...), rankSingular[straightLow(r[0])]...)
		return append(append(dst, " to "...), rankSingular[r[0]]...)
	}
}

// String returns the hand's name.
func (v Value) String() string { return v.Name() }

// straightLow returns the low card of a straight to top: the Ace for the
// wheel.
func straightLow(top Rank) Rank {
	if top == Five {
		return Ace
	}
	return top - 4
}

// eval7All sets out[i] to the value of hands[i], for callers that evaluate
// hands in bulk (Monte Carlo, simulations). out must be at least as long as
// hands.
//
// It is Eval7 in a loop, inlined: measured beside OMPEval, forms that look
// every hand up by its ranks before testing for a flush, or sum the keys of
// a block before looking them up, ran no faster.
func eval7All(hands [][7]Card, out []Value) {
	out = out[:len(hands)]
	for i := range hands {
		out[i] = Eval7(&hands[i])
	}
}

// flush7 is the value of seven cards whose key has a flush: a call of its
// own, so that the common path stays short enough to inline.
//
//go:noinline
func flush7(c *[7]Card, key uint64) Value {
	var m uint64
	for _, x := range c {
		m |= cardMask[x]
	}
	return flushTable[m>>(16*flushSuit(key))&0x1fff]
}
