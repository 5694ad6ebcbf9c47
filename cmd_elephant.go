package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TODO(issue): replaced by the real subcommand.
func newElephantCmd(_ *globalFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "elephant",
		Short: "elephant (not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("elephant is not built yet")
		},
	}
}
