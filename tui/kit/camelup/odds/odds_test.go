package odds

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/camelup"
)

func TestGameBetEV(t *testing.T) {
	tests := []struct {
		p      float64
		placed int
		want   float64
	}{
		{1, 0, 8}, {0, 3, -1}, {1, 1, 5}, {1, 2, 3}, {1, 5, 1}, {0.5, 0, 3.5},
		{0.5, 1, 0.5*(0.5*8+0.5*5) - 0.5},
	}
	for _, tt := range tests {
		if got := GameBetEV(tt.p, tt.placed); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("GameBetEV(%v, %d) = %v, want %v", tt.p, tt.placed, got, tt.want)
		}
	}
}

// TestForOncePerTurn: the odds are computed for the position, kept while
// it lasts, and computed again after a move.
func TestForOncePerTurn(t *testing.T) {
	g, err := camelup.New(3, rand.New(rand.NewPCG(5, 0)))
	if err != nil {
		t.Fatal(err)
	}
	o := None.For(g)
	v := g.View(g.Turn())
	if o.At != len(g.Log()) || o.Round != v.Odds() || o.Race != v.Race() {
		t.Fatalf("None.For = %+v, want the position's odds", o)
	}
	kept := o
	kept.Round.MoveEV = 99 // a mark: For keeps what it has for this position
	if got := kept.For(g); got.Round.MoveEV != 99 {
		t.Error("For computed again for the same position")
	}
	if err := g.Apply(camelup.Move()); err != nil {
		t.Fatal(err)
	}
	o = kept.For(g)
	if v := g.View(g.Turn()); o.At != len(g.Log()) || o.Round != v.Odds() {
		t.Errorf("after a move For = %+v, want the new position's odds", o)
	}
}

func TestBestTrap(t *testing.T) {
	var o Odds
	if q, _, _ := o.BestTrap(); q != -1 {
		t.Errorf("no legal square: BestTrap square %d, want -1", q)
	}
	o.Round.TrapLegal[3], o.Round.TrapLegal[7] = true, true
	o.Round.TrapEV[3] = [2]float64{0.5, 0.2}
	o.Round.TrapEV[7] = [2]float64{0.1, 0.9}
	o.Round.TrapEV[9] = [2]float64{5, 5} // not legal
	if q, k, v := o.BestTrap(); q != 7 || k != camelup.Minus || v != 0.9 {
		t.Errorf("BestTrap = %d %v %v, want 7 - 0.9", q, k, v)
	}
	// The seat's own trap is the −1 on 7: laying it again changes nothing.
	o.Round.OwnTrap = camelup.Trap(7, camelup.Minus)
	if q, k, v := o.BestTrap(); q != 3 || k != camelup.Plus || v != 0.5 {
		t.Errorf("own trap on 7: BestTrap = %d %v %v, want 3 + 0.5", q, k, v)
	}
}

// TestBestTrapAfterLayingIt is issue 30's case: after a seat lays the best
// trap, the advice must not be to lay it again (the panel had "trap −1 on 3
// +1.46" above Move +1.00), and every trap's value is its gain over the
// one laid: here none is worth a move.
func TestBestTrapAfterLayingIt(t *testing.T) {
	b, err := camelup.ParseBoard("0:B 1:GO 2:YW")
	if err != nil {
		t.Fatal(err)
	}
	g := camelup.NewFrom(2, b, rand.New(rand.NewPCG(1, 1)))
	o := None.For(g)
	q, k, first := o.BestTrap()
	if q < 1 || first <= o.Round.MoveEV {
		t.Fatalf("BestTrap at the start = %d %v %+.2f: the test needs a trap worth more than a move", q, k, first)
	}
	laid := camelup.Trap(q, k)
	// Seat 0 lays it, seat 1 bets: seat 0 is to move again, same round.
	for _, a := range []camelup.Action{laid, camelup.Bet(camelup.RoundBet, camelup.White)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	o = o.For(g)
	q2, k2, gain := o.BestTrap()
	if q2 < 1 || camelup.Trap(q2, k2) == laid {
		t.Fatalf("after laying %v, BestTrap = %d %v %+.2f, want another trap", laid, q2, k2, gain)
	}
	if math.Abs(o.Round.TrapKept-first) > 1e-9 {
		t.Errorf("the laid trap keeps %v, want its value when laid, %v", o.Round.TrapKept, first)
	}
	if gain >= o.Round.MoveEV {
		t.Errorf("after laying %v, BestTrap = %d %v %+.2f, want less than a move's %+.2f", laid, q2, k2, gain, o.Round.MoveEV)
	}
}
