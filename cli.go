package main

import (
	"strings"

	"github.com/spf13/cobra"
)

// checkArgs wraps a cobra argument validator so that its complaint is a usage
// error (one line, the usage, exit 2).
func checkArgs(v cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := v(cmd, args); err != nil {
			return usageError{err: err, cmd: cmd}
		}
		return nil
	}
}

// isUnknownCommand reports cobra's own complaint about a subcommand it does
// not know; cobra returns it as a plain error.
func isUnknownCommand(err error) bool {
	return strings.HasPrefix(err.Error(), "unknown command")
}
