package holdem

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/holdem/choice"
	"parlor/tui/holdem/hand"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// maxPastHands is how many finished hands the match's log keeps (the
// history file has them all).
const maxPastHands = 50

// table describes the match's current hand for felt.Table. During a
// run-out it shows the hand as it stood when the street last dealt came:
// the board so far, both hands up, the pot not yet paid; after the hand
// the pot is paid, empty.
func (s *Table) table() felt.Table {
	g := s.match.Game()
	t := felt.Table{
		Hand:      g.Number(),
		Level:     g.Level(),
		NextLevel: felt.NextLevel(g.Number()),
		Board:     g.Board(),
		Pot:       g.Pot(),
		Opponent:  s.opponent.Label,
		LogTitle:  "Log",
		Grow:      true,
	}
	t.SmallBlind, t.BigBlind = g.Blinds()
	over := s.phase == handOver || s.phase == matchOver
	running := s.phase == runOut
	stacks, bets := g.Stacks(), g.Bets()
	events := g.Events()
	switch {
	case running:
		t.Pot = s.summary.End.Pot
	case over: // paid: the chips are in the stacks, the hand's pot in the summary
		t.Pot = 0
	}
	if running {
		events = events[:s.runOutCut()]
		t.Board = nil
		for _, e := range events {
			if e.Kind == poker.EventStreet {
				t.Board = e.CardList()
			}
		}
		for _, a := range s.summary.Awards { // not paid yet
			stacks[a.Seat] -= a.Amount
		}
	}
	for row, seat := range [2]int{computerSeat, humanSeat} {
		st := felt.Seat{
			Name:   s.names[seat],
			Stack:  stacks[seat],
			Button: g.Button() == seat,
			ToAct:  !over && !running && g.ToAct() == seat,
			Hole:   g.Hole(seat),
		}
		if !over {
			if !running {
				st.Bet = bets[seat]
			}
			st.AllIn = stacks[seat] == 0
		}
		st.LastAction, st.LastStreet = hand.LastAction(events, seat)
		switch up := seat == humanSeat || g.Shown(seat); {
		case over && !s.summary.End.Showdown && seat == humanSeat:
			// Won or lost without a showdown: the summary names no hole
			// cards (docs/rules/holdem.md), but the human's own stay theirs to see on
			// the felt until the next deal, as in a card room's client.
			st.Cards = felt.CardsUp
		case over && !s.summary.End.Showdown:
			st.Cards = felt.CardsDown // never shown
			if folded(events, seat) {
				st.Cards = felt.CardsNone // mucked
			}
		case over || up:
			st.Cards = felt.CardsUp
			st.HandName = felt.HandWords(st.Hole, t.Board)
		default:
			st.Cards = felt.CardsDown
		}
		t.Seats[row] = st
	}
	for _, lines := range s.past {
		t.Log = append(t.Log, lines...)
	}
	t.Log = append(t.Log, s.handLines(events)...)
	name := s.name(computerSeat)
	t.PanelTitle = s.opp.title(name, s.opponent.Label)
	if t.Grows(s.tableWidth(), s.tableRoom()) {
		t.Panel = s.opp.long(s.ctx.Styles)
	} else { // one line, beside the computer's seat
		t.Panel = []string{s.opp.short(s.ctx.Styles)}
	}
	return t
}

// folded reports whether seat folded in the hand of events.
func folded(events []poker.Event, seat int) bool {
	for _, e := range events {
		if e.Kind == poker.EventAction && e.Seat == seat && e.Action == poker.Fold {
			return true
		}
	}
	return false
}

// handLines are a hand's lines in the match's log: its number and blinds,
// then what happened, street by street, the hands shown down with their
// names, and who won.
func (s *Table) handLines(events []poker.Event) []string {
	st := s.ctx.Styles
	var lines []string
	for _, e := range events {
		switch e.Kind {
		case poker.EventHandStart:
			lines = append(lines, st.Heading.Render(fmt.Sprintf("━━ Hand #%d", e.Number))+
				st.Faint.Render(fmt.Sprintf(" · %s/%s", kit.Chips(e.SmallBlind), kit.Chips(e.BigBlind))))
		case poker.EventShowdown:
			lines = append(lines, felt.ShortName(s.names[e.Seat])+st.Faint.Render(" has ")+st.Text.Render(e.Value.Name()))
		default:
			if l := felt.EventLine(s.ctx, s.names, e); l != "" {
				lines = append(lines, l)
			}
		}
	}
	return lines
}

// showBack scrolls the log to the end of the hand n hands back (1: the
// last one finished), its showdown and result; 0 follows the hand in
// play again.
func (s *Table) showBack(n int) {
	n = min(n, len(s.past))
	s.back = n
	if n == 0 {
		s.log.Follow()
		return
	}
	end := -1
	for _, lines := range s.past[:len(s.past)-n+1] {
		end += len(lines)
	}
	s.log.Show(end)
}

// runOutCut is how many of the hand's events the run-out shows: those
// before the next street to deal, or every street once all are dealt
// (the showdown and the pot's award come with the summary).
func (s *Table) runOutCut() int {
	if s.revealed < len(s.reveals) {
		return s.reveals[s.revealed]
	}
	return s.reveals[len(s.reveals)-1] + 1
}

func (s *Table) View() string {
	var out string
	switch s.phase {
	case matchOver:
		out = s.resultView()
	default:
		out = s.tableView()
	}
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}

// tableWidth is the width the table is drawn at.
func (s *Table) tableWidth() int { return felt.Size(s.width) }

// promptRows are the lines kept under the table for what shows there:
// the tallest, the menu with the coach's line. Whatever shows (a summary,
// a question) has as many, so that the table stays where it is from the
// decisions to the end of the hand.
const promptRows = 8

// warning is the line of a hand history that could not be written, ""
// for none. A file that could not be made at all was said before the
// match (the opponent's choice) and as it began, and the result says it
// again: not at every hand.
func (s *Table) warning() string {
	if s.book.Err == nil || s.book.W == nil {
		return ""
	}
	w := s.tableWidth()
	return " " + lipgloss.NewStyle().Width(w-2).Render(s.ctx.Styles.Warning.Render("! "+s.book.Err.Error()))
}

// tableRoom is the table's share of the height; 0: as much as it likes.
func (s *Table) tableRoom() int {
	if s.height <= 0 {
		return 0
	}
	room := s.height - promptRows
	if warn := s.warning(); warn != "" {
		room -= lipgloss.Height(warn)
	}
	return max(room, 1)
}

// tableView is the table with the prompt under it: the menu, a question or
// the summary of the hand, in promptRows lines (or more, for one that
// needs them), each line fitted to the table's width.
func (s *Table) tableView() string {
	w := s.tableWidth()
	prompt := fitLines(s.prompt(), w)
	parts := []string{s.table().View(s.ctx, s.log, w, s.tableRoom())}
	if warn := s.warning(); warn != "" {
		parts = append(parts, warn)
	}
	parts = append(parts, lipgloss.NewStyle().Height(promptRows).Render(prompt))
	if s.DrawsStatus() {
		parts = append(parts, " "+s.ctx.StatusView())
	}
	return lipgloss.NewStyle().Width(w).Render(lipgloss.JoinVertical(lipgloss.Left, parts...))
}

// DrawsStatus reports whether the table draws the status line itself,
// under its prompt: in a tall window the root's, at the bottom, would be
// far from what it speaks of.
func (s *Table) DrawsStatus() bool { return s.height > 30 && s.phase != matchOver }

// fitLines wraps each line of text wider than width at its words, the
// rest of it indented under its start, so that nothing is cut or runs on
// at the left edge.
func fitLines(text string, width int) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if lipgloss.Width(l) <= width {
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		lines[i] = kit.Indent(felt.WrapWords(strings.TrimLeft(l, " "), width-indent), strings.Repeat(" ", indent))
	}
	return strings.Join(lines, "\n")
}

// prompt is the part under the table.
func (s *Table) prompt() string {
	st := s.ctx.Styles
	if s.saved.Leaving {
		return s.leaveQuestion()
	}
	switch s.confirm {
	case askFold:
		return lipgloss.JoinVertical(lipgloss.Left,
			" "+st.Warning.Render("! Fold? You can check for free."),
			"   "+st.Digit.Render("y")+st.Text.Render("  fold anyway")+"     "+
				st.Digit.Render("n")+st.Text.Render("  check instead")+"     "+
				st.Digit.Render("esc")+st.Text.Render("  back to the choice"))
	case askQuit:
		return s.quitQuestion()
	}
	switch s.phase {
	case computerTurn:
		return " " + st.Faint.Render(s.name(computerSeat)+" is thinking…")
	case runOut:
		street := poker.Flop
		if s.revealed > 0 {
			street = s.match.Events()[s.reveals[min(s.revealed, len(s.reveals))-1]].Street
		}
		what := "the rest of the board is dealt"
		if s.revealed > 0 {
			what = "the " + strings.ToLower(felt.StreetName(street)) + " is dealt"
		}
		lines := []string{" " + st.Heading.Render("All-in") + st.Text.Render(": both hands are turned up and "+what+"…")}
		lines = append(lines, s.oddsTable()...)
		return strings.Join(append(lines, " "+st.Faint.Render("enter: the whole board and the result")), "\n")
	case handOver:
		return s.summaryView()
	}
	return s.menuView()
}

func (s *Table) menuView() string {
	return strings.Join(append(choice.Aids(s.ctx, s.match.View(humanSeat), s.name(computerSeat), &s.coach), s.menu.View(s.ctx.Styles)...), "\n")
}

func (s *Table) quitQuestion() string {
	st := s.ctx.Styles
	q := "Quit the match?"
	if s.phase == humanTurn || s.phase == computerTurn {
		q += " The hand in play is abandoned (its chips go back)."
	}
	return lipgloss.JoinVertical(lipgloss.Left,
		" "+st.Warning.Render(q),
		kit.Indent(s.book.Saved(s.ctx.Styles, s.tableWidth(), s.handsPlayed), " "),
		"   "+st.Digit.Render("y")+st.Text.Render("  quit")+"     "+
			st.Digit.Render("n")+st.Faint.Render(" or ")+st.Digit.Render("esc")+st.Text.Render("  keep playing"))
}

// oddsTable is each seat's equity on the streets of the run-out dealt so
// far, as card rooms' clients show it: a column a street, the computer's
// row over the human's as on the felt, the street on the felt in bold.
func (s *Table) oddsTable() []string {
	st := s.ctx.Styles
	odds := s.odds[:min(s.revealed+1, len(s.odds))]
	if len(odds) == 0 {
		return nil
	}
	const col = 10
	head := "   " + st.Faint.Render(kit.Pad("Equity", kit.NameWidth))
	for _, o := range odds {
		head += st.Faint.Render(fmt.Sprintf("%*s", col, felt.StreetName(o.Street)))
	}
	lines := []string{head}
	for _, seat := range [2]int{computerSeat, humanSeat} {
		row := "   " + st.Text.Render(kit.Pad(s.name(seat), kit.NameWidth))
		for i, o := range odds {
			cell, style := fmt.Sprintf("%*s", col, felt.EquityPercent(o.Equity[seat])), st.Faint
			if i == len(odds)-1 {
				style = st.Value
			}
			row += style.Render(cell)
		}
		lines = append(lines, row)
	}
	return lines
}

// oddsLine is the human's equity on each street of the run-out, for the
// summary: the figures stay in sight after the board is out.
func (s *Table) oddsLine() string {
	if len(s.odds) == 0 {
		return ""
	}
	st := s.ctx.Styles
	var parts []string
	for _, o := range s.odds {
		parts = append(parts, st.Value.Render(felt.EquityPercent(o.Equity[humanSeat]))+st.Faint.Render(" "+strings.ToLower(felt.StreetName(o.Street))))
	}
	return "   " + st.Faint.Render(kit.Pad("All-in equity", kit.NameWidth)) + "  " +
		st.Text.Render(s.name(humanSeat)+" ") + strings.Join(parts, st.Faint.Render(" · "))
}

func (s *Table) summaryView() string {
	st := s.ctx.Styles
	sum := s.summary
	lines := sum.Lines(s.ctx, s.name)
	if l := s.oddsLine(); l != "" { // over the pot's winner
		lines = append(lines[:len(lines)-1], l, lines[len(lines)-1])
	}
	next := fmt.Sprintf("enter: hand #%d", sum.Number+1)
	if s.countdown > 0 {
		next = fmt.Sprintf("next hand in %d… · enter deals now", s.countdown)
	}
	if s.match.Over() {
		lines = append(lines, " "+st.Heading.Render(fmt.Sprintf("%s has all the chips: the match is over.", s.name(s.match.Winner()))))
		next = "enter: the result"
	}
	lines = append(lines, " "+st.Faint.Render(next+" · q: quit the match"))
	return strings.Join(lines, "\n")
}

// resultView is the end of the match: the winner, the hands played, the
// biggest pot and where the history is.
func (s *Table) resultView() string {
	st := s.ctx.Styles
	if s.match == nil {
		return st.Warning.Render("! The match could not start: " + s.book.Err.Error())
	}
	var head string
	switch w := s.match.Winner(); {
	case w == humanSeat:
		head = "You win the match!"
	case w != poker.NoSeat:
		head = s.name(w) + " wins the match"
	default:
		head = "You left the match"
	}
	row := func(k, v string) string {
		return st.Faint.Render(kit.Pad(k, 18)) + st.Text.Render(v)
	}
	stacks := s.match.Stacks()
	rows := []string{
		st.Title.Render(head),
		"",
		row("Opponent", fmt.Sprintf("%s, played by %s", s.name(computerSeat), s.opponent.Label)),
		"  " + st.Faint.Render(kit.Truncate(s.opponent.About, 66)),
		row("Hands played", fmt.Sprintf("%d", s.handsPlayed)),
		row("Final stacks", fmt.Sprintf("%s %s · %s %s", s.name(humanSeat), kit.Chips(stacks[humanSeat]),
			s.name(computerSeat), kit.Chips(stacks[computerSeat]))),
	}
	if b := s.biggest; b.Pot > 0 {
		rows = append(rows, row("Biggest pot", fmt.Sprintf("%s, won by %s (hand #%d)", kit.Chips(b.Pot), s.name(b.Seat), s.biggestHand)))
	} else {
		rows = append(rows, row("Biggest pot", "none won"))
	}
	if s.myBiggest > 0 {
		rows = append(rows, row("Your biggest pot", kit.Chips(s.myBiggest)))
	}
	switch {
	case s.book.W != nil && s.handsPlayed == 0 && s.book.Err == nil:
		rows = append(rows, row("Hand history", "none: no hand was finished"))
	case s.book.W != nil:
		rows = append(rows, row("Hand history", ""), "  "+st.Value.Render(kit.TruncateLeft(config.TildePath(s.book.W.Path()), 66)))
	case s.book.Err != nil:
		rows = append(rows, st.Warning.Render(lipgloss.NewStyle().Width(70).Render("! No hand history: "+s.book.Err.Error())))
	}
	if s.book.W != nil && s.book.Err != nil {
		rows = append(rows, st.Warning.Render(lipgloss.NewStyle().Width(70).Render("! "+s.book.Err.Error())))
	}
	rows = append(rows, "", st.Faint.Render("enter: back to the menu · r: a rematch, the same opponent"))
	return st.Frame.Padding(1, 3).Render(strings.Join(rows, "\n"))
}

// name is the seat's player's name as every Hold'em screen writes it.
func (s *Table) name(seat int) string { return felt.ShortName(s.names[seat]) }
