package holdem

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/tui/config"
	"parlor/tui/holdem/choice"
	"parlor/tui/holdem/hand"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// table describes the match's current hand for felt.Table. During a
// run-out it shows the hand as it stood when the street last dealt came:
// the board so far, both hands up, the pot not yet paid.
func (s *Table) table() felt.Table {
	g := s.match.Game()
	t := felt.Table{
		Hand:      g.Number(),
		Level:     g.Level(),
		NextLevel: felt.NextLevel(g.Number()),
		Board:     g.Board(),
		Pot:       g.Pot(),
	}
	t.SmallBlind, t.BigBlind = g.Blinds()
	over := s.phase == handOver || s.phase == matchOver
	running := s.phase == runOut
	stacks, bets := g.Stacks(), g.Bets()
	events := g.Events()
	if over || running {
		t.Pot = s.summary.End.Pot
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
		up := seat == humanSeat || g.Shown(seat)
		switch {
		case over && !s.summary.End.Showdown:
			st.Cards = felt.CardsNone // mucked: no hole cards after a hand won without showdown (spec)
		case over || up:
			st.Cards = felt.CardsUp
			st.HandName = felt.HandWords(st.Hole, t.Board)
		default:
			st.Cards = felt.CardsDown
		}
		st.LastAction, st.LastStreet = hand.LastAction(events, seat)
		t.Seats[row] = st
	}
	t.Log = append(t.Log, felt.StreetMark(s.ctx, poker.Preflop))
	for _, e := range events {
		if l := felt.EventLine(s.ctx, s.names, e); l != "" {
			t.Log = append(t.Log, l)
		}
	}
	return t
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

// tableView is the table with the prompt under it: the menu, a question or
// the summary of the hand.
func (s *Table) tableView() string {
	st := s.ctx.Styles
	w := s.tableWidth()
	prompt := s.prompt()
	var warn string
	if s.book.Err != nil {
		warn = lipgloss.NewStyle().Width(w - 2).Render(st.Warning.Render("! " + s.book.Err.Error()))
	}
	room := 0 // the table's share of the height; 0: as much as it likes
	if s.height > 0 {
		room = s.height - lipgloss.Height(prompt)
		if warn != "" {
			room -= lipgloss.Height(warn)
		}
		room = max(room, 1)
	}
	parts := []string{s.table().View(s.ctx, s.log, w, room)}
	if warn != "" {
		parts = append(parts, " "+warn)
	}
	parts = append(parts, prompt)
	return lipgloss.NewStyle().Width(w).Render(lipgloss.JoinVertical(lipgloss.Left, parts...))
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
				st.Digit.Render("n")+st.Faint.Render(" or ")+st.Digit.Render("esc")+st.Text.Render("  don't fold (check)"))
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
		return " " + st.Heading.Render("All-in") + st.Text.Render(": both hands are turned up and "+what+"…") + "\n" +
			" " + st.Faint.Render("any key: the whole board and the result")
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

func (s *Table) summaryView() string {
	st := s.ctx.Styles
	sum := s.summary
	lines := sum.Lines(s.ctx, s.name)
	next := fmt.Sprintf("any key: hand #%d", sum.Number+1)
	if p := s.ctx.Settings.DealPause.Pause(); p > 0 {
		next = fmt.Sprintf("hand #%d is dealt in %.0f s, or at any key", sum.Number+1, p.Seconds())
	}
	if s.match.Over() {
		lines = append(lines, " "+st.Heading.Render(fmt.Sprintf("%s has all the chips: the match is over.", s.name(s.match.Winner()))))
		next = "any key: the result"
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
	case s.book.W != nil:
		rows = append(rows, row("Hand history", ""), "  "+st.Value.Render(kit.TruncateLeft(config.TildePath(s.book.W.Path()), 66)))
	case s.book.Err != nil:
		rows = append(rows, st.Warning.Render(lipgloss.NewStyle().Width(70).Render("! No hand history: "+s.book.Err.Error())))
	}
	if s.book.W != nil && s.book.Err != nil {
		rows = append(rows, st.Warning.Render(lipgloss.NewStyle().Width(70).Render("! "+s.book.Err.Error())))
	}
	rows = append(rows, "", st.Faint.Render("enter: back to the menu"))
	return st.Frame.Padding(1, 3).Render(strings.Join(rows, "\n"))
}

// name is the seat's player's name as every Hold'em screen writes it.
func (s *Table) name(seat int) string { return felt.ShortName(s.names[seat]) }
