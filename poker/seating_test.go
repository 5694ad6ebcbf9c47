package poker

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

func liveSet(chairs ...int) *[MaxChairs + 1]bool {
	var l [MaxChairs + 1]bool
	for _, c := range chairs {
		l[c] = true
	}
	return &l
}

func TestSeatingBusts(t *testing.T) {
	tests := []struct {
		name   string
		chairs int
		hands  [][]int // the live chairs of each hand
		want   []string
	}{
		{"four live, the blinds move on", 4, [][]int{{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 3 bb 4", "button 3 sb 4 bb 1"}},
		// The small blind busts: next hand the button is dead in its chair.
		{"the small blind busts", 4, [][]int{{1, 2, 3, 4}, {1, 3, 4}, {1, 3, 4}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 3 bb 4", "button 3 sb 4 bb 1"}},
		// The big blind busts: no small blind next hand.
		{"the big blind busts", 4, [][]int{{1, 2, 3, 4}, {1, 2, 4}, {1, 2, 4}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 0 bb 4", "button 3 sb 4 bb 1"}},
		{"the button busts", 4, [][]int{{1, 2, 3, 4}, {2, 3, 4}, {2, 3, 4}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 3 bb 4", "button 3 sb 4 bb 2"}},
		{"two bust at once", 5, [][]int{{1, 2, 3, 4, 5}, {1, 4, 5}, {1, 4, 5}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 0 bb 4", "button 3 sb 4 bb 5"}},
		// 3 to 2 (TDA 34-B): heads-up the button posts the small blind and
		// nobody posts the big blind twice in a row.
		{"3 to 2, the button busts", 3, [][]int{{1, 2, 3}, {2, 3}, {2, 3}},
			[]string{"button 1 sb 2 bb 3", "button 3 sb 3 bb 2", "button 2 sb 2 bb 3"}},
		{"3 to 2, the small blind busts", 3, [][]int{{1, 2, 3}, {1, 3}, {1, 3}},
			[]string{"button 1 sb 2 bb 3", "button 3 sb 3 bb 1", "button 1 sb 1 bb 3"}},
		{"3 to 2, the big blind busts", 3, [][]int{{1, 2, 3}, {1, 2}, {1, 2}},
			[]string{"button 1 sb 2 bb 3", "button 2 sb 2 bb 1", "button 1 sb 1 bb 2"}},
		{"heads-up from the start", 2, [][]int{{1, 2}, {1, 2}},
			[]string{"button 1 sb 1 bb 2", "button 2 sb 2 bb 1"}},
		{"empty chairs are no positions", 9, [][]int{{2, 5, 8}, {2, 5, 8}, {2, 5, 8}},
			[]string{"button 1 sb 2 bb 5", "button 2 sb 5 bb 8", "button 5 sb 8 bb 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Seating
			for i, live := range tt.hands {
				b, sb, bb := s.Place(tt.chairs, liveSet(live...), 1)
				if got := fmt.Sprintf("button %d sb %d bb %d", b, sb, bb); got != tt.want[i] {
					t.Errorf("hand %d: %s, want %s", i+1, got, tt.want[i])
				}
			}
		})
	}
}

// TestSeatingRandomBusts plays 1,000 random bust sequences: nobody posts
// the big blind twice in a row, nobody skips it (the big blind never passes
// a player live in both hands), a small blind is live, and heads-up the
// button posts it.
func TestSeatingRandomBusts(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 1))
	for seq := range 1000 {
		chairs := 2 + r.IntN(MaxChairs-1)
		var live [MaxChairs + 1]bool
		for c := 1; c <= chairs; c++ {
			live[c] = true
		}
		n := chairs
		var s Seating
		lastBB := 0
		var prev [MaxChairs + 1]bool
		for hand := 0; n >= 2; hand++ {
			b, sb, bb := s.Place(chairs, &live, 1+r.IntN(chairs))
			where := fmt.Sprintf("sequence %d hand %d (live %v): button %d sb %d bb %d", seq, hand, live[1:chairs+1], b, sb, bb)
			switch {
			case !live[bb]:
				t.Fatalf("%s: the big blind is not live", where)
			case sb != 0 && (!live[sb] || sb == bb):
				t.Fatalf("%s: bad small blind", where)
			case n == 2 && (b != sb || sb == 0):
				t.Fatalf("%s: heads-up the button posts the small blind", where)
			case lastBB != 0 && bb == lastBB:
				t.Fatalf("%s: the big blind twice in a row", where)
			}
			if lastBB != 0 {
				for c := lastBB%chairs + 1; c != bb; c = c%chairs + 1 {
					if live[c] && prev[c] {
						t.Fatalf("%s: chair %d skipped the big blind", where, c)
					}
				}
			}
			lastBB, prev = bb, live
			// Bust some players, never all.
			for c := 1; c <= chairs; c++ {
				if live[c] && n > 1 && r.IntN(5) == 0 {
					live[c] = false
					n--
				}
			}
		}
	}
}

// TestSmallBlindBustsOldButtonLastTwice: hand 1 at four chairs has the
// button on chair 1; its small blind (chair 2) busts; in hand 2 the button
// is dead in chair 2 and chair 1 acts last after the flop again.
func TestSmallBlindBustsOldButtonLastTwice(t *testing.T) {
	var s Seating
	r := rand.New(rand.NewPCG(36, 7))
	var lastAfterFlop []int
	for hand, live := range [][]int{{1, 2, 3, 4}, {1, 3, 4}} {
		b, sb, bb := s.Place(4, liveSet(live...), 1)
		cfg := TableConfig{Number: hand + 1, SmallBlind: 10, BigBlind: 20, Chairs: 4, Button: b,
			SmallBlindChair: sb, BigBlindChair: bb, Cap: CapAlways, Rand: r}
		for _, c := range live {
			cfg.Stacks[c] = 1500
		}
		var tb Table
		if err := tb.Deal(cfg); err != nil {
			t.Fatal(err)
		}
		for tb.Street() == Preflop { // everyone calls, the big blind checks
			if err := tb.Act(tb.ToAct(), tb.Legal()[1]); err != nil {
				t.Fatal(err)
			}
		}
		last := 0
		for tb.Street() == Flop {
			last = tb.ToAct()
			if err := tb.Act(last, Action{Kind: Check}); err != nil {
				t.Fatal(err)
			}
		}
		lastAfterFlop = append(lastAfterFlop, last)
		if hand == 1 && (b != 2 || tb.In(2)) {
			t.Errorf("hand 2: button %d, want dead in chair 2", b)
		}
	}
	if fmt.Sprint(lastAfterFlop) != "[1 1]" {
		t.Errorf("last to act on the flop: %v, want chair 1 both hands", lastAfterFlop)
	}
}
