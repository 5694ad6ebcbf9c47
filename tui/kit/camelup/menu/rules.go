package menu

import "fmt"

// RulesTitle is the contest edition's rules page's title.
const RulesTitle = "Camel Up — the rules"

// Rules is the contest edition's rules page, local or served:
// docs/rules/camelup.md, its rules, then Parlor's choices where they are
// silent; stalemate is the stalemate guard's turns (the computer players'
// camelupbot.StalemateTurns, which this package may not link). A paragraph
// starting with "# " is a heading.
func Rules(stalemate int) []string {
	return []string{
		"Five camels (blue, green, orange, yellow, white) race on squares 0–15; the race ends the moment a camel reaches square 16, the finish. Nobody rides a camel: you earn coins by betting, moving camels and placing traps. Everyone starts with 3 coins; the richest player at the end wins, and tied players share the win.",
		"# A turn: one action",
		"Move a camel: one of the camels that have not moved this round is drawn at random and moves 1, 2 or 3 squares; you get 1 coin at once. A camel carries every camel stacked on it, and lands on top of any stack. The round ends when all five have moved.",
		"Place a trap, +1 or −1, on square 1–15: not on a square with a trap, nor next to one. You have one trap a round (placing it again moves it); traps go at the round's end. A camel landing on +1 moves one more square and goes on top; on −1 it moves one back and goes under the stack there. The trap's owner gets 1 coin.",
		"Round bet on a camel: at the round's end a bet on the leader pays 5 to the first who bet on it, 3 to the second, 2 to the third, 1 to each later one; a bet on the second camel pays 1; any other bet costs 1.",
		"Game-winner and game-loser bets are secret: the others see that you bet, never on which camel. You may back each camel once in all (not as winner and loser both). At the end, right bets pay 8, 5, 3, then 1 each, in the order placed; a wrong one costs 1. The keyboard is handed over between people so the bets stay secret.",
		"Leading: the camel furthest along, and on a shared square the higher one. Coins never go below zero.",
		"# Parlor's choices (the rules are silent)",
		"Settlement: a player's wins and losses in one settlement (the round bets; then the winner bets; then the loser bets) are added up before the floor at zero, as at the table, where a losing tile is paid from that settlement's winnings: a broke player with a +5 and a −1 bet gets +4, not +5.",
		fmt.Sprintf("Stalemate guard: nothing in the rules limits round bets, so a table of computer players who only bet would never finish. When %d turns pass without a camel moving, the next computer player to act moves one instead.", stalemate),
		"A computer player's choice the rules refuse becomes a camel move, and the status line says so.",
	}
}
