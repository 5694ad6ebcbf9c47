package elephantbot

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/elephant"
)

// The tournaments' tests seat the simplest bots: greedy steals the most
// valuable present, nice always opens, random does either at random.
func greedySeat(name string) elephant.Seat {
	return elephant.Seat{Name: name, Bot: func(*rand.Rand) elephant.Player { return &Greedy{} }}
}

func niceSeat(name string) elephant.Seat {
	return elephant.Seat{Name: name, Bot: func(*rand.Rand) elephant.Player { return Nice{} }}
}

func randomSeat(name string) elephant.Seat {
	return elephant.Seat{Name: name, Bot: func(r *rand.Rand) elephant.Player { return &Random{r: r} }}
}

func TestTournament(t *testing.T) {
	seats := []elephant.Seat{
		greedySeat("greedy"),
		niceSeat("nice"),
		randomSeat("random"),
	}
	run := func(workers int) []Standing {
		st, err := Tournament{Seats: seats, Games: 12, Target: 30, Seed: 4, Workers: workers}.Run()
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	one, many := run(1), run(5)
	if !slices.Equal(one, many) {
		t.Errorf("1 worker: %+v\n5 workers: %+v", one, many)
	}
	wins := 0
	for i, s := range one {
		wins += s.Wins
		if i > 0 && s.Mean > one[i-1].Mean {
			t.Errorf("standings not best first: %+v", one)
		}
		if s.Mean < 0 || s.StdDev <= 0 {
			t.Errorf("standing %+v", s)
		}
	}
	if wins < 12 {
		t.Errorf("%d wins in 12 games", wins)
	}
	if one[0].Name != "greedy" {
		t.Errorf("greedy should beat nice and random over 12 games: %+v", one)
	}
	if _, err := (Tournament{Seats: seats, Games: 0, Target: 1}).Run(); !errors.Is(err, ErrNoGames) {
		t.Errorf("no games: err = %v", err)
	}
	if _, err := (Tournament{Seats: []elephant.Seat{{Name: "p"}, {Name: "q"}}, Games: 1, Target: 1}).Run(); !errors.Is(err, elephant.ErrNotComputer) {
		t.Errorf("people in a tournament: err = %v", err)
	}
}

func TestStandingsMath(t *testing.T) {
	seats := []elephant.Seat{{Name: "a"}, {Name: "b"}}
	st := standings(seats, [][]float64{{1, 3}, {3, 3}, {5, 0}})
	want := []Standing{{"a", 3, 2, 2}, {"b", 2, 1.7320508075688772, 2}}
	if !slices.Equal(st, want) {
		t.Errorf("standings = %+v, want %+v", st, want)
	}
}
