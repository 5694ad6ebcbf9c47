package camel

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
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
		win, lose := ev(gameBetEV(o.race.Win[c], nWin)), ev(gameBetEV(o.race.Lose[c], nLose))
		if mine && v.Backed().Has(c) {
			win, lose = "  yours", "     "
		} else {
			win = "  " + win
		}
		rows = append(rows, " "+s.camelTag(c)+" "+st.Text.Render(pct(o.odds.Lead[c])+" "+pct(o.race.Win[c])+" "+pct(o.race.Lose[c]))+
			"   "+st.Value.Render(ev(o.odds.BetEV[c]))+st.Text.Render(win+" "+lose))
	}
	move := st.Faint.Render("Move ") + st.Value.Render(fmt.Sprintf("%+.2f", o.odds.MoveEV))
	bestQ, bestK, best := bestTrapAt(o)
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

// bestTrapAt is the trap of highest value for the seat to move: its
// square (-1 if no trap may go anywhere), kind and value.
func bestTrapAt(o camelOdds) (int, camelup.TrapKind, float64) {
	bestQ, bestK, best := -1, camelup.Plus, math.Inf(-1)
	for q := 1; q < camelup.NumSquares; q++ {
		if !o.odds.TrapLegal[q] {
			continue
		}
		for i, k := range []camelup.TrapKind{camelup.Plus, camelup.Minus} {
			if o.odds.TrapEV[q][i] > best+1e-9 {
				bestQ, bestK, best = q, k, o.odds.TrapEV[q][i]
			}
		}
	}
	return bestQ, bestK, best
}

// bestTrap is the value of the best trap, if odds are shown and a trap
// may go somewhere.
func bestTrap(o *camelOdds) (float64, bool) {
	if o == nil {
		return 0, false
	}
	q, _, best := bestTrapAt(*o)
	return best, q > 0
}

// gameBetEV estimates a game bet's value when the camel wins (or loses)
// with chance p and placed bets of its kind are on the table: each of
// them is taken to be on this camel with the same chance, so the bet's
// place in line for 8, 5, 3, 1 follows a binomial law. A wrong bet costs 1.
func gameBetEV(p float64, placed int) float64 {
	pays := []float64{8, 5, 3}
	expect := 0.0
	for k := 0; k <= placed; k++ {
		pay := 1.0
		if k < len(pays) {
			pay = pays[k]
		}
		expect += binomial(placed, k, p) * pay
	}
	return p*expect - (1 - p)
}

// binomial is the chance of k successes in n trials of chance p.
func binomial(n, k int, p float64) float64 {
	c := 1.0
	for i := 1; i <= k; i++ {
		c = c * float64(n-k+i) / float64(i)
	}
	return c * math.Pow(p, float64(k)) * math.Pow(1-p, float64(n-k))
}

// rightPanel is what waits for a key: the menu of a person, a computer at
// work, the hand-over, a round's summary, or a question.
func (s *camelScreen) rightPanel() string {
	st := s.ctx.Styles
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
func (s *camelScreen) shownOdds() *camelOdds {
	if !s.showOdds {
		return nil
	}
	odds := s.currentOdds()
	return &odds
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
func (s *camelScreen) menuRow(v camelup.View, o *camelOdds, i int, opt camelOption) string {
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
func (s *camelScreen) actionNote(v camelup.View, o *camelOdds, i int, opt camelOption) string {
	if opt.reason != "" {
		return "—"
	}
	switch i {
	case 0:
		if o != nil {
			return fmt.Sprintf("EV %+.2f", o.odds.MoveEV)
		}
		return "+1 coin"
	case 1:
		if o != nil {
			return fmt.Sprintf("EV ≤%+.2f", slices.Max(o.odds.BetEV[:]))
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
func (s *camelScreen) betNote(v camelup.View, o *camelOdds, c camelup.Camel) string {
	if s.level == camelRoundMenu {
		// 15 cells at most: the row must not wrap in the panel.
		note := fmt.Sprintf("pays %d", v.RoundPayout(c))
		if o != nil {
			note += fmt.Sprintf(" EV%+.2f", o.odds.BetEV[c])
		}
		return note
	}
	if o == nil {
		return ""
	}
	p, n := o.race.Win[c], len(v.WinnerBets)
	if s.level == camelLoserMenu {
		p, n = o.race.Lose[c], len(v.LoserBets)
	}
	return fmt.Sprintf("%3.0f%% EV≈%+.2f", 100*p, gameBetEV(p, n))
}

// trapKindNote is the note of trap kind i (+1, −1) on square.
func trapKindNote(o *camelOdds, square, i int) string {
	if o != nil {
		return fmt.Sprintf("EV %+.2f", o.odds.TrapEV[square][i])
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
		rows = append(rows, st.Faint.Render(fmt.Sprintf("EV here: +1 %+.2f, -1 %+.2f", o.odds.TrapEV[s.square][0], o.odds.TrapEV[s.square][1])))
	}
	rows = append(rows, st.Faint.Render("←/→ or type · esc: back"))
	return strings.Join(rows, "\n")
}
