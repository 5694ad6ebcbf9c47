// Package gifts draws what White Elephant's local table (tui/elephant)
// and a served one (tui/lobby) share: a present's value as money, the
// round's summary, the final standings and the rules page's text. It draws
// from plain data (each round's presents taken home, by seat), which a
// served seat has too: nothing in White Elephant is secret.
package gifts

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/charmbracelet/x/ansi"

	"parlor/internal/thousands"
	"parlor/tui/kit"
)

// Cents is a present's value in cents: a present worth 0.8712 is $87.12.
func Cents(v float64) int { return int(math.Round(v * 10000)) }

// Money writes cents as dollars: $87.12.
func Money(c int) string { return fmt.Sprintf("$%d.%02d", c/100, c%100) }

// Goal is when a game ends: after a number of rounds, or after the round
// in which a score reaches Target dollars.
type Goal struct {
	ByTarget bool
	Rounds   int
	Target   int // dollars
}

// Round is the summary of round number n, which ended with took (the value
// of the present each seat took home, by seat): who took home the best
// present (all of them, when presents shown alike tie), in width cells,
// and what enter brings: the next round, or once over the final standings.
func Round(k *kit.Context, n int, took []float64, names []string, over bool, g Goal, width int) string {
	st := k.Styles
	best := 0
	for _, v := range took {
		best = max(best, Cents(v))
	}
	var top []string
	for p, v := range took {
		if Cents(v) == best && p < len(names) {
			top = append(top, names[p])
		}
	}
	if len(top) == 0 {
		top = []string{"nobody"}
	}
	line := fmt.Sprintf("Round %d is over: %s took home the best present, %s.", n, top[0], Money(best))
	if len(top) > 1 {
		line = fmt.Sprintf("Round %d is over: %s took home the best presents, %s each.", n, thousands.JoinAnd(top), Money(best))
	}
	next := ": the next round"
	if over {
		next = ": the final standings"
		if g.ByTarget {
			next = fmt.Sprintf(": the final standings (a score reached $%d: the highest total wins)", g.Target)
		}
	}
	return st.Heading.Render(ansi.Wordwrap(line, width, " ")) + "\n" + st.Digit.Render("enter") + st.Text.Render(next)
}

// ShownScore is a seat's score as the screens show it: the sum of the
// presents it took home, each as shown, so that what is on the screen adds
// up ($47.13 and $40.20 make $87.33). The engine adds the exact values, so
// the shown total may differ from the exact one by under a cent a round.
func ShownScore(rounds [][]float64, p int) int {
	total := 0
	for _, took := range rounds {
		if p < len(took) {
			total += Cents(took[p])
		}
	}
	return total
}

// Seat is one player at the game's end.
type Seat struct {
	Name     string
	Computer bool    // marked (cpu)
	Score    float64 // the exact score, which decides
}

// standing is one seat's line in the final standings.
type standing struct {
	seat  int
	score float64
	shown int // the score as shown, in cents
	won   int // rounds in which it held the best present (as shown)
	best  int // its best present, in cents
}

// standings are the seats by final score, best first; a tie keeps seat
// order.
func standings(seats []Seat, rounds [][]float64) []standing {
	out := make([]standing, len(seats))
	for p := range out {
		out[p] = standing{seat: p, score: seats[p].Score, shown: ShownScore(rounds, p)}
	}
	for _, took := range rounds {
		if len(took) == 0 {
			continue
		}
		top := Cents(slices.Max(took))
		for p, v := range took {
			if p >= len(out) {
				break
			}
			out[p].best = max(out[p].best, Cents(v))
			if Cents(v) == top {
				out[p].won++
			}
		}
	}
	slices.SortStableFunc(out, func(a, b standing) int {
		switch {
		case a.shown != b.shown:
			return b.shown - a.shown
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	return out
}

// Standings is the game's end: the winners (seats, by the engine), every
// seat's place, score, rounds won and best present, from rounds (each
// round's presents taken home, by seat).
func Standings(k *kit.Context, seats []Seat, rounds [][]float64, winners []int, g Goal) string {
	st := k.Styles
	ranks := standings(seats, rounds)
	var rows [][]string
	place := 0
	for i, r := range ranks {
		if i == 0 || r.shown < ranks[i-1].shown {
			place = i + 1 // a shared score shares the place
		}
		name := seats[r.seat].Name
		if seats[r.seat].Computer {
			name += " (cpu)"
		}
		rows = append(rows, []string{kit.Ordinal(place), name, Money(r.shown), fmt.Sprint(r.won), Money(r.best)})
	}
	t := table.New().
		Border(lipgloss.RoundedBorder()).
		BorderStyle(st.Faint).
		BorderColumn(false).
		Wrap(false).
		Headers("Place", "Player", "Score", "Rounds won", "Best present").
		Rows(rows...).
		StyleFunc(func(row, col int) lipgloss.Style {
			style := lipgloss.NewStyle().Padding(0, 1)
			switch {
			case row == table.HeaderRow:
				return style.Inherit(st.Faint)
			case row == 0 || ranks[row].shown == ranks[0].shown:
				style = style.Inherit(st.Selected)
			}
			if col >= 2 {
				style = style.Align(lipgloss.Right)
			}
			return style
		})
	var names []string
	for _, p := range winners {
		if p >= 0 && p < len(seats) {
			names = append(names, seats[p].Name)
		}
	}
	var verdict string
	switch {
	case len(names) == 0 || len(ranks) == 0:
	case len(names) > 1:
		verdict = fmt.Sprintf("★ %s share first place with %s!", thousands.JoinAnd(names), Money(ranks[0].shown))
	case len(ranks) > 1 && ranks[1].shown == ranks[0].shown:
		verdict = fmt.Sprintf("★ %s wins with %s, by less than a cent!", names[0], Money(ranks[0].shown))
	default:
		verdict = fmt.Sprintf("★ %s wins with %s!", names[0], Money(ranks[0].shown))
	}
	played := fmt.Sprintf("%d rounds played", len(rounds))
	if len(rounds) == 1 {
		played = "1 round played"
	}
	if g.ByTarget {
		played += fmt.Sprintf(" to reach $%d", g.Target)
	}
	return strings.Join([]string{
		st.Heading.Render("White Elephant") + st.Faint.Render("  ·  final standings  ·  "+played),
		"",
		st.Selected.Render(verdict),
		"",
		t.Render(),
		st.Faint.Render("A round is won by taking home its most valuable present."),
	}, "\n")
}
