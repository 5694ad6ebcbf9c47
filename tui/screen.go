package tui

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
)

// screen is what the root needs of a screen. Screens are concrete types
// (menuScreen, settingsScreen, ...) built by the root in newScreen; each holds
// the shared *Context.
type screen interface {
	// init is the screen's first command (a blinking cursor, a computer
	// player's first move); nil for none.
	init() tea.Cmd
	// update handles a message and returns the screen (screens are values
	// or pointers, as suits them) and a command.
	update(msg tea.Msg) (screen, tea.Cmd)
	// view renders the screen's body, at most the width and height of the
	// last tea.WindowSizeMsg it received (the area above the help line).
	view() string
	// keys is the key map the help line shows now; it may change with the
	// screen's state (a text input has other keys).
	keys() help.KeyMap
	// typing reports whether a text input has focus. The root then passes
	// every key but ctrl+c to the screen: q, ? and esc are typed or edit.
	typing() bool
}

// screenID names a screen the root can build.
type screenID int

// The screens. The zero value is the menu.
const (
	menuID screenID = iota
	settingsID
	holdemID
	camelUpID
	elephantID
	historyID
)

// screenNames are the screens' names in messages and the menu.
var screenNames = map[screenID]string{
	menuID:     "Menu",
	settingsID: "Settings",
	holdemID:   "Hold'em",
	camelUpID:  "Camel Up",
	elephantID: "White Elephant",
	historyID:  "Hand histories",
}

func (id screenID) String() string { return screenNames[id] }

// newScreen builds the screen id, or reports false when that screen does not
// exist yet. A new screen adds one case here and its type in its own file.
func newScreen(id screenID, ctx *Context) (screen, bool) {
	switch id {
	case menuID:
		return newMenuScreen(ctx), true
	case settingsID:
		return newSettingsScreen(ctx), true
	case holdemID:
		return newHoldemScreen(ctx), true
	case elephantID:
		return newElephantSetupScreen(ctx), true
	case camelUpID:
		return newCamelSetupScreen(ctx), true
	case historyID:
		return newHistoryScreen(ctx), true
	}
	return nil, false
}

// Messages a screen sends to the root (through the commands below).
type (
	// switchMsg opens screen To on top of the current one; esc there
	// comes back to the current screen with its state kept.
	switchMsg struct{ To screenID }
	// openMsg opens a screen built by the sender, for a screen that needs
	// arguments (a game set up on a setup screen, one history file).
	// Replace closes the sender first, so esc skips it.
	openMsg struct {
		Screen  screen
		Replace bool
	}
	// backMsg closes the current screen and shows the one below it.
	backMsg struct{}
)

// switchTo asks the root to open screen id.
func switchTo(id screenID) tea.Cmd {
	return func() tea.Msg { return switchMsg{To: id} }
}

// open asks the root to show s on top of the current screen.
func open(s screen) tea.Cmd {
	return func() tea.Msg { return openMsg{Screen: s} }
}

// replaceWith asks the root to show s in place of the current screen.
func replaceWith(s screen) tea.Cmd {
	return func() tea.Msg { return openMsg{Screen: s, Replace: true} }
}

// goBack asks the root to close the current screen.
func goBack() tea.Cmd {
	return func() tea.Msg { return backMsg{} }
}
