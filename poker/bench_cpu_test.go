package poker

import (
	"syscall"
	"testing"
	"time"
)

// cpuClock measures the CPU time the process spends, so that benchmarks can
// report a rate that does not fall when other programs share the machine's
// cores (wall-clock rates still go in the standard metrics).
type cpuClock struct{ start time.Duration }

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func startCPU() cpuClock { return cpuClock{cpuNow()} }

// report adds a metric of n units per CPU second.
func (c cpuClock) report(b *testing.B, n float64, unit string) {
	if d := cpuNow() - c.start; d > 0 {
		b.ReportMetric(n/d.Seconds(), unit+"/cpu-s")
	}
}
