package camel

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/kit"
)

func (s *camelScreen) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if s.confirm { // never while the rules page shows: its keys are the page's
		return s.answer(msg)
	}
	if cmd, ok := s.rules.Key(msg, s.width, s.height, s.schedule); ok {
		return s, cmd
	}
	if key.Matches(msg, s.km.Odds) && s.phase != camelGameOver {
		s.showOdds = !s.showOdds
		return s, nil
	}
	if key.Matches(msg, s.km.Quit) && s.phase != camelGameOver {
		s.confirm = true
		return s, nil
	}
	switch s.phase {
	case camelGameOver:
		if key.Matches(msg, s.km.Leave) {
			return s, kit.GoBack()
		}
		s.ctx.SetStatus("The race is over: enter goes back to the setup for another")
		return s, nil
	case camelRoundOver:
		switch {
		case key.Matches(msg, s.km.Next):
			if !s.game.Over() {
				s.ended = nil // the last round's stays for the final summary
			}
			s.settle()
			return s, s.schedule()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			next := "the next round"
			if s.game.Over() {
				next = "the final summary"
			}
			s.ctx.SetStatus("Press enter for " + next + ", esc to leave the game")
		}
		return s, nil
	case camelSecret:
		switch {
		case key.Matches(msg, s.km.Next):
			s.settle()
			return s, s.schedule()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			s.ctx.SetStatus("Press enter, then pass the keyboard on: your bet stays secret")
		}
		return s, nil
	case camelHandOver:
		switch {
		case key.Matches(msg, s.km.Next):
			s.phase = camelPerson
			s.shown = s.game.Turn()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			s.ctx.SetStatus("Pass the keyboard to " + s.seats[s.game.Turn()].name + ", who presses enter")
		}
		return s, nil
	case camelComputer:
		if key.Matches(msg, s.km.Back) {
			s.confirm = true
			return s, nil
		}
		s.ctx.SetStatus(s.seats[s.game.Turn()].name + " (computer) is to act: wait a moment")
		return s, nil
	}
	return s.personKey(msg)
}

// answer handles y or n to "abandon the game?".
func (s *camelScreen) answer(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	return s, kit.AnswerAbandon(s.ctx, msg, s.km.Yes, s.km.No, &s.confirm, s.schedule)
}

// turnView is the view of the seat to act.
func (s *camelScreen) turnView() camelup.View { return s.game.View(s.game.Turn()) }

// personKey handles a key on a person's turn: the menu's (package menu),
// and the action it chooses is played.
func (s *camelScreen) personKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	r := s.menu.Key(msg, s.km.Keys, s.game, s.seats[s.game.Turn()].name)
	switch {
	case r.Abandon:
		s.confirm = true
	case r.Warn:
		s.ctx.SetWarning(r.Status)
	case r.Status != "":
		s.ctx.SetStatus(r.Status)
	}
	if r.Play {
		return s.act(r.Action)
	}
	return s, nil
}

// act plays a person's action. A secret bet is confirmed to the person
// alone, before another person gets the keyboard.
func (s *camelScreen) act(a camelup.Action) (kit.Screen, tea.Cmd) {
	s.keepCoins()
	if err := s.game.Apply(a); err != nil { // the menu offers only legal moves
		s.ctx.SetWarning(s.menu.Refusal(err))
		return s, nil
	}
	s.counted(a)
	s.afterAction()
	if secret := a.Kind == camelup.WinnerBet || a.Kind == camelup.LoserBet; secret {
		if s.people() > 1 && s.phase != camelRoundOver && s.phase != camelGameOver {
			s.phase, s.secret = camelSecret, a
			return s, nil
		}
		s.ctx.SetStatus("Your secret bet: " + secretText(a))
	}
	return s, s.schedule()
}

// secretText is a secret bet in words: "blue to win".
func secretText(a camelup.Action) string {
	if a.Kind == camelup.LoserBet {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}

// counted keeps the turns since a camel last moved, for the stalemate guard.
func (s *camelScreen) counted(a camelup.Action) {
	s.still++
	if a.Kind == camelup.MoveCamel {
		s.still = 0
	}
}

// keepCoins notes every seat's coins before an action, for the round's
// summary.
func (s *camelScreen) keepCoins() {
	s.coins = s.coins[:0]
	for p := range s.seats {
		s.coins = append(s.coins, s.game.Coins(p))
	}
}
