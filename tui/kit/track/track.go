// Package track draws the Camel Up track, one drawing for the local board
// (tui/camelup) and the served one (tui/lobby/camelupview): the camels' stacks
// over the squares and the finish, the traps and their owners.
package track

import (
	"fmt"
	"strings"

	"parlor/camelup"
	"parlor/tui/kit"
)

// The Camel Up track's geometry: a label, then 17 columns of 4 cells
// (squares 0–15 and the finish).
const (
	camelLabelW = 6
	camelColW   = 4
)

// Tag is camel c as a coloured tile with its letter: " B ".
func Tag(ctx *kit.Context, c camelup.Camel) string {
	return ctx.Styles.Camels[c].Render(" " + string(c.Letter()) + " ")
}

// Draw draws the Camel Up track, the one drawing of the local board
// and of the served one: the stacks (top camel on top) over squares 0–15
// and the finish, then the traps and their owners' seat numbers (owner
// gives a trap square's seat). mark is a square being chosen for a trap,
// which is marked; -1 for none.
func Draw(ctx *kit.Context, b camelup.Board, owner func(square int) int, mark int) []string {
	st := ctx.Styles
	cols := make([][]camelup.Camel, camelup.NumSquares+1)
	for q := range camelup.NumSquares {
		cols[q] = b.Stack(q)
	}
	// Every camel past the line stands in the finish column, the leader on
	// top (race order, last first).
	rank := b.Ranking()
	for i := len(rank) - 1; i >= 0; i-- {
		if c := rank[i]; b.Square(c) >= camelup.FinishSquare {
			cols[camelup.NumSquares] = append(cols[camelup.NumSquares], c)
		}
	}
	h := 3
	for _, c := range cols {
		h = max(h, len(c))
	}
	var lines []string
	for row := h - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", camelLabelW))
		for _, c := range cols {
			if row < len(c) {
				sb.WriteString(Tag(ctx, c[row]) + " ")
			} else {
				sb.WriteString(strings.Repeat(" ", camelColW))
			}
		}
		lines = append(lines, strings.TrimRight(sb.String(), " "))
	}
	num, trap, own := kit.Pad(st.Faint.Render("square"), camelLabelW), kit.Pad(st.Faint.Render("trap"), camelLabelW), kit.Pad(st.Faint.Render("owner"), camelLabelW)
	for q := range camelup.NumSquares {
		n := fmt.Sprintf("%2d ", q)
		switch {
		case q == mark:
			num += st.Selected.Render(fmt.Sprintf("%2d", q)) + st.Marker.Render("◂")
		default:
			num += st.Faint.Render(n)
		}
		num += " "
		switch k := b.Trap(q); {
		case k != camelup.NoTrap:
			// The sign under the square's last digit and the camels'
			// letters: " +1 ", not "+1  " (which reads as the square before).
			trap += " " + st.Warning.Render(kit.Pad(k.String(), camelColW-2)) + " "
			own += " " + st.Text.Render(kit.Pad(fmt.Sprintf("#%d", owner(q)+1), camelColW-2)) + " "
		case q == mark:
			trap += st.Marker.Render(" ^ ") + " "
			own += strings.Repeat(" ", camelColW)
		default:
			trap += strings.Repeat(" ", camelColW)
			own += strings.Repeat(" ", camelColW)
		}
	}
	num += st.Heading.Render("FIN")
	return append(lines, num, strings.TrimRight(trap, " "), strings.TrimRight(own, " "))
}
