package server

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/kit"
)

// TestHoldemTwoPeople plays a Hold'em match of two people with 100 chips
// each. Bob folds the first hand, so alice's cards are never shown in it;
// after that alice raises and bob calls until one holds every chip; each
// says a line in the table's chat on the way, and carol watches. No
// screen (the whole byte stream, chat and all) ever shows a player's hole
// cards before they are turned up, the watcher's no hand in play, and
// each hand history holds only its own player's cards, in the format they
// chose (alice PokerStars, bob Parlor's).
func TestHoldemTwoPeople(t *testing.T) {
	// A short pause between hands, so that the end of each is drawn.
	ts := startServer(t, func(c *Config) { c.Pause = 50 * time.Millisecond })
	alice := ts.enter("alice")
	alice.send("f")
	alice.waitFor("pokerstars format")
	bob := ts.enter("bob")
	// Hold'em, stacks of 100.
	alice.newTable("right", "right", "down", "down", "down", "down", "left", "left", "left")
	bob.join()
	carol := ts.enter("carol") // watches the match
	alice.send("s")
	carol.waitFor("playing")
	carol.send("w")
	carol.waitFor("You are watching")
	alice.waitFor("watching: 1")

	play(t, []*client{alice, bob}, func(c *client, turn int) []string {
		var chat []string
		if turn == 1 { // a line in the table's chat, then the move
			chat = []string{"/", "nice hand from " + c.who, "enter"}
		}
		switch {
		case c == alice:
			return append(chat, "r", "c") // bet or raise, else check or call
		case turn == 0:
			return []string{"fy"} // fold (confirm if a check was free), in one write
		}
		return append(chat, "c")
	}, "wins the game")

	hands := func(name, first string) string {
		t.Helper()
		files, _ := filepath.Glob(filepath.Join(ts.cfg.HistoryDir, name+"-*", "*[0-9].txt")) // the hands, not a tournament summary
		if len(files) != 1 {
			t.Fatalf("%s's hand histories: %v, want one file", name, files)
		}
		text := checkHistory(t, files[0], 2)
		if !strings.HasPrefix(text, first) {
			t.Errorf("%s's history starts %q, want %q", name, text[:min(len(text), 40)], first)
		}
		return text
	}
	aFile := hands("alice", "PokerStars Hand #")
	bFile := hands("bob", "Poker Game, Hand #")
	if strings.Contains(aFile, "Dealt to bob") || strings.Contains(bFile, "Dealt to alice") {
		t.Errorf("a hand history holds the other player's dealt cards")
	}

	dealt := regexp.MustCompile(`Dealt to (\w+) \[(\w\w) (\w\w)\]`)
	check := func(file, owner string, me, other *client) {
		t.Helper()
		ms := dealt.FindAllStringSubmatch(file, -1)
		if len(ms) < 2 {
			t.Fatalf("%s's history deals %d hands, want 2 at least", owner, len(ms))
		}
		mine, theirs := me.text(), other.text()
		for i, m := range ms {
			if m[1] != owner {
				t.Fatalf("%s's history: %q", owner, m[0])
			}
			// The cards as the table draws them: two small cards side by
			// side, and as text in the log.
			faces, text := "│"+symbols(t, m[2])+"│ │"+symbols(t, m[3])+"│", symbols(t, m[2])+" "+symbols(t, m[3])
			// Bob folds hand 1 at his first turn; when he acts first,
			// that can come before alice's screen draws a frame of the
			// hand (frames are drawn 60 times a second), so her cards of
			// hand 1 may never be drawn. Every later hand she plays.
			if !strings.Contains(mine, faces) && !(i == 0 && owner == "alice") {
				t.Errorf("%s never saw their own cards %s (hand %d)", owner, text, i+1)
			}
			// The other sees them only once they are shown: the line
			// "alice shows 2♠ 5♦" comes above the table.
			seen := before(theirs, owner+" shows "+text)
			if strings.Contains(seen, faces) || strings.Contains(seen, text) {
				t.Errorf("%s saw %s's hole cards %s (hand %d) before they were shown", other.who, owner, text, i+1)
			}
			for _, c := range []*client{other, carol} {
				if s := c.text(); i == 0 && (strings.Contains(s, faces) || strings.Contains(s, text)) {
					t.Errorf("%s saw %s's hole cards %s of the hand that bob folded", c.who, owner, text)
				}
			}

		}
	}
	check(aFile, "alice", alice, bob)
	check(bFile, "bob", bob, alice)

	// The watcher sees each hand once it has ended, with the hands shown
	// then or none: never a card face down, as a hand in play has.
	if s := carol.text(); strings.Contains(s, "│▒▒│") || !strings.Contains(s, "alice: nice hand from alice") || !strings.Contains(s, "Hand #2") {
		t.Errorf("carol's screen, watching:\n%s", tail(s, 2500))
	}
	for _, c := range []*client{alice, bob} {
		s := c.text()
		for _, want := range []string{"bob folds", "alice raises to", "│▒▒│ │▒▒│", "has every chip", "wins the game",
			"alice: nice hand from alice", "bob: nice hand from bob"} {
			if !strings.Contains(s, want) {
				t.Errorf("%s's screen lacks %q", c.who, want)
			}
		}
	}
}

// symbols writes a card as the table does with suit symbols: "As" is "A♠".
func symbols(t *testing.T, card string) string {
	t.Helper()
	c, err := poker.ParseCard(card)
	if err != nil {
		t.Fatal(err)
	}
	return c.Rank().String() + kit.SuitSymbols[c.Suit()]
}

// checkHistory reads a hand-history file back: at least min hands, each
// of them whole. It returns the text.
func checkHistory(t *testing.T, path string, min int) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	if hf.Len() < min {
		t.Errorf("%s has %d hands, want %d at least", path, hf.Len(), min)
	}
	hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Errorf("%s: hand %d does not read back: %v", path, i+1, err)
		} else if _, err := r.Replay(nil); err != nil {
			t.Errorf("%s: hand %d does not add up: %v", path, i+1, err)
		}
		return true
	})
	return string(b)
}
