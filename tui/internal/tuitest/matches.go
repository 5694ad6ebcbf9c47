package tuitest

import (
	"math/rand/v2"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
)

// Match is a match played with random legal actions from a fixed seed,
// and the engine's stacks after each hand: the truth a replay of its
// history must reach.
type Match struct {
	Hands  [][]poker.Event
	Stacks [][2]int
}

// PlayMatch plays a match of at most maxHands hands from seed.
func PlayMatch(t testing.TB, seed uint64, maxHands int) Match {
	t.Helper()
	m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(rand.NewPCG(seed, 1)), Button: int(seed & 1)})
	if err != nil {
		t.Fatal(err)
	}
	choice := rand.New(rand.NewPCG(seed, 2))
	var hm Match
	for !m.Over() && len(hm.Hands) < maxHands {
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		g := m.Game()
		for !g.Over() {
			legal := g.Legal()
			// Lean towards calling and raising, so that hands go to
			// showdown and all-ins happen.
			var a poker.Action
			switch x := choice.IntN(10); {
			case x == 0:
				a = legal[0]
			case x < 6 || len(legal) < 3:
				a = legal[1]
			default:
				a = legal[2]
			}
			if err := m.Act(g.ToAct(), a); err != nil {
				t.Fatal(err)
			}
		}
		hm.Hands = append(hm.Hands, append([]poker.Event(nil), m.Events()...))
		hm.Stacks = append(hm.Stacks, g.Stacks())
	}
	return hm
}

// WriteMatch writes hm into dir as a Writer does, with a fixed start
// (which names the file) and fixed hand times, and returns the file's path.
func WriteMatch(t testing.TB, dir string, hm Match, f handhistory.Format, start time.Time) string {
	t.Helper()
	w, err := handhistory.Create(handhistory.Options{Dir: dir, Format: f, Start: start, Tournament: 42,
		Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range hm.Hands {
		if err := w.WriteHand(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.Path()
}

// MatchStart is the start of the test matches: the files are named after
// it, one hour apart.
func MatchStart(hour int) time.Time {
	return time.Date(2026, 11, 29, hour, 5, 9, 0, time.Local)
}

// Hands reads every hand of the history at path, failing the test on one
// that does not read back.
func Hands(t testing.TB, path string) []*handhistory.Record {
	t.Helper()
	f, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*handhistory.Record
	f.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Fatalf("%s, hand %d: %v", path, i+1, err)
		}
		out = append(out, r)
		return true
	})
	return out
}

// LastHand reads the last hand of the history at path.
func LastHand(t testing.TB, path string) *handhistory.Record {
	t.Helper()
	hands := Hands(t, path)
	if len(hands) == 0 {
		t.Fatalf("%s holds no hand", path)
	}
	return hands[len(hands)-1]
}
