package hub

// The hub's own rules, tested on the hub itself (the SSH tests in
// server play them end to end): only the host starts a table, each
// seat sees only what it may, and a seat is never given twice.

import (
	"fmt"
	"path/filepath"
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

// screen is everything c's snapshot shows of their table, as one text.
func screen(h *Hub, c *Conn) string {
	tv := h.Snapshot(c, look).Table
	if tv == nil {
		return ""
	}
	return strings.Join(append([]string{tv.Body, tv.Prompt, tv.Waiting}, tv.Log...), "\n")
}

// TestOnlyHostStarts: a guest at the table and a player in the lobby
// cannot start a table's game, and their attempt changes nothing; the
// host can.
func TestOnlyHostStarts(t *testing.T) {
	h := rulesHub(t)
	ana, bob, cy := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob"), enter(t, h, "kc", "cy")
	if err := h.Create(ana, TableSpec{Kind: CamelGame, People: 3, Option: CamelGame.Setting().Default}); err != nil {
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
			if tv := h.Snapshot(ana, look).Table; tv == nil || tv.Started {
				t.Fatalf("after Start(%s) the table is %+v, want it waiting", tt.c.name, tv)
			}
			if row := h.Snapshot(cy, look).Lobby[0]; row.State != "1 open seat(s)" || row.Host != "ana" {
				t.Errorf("after Start(%s) the lobby row is %+v, want ana's table with 1 open seat", tt.c.name, row)
			}
		})
	}
	t.Run("the host", func(t *testing.T) {
		if err := h.Start(ana); err != nil {
			t.Fatalf("Start(ana) = %v", err)
		}
		if tv := h.Snapshot(bob, look).Table; tv == nil || !tv.Started || tv.Host {
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
	if err := h.Create(ana, TableSpec{Kind: CamelGame, People: 2, Option: CamelGame.Setting().Default}); err != nil {
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
		if !h.Snapshot(b.c, look).Table.MyTurn {
			t.Fatalf("%s is not to act", b.c.name)
		}
		if err := h.Act(b.c, camelup.Bet(b.kind, b.camel)); err != nil {
			t.Fatal(err)
		}
	}
	for _, mine := range bets {
		t.Run(mine.c.name, func(t *testing.T) {
			text := screen(h, mine.c)
			if want := fmt.Sprintf("%s bet on %s to %s the race", mine.c.name, mine.camel, mine.side); !strings.Contains(text, want) {
				t.Errorf("%s's screen lacks their own bet %q:\n%s", mine.c.name, want, text)
			}
			for _, other := range bets {
				if other.c == mine.c {
					continue
				}
				if want := fmt.Sprintf("%s placed a secret bet on the camel to %s the race", other.c.name, other.side); !strings.Contains(text, want) {
					t.Errorf("%s's screen lacks %q", mine.c.name, want)
				}
				if leak := fmt.Sprintf("%s to %s", other.camel, other.side); strings.Contains(text, leak) {
					t.Errorf("%s's screen shows %s's secret bet (%q):\n%s", mine.c.name, other.c.name, leak, text)
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
	// check compares each screen with the hole cards of hand, as the
	// connection's context draws cards: a hand in play shows each seat its
	// own; the other's only when shown says so.
	check := func(hand int, running bool, hole [2][2]poker.Card, shown [2]bool) {
		t.Helper()
		for seat, c := range people {
			text := screen(h, c)
			for _, card := range hole[seat] {
				if mine := look.Cards().TextRow([]poker.Card{card}); running && !strings.Contains(text, mine) {
					t.Fatalf("hand %d: %s's screen lacks their own card %s:\n%s", hand, c.name, mine, text)
				}
			}
			if shown[1-seat] {
				continue
			}
			for _, card := range hole[1-seat] {
				if theirs := look.Cards().TextRow([]poker.Card{card}); strings.Contains(text, theirs) {
					t.Fatalf("hand %d: %s's screen shows %s's hole card %s:\n%s", hand, c.name, people[1-seat].name, theirs, text)
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
			if !h.Snapshot(c, look).Table.MyTurn {
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
				} else if err.Error() != "that table has no open seat" {
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
			for _, row := range h.Snapshot(c, look).Lobby {
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
