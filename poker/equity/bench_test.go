package equity

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// The side-by-side table, one core: exact pre-flop AhAs v KcKd, AKs
// v QQ, AhAs v KcKd v QhQs, and AhKh against every hand, each through
// Calculate with the pre-flop table where it applies, and without it
// (NoTable: poker.CountShowdowns for each deal up to suit permutations). Each reports the mean
// time (ms/op), the CPU time (cpu-ms/op) and the best of its runs
// (best-ms), which a machine shared with other work disturbs least.

func BenchmarkEquityAhAsKcKd(b *testing.B) { benchCalculate(b, "AhAs", "KcKd") }
func BenchmarkEquityAKsQQ(b *testing.B)    { benchCalculate(b, "AKs", "QQ") }
func BenchmarkEquityThreeWay(b *testing.B) { benchCalculate(b, "AhAs", "KcKd", "QhQs") }
func BenchmarkEquityAhKhRandom(b *testing.B) {
	benchCalculate(b, "AhKh", "random")
}

func BenchmarkKernelAhAsKcKd(b *testing.B) { benchKernel(b, "AhAs", "KcKd") }
func BenchmarkKernelAKsQQ(b *testing.B)    { benchKernel(b, "AKs", "QQ") }
func BenchmarkKernelThreeWay(b *testing.B) { benchKernel(b, "AhAs", "KcKd", "QhQs") }
func BenchmarkKernelAhKhRandom(b *testing.B) {
	benchKernel(b, "AhKh", "random")
}

func benchCalculate(b *testing.B, ranges ...string) {
	s := spot(b, "", "", ranges...)
	o := Options{Workers: 1, Method: Exact}
	if _, err := Calculate(context.Background(), s, o); err != nil { // loads the table
		b.Fatal(err)
	}
	timed(b, func() {
		if _, err := Calculate(context.Background(), s, o); err != nil {
			b.Fatal(err)
		}
	})
}

// benchKernel counts every deal without the pre-flop table: with
// poker.CountShowdowns, once for each form of a deal up to suits.
func benchKernel(b *testing.B, ranges ...string) {
	s := spot(b, "", "", ranges...)
	o := Options{Workers: 1, Method: Exact, NoTable: true}
	timed(b, func() {
		if _, err := Calculate(context.Background(), s, o); err != nil {
			b.Fatal(err)
		}
	})
}

func timed(b *testing.B, f func()) {
	best := time.Duration(1 << 62)
	cpu := cpuNow()
	for b.Loop() {
		t := time.Now()
		f()
		best = min(best, time.Since(t))
	}
	b.ReportMetric(b.Elapsed().Seconds()*1000/float64(b.N), "ms/op")
	b.ReportMetric((cpuNow()-cpu).Seconds()*1000/float64(b.N), "cpu-ms/op")
	b.ReportMetric(best.Seconds()*1000, "best-ms")
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
