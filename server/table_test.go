package server

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/kit"
)

// TestHoldemTableTwoPeople: alice and bob play a ring game of four seats
// with two computers for 30 hands over SSH, and carol watches. Bob drops
// after hand 8; a computer plays his seat until he connects again with his
// key after hand 12, and he plays on. Decoding every byte each of them
// received, hand by hand: nobody's screen ever shows another's hole cards
// of a hand in which they were not turned up, each history holds its own
// player's cards only, every hand of the 30.
func TestHoldemTableTwoPeople(t *testing.T) {
	if testing.Short() {
		t.Skip("30 hands over SSH")
	}
	ts := startServer(t, func(c *Config) { c.Pause, c.BotDelay = 30*time.Millisecond, 2*time.Millisecond })
	alice := ts.enter("alice")
	bobKey := newSigner(t)
	bob := ts.enterWith("bob", bobKey)
	// Hold'em (a heads-up match of two, so far), two computers: a
	// sit-and-go of four; one play on: the ring game.
	alice.newTable("right", "right", "down", "down", "right", "right", "down", "down", "right")
	bob.join()
	carol := ts.enter("carol")
	alice.send("s")
	carol.waitFor("playing")
	carol.send("w")
	carol.waitFor("You are watching")

	move := func(c *client, turn int) []string {
		if c == alice && turn%3 == 0 {
			return []string{"r", "c"} // bet or raise now and then, else check or call
		}
		return []string{"c"}
	}
	playFor(t, []*client{alice, bob}, move, -1, "Hand #9 ·")
	bob.close()
	alice.waitFor("bob dropped: a computer player")
	playFor(t, []*client{alice}, move, -1, "Hand #13 ·")
	bob2 := ts.connect("bob", bobKey) // his seat again, at once
	bob2.waitFor("Hand #")
	alice.waitFor("bob is back")
	playFor(t, []*client{alice, bob2}, move, -1, "Hand #31 ·")
	carol.waitFor("Hand #30 ·")

	// Alice leaves the table and browses her hands from the lobby: her
	// file of the ring game, and back with esc.
	alice.send("esc", "y")
	alice.waitFor("Lobby")
	alice.send("h")
	alice.waitFor("4max_ring")
	alice.send("esc")
	alice.waitFor("Lobby")

	streams := map[string]string{
		"alice": alice.text(),
		"bob":   bob.text() + bob2.text(),
		"carol": carol.text(),
	}
	for _, owner := range []string{"alice", "bob"} {
		hands := tableHands(t, ts, owner)
		for n := 1; n <= 30; n++ {
			if _, ok := hands[n]; !ok {
				t.Errorf("%s's history lacks hand %d", owner, n)
			}
		}
		mine := 0
		for n, h := range hands {
			if strings.Contains(handSegment(streams[owner], n), h.text) {
				mine++
			}
			if h.shown {
				continue
			}
			for who, s := range streams {
				if who != owner && strings.Contains(handSegment(s, n), h.text) {
					t.Errorf("%s saw %s's hole cards %s of hand %d, never turned up", who, owner, h.text, n)
				}
			}
		}
		// Bob saw no hand while he was away; each saw their cards in most.
		if want := map[string]int{"alice": 25, "bob": 15}[owner]; mine < want {
			t.Errorf("%s saw their own cards in %d hands, want %d at least", owner, mine, want)
		}
	}
	if s := streams["carol"]; strings.Contains(s, "▒▒ ▒▒") || !strings.Contains(s, "each hand shows once it has ended") {
		t.Errorf("carol, watching, saw a hand in play (cards face down):\n%s", tail(s, 2000))
	}
}

// heroHand is a hand of a player's history: their cards as the screen
// writes them, and whether they turned them up.
type heroHand struct {
	text  string
	shown bool
}

// tableHands reads who's hand history: their cards by hand number, and
// checks that it deals cards to nobody else.
func tableHands(t *testing.T, ts *testServer, who string) map[int]heroHand {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(ts.cfg.HistoryDir, who+"-*", "*.txt"))
	if len(files) != 1 {
		t.Fatalf("%s's hand histories: %v, want one file", who, files)
	}
	hf, err := handhistory.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	hands := map[int]heroHand{}
	hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Errorf("%s's hand %d: %v", who, i+1, err)
			return true
		}
		if r.Hero < 0 || r.Players[r.Hero].Name != who {
			t.Errorf("%s's hand %d is dealt to %v", who, i+1, r.Hero)
			return true
		}
		p := r.Players[r.Hero]
		n := r.Number
		if n == 0 {
			n = i + 1
		}
		hands[n] = heroHand{text: cardText(p.Hole[0]) + " " + cardText(p.Hole[1]), shown: p.Shown}
		return true
	})
	return hands
}

func cardText(c poker.Card) string { return c.Rank().String() + kit.SuitSymbols[c.Suit()] }

// headRE finds the heading of a hand on the table's screen.
var headRE = regexp.MustCompile(`Hand #(\d+) · `)

// handSegment is what s drew while hand n was on the screen: from each
// heading of hand n to the next heading of another hand.
func handSegment(s string, n int) string {
	var b strings.Builder
	ms := headRE.FindAllStringSubmatchIndex(s, -1)
	for i, m := range ms {
		if k, _ := strconv.Atoi(s[m[2]:m[3]]); k != n {
			continue
		}
		end := len(s)
		for _, next := range ms[i+1:] {
			if k, _ := strconv.Atoi(s[next[2]:next[3]]); k != n {
				end = next[0]
				break
			}
		}
		fmt.Fprintln(&b, s[m[0]:end])
	}
	return b.String()
}
