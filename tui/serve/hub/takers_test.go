package hub

// The tests of a computer player that took a person's seat, across a
// restart (Hold'em's is in catchup_test.go).

import (
	"encoding/json"
	"fmt"
	"path/filepath"
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
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: CamelGame, People: 2, Computers: 1, Bot: "player0", Option: CamelGame.Setting().Default}, nil)
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
		tv := h.Snapshot(ana, look).Table
		switch {
		case tv == nil:
			t.Fatal("ana is not at the table")
		case tv.Finished || moves >= 0 && made == moves && tv.MyTurn:
			h.writes.Wait()
			return
		case tv.MyTurn:
			if err := h.Act(ana, camelup.Move()); err != nil {
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
