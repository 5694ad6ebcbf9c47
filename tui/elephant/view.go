package elephant

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/charmbracelet/x/ansi"

	"parlor/elephant"
	"parlor/tui/kit"
	"parlor/tui/kit/gifts"
)

// tableWidth is the table's width: it fits an 80-column window with 8
// seats and names of 20 characters.
const tableWidth = 78

// The glyphs of the table. Each goes with a word or a number, so the table
// reads the same without colour.
const (
	wrappedGlyph = "▒" // a wrapped present (a pattern, like a card's back)
	lockGlyph    = "⚿" // a present stolen 3 times: locked
)

func (s *Table) View() string {
	if s.phase == gameOver {
		return s.Frame.View(s.standingsView(), tableWidth, lipgloss.Center)
	}
	return s.Frame.View(s.tableView(), tableWidth, lipgloss.Center)
}

// heading is the first line, the game, the round and the goal, and under
// it how the game ends: after a whole round, the highest total winning
// (several may pass the target in the last round).
func (s *Table) heading() string {
	st := s.Ctx.Styles
	round := s.game.RoundNumber()
	var goal, end string
	if s.goal.byTarget {
		top := 0
		for p := range s.names {
			top = max(top, s.shownScore(p))
		}
		goal = fmt.Sprintf("Round %d · goal $%d · top score %s", round, s.goal.target, money(top))
		end = fmt.Sprintf("Ends after the round in which a score reaches $%d; the highest total wins.", s.goal.target)
	} else {
		goal = fmt.Sprintf("Round %d of %d", round, s.goal.rounds)
		end = fmt.Sprintf("The highest total after round %d wins.", s.goal.rounds)
	}
	return st.Heading.Render("White Elephant") + st.Faint.Render("  ·  ") + st.Text.Render(goal) + "\n" + st.Faint.Render(end)
}

// tableView is the table, what lies around it and the prompt under it.
func (s *Table) tableView() string {
	st := s.Ctx.Styles
	prompt := s.prompt()
	head := []string{s.heading(), s.seatTable(), s.presentsLine()}
	// The log gets the lines left over, at least the last move.
	room := 6
	if s.Height > 0 {
		used := lipgloss.Height(strings.Join(head, "\n")) + lipgloss.Height(prompt) + 3 // 2 blank lines, the status
		room = min(max(s.Height-used, 1), 6)
	}
	log := s.logLines(room)
	parts := append(head, "")
	if len(log) > 0 {
		parts = append(parts, log...)
	} else {
		parts = append(parts, st.Faint.Render("Nobody has moved yet this round."))
	}
	parts = append(parts, "", prompt)
	if s.Height > 0 && lipgloss.Height(strings.Join(parts, "\n"))+1 > s.Height {
		// Too short (the full help is open): drop the blank lines.
		parts = slices.DeleteFunc(parts, func(p string) bool { return p == "" })
	}
	return strings.Join(parts, "\n")
}

// seatTable is one row a seat: who, what they hold, how often it has been
// stolen, their score, and a note (whose turn, who may be robbed).
func (s *Table) seatTable() string {
	st := s.Ctx.Styles
	rd := s.game.Round()
	turn := rd.Turn()
	waiting := rd.Waiting()
	selected := elephant.None
	if s.phase == personTurn && s.cursor > 0 {
		selected = s.targets[s.cursor-1]
	}
	rows := make([][]string, len(s.names))
	for p, name := range s.names {
		marker := " "
		if p == selected {
			marker = st.Marker.Render("▸")
		}
		num := st.Faint.Render(fmt.Sprint(p + 1))
		who := st.Text.Render(name)
		if p == selected {
			who = st.Selected.Render(name)
		}
		if s.isComputer(p) {
			who += st.Faint.Render(" (cpu)")
		}
		present, stolen := st.Faint.Render("—"), ""
		if pr, ok := rd.Holding(p); ok {
			present = st.Value.Render(money(cents(pr.Value)))
			stolen = fmt.Sprintf("%d×", pr.Steals)
			if pr.Steals >= elephant.MaxSteals {
				stolen = st.Warning.Render(fmt.Sprintf("%d× %s locked", pr.Steals, lockGlyph))
			} else if pr.Steals == 0 {
				stolen = st.Faint.Render(stolen)
			}
		}
		note := ""
		switch {
		case p == turn && s.phase == personTurn:
			note = st.Selected.Render("◆ to act")
		case p == turn:
			note = st.Text.Render("◆ thinking…")
		case s.phase == roundOver:
			note = st.Value.Render("+" + money(cents(s.rounds[len(s.rounds)-1][p])))
		case slices.Contains(waiting, p):
			note = st.Faint.Render("waits, " + kit.Ordinal(slices.Index(waiting, p)+1))
		}
		if s.phase == personTurn && p != turn {
			switch {
			case slices.Contains(s.targets, p):
				num = st.Digit.Render(fmt.Sprint(p + 1))
				note = st.Text.Render("press ") + st.Digit.Render(fmt.Sprint(p+1)) + st.Text.Render(" to steal")
			case p == rd.JustStole():
				note = st.Faint.Render(fmt.Sprintf("just stole from #%d", turn+1))
			}
		}
		rows[p] = []string{marker, num, who, present, stolen, st.Text.Render(money(s.shownScore(p))), note}
	}
	t := table.New().
		Border(lipgloss.NormalBorder()).
		BorderStyle(st.Faint).
		BorderTop(false).BorderBottom(false).BorderLeft(false).BorderRight(false).
		BorderColumn(false).
		Wrap(false).
		Headers("", "#", "Player", "Present", "Stolen", "Score", "").
		Rows(rows...).
		StyleFunc(func(row, col int) lipgloss.Style {
			style := lipgloss.NewStyle().PaddingRight(2)
			if col == 0 {
				style = style.PaddingRight(1)
			}
			if row == table.HeaderRow {
				return style.Inherit(st.Faint)
			}
			if col == 5 { // the score, right-aligned
				return style.Align(lipgloss.Right)
			}
			return style
		})
	return t.Render()
}

// presentsLine shows the wrapped presents left and, under them, the queue
// of first turns.
func (s *Table) presentsLine() string {
	st := s.Ctx.Styles
	rd := s.game.Round()
	left := rd.Players() - rd.Opened()
	wrapped := st.Faint.Render("all presents are open")
	if left > 0 {
		wrapped = st.CardBack.Render(strings.TrimSpace(strings.Repeat(wrappedGlyph+" ", left))) +
			st.Text.Render(fmt.Sprintf("  %d of %d wrapped", left, rd.Players()))
	}
	queue := "nobody"
	if w := rd.Waiting(); len(w) > 0 {
		names := make([]string, len(w))
		for i, p := range w {
			names[i] = s.names[p]
		}
		queue = strings.Join(names, " → ")
	}
	queue = ansi.Truncate(queue, tableWidth-lipgloss.Width("Waiting to open: "), "…")
	return wrapped + "\n" + st.Faint.Render("Waiting to open: ") + st.Text.Render(queue)
}

// eventLine tells a move in words.
func (s *Table) eventLine(e elephant.Event) string {
	if e.Kind == elephant.Stole {
		line := fmt.Sprintf("%s stole %s from %s (%s steal", s.names[e.Player], money(cents(e.Value)), s.names[e.From], kit.Ordinal(e.Steals))
		if e.Steals >= elephant.MaxSteals {
			return line + ": locked)"
		}
		return line + ")"
	}
	line := fmt.Sprintf("%s opened a present: %s", s.names[e.Player], money(cents(e.Value)))
	if e.Forced {
		line += " (its choice was not a legal steal)"
	}
	return line
}

// logLines are the round's last n moves, oldest first; the newest stands
// out.
func (s *Table) logLines(n int) []string {
	st := s.Ctx.Styles
	events := s.game.Round().Events()
	from := max(0, len(events)-n)
	var lines []string
	for i, e := range events[from:] {
		// One line each, whatever the names' lengths.
		text := ansi.Truncate(s.eventLine(e), tableWidth-2, "…")
		if from+i == len(events)-1 {
			lines = append(lines, st.Marker.Render("» ")+st.Text.Render(text))
			continue
		}
		lines = append(lines, "  "+st.Faint.Render(text))
	}
	return lines
}

// prompt is the part under the table: a person's choice, a computer at
// work, the round's end or a question.
func (s *Table) prompt() string {
	st := s.Ctx.Styles
	if s.Save.Leaving {
		return s.Save.Question(s.Ctx, tableWidth-2, "")
	}
	if s.Asking {
		return s.AbandonQuestion(tableWidth - 2)
	}
	switch s.phase {
	case computerTurn:
		return st.Faint.Render(s.names[s.game.Turn()] + " (computer) is thinking…")
	case roundOver:
		return s.roundSummary()
	}
	me := s.names[s.game.Turn()]
	open := "  o  open a wrapped present"
	if s.cursor == 0 {
		open = st.Marker.Render("▸ ") + st.Selected.Render("o  open a wrapped present")
	} else {
		open = "  " + st.Digit.Render("o") + st.Text.Render("  open a wrapped present")
	}
	var steal string
	if len(s.targets) == 0 {
		steal = st.Faint.Render("   nothing can be stolen now")
	} else {
		nums := make([]string, len(s.targets))
		for i, p := range s.targets {
			nums[i] = fmt.Sprint(p + 1)
		}
		steal = st.Faint.Render("   or steal: ") + st.Digit.Render(strings.Join(nums, " ")) +
			st.Faint.Render(" then enter (↑/↓ to choose)")
		if s.cursor > 0 {
			p := s.targets[s.cursor-1]
			steal = st.Marker.Render("   ▸ ") + st.Selected.Render(fmt.Sprintf("steal %s's %s", s.names[p], s.heldMoney(p))) +
				st.Faint.Render(": enter")
		}
	}
	first := me + ", your turn."
	if thief := s.game.Round().JustStole(); thief != elephant.None {
		evs := s.game.Round().Events()
		first = fmt.Sprintf("%s, your turn: %s just stole your %s.", me, s.names[thief], money(cents(evs[len(evs)-1].Value)))
	}
	return st.Selected.Render(first) + "\n" + open + steal
}

// roundSummary says who took home the best present and what comes next,
// as a served table says it (gifts.Round).
func (s *Table) roundSummary() string {
	return gifts.Round(s.Ctx, len(s.rounds), s.rounds[len(s.rounds)-1], s.names, s.game.Over(), s.goal.gifts(), tableWidth)
}

// standingsView is the end of the game, drawn as a served table draws it
// (gifts.Standings): the winner and every seat's score.
func (s *Table) standingsView() string {
	seats := make([]gifts.Seat, len(s.names))
	scores := s.game.Scores()
	for p := range seats {
		seats[p] = gifts.Seat{Name: s.names[p], Computer: s.isComputer(p), Score: scores[p]}
	}
	return gifts.Standings(s.Ctx, seats, s.rounds, s.game.Winners(), s.goal.gifts())
}
