package camelup_test

import (
	"fmt"
	"math/rand/v2"

	"parlor/camelup"
)

// A game is driven seat by seat: each seat sees its View, picks one of its
// legal actions, and the game applies it.
func Example() {
	g, err := camelup.New(4, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		panic(err)
	}
	for !g.Over() {
		v := g.View(g.Turn())
		o := v.Odds() // exact odds of the round, EV of each round action
		// Bet on the round when it beats the coin for moving.
		// (A bet that pays 1 on a camel sure to place is worth 1: no better.)
		best, bestEV := camelup.Move(), o.MoveEV
		for c := camelup.Blue; c <= camelup.White; c++ {
			if bet := camelup.Bet(camelup.RoundBet, c); o.BetEV[c] > bestEV+1e-9 && v.Legal(bet) == nil {
				best, bestEV = bet, o.BetEV[c]
			}
		}
		if err := g.Apply(best); err != nil {
			panic(err)
		}
	}
	b := g.Board()
	fmt.Println("winner:", b.Leader(), "last:", b.Last())
	fmt.Println("coins:", g.View(0).Coins, "winners:", g.Winners())
	// Output:
	// winner: green last: orange
	// coins: [24 14 17 15] winners: [0]
}

// The odds of a position in the middle of a round: blue and white have yet
// to move, and there is a −1 trap on 9. Green leads only if blue moves
// first and rolls 3, landing on white: 1 in 6.
func ExampleRound() {
	b, err := camelup.ParseBoard("4:BG 6:OY 7:W -9")
	if err != nil {
		panic(err)
	}
	unmoved := camelup.CamelSet(0).With(camelup.Blue).With(camelup.White)
	o := camelup.Round(b, unmoved)
	r := camelup.Race(b, unmoved)
	for c := camelup.Blue; c <= camelup.White; c++ {
		fmt.Printf("%-6v lead %.3f second %.3f  win %.3f lose %.3f\n", c, o.Lead[c], o.Second[c], r.Win[c], r.Lose[c])
	}
	// Output:
	// blue   lead 0.000 second 0.167  win 0.196 lose 0.212
	// green  lead 0.167 second 0.500  win 0.224 lose 0.155
	// orange lead 0.000 second 0.000  win 0.162 lose 0.322
	// yellow lead 0.000 second 0.333  win 0.184 lose 0.207
	// white  lead 0.833 second 0.000  win 0.233 lose 0.103
}
