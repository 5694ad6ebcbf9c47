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
	"parlor/tui/kit/gifts"
)

// Draw draws the table v as seat sees it (as everyone does, but for the
// "(you)"): each player's score and present, the player to act marked,
// and the log: a line for each round played, then this round's turns.
func Draw(v *hub.ElephantView, seat int, names []string, k *kit.Context) (string, []string) {
	// The local table's heading and money (tui/kit/gifts).
	head := fmt.Sprintf("Round %d of %d", v.Round, v.Rules.Rounds)
	if g := Goal(v.Rules); g.ByTarget {
		head = fmt.Sprintf("Round %d · goal $%d", v.Round, g.Target)
	}
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
			hold = fmt.Sprintf("holds a present worth %s, stolen %d×", gifts.Money(gifts.Cents(v.Held[i].Value)), v.Held[i].Steals)
		case inList(v.Waiting, p) >= 0:
			hold = fmt.Sprintf("waits, %s in line", kit.Ordinal(inList(v.Waiting, p)+1))
		default:
			hold = "holds nothing"
		}
		score := gifts.Money(gifts.ShownScore(v.Took, p))
		if len(v.Took) == 0 { // the rounds' presents unknown (a save from before them)
			score = gifts.Money(gifts.Cents(v.Scores[p]))
		}
		out = append(out, fmt.Sprintf("%s%d. %-*s %8s · %s", mark, p+1, kit.NameWidth+6, kit.Truncate(n, kit.NameWidth+6), score, hold))
	}
	out = append(out, fmt.Sprintf("Presents opened: %d of %d", v.Opened, len(names)))
	if v.RoundOver && len(v.Took) > 0 {
		// The local table's summary; enter goes on for a player only.
		sum := gifts.Round(k, len(v.Took), v.Took[len(v.Took)-1], names, false, Goal(v.Rules), summaryWidth)
		if seat < 0 {
			sum, _, _ = strings.Cut(sum, "\n")
		}
		out = append(out, "", sum)
	}
	log := append([]string(nil), v.Rounds...)
	for _, e := range v.Events {
		log = append(log, event(e, names))
	}
	return strings.Join(out, "\n"), log
}

// summaryWidth is the round summary's width, the local table's.
const summaryWidth = 78

// Goal is when a game of rules r ends, in dollars as the screens say it.
func Goal(r elephant.Rules) gifts.Goal {
	if r.Rounds > 0 {
		return gifts.Goal{Rounds: r.Rounds}
	}
	return gifts.Goal{ByTarget: true, Target: int(r.Target*100 + 0.5)}
}

// Final draws a game that is over as every seat and watcher sees it: the
// local table's final standings (gifts.Standings), over the log of each
// round. computers are the seats a computer plays, by seat.
func Final(v *hub.ElephantView, names []string, computers []bool, k *kit.Context) (string, []string) {
	seats := make([]gifts.Seat, len(names))
	for p, n := range names {
		seats[p].Name = n
		if p < len(computers) {
			seats[p].Computer = computers[p]
		}
		if p < len(v.Scores) {
			seats[p].Score = v.Scores[p]
		}
	}
	return gifts.Standings(k, seats, v.Took, v.Winners, Goal(v.Rules)), append([]string(nil), v.Rounds...)
}

// Rules is the rules page, the local table's text.
func Rules(k *kit.Context) string {
	lines := []string{k.Styles.Heading.Render(gifts.RulesTitle) + k.Styles.Faint.Render("  (r: back to the game)")}
	for _, p := range gifts.Rules() {
		if h, ok := strings.CutPrefix(p, "# "); ok {
			lines = append(lines, k.Styles.Heading.Render(h))
			continue
		}
		lines = append(lines, p)
	}
	return strings.Join(lines, "\n")
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
		return fmt.Sprintf("%s stole %s's present (%s, stolen %d×)", names[e.Player], names[e.From], gifts.Money(gifts.Cents(e.Value)), e.Steals)
	}
	return fmt.Sprintf("%s opened a present worth %s", names[e.Player], gifts.Money(gifts.Cents(e.Value)))
}
