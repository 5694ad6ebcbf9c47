package holdemview

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
	"parlor/tui/kit/ring"
)

// DrawTable draws a hand at a table of 2 to 9 seats from v, one chair's
// view, as the local table draws it (tui/kit/ring): the seats around the
// felt clockwise with the chair's own at the bottom centre (a watcher's
// chair 1), each with its name, badges (D, SB, BB), stack, state, cards
// (its own, those turned up, the others face down) and bet; the board,
// the pots and whose turn it is in the middle; the seat to act marked ▶
// as well as by colour. A window narrower than 80 columns or lower than
// FullHeight rows gets one line a seat.
func DrawTable(v *poker.TableView, head string, k *kit.Context) string {
	w := k.Width
	if w == 0 {
		w = 80
	}
	w = min(w, MaxWidth)
	rt := Ring(v)
	lines := []string{head}
	if w < 80 || (k.Height > 0 && k.Height < FullHeight) {
		lines = append(lines, rt.Compact(k, w)...)
	} else {
		lines = append(lines, rt.Felt(k, w)...)
	}
	if v.Chair >= 1 && v.In[v.Chair] && !v.Folded[v.Chair] {
		lines = append(lines, k.Styles.Faint.Render("You hold ")+k.Cards().TextRow(v.Hole[:])+k.Styles.Faint.Render(": "+felt.HandWords(v.Hole, v.Board)))
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}

// RingHead is the line above a ring game's table, as the local table's:
// its seats, the hand, the blinds and the seat's net result so far.
func RingHead(v *poker.TableView, net int, k *kit.Context) string {
	sign := ""
	if net > 0 {
		sign = "+"
	}
	bb := float64(max(v.BigBlind, 1))
	return k.Styles.Heading.Render("Ring game") + k.Styles.Faint.Render(fmt.Sprintf(" · %d seats · Hand #%d · blinds %s/%s · ", v.Chairs, v.Number, kit.Chips(v.SmallBlind), kit.Chips(v.BigBlind))) +
		k.Styles.Text.Render("net "+sign+kit.Chips(net)+" ("+thousands.Signed(float64(net)/bb, 1)+" bb)")
}

// SitAndGoHead is the line above a sit-and-go's table, as the local
// table's: how many are left, the hand, the level and blinds, the next.
func SitAndGoHead(v *poker.TableView, k *kit.Context) string {
	left := 0
	for c := 1; c <= v.Chairs; c++ {
		if v.In[c] {
			left++
		}
	}
	for _, e := range v.Log {
		if e.Kind == poker.EventFinish && e.Amount > 1 {
			left--
		}
	}
	rest := fmt.Sprintf(" · %d left of %d · Hand #%d · level %d, %s/%s · next %s",
		left, v.Chairs, v.Number, v.Level, kit.Chips(v.SmallBlind), kit.Chips(v.BigBlind), felt.NextLevel(v.Number))
	return k.Styles.Heading.Render("Sit-and-go") + k.Styles.Faint.Render(rest)
}

// FullHeight is the fewest rows the served screen draws the felt in: its
// title, the hand's line, the felt, the hand held, the log's title, the
// prompt, the status and the help; MaxWidth the widest the felt grows.
const (
	FullHeight = 24
	MaxWidth   = 120
)

// Ring is v as tui/kit/ring draws it: v's chair at the bottom centre (a
// watcher sees chair 1 there); hole cards only the chair's own and those
// turned up; a hand over that nobody showed shows no cards
// (docs/rules/holdem.md).
func Ring(v *poker.TableView) ring.Table {
	rt := ring.Table{Me: max(v.Chair, 1) - 1, Board: v.Board, Pots: potWords(v)}
	mucked := map[int]bool{}
	out := map[int]int{} // chair → place, those who went out this hand
	for _, e := range v.Log {
		switch e.Kind {
		case poker.EventMuck:
			mucked[e.Chair] = true
		case poker.EventFinish:
			out[e.Chair] = e.Amount
		}
	}
	for c := 1; c <= v.Chairs; c++ {
		rs := ring.Seat{Name: v.Names[c], You: c == v.Chair, ToAct: v.In[c] && !v.Over && v.ToAct == c}
		if rs.Name == "" {
			rt.Seats = append(rt.Seats, ring.Seat{})
			continue
		}
		if v.In[c] {
			if v.Button == c {
				rs.Badge += " D"
			}
			if v.SmallBlindChair == c {
				rs.Badge += " SB"
			} else if v.BigBlindChair == c {
				rs.Badge += " BB"
			}
		}
		rs.Stack = v.Stacks[c]
		switch {
		case out[c] == 1:
			rs.State = "winner"
		case out[c] > 1:
			rs.State = "out " + kit.Ordinal(out[c])
		case !v.In[c]:
			rs.State = "out"
		case v.Folded[c]:
			rs.State = "folded"
		case rs.Stack == 0 && !v.Over:
			rs.State = "all-in"
		}
		switch {
		case !v.In[c]:
		case v.Shown[c]:
			rs.Cards = ring.Cards{Show: ring.FaceUp, Hole: v.Cards[c]}
		case mucked[c] && c == v.Chair:
			rs.Cards = ring.Cards{Show: ring.MuckedOwn, Hole: v.Hole}
		case mucked[c]:
			rs.Cards.Show = ring.Mucked
		case v.Folded[c]:
			rs.Cards.Show = ring.Folded
		case c == v.Chair:
			rs.Cards = ring.Cards{Show: ring.FaceUp, Hole: v.Hole}
		case !v.Over:
			rs.Cards.Show = ring.FaceDown
		}
		if v.Bets[c] > 0 && !v.Over {
			rs.Bet = v.Bets[c]
		}
		rt.Seats = append(rt.Seats, rs)
	}
	switch {
	case v.Over:
		rt.Status = ring.Status{Style: ring.Heading, Text: winners(v)}
	case v.ToAct == v.Chair:
		rt.Status = ring.Status{Style: ring.YourTurn, Text: "your turn"}
	case v.ToAct >= 1 && v.ToAct <= v.Chairs:
		rt.Status = ring.Status{Text: "▶ " + felt.ShortName(v.Names[v.ToAct]) + " to act"}
	}
	return rt
}

// potWords are the pots: "Pot 120" in play, and at the end each pot won,
// "Main 490 · Side 500" when there were side pots.
func potWords(v *poker.TableView) string {
	if !v.Over {
		return "Pot " + kit.Chips(v.Pot)
	}
	var pots []int
	for _, e := range v.Log {
		if e.Kind == poker.EventAward {
			for len(pots) <= e.Pot {
				pots = append(pots, 0)
			}
			pots[e.Pot] += e.Amount
		}
	}
	if len(pots) <= 1 {
		return "Pot " + kit.Chips(potWon(v.Log))
	}
	parts := make([]string, len(pots))
	for i, n := range pots {
		parts[i] = potName(i) + " " + kit.Chips(n)
	}
	return strings.Join(parts, " · ")
}

// potName is pot i's name: "Main", "Side", "Side 2".
func potName(i int) string {
	switch i {
	case 0:
		return "Main"
	case 1:
		return "Side"
	}
	return fmt.Sprintf("Side %d", i)
}

// winners says who won the hand just over: "won: bob 490, You 120".
func winners(v *poker.TableView) string {
	won := map[int]int{}
	var order []int
	for _, e := range v.Log {
		if e.Kind == poker.EventAward {
			if _, ok := won[e.Chair]; !ok {
				order = append(order, e.Chair)
			}
			won[e.Chair] += e.Amount
		}
	}
	var parts []string
	for _, c := range order {
		n := felt.ShortName(v.Names[c])
		if c == v.Chair {
			n = "You"
		}
		parts = append(parts, n+" "+kit.Chips(won[c]))
	}
	return "won: " + strings.Join(parts, ", ")
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
