package hub

import (
	"path/filepath"
	"testing"
	"time"

	"parlor/poker"
)

// TestWatch: a watcher sees a Hold'em table from no seat, one hand behind
// (nothing before the first hand ends, then that hand with no hole card
// that was not shown), is counted at the table, chats not, and leaves it
// with Leave; a table not started is refused with why.
func TestWatch(t *testing.T) {
	dirs := t.TempDir()
	cfg := Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 4, SeatHold: time.Minute,
		Pause: time.Millisecond, BotDelay: time.Hour, Seed: 7}
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: HoldemGame, People: 2}, nil)
	defer h.Shutdown()
	id := h.Snapshot(ana).Table.ID
	cy := enter(t, h, "cy", "cy")
	if err := h.Watch(cy, id); err != nil {
		t.Fatal(err)
	}
	tv := h.Snapshot(cy).Table
	if tv == nil || !tv.Watcher || tv.Seat != -1 || tv.MyTurn || tv.Holdem == nil || !tv.Holdem.Dealing {
		t.Fatalf("cy's view before a hand ended: %+v", tv)
	}
	if n := h.Snapshot(ana).Table.Watching; n != 1 {
		t.Errorf("ana sees %d watching, want 1", n)
	}
	if err := h.Say(cy, "hello"); err == nil {
		t.Errorf("a watcher chats")
	}
	// Whoever is to act first folds: the hand ends without a showdown.
	folded := false
	for deadline := time.Now().Add(5 * time.Second); !folded && time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		for _, c := range []*Conn{ana, bob} {
			if !folded && h.Snapshot(c).Table.MyTurn {
				if err := h.Act(c, HoldemMove{Key: 'F'}); err != nil {
					t.Fatal(err)
				}
				folded = true
			}
		}
	}
	hv := h.Snapshot(cy).Table.Holdem
	if hv.Dealing || hv.Hand.Number != 1 || !hv.Hand.Over || hv.Hand.OpponentShown || hv.Hand.Hole != ([2]poker.Card{}) {
		t.Errorf("cy's view of the first hand: %+v", hv.Hand)
	}
	for _, e := range hv.Hand.Log {
		if e.Kind == poker.EventDeal || e.Kind == poker.EventShow {
			t.Errorf("cy's log holds %+v", e)
		}
	}
	h.Leave(cy)
	if h.Snapshot(cy).Table != nil || h.Snapshot(ana).Table.Watching != 0 {
		t.Errorf("after Leave cy still watches")
	}
	dee := enter(t, h, "dee", "dee")
	if err := h.Create(dee, TableSpec{Kind: HoldemGame, People: 2}); err != nil {
		t.Fatal(err)
	}
	if err := h.Watch(cy, h.Snapshot(dee).Table.ID); err == nil || err.Error() != "that game has not started: enter takes a seat" {
		t.Errorf("watching a table not started: %v", err)
	}
}
