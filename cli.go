package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"parlor/internal/thousands"
)

// maxCount is the most hands, matches or games a headless run takes: far
// more than a day's play (10¹² hands at a million a second is eleven
// days), and small enough that no sum over them overflows.
const maxCount = 1_000_000_000_000

// checkArgs wraps a cobra argument validator so that its complaint is a usage
// error (one line, where to read the help, exit 2).
func checkArgs(v cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := v(cmd, args); err != nil {
			return usageError{err: err, cmd: cmd}
		}
		return nil
	}
}

// checkCount refuses a count flag outside 1 to maxCount.
func checkCount(cmd *cobra.Command, flag string, n int) error {
	if n < 1 || n > maxCount {
		return usagef(cmd, "--%s must be at least 1 and at most %s, got %d", flag, thousands.Format(maxCount), n)
	}
	return nil
}

// seedDefault is the seed a run takes without --seed.
type seedDefault int

const (
	seedFromClock seedDefault = iota // a new game each run: the games, matches and tournaments
	seedOne                          // 1: figures that repeat (train and lbr)
)

// runSeed is the seed of cmd's run: --seed when given, otherwise d's.
func runSeed(cmd *cobra.Command, d seedDefault) uint64 {
	if seed, err := cmd.Flags().GetUint64("seed"); err == nil && cmd.Flags().Changed("seed") {
		return seed
	}
	if d == seedOne {
		return 1
	}
	return uint64(time.Now().UnixNano())
}

// refuseFlags is a usage error if any of the named flags was given to cmd,
// which has no use for them: why says what cmd does not do.
func refuseFlags(cmd *cobra.Command, why string, names ...string) error {
	for _, name := range names {
		if cmd.Flags().Changed(name) {
			return usagef(cmd, "--%s: %s", name, why)
		}
	}
	return nil
}

// errInterrupted is why a run stopped on ctrl+c (or SIGTERM).
var errInterrupted = errors.New("interrupted")

// interruptContext is cancelled, with errInterrupted as its cause, at the
// first ctrl+c or SIGTERM; a second one kills the program at once, as usual.
// The menu does not see it: the terminal in raw mode sends ctrl+c as a key.
func interruptContext() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(context.Background())
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case <-sig:
			cancel(errInterrupted)
		case <-ctx.Done():
		}
		signal.Stop(sig)
	}()
	return ctx, func() { cancel(nil) }
}

// stopped says how far a run of cmd got when its context stopped it; other
// errors pass through.
func stopped(cmd *cobra.Command, err error, p *progress, unit string) error {
	ctx := cmd.Context()
	if ctx == nil || ctx.Err() == nil || !errors.Is(err, ctx.Err()) {
		return err
	}
	return fmt.Errorf("stopped after %d of %d %s: %w", p.done, p.total, unit, context.Cause(ctx))
}

// isUnknownCommand reports cobra's own complaint about a subcommand it does
// not know; cobra returns it as a plain error.
func isUnknownCommand(err error) bool {
	return strings.HasPrefix(err.Error(), "unknown command")
}

// workers is how many goroutines a headless run of n games plays them on:
// one a core (GOMAXPROCS), never more than there are games. The runs name
// it with their time, so a one-core run does not claim all cores.
func workers(n int) int { return max(1, min(runtime.GOMAXPROCS(0), n)) }

// flagError is cobra's complaint about a flag as a usage error; a value
// that does not parse says what the flag takes instead of the parser's
// "strconv.ParseInt: parsing …".
func flagError(cmd *cobra.Command, err error) error {
	var bad *pflag.InvalidValueError
	if errors.As(err, &bad) && bad.GetFlag() != nil {
		name, value := bad.GetFlag().Name, bad.GetValue()
		want := map[string]string{
			"int":      "a whole number",
			"uint64":   "a whole number, 0 or more",
			"float64":  "a number",
			"duration": "a duration such as 90s or 5m",
			"bool":     "true or false",
		}[bad.GetFlag().Value.Type()]
		switch {
		case errors.Is(err, strconv.ErrRange):
			return usagef(cmd, "--%s: %s is out of range", name, value)
		case want != "":
			return usagef(cmd, "--%s: %q is not %s", name, value, want)
		}
	}
	return usageError{err: err, cmd: cmd}
}

// packages are the names that the engines' and bots' errors begin with
// ("poker: duplicate card"), for a programmer reading a log.
var packages = []string{"poker", "camelup", "elephant", "holdembot", "camelupbot", "elephantbot", "handhistory"}

// plain is msg without the packages' names: a person at the command line
// reads "duplicate card", not "poker: duplicate card".
func plain(msg string) string {
	for _, p := range packages {
		prefix := p + ": "
		var b strings.Builder
		for {
			i := strings.Index(msg, prefix)
			if i < 0 {
				break
			}
			// A whole word only: "holdembot: " is not "bot: ".
			if i == 0 || msg[i-1] == ' ' || msg[i-1] == '(' {
				b.WriteString(msg[:i])
			} else {
				b.WriteString(msg[:i+len(prefix)])
			}
			msg = msg[i+len(prefix):]
		}
		msg = b.String() + msg
	}
	return msg
}
