package camelupbot

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlor/camelup"
)

// cheapBogart is Bogart with few playouts, for quick tournaments.
func cheapBogart(name string) Bot {
	return Bot{Name: name, New: func(r *rand.Rand) Player {
		b := newBogart(r)
		b.Playouts = 300
		return b
	}}
}

func specPool(t *testing.T) []Bot {
	t.Helper()
	bots, err := Parse("player0,player1,player2")
	if err != nil {
		t.Fatal(err)
	}
	return append(bots, cheapBogart("bogart"))
}

func TestTournamentDeterministic(t *testing.T) {
	pool := specPool(t)
	pool = append(pool, cheapBogart("bogart#2"))
	run := func(seed uint64, workers int) []Standing {
		st, err := Tournament{Bots: pool, Games: 24, Seed: seed, Workers: workers}.Run()
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	a, b := run(1, 1), run(1, 4)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("1 worker and 4 workers differ:\n%v\n%v", a, b)
	}
	if c := run(2, 0); reflect.DeepEqual(a, c) {
		t.Errorf("seeds 1 and 2 give the same standings %v", a)
	}
	games, points := 0, 0
	for i, s := range a {
		games += s.Games
		points += s.Points
		if i > 0 && s.Points > a[i-1].Points {
			t.Errorf("standings not most points first: %v", a)
		}
	}
	if games != 24*SeatsPerGame {
		t.Errorf("seats filled = %d, want %d", games, 24*SeatsPerGame)
	}
	if points < 24 {
		t.Errorf("%d points in 24 games: every game has a winner", points)
	}
}

func TestTournamentDone(t *testing.T) {
	n := 0
	_, err := Tournament{Bots: specPool(t), Games: 7, Seed: 1, Done: func() { n++ }}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if n != 7 {
		t.Errorf("Done called %d times, want 7", n)
	}
}

func TestTournamentErrors(t *testing.T) {
	pool := specPool(t)
	for _, tt := range []struct {
		name string
		t    Tournament
	}{
		{"too few bots", Tournament{Bots: pool[:3]}},
		{"one seat", Tournament{Bots: pool, Seats: 1}},
		{"nine seats", Tournament{Bots: pool, Seats: 9}},
		{"a name twice", Tournament{Bots: append(pool, pool[0])}},
	} {
		if _, err := tt.t.Run(); !errors.Is(err, ErrBadTournament) {
			t.Errorf("%s: err = %v, want ErrBadTournament", tt.name, err)
		}
	}
}

func TestGameCount(t *testing.T) {
	for _, tt := range []struct{ bots, games, want int }{
		{4, 0, 100}, {10, 0, 100}, {11, 0, 200}, {25, 0, 300}, {4, 37, 37},
	} {
		tr := Tournament{Bots: make([]Bot, tt.bots), Games: tt.games}
		if got := tr.GameCount(); got != tt.want {
			t.Errorf("GameCount with %d bots, --games %d = %d, want %d", tt.bots, tt.games, got, tt.want)
		}
	}
}

// TestPlayer1TrapsClash: Player1 lays its random traps without looking;
// one on or beside another seat's trap is refused and a camel moves.
func TestPlayer1TrapsClash(t *testing.T) {
	v := view(t, "0:B 1:G 2:OYW -5", camelup.AllCamels)
	v.TrapOwner[5] = 2
	v.TrapSquare[2] = 5
	v.Coins = []int{6, 3, 3, 3}
	p := NewPlayer1(rand.New(rand.NewPCG(4, 4)))
	forced := 0
	for range 300 {
		a, err := Choose(p, v)
		switch {
		case err == nil && a.Kind == camelup.PlaceTrap && (a.Square < 4 || a.Square > 6):
		case errors.Is(err, camelup.ErrIllegal) && a == camelup.Move():
			forced++
		default:
			t.Fatalf("Choose(Player1) = %v, %v", a, err)
		}
	}
	// Squares 4, 5 and 6 of 1–10 are barred: about 90 of 300.
	if forced < 50 || forced > 130 {
		t.Errorf("%d of 300 traps refused, want about 90", forced)
	}
}

// TestExpertBeatsBogarts seats expert against three Bogarts (with fewer
// playouts, for time): it must win well over its fair 25 %. The CLI's
// `camelup match --bot expert --vs bogart` measures it with full Bogarts.
func TestExpertBeatsBogarts(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100 whole games; skipped under -short")
	}
	expert, _ := Lookup("expert")
	pool := []Bot{expert, cheapBogart("bogart"), cheapBogart("bogart#2"), cheapBogart("bogart#3")}
	for i := 1; i < 4; i++ {
		pool[i].New = func(r *rand.Rand) Player {
			b := newBogart(r)
			b.Playouts = 1000
			return b
		}
	}
	st, err := Tournament{Bots: pool, Games: 100, Seed: 1}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Name != "expert" || st[0].Rate() < 0.33 {
		for _, s := range st {
			lo, hi := s.Interval()
			t.Errorf("%-9s %3d of %3d  %.1f%% (%.1f–%.1f%%)", s.Name, s.Points, s.Games, 100*s.Rate(), 100*lo, 100*hi)
		}
		t.Errorf("want expert first with at least a third of the games")
	}
}
