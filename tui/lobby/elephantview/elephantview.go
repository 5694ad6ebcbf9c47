// Package elephantview draws a served White Elephant table: nothing in it
// is secret, every player sees the same table (a present's value only once
// it is opened).
package elephantview

import (
	"fmt"
	"strings"

	"parlor/elephant"
	"parlor/tui/kit"
)

// Draw draws g as seat sees it (as everyone does, but for the "(you)"):
// each player's score and present, toAct marked (-1 for none), and the log:
// rounds, a line for each round played, then this round's events. end says
// when the game ends ("to 5 points").
func Draw(g *elephant.Game, seat, toAct int, names []string, end string, rounds []string, k *kit.Context) (string, []string) {
	rd := g.Round()
	head := fmt.Sprintf("Round %d · playing %s", g.RoundNumber(), end)
	if toAct >= 0 {
		head += " · " + names[toAct] + " to play"
	}
	scores := g.Scores()
	waiting := rd.Waiting()
	out := []string{head}
	for p, n := range names {
		mark := "  "
		if p == toAct {
			mark = k.Styles.Marker.Render("▸ ")
		}
		if p == seat {
			n += " (you)"
		}
		var hold string
		switch pr, ok := rd.Holding(p); {
		case ok:
			hold = fmt.Sprintf("holds a present worth %.2f, stolen %d×", pr.Value, pr.Steals)
		case inList(waiting, p) >= 0:
			hold = fmt.Sprintf("waits, %s in line", kit.Ordinal(inList(waiting, p)+1))
		default:
			hold = "holds nothing"
		}
		out = append(out, fmt.Sprintf("%s%d. %-*s %5.2f pts · %s", mark, p+1, kit.NameWidth+6, kit.Truncate(n, kit.NameWidth+6), scores[p], hold))
	}
	out = append(out, fmt.Sprintf("Presents opened: %d of %d", rd.Opened(), rd.Players()))
	log := append([]string(nil), rounds...)
	for _, e := range rd.Events() {
		log = append(log, Event(e, names))
	}
	return strings.Join(out, "\n"), log
}

func inList(list []int, p int) int {
	for i, x := range list {
		if x == p {
			return i
		}
	}
	return -1
}

// Event says what happened in words.
func Event(e elephant.Event, names []string) string {
	if e.Kind == elephant.Stole {
		return fmt.Sprintf("%s stole %s's present (%.2f, stolen %d×)", names[e.Player], names[e.From], e.Value, e.Steals)
	}
	return fmt.Sprintf("%s opened a present worth %.2f", names[e.Player], e.Value)
}
