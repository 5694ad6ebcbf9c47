//go:build !unix

package elephantbot

import "time"

// cpuTime is unknown here; the benchmark then reports wall-clock time only.
func cpuTime() time.Duration { return 0 }
