package camelup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// ErrBadBoard is returned by ParseBoard and NewBoard for a board that cannot
// exist: a camel missing or twice, a bad square, a bad trap.
var ErrBadBoard = errors.New("camelup: bad board")

// Board is the track: where the camels stand, how they are stacked, and the
// traps. It is a small value (16 bytes): copy it freely to simulate, e.g.
// for odds or random playouts. The zero value is not a legal board; use
// NewBoard, ParseBoard or Setup.
//
// The camels are kept in race order, last first: slot 0 holds the bottom
// camel of the rearmost stack and slot 4 the leader. A stack is a run of
// slots on the same square, bottom first, so positions and stacks are one
// list. Each slot is a byte of cells, square<<3 | camel, so a move is a few
// shifts and masks.
type Board struct {
	cells uint64 // slot r in bits 8r..8r+7: square<<3 | camel
	plus  uint16 // bit s: a +1 trap on square s
	minus uint16 // bit s: a −1 trap on square s
}

// Slot layout.
const (
	slotBits   = 8
	camelMask  = 7
	squareMask = 31
	// lowBits has the camel bits of the five slots, oneBits bit 3 of each.
	lowBits = 0x0707070707
	oneBits = 0x0808080808 >> 3
)

// at returns the camel and square of slot r.
func (b *Board) at(r int) (Camel, int) {
	v := b.cells >> (slotBits * r)
	return Camel(v & camelMask), int(v>>3) & squareMask
}

// sqAt returns the square of slot r.
func (b *Board) sqAt(r int) int { return int(b.cells>>(slotBits*r+3)) & squareMask }

// camelAt returns the camel of slot r.
func (b *Board) camelAt(r int) Camel { return Camel(b.cells>>(slotBits*r)) & camelMask }

// put sets slot r.
func (b *Board) put(r int, c Camel, s int) {
	shift := slotBits * r
	b.cells = b.cells&^(0xff<<shift) | uint64(s<<3|int(c))<<shift
}

// setup returns the starting board: the camels in random order, each on a
// uniformly random square 0, 1 or 2, on top of any camel already there.
func setup(rng *rand.Rand) Board {
	var stacks [3][]Camel
	for _, c := range rng.Perm(NumCamels) {
		s := rng.IntN(3)
		stacks[s] = append(stacks[s], Camel(c))
	}
	var b Board
	i := 0
	for s, st := range stacks {
		for _, c := range st {
			b.put(i, c, s)
			i++
		}
	}
	return b
}

// newBoard builds a board without traps from stacks: stacks[s] lists the
// camels on square s, bottom first. Every camel must appear exactly once;
// squares run from 0 to FinishSquare+3.
func newBoard(stacks map[int][]Camel) (Board, error) {
	var b Board
	var seen CamelSet
	squares := make([]int, 0, len(stacks))
	for s := range stacks {
		if s < 0 || s > FinishSquare+3 {
			return Board{}, fmt.Errorf("%w: square %d", ErrBadBoard, s)
		}
		squares = append(squares, s)
	}
	// Insertion sort: at most a handful of squares.
	for i := 1; i < len(squares); i++ {
		for j := i; j > 0 && squares[j] < squares[j-1]; j-- {
			squares[j], squares[j-1] = squares[j-1], squares[j]
		}
	}
	i := 0
	for _, s := range squares {
		for _, c := range stacks[s] {
			if !c.Valid() {
				return Board{}, fmt.Errorf("%w: camel index %d", ErrBadBoard, c)
			}
			if seen.Has(c) {
				return Board{}, fmt.Errorf("%w: %v placed twice", ErrBadBoard, c)
			}
			seen = seen.With(c)
			b.put(i, c, s)
			i++
		}
	}
	if seen != AllCamels {
		return Board{}, fmt.Errorf("%w: camels %v missing", ErrBadBoard, AllCamels&^seen)
	}
	return b, nil
}

// ParseBoard reads the form Board.String writes: space-separated stacks
// "square:camels" (camel letters B G O Y W, bottom first) and traps "+square"
// or "-square", e.g. "0:BG 2:OYW +5 -9".
func ParseBoard(text string) (Board, error) {
	stacks := map[int][]Camel{}
	type trap struct {
		s int
		k TrapKind
	}
	var traps []trap
	for _, f := range strings.Fields(text) {
		if f[0] == '+' || f[0] == '-' {
			s, err := strconv.Atoi(f[1:])
			if err != nil {
				return Board{}, fmt.Errorf("%w: trap %q", ErrBadBoard, f)
			}
			k := Plus
			if f[0] == '-' {
				k = Minus
			}
			traps = append(traps, trap{s, k})
			continue
		}
		sqText, camels, ok := strings.Cut(f, ":")
		s, err := strconv.Atoi(sqText)
		if !ok || err != nil || camels == "" {
			return Board{}, fmt.Errorf("%w: stack %q, want square:camels", ErrBadBoard, f)
		}
		if _, dup := stacks[s]; dup {
			return Board{}, fmt.Errorf("%w: square %d given twice", ErrBadBoard, s)
		}
		for _, r := range camels {
			i := strings.IndexRune(camelLetters, r)
			if i < 0 {
				return Board{}, fmt.Errorf("%w: camel letter %q, want one of %s", ErrBadBoard, r, camelLetters)
			}
			stacks[s] = append(stacks[s], Camel(i))
		}
	}
	b, err := newBoard(stacks)
	if err != nil {
		return Board{}, err
	}
	for _, t := range traps {
		if t.s < 1 || t.s >= NumSquares || b.Trap(t.s) != NoTrap {
			return Board{}, fmt.Errorf("%w: trap on square %d", ErrBadBoard, t.s)
		}
		b.SetTrap(t.s, t.k)
	}
	return b, nil
}

// String writes the board as ParseBoard reads it, stacks from the back and
// then traps by square, e.g. "0:BG 2:OYW +5 -9".
func (b Board) String() string {
	var sb strings.Builder
	for i := 0; i < NumCamels; i++ {
		c, s := b.at(i)
		if i == 0 || s != b.sqAt(i-1) {
			if i > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(strconv.Itoa(s))
			sb.WriteByte(':')
		}
		sb.WriteByte(c.Letter())
	}
	for s := 1; s < NumSquares; s++ {
		switch b.Trap(s) {
		case Plus:
			fmt.Fprintf(&sb, " +%d", s)
		case Minus:
			fmt.Fprintf(&sb, " -%d", s)
		}
	}
	return sb.String()
}

// index returns c's slot, its place in the race order (0 = last).
func (b *Board) index(c Camel) int {
	for i := 0; i < NumCamels; i++ {
		if b.camelAt(i) == c {
			return i
		}
	}
	return -1
}

// Square returns the square camel c stands on.
func (b Board) Square(c Camel) int { return b.sqAt(b.index(c)) }

// Height returns c's place in its stack: 0 at the bottom.
func (b Board) Height(c Camel) int {
	i := b.index(c)
	h := 0
	for j := i - 1; j >= 0 && b.sqAt(j) == b.sqAt(i); j-- {
		h++
	}
	return h
}

// Stack returns the camels on square s, bottom first (nil if none).
func (b Board) Stack(s int) []Camel {
	var out []Camel
	for i := 0; i < NumCamels; i++ {
		if c, cs := b.at(i); cs == s {
			out = append(out, c)
		}
	}
	return out
}

// Ranking returns the camels in race order, the leader first and the last
// camel (the bottom camel of the rearmost stack) at the end.
func (b Board) Ranking() [NumCamels]Camel {
	var r [NumCamels]Camel
	for i := range r {
		r[i] = b.camelAt(NumCamels - 1 - i)
	}
	return r
}

// Leader returns the camel in front: furthest along, on top of its stack.
func (b Board) Leader() Camel { return b.camelAt(NumCamels - 1) }

// Second returns the camel in second place.
func (b Board) Second() Camel { return b.camelAt(NumCamels - 2) }

// Last returns the last camel: the bottom camel of the rearmost stack.
func (b Board) Last() Camel { return b.camelAt(0) }

// Finished reports whether a camel has reached the finish line.
func (b Board) Finished() bool { return b.sqAt(NumCamels-1) >= FinishSquare }

// Trap returns the kind of trap on square s, NoTrap if none.
func (b Board) Trap(s int) TrapKind {
	if s < 0 || s >= NumSquares {
		return NoTrap
	}
	switch {
	case b.plus&(1<<s) != 0:
		return Plus
	case b.minus&(1<<s) != 0:
		return Minus
	}
	return NoTrap
}

// SetTrap puts a trap of kind k on square s (1–15), replacing any trap there;
// NoTrap removes it. It checks no placement rule: Game.Apply does that.
func (b *Board) SetTrap(s int, k TrapKind) {
	if s < 1 || s >= NumSquares {
		return
	}
	bit := uint16(1) << s
	b.plus &^= bit
	b.minus &^= bit
	switch k {
	case Plus:
		b.plus |= bit
	case Minus:
		b.minus |= bit
	}
}

// ClearTraps removes every trap, as at the end of a round.
func (b *Board) ClearTraps() { b.plus, b.minus = 0, 0 }

// Landing says what one camel move did.
type Landing struct {
	From   int      // the square the moving camel left
	Landed int      // the square the die sent it to
	To     int      // where the unit ended, after any trap
	Trap   TrapKind // the trap it hit on Landed, NoTrap if none
	Unit   int      // how many camels moved: the camel and those on top of it
}

// Move moves camel c forward steps (at least 1) squares, carrying every
// camel on top of it. The unit lands on top of any stack there; on a +1 trap
// it goes one square further, on top; on a −1 trap one square back, under
// any stack. A camel moved by a trap does not trigger another.
func (b *Board) Move(c Camel, steps int) Landing {
	i := b.index(c)
	from := b.sqAt(i)
	landed, to, trap, unit := b.moveSlot(i, steps)
	return Landing{From: from, Landed: landed, To: to, Trap: trap, Unit: unit}
}

// moveSlot moves the camel in slot i (and those above it) d squares and
// returns where it landed, where the unit ended, the trap hit and the
// unit's size. It is the inner loop of the odds and of playouts.
func (b *Board) moveSlot(i, d int) (landed, to int, trap TrapKind, unit int) {
	x := b.cells
	si := uint(i) * slotBits
	s := uint(x>>(si+3)) & squareMask
	// j: the slot after the unit (the camel and those above it).
	sj := si + slotBits
	for sj < NumCamels*slotBits && uint(x>>(sj+3))&squareMask == s {
		sj += slotBits
	}
	landed = int(s) + d
	to = landed
	under := false
	if landed < NumSquares {
		bit := uint16(1) << landed
		if (b.plus|b.minus)&bit != 0 {
			if b.plus&bit != 0 {
				to, trap = landed+1, Plus
			} else {
				to, trap, under = landed-1, Minus, true
			}
		}
	}
	usize := sj - si
	unit = int(usize / slotBits)
	// The unit's slots, moved down to slot 0, with the new square.
	umask := uint64(1)<<usize - 1
	u := (x>>si)&lowBits&umask | oneBits&umask*uint64(to<<3)
	if under && uint(to) == s {
		// Back onto its own square, under the camels below it there:
		// those slide up over the unit.
		sp := si
		for sp > 0 && uint(x>>(sp-slotBits+3))&squareMask == s {
			sp -= slotBits
		}
		lowP := uint64(1)<<sp - 1
		mid := x & (uint64(1)<<si - 1) &^ lowP
		b.cells = x&lowP | u<<sp | mid<<usize | x&^(uint64(1)<<sj-1)
		return landed, to, trap, unit
	}
	// Forward: the camels between the old place and the new slide down
	// under the unit. Landing on top, the unit goes past those on the
	// target square; going under, it stops before them.
	limit := uint(to) << 3 // slot values below limit stand behind the target square
	if !under {
		limit += 1 << 3 // ... or on it
	}
	sk := sj
	for sk < NumCamels*slotBits && uint(x>>sk)&0xff < limit {
		sk += slotBits
	}
	lowK := uint64(1)<<sk - 1
	mid := x & lowK &^ (uint64(1)<<sj - 1)
	b.cells = x&(uint64(1)<<si-1) | mid>>usize | u<<(sk-usize) | x&^lowK
	return landed, to, trap, unit
}

// Roll draws the die: a random camel of unmoved and 1, 2 or 3 steps. It
// panics if unmoved is empty.
func Roll(rng *rand.Rand, unmoved CamelSet) (Camel, int) {
	n := unmoved.Len()
	if n == 0 {
		panic("camelup: Roll with no camel left to move")
	}
	k := rng.IntN(n)
	for c := Camel(0); c < NumCamels; c++ {
		if unmoved.Has(c) {
			if k == 0 {
				return c, 1 + rng.IntN(3)
			}
			k--
		}
	}
	panic("unreachable")
}

// Playout plays the race out at random from b, where unmoved holds the
// camels yet to move this round, with no new traps: the board's traps count
// until the round ends and are then removed. It stops when a camel reaches
// the finish or after maxMoves camel moves (maxMoves <= 0: no limit), and
// returns the leader and the last camel at that moment.
func (b Board) Playout(rng *rand.Rand, unmoved CamelSet, maxMoves int) (winner, loser Camel) {
	unmoved &= AllCamels
	var dice dice
	for moves := 0; !b.Finished() && (maxMoves <= 0 || moves < maxMoves); moves++ {
		if unmoved == 0 {
			unmoved = AllCamels
			b.ClearTraps()
		}
		// One draw picks the camel (the k-th yet to move, in race order)
		// and the die.
		k := dice.intN(rng, uint32(3*unmoved.Len()))
		d := int(k%3) + 1
		k /= 3
		for i := 0; i < NumCamels; i++ {
			c := b.camelAt(i)
			if unmoved.Has(c) {
				if k == 0 {
					unmoved = unmoved.Without(c)
					b.moveSlot(i, d)
					break
				}
				k--
			}
		}
	}
	return b.Leader(), b.Last()
}

// dice deals uniform draws from 32-bit halves of the generator's 64-bit
// outputs: two draws per call, each exactly uniform (Lemire's method, with
// its rejection step).
type dice struct {
	bits uint64
	n    int // 32-bit halves left in bits
}

// intN returns a uniform number in [0, n), 0 < n.
func (d *dice) intN(rng *rand.Rand, n uint32) uint32 {
	for {
		if d.n == 0 {
			d.bits, d.n = rng.Uint64(), 2
		}
		x := uint32(d.bits)
		d.bits >>= 32
		d.n--
		m := uint64(x) * uint64(n)
		if low := uint32(m); low < n && low < -n%n {
			continue // the rare draw that would bias the result
		}
		return uint32(m >> 32)
	}
}
