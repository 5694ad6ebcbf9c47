package save

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite testdata/*.json, the saves of this format")

func TestSavesOfThisFormatResume(t *testing.T) {
	// testdata holds saves written by this format: each game's, and a
	// Hold'em match saved during a hand. They must go on resuming and
	// playing to the end: a change that breaks them must bump
	// FormatVersion (so that List flags the old files) and rewrite them
	// with -update. testdata/format1 and testdata/format2 hold saves of
	// the formats before, which this one reads too.
	tests := []struct {
		dir, name string
		kind      Kind
		play      func(t testing.TB, g scripted) // the game before it is saved (for -update)
	}{
		{"testdata", "holdem.json", KindHoldem, func(t testing.TB, g scripted) { g.(*holdemScript).hands(t, 7) }},
		{"testdata", "holdem-hand.json", KindHoldem, func(t testing.TB, g scripted) {
			h := g.(*holdemScript)
			h.hands(t, 6)
			for h.step(t) && !(h.Running() && len(h.Moves()) == 3) { // three moves into the first hand that lasts
			}
		}},
		{"testdata", "camelup.json", KindCamelUp, steps(7)},
		{"testdata", "elephant.json", KindElephant, steps(7)},
		{"testdata/format2", "holdem.json", KindHoldem, nil},
		{"testdata/format2", "holdem-hand.json", KindHoldem, nil},
		{"testdata/format2", "camelup.json", KindCamelUp, nil},
		{"testdata/format2", "elephant.json", KindElephant, nil},
		{"testdata/format1", "holdem.json", KindHoldem, nil},
		{"testdata/format1", "camelup.json", KindCamelUp, nil},
		{"testdata/format1", "elephant.json", KindElephant, nil},
	}
	for _, tt := range tests {
		t.Run(filepath.Join(tt.dir, tt.name), func(t *testing.T) {
			if *update && tt.dir == "testdata" {
				writeTestSave(t, tt.dir, tt.name, tt.kind, tt.play)
			}
			data, err := os.ReadFile(filepath.Join(tt.dir, tt.name))
			if err != nil {
				t.Fatal(err)
			}
			tmp := t.TempDir()
			if err := os.WriteFile(filepath.Join(tmp, tt.name), data, 0o600); err != nil {
				t.Fatal(err)
			}
			store, _ := Open(tmp)
			es, err := store.List()
			if err != nil || len(es) != 1 {
				t.Fatalf("List = %v, %v", es, err)
			}
			if es[0].Err != nil {
				t.Fatalf("%s: %v (after bumping FormatVersion, rewrite testdata with -update)", tt.name, es[0].Err)
			}
			g := resume(t, store, tt.name, tt.kind)
			if h, ok := g.(*holdemScript); ok && tt.name == "holdem-hand.json" && !h.Running() {
				t.Fatalf("%s resumes between hands, want during hand %d", tt.name, h.Match.HandNumber())
			}
			steps := 0
			for g.step(t) {
				steps++
			}
			t.Logf("%s resumed from %q and played %d more steps: %s", tt.name, es[0].Summary, steps, g.result())
		})
	}
}

// steps plays n steps of a game.
func steps(n int) func(testing.TB, scripted) {
	return func(t testing.TB, g scripted) {
		for range n {
			g.step(t)
		}
	}
}

// writeTestSave writes the save name in dir of a game of kind from seed 5,
// played by play.
func writeTestSave(t *testing.T, dir, name string, kind Kind, play func(testing.TB, scripted)) {
	t.Helper()
	store, _ := Open(dir)
	g := scripts[kind].start(t, 5)
	play(t, g)
	created := time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC)
	sl, err := store.Slot(Entry{Name: name, Kind: kind, Created: created})
	if err == nil {
		err = sl.Save(g)
	}
	if err != nil {
		t.Fatal(err)
	}
	sl.Close()
	os.Remove(store.lockPath(name)) // testdata holds the save alone
}
