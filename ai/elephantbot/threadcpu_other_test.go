//go:build !linux

package elephantbot

import "time"

// threadCPU is unknown here; the benchmark then reports wall-clock time only.
func threadCPU() (time.Duration, bool) { return 0, false }
