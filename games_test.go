package main

import (
	"testing"

	"parlor/game"
)

// TestEveryGameHasCommands: each game of the registry has its headless
// commands on the root command, and no command is added for a game the
// registry lacks.
func TestEveryGameHasCommands(t *testing.T) {
	root := newRootCmd()
	for _, g := range game.All() {
		cmds := gameCommands[g.ID]
		if len(cmds) == 0 {
			t.Errorf("game %s has no headless command (addGameCommands in its cmd_*.go)", g.ID)
		}
		for _, c := range cmds {
			name := c(&globalFlags{}).Name()
			if found, _, err := root.Find([]string{name}); err != nil || found.Name() != name {
				t.Errorf("%s's command %q is not on the root command: %v", g.ID, name, err)
			}
		}
	}
	for id := range gameCommands {
		if _, ok := game.Lookup(id); !ok {
			t.Errorf("commands of %q, which is no game of parlor/game", id)
		}
	}
}
