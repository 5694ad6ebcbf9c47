package server

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"net"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// The tests run a real server on 127.0.0.1:0 and drive it with SSH clients
// that ask for a terminal and read everything the server writes to them.

const waitTimeout = 20 * time.Second

type testServer struct {
	t    *testing.T
	srv  *Server
	addr string
	cfg  Config
	stop func() // shuts the server down, once (the test's end does it too)
}

// startServer serves a fresh server in a temporary data directory; edit
// changes its configuration first, and set, if any, the server before it
// serves.
func startServer(t *testing.T, edit func(*Config), set ...func(*Server)) *testServer {
	t.Helper()
	cfg := Config{
		DataDir:    t.TempDir(),
		SaveDir:    t.TempDir(),
		MaxPlayers: 8,
		SeatHold:   time.Minute,
		Seed:       1,
		RateLimit:  1000,
		RateBurst:  1000,
		// Many players come from 127.0.0.1, and many refusals: the tests
		// of the door turn these back on.
		MaxPlayersPerAddress: 64,
		Penalty:              -1,
	}
	if edit != nil {
		edit(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	for _, f := range set {
		f(srv)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = srv.Shutdown(ctx)
			if err := <-done; err != nil {
				t.Errorf("Serve: %v", err)
			}
		})
	}
	t.Cleanup(stop)
	return &testServer{t: t, srv: srv, addr: l.Addr().String(), cfg: srv.cfg, stop: stop}
}

func newSigner(t *testing.T) gossh.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (ts *testServer) dial(key gossh.Signer) (*gossh.Client, error) {
	return ts.dialAs("tester", key)
}

func (ts *testServer) dialAs(user string, key gossh.Signer) (*gossh.Client, error) {
	return gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{
		User:            user,
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(key)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(),
		Timeout:         5 * time.Second,
	})
}

// client is one player at their terminal.
type client struct {
	t     *testing.T
	who   string
	conn  *gossh.Client
	sess  *gossh.Session
	stdin io.WriteCloser
	mu    sync.Mutex
	out   bytes.Buffer
	mark  int // waitFor looks from here on
	ended chan struct{}
}

// connect opens a session with a pty of 120×60 and a dumb terminal (no
// colours, so that the output reads as text), and starts reading.
func (ts *testServer) connect(who string, key gossh.Signer) *client {
	ts.t.Helper()
	return ts.connectAs(who, "tester", key)
}

// connectAs is connect with the ssh user name user.
func (ts *testServer) connectAs(who, user string, key gossh.Signer) *client {
	ts.t.Helper()
	conn, err := ts.dialAs(user, key)
	if err != nil {
		ts.t.Fatalf("%s: dial: %v", who, err)
	}
	return ts.attach(who, conn)
}

// attach opens a session on conn as connectAs does.
func (ts *testServer) attach(who string, conn *gossh.Client) *client {
	ts.t.Helper()
	sess, err := conn.NewSession()
	if err != nil {
		ts.t.Fatalf("%s: session: %v", who, err)
	}
	if err := sess.RequestPty("dumb", 60, 120, gossh.TerminalModes{}); err != nil {
		ts.t.Fatalf("%s: pty: %v", who, err)
	}
	c := &client{t: ts.t, who: who, conn: conn, sess: sess, ended: make(chan struct{})}
	if c.stdin, err = sess.StdinPipe(); err != nil {
		ts.t.Fatal(err)
	}
	stdout, err := sess.StdoutPipe()
	if err != nil {
		ts.t.Fatal(err)
	}
	stderr, err := sess.StderrPipe()
	if err != nil {
		ts.t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		ts.t.Fatalf("%s: shell: %v", who, err)
	}
	// Both streams go to one screen, as in a terminal.
	var readers sync.WaitGroup
	read := func(r io.Reader) {
		defer readers.Done()
		buf := make([]byte, 4096)
		for {
			n, err := r.Read(buf)
			c.mu.Lock()
			c.out.Write(buf[:n])
			c.mu.Unlock()
			if err != nil {
				return
			}
		}
	}
	readers.Add(2)
	go read(stderr)
	go read(stdout)
	go func() { readers.Wait(); close(c.ended) }()
	ts.t.Cleanup(func() {
		conn.Close()
		if os.Getenv("SERVE_SCREENS") != "" { // to look at the screens: SERVE_SCREENS=1 go test -v
			ts.t.Logf("%s's screen, at the end:\n%s", who, tail(c.text(), 2500))
		}
	})
	return c
}

// keySeq are the bytes a terminal sends for the keys send names.
var keySeq = map[string]string{
	"up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
	"enter": "\r", "esc": "\x1b",
}

// send types keys: each string is sent on its own, as a key press; the
// names of keySeq stand for their keys.
func (c *client) send(keys ...string) {
	c.t.Helper()
	for _, k := range keys {
		if seq, ok := keySeq[k]; ok {
			k = seq
		}
		if _, err := io.WriteString(c.stdin, k); err != nil {
			c.t.Fatalf("%s: send %q: %v", c.who, k, err)
		}
		time.Sleep(10 * time.Millisecond) // one key at a time, as typed (an escape alone is read as esc after a pause)
	}
}

// close drops the connection.
func (c *client) close() { c.conn.Close() }

func (c *client) output() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.out.String()
}

var ansiRE = regexp.MustCompile(`\x1b\[[0-9;?]*[a-zA-Z]|\x1b[()][A-Z0-9]|\x1b[=>]|\r`)

// text is the output without escape sequences.
func (c *client) text() string { return ansiRE.ReplaceAllString(c.output(), "") }

// find looks for the first of subs in the output after the mark; found, it
// moves the mark past it and returns its index.
func (c *client) find(subs ...string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	rest := c.out.Bytes()[c.mark:]
	best, at := -1, -1
	for i, s := range subs {
		if j := bytes.Index(rest, []byte(s)); j >= 0 && (at < 0 || j < at) {
			best, at = i, j
		}
	}
	if best >= 0 {
		c.mark += at + len(subs[best])
	}
	return best
}

// waitFor waits until one of subs appears after the mark and returns
// which.
func (c *client) waitFor(subs ...string) int {
	c.t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for time.Now().Before(deadline) {
		if i := c.find(subs...); i >= 0 {
			return i
		}
		select {
		case <-c.ended:
			if i := c.find(subs...); i >= 0 {
				return i
			}
			c.t.Fatalf("%s: the connection ended before %q; the screen:\n%s", c.who, subs, tail(c.text(), 3000))
		case <-time.After(5 * time.Millisecond):
		}
	}
	c.t.Fatalf("%s: no %q within %v; the screen:\n%s", c.who, subs, waitTimeout, tail(c.text(), 3000))
	return -1
}

// waitEnd waits for the server to close the session.
func (c *client) waitEnd() {
	c.t.Helper()
	select {
	case <-c.ended:
	case <-time.After(waitTimeout):
		c.t.Fatalf("%s: the session did not end; the screen:\n%s", c.who, tail(c.text(), 2000))
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// enter connects a player with a new key and picks their name.
func (ts *testServer) enter(name string) *client {
	ts.t.Helper()
	return ts.enterWith(name, newSigner(ts.t))
}

func (ts *testServer) enterWith(name string, key gossh.Signer) *client {
	ts.t.Helper()
	c := ts.connect(name, key)
	c.waitFor("Your name")
	c.send("\x15") // ctrl+u: clear the offered name
	c.send(name, "\r")
	c.waitFor("Lobby")
	return c
}

// newTable opens a table from the lobby: keys change the form's fields
// (one string per key press) before enter.
func (c *client) newTable(keys ...string) {
	c.t.Helper()
	c.send("n")
	c.waitFor("A new table")
	c.send(keys...)
	c.send("\r")
	c.waitFor("opened the table")
}

// join takes the first table's open seat.
func (c *client) join() {
	c.t.Helper()
	c.waitFor("open seat(s)")
	c.send("\r")
	c.waitFor("sat down")
}

// turnRE finds a prompt of the player to act, with its move number.
var turnRE = regexp.MustCompile(`Your turn \(move (\d+)\)`)

// nextTurn reports the move number of the next prompt after the mark, or
// whether one of ends came first; it moves the mark past what it found.
func (c *client) nextTurn(ends []string) (move int, end, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rest := c.out.Bytes()[c.mark:]
	at := -1
	if m := turnRE.FindSubmatchIndex(rest); m != nil {
		at = m[0]
		move, _ = strconv.Atoi(string(rest[m[2]:m[3]]))
		defer func() { c.mark += m[1] }()
	}
	for _, e := range ends {
		if j := bytes.Index(rest, []byte(e)); j >= 0 && (at < 0 || j < at) {
			return 0, true, true
		}
	}
	return move, false, at >= 0
}

// rewind moves the mark back to the last prompt of the player to act:
// that prompt may still stand (a screen line is drawn once while it does
// not change). If it does not, the keys sent for it are ignored.
func (c *client) rewind() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if i := bytes.LastIndex(c.out.Bytes(), []byte("Your turn (move ")); i >= 0 && i < c.mark {
		c.mark = i
	}
}

// play runs the game of every client to its end: whenever one is to act,
// move(client, turn) gives the keys it types (turn counts its turns from
// 0). It returns when each has seen one of ends.
func play(t *testing.T, clients []*client, move func(c *client, turn int) []string, ends ...string) {
	t.Helper()
	playFor(t, clients, move, -1, ends...)
}

// playFor is play that stops, when limit is not negative, once limit moves
// are made and the prompt for the next one is drawn.
func playFor(t *testing.T, clients []*client, move func(c *client, turn int) []string, limit int, ends ...string) {
	t.Helper()
	moves := 0
	turns := make([]int, len(clients))
	last := make([]int, len(clients))
	done := make([]bool, len(clients))
	for _, c := range clients {
		c.rewind()
	}
	deadline := time.Now().Add(60 * time.Second)
	for left := len(clients); left > 0; {
		if time.Now().After(deadline) {
			for _, c := range clients {
				t.Logf("%s's screen:\n%s", c.who, tail(c.text(), 2500))
			}
			t.Fatalf("the game did not end within a minute")
		}
		progress := false
		for i, c := range clients {
			if done[i] {
				continue
			}
			n, end, ok := c.nextTurn(ends)
			switch {
			case !ok:
				continue
			case end:
				done[i] = true
				left--
			case n > last[i]: // the same prompt drawn again is no new turn
				if moves == limit {
					return
				}
				moves++
				last[i] = n
				c.send(move(c, turns[i])...)
				turns[i]++
			}
			progress = true
		}
		if !progress {
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// before is the part of s before the first of marks (all of s if none).
func before(s string, marks ...string) string {
	cut := len(s)
	for _, m := range marks {
		if i := strings.Index(s, m); i >= 0 && i < cut {
			cut = i
		}
	}
	return s[:cut]
}
