package server

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"

	"parlor/internal/thousands"
)

// Before and around a session. A connection is a link from the moment it
// is accepted. Until its first session starts it is logging in: it counts
// against the caps on logins under way (in all, and from its address), it
// must finish its version and key exchange within the handshake timeout,
// and it must have logged in and started a session within the login
// timeout of its accept, or it is closed. A connection whose sessions have
// all ended gets the login timeout to start another. So a silent socket, one
// that sends only a version line, or an `ssh -N` that never opens a
// session, holds a file descriptor for a few seconds at most.
//
// The door holds against a flood, as OpenSSH's MaxStartups and
// PerSourcePenalties do: above a threshold of logins under way a newcomer
// from an address that has one under way already, or a penalty running, is
// turned away at random, the more likely the fuller; at the cap, a
// connection still in its key exchange is closed to make room rather than
// the newcomer (see victim); and a source whose connections time out, are
// closed to make room or fail their login collects a penalty that grows
// with each and is refused while it lasts. An address is an IPv4 address,
// or an IPv6 /64 (one subscriber) within a /48 (one site), which has a
// larger cap.

// logins counts the connections logging in and admits new ones.
type logins struct {
	loginTimeout, kexTimeout time.Duration
	maxTotal, maxAddr        int
	dropStart                int                     // early drop above this many logins under way
	penalty                  time.Duration           // added for each failure; 0 for none
	drop                     func() float64          // in [0, 1): the early drop's die
	note                     func(addr, line string) // the throttled log

	mu        sync.Mutex
	total     int
	byAddr    map[string]int       // by each of a link's addrKeys
	open      map[string]*link     // by remote address, for the handshake's failure
	keying    []*link              // in their key exchange, oldest first
	penalised map[string]time.Time // by address: refused while it is over penaltyGrace away
}

// The penalty: each failure of an address adds the penalty to its time,
// which runs down as time passes; the address is refused while more than
// penaltyGrace of it is left (a few failures are forgiven), and it holds at
// most penaltyMost.
const (
	penaltyGrace = 3 // penalties
	penaltyMost  = 10 * time.Minute
	// prefix48Share is how many addresses' cap a /48 holds.
	prefix48Share = 4
	// dropLeast and dropMost are the early drop's odds at its threshold
	// and at the cap (at the cap, a newcomer not dropped makes room).
	dropLeast, dropMost = 0.3, 0.9
)

type loginCaps struct {
	loginTimeout, kexTimeout time.Duration
	maxTotal, maxAddr        int
	dropStart                int
	penalty                  time.Duration
}

func newLogins(c loginCaps, note func(addr, line string)) *logins {
	return &logins{
		loginTimeout: c.loginTimeout, kexTimeout: min(c.kexTimeout, c.loginTimeout),
		maxTotal: c.maxTotal, maxAddr: c.maxAddr, dropStart: c.dropStart, penalty: max(c.penalty, 0),
		drop: rand.Float64, note: note,
		byAddr: map[string]int{}, open: map[string]*link{}, penalised: map[string]time.Time{},
	}
}

// errBusy is why a connection is refused at once: too many logins under
// way, from its address or in all, or its address's penalty.
type errBusy struct {
	addr    string
	limit   int
	all     bool
	early   bool          // dropped at random above the threshold
	total   int           // the logins under way, when early
	penalty time.Duration // left of the address's penalty
}

func (e errBusy) Error() string {
	switch {
	case e.penalty > 0:
		return fmt.Sprintf("%s is refused for %s more: its connections timed out or failed", e.addr, thousands.Duration(e.penalty))
	case e.early:
		return fmt.Sprintf("%d logins are under way, more than %d, and %s has one or a penalty: dropped at random", e.total, e.limit, e.addr)
	case e.all:
		return fmt.Sprintf("%d logins are under way, the most at once", e.limit)
	}
	return fmt.Sprintf("%d logins are under way from %s, the most from one address", e.limit, e.addr)
}

// admit makes c a link, or refuses it. At the cap it closes the oldest
// connection still in its key exchange to make room, if there is one.
func (ls *logins) admit(c net.Conn) (*link, error) {
	keys := addrKeys(c.RemoteAddr())
	now := time.Now()
	var victim *link
	defer func() {
		if victim != nil {
			victim.evict()
		}
	}()
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if left := ls.penaltyLeft(keys[0], now); left > 0 {
		return nil, errBusy{addr: keys[0], penalty: left}
	}
	for i, k := range keys {
		limit := ls.maxAddr
		if i > 0 {
			limit *= prefix48Share
		}
		if ls.byAddr[k] >= limit {
			return nil, errBusy{addr: k, limit: limit}
		}
	}
	// The early drop spares an address with no login under way and no
	// penalty running: a newcomer from a quiet address gets in.
	if _, struck := ls.penalised[keys[0]]; ls.total >= ls.dropStart && ls.dropStart < ls.maxTotal && (ls.byAddr[keys[0]] > 0 || struck) {
		over := float64(min(ls.total, ls.maxTotal)-ls.dropStart) / float64(ls.maxTotal-ls.dropStart)
		if ls.drop() < dropLeast+(dropMost-dropLeast)*over {
			return nil, errBusy{addr: keys[0], limit: ls.dropStart, total: ls.total, early: true}
		}
	}
	if ls.total >= ls.maxTotal {
		if len(ls.keying) == 0 {
			return nil, errBusy{limit: ls.maxTotal, all: true}
		}
		victim = ls.victim()
		ls.uncount(victim)
		ls.strike(victim.addr, now)
	}
	ls.total++
	for _, k := range keys {
		ls.byAddr[k]++
	}
	l := &link{Conn: c, ls: ls, addr: keys[0], keys: keys, remote: c.RemoteAddr().String(), opened: now, counted: true, until: now.Add(ls.kexTimeout)}
	ls.open[l.remote] = l
	ls.keying = append(ls.keying, l)
	_ = c.SetDeadline(l.until)
	return l, nil
}

// victim is the connection closed to make room: of those in their key
// exchange, one that has sent nothing yet before one that has, then one
// from the address with the most logins under way, then the oldest. So a
// flood makes room from itself, and a player from a quiet address, who is
// well into their key exchange, is the last to go. Called with ls.mu held.
func (ls *logins) victim() *link {
	var v *link
	for _, l := range ls.keying { // oldest first
		if v == nil {
			v = l
			continue
		}
		ls1, vs := l.spoke.Load(), v.spoke.Load()
		switch {
		case ls1 != vs:
			if !ls1 {
				v = l
			}
		case ls.byAddr[l.addr] > ls.byAddr[v.addr]:
			v = l
		}
	}
	return v
}

// penaltyLeft is how long addr is still refused for; called with ls.mu
// held.
func (ls *logins) penaltyLeft(addr string, now time.Time) time.Duration {
	until, ok := ls.penalised[addr]
	if !ok {
		return 0
	}
	left := until.Sub(now)
	if left <= 0 {
		delete(ls.penalised, addr)
		return 0
	}
	if left <= penaltyGrace*ls.penalty {
		return 0
	}
	return left - penaltyGrace*ls.penalty
}

// strike adds a failure to the penalty of addr; called with ls.mu held.
func (ls *logins) strike(addr string, now time.Time) {
	if ls.penalty <= 0 {
		return
	}
	if len(ls.penalised) >= 1<<16 { // a flood from everywhere: keep the live ones
		for a, until := range ls.penalised {
			if !until.After(now) {
				delete(ls.penalised, a)
			}
		}
	}
	until := ls.penalised[addr]
	if until.Before(now) {
		until = now
	}
	until = until.Add(ls.penalty)
	if most := now.Add(penaltyMost + penaltyGrace*ls.penalty); until.After(most) {
		until = most
	}
	ls.penalised[addr] = until
}

// fail adds a failure to the penalty of addr.
func (ls *logins) fail(addr string) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	ls.strike(addr, time.Now())
}

// keyed takes l out of the connections in their key exchange; called with
// ls.mu held.
func (ls *logins) keyed(l *link) {
	if i := slices.Index(ls.keying, l); i >= 0 {
		ls.keying = slices.Delete(ls.keying, i, i+1)
	}
}

// uncount takes l out of the logins under way; called with ls.mu held.
func (ls *logins) uncount(l *link) {
	ls.keyed(l)
	if !l.counted {
		return
	}
	l.counted = false
	ls.total--
	for _, k := range l.keys {
		if ls.byAddr[k]--; ls.byAddr[k] <= 0 {
			delete(ls.byAddr, k)
		}
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
func addrKey(a net.Addr) string { return addrKeys(a)[0] }

// addrKeys are the addresses the caps count a connection by: its IPv4
// address; or its IPv6 /64, then its /48.
func addrKeys(a net.Addr) []string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return []string{a.String()}
	}
	if ip4 := ta.IP.To4(); ip4 != nil {
		return []string{ip4.String()}
	}
	return []string{
		ta.IP.Mask(net.CIDRMask(64, 128)).String() + "/64",
		ta.IP.Mask(net.CIDRMask(48, 128)).String() + "/48",
	}
}

// link is one accepted connection. The SSH server sets its deadline
// before every read and write (the idle and maximum times); while no
// session runs, the link holds it to the login deadline at the latest.
type link struct {
	net.Conn
	ls     *logins
	addr   string   // what the caps count by first, and the penalties
	keys   []string // what the caps count by
	remote string   // ip:port
	opened time.Time

	mu       sync.Mutex
	want     time.Time // the deadline the SSH server asks for; zero for none
	until    time.Time // while no session runs, the latest deadline; zero while one does
	sessions int
	started  bool        // a session has started
	keyed    bool        // its key exchange is done: a login attempt came
	evicted  bool        // closed to make room for a newcomer
	spoke    atomic.Bool // the client has sent something
	counted  bool        // among the logins under way (guarded by ls.mu)
	user     string
	refused  []string // the keys refused, and why
	tried    []string // other attempts refused (a password, a key's SHA-1 signature)
	closed   bool
	offered  gossh.PublicKey // the last key allowKey accepted
	key      gossh.PublicKey // the key that logged in; nil until one did
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

// Read notes that the client has spoken.
func (l *link) Read(p []byte) (int, error) {
	n, err := l.Conn.Read(p)
	if n > 0 && !l.spoke.Load() {
		l.spoke.Store(true)
	}
	return n, err
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
	l.until = time.Now().Add(l.ls.loginTimeout)
	_ = l.Conn.SetDeadline(l.deadline())
}

// accept notes a key allowKey accepted: the one that logs in, when the
// login succeeds next.
func (l *link) accept(key gossh.PublicKey) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.offered = key
}

// refuse notes a key refused at login, and why.
func (l *link) refuse(key gossh.PublicKey, why string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.refused) < 8 {
		l.refused = append(l.refused, fmt.Sprintf("%s key %s %s", key.Type(), gossh.FingerprintSHA256(key), why))
	}
}

// authLog is the SSH server's word on each login attempt. The first
// means the key exchange is done: the connection has the rest of the
// login timeout to log in, and is no longer the first to make room.
func (l *link) authLog(conn gossh.ConnMetadata, method string, err error) {
	l.ls.mu.Lock()
	l.ls.keyed(l)
	l.ls.mu.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.keyed {
		l.keyed = true
		if !l.until.IsZero() {
			l.until = l.opened.Add(l.ls.loginTimeout)
			_ = l.Conn.SetDeadline(l.deadline())
		}
	}
	l.user = conn.User()
	if err == nil && method == "publickey" {
		// Kept here, not read from the context at Close: the SSH library
		// puts the key there only once its handshake has returned, and a
		// client that leaves at once may end it first.
		l.key = l.offered
	}
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

// evicted closes l to make room for a newcomer; its address was
// penalised for it.
func (l *link) evict() {
	l.mu.Lock()
	l.evicted = true
	l.mu.Unlock()
	_ = l.Conn.Close()
}

// failure says why a connection that never logged in ended: the
// handshake or login timeout, closed to make room, keys or methods
// refused, or the handshake's error; "" for a client that simply left.
// A failure adds to its address's penalty.
func (l *link) failure(err error) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var why []string
	switch {
	case l.evicted:
		why = append(why, fmt.Sprintf("closed to make room for a newcomer, %d logins being under way: still in its key exchange after %s", l.ls.maxTotal, thousands.Duration(time.Since(l.opened))))
	case errors.Is(err, os.ErrDeadlineExceeded) && !l.keyed:
		why = append(why, fmt.Sprintf("no key exchange within %s", thousands.Duration(l.ls.kexTimeout)))
	case errors.Is(err, os.ErrDeadlineExceeded):
		why = append(why, fmt.Sprintf("no login within %s", thousands.Duration(l.ls.loginTimeout)))
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
	if !l.evicted {
		l.ls.fail(l.addr)
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
// logs one that logged in but never opened a session: the login timeout
// closed it (ssh -N), or its client left. One that never logged in stays among the links open
// for the SSH server's word on why (logins.failed): the handshake closes
// the connection before it says.
func (l *link) Close() error {
	err := l.Conn.Close()
	l.mu.Lock()
	key := l.key
	l.mu.Unlock()
	in := key != nil
	l.ls.mu.Lock()
	l.ls.uncount(l)
	if in && l.ls.open[l.remote] == l {
		delete(l.ls.open, l.remote)
	}
	l.ls.mu.Unlock()
	l.mu.Lock()
	first, started, timedOut := !l.closed, l.started, !l.until.IsZero() && !time.Now().Before(l.until)
	l.closed = true
	l.mu.Unlock()
	switch {
	case !in || !first || started:
	case timedOut:
		l.ls.fail(l.addr)
		l.ls.note(l.addr, fmt.Sprintf("closed %s (key %s): no session within %s (ssh -N?)", l.remote, gossh.FingerprintSHA256(key), thousands.Duration(l.ls.loginTimeout)))
	default:
		l.ls.note(l.addr, fmt.Sprintf("%s (key %s) logged in and left after %s without a session", l.remote, gossh.FingerprintSHA256(key), thousands.Duration(time.Since(l.opened))))
	}
	return err
}

type linkKey struct{}

// linkOf is the link of a connection's context, nil if none.
func linkOf(ctx ssh.Context) *link {
	l, _ := ctx.Value(linkKey{}).(*link)
	return l
}
