package server

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"parlor/handhistory"
	"parlor/save"
	"parlor/tui/kit"
	"parlor/tui/kit/track"
)

// The tests of a served game that outlives its server: played in part,
// the server shut down, a new one started on the same directories, the
// same keys connecting again, the game played to its end.

// restart starts a new server on the directories of ts, as `parlor serve`
// started again.
func (ts *testServer) restart(t *testing.T, edit func(*Config)) *testServer {
	t.Helper()
	old := ts.cfg
	return startServer(t, func(c *Config) {
		if edit != nil {
			edit(c)
		}
		c.DataDir, c.SaveDir, c.HistoryDir = old.DataDir, old.SaveDir, old.HistoryDir
	})
}

// onlySave loads the one save of dir.
func onlySave(t *testing.T, dir string) save.Game {
	t.Helper()
	st, err := save.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	es, err := st.List()
	if err != nil || len(es) != 1 || es[0].Err != nil {
		t.Fatalf("the saves of %s: %v, %v; want one that resumes", dir, es, err)
	}
	env, err := st.Load(es[0].Name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := save.Resume(env)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// camelMoves are the keys of each person's moves, by their count: a
// secret race bet (alice on blue to win, bob on green to lose), a round
// bet on orange, then camels moved.
func camelMoves() func(c *client, _ int) []string {
	var mu sync.Mutex
	made := map[string]int{}
	return func(c *client, _ int) []string {
		mu.Lock()
		defer mu.Unlock()
		n := made[c.who]
		made[c.who]++
		switch {
		case n == 0 && c.who == "alice":
			return []string{"3\r1\r"} // blue to win
		case n == 0:
			return []string{"4\r2\r"} // green to lose
		case n == 1:
			return []string{"2\r3\r"} // a round bet on orange
		}
		return []string{"1", "enter"}
	}
}

// camelPair opens a Camel Up table of alice and bob, no computers, and
// starts it.
func camelPair(t *testing.T, ts *testServer, aKey, bKey gossh.Signer) (alice, bob *client) {
	t.Helper()
	alice, bob = ts.enterWith("alice", aKey), ts.enterWith("bob", bKey)
	alice.newTable("down", "down", "left", "left") // Camel Up, 2 people, no computers
	bob.join()
	alice.send("s")
	alice.waitFor("alice started the game")
	bob.waitFor("alice started the game")
	return alice, bob
}

var (
	resultRE = regexp.MustCompile(`\w+ wins the game with \d+ coins|[\w ,]+ share the win with \d+ coins`)
	savedBye = "The game is saved; it resumes when the server is back"
)

// coinsRE finds a seat's line on the Camel Up board.
func coinsRE(name string) *regexp.Regexp {
	return regexp.MustCompile(name + `(?: \(you\))? +(\d+) coins · race bets (\d+) win, (\d+) lose`)
}

// lastCoins is the last line of name's coins and race bets on a screen.
func lastCoins(t *testing.T, screen, name string) string {
	t.Helper()
	ms := coinsRE(name).FindAllStringSubmatch(screen, -1)
	if len(ms) == 0 {
		t.Fatalf("no line of %s's coins on the screen:\n%s", name, tail(screen, 2000))
	}
	m := ms[len(ms)-1]
	return strings.Join(m[1:], " ")
}

// asciiContext draws as the server draws for a dumb terminal.
func asciiContext() *kit.Context {
	return &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
}

// TestCamelUpResumes plays six moves of a Camel Up game of alice and bob,
// shuts the server down and starts a new one on the same directories:
// both get their seats back with their keys, the board, the coins and the
// bets are as they were (each player's race bet still hidden from the
// other), and the game ends as the same game played without a break.
func TestCamelUpResumes(t *testing.T) {
	aKey, bKey := newSigner(t), newSigner(t)
	ts := startServer(t, nil)
	alice, bob := camelPair(t, ts, aKey, bKey)
	move := camelMoves()
	playFor(t, []*client{alice, bob}, move, 6)
	// The screen of the player to act is drawn; wait for the other's.
	coins := func(c *client) string { return lastCoins(t, c.text(), "alice") + "/" + lastCoins(t, c.text(), "bob") }
	for deadline := time.Now().Add(waitTimeout); coins(alice) != coins(bob) && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	earlier := map[string]string{} // the screens before the restart
	for _, c := range []*client{alice, bob} {
		earlier[c.who] = c.text()
	}
	ts.stop()
	for _, c := range []*client{alice, bob} {
		c.waitFor(savedBye)
		c.waitEnd()
	}
	g, ok := onlySave(t, ts.cfg.SaveDir).(*save.CamelUp)
	if !ok {
		t.Fatalf("the save holds %T, want a Camel Up game", g)
	}
	for i, name := range []string{"alice", "bob"} {
		want := fmt.Sprintf("%d", g.Game.Coins(i))
		for who, screen := range earlier {
			if got := lastCoins(t, screen, name); !strings.HasPrefix(got, want+" ") {
				t.Errorf("before the restart %s saw %s's coins and bets %q; the save has %s coins", who, name, got, want)
			}
		}
	}
	lines := track.Draw(asciiContext(), g.Game.Board(), g.Game.TrapOwner, -1)

	ts2 := ts.restart(t, nil)
	// The lobby shows the table back, waiting for its people.
	ts2.enter("carol").waitFor("waits for people")
	alice, bob = ts2.connect("alice", aKey), ts2.connect("bob", bKey)
	for _, c := range []*client{alice, bob} {
		c.waitFor("Table 1 · Camel Up")
		c.waitFor("bob is back")
	}
	// The first screens of the resumed game: the same board and coins.
	for _, c := range []*client{alice, bob} {
		screen := c.text()
		for _, l := range lines {
			if l = strings.TrimSpace(l); l != "" && !strings.Contains(screen, l) {
				t.Errorf("%s's resumed board lacks the track line %q:\n%s", c.who, l, tail(screen, 2500))
			}
		}
		for _, name := range []string{"alice", "bob"} {
			if got, want := lastCoins(t, screen, name), lastCoins(t, earlier[c.who], name); got != want {
				t.Errorf("%s sees %s's coins and bets %q after the restart, %q before", c.who, name, got, want)
			}
		}
	}
	play(t, []*client{alice, bob}, move, gameOver...)

	// The same game without a break.
	ts3 := startServer(t, nil)
	a3, b3 := camelPair(t, ts3, newSigner(t), newSigner(t))
	play(t, []*client{a3, b3}, camelMoves(), gameOver...)
	want := resultRE.FindString(a3.text())
	for _, c := range []*client{alice, bob} {
		screen := c.text()
		if got := resultRE.FindString(screen); got == "" || got != want {
			t.Errorf("%s's resumed game ends %q; without a break it ends %q", c.who, got, want)
		}
		// Secret bets stay secret across the restart, until the payouts.
		race := before(screen, "The race is over", "race-winner bet on", "race-loser bet on")
		other, side, mine := "bob", "lose", "Your secret race bets: blue to win"
		if c.who == "bob" {
			other, side, mine = "alice", "win", "Your secret race bets: green to lose"
		}
		if !strings.Contains(race, mine) {
			t.Errorf("%s's resumed screen lacks %q", c.who, mine)
		}
		if want := other + " placed a secret bet on the camel to " + side + " the race"; !strings.Contains(race, want) {
			t.Errorf("%s's resumed screen lacks %q", c.who, want)
		}
		for _, cm := range []string{"blue", "green", "orange", "yellow", "white"} {
			if leak := fmt.Sprintf("%s bet on %s to %s", other, cm, side); strings.Contains(race, leak) {
				t.Errorf("%s's resumed screen shows %q before the race ended", c.who, leak)
			}
		}
	}
	if es, _ := os.ReadDir(ts.cfg.SaveDir); len(es) != 0 {
		t.Errorf("the save of a game played to its end is still there: %v", es)
	}
}

// holdemPair opens a Hold'em table of alice and bob with stacks of 100 and
// starts it; alice's histories are PokerStars', bob's Parlor's.
func holdemPair(t *testing.T, ts *testServer, aKey, bKey gossh.Signer) (alice, bob *client) {
	t.Helper()
	alice = ts.enterWith("alice", aKey)
	alice.send("f")
	alice.waitFor("pokerstars format")
	bob = ts.enterWith("bob", bKey)
	alice.newTable("right", "right", "down", "down", "down", "down", "left", "left", "left")
	bob.join()
	alice.send("s")
	return alice, bob
}

// checkCalls checks or calls, whoever acts.
func checkCalls(*client, int) []string { return []string{"c"} }

var dealtRE = regexp.MustCompile(`Dealt to (\w+) \[(\w\w \w\w)\]`)

// historyOf is the one hand-history file of name, its hands' numbers and
// the hole cards dealt to them.
func historyOf(t *testing.T, dir, name string) (path string, numbers []int, dealt []string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, name+"-*", "*[0-9].txt")) // the hands, not a tournament summary
	if len(files) != 1 {
		t.Fatalf("%s's hand histories: %v, want one file", name, files)
	}
	text := checkHistory(t, files[0], 1)
	for _, m := range dealtRE.FindAllStringSubmatch(text, -1) {
		dealt = append(dealt, m[2])
	}
	hf, err := handhistory.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	hf.All(func(_ int, r *handhistory.Record, err error) bool {
		if err == nil {
			numbers = append(numbers, r.Number)
		}
		return true
	})
	return files[0], numbers, dealt
}

// TestHoldemResumes plays part of a Hold'em match of two people, shuts the
// server down in the middle of a hand and starts a new one on the same
// directories: the hand cut off resumes at the decision it stood at, its
// cards, moves and pot as they were, the match ends as the same match
// played without a break, and each player's history file goes on, every
// hand in it once.
func TestHoldemResumes(t *testing.T) {
	pause := func(c *Config) { c.Pause = 30 * time.Millisecond }
	aKey, bKey := newSigner(t), newSigner(t)
	ts := startServer(t, pause)
	alice, bob := holdemPair(t, ts, aKey, bKey)
	playFor(t, []*client{alice, bob}, checkCalls, 11)
	inPlay := 0 // the newest hand on the screens (the one of the player to act is drawn)
	for _, m := range regexp.MustCompile(`Hand #(\d+)`).FindAllStringSubmatch(alice.text()+bob.text(), -1) {
		n, _ := strconv.Atoi(m[1])
		inPlay = max(inPlay, n)
	}
	ts.stop()
	for _, c := range []*client{alice, bob} {
		c.waitFor(savedBye)
	}
	g, ok := onlySave(t, ts.cfg.SaveDir).(*save.Holdem)
	if !ok {
		t.Fatalf("the save holds %T, want a Hold'em match", g)
	}
	saved := g.Finished()
	if !g.Running() || g.Match.HandNumber() != inPlay {
		t.Fatalf("the server stopped at hand %d, the save has hand %d in play (%v): want the hand in play saved", inPlay, g.Match.HandNumber(), g.Running())
	}
	events := fmt.Sprint(g.Match.Events())
	for _, name := range []string{"alice", "bob"} {
		if _, numbers, _ := historyOf(t, ts.cfg.HistoryDir, name); len(numbers) != saved {
			t.Errorf("%s's history holds hands %v at the restart; the save is after hand %d", name, numbers, saved)
		}
	}
	pots := regexp.MustCompile(`Pot (\d+)`)
	lastPot := func(c *client) string {
		all := pots.FindAllString(c.text(), -1)
		if len(all) == 0 {
			t.Fatalf("%s never saw a pot", c.who)
		}
		return all[len(all)-1]
	}
	potBefore := lastPot(alice)

	ts2 := ts.restart(t, pause)
	alice, bob = ts2.connect("alice", aKey), ts2.connect("bob", bKey)
	for _, c := range []*client{alice, bob} {
		c.waitFor("Table 1 · Hold'em", fmt.Sprintf("Hand #%d", inPlay))
	}
	// No one has moved since: the hand is as the stop left it.
	if g, ok := onlySave(t, ts.cfg.SaveDir).(*save.Holdem); !ok || !g.Running() || fmt.Sprint(g.Match.Events()) != events {
		t.Errorf("after the restart the hand in play is not the one saved")
	}
	if got := lastPot(alice); got != potBefore {
		t.Errorf("alice sees %q after the restart, %q before", got, potBefore)
	}
	play(t, []*client{alice, bob}, checkCalls, "wins the game")

	ts3 := startServer(t, pause)
	a3, b3 := holdemPair(t, ts3, newSigner(t), newSigner(t))
	play(t, []*client{a3, b3}, checkCalls, "wins the game")
	winRE := regexp.MustCompile(`\w+ wins the game, holding all \d+ chips`)
	if got, want := winRE.FindString(alice.text()), winRE.FindString(a3.text()); got == "" || got != want {
		t.Errorf("the resumed match ends %q; without a break it ends %q", got, want)
	}
	for _, name := range []string{"alice", "bob"} {
		path, numbers, dealt := historyOf(t, ts.cfg.HistoryDir, name)
		_, wantNumbers, wantDealt := historyOf(t, ts3.cfg.HistoryDir, name)
		if fmt.Sprint(numbers) != fmt.Sprint(wantNumbers) {
			t.Errorf("%s's history %s holds hands %v; without a break %v", name, path, numbers, wantNumbers)
		}
		for i, n := range numbers {
			if n != i+1 {
				t.Errorf("%s's history: hand %d is numbered %d", name, i+1, n)
				break
			}
		}
		if strings.Join(dealt, ",") != strings.Join(wantDealt, ",") {
			t.Errorf("%s was dealt %v in the resumed match, %v without a break", name, dealt, wantDealt)
		}
	}
}

// TestBadSavesSkipped: a damaged save and one of another version in the
// server's directory are logged with their reason and skipped, kept for
// inspection, and the server serves.
func TestBadSavesSkipped(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"camelup-broken.json": `{"format": 1, "kind": "camelup", "payl`,
		"holdem-old.json":     `{"format": 0, "kind": "holdem", "summary": "Hold'em", "payload": {}}`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// The log goes to a file: the server's goroutines write it.
	logFile, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	ts := startServer(t, func(c *Config) { c.SaveDir, c.Log = dir, logFile })
	ts.enter("alice").waitFor("No tables yet")
	b, err := os.ReadFile(logFile.Name())
	if err != nil {
		t.Fatal(err)
	}
	log := string(b)
	for name, reason := range map[string]string{"camelup-broken.json": "damaged", "holdem-old.json": "another version"} {
		line := ""
		for _, l := range strings.Split(log, "\n") {
			if strings.Contains(l, name) {
				line = l
			}
		}
		if !strings.Contains(line, "skipped") || !strings.Contains(line, reason) {
			t.Errorf("the log says of %s %q, want it skipped because %s; the log:\n%s", name, line, reason, log)
		}
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s is not kept: %v", name, err)
		}
	}
}
