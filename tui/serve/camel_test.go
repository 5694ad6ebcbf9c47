package serve

import (
	"strings"
	"testing"

	"parlor/camelup"
)

// gameOver marks the end of a game on every player's screen.
var gameOver = []string{"wins the game", "share the win"}

// TestCamelUpTwoPeople plays a whole Camel Up game: alice and bob with two
// computer players. Each places one secret race bet; the other must see
// that a bet was placed and by whom, and never its camel until the race
// is over.
func TestCamelUpTwoPeople(t *testing.T) {
	ts := startServer(t, nil)
	alice := ts.enter("alice")
	bob := ts.enter("bob")
	// Camel Up, 2 people, 2 computers; the computer player: bogart →
	// expert → player0, who only moves camels.
	alice.newTable("down", "down", "down", "right", "right")
	bob.join()
	alice.send("s")

	play(t, []*client{alice, bob}, func(c *client, turn int) []string {
		switch {
		case turn == 0 && c == alice:
			return []string{"w", "b"} // blue to win the race
		case turn == 0 && c == bob:
			return []string{"l", "g"} // green to lose it
		case turn == 1:
			return []string{"r", "o"} // orange for the round
		}
		return []string{"m"}
	}, gameOver...)

	a, b := alice.text(), bob.text()
	for _, want := range []string{"alice bet on blue to win the race", "Your secret race bets: blue to win", "bob placed a secret bet on the camel to lose the race", "The race is over"} {
		if !strings.Contains(a, want) {
			t.Errorf("alice's screen lacks %q", want)
		}
	}
	for _, want := range []string{"bob bet on green to lose the race", "Your secret race bets: green to lose", "alice placed a secret bet on the camel to win the race", "The race is over"} {
		if !strings.Contains(b, want) {
			t.Errorf("bob's screen lacks %q", want)
		}
	}
	// Until the payouts reveal them, neither sees the other's camel.
	reveal := []string{"The race is over", "race-winner bet on", "race-loser bet on"}
	aRace, bRace := before(a, reveal...), before(b, reveal...)
	for c := range camelup.Camel(camelup.NumCamels) {
		if leak := "alice bet on " + c.String() + " to win"; strings.Contains(bRace, leak) {
			t.Errorf("bob's screen shows %q before the race ended", leak)
		}
		if leak := "bob bet on " + c.String() + " to lose"; strings.Contains(aRace, leak) {
			t.Errorf("alice's screen shows %q before the race ended", leak)
		}
	}
	if strings.Contains(bRace, "blue to win") {
		t.Errorf("bob's screen shows alice's bet (blue to win) before the race ended")
	}
	if strings.Contains(aRace, "green to lose") {
		t.Errorf("alice's screen shows bob's bet (green to lose) before the race ended")
	}
	// The end reveals them to all.
	if !strings.Contains(b, "alice's race-winner bet on blue") {
		t.Errorf("bob's screen lacks the payout of alice's race-winner bet")
	}
}
