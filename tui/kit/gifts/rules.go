package gifts

import (
	"fmt"

	"parlor/elephant"
)

// RulesTitle is the rules page's title.
const RulesTitle = "White Elephant — the rules"

// Rules is the rules page's text, docs/rules/elephant.md, its rules, then
// Parlor's choices where they are silent: paragraphs, a heading's marked
// "# ".
func Rules() []string {
	return []string{
		"A gift exchange: each player tries to end every round holding the most valuable present. Each round has as many presents as players; a present is worth $0 to $100, unknown to everyone until it is opened.",
		"# A round",
		"The players are put in a random queue. On a turn a player who holds no present either opens a new present (it is theirs, its value now shown) or steals an opened present from another player. The robbed player takes the next turn at once: they hold nothing now and must open or steal.",
		fmt.Sprintf("A present can be stolen at most %d times in a round (the count travels with it; then it is locked ⚿). You cannot steal straight back from the player who just stole from you, and nobody holds more than one present.", elephant.MaxSteals),
		"After a present is opened, the next player in the queue who has not had a turn plays. The round ends when every present is opened: each player adds the value of the present they hold to their score.",
		"# The end",
		"The game ends after the round in which some score reaches the target, or after the number of rounds chosen: a whole round is always played, so several players may pass the target in it, and the highest total wins. Tied players share the win.",
		"# Parlor's choices (the rules are silent)",
		"Values are shown as money, in cents, and a total is the sum of the amounts shown for its rounds, so that what is on the screen adds up; the winner is decided on the exact values, so two totals shown alike may still differ by less than a cent.",
		"Presents shown at the same value tie for the best present of a round.",
		"A computer player's answer that is not a legal steal opens a present (the log says so). A computer player remembers nothing from one round to the next.",
		"People play to a number of rounds (5 by default) or to a target score ($500, an evening's game, by default); the bot tournament plays to 500 on the rules' scale of 0 to 1 a present. The table seats 2 to 8, as many as fit the screen.",
	}
}
