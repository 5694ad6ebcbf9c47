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

// bestPass times each pass of a benchmark loop and keeps the fastest: on
// a machine shared with other work the fastest pass is the one least
// disturbed, a steadier figure to set beside another program's than the
// mean.
type bestPass struct {
	best  time.Duration
	start time.Time
}

func (p *bestPass) begin() { p.start = time.Now() }

func (p *bestPass) end() {
	if d := time.Since(p.start); p.best == 0 || d < p.best {
		p.best = d
	}
}

// report adds a metric of n units per second in the fastest pass.
func (p *bestPass) report(b *testing.B, n float64, unit string) {
	if p.best > 0 {
		b.ReportMetric(n/p.best.Seconds(), "best-"+unit+"/s")
	}
}

// BenchmarkMachineSpeed runs a chain of dependent one-cycle instructions
// and reports the effective clock, to read the other rates against: a shared
// or throttled virtual machine can run far below its nominal frequency.
func BenchmarkMachineSpeed(b *testing.B) {
	x := uint64(1)
	cpu := startCPU()
	for b.Loop() {
		x = addChain(x)
	}
	if x == 0 {
		b.Fatal("impossible")
	}
	b.ReportMetric(float64(b.N)*6000/b.Elapsed().Seconds()/1e9, "GHz")
	cpu.report(b, float64(b.N)*6000/1e9, "Gcycles")
}

// addChain takes 6,000 cycles: 2,000 rounds of shift, xor, add, each
// waiting for the one before. It is a function of its own so that x stays
// in a register.
//
//go:noinline
func addChain(x uint64) uint64 {
	for range 1000 {
		x += x>>1 ^ 7
		x += x>>1 ^ 5
	}
	return x
}
