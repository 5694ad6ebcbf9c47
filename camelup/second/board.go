package second

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// ErrBadBoard is returned by ParseBoard and NewBoard for a board that cannot
// exist.
var ErrBadBoard = errors.New("second: bad board")

// Board is the track: each camel's space and its height in its stack (0 at
// the bottom), and the spectator tiles. It is a small value; copy it freely
// to simulate. Spaces above LastSpace or below FirstSpace mean the camel has
// crossed the line, forwards or backwards.
type Board struct {
	pos    [numCamels]int8
	height [numCamels]int8
	tiles  [LastSpace + 1]Tile // by space; index 0 unused
}

// setup returns the starting board as the rulebook sets it up: each racing
// die, drawn in random order, puts its camel on space 1, 2 or 3, on top of
// any camel already there; then the grey die is rolled for each crazy camel
// (1 → space 16, 2 → 15, 3 → 14), the colour shown first, the second on top
// of the first if they land together.
func setup(rng *rand.Rand) Board {
	var b Board
	for _, c := range rng.Perm(NumRacing) {
		b.place(Camel(c), 1+rng.IntN(3))
	}
	first := Black
	if rng.IntN(2) == 1 {
		first = White
	}
	second := Black + White - first
	b.place(first, LastSpace+1-(1+rng.IntN(3)))
	b.place(second, LastSpace+1-(1+rng.IntN(3)))
	return b
}

// place puts c on top of space s (during setup and NewBoard).
func (b *Board) place(c Camel, s int) {
	b.pos[c] = int8(s)
	b.height[c] = int8(b.count(s, c))
}

// count returns how many camels other than skip stand on space s.
func (b *Board) count(s int, skip Camel) int {
	n := 0
	for c := Camel(0); c < numCamels; c++ {
		if c != skip && int(b.pos[c]) == s {
			n++
		}
	}
	return n
}

// newBoard builds a board without tiles from stacks: stacks[s] lists the
// camels on space s, bottom first. Every camel must appear exactly once, on
// a space from −2 to 19 (outside 1–16: past the line).
func newBoard(stacks map[int][]Camel) (Board, error) {
	var b Board
	var seen CamelSet
	for s, st := range stacks {
		if s < FirstSpace-3 || s > LastSpace+3 {
			return Board{}, fmt.Errorf("%w: space %d", ErrBadBoard, s)
		}
		for h, c := range st {
			if !c.Valid() {
				return Board{}, fmt.Errorf("%w: camel index %d", ErrBadBoard, c)
			}
			if seen.Has(c) {
				return Board{}, fmt.Errorf("%w: %v placed twice", ErrBadBoard, c)
			}
			seen = seen.With(c)
			b.pos[c], b.height[c] = int8(s), int8(h)
		}
	}
	if seen.Len() != numCamels {
		return Board{}, fmt.Errorf("%w: camels missing, have %v", ErrBadBoard, seen)
	}
	return b, nil
}

// ParseBoard reads the form Board.String writes: stacks "space:camels"
// (letters BGYRP for the racing camels, K black, W white, bottom first) and
// tiles "+space" (cheering) or "-space" (booing), e.g. "1:BG 3:YRP 14:K
// 16:W +6 -9".
func ParseBoard(text string) (Board, error) {
	stacks := map[int][]Camel{}
	type tile struct {
		s int
		t Tile
	}
	var tiles []tile
	for _, f := range strings.Fields(text) {
		if f[0] == '+' || f[0] == '-' {
			if _, _, isStack := strings.Cut(f, ":"); !isStack {
				s, err := strconv.Atoi(f[1:])
				if err != nil {
					return Board{}, fmt.Errorf("%w: tile %q", ErrBadBoard, f)
				}
				t := Cheering
				if f[0] == '-' {
					t = Booing
				}
				tiles = append(tiles, tile{s, t})
				continue
			}
		}
		sText, camels, ok := strings.Cut(f, ":")
		s, err := strconv.Atoi(sText)
		if !ok || err != nil || camels == "" {
			return Board{}, fmt.Errorf("%w: stack %q, want space:camels", ErrBadBoard, f)
		}
		if _, dup := stacks[s]; dup {
			return Board{}, fmt.Errorf("%w: space %d given twice", ErrBadBoard, s)
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
	for _, t := range tiles {
		if t.s < FirstSpace+1 || t.s > LastSpace || b.tiles[t.s] != NoTile {
			return Board{}, fmt.Errorf("%w: tile on space %d", ErrBadBoard, t.s)
		}
		b.tiles[t.s] = t.t
	}
	return b, nil
}

// String writes the board as ParseBoard reads it: stacks by space, then
// tiles by space.
func (b Board) String() string {
	var parts []string
	for s := FirstSpace - 3; s <= LastSpace+3; s++ {
		st := b.Stack(s)
		if len(st) == 0 {
			continue
		}
		var sb strings.Builder
		sb.WriteString(strconv.Itoa(s))
		sb.WriteByte(':')
		for _, c := range st {
			sb.WriteByte(c.Letter())
		}
		parts = append(parts, sb.String())
	}
	for s := FirstSpace; s <= LastSpace; s++ {
		switch b.tiles[s] {
		case Cheering:
			parts = append(parts, "+"+strconv.Itoa(s))
		case Booing:
			parts = append(parts, "-"+strconv.Itoa(s))
		}
	}
	return strings.Join(parts, " ")
}

// Space returns c's space.
func (b Board) Space(c Camel) int { return int(b.pos[c]) }

// Height returns c's height in its stack, 0 at the bottom.
func (b Board) Height(c Camel) int { return int(b.height[c]) }

// Stack lists the camels on space s, bottom first.
func (b Board) Stack(s int) []Camel {
	var out []Camel
	for c := Camel(0); c < numCamels; c++ {
		if int(b.pos[c]) == s {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(x, y Camel) int { return int(b.height[x]) - int(b.height[y]) })
	return out
}

// Tile returns the spectator tile on space s, NoTile if none.
func (b Board) Tile(s int) Tile {
	if s < FirstSpace || s > LastSpace {
		return NoTile
	}
	return b.tiles[s]
}

// SetTile puts tile t on space s (NoTile removes it). It checks nothing;
// the game checks the placement rules.
func (b *Board) SetTile(s int, t Tile) { b.tiles[s] = t }

// ClearTiles removes every tile.
func (b *Board) ClearTiles() { b.tiles = [LastSpace + 1]Tile{} }

// Empty reports whether no camel stands on space s.
func (b *Board) Empty(s int) bool {
	for c := Camel(0); c < numCamels; c++ {
		if int(b.pos[c]) == s {
			return false
		}
	}
	return true
}

// ahead reports whether racing camel x is further in the race than y: a
// higher space, or the same space and higher in the stack. A camel carried
// backwards over the line stands on a space below 1, so it is behind all.
func (b *Board) ahead(x, y Camel) bool {
	if b.pos[x] != b.pos[y] {
		return b.pos[x] > b.pos[y]
	}
	return b.height[x] > b.height[y]
}

// Ranking returns the racing camels from first to last; the crazy camels
// are not ranked.
func (b Board) Ranking() [NumRacing]Camel {
	r := [NumRacing]Camel{0, 1, 2, 3, 4}
	for i := 1; i < NumRacing; i++ {
		for j := i; j > 0 && b.ahead(r[j], r[j-1]); j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
	return r
}

// firstTwo returns the leading racing camel and the second, faster than
// Ranking for the odds.
func (b *Board) firstTwo() (first, second Camel) {
	first, second = 0, 1
	if b.ahead(1, 0) {
		first, second = 1, 0
	}
	for c := Camel(2); c < NumRacing; c++ {
		switch {
		case b.ahead(c, first):
			first, second = c, first
		case b.ahead(c, second):
			second = c
		}
	}
	return first, second
}

// Finished reports whether a camel has crossed the line.
func (b Board) Finished() bool {
	for c := Camel(0); c < numCamels; c++ {
		if b.pos[c] > LastSpace || b.pos[c] < FirstSpace {
			return true
		}
	}
	return false
}

// Crazy returns the crazy camel a grey die showing shown (Black or White)
// moves. The rulebook's two exceptions come first: when only one crazy camel
// carries racing camels (anywhere above it in its stack), that one moves;
// when one crazy camel sits directly on the other, the top one moves.
func (b Board) Crazy(shown Camel) Camel {
	kb, kw := b.carries(Black), b.carries(White)
	if kb != kw {
		if kb {
			return Black
		}
		return White
	}
	if b.pos[Black] == b.pos[White] {
		switch b.height[White] - b.height[Black] {
		case 1:
			return White
		case -1:
			return Black
		}
	}
	return shown
}

// carries reports whether a racing camel stands above crazy camel k.
func (b *Board) carries(k Camel) bool {
	for c := Camel(0); c < NumRacing; c++ {
		if b.pos[c] == b.pos[k] && b.height[c] > b.height[k] {
			return true
		}
	}
	return false
}

// Landing says where a move went: the camel left From, landed on Landed,
// and its unit ended on To, moved there by the Tile on Landed if any.
type Landing struct {
	From, Landed, To int
	Tile             Tile
}

// Move moves camel c, and everything on it, steps spaces in its own
// direction; a spectator tile where it lands moves the unit one more space
// (cheering) or one space back (booing, the unit going under any camels
// there), counted in the camel's direction.
func (b *Board) Move(c Camel, steps int) Landing {
	from, h := b.pos[c], b.height[c]
	dir := int8(c.Dir())
	landed := from + dir*int8(steps)
	to := landed
	var t Tile
	if landed >= FirstSpace && landed <= LastSpace {
		t = b.tiles[landed]
		to += dir * int8(t)
	}
	// One pass finds the unit (c and what is on it) and counts the other
	// camels where it goes; a second pass moves it. Only with a booing tile
	// can the unit come back to the space it left.
	var unit uint8 // bit per camel
	var k, top int8
	for x := Camel(0); x < numCamels; x++ {
		switch p := b.pos[x]; {
		case p == from && b.height[x] >= h:
			unit |= 1 << x
			k++
		case p == to:
			top++
		}
	}
	for x := Camel(0); x < numCamels; x++ {
		switch {
		case unit&(1<<x) != 0:
			b.pos[x] = to
			if t == Booing {
				b.height[x] -= h
			} else {
				b.height[x] += top - h
			}
		case t == Booing && b.pos[x] == to:
			b.height[x] += k
		}
	}
	return Landing{From: int(from), Landed: int(landed), To: int(to), Tile: t}
}

// Apply moves the camel roll r moves (for the grey die, Crazy picks which)
// and returns the camel and its landing.
func (b *Board) Apply(r Roll) (Camel, Landing) {
	c := Camel(r.Die)
	if r.Die == Grey {
		c = b.Crazy(r.Color)
	}
	return c, b.Move(c, r.Steps)
}

// Crossed reports whether the unit of a move ended past the line.
func (l Landing) Crossed() bool { return l.To < FirstSpace || l.To > LastSpace }

// draw takes a random die of those in the pyramid and rolls it.
func draw(rng *rand.Rand, pyramid DiceSet) Roll {
	n := rng.IntN(pyramid.Len())
	var d Die
	for d = 0; d < NumDice; d++ {
		if pyramid.Has(d) {
			if n == 0 {
				break
			}
			n--
		}
	}
	r := Roll{Die: d, Color: Camel(d), Steps: 1 + rng.IntN(3)}
	if d == Grey {
		r.Color = Black
		if rng.IntN(2) == 1 {
			r.Color = White
		}
	}
	return r
}
