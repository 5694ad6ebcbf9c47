package tui

import (
	"parlor/tui/camel"
	"parlor/tui/elephant"
	"parlor/tui/history"
	"parlor/tui/holdem"
	"parlor/tui/kit"
	"parlor/tui/menu"
	"parlor/tui/settings"
)

// Options configure the program from the command line.
type Options = kit.Options

// newScreen builds the screen id, or reports false when that screen does not
// exist yet. A new screen adds one case here and its package beside the
// others.
func newScreen(id kit.ScreenID, ctx *kit.Context) (kit.Screen, bool) {
	switch id {
	case kit.MenuID:
		return menu.New(ctx), true
	case kit.SettingsID:
		return settings.New(ctx), true
	case kit.HoldemID:
		return holdem.New(ctx), true
	case kit.ElephantID:
		return elephant.NewSetup(ctx), true
	case kit.CamelUpID:
		return camel.NewSetup(ctx), true
	case kit.HistoryID:
		return history.New(ctx), true
	}
	return nil, false
}

// newModel builds the root model from the command-line options and opens
// the menu.
func newModel(opts Options) kit.App {
	ctx := kit.NewContext(opts)
	m, _ := newScreen(kit.MenuID, ctx)
	return kit.NewApp(ctx, newScreen, m)
}

// Run runs the program in the terminal's alternate screen until the player
// quits.
func Run(opts Options) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	return kit.Run(newModel(opts), "menu", "the menu needs a terminal; the subcommands work without one (parlor --help)")
}

// RunHistory runs the hand-history browser on one file, as "parlor history
// open FILE" does: the file's hands first; esc there leaves.
func RunHistory(opts Options, path string) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	m, err := newHistoryModel(opts, path)
	if err != nil {
		return err
	}
	return kit.Run(m, "history", "the browser needs a terminal; \"parlor history FILE\" sums a file up without one")
}

// newHistoryModel is the root model of RunHistory: the browser's hand list
// of the file at path at the bottom, in place of the menu.
func newHistoryModel(opts Options, path string) (kit.App, error) {
	ctx := kit.NewContext(opts)
	hs, err := history.Open(ctx, path)
	if err != nil {
		return kit.App{}, err
	}
	return kit.NewApp(ctx, newScreen, hs), nil
}
