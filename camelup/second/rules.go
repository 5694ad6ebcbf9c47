package second

// rules is the rules page of the second edition, one paragraph a string,
// headings starting with "# ", for the screens to show as they show the
// contest edition's (docs/rules/camelup-2.md is the long form). It ends
// with Parlor's choices where the rulebook is silent.
var rules = []string{
	"Camel Up, second edition (2018). Five racing camels (blue, green, yellow, red, purple) run forwards on spaces 1–16; two crazy camels (black, white) run backwards from 16 to 1. The race ends the moment any camel crosses the line, either way. Everyone starts with 3 coins; the richest player at the end wins, and tied players share the victory. Coins never go below zero.",
	"# A turn: one action",
	"Pyramid ticket: a die is drawn from the pyramid and rolled, and its camel moves 1–3 spaces carrying what is on it; the ticket pays 1 at the leg's end. The grey die shows white or black 1–3 and moves a crazy camel backwards, except: when only one crazy camel carries racing camels, that one moves; when one sits directly on the other, the top one moves. The leg ends when five of the six dice are out.",
	"Leg ticket: each racing camel has four, worth 5, 3, 2, 2. At the leg's end a ticket on the first camel pays its value, on the second 1; any other costs 1. Crazy camels are never ranked.",
	"Spectator tile, cheering (+1) or booing (−1): not on space 1, nor where a camel stands, nor on or next to another tile. A camel landing on it moves one space on (cheering) or one back and under the stack (booing), in its own direction; the owner earns 1 a landing. Tiles go back at the leg's end.",
	"Finish card on the overall winner or loser: one card per camel. At the end the right cards pay 8, 5, 3, 2, 1 in the order placed; a wrong one costs 1.",
	"Partnership (6–8 players): swap cards with a player who has no partner this leg; they cannot refuse. At the leg's end each partner adds one of the other's leg tickets to their own score.",
	"# Parlor's choices (the rulebook is silent)",
	"A crazy camel carries racing camels when any stands above it in its stack. Racing camels carried backwards over the line rank last. A tile may be moved or flipped during the leg. A partner copies the other's best leg ticket if it gains, none if all lose. The floor at zero applies to one settlement's sum. The race's odds are estimated by random playouts; the leg's are exact.",
}

// Rules returns the rules page's paragraphs (a copy), headings starting
// with "# ".
func Rules() []string { return append([]string(nil), rules...) }
