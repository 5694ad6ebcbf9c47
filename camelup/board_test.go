package camelup

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func mustBoard(t testing.TB, s string) Board {
	t.Helper()
	b, err := ParseBoard(s)
	if err != nil {
		t.Fatalf("ParseBoard(%q): %v", s, err)
	}
	return b
}

func TestParseBoardRoundTrip(t *testing.T) {
	for _, s := range []string{
		"0:BGOYW",
		"0:B 1:G 2:O 3:Y 4:W",
		"0:WY 2:OGB +5 -9",
		"3:G 17:BOYW +1 -15",
	} {
		if got := mustBoard(t, s).String(); got != s {
			t.Errorf("ParseBoard(%q).String() = %q", s, got)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	for _, s := range []string{
		"",                // no camels
		"0:BGOY",          // white missing
		"0:BGOYWB",        // blue twice
		"0:BG 0:OYW",      // square twice
		"0:BGOYX",         // bad letter
		"-1:BGOYW",        // bad square
		"0:BGOYW +0",      // trap on 0
		"0:BGOYW +16",     // trap off the track
		"0:BGOYW +3 -3",   // two traps on one square
		"0:BGOYW +x",      // bad trap
		"BGOYW",           // no square
		"0:BGOYW 25:BGOY", // bad square and twice
	} {
		if _, err := ParseBoard(s); !errors.Is(err, ErrBadBoard) {
			t.Errorf("ParseBoard(%q) error = %v, want ErrBadBoard", s, err)
		}
	}
}

func TestMove(t *testing.T) {
	tests := []struct {
		name  string
		board string
		camel Camel
		steps int
		want  string
		land  Landing
	}{
		{"alone onto empty square", "0:B 1:G 2:O 3:Y 4:W", Blue, 3, "1:G 2:O 3:YB 4:W",
			Landing{From: 0, Landed: 3, To: 3, Unit: 1}},
		{"lands on top of a stack", "0:B 2:GO 5:YW", Blue, 2, "2:GOB 5:YW",
			Landing{From: 0, Landed: 2, To: 2, Unit: 1}},
		{"carries the camels above", "0:BGO 1:Y 2:W", Green, 2, "0:B 1:Y 2:WGO",
			Landing{From: 0, Landed: 2, To: 2, Unit: 2}},
		{"top camel moves alone", "4:BGOYW", White, 1, "4:BGOY 5:W",
			Landing{From: 4, Landed: 5, To: 5, Unit: 1}},
		{"bottom camel carries all", "4:BGOYW", Blue, 3, "7:BGOYW",
			Landing{From: 4, Landed: 7, To: 7, Unit: 5}},
		{"+1 trap: one more square, on top", "0:BG 4:O 6:Y 9:W +3", Blue, 3, "4:OBG 6:Y 9:W +3",
			Landing{From: 0, Landed: 3, To: 4, Trap: Plus, Unit: 2}},
		{"-1 trap: one back, under the stack", "2:BG 4:OY 9:W -5", Blue, 3, "4:BGOY 9:W -5",
			Landing{From: 2, Landed: 5, To: 4, Trap: Minus, Unit: 2}},
		{"-1 trap back onto its own square goes under", "3:BGO 9:Y 10:W -4", Green, 1, "3:GOB 9:Y 10:W -4",
			Landing{From: 3, Landed: 4, To: 3, Trap: Minus, Unit: 2}},
		{"trap hit by a camel in the middle of a stack", "3:BGO 5:Y 9:W +6", Green, 3, "3:B 5:Y 7:GO 9:W +6",
			Landing{From: 3, Landed: 6, To: 7, Trap: Plus, Unit: 2}},
		{"a camel standing on a trap square is not moved by it", "5:B 7:GOYW +5", Green, 1, "5:B 8:GOYW +5",
			Landing{From: 7, Landed: 8, To: 8, Unit: 4}},
		{"a trap moves a unit once, even next to another", "0:B 1:GOYW +2 +3", Blue, 2, "1:GOYW 3:B +2 +3",
			Landing{From: 0, Landed: 2, To: 3, Trap: Plus, Unit: 1}},
		{"finish reached via a +1 trap on 15", "12:BGO 13:YW +15", Yellow, 2, "12:BGO 16:YW +15",
			Landing{From: 13, Landed: 15, To: 16, Trap: Plus, Unit: 2}},
		{"finish beyond 16", "12:BGO 15:YW", Yellow, 3, "12:BGO 18:YW",
			Landing{From: 15, Landed: 18, To: 18, Unit: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			land := b.Move(tt.camel, tt.steps)
			if got := b.String(); got != tt.want {
				t.Errorf("Move(%v, %d) on %q = %q, want %q", tt.camel, tt.steps, tt.board, got, tt.want)
			}
			if land != tt.land {
				t.Errorf("Move(%v, %d) on %q landing = %+v, want %+v", tt.camel, tt.steps, tt.board, land, tt.land)
			}
		})
	}
}

func TestRanking(t *testing.T) {
	tests := []struct {
		board                string
		ranking              [NumCamels]Camel
		finished             bool
		squareOfLast, height int // the last camel's square, the leader's height
	}{
		{"0:BGOYW", [5]Camel{White, Yellow, Orange, Green, Blue}, false, 0, 4},
		{"2:OY 5:GB 9:W", [5]Camel{White, Blue, Green, Yellow, Orange}, false, 2, 0},
		{"3:YW 16:G 17:BO", [5]Camel{Orange, Blue, Green, White, Yellow}, true, 3, 1},
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			if got := b.Ranking(); got != tt.ranking {
				t.Errorf("Ranking() = %v, want %v", got, tt.ranking)
			}
			if b.Leader() != tt.ranking[0] || b.Second() != tt.ranking[1] || b.Last() != tt.ranking[4] {
				t.Errorf("leader, second, last = %v %v %v, want %v", b.Leader(), b.Second(), b.Last(), tt.ranking)
			}
			if b.Finished() != tt.finished {
				t.Errorf("Finished() = %v, want %v", b.Finished(), tt.finished)
			}
			if got := b.Square(b.Last()); got != tt.squareOfLast {
				t.Errorf("Square(last) = %d, want %d", got, tt.squareOfLast)
			}
			if got := b.Height(b.Leader()); got != tt.height {
				t.Errorf("Height(leader) = %d, want %d", got, tt.height)
			}
		})
	}
}

func TestSetupDistribution(t *testing.T) {
	// Each camel on 0, 1, 2 a third of the time each; the stacking order is
	// the order of placement, so each camel is as often above as below
	// another on a shared square.
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 30000
	var onSquare [NumCamels][3]int
	for range n {
		b := setup(rng)
		if err := checkBoard(b); err != nil {
			t.Fatal(err)
		}
		for c := Camel(0); c < NumCamels; c++ {
			s := b.Square(c)
			if s > 2 {
				t.Fatalf("Setup put %v on %d: %v", c, s, b)
			}
			onSquare[c][s]++
		}
	}
	for c := range onSquare {
		for s, k := range onSquare[c] {
			if k < n/3-600 || k > n/3+600 {
				t.Errorf("camel %v on square %d in %d of %d setups, want about a third", Camel(c), s, k, n)
			}
		}
	}
}

// checkBoard verifies the board invariants: each camel exactly once, squares
// in race order never decreasing, none below 0, traps only on 1–15 and never
// two on a square.
func checkBoard(b Board) error {
	var seen CamelSet
	for i := 0; i < NumCamels; i++ {
		c, s := b.at(i)
		if !c.Valid() || seen.Has(c) {
			return errors.New("camel missing or twice: " + b.String())
		}
		seen = seen.With(c)
		if i > 0 && s < b.sqAt(i-1) {
			return errors.New("squares out of order: " + b.String())
		}
	}
	if b.cells>>(slotBits*NumCamels) != 0 {
		return errors.New("stray bits: " + b.String())
	}
	if b.plus&b.minus != 0 || (b.plus|b.minus)&1 != 0 {
		return errors.New("bad traps: " + b.String())
	}
	return nil
}

func TestRollAndPlayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var counts [NumCamels][4]int
	unmoved := AllCamels.Without(Green)
	for range 40000 {
		c, d := Roll(rng, unmoved)
		if !unmoved.Has(c) || d < 1 || d > 3 {
			t.Fatalf("Roll(%v) = %v %d", unmoved, c, d)
		}
		counts[c][d]++
	}
	for _, c := range unmoved.Camels() {
		for d := 1; d <= 3; d++ {
			if k := counts[c][d]; k < 40000/12-300 || k > 40000/12+300 {
				t.Errorf("Roll: %v %d came %d times, want about %d", c, d, k, 40000/12)
			}
		}
	}
	b := mustBoard(t, "0:BGOYW")
	for range 1000 {
		w, l := b.Playout(rng, AllCamels, 0)
		if w == l || !w.Valid() || !l.Valid() {
			t.Fatalf("Playout = %v %v", w, l)
		}
	}
}
