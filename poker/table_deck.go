package poker

// DeckOf returns a deck whose top cards are cards, in the order given (the
// first is popped first), with the rest of the 52 below them in order: a
// prepared deal for tests and replays. A card given twice is taken once.
func DeckOf(cards ...Card) *Deck {
	d := NewDeck()
	d.Remove(cards...)
	var seen uint64
	top := d.n
	for i := len(cards) - 1; i >= 0; i-- {
		if c := cards[i]; seen&(1<<c) == 0 {
			seen |= 1 << c
			d.cards[top] = c
			top++
		}
	}
	d.n = top
	return d
}
