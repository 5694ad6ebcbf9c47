package equity

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/kit"
)

// The layouts. At 80×24 a cell of the grid is its marker and its name
// ("■AKs"), 52 columns for the grid and 26 for the panel beside it; from
// 120×40 a cell is 6×2, its name over a bar of its weight, and the panel
// has room for the equity bars and the presets.
const (
	smallCellW  = 4
	largeCellW  = 6
	largeCellH  = 2
	largeWidth  = 120
	largeHeight = 13*largeCellH + 1 + 1 + maxPlayers + 1 + 1 + 1 // grid, gap, table, gap, input, message
	labelWidth  = 10                                             // "Range 1 › " before the text typed
	tableFixed  = 5 + 8 + 8 + 9 + 9 + 9                          // the table's columns but the range's
)

// layout is where the parts of the screen are, from the body's top left.
type layout struct {
	large        bool
	cellW, cellH int
	sideX, sideW int // the panel right of the grid
	tableY       int // the table's header
	width        int
}

func (s *Screen) layout() layout {
	w := s.width
	if w == 0 {
		w = kit.MinWidth // natural size
	}
	if s.width >= largeWidth && s.height >= largeHeight {
		return layout{large: true, cellW: largeCellW, cellH: largeCellH, sideX: 13*largeCellW + 2, sideW: w - 13*largeCellW - 2, tableY: 13*largeCellH + 1, width: w}
	}
	return layout{cellW: smallCellW, cellH: 1, sideX: 13*smallCellW + 2, sideW: max(26, w-13*smallCellW-2), tableY: 13, width: w}
}

// cell returns the grid cell at body position (x, y).
func (l layout) cell(x, y int) (row, col int, ok bool) {
	row, col = y/l.cellH, x/l.cellW
	return row, col, x >= 0 && y >= 0 && row < 13 && col < 13
}

// playerAt returns the player whose table row is at y.
func (l layout) playerAt(y, players int) (int, bool) {
	i := y - l.tableY - 1
	return i, i >= 0 && i < players
}

func (s *Screen) inputWidth() int {
	return max(20, s.layout().width-labelWidth-1)
}

func (s *Screen) View() string {
	l := s.layout()
	top := lipgloss.JoinHorizontal(lipgloss.Top, s.gridView(l), "  ", s.sideView(l))
	table := s.tableView(l)
	if l.large { // room for a line around the table
		table = "\n" + table + "\n"
	}
	return strings.Join([]string{top, table, s.inputView(l), s.messageView(l)}, "\n")
}

// cellStyle is how a cell is drawn: in the range (its whole area marked),
// partly (a weight under 1) or not. Each also has a glyph, so that the grid
// reads without colour.
func (s *Screen) cellStyle(w float64, cursor bool) lipgloss.Style {
	st := s.ctx.Styles
	var style lipgloss.Style
	switch {
	case w >= 1:
		style = st.Selected.Reverse(true)
	case w > 0:
		style = st.Value
	default:
		style = st.Faint
	}
	if cursor {
		style = style.Underline(true).Bold(true)
	}
	return style
}

// mark is the glyph before a cell's name: the cursor, a full cell, a
// partly full one.
func mark(w float64, cursor, large bool) string {
	switch {
	case cursor:
		return "▸"
	case large: // the bar under the name shows the weight
		return " "
	case w >= 1:
		return "■"
	case w > 0:
		return "▒"
	}
	return " "
}

func (s *Screen) gridView(l layout) string {
	g := s.grid()
	var b strings.Builder
	for row := range 13 {
		var name, bar strings.Builder
		for col := range 13 {
			w := g.Weight(row, col)
			cursor := row == s.row && col == s.col
			style := s.cellStyle(w, cursor)
			text := mark(w, cursor, l.large) + kit.Pad(g.Class(row, col).String(), 3)
			if !l.large {
				name.WriteString(style.Render(text))
				continue
			}
			name.WriteString(style.Render(text + "  "))
			bar.WriteString(style.Render(" " + weightBar(w, 4) + " "))
		}
		if row > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(name.String())
		if l.large {
			b.WriteString("\n" + bar.String())
		}
	}
	return b.String()
}

// weightBar is a bar of n cells filled as far as w, to the nearest eighth
// of a cell.
func weightBar(w float64, n int) string {
	eighths := int(w*float64(8*n) + 0.5)
	if eighths == 0 {
		return strings.Repeat(" ", n)
	}
	full := eighths / 8
	out := strings.Repeat("█", full)
	if rest := eighths % 8; rest > 0 {
		out += string([]rune("▏▎▍▌▋▊▉")[rest-1])
	}
	return kit.Pad(out, n)
}

func (s *Screen) sideView(l layout) string {
	st := s.ctx.Styles
	p := s.players[s.sel]
	g := s.grid()
	lines := []string{
		st.Heading.Render(fmt.Sprintf("Player %d of %d", s.sel+1, len(s.players))),
		st.Text.Render(fmt.Sprintf("%s combos · %.2f%%", combos(p.rng.Size()), g.Percent())),
		s.cursorLine(),
	}
	if l.large {
		lines = append(lines, st.Faint.Render(s.shapes()))
	}
	lines = append(lines, "",
		s.cardsLine("Board", s.board, "b"),
		s.cardsLine("Dead", s.dead, "d"),
		st.Faint.Render("Method ")+st.Value.Render(methodNames[s.method])+st.Faint.Render(" (m)"),
		"",
	)
	lines = append(lines, s.summary()...)
	if l.large {
		lines = append(lines, "")
		lines = append(lines, s.bars(l.sideW)...)
		lines = append(lines, "", s.presetsLine(), "",
			st.Faint.Render("space fills or empties a cell,"),
			st.Faint.Render("shift+arrows or a drag paint, +/- step"),
			st.Faint.Render("the presets; 1-6 or tab: the player"))
	}
	return fit(strings.Join(lines, "\n"), l.sideW)
}

var methodNames = map[equity.Method]string{equity.Auto: "auto", equity.Exact: "exact", equity.MonteCarlo: "Monte Carlo"}

// cursorLine says what the cell under the cursor holds, which its colour
// says on the grid.
func (s *Screen) cursorLine() string {
	st := s.ctx.Styles
	p := s.players[s.sel]
	c := equity.ClassAt(s.row, s.col)
	hands := c.Hands()
	in := 0
	for _, h := range hands {
		if p.rng.Weight(h) > 0 {
			in++
		}
	}
	w := p.rng.ClassWeight(c)
	what := fmt.Sprintf("%d of %d hands", in, len(hands))
	switch {
	case in == 0:
		what = fmt.Sprintf("out (%d hands)", len(hands))
	case in == len(hands) && w == 1:
		what = fmt.Sprintf("in (%d hands)", len(hands))
	case in == len(hands):
		what = fmt.Sprintf("%d hands at %.2g", len(hands), w)
	}
	return st.Marker.Render("▸ "+kit.Pad(c.String(), 3)) + " " + st.Text.Render(what)
}

// shapes counts the range's combos by shape.
func (s *Screen) shapes() string {
	p := s.players[s.sel]
	var pairs, suited, offsuit float64
	for c := range equity.Class(equity.Classes) {
		n := p.rng.ClassWeight(c) * float64(c.Size())
		switch {
		case c.Pair():
			pairs += n
		case c.Suited():
			suited += n
		default:
			offsuit += n
		}
	}
	return fmt.Sprintf("pairs %s · suited %s · offsuit %s", combos(pairs), combos(suited), combos(offsuit))
}

func (s *Screen) cardsLine(label string, f cardsField, keyName string) string {
	st := s.ctx.Styles
	value := st.Faint.Render("none (" + keyName + ")")
	switch {
	case f.err != nil:
		value = st.Warning.Render("! " + f.text)
	case len(f.cards) > 0:
		value = s.ctx.Cards().TextRow(f.cards)
	}
	return st.Faint.Render(kit.Pad(label, 7)) + value
}

// summary says how the result was found: exact or sampled, over how many
// boards, how far along.
func (s *Screen) summary() []string {
	st := s.ctx.Styles
	c := &s.calc
	switch {
	case !c.has && c.running:
		return []string{st.Faint.Render("working…")}
	case !c.has:
		return []string{st.Faint.Render("no result")}
	}
	r := c.res
	var lines []string
	switch per := c.perDeal; {
	case r.Exact && per > 0 && r.Boards%per == 0:
		// Every combination of the hands, each with every board: the two
		// counts, rather than their product called boards.
		deals := r.Boards / per
		lines = append(lines, st.Heading.Render("Exact"),
			st.Text.Render(thousands.Count(int(deals), "combination")),
			st.Text.Render("× "+thousands.Count(int(per), "board")+" each"))
	case r.Exact:
		lines = append(lines, st.Heading.Render("Exact"), st.Text.Render(kit.Chips(int(r.Boards))+" boards"))
	default:
		lines = append(lines, st.Heading.Render("Monte Carlo")+st.Text.Render(fmt.Sprintf(" ±%.3f%%", 100*r.StdErr)),
			st.Text.Render(kit.Chips(int(r.Boards))+" samples"))
	}
	switch {
	case c.running:
		lines = append(lines, st.Status.Render(fmt.Sprintf("working… %.0f%%", 100*r.Done)))
	case s.showTime:
		lines = append(lines, st.Faint.Render("in "+seconds(r.Elapsed)))
	}
	return lines
}

func seconds(d time.Duration) string {
	if d < 10*time.Millisecond {
		return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}

// bars draws each player's equity as a bar, for the wide layout.
func (s *Screen) bars(w int) []string {
	st := s.ctx.Styles
	lines := []string{st.Heading.Render("Equity")}
	n := max(8, w-12)
	for i := range s.players {
		eq := "—"
		bar := strings.Repeat("·", n)
		if s.calc.has && i < len(s.calc.res.Players) {
			e := s.calc.res.Players[i].Equity
			eq = fmt.Sprintf("%.2f%%", 100*e)
			bar = strings.Replace(kit.Pad(weightBar(e, n), n), " ", "·", -1)
		}
		lines = append(lines, st.Digit.Render(fmt.Sprintf("%d ", i+1))+st.Value.Render(bar)+" "+st.Text.Render(eq))
	}
	return lines
}

// presetsLine lists the presets, the player's own in brackets.
func (s *Screen) presetsLine() string {
	st := s.ctx.Styles
	p := s.players[s.sel]
	parts := []string{st.Faint.Render("Presets")}
	for _, pct := range presets {
		t := fmt.Sprintf("%g", pct)
		if equity.Top(pct) == p.rng {
			parts = append(parts, st.Selected.Render("["+t+"]"))
		} else {
			parts = append(parts, st.Text.Render(t))
		}
	}
	return strings.Join(parts, " ") + st.Faint.Render("%")
}

// tableView lists the players: the range, its share of the hands, its
// combos with the board and dead cards out, and the result.
func (s *Screen) tableView(l layout) string {
	st := s.ctx.Styles
	rangeW := max(12, l.width-tableFixed-1)
	head := "     " + kit.Pad("Range", rangeW) + fmt.Sprintf("%8s%8s%9s%9s%9s", "% hands", "combos", "equity", "win", "tie")
	lines := []string{st.Faint.Render(head)}
	known := append(append([]poker.Card(nil), s.board.cards...), s.dead.cards...)
	for i, p := range s.players {
		marker := "  "
		if i == s.sel {
			marker = st.Marker.Render("▸ ")
		}
		text := kit.Pad(kit.Truncate(p.text, rangeW-1), rangeW)
		var nums string
		if p.err != nil {
			text = st.Warning.Render(kit.Pad(kit.Truncate("! "+p.text, rangeW-1), rangeW))
			nums = fmt.Sprintf("%8s%8s", "?", "?")
		} else {
			live := p.rng.Without(known...)
			nums = fmt.Sprintf("%7.2f%%%8s", 100*p.rng.Size()/equity.Combos, combos(live.Size()))
			text = st.Text.Render(text)
		}
		res := fmt.Sprintf("%9s%9s%9s", "—", "—", "—")
		if s.calc.has && i < len(s.calc.res.Players) {
			sh := s.calc.res.Players[i]
			res = fmt.Sprintf("%8.2f%%%8.2f%%%8.2f%%", 100*sh.Equity, 100*sh.Win, 100*sh.Tie)
		}
		lines = append(lines, marker+st.Digit.Render(fmt.Sprintf("%d", i+1))+"  "+text+st.Text.Render(nums)+st.Value.Render(res))
	}
	return strings.Join(lines, "\n")
}

// inputView is the line of the text typed: the selected player's range, or
// the board or dead cards while they are typed.
func (s *Screen) inputView(l layout) string {
	st := s.ctx.Styles
	label := fmt.Sprintf("Range %d › ", s.sel+1)
	switch s.editing {
	case boardField:
		label = "Board   › "
	case deadField:
		label = "Dead    › "
	}
	label = st.Heading.Render(kit.Pad(label, labelWidth))
	if s.editing != noField {
		return label + s.input.View()
	}
	text, hint := s.players[s.sel].text, "  (e types)"
	if lipgloss.Width(text)+len(hint) > l.width-labelWidth {
		return label + st.Text.Render(kit.Truncate(text, l.width-labelWidth))
	}
	return label + st.Text.Render(text) + st.Faint.Render(hint)
}

// messageView points at a bad token of the range under the input, or says
// what else keeps the spot from being calculated; else it hints at the
// keys that paint.
func (s *Screen) messageView(l layout) string {
	st := s.ctx.Styles
	if se := s.syntaxError(); se != nil {
		text := s.players[s.sel].text
		if s.editing == rangeField {
			text = s.input.Value()
		}
		if lipgloss.Width(text) < l.width-labelWidth-1 {
			// The caret under the token, the reason after it, or before
			// it when there is no room after.
			col := labelWidth + lipgloss.Width(text[:min(len(text), max(0, se.Column-1))])
			caret := strings.Repeat("^", max(1, lipgloss.Width(se.Token)))
			if after := col + len(caret) + 1 + lipgloss.Width(se.Reason); after <= l.width || col < lipgloss.Width(se.Reason)+1 {
				return fit(strings.Repeat(" ", col)+st.Warning.Render(caret+" "+se.Reason), l.width)
			}
			pad := col - lipgloss.Width(se.Reason) - 1
			return strings.Repeat(" ", pad) + st.Warning.Render(se.Reason+" "+caret)
		}
		return fit(st.Warning.Render(fmt.Sprintf("! column %d, %q: %s", se.Column, se.Token, se.Reason)), l.width)
	}
	if err := s.problem(); err != nil {
		return fit(st.Warning.Render("! "+err.Error()), l.width)
	}
	if s.calc.err != nil {
		return fit(st.Warning.Render("! "+s.calc.err.Error()), l.width)
	}
	return fit(st.Faint.Render("space fills a cell · shift+arrows or the mouse paint · +/- presets"), l.width)
}

// fit cuts styled text to w cells.
func fit(s string, w int) string { return lipgloss.NewStyle().MaxWidth(w).Render(s) }
