package tui

import (
	"parlor/tui/app"
	"parlor/tui/equity"
	"parlor/tui/history"
	"parlor/tui/kit"
	"parlor/tui/menu"
	"parlor/tui/settings"
)

// Options configure the program from the command line.
type Options = kit.Options

// newScreen builds the screen id, or reports false when that screen does not
// exist yet: a game's setup (screens) or one of the screens that are no
// game. A new game adds its line to screens (games.go), not a case here.
func newScreen(id kit.ScreenID, ctx *kit.Context, saves *app.Saves) (kit.Screen, bool) {
	if g, ok := screens[string(id)]; ok {
		return g.New(ctx, saves), true
	}
	switch id {
	case kit.MenuID:
		return menu.New(ctx, saves), true
	case kit.SettingsID:
		return settings.New(ctx), true
	case kit.HistoryID:
		return history.New(ctx), true
	case kit.EquityID:
		return equity.New(ctx), true
	}
	return nil, false
}

// newModel builds the root model from the command-line options and opens
// the menu.
func newModel(opts Options) app.Model { return app.New(opts, newScreen, resume) }

// Run runs the program in the terminal's alternate screen until the player
// quits.
func Run(opts Options) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	return app.Run(newModel(opts), "menu", "the menu needs a terminal; the subcommands work without one (parlor --help)")
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
	return app.Run(m, "history", "the browser needs a terminal; \"parlor history FILE\" sums a file up without one")
}

// newHistoryModel is the root model of RunHistory: the browser's hand list
// of the file at path at the bottom, in place of the menu. It plays no
// game, so it keeps no saves.
func newHistoryModel(opts Options, path string) (app.Model, error) {
	ctx := kit.NewContext(opts)
	hs, err := history.Open(ctx, path)
	if err != nil {
		return app.Model{}, err
	}
	return app.NewWith(ctx, nil, newScreen, resume, hs), nil
}
