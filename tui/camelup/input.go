package camelup

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/kit"
)

func (s *Board) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if key.Matches(msg, s.km.Odds) && !s.Asking && !s.Rules.IsOpen() && s.phase != gameOver {
		s.showOdds = !s.showOdds
		return s, nil
	}
	if cmd, ok := s.Key(s, msg); ok {
		return s, cmd
	}
	switch s.phase { // enter in a pause
	case roundOver:
		if !s.game.Over() {
			s.ended = nil // the last round's stays for the final summary
		}
		s.settle()
		return s, s.Schedule(s)
	case secretShown:
		s.settle()
		return s, s.Schedule(s)
	case handOver:
		s.phase = personTurn
		s.shown = s.game.Turn()
		return s, nil
	}
	return s.personKey(msg)
}

// turnView is the view of the seat to act.
func (s *Board) turnView() camelup.View { return s.game.View(s.game.Turn()) }

// toMove is the view of the seat to act, as the menu takes it.
func (s *Board) toMove() *camelup.View {
	v := s.turnView()
	return &v
}

// personKey handles a key on a person's turn: the menu's (package menu),
// and the action it chooses is played.
func (s *Board) personKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	r := s.menu.Key(msg, s.km.menu, s.toMove(), s.seats[s.game.Turn()].name)
	switch {
	case r.Abandon:
		s.Abandon()
	case r.Warn:
		s.Ctx.SetWarning(r.Status)
	case r.Status != "":
		s.Ctx.SetStatus(r.Status)
	}
	if r.Play {
		return s.act(r.Action)
	}
	return s, nil
}

// act plays a person's action. A secret bet is confirmed to the person
// alone, before another person gets the keyboard.
func (s *Board) act(a camelup.Action) (kit.Screen, tea.Cmd) {
	if err := s.game.Apply(a); err != nil { // the menu offers only legal moves
		s.Ctx.SetWarning(s.menu.Refusal(err))
		return s, nil
	}
	s.afterAction()
	if secret := a.Kind == camelup.WinnerBet || a.Kind == camelup.LoserBet; secret {
		if s.people() > 1 && s.phase != roundOver && s.phase != gameOver {
			s.phase, s.secret = secretShown, a
			return s, nil
		}
		s.Ctx.SetStatus("Your secret bet: " + secretText(a))
	}
	return s, s.Schedule(s)
}

// secretText is a secret bet in words: "blue to win".
func secretText(a camelup.Action) string {
	if a.Kind == camelup.LoserBet {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}

// atKeyboard is the seat the board speaks to: the seat to act, or while a
// secret bet is confirmed the person who placed it.
func (s *Board) atKeyboard() int {
	if s.phase == secretShown {
		return s.shown
	}
	return s.game.Turn()
}
