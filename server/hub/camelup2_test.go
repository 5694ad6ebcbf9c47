package hub

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"parlor/camelup/second"
)

// camel2Hub is a hub where ana opens a second-edition Camel Up table with
// bob and a computer (legwise, one of the second edition's bots, which the
// form offers with that edition), and starts it.
func camel2Hub(t *testing.T, dirs string) (*Hub, *Conn, *Conn) {
	t.Helper()
	cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
		MaxPlayers: 4, SeatHold: time.Minute, Seed: 5}
	return anaAndBob(t, cfg, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "legwise", Option: secondRules}, nil)
}

// playCamel2 plays ana's and bob's turns (a winner card each first, then
// leg tickets and pyramid tickets) until moves are made, or the race is
// over for moves < 0, and returns ana's table then.
func playCamel2(t *testing.T, h *Hub, people []*Conn, moves int) *TableView {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for made := 0; time.Now().Before(deadline); {
		for i, c := range people {
			tv := h.Snapshot(c).Table
			switch {
			case tv == nil:
				t.Fatal("not at the table")
			case tv.Finished || (moves >= 0 && made == moves && tv.MyTurn):
				return h.Snapshot(people[0]).Table
			case tv.MyTurn:
				v := tv.CamelUp2.View
				a := second.Move()
				switch {
				case v.Played == 0:
					a = second.Bet(second.WinnerCard, second.Camel(i))
				case len(tv.CamelUp2.Log)%3 == 0 && v.TicketValue(second.Red) > 0:
					a = second.Bet(second.LegBet, second.Red)
				}
				if err := h.Act(c, CamelUp2Move{a}); err != nil {
					t.Fatal(err)
				}
				made++
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the race did not come to the point in time")
	return nil
}

// TestCamel2Served: a second-edition table plays a whole race; each seat
// sees its own finish card and only that the other played one, and a
// contest move is refused there.
func TestCamel2Served(t *testing.T) {
	h, ana, bob := camel2Hub(t, t.TempDir())
	if tv := h.Snapshot(ana).Table; tv.CamelUp2 == nil || tv.CamelUp != nil || !strings.Contains(tv.Prompt, "a number or ↑/↓ chooses, enter plays") {
		t.Fatalf("ana's table: %+v", tv)
	}
	if err := h.Act(bob, CamelUp2Move{second.Move()}); err == nil {
		t.Error("bob acted out of turn")
	}
	if err := h.Act(ana, CamelUpMove{}); err == nil {
		t.Error("a contest move was taken at a second-edition table")
	}
	tv := playCamel2(t, h, []*Conn{ana, bob}, 2)
	for i, c := range []*Conn{ana, bob} {
		v := h.Snapshot(c).Table.CamelUp2
		if !reflect.DeepEqual(v.View.MyWinners, []second.Camel{second.Camel(i)}) {
			t.Errorf("%s's own winner cards: %v", c.name, v.View.MyWinners)
		}
		for _, e := range v.Log {
			if e.Kind == second.EventWinnerCard && e.Seat != i && e.Camel != second.NoCamel {
				t.Errorf("%s's log shows another's card on %v", c.name, e.Camel)
			}
		}
	}
	if tv.CamelUp2.View.Players != 3 {
		t.Errorf("%d players, want 3", tv.CamelUp2.View.Players)
	}
	if err := (TableSpec{Kind: CamelUpGame, People: 1, Computers: 1, Bot: "bogart", Option: secondRules}).Check(); err == nil {
		t.Error("a second-edition table took the contest's bogart")
	}
	end := playCamel2(t, h, []*Conn{ana, bob}, -1)
	if !end.CamelUp2.View.Over || !strings.Contains(end.CamelUp2.Result, "win") {
		t.Errorf("the race's end: over %v, result %q", end.CamelUp2.View.Over, end.CamelUp2.Result)
	}
}

// TestCamel2Resumes: a second-edition table stopped by Shutdown comes back
// in a new hub as it was, and ends as the same race played without a
// break.
func TestCamel2Resumes(t *testing.T) {
	dirs := t.TempDir()
	h, ana, bob := camel2Hub(t, dirs)
	before := playCamel2(t, h, []*Conn{ana, bob}, 6)
	h.Shutdown()

	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	ana2, err := h2.Connect("ka", "ana")
	if err != nil {
		t.Fatal(err)
	}
	bob2, err := h2.Connect("kb", "bob")
	if err != nil {
		t.Fatal(err)
	}
	after := h2.Snapshot(ana2).Table
	if after == nil || after.CamelUp2 == nil || !reflect.DeepEqual(after.CamelUp2.View, before.CamelUp2.View) {
		t.Fatalf("the race after the restart:\n%+v\nbefore:\n%+v", after, before.CamelUp2)
	}
	end := playCamel2(t, h2, []*Conn{ana2, bob2}, -1)
	h2.Shutdown()

	h3, a3, b3 := camel2Hub(t, t.TempDir())
	want := playCamel2(t, h3, []*Conn{a3, b3}, -1)
	h3.Shutdown()
	if !reflect.DeepEqual(end.CamelUp2.View.Coins, want.CamelUp2.View.Coins) || end.CamelUp2.Result != want.CamelUp2.Result {
		t.Errorf("the resumed race ends %v %q; without a break %v %q", end.CamelUp2.View.Coins, end.CamelUp2.Result, want.CamelUp2.View.Coins, want.CamelUp2.Result)
	}
}

// TestCamel2WatcherAndTaker: a watcher sees the race from no seat, no
// finish card's camel; a person who leaves has a computer play their seat
// (the second edition's: the table's first bot is the contest's player0),
// and the race goes on to its end.
func TestCamel2WatcherAndTaker(t *testing.T) {
	dirs := t.TempDir()
	cfg := Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 4, SeatHold: time.Minute, Seed: 3}
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "leader", Option: secondRules}, nil)
	defer h.Shutdown()
	if err := h.Act(ana, CamelUp2Move{second.Bet(second.WinnerCard, second.Green)}); err != nil {
		t.Fatal(err)
	}
	cy := enter(t, h, "kc", "cy")
	if err := h.Watch(cy, h.Snapshot(ana).Table.ID); err != nil {
		t.Fatal(err)
	}
	v := h.Snapshot(cy).Table.CamelUp2
	if v == nil || v.View.Seat != -1 || v.View.MyWinners != nil || v.View.Played != 0 {
		t.Fatalf("cy's view: %+v", v)
	}
	for _, e := range v.Log {
		if e.Kind == second.EventWinnerCard && e.Camel != second.NoCamel {
			t.Errorf("cy sees ana's card on %v", e.Camel)
		}
	}
	h.Leave(bob)
	end := playCamel2(t, h, []*Conn{ana}, -1)
	if !end.CamelUp2.View.Over {
		t.Error("the race did not end with a computer in bob's seat")
	}
}
