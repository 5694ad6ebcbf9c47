package camelup

import "parlor/tui/kit/camelup/odds"

// oddsPanel is each camel's chance to lead the round and to win and lose
// the race, and what each action is worth to the seat to move.
func (s *Board) oddsPanel(notes bool) string {
	st := s.Ctx.Styles
	if s.game.Over() {
		// No odds to give: the race is decided.
		b := s.game.Board()
		return st.Heading.Render("Odds") + st.Faint.Render(" · the race is over") + "\n" +
			s.label(b.Leader()) + st.Text.Render(" won, ") + s.label(b.Last()) + st.Text.Render(" came last.") + "\n" +
			st.Faint.Render("Every bet is settled: see the summary.")
	}
	// The odds are the position's; they are headed by the person at the
	// keyboard, who sees which camels they backed (after a secret bet,
	// that person still, not the next to act, who is not there yet).
	v := s.game.View(s.atKeyboard())
	mine := s.phase == personTurn || s.phase == secretShown
	return odds.Panel(s.Ctx, s.currentOdds(), &v, s.seats[s.atKeyboard()].name, mine, notes)
}

// rightPanel is what waits for a key: the menu of a person, a computer at
// work, the hand-over, a round's summary, or a question.
func (s *Board) rightPanel() string {
	st := s.Ctx.Styles
	if s.Save.Leaving {
		return s.Save.Question(s.Ctx, rightW, "")
	}
	if s.Asking {
		return s.AbandonQuestion(rightW)
	}
	switch s.phase {
	case computerTurn:
		return st.Faint.Render(s.seats[s.game.Turn()].name + " (computer) is thinking…")
	case handOver:
		name := s.seats[s.game.Turn()].name
		box := st.Frame.Width(rightW - 2).Render(
			st.Selected.Render("Pass the keyboard to") + "\n" +
				st.Selected.Render(name+" — press Enter") + "\n\n" +
				st.Faint.Render("The menu and that player's secret bets show after Enter."))
		return box
	case roundOver:
		return s.roundSummary()
	case secretShown:
		return st.Frame.Width(rightW - 2).Render(
			st.Selected.Render("Your secret bet is placed:") + "\n" +
				s.tag(s.secret.Camel) + st.Selected.Render(" "+secretText(s.secret)) + "\n\n" +
				st.Faint.Render("Only you see this. Press Enter, then pass the keyboard on."))
	}
	return s.menuView()
}

// shownOdds are the odds of the position while the odds panel is open, nil
// while it is closed.
func (s *Board) shownOdds() *odds.Odds {
	if !s.showOdds {
		return nil
	}
	o := s.currentOdds()
	return &o
}

// menuView is the person's menu at its level (package menu).
func (s *Board) menuView() string {
	return s.menu.View(s.Ctx, s.toMove(), s.shownOdds(), s.seats[s.game.Turn()].name, rightW)
}
