package camelup

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// randomRoundBoard returns a board with the camels stacked at random on
// squares lo..hi, up to two random traps (legal placements), and a random
// non-empty set of camels yet to move.
func randomRoundBoard(rng *rand.Rand, lo, hi int) (Board, CamelSet) {
	stacks := map[int][]Camel{}
	for _, c := range rng.Perm(NumCamels) {
		s := lo + rng.IntN(hi-lo+1)
		stacks[s] = append(stacks[s], Camel(c))
	}
	b, err := newBoard(stacks)
	if err != nil {
		panic(err)
	}
	for range rng.IntN(3) {
		k := Plus
		if rng.IntN(2) == 0 {
			k = Minus
		}
		if a := Trap(1+rng.IntN(NumSquares-1), k); legal(a, &b, -1, 0) == nil {
			b.SetTrap(a.Square, k)
		}
	}
	unmoved := CamelSet(1 + rng.IntN(int(AllCamels)))
	return b, unmoved
}

// TestCannotFinishIsSound checks the bound that lets the trap values park
// camels: whenever it says no camel can reach the finish this round, none
// does on any path, with the board's traps and, for the extra +1 the
// trap-free pass allows for, with a +1 trap added on any free square. The
// boards are drawn near the bound's edge, where a wrong claim would show.
func TestCannotFinishIsSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	checked := 0
	for checked < 300 {
		b, unmoved := randomRoundBoard(rng, 0, NumSquares-1)
		if unmoved.Len() > 4 {
			continue
		}
		k := dropMoved(canon(b.cells, unmoved))
		plus := bits.OnesCount16(b.plus)
		if !cannotFinish(k, plus) {
			continue
		}
		left := unmoved.Len()
		if b.sqAt(NumCamels-1)+3*left+min(left, plus) < FinishSquare-2 {
			continue // far from the edge
		}
		checked++
		if o := refRound(b, unmoved); o.Finish != 0 {
			t.Errorf("cannotFinish(%v, %v) but the race ends with chance %v", b, unmoved, o.Finish)
		}
		if !cannotFinish(k, plus+1) {
			continue
		}
		for s := 1; s < NumSquares; s++ {
			if legal(Trap(s, Plus), &b, -1, 0) != nil {
				continue
			}
			tb := b
			tb.SetTrap(s, Plus)
			if o := refRound(tb, unmoved); o.Finish != 0 {
				t.Errorf("cannotFinish(%v, %v, one more +1) but with +%d the race ends with chance %v", b, unmoved, s, o.Finish)
			}
		}
	}
}

// TestTrapValuesOnRandomBoards compares a seat's trap values with the
// enumeration on boards all over the track, with traps, where the race may
// or may not end this round.
func TestTrapValuesOnRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	n := 200
	if testing.Short() {
		n = 20
	}
	for range n {
		lo := rng.IntN(12)
		b, unmoved := randomRoundBoard(rng, lo, lo+4)
		if unmoved.Len() == NumCamels && rng.IntN(3) != 0 {
			unmoved = unmoved.Without(Camel(rng.IntN(NumCamels)))
		}
		g := NewFrom(2, b, rand.New(rand.NewPCG(1, 1)))
		g.board = b
		for s := 1; s < NumSquares; s++ {
			if b.Trap(s) != NoTrap {
				g.owner[s] = 1
				g.trapOf[1] = s
			}
		}
		g.unmoved = unmoved
		v := g.View(0)
		checkOdds(t, v, v.Odds())
	}
}

// TestRoundOnRandomBoards compares the round odds with the enumeration on
// boards all over the track, with traps and camels that have moved, where
// the race may end this round.
func TestRoundOnRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	for range 60 {
		lo := rng.IntN(14)
		b, unmoved := randomRoundBoard(rng, lo, lo+2+rng.IntN(6))
		got, want := Round(b, unmoved), refRound(b, unmoved)
		for c := range NumCamels {
			if !near(got.Lead[c], want.Lead[c]) || !near(got.Second[c], want.Second[c]) {
				t.Errorf("Round(%v, %v): %v lead %v second %v, enumeration %v %v",
					b, unmoved, Camel(c), got.Lead[c], got.Second[c], want.Lead[c], want.Second[c])
			}
		}
		if !near(got.Finish, want.Finish) {
			t.Errorf("Round(%v, %v): finish %v, enumeration %v", b, unmoved, got.Finish, want.Finish)
		}
	}
}

// TestRoundLastMove checks the last move of a round, worked out by hand:
// a unit landing on a stack, going under one from a −1 trap, or back onto
// its own square under the camels below it.
func TestRoundLastMove(t *testing.T) {
	const third = 1.0 / 3
	tests := []struct {
		board          string
		camel          Camel
		lead, second   map[Camel]float64
		wantFinishOdds float64
	}{
		// 1 → 4 on yellow, 2 → 5, −1 → 4 under yellow, 3 → 6.
		{"0:GOW 3:B 4:Y -5", Blue, map[Camel]float64{Blue: 2 * third, Yellow: third},
			map[Camel]float64{Yellow: 2 * third, Blue: third}, 0},
		// Blue carries white: 1 → 3 behind yellow, 2 → 4 on yellow, 3 → 5.
		{"0:GO 2:BW 4:Y", Blue, map[Camel]float64{White: 2 * third, Yellow: third},
			map[Camel]float64{White: third, Blue: 2 * third}, 0},
		// 1 → 4, −1 → back to 3 under orange, which ends on top.
		{"0:G 3:OBW 5:Y -4", Blue, map[Camel]float64{White: 2 * third, Yellow: third},
			map[Camel]float64{Orange: third, Blue: 2 * third}, 0},
		// White alone on 14, with +1 on 15: 1 → 16, 2 → 16, 3 → 17.
		{"0:BGOY 14:W +15", White, map[Camel]float64{White: 1},
			map[Camel]float64{Yellow: 1}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			o := Round(mustBoard(t, tt.board), tt.camel.set())
			for c := range Camel(NumCamels) {
				if !near(o.Lead[c], tt.lead[c]) || !near(o.Second[c], tt.second[c]) {
					t.Errorf("%v: lead %v second %v, want %v %v", c, o.Lead[c], o.Second[c], tt.lead[c], tt.second[c])
				}
			}
			if !near(o.Finish, tt.wantFinishOdds) {
				t.Errorf("finish %v, want %v", o.Finish, tt.wantFinishOdds)
			}
		})
	}
}
