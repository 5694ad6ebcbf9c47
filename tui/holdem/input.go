package holdem

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/tui/holdem/choice"
	"parlor/tui/kit"
)

// The human's keys: the numbered menu of actions (package choice), and the
// questions (fold a free check? quit?).

// leave goes back to the menu; the mouse is the terminal's again.
func (s *Table) leave() tea.Cmd { return tea.Batch(tea.DisableMouse, kit.GoBack()) }

func (s *Table) key(msg tea.KeyMsg) tea.Cmd {
	if s.confirm != noQuestion {
		return s.answer(msg)
	}
	if s.phase != matchOver && key.Matches(msg, s.km.Back1) { // the log, whoever is to act
		s.showBack(s.back + 1)
		switch {
		case s.back != 0:
		case s.phase == handOver:
			s.ctx.SetStatus("This hand is the last one finished: the log holds it")
		default:
			s.ctx.SetStatus("No hand is finished yet: the log holds this one")
		}
		return nil
	}
	switch s.phase {
	case matchOver:
		switch {
		case key.Matches(msg, s.km.Leave):
			return s.leave()
		case key.Matches(msg, s.km.Rematch) && s.match != nil:
			// The same opponent, a new deal: the next game source of
			// the run, as a new match from the menu would get.
			return kit.ReplaceWith(newTable(s.ctx, s.saves, s.opponent))
		}
		s.ctx.SetStatus("The match is over: enter goes back to the menu, r plays a rematch")
		return nil
	case runOut, handOver:
		switch {
		case key.Matches(msg, s.km.Quit):
			s.confirm = askQuit
		case !key.Matches(msg, s.km.Next):
			// Only enter or space goes on: an action key pressed once too
			// often must not deal a hand, nor skip what shows.
			what := fmt.Sprintf("deals hand #%d", s.summary.Number+1)
			switch {
			case s.phase == runOut:
				what = "shows the whole board now"
			case s.match.Over():
				what = "shows the result"
			}
			s.ctx.SetStatus(fmt.Sprintf("The hand is over: enter or space %s", what))
		case s.phase == runOut: // the whole board and the summary
			s.revealed = len(s.reveals) + 1
			s.tickGen++
			s.showSummary()
		default:
			return s.next()
		}
		return nil
	case computerTurn:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = askQuit
			return nil
		}
		s.hint = s.name(computerSeat) + " is to act: wait a moment"
		s.ctx.SetStatus(s.hint)
		return nil
	}
	if s.holding && !key.Matches(msg, s.km.Quit) {
		s.ctx.SetStatus(fmt.Sprintf("Hand #%d is dealt: a moment, so that you see it before you act", s.match.HandNumber()))
		return nil
	}
	return s.menuKey(msg)
}

// clearHint takes the computer's "wait a moment" off the status line once
// it has moved: the hint is for its moment only.
func (s *Table) clearHint() {
	if s.hint != "" && s.ctx.Status().Text == s.hint {
		s.ctx.SetStatus("")
	}
	s.hint = ""
}

// menuKey handles a key while the human chooses an action (package
// choice): q asks to quit, an option chosen is played.
func (s *Table) menuKey(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, s.km.Quit) {
		s.confirm = askQuit
		return nil
	}
	o, chosen, warning := s.menu.Key(msg, s.km.Keys)
	if warning != "" {
		s.ctx.SetWarning(warning)
	}
	if !chosen {
		return nil
	}
	return s.choose(o)
}

// choose acts on option o, asking first when it folds a free check or
// quits.
func (s *Table) choose(o choice.Option) tea.Cmd {
	switch {
	case o.Quit:
		s.confirm = askQuit
		return nil
	case o.Action.Kind == poker.Fold && s.menu.CanCheck():
		s.confirm = askFold
		return nil
	}
	return s.act(o.Action)
}

// act makes the human's move.
func (s *Table) act(a poker.Action) tea.Cmd {
	if err := s.saved.game.Act(humanSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("cannot %v: %v", a, err))
		return nil
	}
	s.settle()
	return s.schedule()
}

// answer handles y or n in a confirmation.
func (s *Table) answer(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.km.Yes):
		c := s.confirm
		s.confirm = noQuestion
		if c == askFold {
			return s.act(poker.Action{Kind: poker.Fold})
		}
		return s.quit()
	case key.Matches(msg, s.km.No):
		c := s.confirm
		s.confirm = noQuestion
		if c == askFold {
			if key.Matches(msg, s.km.Back) { // esc: back to the menu, the free check under the cursor
				s.menu.Cursor, s.menu.Typed, s.menu.Wrong = s.menu.Index(poker.Check), "", false
				return nil
			}
			return s.act(poker.Action{Kind: poker.Check}) // n: check instead, as the question offers
		}
		return s.resume()
	default:
		s.ctx.SetStatus("Answer y (yes) or n (no)")
	}
	return nil
}

// quit ends the match at the human's request: a hand in play is abandoned
// (the engine keeps the stacks of its start), every finished hand is in
// the history already.
func (s *Table) quit() tea.Cmd {
	if !s.match.Over() {
		if err := s.match.Quit(humanSeat); err != nil && !errors.Is(err, poker.ErrMatchOver) {
			s.ctx.SetWarning("quit: " + err.Error())
		}
	}
	s.finish()
	return nil
}
