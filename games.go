package main

import (
	"github.com/spf13/cobra"

	"parlor/game"
)

// The games are registered once, in parlor/game; each layer keeps its own
// part of a game under the game's id (see that package's doc). Here that
// part is the game's headless commands (a tournament, a match): each
// game's cmd_*.go adds its own in an init, so that a new game adds a file
// and no line here. TestEveryGameHasCommands checks that every game of the
// registry has some.

// gameCommands are the headless commands of each game, by its id. Each is
// made from the flags it shares with the root; one that needs none of
// them (they read --seed with runSeed) ignores its argument.
var gameCommands = map[string][]func(*globalFlags) *cobra.Command{}

// addGameCommands adds the commands of the game of id; an id the registry
// lacks panics, at the start of every run and test.
func addGameCommands(id string, cmds ...func(*globalFlags) *cobra.Command) {
	if _, ok := game.Lookup(id); !ok {
		panic("commands of " + id + ", which is no game of parlor/game")
	}
	gameCommands[id] = append(gameCommands[id], cmds...)
}

// newGameCmds makes every game's commands, in the registry's order.
func newGameCmds(g *globalFlags) []*cobra.Command {
	var cmds []*cobra.Command
	for _, gm := range game.All() {
		for _, c := range gameCommands[gm.ID] {
			cmds = append(cmds, c(g))
		}
	}
	return cmds
}
