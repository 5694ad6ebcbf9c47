package felt

import (
	"math"
	"slices"
	"testing"

	"parlor/poker"
)

func cards(t *testing.T, s string) []poker.Card {
	t.Helper()
	c, err := poker.ParseCards(s)
	if err != nil {
		t.Fatalf("ParseCards(%q): %v", s, err)
	}
	return c
}

// countEquity is seat 0's equity, hole against other with board, over
// every run-out to the river, each compared with poker.Eval: RunOutOdds'
// figure counted another way.
func countEquity(t *testing.T, hole, other, board []poker.Card) float64 {
	t.Helper()
	var deck []poker.Card
	for _, r := range "23456789TJQKA" {
		for _, s := range "cdhs" {
			c := cards(t, string(r)+string(s))[0]
			if !slices.Contains(hole, c) && !slices.Contains(other, c) && !slices.Contains(board, c) {
				deck = append(deck, c)
			}
		}
	}
	var won, total float64
	var deal func(from int, b []poker.Card)
	deal = func(from int, b []poker.Card) {
		if len(b) == 5 {
			a, o := poker.Eval(append(slices.Clone(hole), b...)), poker.Eval(append(slices.Clone(other), b...))
			switch {
			case a > o:
				won++
			case a == o:
				won += 0.5
			}
			total++
			return
		}
		for i := from; i < len(deck); i++ {
			deal(i+1, append(slices.Clone(b), deck[i]))
		}
	}
	deal(0, slices.Clone(board))
	return won / total
}

// runOutEvents are the events of a hand in which both players' hands are
// turned up when the board holds up cards of board (0, 3, 4 or 5), the
// rest of it dealt after.
func runOutEvents(t *testing.T, hole0, hole1, board string, up int) []poker.Event {
	t.Helper()
	b := cards(t, board)
	street := func(n int) poker.Event {
		e := poker.Event{Kind: poker.EventStreet, Street: map[int]poker.Street{3: poker.Flop, 4: poker.Turn, 5: poker.River}[n], NCards: n}
		copy(e.Cards[:], b[:n])
		return e
	}
	show := func(seat int, hole string) poker.Event {
		e := poker.Event{Kind: poker.EventShow, Seat: seat, NCards: 2}
		copy(e.Cards[:], cards(t, hole))
		return e
	}
	events := []poker.Event{{Kind: poker.EventHandStart, Number: 1}}
	for _, n := range []int{3, 4, 5} {
		if n <= up {
			events = append(events, street(n))
		}
	}
	events = append(events, show(0, hole0), show(1, hole1))
	for _, n := range []int{3, 4, 5} {
		if n > up {
			events = append(events, street(n))
		}
	}
	return append(events, poker.Event{Kind: poker.EventShowdown, Seat: 0}, poker.Event{Kind: poker.EventShowdown, Seat: 1},
		poker.Event{Kind: poker.EventHandEnd, Showdown: true})
}

// TestRunOutOdds: each street of an all-in from the one the hands are
// turned up on to the turn has both seats' equity, exact.
func TestRunOutOdds(t *testing.T) {
	const aa, kk, board = "AhAs", "KcKd", "Kh7c2d9s3h"
	b := cards(t, board)
	tests := []struct {
		name    string
		up      int
		streets []poker.Street
	}{
		{"all-in pre-flop", 0, []poker.Street{poker.Preflop, poker.Flop, poker.Turn}},
		{"all-in on the flop", 3, []poker.Street{poker.Flop, poker.Turn}},
		{"all-in on the turn", 4, []poker.Street{poker.Turn}},
		{"shown at the river", 5, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RunOutOdds(runOutEvents(t, aa, kk, board, tt.up))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.streets) {
				t.Fatalf("RunOutOdds = %+v, want the streets %v", got, tt.streets)
			}
			for i, o := range got {
				dealt := map[poker.Street]int{poker.Preflop: 0, poker.Flop: 3, poker.Turn: 4}[tt.streets[i]]
				want := countEquity(t, cards(t, aa), cards(t, kk), b[:dealt])
				if o.Street != tt.streets[i] || math.Abs(o.Equity[0]-want) > 1e-9 || math.Abs(o.Equity[0]+o.Equity[1]-1) > 1e-9 {
					t.Errorf("odds %d = %+v, want the %v with %.6f for seat 0 and the rest for seat 1", i, o, tt.streets[i], want)
				}
			}
		})
	}
	t.Run("AA against KK, the known figure", func(t *testing.T) {
		got, err := RunOutOdds(runOutEvents(t, aa, kk, board, 0))
		// 81.06 % won, 0.38 % tied (issue 28)
		if want := 0.8106 + 0.0038/2; err != nil || math.Abs(got[0].Equity[0]-want) > 0.0002 {
			t.Errorf("AA's equity pre-flop = %v (%v), want %.4f", got[0].Equity[0], err, want)
		}
	})
	t.Run("no hands turned up", func(t *testing.T) {
		events := runOutEvents(t, aa, kk, board, 0)
		events = slices.DeleteFunc(events, func(e poker.Event) bool { return e.Kind == poker.EventShow })
		if got, err := RunOutOdds(events); len(got) != 0 || err != nil {
			t.Errorf("RunOutOdds without a show = %+v, %v; want none", got, err)
		}
	})
}
