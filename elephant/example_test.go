package elephant_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/elephant"
)

// thief steals the most valuable present it may.
type thief struct{}

func (thief) Choose(v *elephant.View) int {
	best, val := elephant.None, -1.0
	for _, h := range v.AppendTargets(nil) {
		if h.Value > val {
			best, val = h.Player, h.Value
		}
	}
	return best
}

// A screen drives the game one turn at a time: a computer seat plays with
// PlayComputer, a person's choice goes to Open or Steal, and the round's
// events say what happened.
func Example() {
	seats := []elephant.Seat{
		{Name: "Ann"}, // a person
		{Name: "Bot", Bot: func(*rand.Rand) elephant.Player { return thief{} }},
		{Name: "Cy"}, // a person
	}
	g, err := elephant.NewGame(seats, elephant.Rules{Rounds: 1}, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		panic(err)
	}
	rd := g.Round()
	if _, err := g.Steal(g.Turn()); errors.Is(err, elephant.ErrStealSelf) {
		fmt.Println(err)
	}
	for !rd.Over() {
		if g.IsComputer(g.Turn()) {
			if _, err := g.PlayComputer(); err != nil {
				panic(err)
			}
			continue
		}
		// The people here steal from the first legal target, or open.
		var err error
		if ts := rd.Targets(); len(ts) > 0 {
			_, err = g.Steal(ts[0])
		} else {
			_, err = g.Open()
		}
		if err != nil {
			panic(err)
		}
	}
	for _, ev := range rd.Events() {
		if ev.Kind == elephant.Stole {
			fmt.Printf("%s stole $%.0f from %s\n", seats[ev.Player].Name, ev.Value*100, seats[ev.From].Name)
		} else {
			fmt.Printf("%s opened $%.0f\n", seats[ev.Player].Name, ev.Value*100)
		}
	}
	fmt.Printf("scores %.2f, over %v\n", g.Scores(), g.Over())
	// Output:
	// elephant: cannot steal from yourself
	// Bot opened $80
	// Ann stole $80 from Bot
	// Bot opened $39
	// Cy stole $80 from Ann
	// Ann stole $39 from Bot
	// Bot stole $80 from Cy
	// Cy stole $39 from Ann
	// Ann opened $82
	// scores [0.82 0.80 0.39], over true
}
