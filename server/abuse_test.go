package server

import (
	"context"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// The abuse suite: what strangers may do to a server (silent sockets from
// many addresses, a terminal of a hundred million columns, clients that
// stop reading, clients by the dozen coming and going), each while a real
// player logs in, and after it the server's slots, goroutines and memory
// back near where they were. Everything runs on loopback (127.0.0.x, as
// loopbacks gives them); -short keeps the counts and times small. The
// times are generous: the machine may be busy, and nothing here asserts
// speed.

// baseline is what the process holds before an attack.
type baseline struct {
	goroutines int
	heap       uint64
}

func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

func measure() baseline {
	// New builds Camel Up's race table in the background, with some 42 MB
	// of scratch that goes once it is built: a baseline taken meanwhile
	// holds it, and lets the attack keep that much more.
	<-raceTableWarm
	return baseline{goroutines: runtime.NumGoroutine(), heap: heapInUse()}
}

// The slack allowed over the baseline once an attack is over.
const (
	goroutineSlack = 16
	heapSlack      = 20 << 20
)

// settled waits until the server holds no player and no login under way,
// and its goroutines and memory are back near base; it fails the test if
// they are not within waitTimeout.
func settled(t *testing.T, ts *testServer, base baseline) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for {
		online, logins := ts.srv.hub.Online(), ts.srv.logins.underWay()
		g, heap := runtime.NumGoroutine(), heapInUse()
		if online == 0 && logins == 0 && g <= base.goroutines+goroutineSlack && heap <= base.heap+heapSlack {
			t.Logf("settled: %d goroutines (baseline %d), heap %d MB (baseline %d MB)", g, base.goroutines, heap>>20, base.heap>>20)
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			n := runtime.Stack(buf, true)
			t.Fatalf("%v after the attack: %d players online, %d logins under way, %d goroutines (baseline %d), heap %d MB (baseline %d MB); the goroutines:\n%s",
				waitTimeout, online, logins, g, base.goroutines, heap>>20, base.heap>>20, tail(string(buf[:n]), 20000))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestServerAtRest: once a server has started, the heap it keeps from the
// system is within heapSlack of the heap it uses. It runs in a process of
// its own (this test binary again), as `parlor serve` starts: in this one
// the other tests' garbage is in the heap too.
func TestServerAtRest(t *testing.T) {
	if os.Getenv("PARLOR_AT_REST") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestServerAtRest$", "-test.v")
		cmd.Env = append(os.Environ(), "PARLOR_AT_REST=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("the server in a process of its own: %v\n%s", err, out)
		}
		t.Logf("%s", out)
		return
	}
	startServer(t, nil)
	<-raceTableWarm
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	kept, used := m.HeapSys-m.HeapReleased, heapInUse()
	t.Logf("at rest: %d MB of heap kept from the system, %d MB in use", kept>>20, used>>20)
	if kept > used+heapSlack {
		t.Errorf("at rest the server keeps %d MB of heap from the system and uses %d MB: want at most %d MB more", kept>>20, used>>20, heapSlack>>20)
	}
}

// getsIn has a real player log in from 127.0.0.1, trying up to tries
// times (a random early drop may turn one away), and reach the name
// field; it returns the try that got in.
func getsIn(t *testing.T, ts *testServer, tries int) (*client, int) {
	t.Helper()
	key := newSigner(t)
	var last error
	for try := 1; try <= tries; try++ {
		conn, err := ts.dial(key)
		if err != nil {
			last = err
			time.Sleep(500 * time.Millisecond)
			continue
		}
		c := ts.attach("player", conn)
		c.waitFor("Your name")
		return c, try
	}
	t.Fatalf("a player did not get in in %d tries: %v", tries, last)
	return nil, 0
}

// dialFrom logs in to the server from the local address from.
func dialFrom(ts *testServer, from *net.TCPAddr, key gossh.Signer) (*gossh.Client, error) {
	d := net.Dialer{LocalAddr: from, Timeout: 10 * time.Second}
	nc, err := d.Dial("tcp", ts.addr)
	if err != nil {
		return nil, err
	}
	_ = nc.SetDeadline(time.Now().Add(waitTimeout))
	cc, chans, reqs, err := gossh.NewClientConn(nc, ts.addr, &gossh.ClientConfig{
		User:            "stranger",
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(key)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(),
	})
	if err != nil {
		nc.Close()
		return nil, err
	}
	_ = nc.SetDeadline(time.Time{})
	return gossh.NewClient(cc, chans, reqs), nil
}

// silentFlood keeps perAddr silent sockets open from each of from until
// ctx is done, opening a new one whenever the server closes one; it
// returns the sockets opened in all.
func silentFlood(ctx context.Context, addr string, from []*net.TCPAddr, perAddr int) *atomic.Int64 {
	var opened atomic.Int64
	for _, a := range from {
		for range perAddr {
			go func() {
				d := net.Dialer{LocalAddr: a, Timeout: 5 * time.Second}
				for ctx.Err() == nil {
					c, err := d.DialContext(ctx, "tcp", addr)
					if err != nil {
						select {
						case <-ctx.Done():
						case <-time.After(100 * time.Millisecond):
						}
						continue
					}
					opened.Add(1)
					// Closed when the flood ends, with no goroutine
					// waiting for that: one a socket would live until
					// then (see TestSilentFloodGoroutines).
					unhook := context.AfterFunc(ctx, func() { c.Close() })
					_, _ = io.Copy(io.Discard, c) // until the server closes it
					unhook()
					c.Close()
				}
			}()
		}
	}
	return &opened
}

// TestSilentFloodGoroutines: the flood holds goroutines for the sockets it
// keeps open, not for every socket it has opened. The runtime keeps a
// goroutine's descriptor (some 480 bytes of heap) for good once it has
// made one, so a goroutine a socket opened would stay in the heap the
// abuse tests measure, and count against the server.
func TestSilentFloodGoroutines(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			c.Close() // as a server closes a socket it refuses
		}
	}()
	from := loopbacks(t, 2)
	const perAddr, want = 2, 2000
	base := runtime.NumGoroutine()
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	opened := silentFlood(ctx, l.Addr().String(), from, perAddr)
	// The flood's own: a goroutine a socket kept open, and the dialers'.
	most := base + 4*len(from)*perAddr + 16
	deadline := time.Now().Add(waitTimeout)
	for opened.Load() < want {
		if g := runtime.NumGoroutine(); g > most {
			t.Fatalf("%d goroutines with %d sockets opened, %d at once: want at most %d", g, opened.Load(), len(from)*perAddr, most)
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d sockets opened in %v, want %d", opened.Load(), waitTimeout, want)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestAbuseSilentFlood: silent sockets from 64 addresses, 8 each, renewed
// as the server closes them, do not keep a real player out.
func TestAbuseSilentFlood(t *testing.T) {
	addrs, perAddr, hold := 64, 8, 12*time.Second
	if testing.Short() {
		addrs, perAddr, hold = 16, 4, 3*time.Second
	}
	raiseFiles(t, uint64(4*addrs*perAddr+256))
	from := loopbacks(t, addrs)
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) {
		c.HandshakeTimeout, c.LoginTimeout, c.Penalty, c.Log = 2*time.Second, 5*time.Second, time.Second, log
	})
	base := measure()
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	opened := silentFlood(ctx, ts.addr, from, perAddr)
	time.Sleep(hold / 2)
	p, try := getsIn(t, ts, 3)
	t.Logf("with %d silent sockets from %d addresses held open, a player got in at try %d; %d logins under way", addrs*perAddr, addrs, try, ts.srv.logins.underWay())
	time.Sleep(hold / 2)
	stop()
	t.Logf("%d silent sockets opened in %v", opened.Load(), hold)
	p.close()
	settled(t, ts, base)
	waitLog(t, log, "no key exchange within 2 seconds")
	if !strings.Contains(log.String(), "its connections timed out or failed") {
		t.Logf("no address was penalised in %v (a busy machine opens fewer sockets)", hold)
	}
}

// TestAbuseHugeTerminal: a terminal of a hundred million columns and rows,
// at the pty request and at a window-change, is drawn 500×200 at most and
// costs the server no more memory than any other.
func TestAbuseHugeTerminal(t *testing.T) {
	ts := startServer(t, nil)
	base := measure()
	conn, err := ts.dial(newSigner(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	const huge = 100_000_000
	if err := sess.RequestPty("dumb", huge, huge, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, who: "huge", conn: conn, sess: sess, ended: make(chan struct{})}
	stdout, err := sess.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if c.stdin, err = sess.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := stdout.Read(buf)
			c.mu.Lock()
			c.out.Write(buf[:n])
			c.mu.Unlock()
			if err != nil {
				close(c.ended)
				return
			}
		}
	}()
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	c.waitFor("Your name")
	if err := sess.WindowChange(huge, huge); err != nil {
		t.Fatal(err)
	}
	c.send("\x15", "huge", "\r")
	c.waitFor("Lobby")
	for i, line := range strings.Split(c.text(), "\n") {
		if w := len([]rune(line)); w > maxWidth {
			t.Fatalf("line %d is %d columns wide, more than %d", i, w, maxWidth)
		}
	}
	if heap := heapInUse(); heap > base.heap+heapSlack {
		t.Errorf("the heap holds %d MB with the huge terminal in, %d MB before", heap>>20, base.heap>>20)
	}
	c.close()
	settled(t, ts, base)
}

// nonReader is a player whose client stops reading what it is sent: it
// asks for a terminal, and then only resizes it, as fast as it can, so
// that the server draws and draws.
type nonReader struct {
	conn *gossh.Client
	done chan struct{} // the server closed the connection
}

func startNonReader(t *testing.T, ts *testServer) *nonReader {
	t.Helper()
	conn, err := ts.dial(newSigner(t))
	if err != nil {
		t.Fatal(err)
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", 200, 500, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.StdoutPipe(); err != nil { // never read
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	nr := &nonReader{conn: conn, done: make(chan struct{})}
	go func() { _ = conn.Wait(); close(nr.done) }()
	go func() {
		for i := 0; ; i++ {
			if sess.WindowChange(150+i%50, 400+i%100) != nil {
				return
			}
			select {
			case <-nr.done:
				return
			case <-time.After(time.Millisecond):
			}
		}
	}()
	return nr
}

// TestAbuseNonReaders: clients that stop reading are closed at the write
// timeout if they stay, and free their slots when they leave; a player
// gets in meanwhile.
func TestAbuseNonReaders(t *testing.T) {
	t.Run("they leave", func(t *testing.T) {
		ts := startServer(t, func(c *Config) { c.WriteTimeout = 10 * time.Minute })
		base := measure()
		readers := []*nonReader{startNonReader(t, ts), startNonReader(t, ts)}
		waitOnline(t, ts, 2)
		// Their 2 MB windows fill in some 40 seconds (see they stay):
		// short only has them resize a while.
		fill := time.Minute
		if testing.Short() {
			fill = 2 * time.Second
		}
		time.Sleep(fill)
		p, _ := getsIn(t, ts, 1)
		for _, r := range readers {
			r.conn.Close()
		}
		waitOnline(t, ts, 1) // long before the write timeout
		p.close()
		settled(t, ts, base)
	})
	t.Run("they stay", func(t *testing.T) {
		if testing.Short() {
			// The lobby sends some 50 KB a second to a client that
			// resizes its terminal without a pause: its 2 MB window
			// takes some 40 seconds to fill. TestStallWriter covers
			// the write timeout in short.
			t.Skip("a client's window takes long to fill")
		}
		log := &syncBuffer{}
		ts := startServer(t, func(c *Config) { c.WriteTimeout, c.Log = time.Second, log })
		base := measure()
		readers := []*nonReader{startNonReader(t, ts), startNonReader(t, ts)}
		for _, r := range readers {
			select {
			case <-r.done:
			case <-time.After(3 * time.Minute):
				t.Fatalf("a client that stopped reading is still connected after 3 minutes")
			}
		}
		waitLog(t, log, "a write waited 1 second for the client, which no longer reads")
		p, _ := getsIn(t, ts, 1)
		p.close()
		settled(t, ts, base)
	})
}

// waitOnline waits until n players are online.
func waitOnline(t *testing.T, ts *testServer, n int) {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for ts.srv.hub.Online() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d players online after %v, want %d", ts.srv.hub.Online(), waitTimeout, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// churn runs n clients from the addresses from that each log in, open a
// terminal, wait for the name field and leave, again and again until ctx
// is done; it returns how many got in and how many were turned away.
func churn(ctx context.Context, t *testing.T, ts *testServer, from []*net.TCPAddr, n int) (in, out *atomic.Int64, wait func()) {
	in, out = new(atomic.Int64), new(atomic.Int64)
	var wg sync.WaitGroup
	for i := range n {
		key := newSigner(t)
		wg.Go(func() {
			for ctx.Err() == nil {
				if churnOnce(ts, from[i%len(from)], key) {
					in.Add(1)
				} else {
					out.Add(1)
					time.Sleep(50 * time.Millisecond)
				}
			}
		})
	}
	return in, out, wg.Wait
}

func churnOnce(ts *testServer, from *net.TCPAddr, key gossh.Signer) bool {
	conn, err := dialFrom(ts, from, key)
	if err != nil {
		return false
	}
	defer conn.Close()
	sess, err := conn.NewSession()
	if err != nil {
		return false
	}
	if sess.RequestPty("dumb", 24, 80, gossh.TerminalModes{}) != nil {
		return false
	}
	stdout, err := sess.StdoutPipe()
	if err != nil || sess.Shell() != nil {
		return false
	}
	seen := make(chan bool, 1)
	go func() {
		var got strings.Builder
		buf := make([]byte, 4096)
		for {
			n, err := stdout.Read(buf)
			got.Write(buf[:n])
			if strings.Contains(got.String(), "Your name") {
				seen <- true
				return
			}
			if err != nil {
				seen <- false
				return
			}
		}
	}()
	select {
	case ok := <-seen:
		return ok
	case <-time.After(waitTimeout):
		return false
	}
}

// TestAbuseChurn: 50 clients that connect and leave for 20 seconds leave
// nothing behind, and a player gets in meanwhile.
func TestAbuseChurn(t *testing.T) {
	n, hold := 50, 20*time.Second
	if testing.Short() {
		n, hold = 10, 3*time.Second
	}
	from := loopbacks(t, 10)
	ts := startServer(t, func(c *Config) { c.MaxPlayers = 64 })
	base := measure()
	ctx, stop := context.WithTimeout(context.Background(), hold)
	defer stop()
	in, out, wait := churn(ctx, t, ts, from, n)
	time.Sleep(hold / 2)
	p, try := getsIn(t, ts, 3)
	wait()
	t.Logf("%d clients for %v: %d sessions in, %d turned away; a player got in at try %d", n, hold, in.Load(), out.Load(), try)
	if in.Load() == 0 {
		t.Errorf("no churning client got in")
	}
	p.close()
	settled(t, ts, base)
}

// blockedWriter is a client that never takes what it is sent.
type blockedWriter struct{ closed chan struct{} }

func (b blockedWriter) Write(p []byte) (int, error) {
	<-b.closed
	return 0, net.ErrClosed
}

// TestStallWriter: a write that waits past the timeout calls stall (which
// closes the connection, and so ends the write); one that goes through
// does not.
func TestStallWriter(t *testing.T) {
	b := blockedWriter{closed: make(chan struct{})}
	var stalls atomic.Int32
	w := stallWriter{w: b, timeout: 50 * time.Millisecond, stall: func() { stalls.Add(1); close(b.closed) }}
	if _, err := w.Write([]byte("frame")); err == nil || stalls.Load() != 1 {
		t.Errorf("a blocked write: error %v, %d stalls; want an error and one stall", err, stalls.Load())
	}
	ok := stallWriter{w: io.Discard, timeout: 50 * time.Millisecond, stall: func() { stalls.Add(1) }}
	if _, err := ok.Write([]byte("frame")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if stalls.Load() != 1 {
		t.Errorf("a write that went through called stall")
	}
}
