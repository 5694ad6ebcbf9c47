package hub

import (
	"strings"
	"testing"
	"time"
)

// TestNameBoundToKey: a name belongs to the key that took it first, online
// or not, after a restart too; that key may take it again.
func TestNameBoundToKey(t *testing.T) {
	dirs := t.TempDir()
	cfg := Config{DataDir: dirs, MaxPlayers: 4, SeatHold: time.Minute}
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h.Disconnect(enter(t, h, "ka", "ana"))
	for run, h := range []*Hub{h, nil} {
		if h == nil { // the server started again: the names from the file
			if h, err = New(cfg); err != nil {
				t.Fatal(err)
			}
		}
		other, err := h.Connect("kz", "ana")
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"ana", "ANA", " Ana "} {
			if err := h.SetName(other, name); err == nil || !strings.Contains(err.Error(), "taken") {
				t.Errorf("run %d: another key takes %q: %v, want it refused as taken", run, name, err)
			}
		}
		if err := h.SetName(other, "zoe"); err != nil {
			t.Errorf("run %d: another key takes a free name: %v", run, err)
		}
		h.Disconnect(other)
		back, err := h.Connect("ka", "x")
		if err != nil {
			t.Fatal(err)
		}
		if err := h.SetName(back, "Ana"); err != nil {
			t.Errorf("run %d: ana's key takes her name again: %v", run, err)
		}
		h.Disconnect(back)
		h.Shutdown() // writes the names
	}
}

// TestSendAway: a player sent away (idle, or connected for too long) is
// told why, and whether their seat is kept.
func TestSendAway(t *testing.T) {
	h, ana, bob := elephantHub(t, t.TempDir())
	defer h.Shutdown()
	h.Leave(bob) // bob is in the lobby, ana at a running game
	h.SendAway(ana, "you pressed no key for 15 minutes")
	h.SendAway(bob, "you pressed no key for 15 minutes")
	for _, tt := range []struct {
		c    *Conn
		want string
	}{
		{ana, "parlor: you pressed no key for 15 minutes. Your seat is kept for 1 minute: connect again with the same key to take it back."},
		{bob, "parlor: you pressed no key for 15 minutes. Connect again to play on."},
	} {
		if got := h.Snapshot(tt.c).Bye; got != tt.want {
			t.Errorf("%s is told %q, want %q", tt.c.name, got, tt.want)
		}
	}
	if bye := h.Disconnect(ana); !strings.Contains(bye, "kept") {
		t.Errorf("Disconnect(ana) = %q, want the word she was sent away with", bye)
	}
	atTable(t, h, func(tb *table) {
		if !tb.seats[0].kept() {
			t.Errorf("ana's seat after she was sent away: %+v, want it kept", tb.seats[0])
		}
	})
}
