package equity

//go:generate go run ./internal/preflopgen -out preflop.bin

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"parlor/poker"
)

// The pre-flop table: the exact count of every heads-up match-up before the
// flop, with no dead cards. Suits are interchangeable, so a match-up is kept
// once for all its suit permutations: the first hand is its class's
// representative (AhAd, AhKh, AhKd: hearts first, then diamonds), and of the
// second hands that one suit permutation keeping the first maps onto each
// other only the lowest (by comboIndex) is kept. Each entry is the first
// hand's wins and the ties, two little-endian uint32, in the order of class
// and then second hand; the file starts with "PFLP", a version and the
// entry count. preflop.bin is made by `go generate` (internal/preflopgen,
// which counts each match-up with poker.CountShowdowns), and
// TestPreflopTable checks its checksum and a sample of its entries.
//
//go:embed preflop.bin
var preflopFile []byte

const (
	preflopMagic   = "PFLP"
	preflopVersion = 1
	// PreflopBoards is the number of boards before the flop in a heads-up
	// match-up: C(48, 5).
	PreflopBoards = 1712304
)

// preflopTable reads the file in place: an entry's counts are read where
// they lie, and a class's row of the index is built the first time a
// match-up of the class is looked up (a query needs one row of 169).
type preflopTable struct {
	file []byte
	// start[class] is the class's first entry.
	start [Classes + 1]int32
	// rows[class][combo] is the entry of the class's representative against
	// the combo (after the suit permutation), -1 where they share a card.
	rows [Classes]atomic.Pointer[[Combos]int32]
}

// Entries of a class in the file: the orbits of the second hands under
// the suit permutations that keep the representative, which depend only
// on whether it is a pair, suited or offsuit (TestPreflopClassEntries
// counts them).
const (
	pairEntries    = 469
	suitedEntries  = 367
	offsuitEntries = 757
)

func classEntries(c Class) int32 {
	switch row, col := c/13, c%13; {
	case row == col:
		return pairEntries
	case col > row:
		return suitedEntries
	}
	return offsuitEntries
}

var (
	preflopOnce sync.Once
	preflop     *preflopTable
	preflopErr  error
)

// suitPerm maps each suit to another.
type suitPerm [4]poker.Suit

func (p suitPerm) card(c poker.Card) poker.Card { return poker.NewCard(c.Rank(), p[c.Suit()]) }

func (p suitPerm) hand(h [2]poker.Card) [2]poker.Card {
	return [2]poker.Card{p.card(h[0]), p.card(h[1])}
}

// toRep is, for every combo, a suit permutation that maps it onto its
// class's representative.
var toRep = func() (t [Combos]suitPerm) {
	for i, h := range comboCards {
		a, b := h[0], h[1]
		if a.Rank() < b.Rank() {
			a, b = b, a
		}
		var p suitPerm
		var used [4]bool
		next := poker.Suit(0)
		assign := func(s poker.Suit) {
			if !used[s] {
				used[s] = true
				p[s] = next
				next++
			}
		}
		assign(a.Suit())
		assign(b.Suit())
		for s := poker.Hearts; s <= poker.Spades; s++ {
			assign(s)
		}
		t[i] = p
	}
	return t
}()

// representative returns the class's hand that toRep maps it onto.
func representative(c Class) [2]poker.Card {
	h := c.Hands()[0]
	return toRep[comboIndex(h)].hand(h)
}

// stabilizer returns the suit permutations that map hand h onto itself.
func stabilizer(h [2]poker.Card) []suitPerm {
	var out []suitPerm
	forEachPerm(func(p suitPerm) {
		if comboIndex(p.hand(h)) == comboIndex(h) {
			out = append(out, p)
		}
	})
	return out
}

func forEachPerm(f func(suitPerm)) {
	for a := range 4 {
		for b := range 4 {
			for c := range 4 {
				d := 6 - a - b - c
				if a == b || a == c || b == c || d < 0 || d > 3 || d == a || d == b || d == c {
					continue
				}
				f(suitPerm{poker.Suit(a), poker.Suit(b), poker.Suit(c), poker.Suit(d)})
			}
		}
	}
}

// preflopEntries lists the table's match-ups in file order: for each
// class, its representative and the lowest second hand of each orbit; and
// fills index with their positions.
func preflopEntries(index *[Classes][Combos]int32) (first, second [][2]poker.Card) {
	for c := range Class(Classes) {
		classRow(c, &index[c], int32(len(first)), func(rep, h [2]poker.Card) {
			first = append(first, rep)
			second = append(second, h)
		})
	}
	return first, second
}

// classRow fills row with the entries of class c, numbered from start,
// calling entry, if not nil, for each in file order.
func classRow(c Class, row *[Combos]int32, start int32, entry func(rep, h [2]poker.Card)) {
	rep := representative(c)
	stab := stabilizer(rep)
	repSet := uint64(1)<<rep[0] | uint64(1)<<rep[1]
	for i := range row {
		row[i] = -1
	}
	next := start
	for i, h := range comboCards {
		if repSet&(1<<h[0]|1<<h[1]) != 0 {
			continue
		}
		low := i
		for _, p := range stab {
			low = min(low, comboIndex(p.hand(h)))
		}
		if low == i {
			row[i] = next
			next++
			if entry != nil {
				entry(rep, h)
			}
		}
	}
	for i, h := range comboCards {
		if repSet&(1<<h[0]|1<<h[1]) != 0 {
			continue
		}
		low := i
		for _, p := range stab {
			low = min(low, comboIndex(p.hand(h)))
		}
		row[i] = row[low]
	}
}

// errPreflopFile is a table file that does not fit the code: a build with
// a stale preflop.bin.
var errPreflopFile = errors.New("equity: the pre-flop table does not fit; run go generate ./poker/equity")

func loadPreflop() (*preflopTable, error) {
	preflopOnce.Do(func() {
		t := &preflopTable{file: preflopFile}
		for c := range Class(Classes) {
			t.start[c+1] = t.start[c] + classEntries(c)
		}
		n := int(t.start[Classes])
		f := preflopFile
		if len(f) != 12+8*n || string(f[:4]) != preflopMagic ||
			binary.LittleEndian.Uint32(f[4:]) != preflopVersion || binary.LittleEndian.Uint32(f[8:]) != uint32(n) {
			preflopErr = fmt.Errorf("%w (%d bytes, want %d)", errPreflopFile, len(f), 12+8*n)
			return
		}
		preflop = t
	})
	return preflop, preflopErr
}

// row returns class c's row of the index, building it on first use; two
// goroutines may both build it, and one's is kept.
func (t *preflopTable) row(c Class) *[Combos]int32 {
	if r := t.rows[c].Load(); r != nil {
		return r
	}
	r := new([Combos]int32)
	classRow(c, r, t.start[c], nil)
	t.rows[c].CompareAndSwap(nil, r)
	return t.rows[c].Load()
}

// entry returns entry e's wins and ties, read from the file.
func (t *preflopTable) entry(e int32) (wins, ties uint32) {
	return binary.LittleEndian.Uint32(t.file[12+8*e:]), binary.LittleEndian.Uint32(t.file[16+8*e:])
}

// lookup returns hand a's wins and the ties against hand b over the
// 1,712,304 boards, or false if they share a card.
func (t *preflopTable) lookup(a, b [2]poker.Card) (wins, ties uint32, ok bool) {
	ia := comboIndex(a)
	bb := toRep[ia].hand(b)
	e := t.row(classOfCombo[ia])[comboIndex(bb)]
	if e < 0 {
		return 0, 0, false
	}
	wins, ties = t.entry(e)
	return wins, ties, true
}

// BuildPreflopTable counts every entry of the pre-flop table on workers
// goroutines and returns the file: what `go generate` writes to
// preflop.bin. It takes minutes of CPU.
func BuildPreflopTable(workers int, progress func(done, total int)) ([]byte, error) {
	var index [Classes][Combos]int32
	first, second := preflopEntries(&index)
	n := len(first)
	out := make([]byte, 12+8*n)
	copy(out, preflopMagic)
	binary.LittleEndian.PutUint32(out[4:], preflopVersion)
	binary.LittleEndian.PutUint32(out[8:], uint32(n))
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var next, done atomic.Int64
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				s, err := poker.CountShowdowns([][2]poker.Card{first[i], second[i]}, nil, nil)
				if err != nil {
					errs[w] = err
					return
				}
				binary.LittleEndian.PutUint32(out[12+8*i:], uint32(s.Wins(0)))
				binary.LittleEndian.PutUint32(out[16+8*i:], uint32(s.ByWinners[3]))
				if d := int(done.Add(1)); progress != nil && d%1000 == 0 {
					progress(d, n)
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return out, nil
}
