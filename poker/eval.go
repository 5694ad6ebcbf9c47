package poker

import "fmt"

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
// The category sits in the top bits, then the ranks that decide ties, most
// important first, four bits each.
type Value uint32

// Category returns the kind of hand the value stands for.
func (v Value) Category() Category { return Category(v >> 20) }

// ranks returns the five tie-breaking ranks of the value, most important first.
func (v Value) ranks() [5]Rank {
	var r [5]Rank
	for i := range r {
		r[i] = Rank(v >> (16 - 4*i) & 0xf)
	}
	return r
}

func makeValue(c Category, r ...Rank) Value {
	v := Value(c) << 20
	for i, x := range r {
		v |= Value(x) << (16 - 4*i)
	}
	return v
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

// Evaluate returns the best five-card hand among 5 to 7 cards. It does not
// check the cards: pass distinct cards.
func Evaluate(cards []Card) Hand {
	var best Hand
	n := len(cards)
	var five [5]Card
	// Every five-card subset: at most C(7,5) = 21.
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						five = [5]Card{cards[a], cards[b], cards[c], cards[d], cards[e]}
						if v := eval5(five); v > best.Value || best.Value == 0 {
							best = Hand{Value: v, Best: five}
						}
					}
				}
			}
		}
	}
	best.Best = orderBest(best.Best, best.Value)
	return best
}

// Eval returns the value of the best five-card hand among 5 to 7 cards.
func Eval(cards []Card) Value { return Evaluate(cards).Value }

func eval5(c [5]Card) Value {
	var count [13]int
	flush := true
	var mask uint16
	for i, x := range c {
		count[x.Rank()]++
		mask |= 1 << x.Rank()
		if i > 0 && x.Suit() != c[0].Suit() {
			flush = false
		}
	}
	straightTop, isStraight := straightHigh(mask)
	switch {
	case isStraight && flush:
		return makeValue(StraightFlush, straightTop)
	case flush:
		return makeValue(Flush, ranksByCount(count, 1)...)
	case isStraight:
		return makeValue(Straight, straightTop)
	}
	var quads, trips, pairs, singles []Rank
	for r := Ace; ; r-- {
		switch count[r] {
		case 4:
			quads = append(quads, r)
		case 3:
			trips = append(trips, r)
		case 2:
			pairs = append(pairs, r)
		case 1:
			singles = append(singles, r)
		}
		if r == Two {
			break
		}
	}
	switch {
	case len(quads) == 1:
		return makeValue(FourOfAKind, quads[0], singles[0])
	case len(trips) == 1 && len(pairs) == 1:
		return makeValue(FullHouse, trips[0], pairs[0])
	case len(trips) == 1:
		return makeValue(ThreeOfAKind, append(trips, singles...)...)
	case len(pairs) == 2:
		return makeValue(TwoPair, append(pairs, singles...)...)
	case len(pairs) == 1:
		return makeValue(OnePair, append(pairs, singles...)...)
	}
	return makeValue(HighCard, singles...)
}

// straightHigh returns the top rank of a five-rank straight in mask; the
// wheel A-2-3-4-5 is a straight to the Five.
func straightHigh(mask uint16) (Rank, bool) {
	for top := Ace; top >= Six; top-- {
		run := uint16(0x1f) << (top - 4)
		if mask&run == run {
			return top, true
		}
	}
	wheel := uint16(1)<<Ace | 0xf
	if mask&wheel == wheel {
		return Five, true
	}
	return 0, false
}

func ranksByCount(count [13]int, n int) []Rank {
	var r []Rank
	for x := Ace; ; x-- {
		if count[x] == n {
			r = append(r, x)
		}
		if x == Two {
			return r
		}
	}
}

// orderBest sorts the five cards so that the cards making the hand come
// first, highest first (for a wheel, the Five leads and the Ace is last).
func orderBest(c [5]Card, v Value) [5]Card {
	key := func(x Card) int {
		r := x.Rank()
		var n int
		for _, y := range c {
			if y.Rank() == r {
				n++
			}
		}
		k := n*16 + int(r)
		if cat := v.Category(); (cat == Straight || cat == StraightFlush) && v.ranks()[0] == Five && r == Ace {
			k = -1
		}
		return k
	}
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && (key(c[j]) > key(c[j-1]) || key(c[j]) == key(c[j-1]) && c[j] > c[j-1]); j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	return c
}

var (
	rankSingular = [13]string{"Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}
	rankPlural   = [13]string{"Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces"}
)

// Name returns the hand the value stands for in PokerStars' words.
func (v Value) Name() string {
	r := v.ranks()
	switch v.Category() {
	case HighCard:
		return "high card " + rankSingular[r[0]]
	case OnePair:
		return "a pair of " + rankPlural[r[0]]
	case TwoPair:
		return "two pair, " + rankPlural[r[0]] + " and " + rankPlural[r[1]]
	case ThreeOfAKind:
		return "three of a kind, " + rankPlural[r[0]]
	case Straight:
		return "a straight, " + rankSingular[r[0]-4+wheelShift(r[0])] + " to " + rankSingular[r[0]]
	case Flush:
		return "a flush, " + rankSingular[r[0]] + " high"
	case FullHouse:
		return "a full house, " + rankPlural[r[0]] + " full of " + rankPlural[r[1]]
	case FourOfAKind:
		return "four of a kind, " + rankPlural[r[0]]
	case StraightFlush:
		if r[0] == Ace {
			return "a Royal Flush"
		}
		return "a straight flush, " + rankSingular[r[0]-4+wheelShift(r[0])] + " to " + rankSingular[r[0]]
	}
	return "no hand"
}

// wheelShift makes the low end of a straight to the Five an Ace.
func wheelShift(top Rank) Rank {
	if top == Five {
		return Ace - (top - 4) // low card index becomes Ace
	}
	return 0
}
