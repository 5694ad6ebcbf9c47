package camel

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/camel/odds"
	"parlor/tui/kit"
)

// oddsPanel is each camel's chance to lead the round and to win and lose
// the race, and what each action is worth to the seat to move.
func (s *camelScreen) oddsPanel(notes bool) string {
	st := s.ctx.Styles
	if s.game.Over() {
		// No odds to give: the race is decided.
		b := s.game.Board()
		return st.Heading.Render("Odds") + st.Faint.Render(" · the race is over") + "\n" +
			s.camelName(b.Leader()) + st.Text.Render(" won, ") + s.camelName(b.Last()) + st.Text.Render(" came last.") + "\n" +
			st.Faint.Render("Every bet is settled: see the summary.")
	}
	o := s.currentOdds()
	v := s.turnView()
	mine := s.phase == camelPerson // a person sees which camels they backed
	pct := func(x float64) string { return fmt.Sprintf("%3.0f%%", 100*x) }
	ev := func(x float64) string { return fmt.Sprintf("%+5.2f", x) }
	rows := []string{
		st.Heading.Render("Odds") + st.Faint.Render(" for "+kit.Pad(ansi.Truncate(s.seats[v.Turn].name, 11, "…"), 11)) +
			st.Faint.Render("   bet value in coins"),
		st.Faint.Render("     lead  win lose   round winner loser"),
	}
	nWin, nLose := len(v.WinnerBets), len(v.LoserBets)
	for c := camelup.Blue; c <= camelup.White; c++ {
		win, lose := ev(odds.GameBetEV(o.Race.Win[c], nWin)), ev(odds.GameBetEV(o.Race.Lose[c], nLose))
		if mine && v.Backed().Has(c) {
			win, lose = "  yours", "     "
		} else {
			win = "  " + win
		}
		rows = append(rows, " "+s.camelTag(c)+" "+st.Text.Render(pct(o.Round.Lead[c])+" "+pct(o.Race.Win[c])+" "+pct(o.Race.Lose[c]))+
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

// bestTrap is the value of the best trap, if odds are shown and a trap
// may go somewhere.
func bestTrap(o *odds.Odds) (float64, bool) {
	if o == nil {
		return 0, false
	}
	q, _, best := o.BestTrap()
	return best, q > 0
}

// rightPanel is what waits for a key: the menu of a person, a computer at
// work, the hand-over, a round's summary, or a question.
func (s *camelScreen) rightPanel() string {
	st := s.ctx.Styles
	if s.saved.Leaving {
		return kit.LeaveQuestion(s.ctx, camelRightW, "")
	}
	if s.confirm {
		return st.Warning.Render("! Abandon this game?") + "\n" + st.Faint.Render("Nothing of it is kept.") + "\n\n" +
			st.Digit.Render("y") + st.Text.Render("  abandon    ") + st.Digit.Render("n") + st.Text.Render("  play on")
	}
	switch s.phase {
	case camelComputer:
		return st.Faint.Render(s.seats[s.game.Turn()].name + " (computer) is thinking…")
	case camelHandOver:
		name := s.seats[s.game.Turn()].name
		box := st.Frame.Width(camelRightW - 2).Render(
			st.Selected.Render("Pass the keyboard to") + "\n" +
				st.Selected.Render(name+" — press Enter") + "\n\n" +
				st.Faint.Render("The menu and that player's secret bets show after Enter."))
		return box
	case camelRoundOver:
		return s.roundSummary()
	case camelSecret:
		return st.Frame.Width(camelRightW - 2).Render(
			st.Selected.Render("Your secret bet is placed:") + "\n" +
				s.camelTag(s.secret.Camel) + st.Selected.Render(" "+secretText(s.secret)) + "\n\n" +
				st.Faint.Render("Only you see this. Press Enter, then pass the keyboard on."))
	}
	return s.menu()
}

// menu is the person's menu at its current level: a title, then a row per
// option with a note (what it pays, its odds when the odds panel is open).
func (s *camelScreen) menu() string {
	if s.level == camelTrapSquare {
		return s.trapMenu()
	}
	st := s.ctx.Styles
	v := s.turnView()
	o := s.shownOdds()
	rows := []string{st.Selected.Render(s.menuTitle(v))}
	for i, opt := range s.options() {
		rows = append(rows, s.menuRow(v, o, i, opt))
	}
	if s.level != camelTop {
		rows = append(rows, st.Faint.Render("esc: back"))
	}
	return strings.Join(rows, "\n")
}

// shownOdds are the odds of the position while the odds panel is open, nil
// while it is closed.
func (s *camelScreen) shownOdds() *odds.Odds {
	if !s.showOdds {
		return nil
	}
	o := s.currentOdds()
	return &o
}

// menuTitle is the question the menu's level asks.
func (s *camelScreen) menuTitle(v camelup.View) string {
	switch s.level {
	case camelTop:
		me := s.seats[v.Turn].name
		return ansi.Truncate(me, camelRightW-len(", your move:"), "…") + ", your move:"
	case camelRoundMenu:
		return "Round bet on which camel?"
	case camelWinnerMenu:
		return "Secret: which camel wins?"
	case camelLoserMenu:
		return "Secret: which camel is last?"
	case camelTrapKind:
		return fmt.Sprintf("Trap on square %d, which kind?", s.square)
	}
	return ""
}

// menuRow is option i of the menu: the cursor's marker, its digit, its text
// and its note.
func (s *camelScreen) menuRow(v camelup.View, o *odds.Odds, i int, opt camelOption) string {
	st := s.ctx.Styles
	marker, label := "  ", st.Text
	if i == s.cursor {
		marker, label = st.Marker.Render("▸ "), st.Selected
	}
	if opt.reason != "" {
		label = st.Faint
	}
	text, note := opt.label, ""
	switch s.level {
	case camelTop:
		note = s.actionNote(v, o, i, opt)
	case camelRoundMenu, camelWinnerMenu, camelLoserMenu:
		c := opt.action.Camel
		text = s.camelTag(c) + " " + label.Render(kit.Pad(c.String(), 7))
		note = s.betNote(v, o, c)
		if opt.reason != "" {
			note = "backed already"
		}
	case camelTrapKind:
		note = trapKindNote(o, s.square, i)
	}
	if s.level == camelTop || s.level == camelTrapKind {
		text = label.Render(kit.Pad(text, 15))
	}
	return marker + st.Digit.Render(fmt.Sprint(i+1)) + " " + text + " " + st.Faint.Render(note)
}

// actionNote is the note of action i of the top menu: what it brings, or its
// value with the odds open; a dash when it cannot be chosen.
func (s *camelScreen) actionNote(v camelup.View, o *odds.Odds, i int, opt camelOption) string {
	if opt.reason != "" {
		return "—"
	}
	switch i {
	case 0:
		if o != nil {
			return fmt.Sprintf("EV %+.2f", o.Round.MoveEV)
		}
		return "+1 coin"
	case 1:
		if o != nil {
			return fmt.Sprintf("EV ≤%+.2f", slices.Max(o.Round.BetEV[:]))
		}
		return "this round"
	case 2, 3:
		return "secret"
	case 4:
		if best, ok := bestTrap(o); ok {
			return fmt.Sprintf("EV ≤%+.2f", best)
		}
		if q := v.TrapSquare[v.Turn]; q >= 0 {
			return fmt.Sprintf("yours: %d", q)
		}
		return "+1 or -1"
	}
	return ""
}

// betNote is the note of a bet on camel c at the menu's level: a round bet's
// payout, a game bet's odds.
func (s *camelScreen) betNote(v camelup.View, o *odds.Odds, c camelup.Camel) string {
	if s.level == camelRoundMenu {
		// 15 cells at most: the row must not wrap in the panel.
		note := fmt.Sprintf("pays %d", v.RoundPayout(c))
		if o != nil {
			note += fmt.Sprintf(" EV%+.2f", o.Round.BetEV[c])
		}
		return note
	}
	if o == nil {
		return ""
	}
	p, n := o.Race.Win[c], len(v.WinnerBets)
	if s.level == camelLoserMenu {
		p, n = o.Race.Lose[c], len(v.LoserBets)
	}
	return fmt.Sprintf("%3.0f%% EV≈%+.2f", 100*p, odds.GameBetEV(p, n))
}

// trapKindNote is the note of trap kind i (+1, −1) on square.
func trapKindNote(o *odds.Odds, square, i int) string {
	if o != nil {
		return fmt.Sprintf("EV %+.2f", o.Round.TrapEV[square][i])
	}
	if i == 1 {
		return "one back"
	}
	return "one ahead"
}

// trapMenu is the choice of a trap's square.
func (s *camelScreen) trapMenu() string {
	st := s.ctx.Styles
	squares := s.trapSquares()
	var list []string
	for _, q := range squares {
		if q == s.square {
			list = append(list, st.Selected.Render(fmt.Sprintf("[%d]", q)))
		} else {
			list = append(list, st.Text.Render(fmt.Sprint(q)))
		}
	}
	rows := []string{
		st.Selected.Render(fmt.Sprintf("Trap on which square? ‹%d›", s.square)),
		lipgloss.NewStyle().Width(camelRightW).Render(st.Faint.Render("Free: ") + strings.Join(list, " ")),
		st.Digit.Render("+") + st.Text.Render(" a +1 trap  ") + st.Digit.Render("-") + st.Text.Render(" a -1 trap"),
	}
	if s.showOdds {
		o := s.currentOdds()
		rows = append(rows, st.Faint.Render(fmt.Sprintf("EV here: +1 %+.2f, -1 %+.2f", o.Round.TrapEV[s.square][0], o.Round.TrapEV[s.square][1])))
	}
	rows = append(rows, st.Faint.Render("←/→ or type · esc: back"))
	return strings.Join(rows, "\n")
}
