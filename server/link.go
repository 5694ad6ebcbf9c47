package server

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// Before and around a session. A connection is a link from the moment it
// is accepted. Until its first session starts it is logging in: it counts
// against the caps on logins under way (in all, and from its address), and
// it must have logged in and started a session within the login timeout of
// its accept, or it is closed. A connection whose sessions have all ended
// gets the same time to start another. So a silent socket, one that sends
// only a version line, or an `ssh -N` that never opens a session, holds a
// file descriptor for the login timeout at most, and a few addresses
// cannot hold more than their share of the logins under way.

// logins counts the connections logging in and admits new ones.
type logins struct {
	timeout           time.Duration
	maxTotal, maxAddr int
	note              func(addr, line string) // the throttled log

	mu     sync.Mutex
	total  int
	byAddr map[string]int
	open   map[string]*link // by remote address, for the handshake's failure
}

func newLogins(timeout time.Duration, maxTotal, maxAddr int, note func(addr, line string)) *logins {
	return &logins{timeout: timeout, maxTotal: maxTotal, maxAddr: maxAddr, note: note, byAddr: map[string]int{}, open: map[string]*link{}}
}

// errBusy is why a connection is refused at once: too many logins under
// way, from its address or in all.
type errBusy struct {
	addr  string
	limit int
	all   bool
}

func (e errBusy) Error() string {
	if e.all {
		return fmt.Sprintf("%d logins are under way, the most at once", e.limit)
	}
	return fmt.Sprintf("%d logins are under way from %s, the most from one address", e.limit, e.addr)
}

// admit makes c a link, or refuses it when the caps are reached.
func (ls *logins) admit(ctx ssh.Context, c net.Conn) (*link, error) {
	key := addrKey(c.RemoteAddr())
	ls.mu.Lock()
	defer ls.mu.Unlock()
	switch {
	case ls.byAddr[key] >= ls.maxAddr:
		return nil, errBusy{addr: key, limit: ls.maxAddr}
	case ls.total >= ls.maxTotal:
		return nil, errBusy{limit: ls.maxTotal, all: true}
	}
	ls.total++
	ls.byAddr[key]++
	now := time.Now()
	l := &link{Conn: c, ls: ls, ctx: ctx, addr: key, remote: c.RemoteAddr().String(), opened: now, counted: true, until: now.Add(ls.timeout)}
	ls.open[l.remote] = l
	_ = c.SetDeadline(l.until)
	return l, nil
}

// uncount takes l out of the logins under way; called with ls.mu held.
func (ls *logins) uncount(l *link) {
	if !l.counted {
		return
	}
	l.counted = false
	ls.total--
	if ls.byAddr[l.addr]--; ls.byAddr[l.addr] <= 0 {
		delete(ls.byAddr, l.addr)
	}
}

// underWay is the number of logins under way, for tests.
func (ls *logins) underWay() int {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	return ls.total
}

// failed takes the link of the remote address, whose handshake failed,
// out of the links open; nil if there is none.
func (ls *logins) failed(remote string) *link {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	l := ls.open[remote]
	delete(ls.open, remote)
	return l
}

// addrKey is the address a cap counts by: an IPv4 address, or an IPv6
// address's /64 (one subscriber's prefix).
func addrKey(a net.Addr) string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	if ip4 := ta.IP.To4(); ip4 != nil {
		return ip4.String()
	}
	return ta.IP.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// link is one accepted connection. The SSH server sets its deadline
// before every read and write (the idle and maximum times); while no
// session runs, the link holds it to the login deadline at the latest.
type link struct {
	net.Conn
	ls     *logins
	addr   string // what the caps count by
	remote string // ip:port
	opened time.Time

	mu       sync.Mutex
	want     time.Time // the deadline the SSH server asks for; zero for none
	until    time.Time // while no session runs, the latest deadline; zero while one does
	sessions int
	started  bool // a session has started
	counted  bool // among the logins under way (guarded by ls.mu)
	user     string
	refused  []string // the keys refused, and why
	tried    []string // other attempts refused (a password, a key's SHA-1 signature)
	closed   bool
	ctx      ssh.Context // the connection's, which holds its key once logged in
}

// SetDeadline is the SSH server's deadline, held to the login deadline
// while no session runs. It is set under the lock, so that a session's
// start and the server's next read cannot put an old deadline back.
func (l *link) SetDeadline(t time.Time) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.want = t
	return l.Conn.SetDeadline(l.deadline())
}

func (l *link) deadline() time.Time {
	if l.until.IsZero() || (!l.want.IsZero() && l.want.Before(l.until)) {
		return l.want
	}
	return l.until
}

// sessionStarted lifts the login deadline while the session runs.
func (l *link) sessionStarted() {
	l.ls.mu.Lock()
	l.ls.uncount(l)
	l.ls.mu.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sessions++
	l.started = true
	l.until = time.Time{}
	_ = l.Conn.SetDeadline(l.deadline())
}

// sessionEnded gives the connection the login timeout to start another
// session once its last has ended.
func (l *link) sessionEnded() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.sessions--; l.sessions > 0 {
		return
	}
	l.until = time.Now().Add(l.ls.timeout)
	_ = l.Conn.SetDeadline(l.deadline())
}

// refuse notes a key refused at login, and why.
func (l *link) refuse(key gossh.PublicKey, why string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.refused) < 8 {
		l.refused = append(l.refused, fmt.Sprintf("%s key %s %s", key.Type(), gossh.FingerprintSHA256(key), why))
	}
}

// authLog is the SSH server's word on each login attempt.
func (l *link) authLog(conn gossh.ConnMetadata, method string, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.user = conn.User()
	switch {
	case err == nil || method == "none" || len(l.tried) >= 8:
		// A success; "none" is every client's first try.
	case method == "publickey" && err.Error() == "permission denied":
		// A key allowKey refused: refuse noted it, with why.
	case method == "publickey":
		l.tried = append(l.tried, "a key: "+err.Error())
	default:
		l.tried = append(l.tried, method+" refused (only keys may enter)")
	}
}

// failure says why a connection that never logged in ended: the login
// timeout, keys or methods refused, or the handshake's error; "" for a
// client that simply left.
func (l *link) failure(err error) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var why []string
	if errors.Is(err, os.ErrDeadlineExceeded) {
		why = append(why, fmt.Sprintf("no login within %v", l.ls.timeout))
	}
	why = append(why, l.refused...)
	why = append(why, l.tried...)
	var auth *gossh.ServerAuthError
	if len(why) == 0 && err != nil && !errors.As(err, &auth) && !isHangUp(err) {
		why = append(why, "handshake: "+err.Error())
	}
	if len(why) == 0 {
		return ""
	}
	user := ""
	if l.user != "" {
		user = fmt.Sprintf(" (ssh user %q)", l.user)
	}
	return fmt.Sprintf("refused %s%s: %s", l.remote, user, strings.Join(why, "; "))
}

// isHangUp reports an error that only says the client went away.
func isHangUp(err error) bool {
	return errors.Is(err, net.ErrClosed) || strings.Contains(err.Error(), "EOF") || strings.Contains(err.Error(), "connection reset")
}

// Close closes the connection, takes it out of the logins under way, and
// logs one that logged in but never opened a session (ssh -N): the login
// timeout closed it. One that never logged in stays among the links open
// for the SSH server's word on why (logins.failed): the handshake closes
// the connection before it says.
func (l *link) Close() error {
	err := l.Conn.Close()
	key, in := l.ctx.Value(ssh.ContextKeyPublicKey).(ssh.PublicKey)
	l.ls.mu.Lock()
	l.ls.uncount(l)
	if in && l.ls.open[l.remote] == l {
		delete(l.ls.open, l.remote)
	}
	l.ls.mu.Unlock()
	l.mu.Lock()
	first, started := !l.closed, l.started
	l.closed = true
	l.mu.Unlock()
	if in && first && !started {
		l.ls.note(l.addr, fmt.Sprintf("closed %s (key %s): no session within %v (ssh -N?)", l.remote, gossh.FingerprintSHA256(key), l.ls.timeout))
	}
	return err
}

type linkKey struct{}

// linkOf is the link of a connection's context, nil if none.
func linkOf(ctx ssh.Context) *link {
	l, _ := ctx.Value(linkKey{}).(*link)
	return l
}
