package handhistory

import (
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// playedHand is one finished hand of a random match: its events, the
// engine's final stacks and the state of the random source before the
// deal, so that a test can deal the same cards again.
type playedHand struct {
	events []poker.Event
	final  [2]int
	deck   rand.PCG
}

// randomMatch plays one match of random legal actions to its end (or
// maxHands) and returns every hand. The deck's source and the players'
// choices are separate, so a hand can be dealt again from deck alone.
func randomMatch(t testing.TB, seed uint64, maxHands int) []playedHand {
	t.Helper()
	src := rand.NewPCG(seed, 1)
	choice := rand.New(rand.NewPCG(seed, 2))
	m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(src), Button: int(seed & 1)})
	if err != nil {
		t.Fatal(err)
	}
	var hands []playedHand
	for !m.Over() && len(hands) < maxHands {
		before := *src
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		g := m.Game()
		for !g.Over() {
			legal := g.Legal()
			// Lean towards calling and raising so that hands go on and
			// all-ins happen.
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
		hands = append(hands, playedHand{
			events: append([]poker.Event(nil), m.Events()...),
			final:  g.Stacks(),
			deck:   before,
		})
	}
	return hands
}
