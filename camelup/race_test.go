package camelup

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The race table is built once per test binary.
func testTable() *RaceTable { return SharedRaceTable() }

func TestConfigIndexIsABijection(t *testing.T) {
	seen := make([]bool, numConfigs)
	n := 0
	var sq [NumCamels]int
	var gen func(i, lo int)
	gen = func(i, lo int) {
		if i == NumCamels {
			var b Board
			for r, s := range sq {
				b.put(r, Camel(r), s)
			}
			idx := configIndex(&b)
			if idx < 0 || int(idx) >= numConfigs || seen[idx] {
				t.Fatalf("configIndex(%v) = %d: out of range or taken", b, idx)
			}
			seen[idx] = true
			n++
			return
		}
		for s := lo; s < NumSquares; s++ {
			sq[i] = s
			gen(i+1, s)
		}
	}
	gen(0, 0)
	if n != numConfigs {
		t.Errorf("%d boards, want %d", n, numConfigs)
	}
}

// TestRaceTableMatchesEnumeration expands boards' 29,160 round outcomes one
// by one (the plain enumeration, finishing in the table) and compares with
// the table the state pass built.
func TestRaceTableMatchesEnumeration(t *testing.T) {
	table := testTable()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 60 {
		var b Board
		sq := make([]int, NumCamels)
		for r := range sq {
			sq[r] = rng.IntN(NumSquares)
		}
		for r := 1; r < NumCamels; r++ { // sort: a board at a round's start
			for j := r; j > 0 && sq[j] < sq[j-1]; j-- {
				sq[j], sq[j-1] = sq[j-1], sq[j]
			}
		}
		for r, s := range sq {
			b.put(r, Camel(r), s)
		}
		o := refRace(table, b, AllCamels)
		en := table.entries[configIndex(&b)]
		for r := 0; r < NumCamels; r++ {
			if math.Abs(o.Win[r]-en.win[r]) > 1e-12 || math.Abs(o.Lose[r]-en.lose[r]) > 1e-12 {
				t.Errorf("board %v place %d: enumeration win %v lose %v, table %v %v",
					b, r, o.Win[r], o.Lose[r], en.win[r], en.lose[r])
			}
		}
	}
}

func TestRaceOddsSumToOne(t *testing.T) {
	table := testTable()
	for _, tt := range []struct {
		board   string
		unmoved CamelSet
	}{
		{"0:B 1:GO 2:YW", AllCamels},
		{"3:W 7:GB 9:OY +10 -5", AllCamels.Without(Orange)},
		{"12:BGO 14:Y 15:W", Blue.set()},
		{"0:BGOYW", 0},
		{"2:B 5:G 18:OYW", 0},
	} {
		o := table.Odds(mustBoard(t, tt.board), tt.unmoved)
		var win, lose float64
		for c := range NumCamels {
			win += o.Win[c]
			lose += o.Lose[c]
		}
		if math.Abs(win-1) > 1e-9 || math.Abs(lose-1) > 1e-9 {
			t.Errorf("Odds(%s, %v): win sums to %v, lose to %v", tt.board, tt.unmoved, win, lose)
		}
	}
	o := table.Odds(mustBoard(t, "2:B 5:G 18:OYW"), 0)
	if o.Win[White] != 1 || o.Lose[Blue] != 1 {
		t.Errorf("finished race: %+v, want white wins, blue loses", o)
	}
}

// TestRaceOddsMatchPlayouts checks the exact race odds against a million
// random playouts per position: they must agree within 0.3 percentage
// points (a few standard errors).
func TestRaceOddsMatchPlayouts(t *testing.T) {
	playouts, tol := 1_000_000, 0.003
	if testing.Short() {
		playouts, tol = 100_000, 0.01
	}
	table := testTable()
	for _, tt := range []struct {
		board   string
		unmoved CamelSet
	}{
		{"0:B 1:GO 2:YW", AllCamels},                                        // a start of the game
		{"4:W 6:GB 8:OY +7 -10", AllCamels.Without(Orange).Without(Yellow)}, // mid-round, with traps
	} {
		t.Run(tt.board, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			want := table.Odds(b, tt.unmoved)
			rng := rand.New(rand.NewPCG(77, 78))
			var wins, loses [NumCamels]int
			for range playouts {
				w, l := b.Playout(rng, tt.unmoved, 0)
				wins[w]++
				loses[l]++
			}
			for c := Camel(0); c < NumCamels; c++ {
				pw, pl := float64(wins[c])/float64(playouts), float64(loses[c])/float64(playouts)
				if math.Abs(pw-want.Win[c]) > tol || math.Abs(pl-want.Lose[c]) > tol {
					t.Errorf("%v: playouts win %.4f lose %.4f, exact %.4f %.4f", c, pw, pl, want.Win[c], want.Lose[c])
				}
			}
		})
	}
}
