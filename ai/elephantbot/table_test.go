package elephantbot

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"parlor/elephant"
)

// TestRandomTables seats random bots at random tables and plays rounds:
// every round ends within n opens and 3n steals, with each present opened
// once and each player holding exactly one.
func TestRandomTables(t *testing.T) {
	all := all()
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 14).Draw(t, "players")
		var seats []elephant.Seat
		for i := range n {
			b := all[rapid.IntRange(0, len(all)-1).Draw(t, "bot")]
			if b.Name == "expert" {
				b = all[i%3] // keep the check quick: expert has its own tests
			}
			seats = append(seats, b.Seat())
		}
		g, err := elephant.NewGame(seats, elephant.Rules{Rounds: 5}, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0)))
		if err != nil {
			t.Fatal(err)
		}
		for {
			rd := g.Round()
			turns := 0
			for !rd.Over() {
				if turns++; turns > 4*n {
					t.Fatalf("a round of %d players still going after %d turns", n, 4*n)
				}
				if _, err := g.PlayComputer(); err != nil {
					t.Fatal(err)
				}
			}
			opens := 0
			for _, ev := range rd.Events() {
				if ev.Kind == elephant.Opened {
					opens++
				}
				if ev.Forced {
					t.Fatalf("a bot gave an illegal answer: %+v", ev)
				}
			}
			if opens != n {
				t.Fatalf("%d opens in a round of %d", opens, n)
			}
			for p := range n {
				if _, ok := rd.Holding(p); !ok {
					t.Fatalf("player %d ends the round empty-handed", p)
				}
			}
			if g.Over() {
				break
			}
			if err := g.NextRound(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
