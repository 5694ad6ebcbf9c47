package elephantbot

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"parlor/ai/run"
	"parlor/elephant"
)

func names(seats []elephant.Seat) string {
	var ns []string
	for _, s := range seats {
		ns = append(ns, s.Name)
	}
	return strings.Join(ns, ",")
}

func TestFieldsTables(t *testing.T) {
	fixed := []elephant.Seat{greedySeat("greedy")}
	tests := []struct {
		size int
		want []string
	}{
		{1, []string{"greedy"}},
		{2, []string{"greedy,nice", "greedy,nice2", "greedy,random", "greedy,random2"}},
		{3, []string{
			"greedy,nice,nice2", "greedy,nice,random", "greedy,nice,random2",
			"greedy,nice2,random", "greedy,nice2,random2", "greedy,random,random2",
		}},
		{5, []string{"greedy,nice,nice2,random,random2"}},
		{6, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, table := range (Fields{Fixed: fixed, Pool: drawPool(), Size: tc.size}).Tables() {
			got = append(got, names(table))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Tables() of %d seats = %q, want %q", tc.size, got, tc.want)
		}
	}
}

// TestFieldsRun checks each table's standings against its games played
// one by one, and that the cores a run uses change nothing.
func TestFieldsRun(t *testing.T) {
	f := Fields{Fixed: []elephant.Seat{greedySeat("greedy")}, Pool: drawPool(), Size: 3, Games: 5, Target: 15, Seed: 4}
	play := func(workers int) []FieldResult {
		f.Workers = workers
		done := 0
		f.Done = func() { done++ }
		res, err := f.Run()
		if err != nil {
			t.Fatal(err)
		}
		if done != 6*5 {
			t.Errorf("Done called %d times, want %d", done, 6*5)
		}
		return res
	}
	one, many := play(1), play(3)
	tables := f.Tables()
	if len(one) != len(tables) {
		t.Fatalf("%d results for %d tables", len(one), len(tables))
	}
	for i, res := range one {
		if names(res.Seats) != names(tables[i]) {
			t.Errorf("result %d is for %s, want %s", i, names(res.Seats), names(tables[i]))
		}
		if !slices.Equal(res.Standings, many[i].Standings) {
			t.Errorf("%s: 1 worker %+v, 3 workers %+v", names(res.Seats), res.Standings, many[i].Standings)
		}
		var finals [][]float64
		for g := range f.Games {
			game, err := elephant.NewGame(tables[i], elephant.Rules{Target: f.Target}, run.Source(f.Seed, i*f.Games+g))
			if err != nil {
				t.Fatal(err)
			}
			if err := game.Play(); err != nil {
				t.Fatal(err)
			}
			finals = append(finals, game.Scores())
		}
		sum := newTally(tables[i])
		for _, s := range finals {
			sum.add(s)
		}
		if want := sum.inOrder(); !slices.Equal(res.Standings, want) {
			t.Errorf("%s: standings %+v, its games one by one %+v", names(res.Seats), res.Standings, want)
		}
	}
}

func TestFieldsErrors(t *testing.T) {
	fixed := []elephant.Seat{greedySeat("greedy")}
	tests := []struct {
		name string
		f    Fields
		want error
	}{
		{"no games", Fields{Fixed: fixed, Pool: drawPool(), Size: 3, Target: 1}, ErrNoGames},
		{"one seat", Fields{Fixed: fixed, Pool: drawPool(), Size: 1, Games: 1, Target: 1}, elephant.ErrTooFew},
		{"pool too small", Fields{Fixed: fixed, Pool: drawPool(), Size: 6, Games: 1, Target: 1}, ErrBadDraw},
		{"too many fixed", Fields{Fixed: drawPool(), Size: 2, Games: 1, Target: 1}, ErrBadDraw},
		{"a person", Fields{Fixed: []elephant.Seat{{Name: "p"}}, Pool: drawPool(), Size: 2, Games: 1, Target: 1}, elephant.ErrNotComputer},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.f.Run(); !errors.Is(err, tc.want) {
				t.Errorf("Run() err = %v, want %v", err, tc.want)
			}
		})
	}
}
