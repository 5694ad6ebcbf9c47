package game

import (
	"strings"
	"testing"
)

// TestRegistry: every game has an id of lower-case letters and digits (it
// names files and commands) that Lookup finds, a name, a menu line, seats
// for two at least and computer players; no id is listed twice.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		if g.ID == "" || strings.Trim(g.ID, "abcdefghijklmnopqrstuvwxyz0123456789") != "" || seen[g.ID] {
			t.Errorf("id %q: empty, not lower-case letters and digits, or listed twice", g.ID)
		}
		seen[g.ID] = true
		if got, ok := Lookup(g.ID); !ok || got.Name != g.Name {
			t.Errorf("Lookup(%q) = %q, %v", g.ID, got.Name, ok)
		}
		if g.Name == "" || g.About == "" || g.MinSeats < 2 || g.MaxSeats < g.MinSeats || g.Bots == nil || len(g.Bots()) == 0 {
			t.Errorf("%s: %+v: a name, a menu line, 2 seats at least and computer players, please", g.ID, g)
		}
	}
	if _, ok := Lookup("yourgame"); ok {
		t.Error(`Lookup("yourgame") found a game nobody registered`)
	}
	all := All()
	all[0] = Game{}
	if All()[0].ID == "" {
		t.Error("All returned the registry itself: a caller changed it")
	}
}
