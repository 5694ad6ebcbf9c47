package camelup

import (
	"parlor/ai/camelupbot"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
)

// rules is the rules page: docs/rules/camelup.md, its rules, then
// Parlor's choices where they are silent.
func rules(ctx *kit.Context) kit.RulesPage {
	return kit.NewRulesPage(ctx, menu.RulesTitle, menu.Rules(camelupbot.StalemateTurns)...)
}
