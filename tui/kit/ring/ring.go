// Package ring draws a Hold'em table of 2 to 9 seats from plain data: the
// seats around the felt, clockwise, with the player's own at the bottom
// centre, the board and the pots in the middle; or, for a window too small
// for that, one line a seat. The local table and the served one both
// build a Table and draw it here, so that a table looks the same wherever
// it is played.
package ring

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
)

// SeatLines is the height of a seat's block, Lines the felt's: three rows
// of seats with a blank line between.
const (
	SeatLines = 3
	Lines     = 3*SeatLines + 2
)

// Table is what the felt shows.
type Table struct {
	Seats  []Seat // by chair, chair 1 first
	Me     int    // the index in Seats drawn at the bottom centre
	Board  []poker.Card
	Pots   string // "Pot 120", "Main 490 · Side 500"
	Status Status // under the pots: whose turn, who won
}

// Seat is one chair as drawn.
type Seat struct {
	Name  string // "" for an empty chair
	You   bool   // the name says "(you)"
	Badge string // " D", " SB", " D BB"
	ToAct bool   // marked with ▶ as well as colour
	Stack int
	State string // "folded", "all-in", "out", "out 3rd", "winner", or ""
	Cards Cards
	Bet   int // drawn when above 0
}

// Cards are a seat's hole cards as they show.
type Cards struct {
	Show Show
	Hole [2]poker.Card // for FaceUp and MuckedOwn
	Note string        // after face-up cards: the equity of a run-out
}

// Show is how a seat's hole cards show.
type Show uint8

const (
	NoCards   Show = iota // not dealt in
	FaceDown              // ▒▒ ▒▒ (## ## in ASCII)
	FaceUp                // the cards
	Folded                // ── ──
	Mucked                // the word
	MuckedOwn             // one's own cards, and the word
)

// Status is the felt's third line in the middle.
type Status struct {
	Style StatusStyle
	Text  string
}

// StatusStyle is how the status line is drawn.
type StatusStyle uint8

const (
	Faint    StatusStyle = iota // "▶ Bob to act"
	YourTurn                    // the marker and the text selected
	Heading                     // "won: You 120", "All in: the board runs out"
)

// place is where a seat is drawn: its row (0 top, 1 middle, 2 bottom) and,
// on the top row, its place from the left among top.
type place struct{ row, i, top int }

// places are the places of the other seats, clockwise from the bottom
// seat's left (bottom left, up the left side, along the top, down the
// right), for a table of n seats.
func places(n int) []place {
	left, right := place{1, 0, 0}, place{1, 1, 0}
	bl, br := place{2, 0, 0}, place{2, 2, 0}
	tops := func(k int) []place {
		out := make([]place, k)
		for i := range out {
			out[i] = place{0, i, k}
		}
		return out
	}
	join := func(parts ...[]place) []place {
		var out []place
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	switch n - 1 {
	case 1:
		return tops(1)
	case 2:
		return tops(2)
	case 3:
		return join([]place{left}, tops(1), []place{right})
	case 4:
		return join([]place{bl}, tops(2), []place{br})
	case 5:
		return join([]place{bl}, tops(3), []place{br})
	case 6:
		return join([]place{bl, left}, tops(2), []place{right, br})
	case 7:
		return join([]place{bl, left}, tops(3), []place{right, br})
	}
	return join([]place{bl, left}, tops(4), []place{right, br})
}

// Felt is the table at width w: Lines lines, none wider than w.
func (t Table) Felt(ctx *kit.Context, w int) []string {
	sw := w / 4
	n := len(t.Seats)
	var rows [3][]block
	for i, p := range places(n) {
		x := 0
		switch {
		case p.row == 0:
			x = w*(2*p.i+1)/(2*p.top) - sw/2
		case p.i == 0:
			x = 0
		default:
			x = w - sw
		}
		rows[p.row] = append(rows[p.row], block{x, t.seat(ctx, (t.Me+1+i)%n, sw-1)})
	}
	rows[2] = append(rows[2], block{(w - sw) / 2, t.seat(ctx, t.Me, sw-1)})
	cw := w - 2*sw - 2
	rows[1] = append(rows[1], block{sw + 1, t.centre(ctx, cw)})
	var out []string
	for r := range rows {
		if r > 0 {
			out = append(out, "")
		}
		out = append(out, compose(rows[r], SeatLines)...)
	}
	return truncate(out, w)
}

// Compact is the table one line a seat, in chair order, then the board,
// the pots and the status on one line; none wider than w.
func (t Table) Compact(ctx *kit.Context, w int) []string {
	var out []string
	for i := range t.Seats {
		l := t.seat(ctx, i, 24)
		out = append(out, l[0]+"  "+strings.TrimSpace(l[1])+"  "+strings.TrimSpace(l[2]))
	}
	ctr := t.centre(ctx, w)
	out = append(out, strings.TrimSpace(ctr[0])+"   "+strings.TrimSpace(ctr[1])+"   "+strings.TrimSpace(ctr[2]))
	return truncate(out, w)
}

func truncate(lines []string, w int) []string {
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return lines
}

// block is a block of lines drawn from column x.
type block struct {
	x     int
	lines []string
}

// compose lays blocks side by side into n lines, each from its column.
func compose(blocks []block, n int) []string {
	sorted := append([]block(nil), blocks...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j].x < sorted[j-1].x; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		col := 0
		for _, bl := range sorted {
			if i >= len(bl.lines) {
				continue
			}
			if bl.x > col {
				b.WriteString(strings.Repeat(" ", bl.x-col))
				col = bl.x
			}
			b.WriteString(bl.lines[i])
			col += ansi.StringWidth(bl.lines[i])
		}
		out[i] = strings.TrimRight(b.String(), " ")
	}
	return out
}

// seat is seat i's block, w cells wide: its name with the turn's marker
// and the badges; its stack and state; its cards and bet.
func (t Table) seat(ctx *kit.Context, i, w int) []string {
	s := t.Seats[i]
	st := ctx.Styles
	if s.Name == "" {
		return []string{st.Faint.Render("  (empty)"), "", ""}
	}
	full := s.Name
	if s.You {
		full += " (you)"
	}
	name := kit.Truncate(full, w-2-len(s.Badge))
	marker, nameS := "  ", st.Text.Render(name)
	if s.ToAct {
		marker, nameS = st.Marker.Render("▶ "), st.Selected.Render(name)
	}
	l1 := marker + nameS + st.Digit.Render(s.Badge)

	l2 := "  " + st.Value.Render(kit.Chips(s.Stack))
	if s.State != "" {
		l2 += st.Faint.Render(" · " + s.State)
	}

	cards := ""
	cs := ctx.Cards()
	switch s.Cards.Show {
	case FaceUp:
		cards = cs.TextRow(s.Cards.Hole[:])
		if s.Cards.Note != "" {
			cards += " " + st.Value.Render(s.Cards.Note)
		}
	case MuckedOwn:
		cards = cs.TextRow(s.Cards.Hole[:]) + st.Faint.Render(" mucked")
	case Mucked:
		cards = st.Faint.Render("mucked")
	case Folded:
		cards = st.Faint.Render("── ──")
	case FaceDown:
		back := "▒▒ ▒▒"
		if ctx.Settings.CardStyle == config.CardsASCII { // the cards' ASCII fallback, as felt's
			back = "## ##"
		}
		cards = st.CardBack.Render(back)
	}
	l3 := "  " + cards
	if s.Bet > 0 {
		l3 += st.Faint.Render("  bet ") + st.Value.Render(kit.Chips(s.Bet))
	}
	return []string{l1, l2, l3}
}

// centre is the board, the pots and the status, centred in w.
func (t Table) centre(ctx *kit.Context, w int) []string {
	st := ctx.Styles
	cs := ctx.Cards()
	parts := make([]string, 5)
	for i := range parts {
		if i < len(t.Board) {
			parts[i] = cs.Text(t.Board[i])
		} else {
			parts[i] = st.Faint.Render("··")
		}
	}
	var l3 string
	switch t.Status.Style {
	case Heading:
		l3 = st.Heading.Render(t.Status.Text)
	case YourTurn:
		l3 = st.Marker.Render("▶ ") + st.Selected.Render(t.Status.Text)
	default:
		l3 = st.Faint.Render(t.Status.Text)
	}
	out := []string{strings.Join(parts, " "), st.Text.Render(t.Pots), l3}
	for i, l := range out {
		l = ansi.Truncate(l, w, "…")
		pad := max(0, (w-ansi.StringWidth(l))/2)
		out[i] = strings.Repeat(" ", pad) + l + strings.Repeat(" ", max(0, w-pad-ansi.StringWidth(l)))
	}
	return out
}
