package server

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestThrottle: a flood of refusals of one kind from one address costs
// throttleBurst lines and a count at the end of the window; another
// address or kind has lines of its own.
func TestThrottle(t *testing.T) {
	log := &syncBuffer{}
	th := newThrottle(func(format string, a ...any) { fmt.Fprintf(log, format+"\n", a...) }, 100*time.Millisecond)
	for i := range 1000 {
		th.log("busy 10.0.0.1", fmt.Sprintf("refused 10.0.0.1:%d", i))
	}
	th.log("busy 10.0.0.2", "refused 10.0.0.2:1")
	th.log("login 10.0.0.1", "refused 10.0.0.1:2000: no login")
	got := log.String()
	if n := strings.Count(got, "refused 10.0.0.1:"); n != throttleBurst+1 {
		t.Errorf("%d lines for 10.0.0.1 before the window ends, want %d and the other kind's:\n%s", n, throttleBurst+1, got)
	}
	for _, want := range []string{"refused 10.0.0.2:1", "no login"} {
		if !strings.Contains(got, want) {
			t.Errorf("the log lacks %q:\n%s", want, got)
		}
	}
	waitLog(t, log, fmt.Sprintf("%d more like this in", 1000-throttleBurst))
	if !strings.Contains(log.String(), "the last: refused 10.0.0.1:999") {
		t.Errorf("the count does not give the last line:\n%s", log.String())
	}
}
