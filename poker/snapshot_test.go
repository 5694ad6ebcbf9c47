package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// playHand deals the next hand of m, plays it to its end with playful
// choices from r and returns its events as text, so that two runs compare.
func playHand(t *testing.T, m *Match, r *rand.Rand) string {
	t.Helper()
	if err := m.Deal(); err != nil {
		t.Fatalf("Deal: %v", err)
	}
	var buf []Action
	for g := m.Game(); !g.Over(); {
		buf = g.AppendLegal(buf[:0])
		if err := m.Act(g.ToAct(), playful(r, buf)); err != nil {
			t.Fatal(err)
		}
	}
	return fmt.Sprint(m.Events())
}

func TestMatchSnapshotReplaysTheNextHands(t *testing.T) {
	// A match restored from a snapshot after any hand, with its source
	// restored too, deals and plays the rest exactly as the original.
	for _, cut := range []int{0, 1, 7, 23} {
		t.Run(fmt.Sprint("after hand ", cut), func(t *testing.T) {
			src := rand.NewPCG(5, 9)
			m, err := NewMatch(MatchConfig{Names: [2]string{"Ana", "Bob"}, Button: 1, Rand: rand.New(src)})
			if err != nil {
				t.Fatal(err)
			}
			players := rand.NewPCG(1, 2) // the players' choices
			r := rand.New(players)
			for i := 0; i < cut && !m.Over(); i++ {
				playHand(t, m, r)
			}
			st, err := m.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			srcCopy, playersCopy := *src, *players
			var want []string
			for !m.Over() {
				want = append(want, playHand(t, m, r))
			}
			m2, err := RestoreMatch(st, rand.New(&srcCopy))
			if err != nil {
				t.Fatal(err)
			}
			if m2.HandNumber() != cut || m2.Names() != [2]string{"Ana", "Bob"} {
				t.Fatalf("restored match: hand %d, names %v", m2.HandNumber(), m2.Names())
			}
			r2 := rand.New(&playersCopy)
			var got []string
			for !m2.Over() {
				got = append(got, playHand(t, m2, r2))
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("the restored match played %d hands, the original %d; first difference at %d", len(got), len(want), firstDiff(got, want))
			}
			if m2.Winner() != m.Winner() || m2.Stacks() != m.Stacks() {
				t.Errorf("restored: winner %d stacks %v; original: winner %d stacks %v", m2.Winner(), m2.Stacks(), m.Winner(), m.Stacks())
			}
		})
	}
}

func firstDiff(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

func TestMatchSnapshotRefusedMidHand(t *testing.T) {
	m := newMatch(t, 3)
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if m.Game().Over() {
		t.Skip("the first hand ended at once")
	}
	if _, err := m.Snapshot(); !errors.Is(err, ErrHandRunning) {
		t.Fatalf("Snapshot during a hand: %v, want ErrHandRunning", err)
	}
}

func TestMatchSnapshotAfterQuit(t *testing.T) {
	m := newMatch(t, 3)
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := m.Quit(0); err != nil {
		t.Fatal(err)
	}
	st, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	m2, err := RestoreMatch(st, rand.New(rand.NewPCG(0, 0)))
	if err != nil {
		t.Fatal(err)
	}
	if !m2.Over() || m2.Quitter() != 0 || m2.Stacks() != [2]int{StartingStack, StartingStack} {
		t.Errorf("restored quit match: over %v quitter %d stacks %v", m2.Over(), m2.Quitter(), m2.Stacks())
	}
	if err := m2.Deal(); !errors.Is(err, ErrMatchOver) {
		t.Errorf("Deal after a restored quit: %v, want ErrMatchOver", err)
	}
}

func TestRestoreMatchRefusesBadStates(t *testing.T) {
	good := MatchState{Version: matchStateVersion, Names: [2]string{"A", "B"}, Stacks: [2]int{1000, 2000},
		Button: 0, Hands: 4, Winner: NoSeat, Quitter: NoSeat}
	if _, err := RestoreMatch(good, rand.New(rand.NewPCG(0, 0))); err != nil {
		t.Fatalf("RestoreMatch(good) = %v", err)
	}
	tests := []struct {
		name string
		edit func(*MatchState)
	}{
		{"old version", func(s *MatchState) { s.Version = 0 }},
		{"no name", func(s *MatchState) { s.Names[1] = "" }},
		{"negative stack", func(s *MatchState) { s.Stacks[0] = -5 }},
		{"no chips at all", func(s *MatchState) { s.Stacks = [2]int{} }},
		{"bust but going on", func(s *MatchState) { s.Stacks[0] = 0 }},
		{"button", func(s *MatchState) { s.Button = 2 }},
		{"hands", func(s *MatchState) { s.Hands = -1 }},
		{"winner seat", func(s *MatchState) { s.Winner = 3 }},
		{"winner while going on", func(s *MatchState) { s.Winner = 0 }},
		{"quit without quitter", func(s *MatchState) { s.Over, s.Quit = true, true }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := good
			tt.edit(&st)
			if _, err := RestoreMatch(st, rand.New(rand.NewPCG(0, 0))); !errors.Is(err, ErrBadSnapshot) {
				t.Errorf("RestoreMatch(%+v) = %v, want ErrBadSnapshot", st, err)
			}
		})
	}
	if _, err := RestoreMatch(good, nil); !errors.Is(err, ErrBadConfig) {
		t.Errorf("RestoreMatch without a source = %v, want ErrBadConfig", err)
	}
}
