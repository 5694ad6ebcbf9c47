package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime/metrics"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestExtremeFlagValues runs every subcommand in-process with extreme values
// of each of its numeric flags (0, −1, the largest int64, a decimal past
// it). Each must either be refused as a usage error that says why, or run
// with flat memory and stop soon after its context is cancelled (or end
// before that). None may panic.
func TestExtremeFlagValues(t *testing.T) {
	const (
		maxInt = "9223372036854775807"
		huge   = "99999999999999999999"
	)
	most := strconv.Itoa(maxCount)
	out := filepath.Join(t.TempDir(), "strategy.cfr") // a training run stopped writes none
	type outcome int
	const (
		usage outcome = iota // a usage error (exit 2) whose message says msg
		runs                 // runs; stops when cancelled, or ends first
	)
	tests := []struct {
		args []string
		want outcome
		msg  string
	}{
		// --seed, the root's, reaches every subcommand.
		{[]string{"--seed", "-1"}, usage, `--seed: "-1" is not a whole number, 0 or more`},
		{[]string{"--seed", huge}, usage, "out of range"},
		{[]string{"match", "--hands", "2", "--seed", "0"}, runs, ""},
		{[]string{"match", "--hands", "2", "--seed", maxInt}, runs, ""},
		{[]string{"match", "--hands", "2", "--seed", "18446744073709551615"}, runs, ""},
		{[]string{"match", "--seed", "-1"}, usage, `--seed: "-1" is not a whole number, 0 or more`},
		{[]string{"history", "--seed", huge}, usage, "out of range"},
		{[]string{"equity", "AhAs", "KcKd", "--seed", "1"}, runs, ""}, // for Monte Carlo, if chosen
		{[]string{"equity", "AhAs", "KcKd", "--exact", "--seed", "1"}, usage, "--seed: --exact counts every board"},

		{[]string{"match", "--hands", "0"}, usage, "--hands must be at least 1"},
		{[]string{"match", "--hands", "-1"}, usage, "--hands must be at least 1"},
		{[]string{"match", "--hands", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"match", "--hands", huge}, usage, "out of range"},
		{[]string{"match", "--hands", most}, runs, ""},
		{[]string{"match", "--tournament", "0"}, usage, "--tournament must be at least 1"},
		{[]string{"match", "--tournament", "-1"}, usage, "--tournament must be at least 1"},
		{[]string{"match", "--tournament", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"match", "--tournament", huge}, usage, "out of range"},
		{[]string{"match", "--tournament", most}, runs, ""},
		{[]string{"match", "--tournament", "3", "--hands", "10"}, usage, "give one"},

		{[]string{"camelup", "tournament", "--games", "0"}, runs, ""}, // the rules' count
		{[]string{"camelup", "tournament", "--games", "-1"}, usage, "--games must be at least 1"},
		{[]string{"camelup", "tournament", "--games", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"camelup", "tournament", "--games", huge}, usage, "out of range"},
		{[]string{"camelup", "tournament", "--games", most}, runs, ""},
		{[]string{"camelup", "tournament", "--seats", "0"}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "tournament", "--seats", "-1"}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "tournament", "--seats", maxInt}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "tournament", "--seats", huge}, usage, "out of range"},
		{[]string{"camelup", "match", "--games", "0"}, usage, "--games must be at least 1"},
		{[]string{"camelup", "match", "--games", "-1"}, usage, "--games must be at least 1"},
		{[]string{"camelup", "match", "--games", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"camelup", "match", "--games", huge}, usage, "out of range"},
		{[]string{"camelup", "match", "--games", most}, runs, ""},
		{[]string{"camelup", "match", "--seats", "0"}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "match", "--seats", "-1"}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "match", "--seats", maxInt}, usage, "--seats must be 2 to 8"},
		{[]string{"camelup", "match", "--seats", huge}, usage, "out of range"},

		{[]string{"elephant", "tournament", "--games", "0"}, usage, "--games must be at least 1"},
		{[]string{"elephant", "tournament", "--games", "-1"}, usage, "--games must be at least 1"},
		{[]string{"elephant", "tournament", "--games", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"elephant", "tournament", "--games", huge}, usage, "out of range"},
		{[]string{"elephant", "tournament", "--games", most}, runs, ""},
		{[]string{"elephant", "tournament", "--target", "0"}, usage, "--target must be more than 0"},
		{[]string{"elephant", "tournament", "--target", "-1"}, usage, "--target must be more than 0"},
		{[]string{"elephant", "tournament", "--target", maxInt}, usage, "at most 1,000,000"},
		{[]string{"elephant", "tournament", "--target", huge}, usage, "at most 1,000,000"},
		{[]string{"elephant", "tournament", "--target", "NaN"}, usage, "--target must be more than 0"},
		{[]string{"elephant", "tournament", "--target", "+Inf"}, usage, "at most 1,000,000"},
		{[]string{"elephant", "tournament", "--games", "1", "--target", "1000000"}, runs, ""},
		{[]string{"elephant", "tournament", "--draw", "0"}, usage, "--draw must be at least 2 seats"},
		{[]string{"elephant", "tournament", "--draw", "-1"}, usage, "--draw must be at least 2 seats"},
		{[]string{"elephant", "tournament", "--draw", maxInt}, usage, "only 13 bots to seat"},
		{[]string{"elephant", "tournament", "--draw", huge}, usage, "out of range"},
		{[]string{"elephant", "tournament", "--draw", "3", "--games", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"elephant", "tournament", "--draw", "3", "--games", most}, runs, ""},
		{[]string{"elephant", "tournament", "--draw", "3", "--target", "NaN"}, usage, "--target must be more than 0"},
		{[]string{"elephant", "tournament", "--fields", "0", "--with", "expert"}, usage, "--fields must be at least 2 seats"},
		{[]string{"elephant", "tournament", "--fields", "-1", "--with", "expert"}, usage, "--fields must be at least 2 seats"},
		{[]string{"elephant", "tournament", "--fields", maxInt, "--with", "expert"}, usage, "only 13 bots to seat"},
		{[]string{"elephant", "tournament", "--fields", huge, "--with", "expert"}, usage, "out of range"},
		{[]string{"elephant", "tournament", "--fields", "3", "--with", "expert", "--games", maxInt}, usage, "at most 1,000,000,000,000"},
		{[]string{"elephant", "tournament", "--fields", "7", "--with", "expert", "--games", most}, runs, ""},

		{[]string{"train", "--deals", maxInt, "--out", out}, runs, ""},
		{[]string{"train", "--deals", "1", "--report-every", maxInt, "--exploit-deals", "1", "--out", out}, runs, ""},
		{[]string{"train", "--deals", "0"}, usage, "--deals must be at least 1"},
		{[]string{"train", "--deals", "-1"}, usage, "--deals must be at least 1"},
		{[]string{"train", "--deals", huge}, usage, "out of range"},
		{[]string{"train", "--report-every", "-1"}, usage, "--report-every must be at least 0"},
		{[]string{"train", "--report-every", huge}, usage, "out of range"},
		{[]string{"train", "--exploit-deals", "0"}, usage, "--exploit-deals must be at least 1"},
		{[]string{"train", "--exploit-deals", "-1"}, usage, "--exploit-deals must be at least 1"},
		{[]string{"train", "--exploit-deals", maxInt}, usage, "at most 2,000,000"},
		{[]string{"train", "--exploit-deals", huge}, usage, "out of range"},
		{[]string{"train", "--measure", "expert", "--exploit-deals", "1"}, runs, ""},
		{[]string{"train", "--measure", "expert", "--exploit-deals", "1", "--seed", maxInt}, runs, ""},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			type ran struct {
				stderr string
				err    error
				panic  any
			}
			done := make(chan ran, 1)
			base := heapBytes()
			go func() {
				var r ran
				defer func() {
					r.panic = recover()
					done <- r
				}()
				_, r.stderr, r.err = runRootContext(t, ctx, tc.args...)
			}()

			// Sample the heap while it runs; cancel after a moment.
			var peak uint64
			var r ran
			tick := time.NewTicker(10 * time.Millisecond)
			defer tick.Stop()
			cancelAt := time.After(300 * time.Millisecond)
			var cancelled time.Time
			var hang <-chan time.Time
		wait:
			for {
				select {
				case r = <-done:
					break wait
				case <-tick.C:
					peak = max(peak, heapBytes())
				case <-cancelAt:
					cancel()
					cancelled = time.Now()
					// Not a speed target: a guard against a run that
					// ignores its context on this shared machine.
					hang = time.After(20 * time.Second)
				case <-hang:
					t.Fatalf("still running %v after its context was cancelled", time.Since(cancelled))
				}
			}
			peak = max(peak, heapBytes())
			if r.panic != nil {
				t.Fatalf("panicked: %v", r.panic)
			}
			if grown := int64(peak) - int64(base); grown > 256<<20 {
				t.Errorf("heap grew by %d MiB", grown>>20)
			}
			var ue usageError
			switch tc.want {
			case usage:
				if !errors.As(r.err, &ue) {
					t.Fatalf("err = %v, want a usage error", r.err)
				}
				if !strings.Contains(r.err.Error(), tc.msg) {
					t.Errorf("err = %q, want it to say %q", r.err, tc.msg)
				}
			case runs:
				if errors.As(r.err, &ue) {
					t.Fatalf("refused: %v", r.err)
				}
				if r.err != nil && !errors.Is(r.err, context.Canceled) {
					t.Fatalf("err = %v, want none or a stop\nstderr: %s", r.err, r.stderr)
				}
				if r.err != nil && !strings.HasPrefix(r.err.Error(), "stopped after ") {
					t.Errorf("err = %q, want it to say how far the run got", r.err)
				}
			}
		})
	}
}

// heapBytes is the memory held by live and unswept heap objects, read
// without stopping the world.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		panic(fmt.Sprintf("metric %s unsupported", s[0].Name))
	}
	return s[0].Value.Uint64()
}

// TestFlagsWithoutUse: a flag a subcommand has no use for is refused with a
// message, not silently accepted.
func TestFlagsWithoutUse(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		msg  string
	}{
		// The history flags exist only where histories are written or read.
		{[]string{"camelup", "tournament", "--history-format", "xml"}, "unknown flag: --history-format"},
		{[]string{"camelup", "match", "--history-format", "parlor"}, "unknown flag: --history-format"},
		{[]string{"camelup", "--history-dir", dir}, "unknown flag: --history-dir"},
		{[]string{"elephant", "tournament", "--history-format", "pokerstars"}, "unknown flag: --history-format"},
		{[]string{"elephant", "tournament", "--history-dir", dir}, "unknown flag: --history-dir"},
		{[]string{"lbr", "--history-dir", dir}, "unknown flag: --history-dir"},
		{[]string{"train", "--history-format", "parlor"}, "unknown flag: --history-format"},
		{[]string{"equity", "AhAs", "KcKd", "--exact", "--seed", "0"}, "--seed: --exact counts every board, so nothing is random"},
		{[]string{"equity", "AhAs", "KcKd", "--history-dir", dir}, "unknown flag: --history-dir"},
		{[]string{"match", "--history-format", "pokerstars"}, "--history-format: a match writes hand histories only with --history-dir"},
		{[]string{"history", "--seed", "3"}, "--seed: reading histories involves no chance"},
		{[]string{"train", "--measure", "expert", "--deals", "5"}, "--deals: --measure trains nothing"},
		{[]string{"train", "--measure", "expert", "--out", dir}, "--out: --measure trains nothing"},
		{[]string{"train", "--measure", "expert", "--report-every", "5"}, "--report-every: --measure trains nothing"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			_, _, err := runRoot(t, tc.args...)
			checkUsage(t, err, tc.msg)
		})
	}
}
