package menu2

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup/second"
	"parlor/tui/kit"
)

// Values are what the odds make each action worth to the seat of a view,
// for the menu's notes while the odds are open (the local board's odds,
// which this package may not link: they count as the computer players do).
type Values interface {
	// TicketValue is camel c's next leg ticket's worth; false: none left.
	TicketValue(v second.View, c second.Camel) (float64, bool)
	// CardValue is a winner (or loser) card's on c.
	CardValue(v second.View, c second.Camel, winner bool) float64
	// BestTile is the space where the tile is worth most, and its worth;
	// space 0 for none.
	BestTile(v second.View) (space int, worth float64)
	// Landings are the landings expected on space this leg.
	Landings(space int) float64
}

// View is the menu at its level for the person to act, v's seat, width
// cells wide: a title, then a row per option with a note (what it brings;
// with the odds' values, nil while they are closed, what it is worth), or
// the choice of a tile's space. name gives a seat's name.
func (m *Menu) View(k *kit.Context, v *second.View, o Values, name func(int) string, width int) string {
	st := k.Styles
	val := func(x float64) string { return st.Value.Render(fmt.Sprintf("%+.2f", x)) }
	who := ansi.Truncate(name(v.Seat), width-12, "…")
	var title string
	var notes []string
	opts := m.options(v, name)
	switch m.Level {
	case Space:
		lines := []string{
			st.Heading.Render("Spectator tile: which space?"),
			st.Text.Render("Space ") + st.Selected.Render(fmt.Sprint(m.Space)) + st.Faint.Render(" (marked ^ on the track)"),
		}
		if o != nil {
			lines = append(lines, st.Faint.Render("Landings there this leg ")+st.Value.Render(fmt.Sprintf("%.2f", o.Landings(m.Space))))
		}
		return strings.Join(append(lines,
			st.Faint.Render("←/→ or digits: another space"),
			st.Digit.Render("+")+st.Text.Render(" cheering (+1) ")+st.Digit.Render("-")+st.Text.Render(" booing (−1)"),
			st.Digit.Render("enter")+st.Text.Render(" the side · ")+st.Digit.Render("esc")+st.Text.Render(" back")), "\n")
	case Side:
		title = fmt.Sprintf("Your tile on space %d:", m.Space)
		notes = []string{"a camel +1, on top", "a camel −1, under"}
	case Leg:
		title = "Leg ticket on which camel?"
		for c := second.Camel(0); c < second.NumRacing; c++ {
			x, ok := 0.0, false
			if o != nil {
				x, ok = o.TicketValue(*v, c)
			}
			switch {
			case v.TicketValue(c) == 0:
				notes = append(notes, "none left")
			case ok:
				notes = append(notes, val(x))
			default:
				notes = append(notes, fmt.Sprintf("pays %d", v.TicketValue(c)))
			}
		}
	case Winner, Loser:
		win := m.Level == Winner
		title = "Which camel wins the race?"
		if !win {
			title = "Which camel comes last?"
		}
		for c := second.Camel(0); c < second.NumRacing; c++ {
			switch {
			case v.Played.Has(c):
				notes = append(notes, "played")
			case o != nil:
				notes = append(notes, val(o.CardValue(*v, c, win)))
			default:
				notes = append(notes, "secret")
			}
		}
	case Partner:
		title = "Partner with whom?"
	default:
		title = who + ", your move:"
		pyramid, leg, tile, cards := "+1 coin", "", "", "secret"
		best := 0
		for c := second.Camel(0); c < second.NumRacing; c++ {
			best = max(best, v.TicketValue(c))
		}
		if best > 0 {
			leg = fmt.Sprintf("top %d", best)
		}
		if sp := v.TileOf[v.Seat]; sp > 0 {
			tile = fmt.Sprintf("yours: %d", sp)
		}
		if o != nil {
			pyramid = val(1)
			bestLeg, any := 0.0, false
			for c := second.Camel(0); c < second.NumRacing; c++ {
				if x, ok := o.TicketValue(*v, c); ok && (!any || x > bestLeg) {
					bestLeg, any = x, true
				}
			}
			if any {
				leg = val(bestLeg)
			}
			if sp, x := o.BestTile(*v); sp > 0 {
				tile = val(x) + st.Faint.Render(fmt.Sprintf(" @%d", sp))
			}
			cards = "see odds"
		}
		notes = []string{pyramid, leg, tile, cards, cards}
		if len(opts) > 5 {
			notes = append(notes, "6+ players")
		}
	}
	lines := []string{st.Heading.Render(title)}
	for i, op := range opts {
		mark := "  "
		lab := st.Text
		if i == m.Cursor {
			mark, lab = st.Marker.Render("▸ "), st.Selected
		}
		label := op.label
		if m.Level == Top && op.level != Top {
			label += "…"
		}
		if m.Level == Leg || m.Level == Winner || m.Level == Loser {
			label = string(op.action.Camel.Letter()) + " " + op.label
		}
		line := mark + st.Digit.Render(fmt.Sprint(i+1)) + " " + lab.Render(kit.Pad(ansi.Truncate(label, 15, "…"), 15))
		switch {
		case op.reason != "":
			line += " " + st.Faint.Render("—")
		case i < len(notes):
			line += " " + st.Faint.Render(notes[i])
		}
		lines = append(lines, ansi.Truncate(line, width, "…"))
	}
	return strings.Join(lines, "\n")
}
