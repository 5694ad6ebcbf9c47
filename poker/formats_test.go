package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSitAndGoRandomPlay plays sit-and-gos of 2 to 9 random players: the
// chips are conserved hand by hand, the places are 1 to n each once, in
// the order the players went out, the blinds follow LevelOf, and the cap
// holds until two are left.
func TestSitAndGoRandomPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 4))
	events := 0
	for game := range 120 {
		n := 2 + game%8
		names := make([]string, n)
		s, err := NewSitAndGo(SitAndGoConfig{Names: names, Button: 1 + r.IntN(n), Rand: r})
		if err != nil {
			t.Fatal(err)
		}
		var order []int // chairs in the order they finished, last place first
		for !s.Over() {
			if err := s.Deal(); err != nil {
				t.Fatal(err)
			}
			tb := s.Table()
			lv := LevelOf(s.HandNumber())
			if sb, bb := tb.Blinds(); sb != lv.SmallBlind || bb != lv.BigBlind {
				t.Fatalf("hand %d blinds %d/%d, want %v", s.HandNumber(), sb, bb, lv)
			}
			if want := s.Left() > 2; tb.capRule == CapNever == want {
				t.Fatalf("%d left: cap rule %d", s.Left(), tb.capRule)
			}
			for !tb.Over() {
				legal := tb.Legal()
				if err := s.Act(tb.ToAct(), playful(r, legal)); err != nil {
					t.Fatal(err)
				}
			}
			total := 0
			for _, c := range s.Stacks() {
				total += c
			}
			if total != n*StartingStack {
				t.Fatalf("game %d hand %d: %d chips, want %d", game, s.HandNumber(), total, n*StartingStack)
			}
			for _, e := range tb.Events() {
				if e.Kind == EventFinish {
					order = append(order, e.Chair)
					if e.Amount != n+1-len(order) {
						t.Fatalf("game %d: chair %d finished %d, want %d", game, e.Chair, e.Amount, n+1-len(order))
					}
					events++
				}
			}
		}
		places := s.Places()
		got := slices.Clone(places[1 : n+1])
		slices.Sort(got)
		for i, p := range got {
			if p != i+1 {
				t.Fatalf("game %d: places %v", game, places[1:n+1])
			}
		}
		if len(order) != n || places[order[n-1]] != 1 {
			t.Fatalf("game %d: finish events %v, places %v", game, order, places)
		}
		if err := s.Deal(); !errors.Is(err, ErrMatchOver) {
			t.Errorf("Deal after the end = %v, want ErrMatchOver", err)
		}
	}
	if events == 0 {
		t.Fatal("no finishes")
	}
}

// TestSitAndGoSameHandBusts: two players out in one hand finish in the
// order of their stacks at its start.
func TestSitAndGoSameHandBusts(t *testing.T) {
	s, err := NewSitAndGo(SitAndGoConfig{Names: []string{"A", "B", "C", "D"}, Stack: 100,
		Deck: func(int) *Deck {
			c, _ := ParseCards("2c 3c As Ad 7h 2d 3d Ah Ac 7s Ks Qd Jh 9c 8c")
			return DeckOf(c...)
		}})
	if err != nil {
		t.Fatal(err)
	}
	s.stacks[2], s.stacks[3], s.stacks[4] = 60, 50, 190 // still 400 in all
	if err := s.Deal(); err != nil {
		t.Fatal(err)
	}
	tb := s.Table()
	for !tb.Over() { // everyone calls or raises to the end
		l := tb.Legal()
		if err := s.Act(tb.ToAct(), l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
	}
	// Chair 1 wins every pot; chairs 2 (60 at the start) and 3 (50) are
	// out in the same hand: chair 2 finishes third, chair 3 fourth.
	places := s.Places()
	if places[2] != 3 || places[3] != 4 || places[1] != 0 || places[4] != 0 || s.Left() != 2 {
		t.Fatalf("places %v, left %d; want chair 2 third, chair 3 fourth (stacks %v)", places[1:5], s.Left(), s.Stacks())
	}
	var order []int
	for _, e := range tb.Events() {
		if e.Kind == EventFinish {
			order = append(order, e.Chair, e.Amount)
		}
	}
	if fmt.Sprint(order) != "[3 4 2 3]" {
		t.Errorf("finish events (chair, place) %v, want [3 4 2 3]", order)
	}
}

func TestRingGameJoinLeaveAndTopUp(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 5))
	g, err := NewRingGame(RingConfig{Chairs: 6, Rand: r})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err == nil {
		t.Fatal("Deal with nobody seated succeeded")
	}
	for _, c := range []int{1, 3, 4} {
		if err := g.Sit(c, fmt.Sprint("P", c)); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Sit(3, "again"); !errors.Is(err, ErrBadSeat) {
		t.Errorf("Sit in a taken chair = %v, want ErrBadSeat", err)
	}
	for hand := range 3000 {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		tb := g.Table()
		for c := 1; c <= 6; c++ {
			if g.Seated(c) && tb.StartStacks()[c] < StartingStack {
				t.Fatalf("hand %d: chair %d starts with %d, want a stack topped up to %d", hand, c, tb.StartStacks()[c], StartingStack)
			}
		}
		if err := g.Sit(2, "late"); !errors.Is(err, ErrHandRunning) && tb.Over() == false {
			t.Fatalf("Sit during a hand = %v", err)
		}
		for !tb.Over() {
			if err := g.Act(tb.ToAct(), playful(r, tb.Legal())); err != nil {
				t.Fatal(err)
			}
		}
		// Chips: what the seated hold equals what they bought, plus what
		// those who left took away, less nothing: the table makes no chips.
		var held, bought int
		st, b := g.Stacks(), g.Bought()
		for c := 1; c <= 6; c++ {
			held += st[c]
			bought += b[c]
		}
		if held+g.cashed != bought {
			t.Fatalf("hand %d: held %d + cashed %d, bought %d", hand, held, g.cashed, bought)
		}
		// Players come and go between hands.
		c := 1 + r.IntN(6)
		if g.Seated(c) && r.IntN(3) == 0 {
			n := 0
			for d := 1; d <= 6; d++ {
				if g.Seated(d) {
					n++
				}
			}
			if n > 2 {
				if err := g.Leave(c); err != nil {
					t.Fatal(err)
				}
			}
		} else if !g.Seated(c) {
			if err := g.Sit(c, fmt.Sprint("P", c)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
