package poker

import (
	"errors"
	"math/rand/v2"
)

// ErrEmptyDeck is returned when a card is popped from an empty deck.
var ErrEmptyDeck = errors.New("poker: the deck is empty")

// Deck is the spec's stack of cards: Shuffle mixes it, Pop takes the top card.
// The zero value is an empty deck; NewDeck returns a full one.
type Deck struct {
	cards [52]Card
	n     int // cards[0:n] are in the deck; the top is cards[n-1]
}

// NewDeck returns the 52 cards in order, Two of hearts at the bottom.
func NewDeck() *Deck {
	d := &Deck{}
	d.Reset()
	return d
}

// Reset puts all 52 cards back in order.
func (d *Deck) Reset() {
	for i := range d.cards {
		d.cards[i] = Card(i)
	}
	d.n = 52
}

// Shuffle mixes the cards in the deck with an unbiased Fisher–Yates shuffle.
func (d *Deck) Shuffle(r *rand.Rand) {
	for i := d.n - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		d.cards[i], d.cards[j] = d.cards[j], d.cards[i]
	}
}

// Pop takes the top card.
func (d *Deck) Pop() (Card, error) {
	if d.n == 0 {
		return 0, ErrEmptyDeck
	}
	d.n--
	return d.cards[d.n], nil
}

// Len returns the number of cards left.
func (d *Deck) Len() int { return d.n }

// Remove takes the given cards out of the deck, wherever they are, keeping
// the order of the rest. Cards not in the deck are ignored.
func (d *Deck) Remove(cards ...Card) {
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
