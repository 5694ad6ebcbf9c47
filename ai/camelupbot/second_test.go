package camelupbot

import (
	"errors"
	"math/rand/v2"
	"testing"

	"parlor/camelup"
	"parlor/camelup/second"
)

func TestSecondBotsPlayWholeGames(t *testing.T) {
	for _, b := range botsOf(camelup.Second) {
		t.Run(b.Name, func(t *testing.T) {
			for seats := second.MinPlayers; seats <= second.MaxPlayers; seats += 3 {
				rng := rand.New(rand.NewPCG(uint64(seats), 9))
				players := make([]SecondPlayer, seats)
				for s := range players {
					players[s] = b.Second(rand.New(rand.NewPCG(uint64(s), 1)))
				}
				g, forced, err := playSecond(players, rng)
				if err != nil {
					t.Fatal(err)
				}
				if !g.Over() {
					t.Fatalf("%d seats: game not over", seats)
				}
				if forced > 0 && b.Name != "random" {
					t.Errorf("%d seats: %d actions refused or forced", seats, forced)
				}
			}
		})
	}
}

func TestParseIn(t *testing.T) {
	bs, err := ParseIn(camelup.Second, "expert, Legwise,expert")
	if err != nil || len(bs) != 3 || bs[2].Name != "expert#2" || bs[0].Second == nil {
		t.Fatalf("ParseIn = %v, %v", bs, err)
	}
	if _, err := ParseIn(camelup.Second, "bogart"); !errors.Is(err, ErrUnknownBot) {
		t.Errorf("ParseIn(bogart) in the second edition: %v, want ErrUnknownBot", err)
	}
	contest, _ := Parse("expert,bogart,player0,player1")
	if _, err := (Tournament{Bots: contest, Games: 1, Edition: camelup.Second}).Run(); !errors.Is(err, ErrBadTournament) {
		t.Errorf("contest bots in a second-edition tournament: %v, want ErrBadTournament", err)
	}
}

func TestSecondExpertTakesTheSureLegTicket(t *testing.T) {
	// Purple is five spaces clear with two dice still to draw (of
	// purple's, blue's and the grey one): it leads the leg whatever
	// happens, so its 5 ticket is worth 5, more than anything else.
	b, err := second.ParseBoard("1:B 2:G 3:Y 4:R 9:P 14:K 16:W")
	if err != nil {
		t.Fatal(err)
	}
	g := second.NewFrom(4, b, rand.New(rand.NewPCG(1, 1)))
	for _, r := range []second.Roll{{Die: second.Die(second.Green), Steps: 1}, {Die: second.Die(second.Yellow), Steps: 1}, {Die: second.Die(second.Red), Steps: 1}} {
		if err := g.ApplyRoll(r); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []SecondPlayer{&LegwiseSecond{}, newSecondExpert(rand.New(rand.NewPCG(1, 2)))} {
		if a := p.Decide(g.View(g.Turn())); a != second.Bet(second.LegBet, second.Purple) {
			t.Errorf("%T: %v, want the leg ticket on purple", p, a)
		}
	}
}

func TestFinishValue(t *testing.T) {
	tests := []struct {
		chance float64
		pile   int
		want   float64
	}{
		{1, 0, 8},
		{0, 3, -1},
		{0.5, 0, 0.5*8 - 0.5},
		{1, 2, 3},                         // two right cards ahead: the 3
		{0.5, 1, 0.5*(0.5*8+0.5*5) - 0.5}, // one card ahead, right half the time
	}
	for _, tc := range tests {
		if got := FinishValue(tc.chance, tc.pile); got < tc.want-1e-12 || got > tc.want+1e-12 {
			t.Errorf("FinishValue(%v, %d) = %v, want %v", tc.chance, tc.pile, got, tc.want)
		}
	}
}

func TestSecondExpertWinsTheMost(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 40 whole games; skipped under -short")
	}
	pool, err := ParseIn(camelup.Second, "expert,legwise,leader,random")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Tournament{Bots: pool, Games: 40, Seed: 1, Edition: camelup.Second}.Run()
	if err != nil {
		t.Fatal(err)
	}
	if st[0].Name != "expert" || st[0].Rate() < 0.4 {
		for _, s := range st {
			t.Errorf("%-8s %2d of %2d", s.Name, s.Points, s.Games)
		}
		t.Errorf("want expert first with at least 40 %% of the games")
	}
}
