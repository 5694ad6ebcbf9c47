package holdemview

import (
	"fmt"
	"strings"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// DrawTable draws a hand at a table of 2 to 9 seats from v, one chair's
// view: a line a seat, from the seat's chair clockwise, each with its
// badge (D, SB, BB), name, stack, cards (the chair's own, those turned
// up, the others face down), bet and last action; the board and the pot
// above. The seat to act is marked with ▸ as well as colour.
func DrawTable(v *poker.TableView, k *kit.Context) string {
	c := k.Cards()
	head := fmt.Sprintf("Hand #%d · blinds %s/%s", v.Number, kit.Chips(v.SmallBlind), kit.Chips(v.BigBlind))
	if v.Level > 0 {
		head = fmt.Sprintf("Hand #%d · level %d · blinds %s/%s", v.Number, v.Level, kit.Chips(v.SmallBlind), kit.Chips(v.BigBlind))
	}
	board := "Board: —"
	if len(v.Board) > 0 {
		board = "Board: " + c.TextRow(v.Board)
	}
	pot := "Pot " + kit.Chips(v.Pot)
	if v.Over {
		pot = "Pot " + kit.Chips(potWon(v.Log))
	}
	lines := []string{k.Styles.Heading.Render(head), board + "   " + pot, ""}
	width := 4
	for ch := 1; ch <= v.Chairs; ch++ {
		width = max(width, len([]rune(felt.ShortName(v.Names[ch]))))
	}
	first := max(v.Chair, 1)
	for i := range v.Chairs {
		ch := (first-1+i)%v.Chairs + 1
		lines = append(lines, seatLine(v, ch, width, k))
	}
	if v.Chair >= 1 && v.In[v.Chair] && !v.Folded[v.Chair] {
		lines = append(lines, "", "You hold "+felt.HandWords(v.Hole, v.Board))
	}
	return strings.Join(lines, "\n")
}

// seatLine is chair ch's line.
func seatLine(v *poker.TableView, ch, width int, k *kit.Context) string {
	c := k.Cards()
	mark := "  "
	if !v.Over && v.ToAct == ch {
		mark = k.Styles.Marker.Render("▸ ")
	}
	badge := ""
	switch ch {
	case v.Button:
		badge = "D"
	case v.SmallBlindChair:
		badge = "SB"
	case v.BigBlindChair:
		badge = "BB"
	}
	if ch == v.Button && v.Chairs == 2 {
		badge = "D" // heads-up the button posts the small blind
	}
	name := felt.ShortName(v.Names[ch])
	if ch == v.Chair {
		name += "*"
	}
	back := "▒▒ ▒▒"
	if k.Settings.CardStyle == config.CardsASCII {
		back = "## ##"
	}
	var cards, what string
	switch {
	case !v.In[ch]:
		cards, what = "     ", "out"
	case v.Shown[ch]:
		cards = c.TextRow(v.Cards[ch][:])
	case ch == v.Chair:
		cards = c.TextRow(v.Hole[:])
	case v.Folded[ch] || v.Over:
		cards = "     " // a hand not shown at its end shows nothing (docs/rules/holdem.md)
	default:
		cards = back
	}
	if v.In[ch] {
		what = lastWords(v, ch)
	}
	stack := kit.Chips(v.Stacks[ch])
	if v.In[ch] && v.Stacks[ch] == 0 && !v.Folded[ch] && !v.Over {
		stack = "all-in"
	}
	bet := ""
	if v.Bets[ch] > 0 && !v.Over {
		bet = "bet " + kit.Chips(v.Bets[ch])
	}
	return fmt.Sprintf("%s%-2s %-*s %7s  %s  %-9s %s", mark, badge, width+1, name, stack, cards, bet, what)
}

// lastWords is what chair ch did last in the hand: its last action, a
// fold, its hand at the showdown, a muck, what it won.
func lastWords(v *poker.TableView, ch int) string {
	var words []string
	act := ""
	for _, e := range v.Log {
		if e.Chair != ch {
			continue
		}
		switch e.Kind {
		case poker.EventAction:
			switch {
			case e.Action == poker.Fold:
				act = "folded"
			case e.Street == v.Street || v.Over:
				act = felt.ActionWords(e.Action, e.Amount, e.To, e.AllIn)
			default:
				act = "" // an action of a street before: the bets are in the pot
			}
		case poker.EventShowdown:
			words = append(words, e.Value.Name())
		case poker.EventMuck:
			words = append(words, "mucks")
		case poker.EventAward:
			words = append(words, "wins "+kit.Chips(e.Amount))
		}
	}
	if len(words) > 0 {
		return strings.Join(words, ", ")
	}
	return act
}

// potWon is the pot of a hand that has ended.
func potWon(log []poker.TableEvent) int {
	for _, e := range log {
		if e.Kind == poker.EventHandEnd {
			return e.Pot
		}
	}
	return 0
}

// TableEnd says how a hand at a table ended, from v, one chair's view
// (chair 0 a watcher's): the hands shown and mucked, who won which pot,
// who went out.
func TableEnd(v *poker.TableView, k *kit.Context) []string {
	var out []string
	name := func(ch int) string {
		if ch >= 1 && ch <= poker.MaxChairs {
			return v.Names[ch]
		}
		return "nobody"
	}
	pots := 0
	for _, e := range v.Log {
		if e.Kind == poker.EventAward {
			pots = max(pots, e.Pot+1)
		}
	}
	for _, e := range v.Log {
		switch e.Kind {
		case poker.EventShowdown:
			out = append(out, fmt.Sprintf("%s shows %s: %s", name(e.Chair), k.Cards().TextRow(e.Hole[:]), e.Value.Name()))
		case poker.EventMuck:
			out = append(out, name(e.Chair)+" mucks")
		case poker.EventAward:
			pot := "the pot"
			switch {
			case pots > 1 && e.Pot == 0:
				pot = "the main pot"
			case pots > 1:
				pot = fmt.Sprintf("side pot %d", e.Pot)
			}
			if e.Split {
				out = append(out, fmt.Sprintf("%s takes %s of %s (split)", name(e.Chair), kit.Chips(e.Amount), pot))
			} else {
				out = append(out, fmt.Sprintf("%s wins %s (%s)", name(e.Chair), pot, kit.Chips(e.Amount)))
			}
		case poker.EventFinish:
			if e.Amount > 1 {
				out = append(out, fmt.Sprintf("%s finished %s", name(e.Chair), kit.Ordinal(e.Amount)))
			} else {
				out = append(out, name(e.Chair)+" wins the sit-and-go")
			}
		}
	}
	return out
}

// TableLog is the hand so far in words, from v, one chair's view: the
// blinds, each street's cards and every action.
func TableLog(v *poker.TableView, k *kit.Context) []string {
	var out []string
	for _, e := range v.Log {
		name := v.Names[max(e.Chair, 0)%(poker.MaxChairs+1)]
		switch e.Kind {
		case poker.EventSmallBlind:
			out = append(out, fmt.Sprintf("%s posts %s (small blind)", name, kit.Chips(e.Amount)))
		case poker.EventBigBlind:
			out = append(out, fmt.Sprintf("%s posts %s (big blind)", name, kit.Chips(e.Amount)))
		case poker.EventStreet:
			out = append(out, fmt.Sprintf("── %s %s", e.Street, k.Cards().TextRow(v.Board[:min(len(v.Board), boardAt(e.Street))])))
		case poker.EventAction:
			out = append(out, name+" "+felt.ActionWords(e.Action, e.Amount, e.To, e.AllIn))
		case poker.EventUncalled:
			out = append(out, fmt.Sprintf("%s takes back %s, uncalled", name, kit.Chips(e.Amount)))
		}
	}
	return out
}

// boardAt is the number of board cards on street s.
func boardAt(s poker.Street) int {
	switch s {
	case poker.Flop:
		return 3
	case poker.Turn:
		return 4
	case poker.River:
		return 5
	}
	return 0
}
