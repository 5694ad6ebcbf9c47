package poker_test

import (
	"fmt"
	"math/rand/v2"

	"parlor/poker"
)

// A hand dealt on its own from a prepared deck, played by checking and
// calling. An unshuffled deck pops the Aces, then the Kings.
func ExampleGame() {
	g, err := poker.NewGame(poker.GameConfig{
		Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20,
		Button: 0, Stacks: [2]int{1500, 1500}, Names: [2]string{"Human", "Computer"},
		Deck: poker.NewDeck(),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for !g.Over() {
		legal := g.Legal() // fold, then check or call, then bet or raise
		if err := g.Act(g.ToAct(), legal[1]); err != nil {
			fmt.Println(err)
			return
		}
	}
	for _, e := range g.Events() {
		switch e.Kind {
		case poker.EventDeal:
			fmt.Printf("%s: %v\n", g.Names()[e.Seat], e.CardList())
		case poker.EventShowdown:
			fmt.Printf("%s has %s\n", g.Names()[e.Seat], e.Value.Name())
		case poker.EventAward:
			fmt.Printf("%s collects %d (split %v)\n", g.Names()[e.Seat], e.Amount, e.Split)
		}
	}
	// Output:
	// Human: [Ac Ah]
	// Computer: [As Ad]
	// Computer has four of a kind, Kings
	// Human has four of a kind, Kings
	// Computer collects 20 (split true)
	// Human collects 20 (split true)
}

// A bot is a function of what its seat may see.
func alwaysCall(v poker.SeatView) poker.Action {
	for _, a := range v.Legal {
		if a.Kind == poker.Check || a.Kind == poker.Call {
			return a
		}
	}
	return v.Legal[0]
}

// A tournament between two bots, each given only its seat's view.
func ExampleMatch() {
	m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(rand.NewPCG(1, 2))})
	if err != nil {
		fmt.Println(err)
		return
	}
	bots := [2]func(poker.SeatView) poker.Action{alwaysCall, alwaysCall}
	var views [2]poker.SeatView
	for !m.Over() {
		if err := m.Deal(); err != nil {
			fmt.Println(err)
			return
		}
		g := m.Game()
		for !g.Over() {
			seat := g.ToAct()
			g.ViewInto(seat, &views[seat])
			if err := m.Act(seat, bots[seat](views[seat])); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	ev := m.Events()
	end := ev[len(ev)-1] // EventMatchEnd
	fmt.Println(m.Names()[end.Seat], "wins with", end.Stacks[end.Seat], "chips after", m.HandNumber(), "hands")
	// Output: Human wins with 3000 chips after 89 hands
}
