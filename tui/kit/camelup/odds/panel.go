package odds

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/track"
)

// Panel draws o: each camel's chance to lead the round and to win and lose
// the race, and what each action is worth, headed by name, the person at
// the keyboard (local) or at the terminal (served), whose view v is. With
// mine, the camels that person backed for the game say so instead of a
// value; with notes, a line says game bets are estimates.
func Panel(ctx *kit.Context, o Odds, v *camelup.View, name string, mine, notes bool) string {
	st := ctx.Styles
	pct := func(x float64) string { return fmt.Sprintf("%3.0f%%", 100*x) }
	ev := func(x float64) string { return fmt.Sprintf("%+5.2f", x) }
	rows := []string{
		st.Heading.Render("Odds") + st.Faint.Render(" for "+kit.Pad(ansi.Truncate(name, 11, "…"), 11)) +
			st.Faint.Render("   bet value in coins"),
		st.Faint.Render("     lead  win lose   round winner loser"),
	}
	nWin, nLose := len(v.WinnerBets), len(v.LoserBets)
	for c := camelup.Blue; c <= camelup.White; c++ {
		win, lose := ev(GameBetEV(o.Race.Win[c], nWin)), ev(GameBetEV(o.Race.Lose[c], nLose))
		if mine && v.Backed().Has(c) {
			win, lose = "  yours", "     "
		} else {
			win = "  " + win
		}
		rows = append(rows, " "+track.Tag(ctx, c)+" "+st.Text.Render(pct(o.Round.Lead[c])+" "+pct(o.Race.Win[c])+" "+pct(o.Race.Lose[c]))+
			"   "+st.Value.Render(ev(o.Round.BetEV[c]))+st.Text.Render(win+" "+lose))
	}
	move := st.Faint.Render("Move ") + st.Value.Render(fmt.Sprintf("%+.2f", o.Round.MoveEV))
	bestQ, bestK, best := o.BestTrap()
	trap := st.Faint.Render(" · no trap fits")
	if bestQ > 0 {
		trap = st.Faint.Render(fmt.Sprintf(" · trap %v on %d ", bestK, bestQ)) + st.Value.Render(fmt.Sprintf("%+.2f", best))
	}
	rows = append(rows, move+trap)
	if notes {
		rows = append(rows, st.Faint.Render("Game bets are estimates: others' are secret."))
	}
	return strings.Join(rows, "\n")
}
