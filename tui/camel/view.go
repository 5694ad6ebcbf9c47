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

// The board's geometry: in 80 columns, the track's label and 17 columns of
// 4 cells (squares 0–15 and the finish), and under it two panels.
const (
	camelWidth      = 78
	camelLabelW     = 6
	camelColW       = 4
	camelLeftW      = 46
	camelRightW     = camelWidth - camelLeftW - 1
	camelNameW      = 11 // a name in the players' table
	camelShortNameW = 8  // a name in the log
	camelFinalNameW = 16 // a name in the final summary
)

func (s *camelScreen) View() string {
	var out string
	if s.phase == camelGameOver {
		out = s.finalView()
	} else {
		out = s.boardView()
	}
	out = lipgloss.NewStyle().Width(camelWidth).Render(out)
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Top, out)
}

// camelTag is camel c as a coloured tile with its letter: " B ".
func (s *camelScreen) camelTag(c camelup.Camel) string {
	return s.ctx.Styles.Camels[c].Render(" " + string(c.Letter()) + " ")
}

// camelName is camel c's letter in its colour and its name: "B blue".
func (s *camelScreen) camelName(c camelup.Camel) string {
	return s.camelLetter(c) + s.ctx.Styles.Text.Render(" "+c.String())
}

// camelLetter is camel c's letter in its colour.
func (s *camelScreen) camelLetter(c camelup.Camel) string {
	return s.ctx.Styles.Camels[c].Render(string(c.Letter()))
}

// boardView is the board while the race runs: the heading, the track, the
// round bets' payouts, and under them the players (or the odds) beside
// the menu and the log.
func (s *camelScreen) boardView() string {
	top := []string{s.heading()}
	top = append(top, s.trackLines()...)
	top = append(top, s.infoLine())
	build := func(notes bool) string {
		left := s.playersTable(notes)
		if s.showOdds {
			left = s.oddsPanel(notes)
		}
		return left
	}
	left := build(true)
	if s.height > 0 && len(top)+1+lipgloss.Height(left) > s.height {
		left = build(false) // short of room (8 seats, the full help open)
	}
	right := s.rightPanel()
	if s.phase == camelPerson && !s.confirm {
		right += "\n\n" + s.secretLine()
	}
	room := 6 // lines left for the log under the right panel and a blank line
	if s.height > 0 {
		room = s.height - len(top) - 1 - lipgloss.Height(right) - 1
	}
	if log := s.logLines(min(room, 8)); len(log) > 0 && s.phase != camelRoundOver && s.phase != camelHandOver {
		right += "\n\n" + strings.Join(log, "\n")
	}
	bottom := lipgloss.JoinHorizontal(lipgloss.Top,
		lipgloss.NewStyle().Width(camelLeftW).MaxWidth(camelLeftW).Render(left), " ",
		lipgloss.NewStyle().Width(camelRightW).MaxWidth(camelRightW).Render(right))
	parts := append(top, "", bottom)
	if s.height > 0 && len(top)+1+lipgloss.Height(bottom) > s.height {
		parts = append(top, bottom) // short of room (the full help is open)
	}
	return strings.Join(parts, "\n")
}

// heading is the first line: the round and who is to act.
func (s *camelScreen) heading() string {
	st := s.ctx.Styles
	t := s.game.Turn()
	who := s.seats[t].name
	var state string
	switch s.phase {
	case camelComputer:
		state = who + " (computer) is thinking…"
	case camelHandOver:
		state = who + " is next"
	case camelRoundOver:
		state = "the round is over"
		if s.ended.gameOver {
			state = "the race is over"
		}
	default:
		state = who + " to act"
	}
	round := s.game.Round()
	if s.ended != nil {
		round = s.ended.round
	}
	return st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf("  ·  round %d  ·  ", round)) + st.Selected.Render(state)
}

// trackLines draws the track: the stacks (top camel on top) over squares
// 0–15 and the finish, then the traps and their owners' seat numbers. On a
// person's choice of a trap square, that square is marked.
func (s *camelScreen) trackLines() []string {
	st := s.ctx.Styles
	b := s.game.Board()
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
	choosing := s.phase == camelPerson && (s.level == camelTrapSquare || s.level == camelTrapKind)
	var lines []string
	for row := h - 1; row >= 0; row-- {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", camelLabelW))
		for _, c := range cols {
			if row < len(c) {
				sb.WriteString(s.camelTag(c[row]) + " ")
			} else {
				sb.WriteString(strings.Repeat(" ", camelColW))
			}
		}
		lines = append(lines, strings.TrimRight(sb.String(), " "))
	}
	num, trap, owner := kit.Pad(st.Faint.Render("square"), camelLabelW), kit.Pad(st.Faint.Render("trap"), camelLabelW), kit.Pad(st.Faint.Render("owner"), camelLabelW)
	for q := range camelup.NumSquares {
		n := fmt.Sprintf("%2d ", q)
		switch {
		case choosing && q == s.square:
			num += st.Selected.Render(fmt.Sprintf("%2d", q)) + st.Marker.Render("◂")
		default:
			num += st.Faint.Render(n)
		}
		num += " "
		switch k := b.Trap(q); {
		case k != camelup.NoTrap:
			trap += st.Warning.Render(kit.Pad(k.String(), camelColW-1)) + " "
			owner += st.Text.Render(kit.Pad(fmt.Sprintf("#%d", s.game.TrapOwner(q)+1), camelColW-1)) + " "
		case choosing && q == s.square:
			trap += st.Marker.Render(" ^ ") + " "
			owner += strings.Repeat(" ", camelColW)
		default:
			trap += strings.Repeat(" ", camelColW)
			owner += strings.Repeat(" ", camelColW)
		}
	}
	num += st.Heading.Render("FIN")
	return append(lines, num, strings.TrimRight(trap, " "), strings.TrimRight(owner, " "))
}

// infoLine tells what a round bet pays next on each camel and which camels
// have moved this round.
func (s *camelScreen) infoLine() string {
	st := s.ctx.Styles
	v := s.turnView()
	var pays []string
	for c := camelup.Blue; c <= camelup.White; c++ {
		pays = append(pays, s.camelLetter(c)+st.Value.Render(fmt.Sprint(v.RoundPayout(c))))
	}
	letters := func(set camelup.CamelSet) string {
		var out []string
		for _, c := range set.Camels() {
			out = append(out, s.camelLetter(c))
		}
		if len(out) == 0 {
			return st.Faint.Render("none")
		}
		return strings.Join(out, " ")
	}
	moved := camelup.AllCamels &^ s.game.Unmoved()
	return st.Faint.Render("Round bet pays ") + strings.Join(pays, " ") +
		st.Faint.Render("   Moved: ") + letters(moved) + st.Faint.Render("   To move: ") + letters(s.game.Unmoved())
}

// playersTable is one line a seat: coins, round bets, how many game bets
// (never on which camel), the trap; the seat to act is marked.
func (s *camelScreen) playersTable(notes bool) string {
	st := s.ctx.Styles
	v := s.turnView()
	rows := []string{st.Faint.Render(fmt.Sprintf("  %-2s %-*s %5s  %-6s %-6s %s", "#", camelNameW, "Player", "Coins", "Round", "Game", "Trap"))}
	for p, seat := range s.seats {
		marker := "  "
		name := ansi.Truncate(seat.name, camelNameW, "…")
		nameSt := st.Text
		if p == v.Turn {
			marker, nameSt = st.Marker.Render("▸ "), st.Selected
		}
		var bets []string
		for c := camelup.Blue; c <= camelup.White; c++ {
			for _, q := range v.RoundBets[c] {
				if q == p {
					bets = append(bets, s.camelLetter(c))
				}
			}
		}
		round := strings.Join(bets, "")
		if round == "" {
			round = st.Faint.Render("—")
		}
		w, l := count(v.WinnerBets, p), count(v.LoserBets, p)
		game := st.Faint.Render("—")
		if w+l > 0 {
			game = st.Text.Render(fmt.Sprintf("%dW %dL", w, l))
		}
		trap := st.Faint.Render("—")
		if q := v.TrapSquare[p]; q >= 0 {
			trap = st.Warning.Render(fmt.Sprintf("%v@%d", v.Board.Trap(q), q))
		}
		tag := ""
		if s.isComputer(p) {
			tag = "*"
		}
		rows = append(rows, marker+st.Faint.Render(fmt.Sprintf("%-2d ", p+1))+nameSt.Render(kit.Pad(name+tag, camelNameW))+" "+
			st.Value.Render(fmt.Sprintf("%5d", v.Coins[p]))+"  "+kit.Pad(ansi.Truncate(round, 6, "…"), 6)+" "+kit.Pad(game, 6)+" "+trap)
	}
	if notes {
		rows = append(rows, st.Faint.Render("  * computer · Game: secret bets, W/L"))
	}
	return strings.Join(rows, "\n")
}

func count(seats []int, p int) int {
	n := 0
	for _, q := range seats {
		if q == p {
			n++
		}
	}
	return n
}

// secretLine shows the person to act their own game bets: the board's
// private part, shown only after the hand-over.
func (s *camelScreen) secretLine() string {
	st := s.ctx.Styles
	v := s.turnView()
	list := func(cs []camelup.Camel) string {
		if len(cs) == 0 {
			return st.Faint.Render("—")
		}
		var out []string
		for _, c := range cs {
			out = append(out, s.camelLetter(c))
		}
		return strings.Join(out, " ")
	}
	return st.Faint.Render("Your secret bets:") + "\n" + st.Faint.Render("winner ") + list(v.MyWinnerBets) +
		st.Faint.Render(" · loser ") + list(v.MyLoserBets)
}

// oddsPanel is each camel's chance to lead the round and to win and lose
// the race, and what each action is worth to the seat to move.
func (s *camelScreen) oddsPanel(notes bool) string {
	st := s.ctx.Styles
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
		note := fmt.Sprintf("pays %d", v.RoundPayout(c))
		if o != nil {
			note += fmt.Sprintf("  EV %+.2f", o.odds.BetEV[c])
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
	return fmt.Sprintf("%3.0f%%  EV ≈%+.2f", 100*p, gameBetEV(p, n))
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

// roundSummary tells who led the round and what each player's round bets
// paid.
func (s *camelScreen) roundSummary() string {
	st := s.ctx.Styles
	r := s.ended
	rows := []string{
		st.Heading.Render(fmt.Sprintf("Round %d is over", r.round)),
		st.Text.Render("Lead ") + s.camelName(r.lead) + st.Text.Render(" · 2nd ") + s.camelName(r.second),
	}
	if len(r.payouts) == 0 {
		rows = append(rows, st.Faint.Render("Nobody bet on the round."))
	}
	bySeat := map[int][]string{}
	for _, e := range r.payouts {
		bySeat[e.Seat] = append(bySeat[e.Seat], s.camelLetter(e.Camel)+st.Text.Render(fmt.Sprintf("%+d", e.Coins)))
	}
	for p := range s.seats {
		if bets, ok := bySeat[p]; ok {
			rows = append(rows, st.Text.Render(kit.Pad(ansi.Truncate(s.seats[p].name, camelShortNameW, "…"), camelShortNameW))+" "+
				ansi.Truncate(strings.Join(bets, " "), camelRightW-camelShortNameW-6, "…")+st.Faint.Render(" = ")+st.Value.Render(fmt.Sprintf("%+d", r.paid[p])))
		}
	}
	next := "enter: the next round"
	if r.gameOver {
		rows = append(rows, st.Selected.Render("The race is over!"), st.Text.Render("Won: ")+s.camelName(r.winner)+st.Text.Render(", last: ")+s.camelName(r.loser))
		next = "enter: the final summary"
	}
	return strings.Join(append(rows, st.Digit.Render("enter")+st.Text.Render(strings.TrimPrefix(next, "enter"))), "\n")
}

// eventLine tells one event in words, with the players' names; the camel
// of a game bet stays secret until the end.
func (s *camelScreen) eventLine(e camelup.Event) string {
	st := s.ctx.Styles
	name := func(p int) string { return ansi.Truncate(s.seats[p].name, camelShortNameW, "…") }
	switch e.Kind {
	case camelup.EventMove:
		return st.Text.Render(name(e.Seat)+" rolled ") + s.camelLetter(e.Camel) + st.Text.Render(fmt.Sprintf(" %d: %d→%d", e.Die, e.From, e.Landed))
	case camelup.EventTrapHit:
		return s.camelLetter(e.Camel) + st.Warning.Render(fmt.Sprintf(" hit %s's %v trap →%d", name(e.Seat), e.Trap, e.To))
	case camelup.EventTrapPlaced:
		return st.Text.Render(fmt.Sprintf("%s: %v trap on %d", name(e.Seat), e.Trap, e.Square))
	case camelup.EventRoundBet:
		return st.Text.Render(name(e.Seat)+": round bet on ") + s.camelLetter(e.Camel)
	case camelup.EventWinnerBet:
		return st.Text.Render(name(e.Seat) + ": secret winner bet")
	case camelup.EventLoserBet:
		return st.Text.Render(name(e.Seat) + ": secret loser bet")
	case camelup.EventRoundEnd:
		return st.Faint.Render(fmt.Sprintf("round %d over: ", e.Round)) + s.camelLetter(e.Camel) + st.Faint.Render(" led, ") + s.camelLetter(e.Second) + st.Faint.Render(" 2nd")
	case camelup.EventGameEnd:
		return st.Heading.Render("race over: ") + s.camelLetter(e.Camel) + st.Heading.Render(" wins")
	}
	return ""
}

// logLines are the last n things that happened, oldest first (payouts are
// in the round's summary instead); the newest is marked.
func (s *camelScreen) logLines(n int) []string {
	if n <= 0 {
		return nil
	}
	var lines []string
	for _, e := range s.game.Log() {
		if e.Kind == camelup.EventPayout {
			continue
		}
		lines = append(lines, s.eventLine(e))
	}
	lines = lines[max(0, len(lines)-n):]
	st := s.ctx.Styles
	for i := range lines {
		mark := "  "
		if i == len(lines)-1 {
			mark = st.Marker.Render("» ")
		}
		lines[i] = ansi.Truncate(mark+lines[i], camelRightW, "…")
	}
	return lines
}

// camelStanding is one seat's line in the final summary.
type camelStanding struct {
	seat          int
	coins         int
	winner, loser []string // each game bet: camel and what it paid, in order
}

// finalView is the end: the winners, every seat's coins and every game bet
// revealed with what it paid, and the last round's result.
func (s *camelScreen) finalView() string {
	st := s.ctx.Styles
	b := s.game.Board()
	standings := make([]camelStanding, len(s.seats))
	for p := range standings {
		standings[p] = camelStanding{seat: p, coins: s.game.Coins(p)}
	}
	for _, e := range s.game.Log() {
		if e.Kind != camelup.EventPayout || e.Bet == camelup.RoundBet {
			continue
		}
		text := s.camelLetter(e.Camel) + fmt.Sprintf("%+d", e.Coins)
		if e.Bet == camelup.WinnerBet {
			standings[e.Seat].winner = append(standings[e.Seat].winner, text)
		} else {
			standings[e.Seat].loser = append(standings[e.Seat].loser, text)
		}
	}
	slices.SortStableFunc(standings, func(a, b camelStanding) int { return b.coins - a.coins })
	rows := []string{st.Faint.Render(fmt.Sprintf("%-6s%-*s %5s  %-20s %s", "Place", camelFinalNameW, "Player", "Coins", "Winner bets", "Loser bets"))}
	place := 0
	for i, r := range standings {
		if i == 0 || r.coins < standings[i-1].coins {
			place = i + 1
		}
		name := ansi.Truncate(s.seats[r.seat].name, camelFinalNameW-2, "…")
		if s.isComputer(r.seat) {
			name += "*"
		}
		nameSt := st.Text
		if r.coins == standings[0].coins {
			nameSt = st.Selected
		}
		list := func(l []string) string {
			if len(l) == 0 {
				return st.Faint.Render("—")
			}
			return strings.Join(l, " ")
		}
		rows = append(rows, st.Text.Render(kit.Pad(kit.Ordinal(place), 6))+nameSt.Render(kit.Pad(name, camelFinalNameW))+" "+
			st.Value.Render(fmt.Sprintf("%5d", r.coins))+"  "+kit.Pad(list(r.winner), 20)+" "+list(r.loser))
	}
	var winners []string
	for _, p := range s.game.Winners() {
		winners = append(winners, s.seats[p].name)
	}
	verdict := fmt.Sprintf("★ %s wins with %d coins!", winners[0], standings[0].coins)
	if len(winners) > 1 {
		verdict = fmt.Sprintf("★ %s share the win with %d coins!", kit.JoinAnd(winners), standings[0].coins)
	}
	parts := []string{
		st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf("  ·  the race is over after %d rounds", s.game.Round())),
		"",
		st.Text.Render("The race: ") + s.camelName(b.Leader()) + st.Text.Render(" won, ") + s.camelName(b.Last()) + st.Text.Render(" came last."),
		st.Selected.Render(verdict),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render("Every game bet is revealed, in the order placed, with what it paid: a right"),
		st.Faint.Render("bet 8, 5, 3, then 1 by its place in line; a wrong one -1. * computer"),
	}
	if r := s.ended; r != nil {
		var pays []string
		for _, e := range r.payouts {
			pays = append(pays, ansi.Truncate(s.seats[e.Seat].name, camelShortNameW, "…")+" "+s.camelLetter(e.Camel)+fmt.Sprintf("%+d", e.Coins))
		}
		last := "none"
		if len(pays) > 0 {
			last = strings.Join(pays, ", ")
		}
		parts = append(parts, "", lipgloss.NewStyle().Width(camelWidth).Render(st.Faint.Render("Last round's bets: ")+last))
	}
	return strings.Join(parts, "\n")
}
