package replay

import (
	"strings"
	"testing"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker/equity"
	"parlor/tui/internal/tuitest"
)

// settle works out the equity line of the step shown, as the program does
// off its loop, and hands it to the screen.
func settle(t *testing.T, rs *Screen) {
	t.Helper()
	if cmd := rs.wantEquity(); cmd != nil {
		rs.Update(cmd())
	}
}

// noShowdown: the computer raises before the flop and bets the flop and
// the turn; the human calls, then folds: the computer's cards are never
// known.
const noShowdown = `Poker Game, Hand #7 – 10/20 – Fixed Limit Hold'em
Seat 1: Human (1,500)
Seat 2: Computer (1,500)
Human posts the small blind of 10
Computer posts the big blind of 20
The button is in seat #1
*** HOLE CARDS ***
Dealt to Human [Qh Jh]
Human raises to 40
Computer raises to 60
Human calls 20
*** FLOP *** [9h 8c 2d]
Computer bets 20
Human calls 20
*** TURN *** [9h 8c 2d] [Kc]
Computer bets 40
Human folds
Uncalled bet (40) returned to Computer
Computer collected 160 from pot
*** SUMMARY ***
Total pot 160
Board: [9h 8c 2d Kc]
Seat 1: Human (button) folded on the Turn
Seat 2: Computer collected (160)
`

// TestEquityAgainstTheModel: without a showdown the hero's equity is
// against the range the opponent model gives after the opponent's actions
// so far, and the line says which: a random hand at first, the best 60 %
// after the raise, the best 36 % after the bet on the flop; none once the
// hero has folded.
func TestEquityAgainstTheModel(t *testing.T) {
	tuitest.Isolate(t)
	r, err := handhistory.Parse([]byte(noShowdown))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := New(tuitest.Context(), "test", r, nil)
	if err != nil {
		t.Fatal(err)
	}
	rs.width, rs.height = 80, 22
	at := func(keep func(f frame) bool) int {
		for i, f := range rs.hand.frames {
			if keep(f) {
				return i
			}
		}
		t.Fatal("no such step")
		return 0
	}
	hero := r.Players[0].Hole
	for _, tt := range []struct {
		name  string
		step  int
		words string
		pct   float64 // the model's range, 0 for a random hand
	}{
		{"the blinds", 2, "against a random hand", 0},
		{"the re-raise", at(func(f frame) bool { return f.acted == 4 }), "against the best 60 % of hands (1 raise)", 60},
		{"the flop bet", at(func(f frame) bool { return f.acted == 6 }), "against the best 36 % of hands (2 raises)", 36},
		{"the turn", at(func(f frame) bool { return len(f.board) == 4 && f.action == -1 }), "against the best 36 % of hands (2 raises)", 36},
		{"the turn bet", at(func(f frame) bool { return f.acted == 8 }), "against the best 22 % of hands (3 raises)", 21.6},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rs.at = tt.step
			settle(t, rs)
			v := rs.View()
			f := rs.hand.frames[tt.step]
			opp := equity.Random()
			if tt.pct > 0 {
				opp = equity.Top(tt.pct)
			}
			o := equityOptions
			job, _ := rs.job(f)
			o.Seed = job.seed
			res, err := equity.Calculate(t.Context(), equity.Spot{Players: []equity.Range{equity.HandRange(hero), opp}, Board: f.board}, o)
			if err != nil {
				t.Fatal(err)
			}
			want := thousands.Fixed(100*res.Players[0].Equity, 1) + "%"
			if !strings.Contains(v, tt.words) || !strings.Contains(v, "Human Q♥ J♥ "+want) {
				t.Errorf("step %d: want %q and %s in\n%s", tt.step, tt.words, want, v)
			}
		})
	}
	rs.at = rs.last()
	if l := rs.equityLine(rs.at); l != "" {
		t.Errorf("the hero folded, yet an equity line: %q", l)
	}
	// Asked for once: the line is kept, and asked for no more.
	rs.at = 2
	if cmd := rs.wantEquity(); cmd != nil {
		t.Error("the equity of step 2 is worked out again")
	}
	// A line for another hand (n moved on) is dropped.
	n := len(rs.equity)
	rs.Update(equityMsg{s: rs, hand: &handFrames{}, key: "x", line: "stale"})
	if len(rs.equity) != n {
		t.Error("a stale equity line was kept")
	}
}
