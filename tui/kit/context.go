package kit

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/config"
)

// Context is what every screen shares: the window size, the styles, the
// settings, the global keys and the source of randomness. The root owns it
// and hands the same pointer to every screen it builds, so a change (a new
// size, saved settings) is seen by all.
type Context struct {
	Width, Height int // the terminal's size; 0 until the first size message

	Styles Styles
	Keys   GlobalKeys

	// Settings are the saved settings as edited on the settings screen.
	// Read the effective values, with the flags of this run applied,
	// through the methods below.
	Settings     config.Settings
	SettingsPath string // "" when there is no config directory: nothing is saved
	// SettingsErr is the last problem with the settings file (corrupt,
	// unwritable); the menu shows it until a save succeeds.
	SettingsErr error

	// Overrides from the command line, for this run only (never saved).
	HistoryDirFlag    string
	HistoryFormatFlag string

	// status is the line under the screen; a key clears it.
	status Status

	// KeyHold is how long a game's keys wait after a new hand or deal
	// appears, so that a key meant for the screen before (a second enter)
	// does not act on what the player has not seen: DefaultKeyHold, 0 in
	// tests that press keys at once.
	KeyHold time.Duration

	// Seed is the master seed of this run: every random choice of every
	// game started from the menu derives from it (see GameRand).
	Seed  uint64
	games uint64 // games started so far

	kept map[string]any // see Keep
}

// Keep keeps v under name for the rest of the run (this Context's), so
// that a screen left and opened again starts where it was left.
func (c *Context) Keep(name string, v any) {
	if c.kept == nil {
		c.kept = map[string]any{}
	}
	c.kept[name] = v
}

// Kept is what Keep kept under name, nil for nothing.
func (c *Context) Kept(name string) any { return c.kept[name] }

// defaultKeyHold is Context.KeyHold in the program: long enough for a key
// pressed twice, short against a person's look at new cards.
const defaultKeyHold = 400 * time.Millisecond

// Options configure the program from the command line.
type Options struct {
	Seed          uint64
	SeedSet       bool   // false: seed from the clock
	HistoryDir    string // overrides the setting for this run
	HistoryFormat string // overrides the setting for this run; "" or a valid format
}

// Validate checks the options that come from flags.
func (o Options) Validate() error {
	if o.HistoryFormat != "" && !config.ValidHistoryFormat(o.HistoryFormat) {
		return fmt.Errorf("--history-format %q: want parlor or pokerstars", o.HistoryFormat)
	}
	return nil
}

// seed returns the seed of the run: the one given, or one from the clock.
func (o Options) seed() uint64 {
	if o.SeedSet {
		return o.Seed
	}
	return uint64(time.Now().UnixNano())
}

// GameRand returns the random source for the next game started from the
// menu. Game i of a run draws from PCG(seed, i), so the same --seed replays
// the same games in the same order, whatever the other games drew.
func (c *Context) GameRand() *rand.Rand { return rand.New(c.GameSource()) }

// GameSource is the source GameRand wraps, for a game that saves its
// source's state (save.NewHoldem and the others take it).
func (c *Context) GameSource() *rand.PCG {
	src := rand.NewPCG(c.Seed, c.games)
	c.games++
	return src
}

// HistoryDir is where hand histories go in this run.
func (c *Context) HistoryDir() string {
	switch {
	case c.HistoryDirFlag != "":
		return c.HistoryDirFlag
	case c.Settings.HistoryDir != "":
		return c.Settings.HistoryDir
	}
	return config.DefaultHistoryDir()
}

// HistoryFormat is the hand-history format of this run.
func (c *Context) HistoryFormat() string {
	if c.HistoryFormatFlag != "" {
		return c.HistoryFormatFlag
	}
	return c.Settings.HistoryFormat
}

// Delay is how long a computer player waits before it acts.
func (c *Context) Delay() time.Duration { return c.Settings.Speed.Delay() }

// Cards renders cards as the settings say.
func (c *Context) Cards() Cards {
	return Cards{styles: &c.Styles, ascii: c.Settings.CardStyle == config.CardsASCII, fourColor: c.Settings.FourColor}
}

// SaveSettings makes s the settings and writes to the settings file what
// changed from the settings before (config.SaveChange): another Parlor's
// changes in the file since are kept, here too. A failure is kept in
// SettingsErr and returned; s still applies to this run.
func (c *Context) SaveSettings(s config.Settings) error {
	old := c.Settings
	c.Settings = s
	if c.SettingsPath == "" {
		c.SettingsErr = fmt.Errorf("settings apply to this run only: %w", errNoConfigDir)
		return c.SettingsErr
	}
	saved, err := config.SaveChange(c.SettingsPath, old, s)
	if err != nil {
		c.SettingsErr = fmt.Errorf("settings apply to this run only: %w", err)
		return c.SettingsErr
	}
	c.Settings = saved
	c.SettingsErr = nil
	return nil
}

var errNoConfigDir = errors.New("no config directory")

// Status is a line of news under the screen.
type Status struct {
	Text string
	Warn bool // a warning: shown with a "! " mark and warning colour
}

// SetStatus puts text on the status line until the next key. Screens call
// it during update, so that the line is there as the key's result is drawn.
func (c *Context) SetStatus(text string) { c.status = Status{Text: text} }

// SetWarning puts a warning on the status line until the next key.
func (c *Context) SetWarning(text string) { c.status = Status{Text: text, Warn: true} }

// Status is the line under the screen now.
func (c *Context) Status() Status { return c.status }
