// Package second is Camel Up as the box in the shop plays it: the second
// edition (Pegasus/eggertspiele, 2018), with two crazy camels running
// backwards, the grey die, four leg tickets a camel, spectator tiles, finish
// cards and betting partnerships. The contest's rules (package camelup) stay
// Parlor's default; this package is the engine of the other edition. Like
// camelup it knows nothing of terminals, takes its randomness as a
// *rand.Rand, refuses illegal actions with errors wrapping ErrIllegal and
// gives each seat its own View.
//
// The track's spaces are numbered 1 to 16 as printed on the board; racing
// camels run up the numbers, crazy camels down. A camel past space 16, or
// below space 1, has crossed the line and the race is over.
package second

import (
	"fmt"
	"math/bits"
	"strings"
)

// Camel is one of the seven camels: five racing camels (0–4) and the two
// crazy ones (Black, White).
type Camel uint8

// The camels. Parlor's racing colours follow the 2018 box: blue, green,
// yellow, red and purple.
const (
	Blue Camel = iota
	Green
	Yellow
	Red
	Purple
	Black
	White
)

// Counts of camels.
const (
	NumRacing = 5
	numCamels = 7
)

// Track geometry: spaces 1–16.
const (
	FirstSpace = 1
	LastSpace  = 16
)

var camelNames = [numCamels]string{"blue", "green", "yellow", "red", "purple", "black", "white"}

// camelLetters are the one-letter names of Board.String and ParseBoard;
// black is K, as printers write it.
const camelLetters = "BGYRPKW"

// Valid reports whether c is one of the seven camels.
func (c Camel) Valid() bool { return c < numCamels }

// Racing reports whether c is one of the five racing camels.
func (c Camel) Racing() bool { return c < NumRacing }

// Crazy reports whether c is the black or the white camel.
func (c Camel) Crazy() bool { return c == Black || c == White }

// Dir is the way c runs: +1 for a racing camel, −1 for a crazy one.
func (c Camel) Dir() int {
	if c.Crazy() {
		return -1
	}
	return 1
}

// String returns the camel's colour, e.g. "purple".
func (c Camel) String() string {
	if c.Valid() {
		return camelNames[c]
	}
	return fmt.Sprintf("camel(%d)", uint8(c))
}

// Letter returns the camel's one-letter name.
func (c Camel) Letter() byte {
	if c.Valid() {
		return camelLetters[c]
	}
	return '?'
}

// CamelSet is a set of camels, one bit per camel.
type CamelSet uint8

// Has reports whether c is in the set.
func (s CamelSet) Has(c Camel) bool { return c < numCamels && s&(1<<c) != 0 }

// With returns the set with c added.
func (s CamelSet) With(c Camel) CamelSet { return s | 1<<c }

// Len returns the number of camels in the set.
func (s CamelSet) Len() int { return bits.OnesCount8(uint8(s)) }

// String lists the camels' letters in index order.
func (s CamelSet) String() string {
	var b strings.Builder
	for c := Camel(0); c < numCamels; c++ {
		if s.Has(c) {
			b.WriteByte(c.Letter())
		}
	}
	return b.String()
}

// Die is one of the six dice in the pyramid: the five racing dice (the
// racing camel's index) and the grey die.
type Die uint8

// Grey is the grey die of the crazy camels; dice 0–4 are the racing dice.
const Grey Die = NumRacing

// NumDice is the number of dice in the pyramid.
const NumDice = 6

// String names the die: the camel's colour or "grey".
func (d Die) String() string {
	if d == Grey {
		return "grey"
	}
	return Camel(d).String()
}

// Faces is the number of faces the die tells apart: three for a racing
// die, six for the grey one (1–3 in white, 1–3 in black).
func (d Die) Faces() int {
	if d == Grey {
		return 6
	}
	return 3
}

// DiceSet is a set of dice, one bit per die.
type DiceSet uint8

// allDice holds the six dice.
const allDice DiceSet = 1<<NumDice - 1

// Has reports whether d is in the set.
func (s DiceSet) Has(d Die) bool { return s&(1<<d) != 0 }

// Without returns the set with d removed.
func (s DiceSet) Without(d Die) DiceSet { return s &^ (1 << d) }

// Len returns the number of dice in the set.
func (s DiceSet) Len() int { return bits.OnesCount8(uint8(s)) }

// LegOver reports whether the leg is over with the dice in s still in the
// pyramid: it ends when five of the six are out.
func (s DiceSet) LegOver() bool { return s.Len() <= 1 }

// Roll is what a die drawn from the pyramid shows: the camel it names (for
// the grey die, the colour on its face, Black or White) and 1–3 steps.
type Roll struct {
	Die   Die
	Color Camel
	Steps int
}

// String writes the roll, e.g. "grey die: white 3".
func (r Roll) String() string { return fmt.Sprintf("%v die: %v %d", r.Die, r.Color, r.Steps) }

// Tile is a spectator tile's side: Cheering (+1) or Booing (−1). NoTile is
// the zero value.
type Tile int8

// The tile sides; the value is the step the tile adds in the camel's own
// direction.
const (
	NoTile   Tile = 0
	Cheering Tile = 1
	Booing   Tile = -1
)

// Valid reports whether t is Cheering or Booing.
func (t Tile) Valid() bool { return t == Cheering || t == Booing }

// String returns "cheering", "booing" or "none".
func (t Tile) String() string {
	switch t {
	case Cheering:
		return "cheering"
	case Booing:
		return "booing"
	}
	return "none"
}
