package camelup

import (
	"math"
	"math/rand/v2"
	"testing"
)

// oddsBoards are positions for the odds tests: starts, spread fields,
// traps of both kinds, tall stacks, and finishes within reach.
var oddsBoards = []struct {
	board   string
	unmoved CamelSet
}{
	{"0:B 1:GO 2:YW", AllCamels},
	{"0:BGOYW", AllCamels},
	{"3:B 5:G 6:O 9:Y 10:W", AllCamels},
	{"4:BG 6:OY 7:W +5 -9", AllCamels},
	{"4:BG 6:OY 7:W -8", AllCamels.Without(Yellow)},
	{"2:W 3:BGOY +4 -6", AllCamels},
	{"10:B 11:GO 13:Y 14:W +12", AllCamels},
	{"12:BGO 14:Y 15:W", AllCamels.Without(White).Without(Blue)},
	{"9:OB 13:GWY -15", Orange.set().With(Yellow)},
	{"5:Y 7:BGOW", Green.set()},
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRoundMatchesEnumeration(t *testing.T) {
	for _, tt := range oddsBoards {
		t.Run(tt.board, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			got, want := Round(b, tt.unmoved), refRound(b, tt.unmoved)
			for c := range NumCamels {
				if !near(got.Lead[c], want.Lead[c]) || !near(got.Second[c], want.Second[c]) {
					t.Errorf("Round: %v lead %v second %v, enumeration %v %v",
						Camel(c), got.Lead[c], got.Second[c], want.Lead[c], want.Second[c])
				}
			}
			if !near(got.Finish, want.Finish) {
				t.Errorf("Round: finish %v, enumeration %v", got.Finish, want.Finish)
			}
			var lead, second float64
			for c := range NumCamels {
				lead += got.Lead[c]
				second += got.Second[c]
			}
			if !near(lead, 1) || !near(second, 1) {
				t.Errorf("Round: chances sum to %v and %v", lead, second)
			}
		})
	}
}

func TestRoundKnownOdds(t *testing.T) {
	// One camel to move, alone in front: it leads whatever the die says.
	b := mustBoard(t, "0:BGOY 5:W")
	o := Round(b, White.set())
	if o.Lead[White] != 1 || o.Second[Yellow] != 1 {
		t.Errorf("Round(%v, W) = %+v", b, o)
	}
	// Blue alone behind white on 1: 1 lands under... on top of white on 1
	// (lead), 2 or 3 pass it (lead): blue always leads, white second.
	b = mustBoard(t, "0:B 1:W 5:GOY")
	o = Round(b, Blue.set())
	if o.Lead[Yellow] != 1 {
		t.Errorf("Round(%v, B): lead %v, want yellow certain", b, o.Lead)
	}
	// Blue on 3 with a +1 trap on 4 and yellow on 5: 1 → 5 on top of
	// yellow, 2 → 5 too, 3 → 6: blue leads in all three.
	b = mustBoard(t, "0:GO 3:B 5:Y 1:W +4")
	o = Round(b, Blue.set())
	if o.Lead[Blue] != 1 || o.Second[Yellow] != 1 {
		t.Errorf("Round(%v, B) = %+v, want blue leads and yellow second", b, o)
	}
	// The same with a −1 trap: 1 → 3 again (alone), 2 → 5 on top of
	// yellow, 3 → 6: blue leads 2 in 3.
	b = mustBoard(t, "0:GO 3:B 5:Y 1:W -4")
	o = Round(b, Blue.set())
	if !near(o.Lead[Blue], 2.0/3) || !near(o.Lead[Yellow], 1.0/3) {
		t.Errorf("Round(%v, B) lead = %v, want blue 2/3, yellow 1/3", b, o.Lead)
	}
	// The race ends in the round: white on 15 always finishes.
	o = Round(mustBoard(t, "0:BGOY 15:W"), White.set())
	if o.Finish != 1 {
		t.Errorf("finish = %v, want 1", o.Finish)
	}
}

func TestTrapValuesMatchEnumeration(t *testing.T) {
	for _, tt := range oddsBoards {
		t.Run(tt.board, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			g := NewFrom(2, b, rand.New(rand.NewPCG(1, 1)))
			// Put the board's traps back, owned by seat 1, and let seat 0
			// look.
			g.board = b
			for s := 1; s < NumSquares; s++ {
				if b.Trap(s) != NoTrap {
					g.owner[s] = 1
					g.trapOf[1] = s
				}
			}
			g.unmoved = tt.unmoved
			v := g.View(0)
			o := v.Odds()
			checkOdds(t, v, o)
		})
	}
}

// checkOdds compares every part of a view's odds with the enumeration.
func checkOdds(t *testing.T, v View, o Odds) {
	t.Helper()
	want := refRound(v.Board, v.Unmoved)
	for c := Camel(0); c < NumCamels; c++ {
		if !near(o.Lead[c], want.Lead[c]) || !near(o.Second[c], want.Second[c]) {
			t.Errorf("%v: lead %v second %v, want %v %v", c, o.Lead[c], o.Second[c], want.Lead[c], want.Second[c])
		}
		p1, p2 := want.Lead[c], want.Second[c]
		ev := p1*float64(v.RoundPayout(c)) + p2 - (1 - p1 - p2)
		if got, ok := o.EV(Bet(RoundBet, c)); !ok || !near(got, ev) {
			t.Errorf("EV(round bet on %v) = %v, want %v", c, got, ev)
		}
	}
	base := v.Board
	if own := v.TrapSquare[v.Seat]; own >= 0 {
		base.SetTrap(own, NoTrap)
	}
	for s := 0; s <= NumSquares; s++ {
		for _, k := range []TrapKind{Plus, Minus} {
			a := Trap(s, k)
			got, ok := o.EV(a)
			if legalNow := v.Legal(a) == nil; ok != legalNow {
				t.Errorf("EV(%v) ok = %v, legal = %v", a, ok, legalNow)
				continue
			}
			if !ok {
				continue
			}
			if want := refTrapEV(base, v.Unmoved, s, k); !near(got, want) {
				t.Errorf("EV(%v) = %v, enumeration with the trap %v", a, got, want)
			}
		}
	}
	if ev, ok := o.EV(Move()); !ok || ev != 1 {
		t.Errorf("EV(move) = %v %v, want 1", ev, ok)
	}
}

// TestOddsInRandomGames checks the view odds of positions met in random
// games, own traps on the board included, against the enumeration.
func TestOddsInRandomGames(t *testing.T) {
	positions := 40
	if testing.Short() {
		positions = 8
	}
	rng := rand.New(rand.NewPCG(21, 22))
	for n := 0; n < positions; {
		g, _ := New(3, rand.New(rand.NewPCG(uint64(n), 5)))
		for !g.Over() && n < positions {
			var a Action
			switch r := rng.IntN(4); {
			case r == 0:
				legal := g.LegalActions()
				a = legal[rng.IntN(len(legal))]
			default:
				a = Move()
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if g.Over() || rng.IntN(3) != 0 {
				continue
			}
			n++
			v := g.View(g.Turn())
			checkOdds(t, v, v.Odds())
		}
	}
}
