package hub

// The tests of a computer player that took a person's seat, across a
// restart (Hold'em's is in catchup_test.go).

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/camelup"
)

// camelHub is a hub in dirs with a Camel Up table of ana, bob and player0,
// started, and bob gone: a computer player (bogart) takes his seat.
func camelHub(t *testing.T, dirs string) (*Hub, *Conn) {
	t.Helper()
	cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
		MaxPlayers: 4, SeatHold: time.Minute, BotDelay: time.Millisecond, Seed: 3}
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "player0", Option: CamelUpGame.Setting().Default}, nil)
	h.Leave(bob)
	return h, ana
}

// camelState is what must be the same for two runs of a game to go on
// alike: the game's log, the table's source and each taker's memory.
func camelState(t *testing.T, h *Hub) string {
	t.Helper()
	var st string
	atTable(t, h, func(tb *table) {
		c := tb.g.(*camel)
		src, _ := tb.src.MarshalBinary()
		takers, _ := json.Marshal(c.progress().Takers)
		st = fmt.Sprintf("%v\n%x\n%s", c.g.Log(), src, takers)
	})
	return st
}

// atTable runs f on the hub's one table under the hub's lock.
func atTable(t *testing.T, h *Hub, f func(*table)) {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.tables) != 1 {
		t.Fatalf("the hub has %d tables, want 1", len(h.tables))
	}
	f(h.tables[0])
}

// playCamel moves a camel whenever ana is to act, until she has moved
// moves times (or the game is over, moves < 0), and waits for the
// computers' turns to be played and saved.
func playCamel(t *testing.T, h *Hub, ana *Conn, moves int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for made := 0; time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		tv := h.Snapshot(ana).Table
		switch {
		case tv == nil:
			t.Fatal("ana is not at the table")
		case tv.Finished || moves >= 0 && made == moves && tv.MyTurn:
			h.writes.Wait()
			return
		case tv.MyTurn:
			if err := h.Act(ana, CamelUpMove{camelup.Move()}); err != nil {
				t.Fatal(err)
			}
			made++
		}
	}
	t.Fatal("the game did not come to the point in time")
}

// TestCamelTakerResumes: the computer player that took bob's seat plays on
// after a restart from where it was, its memory and source with it: the
// game, the table's source and its memory at the end are those of the game
// played without a break.
func TestCamelTakerResumes(t *testing.T) {
	h, ana := camelHub(t, t.TempDir())
	playCamel(t, h, ana, -1)
	want := camelState(t, h)
	h.Shutdown()

	h, ana = camelHub(t, t.TempDir())
	playCamel(t, h, ana, 3)
	h.Shutdown()
	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Shutdown()
	playCamel(t, h2, enter(t, h2, "ka", "ana"), -1)
	if got := camelState(t, h2); got != want {
		t.Errorf("the game after a restart ends:\n%s\nwithout a break:\n%s", got, want)
	}
}

// TestElephantTakerResumes: the computer player (expert) that took bob's
// White Elephant seat plays on after a restart in the middle of a round as
// it would have: it keeps nothing between turns but the table's source,
// which the save holds. The game ends as without a break.
func TestElephantTakerResumes(t *testing.T) {
	state := func(h *Hub) string {
		var st string
		atTable(t, h, func(tb *table) {
			w := tb.g.(*whiteElephant)
			src, _ := tb.src.MarshalBinary()
			st = fmt.Sprintf("%v\n%x\n%d", w.rounds, src, w.moves)
		})
		return st
	}
	h, ana, bob := elephantHub(t, t.TempDir())
	h.Leave(bob)
	playElephant(t, h, []*Conn{ana}, -1)
	want := state(h)
	h.Shutdown()

	h, ana, bob = elephantHub(t, t.TempDir())
	h.Leave(bob)
	playElephant(t, h, []*Conn{ana}, 2)
	h.Shutdown()
	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Shutdown()
	playElephant(t, h2, []*Conn{enter(t, h2, "ka", "ana")}, -1)
	if got := state(h2); got != want {
		t.Errorf("the game after a restart ends:\n%s\nwithout a break:\n%s", got, want)
	}
}

// TestTakeoverSavedAtOnce: a computer player that takes a person's seat
// is saved at once, in the middle of a Hold'em hand too: after a crash
// right then, the person gets no seat back, the computer plays it, and the
// other person gets theirs.
func TestTakeoverSavedAtOnce(t *testing.T) {
	tests := []struct {
		name  string
		start func(t *testing.T, dirs string) (*Hub, *Conn, *Conn)
	}{
		{"Hold'em, in the middle of a hand", func(t *testing.T, dirs string) (*Hub, *Conn, *Conn) {
			h, ana, bob := holdemHub(t, dirs, 100)
			playHoldem(t, h, []*Conn{ana, bob}, 2, -1)
			atHoldem(t, h, func(tb *table, g *holdem) { // hand 3 is dealt
				tb.pending = false
				g.next()
				tb.step()
				if !g.running() {
					t.Fatal("hand 3 is not running")
				}
			})
			return h, ana, bob
		}},
		{"Camel Up", func(t *testing.T, dirs string) (*Hub, *Conn, *Conn) {
			cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
				MaxPlayers: 4, SeatHold: time.Minute, BotDelay: time.Hour, Seed: 3}
			return anaAndBob(t, cfg, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "player0", Option: CamelUpGame.Setting().Default}, nil)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := t.TempDir()
			h, _, bob := tt.start(t, dirs)
			h.Leave(bob)
			h.writes.Wait()
			crash := saveFiles(t, h.cfg.SaveDir) // what a crash now would leave
			h.Shutdown()
			putBack(t, crash)

			h2, err := New(h.cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer h2.Shutdown()
			bob2, err := h2.Connect("kb", "bob")
			if err != nil {
				t.Fatal(err)
			}
			if bob2.t != nil {
				t.Errorf("after the restart bob got back the seat the computer took")
			}
			ana2, err := h2.Connect("ka", "ana")
			if err != nil {
				t.Fatal(err)
			}
			if ana2.t == nil {
				t.Errorf("after the restart ana has no seat")
			}
			atTable(t, h2, func(tb *table) {
				if s := tb.seats[1]; !s.takenOver || !s.computer() {
					t.Errorf("bob's seat after the restart: %+v, want a computer's", s)
				}
			})
		})
	}
}

// TestLobbyRowAfterTakeover: in the lobby a seat a computer took counts
// as a computer's, and a host who left is shown so.
func TestLobbyRowAfterTakeover(t *testing.T) {
	dirs := t.TempDir()
	h, err := New(Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 4, SeatHold: time.Minute, BotDelay: time.Hour, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Shutdown()
	ana, bob, cy := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob"), enter(t, h, "kc", "cy")
	if err := h.Create(ana, TableSpec{Kind: CamelUpGame, People: 3, Option: CamelUpGame.Setting().Default}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*Conn{bob, cy} {
		if err := h.Join(c, 1); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	for _, step := range []struct {
		leaves      *Conn
		host, seats string
	}{
		{nil, "ana", "3 people, 0 computers"},
		{ana, "ana (left)", "2 people, 1 computer"},
		{bob, "ana (left)", "1 person, 2 computers"},
	} {
		if step.leaves != nil {
			h.Leave(step.leaves)
		}
		row := h.Snapshot(cy).Lobby[0]
		if row.Host != step.host || row.Seats != step.seats {
			t.Errorf("the lobby's row: host %q, seats %q; want %q, %q", row.Host, row.Seats, step.host, step.seats)
		}
	}
}

// TestTakeBack: a player who left a running game with esc takes their
// seat back from the computer player within the seat-keeping time; after
// it, and for anyone else, joining says in one line why not.
func TestTakeBack(t *testing.T) {
	h, ana, bob := elephantHub(t, t.TempDir())
	defer h.Shutdown()
	id := h.Snapshot(ana).Table.ID
	h.Leave(bob)
	if news := h.Snapshot(bob).News; !strings.Contains(news, "enter on the table within 1 minute takes it back") {
		t.Errorf("bob is told %q when he leaves, want how to come back", news)
	}
	if err := h.Join(bob, id); err != nil {
		t.Fatalf("bob comes back at once: %v", err)
	}
	tv := h.Snapshot(bob).Table
	if tv == nil || tv.Seat != 1 {
		t.Fatalf("bob's table after he came back: %+v, want seat 1", tv)
	}
	atTable(t, h, func(tb *table) {
		if s := tb.seats[1]; s.computer() || s.conn != bob {
			t.Errorf("bob's seat after he came back: %+v, want his", s)
		}
	})
	h.Leave(bob)
	atTable(t, h, func(tb *table) { tb.seats[1].left = time.Now().Add(-2 * time.Minute) })
	carol := enter(t, h, "carol", "carol")
	for _, tt := range []struct {
		c    *Conn
		want string
	}{
		{bob, "a computer player took your seat there for good: you left 2 minutes ago, and a seat is kept 1 minute"},
		{carol, "that game has started: a seat is taken before the host starts"},
	} {
		if err := h.Join(tt.c, id); err == nil || err.Error() != tt.want {
			t.Errorf("%s joins: %v, want %q", tt.c.name, err, tt.want)
		}
		if h.Snapshot(tt.c).Table != nil {
			t.Errorf("%s sits at the table after a refusal", tt.c.name)
		}
	}
}
