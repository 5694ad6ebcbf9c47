package camelup

import (
	"parlor/tui/kit"
)

// The second edition's menu of actions is tui/kit/camelup/menu2, which a
// served table shares.

// newSecondKeyMap is the contest board's key map with the second
// edition's words: a tile's space and side.
func newSecondKeyMap(g kit.GlobalKeys) keyMap {
	k := newKeyMap(g)
	k.menu.Left.SetHelp("←/h", "previous space")
	k.menu.Right.SetHelp("→/l", "next space")
	k.menu.Pick.SetHelp("1-6", "choose")
	k.place = "space"
	k.menu.Plus.SetHelp("+", "cheering tile")
	k.menu.Minus.SetHelp("-", "booing tile")
	return k
}
