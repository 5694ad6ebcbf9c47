package server

import (
	"parlor/tui/history"
	"parlor/tui/kit"
	"parlor/tui/lobby"
)

// The lobby's h opens the hand-history browser of the local program on
// the player's own folder of the server's histories.
func init() {
	lobby.Browser = func(ctx *kit.Context) kit.Screen { return history.New(ctx) }
}
