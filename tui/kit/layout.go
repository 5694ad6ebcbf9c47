package kit

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/internal/thousands"
)

// NameWidth is the most cells of a player's name in a column of names;
// longer names are cut (felt.ShortName, Truncate).
const NameWidth = 16

// Pad fills s with spaces on the right to width w cells.
func Pad(s string, w int) string {
	if d := w - lipgloss.Width(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}

// Indent puts prefix before every line of s.
func Indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

// TruncateLeft shortens plain text s to w cells by dropping its start, which
// keeps the informative end of a path: "…/parlor/hands".
func TruncateLeft(s string, w int) string {
	if lipgloss.Width(s) <= w || w < 1 {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r)) > w-1 {
		r = r[1:]
	}
	return "…" + string(r)
}

// Cycle returns the value step places from cur in values, wrapping around.
func Cycle[T comparable](values []T, cur T, step int) T {
	i := 0
	for j, v := range values {
		if v == cur {
			i = j
		}
	}
	n := len(values)
	return values[((i+step)%n+n)%n]
}

// Ordinal is 1st, 2nd, 3rd, 4th...
func Ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

// Lines joins the parts that are not empty, one a line.
func Lines(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p)
	}
	return b.String()
}

// Chips writes an amount of chips as docs/rules/holdem.md does: "1,500".
func Chips(n int) string { return thousands.Format(n) }

// Truncate shortens plain text s to w cells, ending it with "…".
func Truncate(s string, w int) string {
	if lipgloss.Width(s) <= w || w < 1 {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r)) > w-1 {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
