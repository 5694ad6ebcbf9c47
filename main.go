// Command parlor is a game parlor for the terminal: heads-up Fixed-Limit
// Hold'em against the computer, Camel Up and White Elephant at one keyboard,
// a hand-history reader, and headless bot matches and tournaments.
//
// main.go holds flags, subcommands and wiring only; each subcommand lives in
// its own cmd_*.go file beside it.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// globalFlags are shared by the menu and the subcommands that play games:
// --seed by every command, the history flags by those that write or read
// hand histories (addHistoryFlags).
type globalFlags struct {
	seed          uint64
	seedSet       bool
	historyDir    string
	historyFormat string
}

func newRootCmd() *cobra.Command {
	var g globalFlags
	root := &cobra.Command{
		Use:   "parlor",
		Short: "A game parlor for the terminal",
		Long: `Parlor: Fixed-Limit Hold'em against the computer (heads-up, or a table of
up to nine), Camel Up and White Elephant at one keyboard, your poker hand
histories, equities, and all of it served to friends over SSH.

Run it without a subcommand to open the menu.`,
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			g.seedSet = cmd.Flags().Changed("seed")
			return runMenu(cmd, g)
		},
	}
	root.CompletionOptions.DisableDefaultCmd = true
	root.PersistentFlags().Uint64Var(&g.seed, "seed", 0, "seed for every random choice (default: from the clock)")
	addHistoryFlags(root.Flags(), &g) // the menu's Hold'em table writes them
	root.SetFlagErrorFunc(flagError)
	root.AddCommand(
		newEquityCmd(),
		newHistoryCmd(&g),
		newServeCmd(&g),
	)
	root.AddCommand(newGameCmds(&g)...) // each game's, from its cmd_*.go (games.go)
	return root
}

// addHistoryFlags adds --history-dir and --history-format to fs, of a
// command that writes or reads hand histories; the others do not offer
// them.
func addHistoryFlags(fs *pflag.FlagSet, g *globalFlags) {
	fs.StringVar(&g.historyDir, "history-dir", "", "directory for hand-history files (default: $XDG_DATA_HOME/parlor/hands)")
	fs.StringVar(&g.historyFormat, "history-format", "", "hand-history format: parlor or pokerstars (default: parlor)")
}

// usageError is a mistake in the command line: it prints a one-line error and
// where to read the command's help, and exits with code 2.
type usageError struct {
	err error
	cmd *cobra.Command
}

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef reports a bad argument of cmd as a usage error.
func usagef(cmd *cobra.Command, format string, a ...any) error {
	return usageError{err: fmt.Errorf(format, a...), cmd: cmd}
}

func main() {
	root := newRootCmd()
	ctx, stop := interruptContext()
	cmd, err := root.ExecuteContextC(ctx)
	stop()
	if err != nil {
		os.Exit(report(os.Stderr, cmd, err))
	}
}

// report prints err, that of cmd, and returns the exit code: it is the one
// place an error of the command line is printed. A mistake in the command
// line is one line and where to read how to say it; the usage is not
// printed after it, where it would push the line out of sight.
func report(w io.Writer, cmd *cobra.Command, err error) int {
	fmt.Fprintf(w, "parlor: %s\n", plain(err.Error()))
	if errors.Is(err, errInterrupted) {
		return 130 // as a shell reports a command killed by ctrl+c
	}
	var ue usageError
	if errors.As(err, &ue) || isUnknownCommand(err) {
		c := cmd
		if ue.cmd != nil {
			c = ue.cmd
		}
		fmt.Fprintf(w, "see '%s --help'\n", c.CommandPath())
		return 2
	}
	return 1
}
