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
	// Laying a trap moves the seat's own: its value is the gain over that
	// trap where it stands, both valued on the board without it.
	base, kept := v.Board, 0.0
	if own := v.TrapSquare[v.Seat]; own >= 0 {
		kind := base.Trap(own)
		base.SetTrap(own, NoTrap)
		kept = refTrapEV(base, v.Unmoved, own, kind)
		if o.OwnTrap != Trap(own, kind) || !near(o.TrapKept, kept) {
			t.Errorf("own trap %v keeps %v, want %v keeping %v", o.OwnTrap, o.TrapKept, Trap(own, kind), kept)
		}
	} else if o.OwnTrap != Move() || o.TrapKept != 0 {
		t.Errorf("no own trap, but OwnTrap %v keeps %v", o.OwnTrap, o.TrapKept)
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
			if want := refTrapEV(base, v.Unmoved, s, k) - kept; !near(got, want) {
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

// TestTrapGainOverOwnTrap: once the seat has laid its trap, a trap's value
// is what laying it again adds, so the trap as it stands is worth 0 and is
// never the best trap, however much it earns.
func TestTrapGainOverOwnTrap(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		unmoved CamelSet
		trap    Action // the seat's trap; Move() for none
		earns   bool   // whether that trap earns anything where it stands
	}{
		{"no trap laid", "0:B 1:GO 2:YW", AllCamels, Move(), false},
		{"a -1 in the pack's path", "0:B 1:GO 2:YW", AllCamels, Trap(3, Minus), true},
		{"a +1 just ahead", "3:B 5:G 6:O 9:Y 10:W", AllCamels, Trap(7, Plus), true},
		{"a trap behind every camel", "3:B 5:G 6:O 9:Y 10:W", AllCamels, Trap(2, Plus), false},
		{"a -1 with three camels to move", "4:BG 6:OY 7:W", AllCamels.Without(Yellow).Without(White), Trap(8, Minus), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewFrom(2, mustBoard(t, tt.board), rand.New(rand.NewPCG(1, 1)))
			g.unmoved = tt.unmoved
			if tt.trap.Kind == PlaceTrap {
				if err := g.Apply(tt.trap); err != nil {
					t.Fatal(err)
				}
				g.turn = 0 // back to the seat that laid it, in the same round
			}
			v := g.View(0)
			o := v.Odds()
			checkOdds(t, v, o)
			if tt.trap.Kind != PlaceTrap {
				return
			}
			k := 0
			if tt.trap.Trap == Minus {
				k = 1
			}
			if got := o.TrapEV[tt.trap.Square][k]; !near(got, 0) {
				t.Errorf("TrapEV of %v where it stands = %v, want 0", tt.trap, got)
			}
			if earns := o.TrapKept > 1e-9; earns != tt.earns {
				t.Errorf("%v keeps %v coins, want earning: %v", tt.trap, o.TrapKept, tt.earns)
			}
			a, gain, ok := o.BestTrap()
			if !ok || a == tt.trap {
				t.Fatalf("BestTrap = %v %v %v, want another trap", a, gain, ok)
			}
			for s := 1; s < NumSquares; s++ {
				for k, kind := range [2]TrapKind{Plus, Minus} {
					if other := Trap(s, kind); o.TrapLegal[s] && other != tt.trap && o.TrapEV[s][k] > gain+1e-9 {
						t.Errorf("BestTrap = %v gaining %v, but %v gains %v", a, gain, other, o.TrapEV[s][k])
					}
				}
			}
		})
	}
}
