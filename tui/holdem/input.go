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
	switch s.phase {
	case matchOver:
		if key.Matches(msg, s.km.Leave) {
			return s.leave()
		}
		s.ctx.SetStatus("The match is over: enter goes back to the menu")
		return nil
	case runOut, handOver:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = askQuit
			return nil
		}
		if s.phase == runOut { // any key shows the whole board and the summary
			s.revealed = len(s.reveals) + 1
			s.tickGen++
			s.showSummary()
			return nil
		}
		return s.next() // any key goes on at once
	case computerTurn:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = askQuit
			return nil
		}
		s.ctx.SetStatus(s.name(computerSeat) + " is to act: wait a moment")
		return nil
	}
	return s.menuKey(msg)
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
	if err := s.match.Act(humanSeat, a); err != nil {
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
			s.menu.Cursor, s.menu.Typed = s.menu.Index(poker.Check), "" // the free check is what "don't fold" means
			return nil
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
