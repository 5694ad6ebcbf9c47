package save

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// play runs a scripted game in a fresh store from seed to its end, saving
// after every hand or turn; after each step, with a chance in four, it is
// "killed": dropped from memory (Hold'em in the middle of the next hand)
// and resumed from the file. It returns the result and the kills.
func play(t *testing.T, kind Kind, seed uint64, kills *rand.Rand) (string, int) {
	t.Helper()
	store, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	g := scripts[kind].start(t, seed)
	slot := store.NewSlot(kind)
	if err := slot.Save(g); err != nil {
		t.Fatal(err)
	}
	n := 0
	for {
		more := g.step(t)
		if err := slot.Save(g); err != nil {
			t.Fatal(err)
		}
		if !more {
			return g.result(), n
		}
		if kills.IntN(4) != 0 {
			continue
		}
		g.cut(t, kills)
		n++
		g = resume(t, store, slot.Name(), kind)
	}
}

// resume loads the save named name and resumes its game.
func resume(t testing.TB, store *Store, name string, kind Kind) scripted {
	t.Helper()
	env, err := store.Load(name)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if env.Kind != kind {
		t.Fatalf("the save holds a %s game, want %s", env.Kind, kind)
	}
	g, err := scripts[kind].resume(env.Payload)
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	return g
}

func TestKilledGamesResumeToTheSameEnd(t *testing.T) {
	// Every game, killed again and again at random moments and resumed from
	// its save, ends exactly as the same game played through.
	for _, kind := range []Kind{KindHoldem, KindCamelUp, KindElephant} {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s seed %d", kind, seed), func(t *testing.T) {
				want := uninterrupted(t, kind, seed)
				t.Log(want)
				got, kills := play(t, kind, seed, rand.New(rand.NewPCG(seed, 99)))
				if kills == 0 {
					t.Fatal("the game was never killed")
				}
				if got != want {
					t.Errorf("killed %d times and resumed: %s\nplayed through: %s", kills, got, want)
				}
			})
		}
	}
}

func TestResumeRefusesDamagedPayloads(t *testing.T) {
	// A payload that is not JSON, or whose parts do not fit, is ErrCorrupt
	// for every game: the menu offers to remove it.
	good := map[Kind][]byte{}
	for kind, s := range scripts {
		g := s.start(t, 1)
		g.step(t)
		p, err := g.Payload()
		if err != nil {
			t.Fatal(err)
		}
		good[kind] = p
	}
	tests := []struct {
		kind    Kind
		name    string
		payload string
	}{
		{KindHoldem, "not json", "{"},
		{KindHoldem, "empty", "{}"},
		{KindHoldem, "unknown bot", replace(good[KindHoldem], `"Bot":"sklansky"`, `"Bot":"nobody"`)},
		{KindHoldem, "bad stacks", replace(good[KindHoldem], `"Stacks":[`, `"Stacks":[-1`)},
		{KindHoldem, "a move no one can make", replace(good[KindHoldem], `"Moves":[]`, `"Moves":[{"Seat":0,"Kind":9}]`)},
		{KindHoldem, "a move out of turn", replace(good[KindHoldem], `"Moves":[]`, `"Moves":[{"Seat":0,"Kind":3},{"Seat":0,"Kind":3}]`)},
		{KindHoldem, "moves past the hand's end", replace(good[KindHoldem], `"Moves":[]`, `"Moves":[{"Seat":0,"Kind":1},{"Seat":1,"Kind":2}]`)},
		{KindCamelUp, "not json", "["},
		{KindCamelUp, "empty", "{}"},
		{KindCamelUp, "unknown bot", replace(good[KindCamelUp], `"Bot":"expert"`, `"Bot":"nobody"`)},
		{KindCamelUp, "bad board", replace(good[KindCamelUp], `"Board":"`, `"Board":"x`)},
		{KindElephant, "not json", "x"},
		{KindElephant, "empty", "{}"},
		{KindElephant, "unknown bot", replace(good[KindElephant], `"Bot":"RandomBot"`, `"Bot":"nobody"`)},
		{KindElephant, "renamed seat", replace(good[KindElephant], `"Name":"Ana"`, `"Name":"Bea"`)},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.kind, " ", tt.name), func(t *testing.T) {
			if tt.payload == "" {
				t.Fatal("the test's edit did not apply")
			}
			if _, err := scripts[tt.kind].resume([]byte(tt.payload)); !errors.Is(err, ErrCorrupt) {
				t.Errorf("resume = %v, want ErrCorrupt", err)
			}
		})
	}
}

// replace edits the first old in payload, or returns "" if there is none.
func replace(payload []byte, old, new string) string {
	if !strings.Contains(string(payload), old) {
		return ""
	}
	return strings.Replace(string(payload), old, new, 1)
}
