package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TODO(issue): replaced by the real subcommand.
func newMatchCmd(_ *globalFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "match",
		Short: "match (not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("match is not built yet")
		},
	}
}
