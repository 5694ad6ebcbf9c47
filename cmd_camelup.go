package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TODO(issue): replaced by the real subcommand.
func newCamelupCmd(_ *globalFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "camelup",
		Short: "camelup (not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("camelup is not built yet")
		},
	}
}
