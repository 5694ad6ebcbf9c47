package server

import (
	"fmt"
	"strings"
	"testing"

	"parlor/camelup"
)

// gameOver marks the end of a game on every player's screen.
var gameOver = []string{"wins the game", "share the win"}

// TestCamelUp plays whole Camel Up games of two and of three people with
// computer players. On their first turn each person places a secret race
// bet, on a camel of their own; every other person must see that a bet was
// placed and by whom, and never its camel until the race is over.
func TestCamelUp(t *testing.T) {
	for _, tc := range []struct {
		people []string
		keys   []string // the create form's keys: the seats and the computer player
	}{
		// 2 people, 2 computers; the computer player: bogart → expert →
		// player0, who only moves camels.
		{[]string{"alice", "bob"}, []string{"down", "down", "down", "right", "right"}},
		// 3 people, 1 computer: player0.
		{[]string{"alice", "bob", "carol"}, []string{"down", "right", "down", "left", "down", "right", "right"}},
	} {
		t.Run(fmt.Sprint(len(tc.people), "people"), func(t *testing.T) {
			ts := startServer(t, nil)
			var clients []*client
			for _, n := range tc.people {
				clients = append(clients, ts.enter(n))
			}
			clients[0].newTable(tc.keys...)
			for _, c := range clients[1:] {
				c.join()
			}
			clients[0].send("s")

			// Person i bets on camel i: to win the race if i is even, to
			// lose it if odd.
			bet := func(i int) (camelup.Camel, string) {
				if i%2 == 0 {
					return camelup.Camel(i), "win"
				}
				return camelup.Camel(i), "lose"
			}
			play(t, clients, func(c *client, turn int) []string {
				i := indexOf(clients, c)
				switch turn {
				case 0:
					// The keys in one write, as a fast typist's reach the
					// server: "3\r1\r" is 3, enter, 1, enter (the
					// winner bet, on blue). A digit chooses, enter plays.
					cm, side := bet(i)
					kind := map[string]string{"win": "3", "lose": "4"}[side]
					return []string{fmt.Sprintf("%s\r%d\r", kind, cm+1)}
				case 1:
					return []string{"2", "enter", "3", "enter"} // orange for the round
				}
				return []string{"1", "enter"}
			}, gameOver...)

			reveal := []string{"The race is over", "race-winner bet on", "race-loser bet on"}
			for i, c := range clients {
				screen := c.text()
				race := before(screen, reveal...)
				cm, side := bet(i)
				for _, want := range []string{
					fmt.Sprintf("%s bet on %s to %s the race", c.who, cm, side),
					fmt.Sprintf("Your secret race bets: %s to %s", cm, side),
					"The race is over",
				} {
					if !strings.Contains(screen, want) {
						t.Errorf("%s's screen lacks %q", c.who, want)
					}
				}
				for j, o := range clients {
					if j == i {
						continue
					}
					ocm, oside := bet(j)
					if want := fmt.Sprintf("%s placed a secret bet on the camel to %s the race", o.who, oside); !strings.Contains(race, want) {
						t.Errorf("%s's screen lacks %q", c.who, want)
					}
					// Until the payouts reveal them, no one sees another's
					// camel.
					for cm := range camelup.Camel(camelup.NumCamels) {
						if leak := fmt.Sprintf("%s bet on %s to %s", o.who, cm, oside); strings.Contains(race, leak) {
							t.Errorf("%s's screen shows %q before the race ended", c.who, leak)
						}
					}
					if leak := fmt.Sprintf("%s to %s", ocm, oside); strings.Contains(race, leak) {
						t.Errorf("%s's screen shows %s's bet (%s) before the race ended", c.who, o.who, leak)
					}
					// The end reveals them to all.
					kind := map[string]string{"win": "race-winner", "lose": "race-loser"}[oside]
					if want := fmt.Sprintf("%s's %s bet on %s", o.who, kind, ocm); !strings.Contains(screen, want) {
						t.Errorf("%s's screen lacks the payout %q", c.who, want)
					}
				}
			}
		})
	}
}

func indexOf(clients []*client, c *client) int {
	for i, o := range clients {
		if o == c {
			return i
		}
	}
	return -1
}
