package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TODO(issue): replaced by the real subcommand.
func newEquityCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "equity",
		Short: "equity (not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("equity is not built yet")
		},
	}
}
