package poker

import (
	"errors"
	"math/bits"
	"math/rand/v2"
)

// ErrEmptyDeck is returned when a card is popped from an empty deck.
var ErrEmptyDeck = errors.New("poker: the deck is empty")

// Deck is the stack of cards of docs/rules/holdem.md: Shuffle mixes it, Pop takes the top card.
// The zero value is an empty deck; NewDeck returns a full one. A Deck is a
// value: a copy deals the same cards in the same order as the original, which
// is what duplicate deals need.
type Deck struct {
	cards [52]Card
	n     int // cards[0:n] are in the deck; the top is cards[n-1]

	// Shuffle fixes the order of the whole deck, but performs the
	// Fisher–Yates steps as the cards are popped: the shuffle fixes the top
	// position first, so each Pop does exactly the step that picks the card
	// it takes. A hand pops 9 cards, so it draws 9 random numbers, not 51.
	// The steps draw from mix, seeded by Shuffle, so the order is decided
	// when Shuffle returns and a copied deck pops the same cards.
	mixing bool
	mix    rand.PCG
}

// NewDeck returns the 52 cards in order, Two of hearts at the bottom.
func NewDeck() *Deck {
	d := &Deck{}
	d.Reset()
	return d
}

// ordered is the 52 cards in order, copied in one move by Reset.
var ordered = func() (o [52]Card) {
	for i := range o {
		o[i] = Card(i)
	}
	return o
}()

// Reset puts all 52 cards back in order.
func (d *Deck) Reset() {
	d.cards = ordered
	d.n = 52
	d.mixing = false
}

// Shuffle mixes the cards in the deck with an unbiased Fisher–Yates shuffle
// whose randomness comes from r.
func (d *Deck) Shuffle(r *rand.Rand) {
	d.mix.Seed(r.Uint64(), r.Uint64())
	d.mixing = d.n > 1
}

// Pop takes the top card.
func (d *Deck) Pop() (Card, error) {
	if d.n == 0 {
		return 0, ErrEmptyDeck
	}
	d.n--
	if d.mixing {
		d.step()
	}
	return d.cards[d.n], nil
}

// pop is Pop for a caller that knows the deck is not empty (a Table checks
// that its deck holds the cards a hand can take): without the check and
// the error it is cheap enough to inline.
func (d *Deck) pop() Card {
	d.n--
	if d.mixing {
		d.step()
	}
	return d.cards[d.n]
}

// step is the Fisher–Yates step that fixes position d.n: it swaps in a card
// drawn uniformly from positions 0..d.n.
//
// The position j is uniform in [0, n] by Lemire's multiply-and-shift with
// rejection, so that no card is favoured; its rare case is a function
// apart, so that the common one runs here without a call.
func (d *Deck) step() {
	n := uint64(d.n) + 1
	j, lo := bits.Mul64(d.mix.Uint64(), n)
	if lo < n {
		j = d.reject(n, j, lo)
	}
	d.cards[j], d.cards[d.n] = d.cards[d.n], d.cards[j]
	if d.n == 1 { // position 0 is fixed once position 1 is
		d.mixing = false
	}
}

// reject finishes Lemire's draw of a number below n when the first product's
// low half, lo, fell under n: draws whose low half is under 2⁶⁴ mod n are
// rejected.
func (d *Deck) reject(n, hi, lo uint64) uint64 {
	for thresh := -n % n; lo < thresh; {
		hi, lo = bits.Mul64(d.mix.Uint64(), n)
	}
	return hi
}

// settle performs the shuffle steps not yet done, so that cards[0:n] is the
// deck's order from the bottom up.
func (d *Deck) settle() {
	n := d.n
	for d.mixing {
		d.n--
		d.step()
	}
	d.n = n
}

// Len returns the number of cards left.
func (d *Deck) Len() int { return d.n }

// Remove takes the given cards out of the deck, wherever they are, keeping
// the order of the rest. Cards not in the deck are ignored.
func (d *Deck) Remove(cards ...Card) {
	d.settle()
	var gone uint64
	for _, c := range cards {
		gone |= 1 << c
	}
	k := 0
	for _, c := range d.cards[:d.n] {
		if gone&(1<<c) == 0 {
			d.cards[k] = c
			k++
		}
	}
	d.n = k
}
