package server

import (
	"fmt"
	"log"
	"sync"
	"time"

	"parlor/handhistory"
	"parlor/internal/thousands"
)

// cleanLog is the connection log with the control characters of what
// clients send (a user name, a client version) taken out, so that no one
// writes escape sequences to the host's terminal.
type cleanLog struct{ l *log.Logger }

func (c cleanLog) Printf(format string, a ...any) {
	c.l.Print(handhistory.Clean(fmt.Sprintf(format, a...)))
}

// throttle keeps a flood of refusals from flooding the log: the first
// throttleBurst refusals of a kind from an address are logged at once,
// those that follow within the window are counted, and the count is logged
// when the window ends. A flood costs a few lines per address and kind
// every window.
type throttle struct {
	logf   func(format string, a ...any)
	window time.Duration

	mu   sync.Mutex
	seen map[string]*refused // by kind and address
}

type refused struct {
	line   string // the last line of this kind, for the summary
	since  time.Time
	logged int // lines logged in this window
	count  int // refusals not logged yet
}

// throttleBurst is the lines of a kind and address logged in a window.
const throttleBurst = 5

// maxThrottled bounds the addresses the throttle remembers: beyond it
// (addresses by the thousand within one window) they share one entry.
const maxThrottled = 1024

func newThrottle(logf func(string, ...any), window time.Duration) *throttle {
	return &throttle{logf: logf, window: window, seen: map[string]*refused{}}
}

// log logs line unless a line of the same key was logged within the
// window, in which case it is counted.
func (t *throttle) log(key, line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r, ok := t.seen[key]
	if !ok && len(t.seen) >= maxThrottled {
		key = "many addresses"
		r, ok = t.seen[key]
		line = "refusals from many addresses, the last: " + line
	}
	if !ok {
		r = &refused{since: time.Now()}
		t.seen[key] = r
		time.AfterFunc(t.window, func() { t.flush(key) })
	}
	if r.logged < throttleBurst {
		r.logged++
		t.logf("%s", line)
		return
	}
	r.line = line
	r.count++
}

// flush logs what was counted under key since its last line, and forgets
// the key once a window passes without a refusal.
func (t *throttle) flush(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.seen[key]
	if r == nil {
		return
	}
	if r.count == 0 {
		delete(t.seen, key)
		return
	}
	t.logf("%s more like this in %s, the last: %s", thousands.Format(r.count), thousands.Duration(time.Since(r.since)), r.line)
	r.count, r.logged, r.since = 0, throttleBurst, time.Now() // still a flood: counted from the start
	time.AfterFunc(t.window, func() { t.flush(key) })
}
