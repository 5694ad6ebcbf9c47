package server

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"parlor/server/hub"
)

// camelTable seats alice and bob at a Camel Up table with one player0
// (it only moves camels) and starts the game.
func camelTable(t *testing.T, ts *testServer, bobKey gossh.Signer) (alice, bob *client) {
	t.Helper()
	alice = ts.enter("alice")
	bob = ts.enterWith("bob", bobKey)
	// Camel Up, 2 people and 1 computer: player0.
	alice.newTable("down", "down", "left", "down", "right", "right")
	bob.join()
	alice.send("s")
	alice.waitFor("alice started the game")
	bob.waitFor("alice started the game")
	return alice, bob
}

// moveCamels moves a camel on every turn.
func moveCamels(*client, int) []string { return []string{"1", "enter"} }

// TestDroppedPlayerComesBack: bob's connection drops; the game waits at his
// turn, and when he connects again with the same key he is back in his
// seat and plays the game to its end.
func TestDroppedPlayerComesBack(t *testing.T) {
	ts := startServer(t, nil)
	bobKey := newSigner(t)
	alice, bob := camelTable(t, ts, bobKey)
	bob.close()
	alice.waitFor("bob dropped: their seat is kept for 1 minute")
	// Alice plays until the game waits for bob.
	alice.rewind()
	for alice.waitFor("Your turn (move ", "Waiting for bob to come back") == 0 {
		alice.send("1", "enter")
	}
	bob = ts.connect("bob", bobKey)
	bob.waitFor("Table 1 · Camel Up")
	alice.waitFor("bob is back")
	bob.waitFor("bob is back")
	play(t, []*client{alice, bob}, moveCamels, gameOver...)
	if s := bob.text(); strings.Contains(s, "Your name") {
		t.Errorf("bob was asked his name again instead of getting his seat back:\n%s", tail(s, 1500))
	}
}

// TestSecondConnection: bob connects again while his first connection
// still holds his seat (as when a network link dies unnoticed): the new one
// gets the seat and the old one is closed.
func TestSecondConnection(t *testing.T) {
	ts := startServer(t, nil)
	bobKey := newSigner(t)
	alice, bob := camelTable(t, ts, bobKey)
	again := ts.connect("bob again", bobKey)
	again.waitFor("Table 1 · Camel Up")
	bob.waitFor("you connected again from elsewhere")
	bob.waitEnd()
	alice.waitFor("bob is back")
	play(t, []*client{alice, again}, moveCamels, gameOver...)
}

// TestDroppedPlayerReplaced: bob does not come back within the time his
// seat is kept, so a computer player takes it and the game goes on; when
// alice leaves too, the game ends and its table goes.
func TestDroppedPlayerReplaced(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.SeatHold = 300 * time.Millisecond })
	alice, bob := camelTable(t, ts, newSigner(t))
	bob.close()
	alice.waitFor("bob dropped")
	alice.waitFor("bob did not come back: a computer player (bogart) takes their seat")
	carol := ts.enter("carol")
	carol.waitFor("playing")
	play(t, []*client{alice}, moveCamels, gameOver...)
	after := alice.text()
	after = after[strings.Index(after, "takes their seat"):]
	if !strings.Contains(after, "bob moved") && !strings.Contains(after, "bob bet on") && !strings.Contains(after, "bob placed") {
		t.Errorf("alice never saw bob's seat play after the computer took it:\n%s", tail(after, 2000))
	}
	// Alice leaves the finished game: the table closes.
	alice.send("enter")
	carol.waitFor("No tables yet")
}

// TestEveryoneLeaves: when the last person at a running game is gone for
// good, the game ends and its table leaves the lobby.
func TestEveryoneLeaves(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.SeatHold = 200 * time.Millisecond })
	alice, bob := camelTable(t, ts, newSigner(t))
	carol := ts.enter("carol")
	carol.waitFor("playing")
	alice.close()
	bob.close()
	carol.waitFor("No tables yet")
}

// TestAuthorizedKeys: with --authorized-keys only the keys listed enter.
func TestAuthorizedKeys(t *testing.T) {
	aliceKey, malloryKey := newSigner(t), newSigner(t)
	file := filepath.Join(t.TempDir(), "authorized_keys")
	if err := os.WriteFile(file, gossh.MarshalAuthorizedKey(aliceKey.PublicKey()), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, func(c *Config) { c.AuthorizedKeys = file })
	if _, err := ts.dial(malloryKey); err == nil || !strings.Contains(err.Error(), "unable to authenticate") {
		t.Errorf("a key not in the file: dial error %v, want unable to authenticate", err)
	}
	ts.enterWith("alice", aliceKey)
}

// TestCommandRefused: `ssh HOST ls` gets a message and a failure, no shell.
func TestCommandRefused(t *testing.T) {
	sess := startServer(t, nil).bareSession()
	out, err := sess.CombinedOutput("ls")
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Errorf("ls: error %v, want exit status 1", err)
	}
	if !strings.Contains(string(out), "commands are refused") {
		t.Errorf("ls: output %q, want the refusal", out)
	}
}

// TestNoTerminal: a client that asks for no terminal is told so and let go.
func TestNoTerminal(t *testing.T) {
	sess := startServer(t, nil).bareSession()
	var out strings.Builder
	sess.Stdout, sess.Stderr = &out, &out
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- sess.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(waitTimeout):
		t.Fatal("the session without a terminal did not end")
	}
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Errorf("no pty: error %v, want exit status 1", err)
	}
	if !strings.Contains(out.String(), "PTY") {
		t.Errorf("no pty: output %q, want the reason", out.String())
	}
}

// bareSession opens a session with a new key and nothing else: no pty, no
// shell yet.
func (ts *testServer) bareSession() *gossh.Session {
	ts.t.Helper()
	conn, err := ts.dial(newSigner(ts.t))
	if err != nil {
		ts.t.Fatal(err)
	}
	ts.t.Cleanup(func() { conn.Close() })
	sess, err := conn.NewSession()
	if err != nil {
		ts.t.Fatal(err)
	}
	return sess
}

// TestNoPortForwarding: a direct-tcpip channel (ssh -L) is refused.
func TestNoPortForwarding(t *testing.T) {
	ts := startServer(t, nil)
	conn, err := ts.dial(newSigner(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if c, err := conn.Dial("tcp", ts.addr); err == nil {
		c.Close()
		t.Errorf("port forwarding through the server worked")
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestSubsystem("sftp"); err == nil {
		t.Errorf("the sftp subsystem was granted")
	}
}

// TestNames: control characters typed or pasted into a name never reach
// another player's terminal, two players online cannot share a name, and a
// key's name is offered when it comes back.
func TestNames(t *testing.T) {
	ts := startServer(t, nil)
	mallory := ts.connect("mallory", newSigner(t))
	mallory.waitFor("Your name")
	mallory.send("\x15", "\x1b[200~mal\x1b[31mlory\x1b[201~", "enter")
	mallory.waitFor("cannot be in a name") // the escape is gone, its "[" is refused
	mallory.send("\x15", "\x1b[200~mal\x07lo\u202ery\x7f\x1b[201~", "enter")
	mallory.waitFor("Parlor · mallory")
	mallory.newTable()

	aliceKey := newSigner(t)
	alice := ts.enterWith("alice", aliceKey)
	alice.waitFor("mallory")
	if out := alice.output(); strings.Contains(out, "\x07") || strings.Contains(out, "\u202e") || strings.Contains(out, "\x7f") {
		t.Errorf("mallory's name reached alice's terminal with its control characters: %q", tail(out, 400))
	}

	other := ts.connect("alice 2", newSigner(t))
	other.waitFor("Your name")
	other.send("\x15", "ALICE", "enter")
	other.waitFor("ALICE is taken")

	alice.close()
	back := ts.connect("alice again", aliceKey)
	back.waitFor("> alice")
}

func TestCleanName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"alice", "alice"},
		{"  al   ice ", "al ice"},
		{"a\u202eb\u200bc", "abc"},
		{"tab\there", "tabhere"},
		{"日本語の名前", "日本語の名前"},
	} {
		if got, err := hub.CleanName(tc.in); err != nil || got != tc.want {
			t.Errorf("cleanName(%q) = %q, %v, want %q", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "   ", "\x1b\x07", "\x1b[31mbob", "Seat 1: (x)", "Computer", strings.Repeat("x", hub.MaxNameLen+1)} {
		if got, err := hub.CleanName(bad); err == nil {
			t.Errorf("cleanName(%q) = %q, want an error", bad, got)
		}
	}
}

// TestMaxPlayers: a server that is full says so.
// TestMaxPlayersPerAddress: one address holds at most its share of the
// players, another gets in, and a slot freed is taken again.
func TestMaxPlayersPerAddress(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.MaxPlayersPerAddress, c.Log = 2, log })
	ts.enter("alice")
	bob := ts.enter("bob")
	late := ts.connect("carol", newSigner(t))
	late.waitFor("2 players are already connected from your address")
	late.waitEnd()
	waitLog(t, log, "2 players are connected from 127.0.0.1, the most from one address")
	from := loopbacks(t, 1)[0]
	conn, err := dialFrom(ts, from, newSigner(t))
	if err != nil {
		t.Fatal(err)
	}
	ts.attach("dave", conn).waitFor("Your name")
	bob.close()
	waitOnline(t, ts, 2)
	ts.connect("carol", newSigner(t)).waitFor("Your name")
}

func TestMaxPlayers(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxPlayers = 1 })
	ts.enter("alice")
	late := ts.connect("bob", newSigner(t))
	late.waitFor("the server is full")
	late.waitEnd()
}

// TestShutdown: stopping the server tells every player, ends the game and
// leaves the hand histories whole.
func TestShutdown(t *testing.T) {
	ts := startServer(t, nil)
	alice := ts.enter("alice")
	alice.newTable("right", "right", "down", "left") // Hold'em, alice against sklansky
	alice.send("s")
	// Calls until the first hand has ended and a few moves more, then the
	// server stops in the middle of the match.
	for alice.waitFor("Your turn (move ", "Hand #1:") == 0 {
		alice.send("c")
	}
	for range 2 {
		alice.waitFor("Your turn (move ")
		alice.send("c")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ts.srv.Shutdown(ctx); err != nil {
		t.Errorf("Shutdown: %v", err)
	}
	alice.waitFor("the server is shutting down")
	alice.waitEnd()
	files, _ := filepath.Glob(filepath.Join(ts.cfg.HistoryDir, "alice-*", "*[0-9].txt")) // the hands, not a tournament summary
	if len(files) != 1 {
		t.Fatalf("alice's histories: %v", files)
	}
	checkHistory(t, files[0], 1)
}

// TestRateLimit: one address may not open connections faster than the
// limit.
func TestRateLimit(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.RateLimit, c.RateBurst = 0.01, 1 })
	ts.enter("alice")
	late := ts.connect("bob", newSigner(t))
	late.waitFor("rate limit exceeded")
	late.waitEnd()
}

// TestIdleTimeout: a connection whose player presses no key is closed,
// and the player is told why.
func TestIdleTimeout(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.IdleTimeout = time.Second })
	alice := ts.enter("alice")
	alice.waitFor("you pressed no key for 1 second, so this connection is closed. Connect again to play on.")
	alice.waitEnd()
}

// TestLogClean: a user name with escape sequences does not reach the
// host's terminal through the connection log.
func TestLogClean(t *testing.T) {
	logFile, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	logged := func() string { b, _ := os.ReadFile(logFile.Name()); return string(b) }
	ts := startServer(t, func(c *Config) { c.Log = logFile })
	conn, err := gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{
		User:            "\x1b[2J\x1b]0;pwned\x07eve",
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(newSigner(t))},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(),
	})
	if err != nil {
		t.Fatal(err)
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	_, _ = sess.CombinedOutput("ls")
	conn.Close()
	deadline := time.Now().Add(waitTimeout)
	for !strings.Contains(logged(), "eve") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if s := logged(); !strings.Contains(s, "eve") || strings.ContainsAny(s, "\x1b\x07") {
		t.Errorf("the log: %q, want eve's name without its control characters", s)
	}
}
