package server

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// The tests of what comes before and around a session: silent sockets,
// logins that take too long, connections without a session, the caps.

// syncBuffer is a log the test reads while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitLog waits until the log holds want.
func waitLog(t *testing.T, log *syncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for !strings.Contains(log.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("the log has no %q:\n%s", want, log.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// loopbacks are the addresses the silent sockets come from: a few
// addresses, as in a flood from a few machines. Linux answers on all of
// 127.0.0.0/8; the real players come from 127.0.0.1.
func loopbacks(t *testing.T, n int) []*net.TCPAddr {
	t.Helper()
	var addrs []*net.TCPAddr
	for i := range n {
		a := &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(2+i))}
		l, err := net.ListenTCP("tcp", a)
		if err != nil {
			t.Skipf("the loopback address %v is not there: %v", a.IP, err)
		}
		l.Close()
		addrs = append(addrs, a)
	}
	return addrs
}

// silent is a socket that says nothing more than it is told to.
type silent struct {
	conn   net.Conn
	opened time.Time
	closed chan time.Duration // how long after its opening the server closed it
}

// flood opens n silent sockets to addr from the addresses from, in turn,
// a few at a time; each sends nothing, or every other one only a version
// line. It returns those it opened.
func flood(t *testing.T, addr string, from []*net.TCPAddr, n int, closed *atomic.Int64) []*silent {
	t.Helper()
	socks := make([]*silent, n)
	var wg sync.WaitGroup
	var failed sync.Map
	next := make(chan int)
	for range 16 {
		wg.Go(func() {
			for i := range next {
				d := net.Dialer{LocalAddr: from[i%len(from)], Timeout: 10 * time.Second}
				opened := time.Now()
				c, err := d.Dial("tcp", addr)
				if err != nil {
					failed.Store(err.Error(), true)
					continue
				}
				if i%2 == 1 {
					_, _ = io.WriteString(c, "SSH-2.0-silent\r\n")
				}
				s := &silent{conn: c, opened: opened, closed: make(chan time.Duration, 1)}
				socks[i] = s
				go func() {
					_, _ = io.Copy(io.Discard, c) // until the server closes it
					s.closed <- time.Since(s.opened)
					closed.Add(1)
				}()
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	failed.Range(func(k, _ any) bool { t.Errorf("a silent socket did not open: %v", k); return true })
	t.Cleanup(func() {
		for _, s := range socks {
			if s != nil {
				s.conn.Close()
			}
		}
	})
	return slices.DeleteFunc(socks, func(s *silent) bool { return s == nil })
}

// underWay is the number of logins under way once the server has taken
// in the flood: a dial is done before the server accepts, so it waits for
// the sockets beyond the caps to be closed (at once), refused of them.
func underWay(t *testing.T, ts *testServer, closed *atomic.Int64, refused int) int {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for closed.Load() < int64(refused) && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	return ts.srv.logins.underWay()
}

// TestSilentConnections: a few thousand sockets that send nothing, or only
// a version line, from a few addresses, cannot lock the players out: each
// address holds no more than its share of the logins under way, the rest
// are closed at once, those held are closed at the login timeout, and a
// real player still gets in meanwhile. The figures go to the test's log.
func TestSilentConnections(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 1000
	}
	// Each socket is a file twice, the client's end and, a moment, the
	// server's.
	if limit := raiseFiles(t, uint64(2*n+256)); limit < uint64(2*n+256) {
		n = (int(limit) - 256) / 2
		t.Logf("the limit of open files is %d: %d sockets", limit, n)
	}
	const timeout, perAddr, slack = 3 * time.Second, 8, 5 * time.Second
	from := loopbacks(t, 4)
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) {
		c.LoginTimeout, c.MaxLoginsPerAddress, c.MaxLogins, c.EarlyDrop, c.Log = timeout, perAddr, 64, 64, log
	})
	start := time.Now()
	var closed atomic.Int64
	socks := flood(t, ts.addr, from, n, &closed)
	opened := time.Since(start)
	if got, want := underWay(t, ts, &closed, n-perAddr*len(from)), perAddr*len(from); got != want {
		t.Errorf("after the flood %d logins are under way, want %d: %d from each of %d addresses", got, want, perAddr, len(from))
	}

	in := time.Now()
	alice := ts.connect("alice", newSigner(t)) // from 127.0.0.1
	alice.waitFor("Your name")
	t.Logf("%d silent sockets from %d addresses opened in %v; a player got in %v after", len(socks), len(from), opened.Round(time.Millisecond), time.Since(in).Round(time.Millisecond))

	var atOnce, atTimeout int
	var slowest time.Duration
	for _, s := range socks {
		select {
		case d := <-s.closed:
			slowest = max(slowest, d)
			if d < timeout/2 {
				atOnce++
			} else {
				atTimeout++
			}
			if d > timeout+slack {
				t.Errorf("a silent socket was closed %v after it opened, want within %v", d, timeout)
			}
		case <-time.After(time.Until(s.opened.Add(timeout + slack))):
			t.Fatalf("a silent socket is still open %v after it opened, want closed within %v", time.Since(s.opened), timeout)
		}
	}
	t.Logf("closed at once %d, at the login timeout %d (the last %v after it opened)", atOnce, atTimeout, slowest.Round(time.Millisecond))
	if atTimeout < perAddr*len(from) {
		t.Errorf("%d sockets were held to the timeout, want the %d the caps allow at least", atTimeout, perAddr*len(from))
	}
	alice.send("\x15", "alice", "\r")
	alice.waitFor("Lobby") // still playing, its login deadline lifted
	waitLog(t, log, fmt.Sprintf("%d logins are under way from 127.0.0.2, the most from one address", perAddr))
	waitLog(t, log, "no key exchange within 3 seconds")
	// A flood is a few lines, not a line a socket.
	if lines := strings.Count(log.String(), "\n"); lines > 100 {
		t.Errorf("the log has %d lines for %d sockets:\n%s", lines, len(socks), tail(log.String(), 3000))
	}
}

// TestLoginsCap: the logins under way are capped in all too: when they
// are full, a newcomer from another address closes the oldest connection
// still in its key exchange, and gets in.
func TestLoginsCap(t *testing.T) {
	from := loopbacks(t, 2)
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) {
		c.LoginTimeout, c.MaxLoginsPerAddress, c.MaxLogins, c.EarlyDrop, c.Log = 5*time.Second, 8, 10, 10, log
	})
	var closed atomic.Int64
	socks := flood(t, ts.addr, from, 16, &closed)
	if got := underWay(t, ts, &closed, 6); got != 10 {
		t.Errorf("%d logins under way, want the cap, 10", got)
	}
	alice := ts.connect("alice", newSigner(t))
	alice.waitFor("Your name")
	waitLog(t, log, "closed to make room for a newcomer, 10 logins being under way: still in its key exchange")
	if got := closed.Load(); got != 7 {
		t.Errorf("%d silent sockets closed, want the 6 over the caps and the oldest", got)
	}
	for _, s := range socks {
		select {
		case <-s.closed:
		case <-time.After(waitTimeout):
			t.Fatal("a silent socket is still open")
		}
	}
}

// TestNoSession: a client that logs in and opens no session (ssh -N) is
// closed at the login timeout, and the log says so with its key.
func TestNoSession(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.LoginTimeout, c.Log = time.Second, log })
	key := newSigner(t)
	start := time.Now()
	conn, err := ts.dial(key)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if ts.srv.logins.underWay() != 1 {
		t.Errorf("a connection without a session is not among the logins under way")
	}
	done := make(chan error, 1)
	go func() { done <- conn.Wait() }()
	select {
	case <-done:
		if d := time.Since(start); d < time.Second {
			t.Errorf("closed after %v, before the login timeout", d)
		}
	case <-time.After(waitTimeout):
		t.Fatal("a connection without a session is still open")
	}
	waitLog(t, log, "(key "+gossh.FingerprintSHA256(key.PublicKey())+"): no session within 1 second")
}

// TestNoSessionLeaves: a client that logs in, opens no session and
// leaves by itself is not said to be closed by the login timeout.
func TestNoSessionLeaves(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.LoginTimeout, c.Log = time.Minute, log })
	key := newSigner(t)
	conn, err := ts.dial(key)
	if err != nil {
		t.Fatal(err)
	}
	conn.Close()
	waitLog(t, log, "(key "+gossh.FingerprintSHA256(key.PublicKey())+") logged in and left after")
	if strings.Contains(log.String(), "no session within") {
		t.Errorf("a client that left is said to be closed by the login timeout:\n%s", log.String())
	}
}

// TestSessionEnds: once its session has ended, a connection has the login
// timeout to open another, and is closed after it.
func TestSessionEnds(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.LoginTimeout = time.Second })
	conn, err := ts.dial(newSigner(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	_, _ = sess.CombinedOutput("ls") // refused: the session ends at once
	ended := time.Now()
	done := make(chan struct{})
	go func() { _ = conn.Wait(); close(done) }()
	select {
	case <-done:
		if d := time.Since(ended); d < time.Second/2 {
			t.Errorf("closed %v after its session, want the login timeout to open another", d)
		}
	case <-time.After(waitTimeout):
		t.Fatal("a connection whose session ended is still open")
	}
}
