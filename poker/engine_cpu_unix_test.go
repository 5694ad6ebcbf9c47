//go:build unix

package poker

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, so that benchmarks can
// report a rate that holds on a busy machine.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
