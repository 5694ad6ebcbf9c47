package equity

import (
	"parlor/poker"
)

// Combos is the number of two-card starting hands.
const Combos = 52 * 51 / 2

// comboIndex numbers the two-card hands 0 to 1,325: for cards a > b, a's
// triangle number plus b.
func comboIndex(h [2]poker.Card) int {
	a, b := int(h[0]), int(h[1])
	if a < b {
		a, b = b, a
	}
	return a*(a-1)/2 + b
}

// comboCards is the inverse of comboIndex, higher card first.
var comboCards = func() (c [Combos][2]poker.Card) {
	for a := 1; a < 52; a++ {
		for b := range a {
			c[a*(a-1)/2+b] = [2]poker.Card{poker.Card(a), poker.Card(b)}
		}
	}
	return c
}()

// Class is one of the 169 kinds of starting hand, a cell of the 13×13
// grid: row*13 + col, row and column 0 for the Ace. A pair sits on the
// diagonal, a suited hand above it (row of the higher rank), an offsuit hand
// below it (column of the higher rank).
type Class uint8

// Classes is the number of starting-hand classes.
const Classes = 169

// ClassAt returns the class in grid cell (row, col), 0 to 12 each, row 0 and
// column 0 for the Ace.
func ClassAt(row, col int) Class { return Class(row*13 + col) }

// Cell returns the class's grid row and column.
func (c Class) Cell() (row, col int) { return int(c) / 13, int(c) % 13 }

// Ranks returns the class's higher and lower rank (equal for a pair).
func (c Class) Ranks() (hi, lo poker.Rank) {
	row, col := c.Cell()
	if row > col {
		row, col = col, row
	}
	return poker.Ace - poker.Rank(row), poker.Ace - poker.Rank(col)
}

// Pair reports whether the class is a pair.
func (c Class) Pair() bool { r, k := c.Cell(); return r == k }

// Suited reports whether the class is suited.
func (c Class) Suited() bool { r, k := c.Cell(); return r < k }

// Offsuit reports whether the class is offsuit.
func (c Class) Offsuit() bool { r, k := c.Cell(); return r > k }

// String returns the class as players write it: "AA", "AKs", "T9o".
func (c Class) String() string {
	if c >= Classes {
		return "??"
	}
	hi, lo := c.Ranks()
	s := hi.String() + lo.String()
	switch {
	case c.Suited():
		s += "s"
	case c.Offsuit():
		s += "o"
	}
	return s
}

// Size returns the number of hands of the class: 6 for a pair, 4 suited,
// 12 offsuit.
func (c Class) Size() int {
	switch {
	case c.Pair():
		return 6
	case c.Suited():
		return 4
	}
	return 12
}

// classOf returns the class of a two-card hand.
func classOf(h [2]poker.Card) Class {
	a, b := h[0], h[1]
	if a.Rank() < b.Rank() {
		a, b = b, a
	}
	hi, lo := 12-int(a.Rank()), 12-int(b.Rank())
	if a.Suit() == b.Suit() {
		return Class(hi*13 + lo)
	}
	return Class(lo*13 + hi)
}

// Hands returns the class's hands, each higher card first.
func (c Class) Hands() [][2]poker.Card {
	hi, lo := c.Ranks()
	var out [][2]poker.Card
	for s := poker.Hearts; s <= poker.Spades; s++ {
		for t := poker.Hearts; t <= poker.Spades; t++ {
			switch {
			case c.Pair() && s < t, c.Suited() && s == t, c.Offsuit() && s != t:
				out = append(out, [2]poker.Card{poker.NewCard(hi, s), poker.NewCard(lo, t)})
			}
		}
	}
	return out
}

// classOfCombo is ClassOf for every combo index.
var classOfCombo = func() (c [Combos]Class) {
	for i, h := range comboCards {
		c[i] = classOf(h)
	}
	return c
}()
