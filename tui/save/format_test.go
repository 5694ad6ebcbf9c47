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
	// testdata holds a save of each game, written by this format. They
	// must go on resuming and playing to the end: a change that breaks them
	// must bump FormatVersion (so that List flags the old files) and
	// rewrite them with -update.
	dir := filepath.Join("testdata")
	for _, kind := range []Kind{KindHoldem, KindCamel, KindElephant} {
		t.Run(string(kind), func(t *testing.T) {
			name := string(kind) + ext
			if *update {
				store, _ := Open(dir)
				g := scripts[kind].start(t, 5)
				for range 7 {
					g.step(t)
				}
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
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			tmp := t.TempDir()
			if err := os.WriteFile(filepath.Join(tmp, name), data, 0o600); err != nil {
				t.Fatal(err)
			}
			store, _ := Open(tmp)
			es, err := store.List()
			if err != nil || len(es) != 1 {
				t.Fatalf("List = %v, %v", es, err)
			}
			if es[0].Err != nil {
				t.Fatalf("%s: %v (after bumping FormatVersion, rewrite testdata with -update)", name, es[0].Err)
			}
			g := resume(t, store, name, kind)
			steps := 0
			for g.step(t) {
				steps++
			}
			t.Logf("%s resumed from %q and played %d more steps: %s", name, es[0].Summary, steps, g.result())
		})
	}
}
