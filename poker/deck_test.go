package poker

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestNewDeckPopsEveryCardOnce(t *testing.T) {
	d := NewDeck()
	if d.Len() != 52 {
		t.Fatalf("NewDeck().Len() = %d, want 52", d.Len())
	}
	var seen uint64
	for i := 51; i >= 0; i-- {
		c, err := d.Pop()
		if err != nil {
			t.Fatalf("Pop %d: %v", 52-i, err)
		}
		// An unshuffled deck has the Two of hearts at the bottom, so the
		// top card is the Ace of spades.
		if c != Card(i) {
			t.Errorf("pop %d = %v, want %v", 52-i, c, Card(i))
		}
		seen |= 1 << c
	}
	if seen != 1<<52-1 || d.Len() != 0 {
		t.Errorf("cards popped %b, %d left", seen, d.Len())
	}
	if _, err := d.Pop(); !errors.Is(err, ErrEmptyDeck) {
		t.Errorf("Pop on an empty deck: %v, want ErrEmptyDeck", err)
	}
	var zero Deck
	if _, err := zero.Pop(); !errors.Is(err, ErrEmptyDeck) || zero.Len() != 0 {
		t.Errorf("the zero Deck: Len %d, Pop error %v; want 0, ErrEmptyDeck", zero.Len(), err)
	}
}

func TestDeckRemoveAndReset(t *testing.T) {
	d := NewDeck()
	gone := mustCards(t, "Ah As 2h")
	d.Remove(gone...)
	d.Remove(gone[0]) // already out: ignored
	if d.Len() != 49 {
		t.Fatalf("Len after removing 3 cards = %d, want 49", d.Len())
	}
	for d.Len() > 0 {
		c, _ := d.Pop()
		for _, g := range gone {
			if c == g {
				t.Errorf("popped %v, which was removed", c)
			}
		}
	}
	d.Reset()
	if c, _ := d.Pop(); d.Len() != 51 || c != NewCard(Ace, Spades) {
		t.Errorf("after Reset: popped %v, %d left; want As, 51", c, d.Len())
	}
}

func TestShuffleIsSeededPermutation(t *testing.T) {
	deal := func(seed uint64) [52]Card {
		d := NewDeck()
		d.Shuffle(rand.New(rand.NewPCG(seed, 0)))
		var out [52]Card
		for i := range out {
			out[i], _ = d.Pop()
		}
		return out
	}
	a, b, c := deal(1), deal(1), deal(2)
	if a != b {
		t.Error("the same seed shuffled two different decks")
	}
	if a == c {
		t.Error("two seeds shuffled the same deck")
	}
	var seen uint64
	for _, x := range a {
		seen |= 1 << x
	}
	if seen != 1<<52-1 {
		t.Errorf("a shuffled deck lost or doubled cards: %b", seen)
	}
}

// TestShuffleUniform shuffles many decks and checks with a chi-square test
// that every card lands in every position equally often. A shuffle that
// leaves some card in place, or swaps with a biased index, fails it.
func TestShuffleUniform(t *testing.T) {
	const decks = 52 * 400
	var count [52][52]int // count[card][position]
	r := rand.New(rand.NewPCG(11, 12))
	d := NewDeck()
	for range decks {
		d.Reset()
		d.Shuffle(r)
		for pos := 51; pos >= 0; pos-- {
			c, _ := d.Pop()
			count[c][pos]++
		}
	}
	if chi := chiSquare(&count, decks); chi > chiLimit {
		t.Errorf("chi-square over card positions = %.0f, want under %.0f (%d degrees of freedom)", chi, chiLimit, 51*51)
	}
	// The test has teeth: the classic mistake of swapping each card with
	// any card of the whole deck is caught.
	for c := range count {
		count[c] = [52]int{}
	}
	for range decks {
		var deck [52]Card
		for i := range deck {
			deck[i] = Card(i)
		}
		for i := range deck {
			j := r.IntN(52)
			deck[i], deck[j] = deck[j], deck[i]
		}
		for pos, c := range deck {
			count[c][pos]++
		}
	}
	if chi := chiSquare(&count, decks); chi <= chiLimit {
		t.Errorf("a biased shuffle passed: chi-square %.0f under %.0f", chi, chiLimit)
	}
}

// chiLimit is the mean of a chi-square of 51·51 degrees of freedom plus
// six standard deviations.
const chiLimit = 51*51 + 6*72.1

func chiSquare(count *[52][52]int, decks int) float64 {
	want := float64(decks) / 52
	var chi float64
	for _, row := range count {
		for _, n := range row {
			d := float64(n) - want
			chi += d * d / want
		}
	}
	return chi
}

// TestShuffledDeckCopiesDealAlike: the order is fixed when Shuffle returns,
// so a copy of a shuffled deck, taken before or after some pops, deals the
// same cards as the original (duplicate deals rely on it).
func TestShuffledDeckCopiesDealAlike(t *testing.T) {
	d := NewDeck()
	d.Shuffle(rand.New(rand.NewPCG(5, 6)))
	before := *d
	first, _ := d.Pop()
	after := *d
	if c, _ := before.Pop(); c != first {
		t.Fatalf("copy before the first pop dealt %v, the deck %v", c, first)
	}
	for d.Len() > 0 {
		want, _ := d.Pop()
		b, _ := before.Pop()
		a, _ := after.Pop()
		if a != want || b != want {
			t.Fatalf("copies dealt %v and %v, the deck %v", b, a, want)
		}
	}
}

// TestRemoveFromShuffledDeck: removing cards from a shuffled deck keeps every
// other card, once each.
func TestRemoveFromShuffledDeck(t *testing.T) {
	d := NewDeck()
	d.Shuffle(rand.New(rand.NewPCG(7, 8)))
	d.Pop()
	gone := mustCards(t, "Ah Kd 2c")
	d.Remove(gone...)
	n := d.Len()
	var seen uint64
	for d.Len() > 0 {
		c, _ := d.Pop()
		if seen&(1<<c) != 0 {
			t.Fatalf("%v popped twice", c)
		}
		seen |= 1 << c
	}
	for _, g := range gone {
		if seen&(1<<g) != 0 {
			t.Errorf("popped %v, which was removed", g)
		}
	}
	if n < 48 || n > 49 {
		t.Errorf("Len after one pop and removing 3 cards = %d, want 48 or 49", n)
	}
}
