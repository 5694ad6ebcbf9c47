// Package decidetime times the computer players' decisions for their
// benchmarks, in a way that holds on a loaded machine: the CPU time of the
// deciding thread beside the wall clock, reported as percentiles.
package decidetime

import (
	"slices"
	"testing"
	"time"
)

// Report reports the 50th and 99th percentiles and the slowest of ts as
// the benchmark's metrics "p50-WHAT-UNIT", "p99-…" and "max-…", in unit
// ("ms" or "µs"). It sorts ts.
func Report(b *testing.B, ts []time.Duration, what, unit string) {
	if len(ts) == 0 {
		return
	}
	scale := 1e3 // ns a µs
	if unit == "ms" {
		scale = 1e6
	}
	slices.Sort(ts)
	at := func(q float64) float64 { return float64(ts[int(q*float64(len(ts)-1))].Nanoseconds()) / scale }
	b.ReportMetric(at(0.5), "p50-"+what+"-"+unit)
	b.ReportMetric(at(0.99), "p99-"+what+"-"+unit)
	b.ReportMetric(at(1), "max-"+what+"-"+unit)
}
