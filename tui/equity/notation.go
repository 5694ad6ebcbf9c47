package equity

import (
	"strconv"
	"strings"

	"parlor/poker"
	"parlor/poker/equity"
)

// notation writes a range painted on the grid as players write it, in the
// fewest items that equity.Parse reads back to the same range: "QQ+, AKs,
// A5s-A2s, KTo+". (Range.String lists every class, which does not fit a
// line once a few rows are painted.) Pairs come first, then the suited
// hands row by row, then the offsuit ones; a run of cells of one weight in
// a row (or on the diagonal) is one item; a class whose hands have
// different weights is written hand by hand.
func notation(r equity.Range) string {
	if r == equity.Random() {
		return "random"
	}
	var parts []string
	// The diagonal, AA down to 22: a run from AA is "QQ+".
	var pairs []equity.Class
	for i := range 13 {
		pairs = append(pairs, equity.ClassAt(i, i))
	}
	parts = append(parts, runs(&r, pairs)...)
	// Each row of suited hands (above the diagonal) and of offsuit hands
	// (below it), the best kicker first: a run from the best kicker is
	// "ATs+".
	for _, suited := range []bool{true, false} {
		for hi := range 12 {
			var row []equity.Class
			for lo := hi + 1; lo < 13; lo++ {
				if suited {
					row = append(row, equity.ClassAt(hi, lo))
				} else {
					row = append(row, equity.ClassAt(lo, hi))
				}
			}
			parts = append(parts, runs(&r, row)...)
		}
	}
	// The classes whose hands differ, hand by hand.
	for c := range equity.Class(equity.Classes) {
		if _, ok := uniform(&r, c); ok {
			continue
		}
		for _, h := range c.Hands() {
			if w := r.Weight(h); w > 0 {
				parts = append(parts, h[0].String()+h[1].String()+weightSuffix(w))
			}
		}
	}
	return strings.Join(parts, ", ")
}

// runs writes the runs of classes (a row or the diagonal, best first) that
// have one weight above zero: "QQ" alone, "QQ+" from the first class,
// "99-66" between two others.
func runs(r *equity.Range, classes []equity.Class) []string {
	var out []string
	for i := 0; i < len(classes); {
		w, ok := uniform(r, classes[i])
		if !ok || w == 0 {
			i++
			continue
		}
		j := i + 1
		for j < len(classes) {
			if v, ok := uniform(r, classes[j]); !ok || v != w {
				break
			}
			j++
		}
		best, worst := classes[i], classes[j-1]
		item := best.String() + "-" + worst.String()
		switch {
		case best == worst:
			item = best.String()
		case i == 0:
			item = worst.String() + "+"
		}
		out = append(out, item+weightSuffix(w))
		i = j
	}
	return out
}

// uniform returns the weight of c's hands when they all have one.
func uniform(r *equity.Range, c equity.Class) (float64, bool) {
	hands := c.Hands()
	w := r.Weight(hands[0])
	for _, h := range hands[1:] {
		if r.Weight(h) != w {
			return 0, false
		}
	}
	return w, true
}

// weightSuffix is ":0.5" for a weight under 1, as equity's notation has it.
func weightSuffix(w float64) string {
	if w == 1 {
		return ""
	}
	return ":" + strconv.FormatFloat(w, 'g', 4, 64)
}

// parseRange reads a player: a hand written with or without a space ("Ah
// Kh", "AhKh") or a range in the usual notation.
func parseRange(text string) (equity.Range, error) {
	if c, err := poker.ParseCards(text); err == nil && len(c) == 2 {
		return equity.HandRange([2]poker.Card(c)), nil
	}
	return equity.Parse(text)
}
