package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

// runMenu opens the main menu. Until the menu exists it tells what is there.
func runMenu(cmd *cobra.Command, _ globalFlags) error {
	fmt.Fprintln(cmd.OutOrStdout(), "Parlor: the menu is being built. Try the subcommands:")
	fmt.Fprintln(cmd.OutOrStdout(), cmd.UsageString())
	return nil
}
