package camelup

import "sync"

// RaceOdds are each camel's chance to win and to lose (finish last in) the
// whole race.
type RaceOdds struct {
	Win  [NumCamels]float64
	Lose [NumCamels]float64
}

// numConfigs counts the boards at the start of a round: five camels ranked
// last to first on squares 0–15, a camel never behind the one ranked below
// it. On a shared square the stacking order is the rank order, so a board is
// a multiset of five squares out of sixteen: C(20,5) = 15,504 of them.
const numConfigs = 15504

// binom[n][k] is n choose k, for the combinatorial number system.
var binom [20][NumCamels + 1]int32

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= NumCamels && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1]
			if k <= n-1 {
				binom[n][k] += binom[n-1][k]
			}
		}
	}
}

// configIndex numbers a board by its squares in race order (every square
// below NumSquares): the never-decreasing squares p0..p4 become the strictly
// increasing p_i+i in 0..19, ranked in the combinatorial number system.
func configIndex(b *Board) int32 {
	x := b.cells >> 3
	return binom[x&squareMask][1] + binom[(x>>8)&squareMask+1][2] + binom[(x>>16)&squareMask+2][3] +
		binom[(x>>24)&squareMask+3][4] + binom[(x>>32)&squareMask+4][5]
}

// RaceTable holds, for every board at the start of a round with no traps,
// the chance that the camel in each place (0 = last, 4 = leader) wins and
// loses the race, and how many rounds the race should still last, assuming
// no trap is ever placed. Build it once with
// BuildRaceTable, or use Race, which builds the shared one on first use.
type RaceTable struct {
	entries []raceEntry
}

type raceEntry struct {
	win, lose [NumCamels]float64 // by place, last first
	rounds    float64            // expected rounds to start after this one
}

// A state's value in the table's pass: the chances to win by place, then to
// lose, then the expected number of rounds still to start.
const (
	stateLose   = NumCamels
	stateRounds = 2 * NumCamels
)

type stateVal [2*NumCamels + 1]float64

// buildRaceTable computes the table exactly, in a fraction of a second.
//
// Every move takes a camel at least one square forward, so the boards form
// a DAG ordered by the sum of their squares, and one backward pass over them
// fills the table. Rather than expanding each board's 29,160 round outcomes
// one by one, the pass works on the states within a round too: a board and
// which of its places have yet to move (15,504 × 31 states). The value of a
// state is the average over its 3·k next moves of the next state's value, or
// of the finish, or of the next round's start; all those boards have a larger
// sum, so they are done. This is the same exact enumeration with the shared
// sub-trees added once.
func buildRaceTable() *RaceTable {
	t := &RaceTable{entries: make([]raceEntry, numConfigs)}
	// Group the boards by the sum of their squares.
	const maxSum = 5 * (NumSquares - 1)
	var bySum [maxSum + 1][]Board
	var sq [NumCamels]int
	var gen func(i, lo int)
	gen = func(i, lo int) {
		if i == NumCamels {
			var b Board
			sum := 0
			for r, s := range sq {
				b.put(r, Camel(r), s) // camels named by place
				sum += s
			}
			bySum[sum] = append(bySum[sum], b)
			return
		}
		for s := lo; s < NumSquares; s++ {
			sq[i] = s
			gen(i+1, s)
		}
	}
	gen(0, 0)
	// memo[idx<<5|mask]: the value of board idx with the places in mask yet
	// to move.
	memo := make([]stateVal, numConfigs<<NumCamels)
	for sum := maxSum; sum >= 0; sum-- {
		for _, b := range bySum[sum] {
			idx := int(configIndex(&b))
			for mask := 1; mask <= int(AllCamels); mask++ {
				memo[idx<<NumCamels|mask] = stateValue(b, CamelSet(mask), memo)
			}
			e := &t.entries[idx]
			v := &memo[idx<<NumCamels|int(AllCamels)]
			copy(e.win[:], v[:NumCamels])
			copy(e.lose[:], v[stateLose:stateRounds])
			e.rounds = v[stateRounds]
		}
	}
	return t
}

// stateValue returns the chances to win and to lose of each place of board
// b (its camels named by place) when the places in unmoved have yet to move
// this round, and the rounds still to start, from the memo of boards with a
// larger sum.
func stateValue(b Board, unmoved CamelSet, memo []stateVal) stateVal {
	var v stateVal
	w := 1 / float64(3*unmoved.Len())
	for i := 0; i < NumCamels; i++ {
		if !unmoved.Has(Camel(i)) {
			continue
		}
		rest := unmoved.Without(Camel(i))
		for d := 1; d <= 3; d++ {
			nb := b
			nb.moveSlot(i, d)
			if nb.Finished() {
				v[nb.camelAt(NumCamels-1)] += w
				v[stateLose+nb.camelAt(0)] += w
				continue
			}
			// Which places of the new board have yet to move.
			var next CamelSet
			for s := 0; s < NumCamels; s++ {
				if rest.Has(nb.camelAt(s)) {
					next = next.With(Camel(s))
				}
			}
			started := 0.0
			if next == 0 {
				next, started = AllCamels, 1 // the round is over: the next one starts
			}
			nv := &memo[int(configIndex(&nb))<<NumCamels|int(next)]
			for s := 0; s < NumCamels; s++ {
				c := nb.camelAt(s)
				v[c] += w * nv[s]
				v[stateLose+c] += w * nv[stateLose+s]
			}
			v[stateRounds] += w * (started + nv[stateRounds])
		}
	}
	return v
}

// Odds returns the exact race odds from board b, where unmoved holds the
// camels yet to move this round: the rest of the round is enumerated with
// the traps on the board, and from the next round on the table (no traps)
// takes over. An empty unmoved means the round has just ended.
func (t *RaceTable) Odds(b Board, unmoved CamelSet) RaceOdds {
	var o RaceOdds
	end := func(b Board, p float64) {
		if b.Finished() {
			o.Win[b.camelAt(NumCamels-1)] += p
			o.Lose[b.camelAt(0)] += p
			return
		}
		en := &t.entries[configIndex(&b)]
		x := b.cells
		for j := 0; j < NumCamels; j++ {
			c := Camel(x>>(slotBits*j)) & camelMask
			o.Win[c] += p * en.win[j]
			o.Lose[c] += p * en.lose[j]
		}
	}
	s := spreads.Get().(*spread)
	s.run(b, unmoved, end)
	spreads.Put(s)
	return o
}

var shared struct {
	once  sync.Once
	table *RaceTable
}

// SharedRaceTable returns the package's race table, building it on first
// use (a few seconds at most); later calls return at once.
func SharedRaceTable() *RaceTable {
	shared.once.Do(func() { shared.table = buildRaceTable() })
	return shared.table
}

// WarmRaceTable starts building the shared race table in the background, so
// that it is ready by the time the first odds are asked for. Call it at
// start-up.
func WarmRaceTable() { go SharedRaceTable() }

// Race returns the exact race odds from board b with the camels of unmoved
// yet to move this round, assuming no further traps (see RaceTable.Odds).
func Race(b Board, unmoved CamelSet) RaceOdds { return SharedRaceTable().Odds(b, unmoved) }
