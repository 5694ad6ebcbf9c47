package felt

import (
	"fmt"

	"parlor/poker"
	"parlor/tui/kit"
)

// ShortName is a player's name as every Hold'em screen writes it: cut to
// kit.NameWidth cells with "…" (the table, its log, the summaries, the
// replayer), so that a long name reads the same everywhere.
func ShortName(name string) string { return kit.Truncate(name, kit.NameWidth) }

// NextLevel says when the blinds go up after hand n: "15/30 from hand
// #11", or "" once they stay where they are.
func NextLevel(n int) string {
	if n < 1 {
		return ""
	}
	cur := poker.LevelOf(n)
	next := (cur.Number)*poker.HandsPerLevel + 1
	lv := poker.LevelOf(next)
	if lv.BigBlind == cur.BigBlind {
		return "blinds stay"
	}
	left := next - n
	in := fmt.Sprintf("in %d hands", left)
	if left == 1 {
		in = "next hand"
	}
	return fmt.Sprintf("%s/%s %s", kit.Chips(lv.SmallBlind), kit.Chips(lv.BigBlind), in)
}

// ActionWords is an action in the words of a log: "raises to 40",
// "calls 10", "checks".
func ActionWords(kind poker.ActionKind, amount, to int, allIn bool) string {
	return ActionWordsIn(kit.Chips, kind, amount, to, allIn)
}

// ActionWordsIn is ActionWords with the amounts written by amt (Money in a
// replay of a cash game).
func ActionWordsIn(amt func(int) string, kind poker.ActionKind, amount, to int, allIn bool) string {
	var s string
	switch kind {
	case poker.Fold:
		s = "folds"
	case poker.Check:
		s = "checks"
	case poker.Call:
		s = "calls " + amt(amount)
	case poker.Bet:
		s = "bets " + amt(amount)
	case poker.Raise:
		s = "raises to " + amt(to)
	default:
		s = kind.String()
	}
	if allIn {
		s += " (all-in)"
	}
	return s
}

// EventLine is one event of the engine's stream as a line of the
// table's log ("Computer raises to 40", "── Flop A♠ K♥ 7♦"), or "" for an
// event the log leaves out (the deal, the showdown's hand values, the end).
// Hole cards appear only when a player shows them.
func EventLine(ctx *kit.Context, names [2]string, e poker.Event) string {
	st := ctx.Styles
	c := ctx.Cards()
	name := func(seat int) string {
		if seat != 0 && seat != 1 {
			return "?"
		}
		return ShortName(names[seat])
	}
	switch e.Kind {
	case poker.EventSmallBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (SB)", name(e.Seat), kit.Chips(e.Amount)))
	case poker.EventBigBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (BB)", name(e.Seat), kit.Chips(e.Amount)))
	case poker.EventAction:
		return name(e.Seat) + " " + ActionWords(e.Action, e.Amount, e.To, e.AllIn)
	case poker.EventStreet:
		cards := e.CardList()
		if e.Street != poker.Flop && len(cards) > 0 {
			cards = cards[len(cards)-1:]
		}
		return StreetMark(ctx, e.Street) + " " + c.TextRow(cards)
	case poker.EventUncalled:
		return st.Faint.Render(fmt.Sprintf("%s returned to %s", kit.Chips(e.Amount), name(e.Seat)))
	case poker.EventShow:
		return name(e.Seat) + " shows " + c.TextRow(e.CardList())
	case poker.EventAward:
		if e.Split {
			return st.Selected.Render(fmt.Sprintf("%s gets %s (split)", name(e.Seat), kit.Chips(e.Amount)))
		}
		return st.Selected.Render(fmt.Sprintf("%s wins %s", name(e.Seat), kit.Chips(e.Amount)))
	}
	return ""
}

// StreetMark opens a street in a table's log: "── Flop" (the cards
// follow).
func StreetMark(ctx *kit.Context, s poker.Street) string {
	return ctx.Styles.Heading.Render("── " + StreetName(s))
}

// StreetName is the street's name: "Pre-flop", "Flop", "Turn", "River".
func StreetName(s poker.Street) string {
	switch s {
	case poker.Flop:
		return "Flop"
	case poker.Turn:
		return "Turn"
	case poker.River:
		return "River"
	}
	return "Pre-flop"
}

// holdemRankWords are the ranks in words, singular and plural, for the words of
// a starting hand ("a pair of Aces", "high card King").
var holdemRankWords = [13][2]string{
	{"Two", "Twos"}, {"Three", "Threes"}, {"Four", "Fours"}, {"Five", "Fives"},
	{"Six", "Sixes"}, {"Seven", "Sevens"}, {"Eight", "Eights"}, {"Nine", "Nines"},
	{"Ten", "Tens"}, {"Jack", "Jacks"}, {"Queen", "Queens"}, {"King", "Kings"},
	{"Ace", "Aces"},
}

// HandWords is the best hand of hole and board in PokerStars' words.
// Before the flop only the two cards count: "a pair of Aces" or "high card
// King (KJ suited)".
func HandWords(hole [2]poker.Card, board []poker.Card) string {
	if len(board) >= 3 {
		cards := make([]poker.Card, 0, 7)
		cards = append(append(cards, hole[:]...), board...)
		return poker.Evaluate(cards).Name()
	}
	hi, lo := hole[0].Rank(), hole[1].Rank()
	if lo > hi {
		hi, lo = lo, hi
	}
	if hi == lo {
		return "a pair of " + holdemRankWords[hi][1]
	}
	suited := "offsuit"
	if hole[0].Suit() == hole[1].Suit() {
		suited = "suited"
	}
	return fmt.Sprintf("high card %s (%v%v %s)", holdemRankWords[hi][0], hi, lo, suited)
}
