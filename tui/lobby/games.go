package lobby

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/server/hub"
)

// A served game's part in the lobby is its keys at a table (and its view,
// drawn from one seat's view, in its package under this one). Each game
// adds its keys with playKeys from its own file (play.go has the first
// three), so that a new game adds a file and no case here;
// TestEveryGameHasKeys checks that every game a table may play has them.

// gameKeys are the keys of a player at each game, by kind: a key message
// for the player whose turn it is.
var gameKeys = map[hub.GameKind]func(m *model, msg tea.KeyMsg) tea.Cmd{}

// gameHelp are the keys of each game as the full help (?) lists them.
var gameHelp = map[hub.GameKind][]key.Binding{}

// playKeys adds the keys of game k, once, and their help.
func playKeys(k hub.GameKind, keys func(m *model, msg tea.KeyMsg) tea.Cmd, help ...key.Binding) {
	if _, dup := gameKeys[k]; dup {
		panic("lobby: keys of " + string(k) + " twice")
	}
	gameKeys[k], gameHelp[k] = keys, help
}
