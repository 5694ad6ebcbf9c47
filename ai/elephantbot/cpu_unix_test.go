//go:build unix

package elephantbot

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, so that the benchmark
// can report a time per game that holds on a busy machine.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
