package decidetime

import (
	"runtime"
	"testing"
	"time"
)

// TestThreadCPUCountsWork: on Linux the thread's CPU time grows by about
// what a busy loop spends, and not by a sleep.
func TestThreadCPUCountsWork(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, ok := ThreadCPU()
	if !ok {
		t.Skip("no thread CPU clock here")
	}
	time.Sleep(50 * time.Millisecond)
	c1, _ := ThreadCPU()
	for start := time.Now(); time.Since(start) < 30*time.Millisecond; {
	}
	c2, _ := ThreadCPU()
	if slept := c1 - c0; slept > 20*time.Millisecond {
		t.Errorf("a 50 ms sleep cost %v of the thread's CPU", slept)
	}
	if busy := c2 - c1; busy <= 0 {
		t.Errorf("30 ms of busy loop cost %v of the thread's CPU", busy)
	}
}
