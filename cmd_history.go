package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TODO(issue): replaced by the real subcommand.
func newHistoryCmd(_ *globalFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "history",
		Short: "history (not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("history is not built yet")
		},
	}
}
