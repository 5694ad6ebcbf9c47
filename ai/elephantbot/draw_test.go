package elephantbot

import (
	"errors"
	"math"
	"slices"
	"testing"

	"parlor/elephant"
)

func drawPool() []elephant.Seat {
	return []elephant.Seat{
		niceSeat("nice"), niceSeat("nice2"), randomSeat("random"), randomSeat("random2"),
	}
}

func TestDrawField(t *testing.T) {
	d := Draw{Fixed: []elephant.Seat{greedySeat("greedy")}, Pool: drawPool(), Size: 3, Games: 1, Seed: 9}
	const games = 2000
	seen := map[string]int{}
	first := map[string]int{} // who sits in seat 0: the order is drawn too
	for i := range games {
		seats, _ := d.Field(i)
		if len(seats) != 3 {
			t.Fatalf("game %d: %d seats, want 3", i, len(seats))
		}
		names := map[string]bool{}
		for _, s := range seats {
			if names[s.Name] {
				t.Fatalf("game %d: %s seated twice", i, s.Name)
			}
			names[s.Name] = true
			seen[s.Name]++
		}
		if !names["greedy"] {
			t.Fatalf("game %d: the fixed bot is not seated: %v", i, names)
		}
		first[seats[0].Name]++
	}
	if seen["greedy"] != games {
		t.Errorf("greedy sat %d of %d games", seen["greedy"], games)
	}
	// Two of the four pool seats each game: each sits half the games.
	for _, s := range drawPool() {
		if f := float64(seen[s.Name]) / games; math.Abs(f-0.5) > 0.04 {
			t.Errorf("%s sat %.3f of the games, want 0.5", s.Name, f)
		}
	}
	if f := float64(first["greedy"]) / games; math.Abs(f-1.0/3) > 0.04 {
		t.Errorf("greedy in seat 0 in %.3f of the games, want 1/3", f)
	}
	a, _ := d.Field(5)
	b, _ := d.Field(5)
	var an, bn []string
	for i := range a {
		an, bn = append(an, a[i].Name), append(bn, b[i].Name)
	}
	if !slices.Equal(an, bn) {
		t.Errorf("game 5 drawn twice: %v, then %v", an, bn)
	}
}

func TestDrawRun(t *testing.T) {
	d := Draw{Fixed: []elephant.Seat{greedySeat("greedy")}, Pool: drawPool(), Size: 3, Games: 24, Target: 20, Seed: 3}
	run := func(workers int) []DrawStanding {
		d.Workers = workers
		st, err := d.Run()
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	one, many := run(1), run(4)
	if !slices.Equal(one, many) {
		t.Errorf("1 worker: %+v\n4 workers: %+v", one, many)
	}
	seats, wins := 0, 0
	for i, s := range one {
		seats += s.Games
		wins += s.Wins
		r, lo, hi := s.WinRate()
		if !(lo <= r && r <= hi) {
			t.Errorf("%s: rate %v outside its interval [%v, %v]", s.Name, r, lo, hi)
		}
		if i > 0 {
			if prev, _, _ := one[i-1].WinRate(); r > prev {
				t.Errorf("standings not best win rate first: %+v", one)
			}
		}
	}
	if seats != 3*24 || wins < 24 {
		t.Errorf("%d seats and %d wins over 24 games of 3", seats, wins)
	}
	if one[0].Name != "greedy" || one[0].Games != 24 {
		t.Errorf("greedy, seated every game, should win most against nice and random bots: %+v", one)
	}
}

func TestDrawErrors(t *testing.T) {
	fixed := []elephant.Seat{greedySeat("greedy")}
	tests := []struct {
		name string
		d    Draw
		want error
	}{
		{"no games", Draw{Fixed: fixed, Pool: drawPool(), Size: 3, Target: 1}, ErrNoGames},
		{"one seat", Draw{Fixed: fixed, Pool: drawPool(), Size: 1, Games: 1, Target: 1}, elephant.ErrTooFew},
		{"pool too small", Draw{Fixed: fixed, Pool: drawPool(), Size: 6, Games: 1, Target: 1}, ErrBadDraw},
		{"too many fixed", Draw{Fixed: drawPool(), Size: 2, Games: 1, Target: 1}, ErrBadDraw},
		{"a person", Draw{Fixed: []elephant.Seat{{Name: "p"}}, Pool: drawPool(), Size: 2, Games: 1, Target: 1}, elephant.ErrNotComputer},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := tc.d.Run(); !errors.Is(err, tc.want) {
				t.Errorf("Run() err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestWinRateInterval(t *testing.T) {
	tests := []struct {
		games, wins  int
		rate, lo, hi float64
	}{
		{10, 8, 0.8, 0.4902, 0.9433}, // Wilson's interval, worked by hand
		{100, 50, 0.5, 0.4038, 0.5962},
		{20, 0, 0, 0, 0.1611},
		{20, 20, 1, 0.8389, 1},
		{0, 0, 0, 0, 1},
	}
	for _, tc := range tests {
		r, lo, hi := DrawStanding{Games: tc.games, Wins: tc.wins}.WinRate()
		if math.Abs(r-tc.rate) > 1e-4 || math.Abs(lo-tc.lo) > 1e-4 || math.Abs(hi-tc.hi) > 1e-4 {
			t.Errorf("WinRate(%d of %d) = %.4f [%.4f, %.4f], want %.4f [%.4f, %.4f]", tc.wins, tc.games, r, lo, hi, tc.rate, tc.lo, tc.hi)
		}
	}
}
