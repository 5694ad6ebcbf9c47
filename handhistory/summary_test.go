package handhistory

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"testing"

	"parlor/poker"
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

// TestSummarizeRing: hands whose stacks carry are a tournament's, and one
// break in the stacks makes the file a ring game's, wherever the break
// falls among the workers' runs of hands (here just where the second run
// starts).
func TestSummarizeRing(t *testing.T) {
	const n = 4400
	m, err := poker.NewMatch(poker.MatchConfig{Stack: 1 << 40, Rand: rand.New(rand.NewPCG(3, 4))})
	if err != nil {
		t.Fatal(err)
	}
	var hands [][]byte
	for len(hands) < n+1 {
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		for g := m.Game(); !g.Over(); {
			if err := m.Act(g.ToAct(), g.Legal()[1]); err != nil { // check or call
				t.Fatal(err)
			}
		}
		h, err := AppendHand(nil, m.Events(), Parlor, HandOptions{})
		if err != nil {
			t.Fatal(err)
		}
		hands = append(hands, h)
	}
	for _, tt := range []struct {
		name string
		skip int // the hand left out, -1 for none
		ring bool
	}{
		{"carried", -1, false},
		{"broken where the second run starts", n / 2, true},
		{"broken in the first run", 10, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var text []byte
			for i, h := range hands[:n+1] {
				if i != tt.skip && (tt.skip >= 0 || i < n) {
					text = append(text, h...)
				}
			}
			path := filepath.Join(t.TempDir(), "hands.txt")
			if err := os.WriteFile(path, text, 0o644); err != nil {
				t.Fatal(err)
			}
			hf, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer hf.Close()
			for _, procs := range []int{1, 2, 5} {
				old := runtime.GOMAXPROCS(procs)
				s := hf.Summarize()
				runtime.GOMAXPROCS(old)
				if s.Hands != n || s.Ring != tt.ring {
					t.Errorf("GOMAXPROCS %d: %d hands, Ring %v; want %d, %v", procs, s.Hands, s.Ring, n, tt.ring)
				}
			}
		})
	}
}
