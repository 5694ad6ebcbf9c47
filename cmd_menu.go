package main

import (
	"github.com/spf13/cobra"

	"parlor/tui"
)

// runMenu opens the main menu. --seed, --history-dir and --history-format
// override the saved settings for this run only.
func runMenu(cmd *cobra.Command, g globalFlags) error {
	opts := tui.Options{
		Seed:          g.seed,
		SeedSet:       g.seedSet,
		HistoryDir:    g.historyDir,
		HistoryFormat: g.historyFormat,
	}
	if err := opts.Validate(); err != nil {
		return usagef(cmd, "%v", err)
	}
	return tui.Run(opts)
}
