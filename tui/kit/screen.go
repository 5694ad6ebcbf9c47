package kit

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
)

// Screen is what the root needs of a screen. Screens are concrete types
// (menu.Screen, holdem.Table, camel.Board, ...) built by the root (package tui); each holds
// the shared *Context.
type Screen interface {
	// Init is the screen's first command (a blinking cursor, a computer
	// player's first move); nil for none.
	Init() tea.Cmd
	// Update handles a message and returns the screen (screens are values
	// or pointers, as suits them) and a command.
	Update(msg tea.Msg) (Screen, tea.Cmd)
	// View renders the screen's body, at most the width and height of the
	// last tea.WindowSizeMsg it received (the area above the help line).
	View() string
	// Keys is the key map the help line shows now; it may change with the
	// screen's state (a text input has other keys).
	Keys() help.KeyMap
	// Typing reports whether a text input has focus. The root then passes
	// every key but ctrl+c to the screen: q, ? and esc are typed or edit.
	Typing() bool
}

// ScreenID names a screen the root can build: one of the screens below,
// or a game's, whose id is the game's (parlor/game: "holdem", "camelup",
// "elephant") and opens its setup.
type ScreenID string

// The screens that are no game. The zero value is the menu.
const (
	MenuID     ScreenID = ""
	SettingsID ScreenID = "settings"
	HistoryID  ScreenID = "history"
	EquityID   ScreenID = "equity"
)

// screenNames are the screens' names in messages.
var screenNames = map[ScreenID]string{
	MenuID:     "Menu",
	SettingsID: "Settings",
	HistoryID:  "Hand histories",
	EquityID:   "Equity",
}

// String is the screen's name; a game's screen is named by its id (kit
// knows no game).
func (id ScreenID) String() string {
	if n, ok := screenNames[id]; ok {
		return n
	}
	return string(id)
}

// Messages a screen sends to the root (through the commands below).
type (
	// SwitchMsg opens screen To on top of the current one; esc there
	// comes back to the current screen with its state kept.
	SwitchMsg struct{ To ScreenID }
	// OpenMsg opens a screen built by the sender, for a screen that needs
	// arguments (a game set up on a setup screen, one history file).
	// Replace closes the sender first, so esc skips it.
	OpenMsg struct {
		Screen  Screen
		Replace bool
	}
	// BackMsg closes the current screen and shows the one below it.
	BackMsg struct{}
)

// SwitchTo asks the root to open screen id.
func SwitchTo(id ScreenID) tea.Cmd {
	return func() tea.Msg { return SwitchMsg{To: id} }
}

// Open asks the root to show s on top of the current screen.
func Open(s Screen) tea.Cmd {
	return func() tea.Msg { return OpenMsg{Screen: s} }
}

// ReplaceWith asks the root to show s in place of the current screen.
func ReplaceWith(s Screen) tea.Cmd {
	return func() tea.Msg { return OpenMsg{Screen: s, Replace: true} }
}

// GoBack asks the root to close the current screen.
func GoBack() tea.Cmd {
	return func() tea.Msg { return BackMsg{} }
}
