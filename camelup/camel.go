// Package camelup is the Camel Up engine: the board and its moves, the game
// with its five actions, payouts and typed rule errors, a per-seat view for
// computer players and hotseat screens, and exact odds (the rest of the round
// and the whole race). It knows nothing of terminals; randomness is injected
// as a *rand.Rand so every game can be replayed.
//
// The pieces:
//   - Board: the track as a 16-byte value (positions, stacks, traps) with
//     Move and Playout, cheap to copy for simulations.
//   - Game: a whole game for 2–8 seats. Apply performs the action of the
//     seat to act or refuses it with an error wrapping ErrIllegal, leaving
//     the game unchanged; ApplyOrMove is the computer player's version.
//     Log records what happened (moves with die values, trap hits,
//     payouts).
//   - View: what one seat may see, with Legal and LegalActions, Odds (the
//     exact odds of the round and the value of each round action) and Race
//     (the exact odds of the whole race).
//   - Round, Race and RaceTable: the odds from any board.
//
// The odds functions are safe for concurrent use; a Game is not.
package camelup

import (
	"fmt"
	"math/bits"
	"strings"
)

// Camel is one of the five camels, indices 0–4 as in docs/rules/camelup.md.
type Camel uint8

// The five camels.
const (
	Blue Camel = iota
	Green
	Orange
	Yellow
	White
)

// NumCamels is the number of camels in the race.
const NumCamels = 5

// Track geometry: squares 0–15 make the track; a camel that reaches
// FinishSquare or beyond ends the race.
const (
	NumSquares   = 16
	FinishSquare = 16
)

var camelNames = [NumCamels]string{"blue", "green", "orange", "yellow", "white"}

// camelLetters are the one-letter names used by Board.String and ParseBoard.
const camelLetters = "BGOYW"

// Valid reports whether c is one of the five camels.
func (c Camel) Valid() bool { return c < NumCamels }

// String returns the camel's colour, e.g. "blue".
func (c Camel) String() string {
	if c.Valid() {
		return camelNames[c]
	}
	return fmt.Sprintf("camel(%d)", uint8(c))
}

// Letter returns the camel's one-letter name: B, G, O, Y or W.
func (c Camel) Letter() byte {
	if c.Valid() {
		return camelLetters[c]
	}
	return '?'
}

// CamelSet is a set of camels, one bit per camel. The zero value is empty.
type CamelSet uint8

// AllCamels holds all five camels: the set of camels yet to move at the start
// of a round.
const AllCamels CamelSet = 1<<NumCamels - 1

// Has reports whether c is in the set.
func (s CamelSet) Has(c Camel) bool { return c < NumCamels && s&(1<<c) != 0 }

// With returns the set with c added.
func (s CamelSet) With(c Camel) CamelSet { return s | 1<<c }

// Without returns the set with c removed.
func (s CamelSet) Without(c Camel) CamelSet { return s &^ (1 << c) }

// Len returns the number of camels in the set.
func (s CamelSet) Len() int { return bits.OnesCount8(uint8(s & AllCamels)) }

// Camels lists the camels of the set in index order.
func (s CamelSet) Camels() []Camel {
	out := make([]Camel, 0, NumCamels)
	for c := Camel(0); c < NumCamels; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// String lists the camels' letters in index order, e.g. "BOW".
func (s CamelSet) String() string {
	var b strings.Builder
	for c := Camel(0); c < NumCamels; c++ {
		if s.Has(c) {
			b.WriteByte(c.Letter())
		}
	}
	return b.String()
}

// TrapKind is the kind of a trap: Plus (+1) or Minus (−1). NoTrap is the
// zero value.
type TrapKind int8

// The trap kinds; the value is the step the trap adds.
const (
	NoTrap TrapKind = 0
	Plus   TrapKind = 1
	Minus  TrapKind = -1
)

// Valid reports whether k is Plus or Minus.
func (k TrapKind) Valid() bool { return k == Plus || k == Minus }

// String returns "+1", "-1" or "none".
func (k TrapKind) String() string {
	switch k {
	case Plus:
		return "+1"
	case Minus:
		return "-1"
	}
	return "none"
}
