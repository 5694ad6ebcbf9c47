package hub

// The hub's own rules, tested on the hub itself (the SSH tests in
// server play them end to end): only the host starts a table, each
// seat sees only what it may, and a seat is never given twice.

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/camelup"
	"parlor/poker"
)

// rulesHub is a hub without saves whose clock-driven steps wait an hour,
// so that a test moves the games on itself.
func rulesHub(t *testing.T) *Hub {
	t.Helper()
	dirs := t.TempDir()
	h, err := New(Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 20,
		SeatHold: time.Minute, Pause: time.Hour, BotDelay: time.Hour, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown) // the names are written before the folder goes
	return h
}

// raceBet is the event of seat's race bet in log, nil if none.
func raceBet(log []camelup.Event, seat int) *camelup.Event {
	for i, e := range log {
		if (e.Kind == camelup.EventWinnerBet || e.Kind == camelup.EventLoserBet) && e.Seat == seat {
			return &log[i]
		}
	}
	return nil
}

// cardsOf is every card a seat's view of a hand holds: its own, the
// board, the other's once shown, and those of its log's events.
func cardsOf(v *poker.SeatView) []poker.Card {
	cards := append(v.Hole[:], v.Board...)
	if v.OpponentShown {
		cards = append(cards, v.Opponent[:]...)
	}
	for i := range v.Log {
		cards = append(cards, v.Log[i].CardList()...)
	}
	return cards
}

// TestOnlyHostStarts: a guest at the table and a player in the lobby
// cannot start a table's game, and their attempt changes nothing; the
// host can.
func TestOnlyHostStarts(t *testing.T) {
	h := rulesHub(t)
	ana, bob, cy := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob"), enter(t, h, "kc", "cy")
	if err := h.Create(ana, TableSpec{Kind: CamelUpGame, People: 3, Option: CamelUpGame.Setting().Default}); err != nil {
		t.Fatal(err)
	}
	if err := h.Join(bob, 1); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		who  string
		c    *Conn
		want string
	}{
		{"a guest at the table", bob, "only the table's host starts the game"},
		{"a player in the lobby", cy, "you sit at no table"},
	} {
		t.Run(tt.who, func(t *testing.T) {
			err := h.Start(tt.c)
			if err == nil || err.Error() != tt.want {
				t.Errorf("Start(%s) = %v, want %q", tt.c.name, err, tt.want)
			}
			if tv := h.Snapshot(ana).Table; tv == nil || tv.Started {
				t.Fatalf("after Start(%s) the table is %+v, want it waiting", tt.c.name, tv)
			}
			if row := h.Snapshot(cy).Lobby[0]; row.State != "1 open seat(s)" || row.Host != "ana" {
				t.Errorf("after Start(%s) the lobby row is %+v, want ana's table with 1 open seat", tt.c.name, row)
			}
		})
	}
	t.Run("the host", func(t *testing.T) {
		if err := h.Start(ana); err != nil {
			t.Fatalf("Start(ana) = %v", err)
		}
		if tv := h.Snapshot(bob).Table; tv == nil || !tv.Started || tv.Host {
			t.Fatalf("bob's table after ana's start: %+v, want started, bob not its host", tv)
		}
		if err := h.Start(ana); err == nil {
			t.Error("a second Start(ana) succeeded")
		}
	})
}

// TestCamelLogPerSeat: each seat's screen shows its own race bets and
// only that the others placed one: never their camels, in the log or
// anywhere else, until the race is over.
func TestCamelLogPerSeat(t *testing.T) {
	h := rulesHub(t)
	ana, bob := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob")
	if err := h.Create(ana, TableSpec{Kind: CamelUpGame, People: 2, Option: CamelUpGame.Setting().Default}); err != nil {
		t.Fatal(err)
	}
	if err := h.Join(bob, 1); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	type bet struct {
		c     *Conn
		camel camelup.Camel
		kind  camelup.ActionKind
		side  string
	}
	bets := []bet{{ana, camelup.Camel(0), camelup.WinnerBet, "win"}, {bob, camelup.Camel(1), camelup.LoserBet, "lose"}}
	for _, b := range bets {
		if !h.Snapshot(b.c).Table.MyTurn {
			t.Fatalf("%s is not to act", b.c.name)
		}
		if err := h.Act(b.c, CamelUpMove{camelup.Bet(b.kind, b.camel)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, mine := range bets {
		t.Run(mine.c.name, func(t *testing.T) {
			tv := h.Snapshot(mine.c).Table
			if tv == nil || tv.CamelUp == nil {
				t.Fatalf("%s's snapshot holds no race: %+v", mine.c.name, tv)
			}
			v := tv.CamelUp.View
			if own := append(slices.Clone(v.MyWinnerBets), v.MyLoserBets...); !slices.Equal(own, []camelup.Camel{mine.camel}) {
				t.Errorf("%s's own race bets are %v, want [%v]", mine.c.name, own, mine.camel)
			}
			for _, b := range bets {
				want := camelup.NoCamel // another's race bet: who placed it, never on what
				if b.c == mine.c {
					want = b.camel
				}
				if e := raceBet(tv.CamelUp.Log, b.c.seat); e == nil || e.Camel != want {
					t.Errorf("%s's log has %s's race bet as %+v, want it on %v", mine.c.name, b.c.name, e, want)
				}
			}
		})
	}
}

// TestHoldemHolePerSeat plays hands between two people: at every decision
// each screen shows its own hole cards and never the other's, and a hand
// won by a fold leaves them hidden after it, too.
func TestHoldemHolePerSeat(t *testing.T) {
	h := rulesHub(t)
	ana, bob := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob")
	if err := h.Create(ana, TableSpec{Kind: HoldemGame, People: 2}); err != nil {
		t.Fatal(err)
	}
	if err := h.Join(bob, 1); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	people := [2]*Conn{ana, bob}
	// check compares each seat's view of the hand with the hole cards of
	// hand: a hand in play shows each seat its own; the other's only when
	// shown says so.
	check := func(hand int, running bool, hole [2][2]poker.Card, shown [2]bool) {
		t.Helper()
		for seat, c := range people {
			tv := h.Snapshot(c).Table
			if tv == nil || tv.Holdem == nil || tv.Holdem.Dealing {
				t.Fatalf("hand %d: %s's snapshot holds no hand: %+v", hand, c.name, tv)
			}
			v := &tv.Holdem.Hand
			if running && (v.Seat != seat || v.Hole != hole[seat]) {
				t.Fatalf("hand %d: %s's view is seat %d's, holding %v; want seat %d's, holding %v", hand, c.name, v.Seat, v.Hole, seat, hole[seat])
			}
			if shown[1-seat] {
				continue
			}
			seen := cardsOf(v)
			for _, card := range hole[1-seat] {
				if slices.Contains(seen, card) {
					t.Fatalf("hand %d: %s's view holds %s's hole card %v: %+v", hand, c.name, people[1-seat].name, card, v)
				}
			}
		}
	}
	const hands = 4
	folds, decisions := 0, 0
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		var hand int
		var between, over bool
		var hole [2][2]poker.Card
		var shown [2]bool
		atHoldem(t, h, func(tb *table, g *holdem) {
			hand, between, over = g.m.HandNumber(), g.between(), g.over()
			gm := g.m.Game()
			hole = [2][2]poker.Card{gm.Hole(0), gm.Hole(1)}
			shown = [2]bool{gm.Shown(0), gm.Shown(1)}
		})
		if over || between && hand >= hands {
			break
		}
		if hand > 0 {
			check(hand, !between, hole, shown)
		}
		if between {
			atHoldem(t, h, func(tb *table, g *holdem) {
				tb.pending = false
				g.next()
				tb.step()
			})
			continue
		}
		for _, c := range people {
			if !h.Snapshot(c).Table.MyTurn {
				continue
			}
			decisions++
			key := 'c'
			if hand%2 == 0 { // every other hand is won by a fold, at once
				key = 'F'
				folds++
			}
			if err := h.Act(c, HoldemMove{Key: key}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if folds == 0 || decisions < hands {
		t.Fatalf("%d decisions, %d folds: the hands were not played", decisions, folds)
	}
	t.Logf("%d decisions checked, %d hands won by a fold", decisions, folds)
}

// TestSeatPerKey: a key holds one seat at a table. A second connection of
// the key that joins the table takes its seat over, as connecting again
// does (the first connection is closed), and leaves the open seat to
// another player: one person never plays two hands at a table.
func TestSeatPerKey(t *testing.T) {
	for _, tt := range []struct {
		name string
		spec TableSpec
	}{
		{"Hold'em", TableSpec{Kind: HoldemGame, People: 2}},
		{"White Elephant", TableSpec{Kind: ElephantGame, People: 3, Option: ElephantGame.Setting().Default}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := rulesHub(t)
			first := enter(t, h, "ka", "ana")
			if err := h.Create(first, tt.spec); err != nil {
				t.Fatal(err)
			}
			second := enter(t, h, "ka", "ana")
			if err := h.Join(second, 1); err != nil {
				t.Fatal(err)
			}
			if tv := h.Snapshot(second).Table; tv == nil || tv.Seat != 0 || !tv.Host {
				t.Fatalf("the second connection's table: %+v, want the first seat, the host's", tv)
			}
			if s := h.Snapshot(first); s.Table != nil || !strings.Contains(s.Bye, "you connected again from elsewhere") {
				t.Errorf("the first connection: table %+v, bye %q; want it closed", s.Table, s.Bye)
			}
			want := fmt.Sprintf("%d open seat(s)", tt.spec.People-1)
			if row := h.Snapshot(second).Lobby[0]; row.State != want {
				t.Errorf("the table after the second connection joined: %q, want %q", row.State, want)
			}
			bob := enter(t, h, "kb", "bob")
			if err := h.Join(bob, 1); err != nil {
				t.Fatalf("bob cannot take the open seat: %v", err)
			}
			if tv := h.Snapshot(bob).Table; tv == nil || tv.Seat != 1 {
				t.Errorf("bob's table: %+v, want the second seat", tv)
			}
		})
	}
}

// TestSeatGivenOnce: connections that race to join one open seat get it
// once between them, and one connection that races to two tables sits at
// one (run with -race).
func TestSeatGivenOnce(t *testing.T) {
	const racers = 8
	t.Run("one seat, many players", func(t *testing.T) {
		for round := range 20 {
			h := rulesHub(t)
			host := enter(t, h, "host", "host")
			if err := h.Create(host, TableSpec{Kind: HoldemGame, People: 2}); err != nil {
				t.Fatal(err)
			}
			conns := make([]*Conn, racers)
			for i := range conns {
				conns[i] = enter(t, h, fmt.Sprintf("k%d", i), fmt.Sprintf("p%d", i))
			}
			errs := make([]error, racers)
			race(racers, func(i int) { errs[i] = h.Join(conns[i], 1) })
			var seated []string
			for i, err := range errs {
				if err == nil {
					seated = append(seated, conns[i].name)
				} else if !strings.HasPrefix(err.Error(), "that table has no open seat:") {
					t.Errorf("round %d: Join(%s) = %v", round, conns[i].name, err)
				}
			}
			if len(seated) != 1 {
				t.Fatalf("round %d: %v joined the one open seat", round, seated)
			}
			atTable(t, h, func(tb *table) {
				if s := tb.seats[1]; s.name != seated[0] || s.conn == nil || s.conn.seat != 1 || s.conn.t != tb {
					t.Errorf("round %d: seat 2 is %+v, want %s", round, s, seated[0])
				}
				for _, c := range conns {
					if (c.t != nil) != (c.name == seated[0]) {
						t.Errorf("round %d: %s sits at %v", round, c.name, c.t)
					}
				}
			})
		}
	})
	t.Run("one player, two tables", func(t *testing.T) {
		for round := range 20 {
			h := rulesHub(t)
			a, b, c := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob"), enter(t, h, "kc", "cy")
			for _, host := range []*Conn{a, b} {
				if err := h.Create(host, TableSpec{Kind: HoldemGame, People: 2}); err != nil {
					t.Fatal(err)
				}
			}
			errs := make([]error, 2)
			race(2, func(i int) { errs[i] = h.Join(c, i+1) })
			if (errs[0] == nil) == (errs[1] == nil) {
				t.Fatalf("round %d: joins of cy to both tables: %v", round, errs)
			}
			open := 0
			for _, row := range h.Snapshot(c).Lobby {
				if row.State == "1 open seat(s)" {
					open++
				}
			}
			if open != 1 {
				t.Errorf("round %d: %d tables keep their open seat, want 1", round, open)
			}
		}
	})
}

// race runs f(0)…f(n-1) on n goroutines let go at once, and waits.
func race(n int, f func(i int)) {
	var ready, done sync.WaitGroup
	gate := make(chan struct{})
	ready.Add(n)
	for i := range n {
		done.Go(func() {
			ready.Done()
			<-gate
			f(i)
		})
	}
	ready.Wait()
	close(gate)
	done.Wait()
}
