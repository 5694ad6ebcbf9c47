package server

import (
	"strings"
	"testing"
	"time"
)

// TestWhiteElephantTwoPeople plays a whole White Elephant game to $100:
// alice and bob with a computer player. Bob steals from alice whenever he
// may; both see every turn.
func TestWhiteElephantTwoPeople(t *testing.T) {
	// A short pause between rounds, so that the end of each is drawn.
	ts := startServer(t, func(c *Config) { c.Pause = 30 * time.Millisecond })
	alice := ts.enter("alice")
	bob := ts.enter("bob")
	// White Elephant, 2 people and 1 computer, to $100.
	alice.newTable("right", "down", "down", "left", "down", "down", "left", "left", "left")
	bob.join()
	alice.send("s")

	play(t, []*client{alice, bob}, func(c *client, turn int) []string {
		if c == bob {
			return []string{"1", "o"} // steal from seat 1, else open
		}
		return []string{"o"}
	}, gameOver...)

	for _, c := range []*client{alice, bob} {
		s := c.text()
		for _, want := range []string{"White Elephant", "Round 1 · goal $100", "3. expert", "alice opened a present worth", "bob stole alice's present", "expert opened a present worth", "Round 1: "} {
			if !strings.Contains(s, want) {
				t.Errorf("%s's screen lacks %q", c.who, want)
			}
		}
	}
}
