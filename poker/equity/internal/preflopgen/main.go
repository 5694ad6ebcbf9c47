// Command preflopgen writes the pre-flop table of package equity: run by
// `go generate ./poker/equity`. It counts every heads-up match-up before the
// flop on every core, which takes minutes.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"parlor/poker/equity"
)

func main() {
	out := flag.String("out", "preflop.bin", "the file to write")
	workers := flag.Int("workers", 0, "goroutines (0: one a core)")
	flag.Parse()
	start := time.Now()
	b, err := equity.BuildPreflopTable(*workers, func(done, total int) {
		fmt.Fprintf(os.Stderr, "\r%d of %d match-ups", done, total)
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "preflopgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "preflopgen:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "\nwrote %s (%d bytes) in %v\n", *out, len(b), time.Since(start).Round(time.Second))
}
