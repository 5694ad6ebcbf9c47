package poker

import (
	"reflect"
	"testing"
)

func TestSeatViewHidesTheOpponentUntilShown(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	for seat := range 2 {
		v := g.View(seat)
		if v.Hole != g.Hole(seat) || v.OpponentShown || v.Opponent != ([2]Card{}) {
			t.Errorf("seat %d: hole %v opponent %v shown %v", seat, v.Hole, v.Opponent, v.OpponentShown)
		}
		for _, e := range v.Log {
			if e.Kind == EventDeal && e.Seat != seat {
				t.Errorf("seat %d sees the opponent's deal %v", seat, e.CardList())
			}
		}
		if v.MyTurn != (seat == 0) || (len(v.Legal) > 0) != v.MyTurn {
			t.Errorf("seat %d: MyTurn %v Legal %v", seat, v.MyTurn, v.Legal)
		}
	}
	v := g.View(0)
	want := SeatView{Seat: 0, Button: 0, Names: g.Names(), Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20,
		BetSize: 20, Street: Preflop, Hole: g.Hole(0), Stacks: [2]int{1490, 1480}, Bets: [2]int{10, 20},
		Pot: 30, Owed: 10, ToAct: 0, MyTurn: true, Legal: g.Legal(), Log: v.Log}
	want.src, want.serial, want.seen = v.src, v.serial, v.seen
	if !reflect.DeepEqual(v, want) {
		t.Errorf("View(0) =\n%+v\nwant\n%+v", v, want)
	}
	play(t, g, "rc b")
	v = g.View(0)
	if v.Street != Flop || len(v.Board) != 3 || v.Owed != 20 || v.Raises(Preflop) != 1 || v.Raises(Flop) != 1 || !v.InPosition() || !v.MyTurn {
		t.Errorf("seat 0 on the flop: street %v board %v owed %d raises %d/%d in position %v my turn %v",
			v.Street, v.Board, v.Owed, v.Raises(Preflop), v.Raises(Flop), v.InPosition(), v.MyTurn)
	}
	if got := v.Actions(nil, Preflop); len(got) != 2 || got[0].Action != Raise || got[1].Action != Call {
		t.Errorf("Actions(pre-flop) = %v", got)
	}
	play(t, g, "c kk kk")
	v = g.View(1)
	if !v.OpponentShown || v.Opponent != g.Hole(0) || !v.Over || v.MyTurn || len(v.Legal) != 0 {
		t.Errorf("after the showdown: opponent %v shown %v over %v", v.Opponent, v.OpponentShown, v.Over)
	}
}

func TestSeatViewAfterAFoldShowsNoCards(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	play(t, g, "rf")
	for seat := range 2 {
		if v := g.View(seat); v.OpponentShown {
			t.Errorf("seat %d sees the opponent's cards after a fold", seat)
		}
	}
	onlooker := g.View(NoSeat)
	if onlooker.Hole != ([2]Card{}) || onlooker.MyTurn {
		t.Errorf("an onlooker sees %v", onlooker.Hole)
	}
	for _, e := range onlooker.Log {
		if e.Kind == EventDeal {
			t.Errorf("an onlooker sees a deal")
		}
	}
}

func TestViewIntoReusesBuffers(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	var v SeatView
	g.ViewInto(0, &v)
	allocs := testing.AllocsPerRun(100, func() { g.ViewInto(0, &v) })
	if allocs != 0 {
		t.Errorf("ViewInto allocates %v times with warm buffers, want 0", allocs)
	}
}

func TestViewIntoCopiesOnlyNewEvents(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	var v [2]SeatView
	check := func(when string) {
		t.Helper()
		for s := range 2 {
			g.ViewInto(s, &v[s])
			if fresh := g.View(s); !reflect.DeepEqual(v[s].Log, fresh.Log) {
				t.Fatalf("%s: seat %d reused log\n%v\nfresh\n%v", when, s, v[s].Log, fresh.Log)
			}
		}
	}
	check("deal")
	for _, a := range "rc kb" {
		play(t, g, string(a))
		check("after " + string(a))
	}
	// A new hand in the same Game starts a new log.
	if err := g.Deal(GameConfig{SmallBlind: 10, BigBlind: 20, Button: 1, Stacks: [2]int{1500, 1500}, Deck: deckOf(t, plainDeck)}); err != nil {
		t.Fatal(err)
	}
	check("next deal")
	// The same view used for the other seat does not keep the first seat's cards.
	g.ViewInto(1, &v[0])
	for _, e := range v[0].Log {
		if e.Kind == EventDeal && e.Seat != 1 {
			t.Fatalf("seat 1's view kept seat 0's deal")
		}
	}
}
