//go:build !linux

package decidetime

import "time"

// ThreadCPU is only measured on Linux: elsewhere it reports false and the
// benchmarks give the wall clock alone.
func ThreadCPU() (time.Duration, bool) { return 0, false }
