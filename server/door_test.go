package server

import (
	"errors"
	"net"
	"slices"
	"testing"
	"time"
)

// The door's rules, one at a time, on logins alone.

// addrConn is one end of a pipe that says it comes from addr.
type addrConn struct {
	net.Conn
	addr net.Addr
}

func (c addrConn) RemoteAddr() net.Addr { return c.addr }

// knock admits a connection from ip to ls.
func knock(t *testing.T, ls *logins, ip string) (*link, error) {
	t.Helper()
	a, b := net.Pipe()
	t.Cleanup(func() { a.Close(); b.Close() })
	return ls.admit(addrConn{Conn: a, addr: &net.TCPAddr{IP: net.ParseIP(ip), Port: 1}})
}

func testLogins(c loginCaps) *logins {
	if c.loginTimeout == 0 {
		c.loginTimeout, c.kexTimeout = time.Minute, time.Minute
	}
	return newLogins(c, func(string, string) {})
}

func TestDoorPerAddress(t *testing.T) {
	ls := testLogins(loginCaps{maxTotal: 100, maxAddr: 2, dropStart: 100})
	for _, c := range []struct {
		ip   string
		want bool
	}{
		{"10.0.0.1", true}, {"10.0.0.1", true}, {"10.0.0.1", false}, {"10.0.0.2", true},
		// One /64, then its /48 (four /64s' worth), then another /48.
		{"2001:db8:1:1::1", true}, {"2001:db8:1:1::2", true}, {"2001:db8:1:1::3", false},
		{"2001:db8:1:2::1", true}, {"2001:db8:1:2::1", true},
		{"2001:db8:1:3::1", true}, {"2001:db8:1:3::1", true},
		{"2001:db8:1:4::1", true}, {"2001:db8:1:4::1", true},
		{"2001:db8:1:5::1", false},
		{"2001:db8:2:5::1", true},
	} {
		_, err := knock(t, ls, c.ip)
		if got := err == nil; got != c.want {
			t.Errorf("from %s: admitted %v (%v), want %v", c.ip, got, err, c.want)
		}
	}
}

func TestDoorPenalty(t *testing.T) {
	ls := testLogins(loginCaps{maxTotal: 100, maxAddr: 100, dropStart: 100, penalty: time.Minute})
	for i := range penaltyGrace + 1 {
		if _, err := knock(t, ls, "10.0.0.1"); err != nil {
			t.Fatalf("refused after %d failures, want %d forgiven: %v", i, penaltyGrace, err)
		}
		ls.fail("10.0.0.1")
	}
	_, err := knock(t, ls, "10.0.0.1")
	var busy errBusy
	if !errors.As(err, &busy) || busy.penalty <= 0 || busy.penalty > time.Minute {
		t.Errorf("after %d failures: %v, want refused for a minute at most", penaltyGrace+1, err)
	}
	ls.fail("10.0.0.1") // the penalty grows
	if _, err := knock(t, ls, "10.0.0.1"); !errors.As(err, &busy) || busy.penalty <= time.Minute {
		t.Errorf("after one more failure: %v, want refused for more than a minute", err)
	}
	if _, err := knock(t, ls, "10.0.0.2"); err != nil {
		t.Errorf("another address is refused: %v", err)
	}
}

func TestDoorEarlyDrop(t *testing.T) {
	for _, c := range []struct {
		total int
		die   float64
		want  bool
	}{
		{1, 0, true},     // below the threshold: no drop
		{2, 0.29, false}, // at it: 30%
		{2, 0.31, true},  //
		{3, 0.59, false}, // half way: 60%
		{3, 0.61, true},  //
		{4, 0.89, false}, // at the cap: 90%
		{4, 0.91, true},  // and room is made
	} {
		ls := testLogins(loginCaps{maxTotal: 4, maxAddr: 100, dropStart: 2})
		ls.drop = func() float64 { return 1 }
		for range c.total {
			if _, err := knock(t, ls, "10.0.0.1"); err != nil {
				t.Fatal(err)
			}
		}
		ls.drop = func() float64 { return c.die }
		_, err := knock(t, ls, "10.0.0.1")
		if got := err == nil; got != c.want {
			t.Errorf("%d under way, die %v: admitted %v (%v), want %v", c.total, c.die, got, err, c.want)
		}
		if _, err := knock(t, ls, "10.0.0.2"); err != nil {
			t.Errorf("%d under way, die %v: a newcomer from a quiet address refused: %v", c.total, c.die, err)
		}
	}
}

func TestDoorMakesRoom(t *testing.T) {
	ls := testLogins(loginCaps{maxTotal: 4, maxAddr: 100, dropStart: 4, penalty: time.Second})
	var links []*link
	for _, ip := range []string{"10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.3"} {
		l, err := knock(t, ls, ip)
		if err != nil {
			t.Fatal(err)
		}
		links = append(links, l)
	}
	ls.mu.Lock()
	ls.keyed(links[0]) // the oldest is past its key exchange
	ls.mu.Unlock()
	closed := func() []int {
		var c []int
		for i, l := range links {
			if l.evicted {
				c = append(c, i)
			}
		}
		return c
	}
	// The address with the most under way makes room, its oldest first.
	if _, err := knock(t, ls, "10.0.0.4"); err != nil {
		t.Fatalf("the newcomer at the cap: %v, want room made", err)
	}
	if got := closed(); !slices.Equal(got, []int{2}) {
		t.Errorf("closed to make room: %v, want [2] (the older of the address with two under way)", got)
	}
	// Then one that has sent nothing before one that has.
	links[1].spoke.Store(true)
	if _, err := knock(t, ls, "10.0.0.5"); err != nil {
		t.Fatalf("the second newcomer at the cap: %v, want room made", err)
	}
	if got := closed(); !slices.Equal(got, []int{2, 3}) {
		t.Errorf("closed to make room: %v, want [2 3] (silent, before the older one that spoke)", got)
	}
	if got := ls.underWay(); got != 4 {
		t.Errorf("%d under way, want 4", got)
	}
	if _, ok := ls.penalised["10.0.0.3"]; !ok {
		t.Errorf("the address closed to make room has no penalty")
	}
	if _, err := links[2].Read(make([]byte, 1)); err == nil {
		t.Errorf("the connection closed to make room is still open")
	}
}
