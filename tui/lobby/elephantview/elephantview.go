// Package elephantview draws a served White Elephant table, as the hub
// gives it (hub.ElephantView): nothing in it is secret, every player sees
// the same table (a present's value only once it is opened).
package elephantview

import (
	"fmt"
	"slices"
	"strings"

	"parlor/elephant"
	"parlor/server/hub"
	"parlor/tui/kit"
)

// Draw draws the table v as seat sees it (as everyone does, but for the
// "(you)"): each player's score and present, the player to act marked,
// and the log: a line for each round played, then this round's turns.
func Draw(v *hub.ElephantView, seat int, names []string, k *kit.Context) (string, []string) {
	head := fmt.Sprintf("Round %d · playing %s", v.Round, v.End)
	if v.ToAct >= 0 {
		head += " · " + names[v.ToAct] + " to play"
	}
	out := []string{head}
	for p, n := range names {
		mark := "  "
		if p == v.ToAct {
			mark = k.Styles.Marker.Render("▸ ")
		}
		if p == seat {
			n += " (you)"
		}
		var hold string
		switch i := slices.IndexFunc(v.Held, func(h elephant.Held) bool { return h.Player == p }); {
		case i >= 0:
			hold = fmt.Sprintf("holds a present worth %.2f, stolen %d×", v.Held[i].Value, v.Held[i].Steals)
		case inList(v.Waiting, p) >= 0:
			hold = fmt.Sprintf("waits, %s in line", kit.Ordinal(inList(v.Waiting, p)+1))
		default:
			hold = "holds nothing"
		}
		out = append(out, fmt.Sprintf("%s%d. %-*s %5.2f pts · %s", mark, p+1, kit.NameWidth+6, kit.Truncate(n, kit.NameWidth+6), v.Scores[p], hold))
	}
	out = append(out, fmt.Sprintf("Presents opened: %d of %d", v.Opened, len(names)))
	log := append([]string(nil), v.Rounds...)
	for _, e := range v.Events {
		log = append(log, event(e, names))
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

// event says what happened in words.
func event(e elephant.Event, names []string) string {
	if e.Kind == elephant.Stole {
		return fmt.Sprintf("%s stole %s's present (%.2f, stolen %d×)", names[e.Player], names[e.From], e.Value, e.Steals)
	}
	return fmt.Sprintf("%s opened a present worth %.2f", names[e.Player], e.Value)
}
