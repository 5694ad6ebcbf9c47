package elephant

import (
	"parlor/tui/kit"
	"parlor/tui/kit/gifts"
)

// rules is the rules page: docs/rules/elephant.md, its rules, then
// Parlor's choices where they are silent (a served table's too).
func rules(ctx *kit.Context) kit.RulesPage {
	return kit.NewRulesPage(ctx, gifts.RulesTitle, gifts.Rules()...)
}
