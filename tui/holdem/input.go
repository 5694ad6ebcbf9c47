package holdem

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/tui/kit"
)

// The human's keys: the numbered menu of actions (digits, ↑↓, enter), the
// shortcuts f, c and b, and the questions (fold a free check? quit?).

// holdemOption is one line of the human's numbered menu.
type holdemOption struct {
	label  string
	action poker.Action
	quit   bool
}

// leave goes back to the menu; the mouse is the terminal's again.
func (s *holdemScreen) leave() tea.Cmd { return tea.Batch(tea.DisableMouse, kit.GoBack()) }

func (s *holdemScreen) key(msg tea.KeyMsg) tea.Cmd {
	if s.confirm != holdemNoQuestion {
		return s.answer(msg)
	}
	switch s.phase {
	case holdemMatchOver:
		if key.Matches(msg, s.km.Leave) {
			return s.leave()
		}
		s.ctx.SetStatus("The match is over: enter goes back to the menu")
		return nil
	case holdemRunOut, holdemHandOver:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = holdemAskQuit
			return nil
		}
		if s.phase == holdemRunOut { // any key shows the whole board and the summary
			s.revealed = len(s.reveals) + 1
			s.tickGen++
			s.showSummary()
			return nil
		}
		return s.next() // any key goes on at once
	case holdemComputerTurn:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = holdemAskQuit
			return nil
		}
		s.ctx.SetStatus(s.name(computerSeat) + " is to act: wait a moment")
		return nil
	}
	return s.menuKey(msg)
}

// menuKey handles a key while the human chooses an action. A digit picks
// an option and enter plays it; a digit or key that chooses nothing says
// so, and enter then plays nothing until a valid choice is made.
func (s *holdemScreen) menuKey(msg tea.KeyMsg) tea.Cmd {
	n := len(s.options)
	switch {
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Pick):
		d := int(msg.String()[0] - '0')
		if s.typed == "" || s.wrong {
			s.before = s.cursor
		}
		if d < 1 || d > n {
			s.typed, s.wrong = msg.String(), true
			s.ctx.SetWarning(fmt.Sprintf("There is no option %d: type 1 to %d (enter plays nothing until then)", d, n))
			return nil
		}
		s.typed, s.cursor, s.wrong = msg.String(), d-1, false
	case key.Matches(msg, s.km.Clear):
		if s.typed != "" {
			s.cursor = s.before // the highlight follows what is typed
		}
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Choose):
		if s.wrong {
			s.ctx.SetWarning(fmt.Sprintf("Choose first: type 1 to %d, or ↑↓; backspace forgets the wrong key", n))
			return nil
		}
		return s.choose(s.options[s.cursor])
	case key.Matches(msg, s.km.Fold):
		return s.shortcut(poker.Fold)
	case key.Matches(msg, s.km.CheckCall):
		return s.shortcut(poker.Check, poker.Call)
	case key.Matches(msg, s.km.BetRaise):
		return s.shortcut(poker.Bet, poker.Raise)
	case key.Matches(msg, s.km.Quit):
		s.confirm = holdemAskQuit
	default:
		s.wrong = true
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: type 1 to %d and press enter, or f, c, b; ? shows every key", msg.String(), n))
	}
	return nil
}

// shortcut chooses the option of one of the kinds, or says it is not open.
func (s *holdemScreen) shortcut(kinds ...poker.ActionKind) tea.Cmd {
	for _, o := range s.options {
		for _, k := range kinds {
			if !o.quit && o.action.Kind == k {
				return s.choose(o)
			}
		}
	}
	var open []string
	for i, o := range s.options {
		open = append(open, fmt.Sprintf("%d %s", i+1, o.label))
	}
	s.wrong = true
	s.ctx.SetWarning("Not possible now; you can: " + strings.Join(open, ", "))
	return nil
}

// choose acts on option o, asking first when it folds a free check or
// quits.
func (s *holdemScreen) choose(o holdemOption) tea.Cmd {
	s.typed, s.wrong = "", false
	switch {
	case o.quit:
		s.confirm = holdemAskQuit
		return nil
	case o.action.Kind == poker.Fold && s.canCheck():
		s.confirm = holdemAskFold
		return nil
	}
	return s.act(o.action)
}

// option is the index of the option of kind k, or -1.
func (s *holdemScreen) option(k poker.ActionKind) int {
	for i, o := range s.options {
		if !o.quit && o.action.Kind == k {
			return i
		}
	}
	return -1
}

func (s *holdemScreen) canCheck() bool { return s.option(poker.Check) >= 0 }

// act makes the human's move.
func (s *holdemScreen) act(a poker.Action) tea.Cmd {
	if err := s.match.Act(humanSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("cannot %v: %v", a, err))
		return nil
	}
	s.settle()
	return s.schedule()
}

// answer handles y or n in a confirmation.
func (s *holdemScreen) answer(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.km.Yes):
		c := s.confirm
		s.confirm = holdemNoQuestion
		if c == holdemAskFold {
			return s.act(poker.Action{Kind: poker.Fold})
		}
		return s.quit()
	case key.Matches(msg, s.km.No):
		c := s.confirm
		s.confirm = holdemNoQuestion
		if c == holdemAskFold {
			s.cursor, s.typed = s.option(poker.Check), "" // the free check is what "don't fold" means
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
func (s *holdemScreen) quit() tea.Cmd {
	if !s.match.Over() {
		if err := s.match.Quit(humanSeat); err != nil && !errors.Is(err, poker.ErrMatchOver) {
			s.ctx.SetWarning("quit: " + err.Error())
		}
	}
	s.finish()
	return nil
}

// holdemOptions is the human's menu: the legal actions in the spec's words,
// then Quit game.
func holdemOptions(v poker.SeatView) []holdemOption {
	// Bets and raises so far on the street; pre-flop the big blind counts
	// as the bet, so the small blind's raise is a raise and the answer to
	// it a re-raise.
	level := v.Raises(v.Street)
	if v.Street == poker.Preflop {
		level++
	}
	stack := v.Stacks[v.Seat]
	opts := make([]holdemOption, 0, len(v.Legal)+1)
	for _, a := range v.Legal {
		var label string
		switch a.Kind {
		case poker.Fold:
			label = "Fold"
		case poker.Check:
			label = "Check"
		case poker.Call:
			label = "Call " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Bet:
			label = "Bet " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Raise:
			label = "Raise to " + kit.Chips(a.Amount)
			if level >= 2 {
				label = "Re-raise to " + kit.Chips(a.Amount)
			}
			if a.Amount-v.Bets[v.Seat] >= stack {
				label += " (all-in)"
			}
		default:
			label = a.String()
		}
		opts = append(opts, holdemOption{label: label, action: a})
	}
	return append(opts, holdemOption{label: "Quit game", quit: true})
}
