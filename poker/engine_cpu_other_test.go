//go:build !unix

package poker

import "time"

// cpuTime is unknown here; benchmarks then report wall-clock rates only.
func cpuTime() time.Duration { return 0 }
