package track

import (
	"fmt"
	"strings"

	"parlor/camelup/second"
	"parlor/tui/kit"
)

// The second edition's track: a label, then 18 columns of 4 cells: the
// camels carried back over the line, spaces 1–16, and the finish.
const (
	trackLabelW2 = 6
	colW2        = 4
)

// Tag2 is the second edition's camel c as a coloured tile with its letter:
// " K ".
func Tag2(ctx *kit.Context, c second.Camel) string {
	return ctx.Styles.Camels2[c].Render(" " + string(c.Letter()) + " ")
}

// DrawSecond draws the second edition's track, the one drawing of the
// local board and of the served one: the stacks (top camel on top) over
// the camels carried back over the line, spaces 1–16 and the finish; then
// the spectator tiles and their owners' seat numbers (owner gives a
// space's seat). mark is a space being chosen for a tile, which is marked;
// -1 for none.
func DrawSecond(ctx *kit.Context, b second.Board, owner func(space int) int, mark int) []string {
	st := ctx.Styles
	cols := make([][]second.Camel, second.LastSpace+2) // 0: back over the line; 17: the finish
	for sp := second.FirstSpace - 3; sp <= second.LastSpace+3; sp++ {
		col := min(max(sp, 0), second.LastSpace+1)
		cols[col] = append(cols[col], b.Stack(sp)...)
	}
	h := 3
	for _, c := range cols {
		h = max(h, len(c))
	}
	var lines []string
	for row := h - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", trackLabelW2))
		for _, c := range cols {
			if row < len(c) {
				sb.WriteString(Tag2(ctx, c[row]) + " ")
			} else {
				sb.WriteString(strings.Repeat(" ", colW2))
			}
		}
		lines = append(lines, strings.TrimRight(sb.String(), " "))
	}
	num := kit.Pad(st.Faint.Render("space"), trackLabelW2) + st.Faint.Render(" ‹1 ")
	tile := kit.Pad(st.Faint.Render("tile"), trackLabelW2) + strings.Repeat(" ", colW2)
	own := kit.Pad(st.Faint.Render("owner"), trackLabelW2) + strings.Repeat(" ", colW2)
	for sp := second.FirstSpace; sp <= second.LastSpace; sp++ {
		if sp == mark {
			num += st.Selected.Render(fmt.Sprintf("%2d", sp)) + st.Marker.Render("◂") + " "
		} else {
			num += st.Faint.Render(fmt.Sprintf("%2d  ", sp))
		}
		switch t := b.Tile(sp); {
		case t != second.NoTile:
			sign := "+1"
			if t == second.Booing {
				sign = "-1"
			}
			tile += " " + st.Warning.Render(sign) + " "
			own += " " + st.Text.Render(kit.Pad(fmt.Sprintf("#%d", owner(sp)+1), colW2-2)) + " "
		case sp == mark:
			tile += st.Marker.Render(" ^ ") + " "
			own += strings.Repeat(" ", colW2)
		default:
			tile += strings.Repeat(" ", colW2)
			own += strings.Repeat(" ", colW2)
		}
	}
	num += st.Heading.Render("FIN")
	return append(lines, num, strings.TrimRight(tile, " "), strings.TrimRight(own, " "))
}
