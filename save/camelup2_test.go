package save

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/ai/camelupbot"
	"parlor/camelup/second"
)

// camel2Seats are the test table: a person between three computers.
var camel2Seats = []Seat{{Name: "Expert", Bot: "expert"}, {Name: "Ana"}, {Name: "Leg", Bot: "legwise"}, {Name: "R", Bot: "random"}}

// stepCamel2 plays one turn of c as the board does: the bot's choice for a
// computer, for the person a leg ticket one turn in three, else the
// pyramid. It reports whether the race goes on.
func stepCamel2(t *testing.T, c *CamelUp2) bool {
	t.Helper()
	g := c.Game
	if g.Over() {
		return false
	}
	seat := g.Turn()
	a := second.Move()
	if p := c.Players[seat]; p != nil {
		a, _ = camelupbot.ChooseSecond(p, g.View(seat))
	} else if len(g.Log())%3 == 0 {
		a = second.Bet(second.LegBet, g.Board().Ranking()[0])
		if g.Legal(a) != nil {
			a = second.Move()
		}
	}
	if err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	return !g.Over()
}

// camel2Result is a game's outcome, to compare runs.
func camel2Result(c *CamelUp2) string {
	var coins []string
	for s := range c.Seats {
		coins = append(coins, fmt.Sprint(c.Game.Coins(s)))
	}
	return fmt.Sprintf("%d events, coins %s, %v", len(c.Game.Log()), strings.Join(coins, " "), c.Game.Log()[len(c.Game.Log())-1])
}

func TestKilledSecondEditionResumesToTheSameEnd(t *testing.T) {
	// A second-edition game, killed at random turns and resumed from its
	// save in a store, ends exactly as the same game played through.
	for seed := uint64(1); seed <= 3; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			through, err := NewCamelUp2(camel2Seats, rand.NewPCG(seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			for stepCamel2(t, through) {
			}
			want := camel2Result(through)

			store, err := Open(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			c, err := NewCamelUp2(camel2Seats, rand.NewPCG(seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			slot := store.NewSlot(KindCamelUp)
			kills, r := 0, rand.New(rand.NewPCG(seed, 99))
			for {
				more := stepCamel2(t, c)
				if err := slot.Save(c); err != nil {
					t.Fatal(err)
				}
				if !more {
					break
				}
				if r.IntN(4) != 0 {
					continue
				}
				kills++
				env, err := store.Load(slot.Name())
				if err != nil {
					t.Fatal(err)
				}
				g, err := Resume(env)
				if err != nil {
					t.Fatalf("Resume: %v", err)
				}
				var ok bool
				if c, ok = g.(*CamelUp2); !ok {
					t.Fatalf("Resume gave a %T, want a *CamelUp2", g)
				}
				if !strings.Contains(env.Summary, "2nd edition") {
					t.Errorf("summary %q does not name the edition", env.Summary)
				}
			}
			if kills == 0 {
				t.Fatal("the game was never killed")
			}
			if got := camel2Result(c); got != want {
				t.Errorf("killed %d times and resumed: %s\nplayed through: %s", kills, got, want)
			}
		})
	}
}

func TestResumeRefusesDamagedSecondEdition(t *testing.T) {
	c, err := NewCamelUp2(camel2Seats, rand.NewPCG(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	stepCamel2(t, c)
	good, err := c.Payload()
	if err != nil {
		t.Fatal(err)
	}
	if g, err := decodeCamelUp(good); err != nil {
		t.Fatalf("decode of a good payload: %v", err)
	} else if _, ok := g.(*CamelUp2); !ok {
		t.Fatalf("decode gave a %T, want a *CamelUp2", g)
	}
	for _, tc := range []struct{ name, payload string }{
		{"unknown edition", replace(good, `"Edition":1`, `"Edition":7`)},
		{"unknown bot", replace(good, `"Bot":"legwise"`, `"Bot":"bogart"`)},
		{"bad board", replace(good, `"Board":"`, `"Board":"x`)},
		{"a source short", replace(good, `"Sources":[`, `"Sources":[null,`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.payload == "" {
				t.Fatal("the test's edit did not apply")
			}
			if _, err := decodeCamelUp([]byte(tc.payload)); !errors.Is(err, ErrCorrupt) {
				t.Errorf("decode = %v, want ErrCorrupt", err)
			}
		})
	}
}
