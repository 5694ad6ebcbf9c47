package handhistory

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"
)

// TestSummarizeShared: the summary shared among workers equals the one
// made hand by hand, broken hands included, on any number of CPUs.
func TestSummarizeShared(t *testing.T) {
	var text []byte
	n := 0
	for seed := uint64(100); n < 9000; seed++ {
		for _, h := range randomMatch(t, seed, 10000) {
			var err error
			text, err = AppendHand(text, h.events, Parlor, HandOptions{})
			if err != nil {
				t.Fatal(err)
			}
			n++
			if n%1500 == 0 {
				text = append(text, "Poker Game, Hand #0 \u2013 broken\n\n"...)
			}
		}
	}
	path := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	hf, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	// Hand by hand.
	want := &Summary{}
	for _, name := range []string{"Human", "Computer"} {
		st := Stats{Player: name}
		hf.All(func(_ int, r *Record, err error) bool {
			if err == nil {
				st.Add(r)
			}
			return true
		})
		want.Players = append(want.Players, st)
	}
	hf.All(func(_ int, r *Record, err error) bool {
		if err != nil {
			want.Errors = append(want.Errors, err)
			return true
		}
		want.Hands++
		want.Last = r
		if r.Winner != "" {
			want.Winner = r.Winner
		}
		return true
	})
	want.Hero = "Human"
	for _, procs := range []int{1, 2, 5} {
		old := runtime.GOMAXPROCS(procs)
		got := hf.Summarize()
		runtime.GOMAXPROCS(old)
		if got.Hands != want.Hands || got.Hero != want.Hero || got.Winner != want.Winner ||
			!reflect.DeepEqual(got.Players, want.Players) || !reflect.DeepEqual(got.Last, want.Last) {
			t.Errorf("GOMAXPROCS %d: summary differs: hands %d/%d, hero %q, winner %q/%q", procs, got.Hands, want.Hands, got.Hero, got.Winner, want.Winner)
		}
		if len(got.Errors) != len(want.Errors) || len(got.Errors) != n/1500 {
			t.Fatalf("GOMAXPROCS %d: %d errors, want %d", procs, len(got.Errors), len(want.Errors))
		}
		for i := range got.Errors {
			if got.Errors[i].Error() != want.Errors[i].Error() {
				t.Errorf("error %d: %v, want %v", i, got.Errors[i], want.Errors[i])
			}
		}
	}
}
