package camel

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/kit"
	"parlor/tui/save"
)

// The board saves its game when it starts and after every turn (tui/save),
// secret bets and the computer players' memory with it, so that a closed
// terminal or a crash loses nothing; the menu offers to resume it. A game
// played out or abandoned removes its save; esc asks whether to keep the
// game for later.

// camelSave is the board's part in saving: the game as tui/save keeps it,
// its file, and the leave question.
type camelSave struct {
	game    *save.Camel // nil: a board made without one (tests), not saved
	slot    *save.Slot  // nil: not saved (no state directory)
	at      int         // the log's length saved last
	dropped bool        // the save is removed: the game is over
	first   tea.Cmd     // writes the save taken as the game starts
	leaving bool        // esc's question is open: keep, abandon or play on
	lk      kit.LeaveKeys
}

// newSavedBoard is the board of g, saved in sl: a new game, or one resumed.
// A resumed game opens on the hand-over screen when a person is to play,
// since their bets are private.
func newSavedBoard(ctx *kit.Context, g *save.Camel, sl *save.Slot) *camelScreen {
	seats := make([]camelSeat, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = camelSeat{name: st.Name, bot: g.Players[i], kind: st.Bot}
	}
	s := &camelScreen{ctx: ctx, km: newCamelKeys(ctx.Keys), game: g.Game, seats: seats, shown: -1, odds: camelOdds{at: -1}}
	s.seen = len(g.Game.Log())
	s.saved = camelSave{game: g, slot: sl, at: s.seen, lk: kit.NewLeaveKeys(ctx.Keys)}
	s.settle()
	return s
}

// startSaved starts the board of a new game g and takes its first save.
func startSaved(ctx *kit.Context, g *save.Camel) *camelScreen {
	s := newSavedBoard(ctx, g, ctx.NewSlot(save.KindCamel))
	s.saved.first = ctx.SaveGame(s.saved.slot, g)
	return s
}

// Resume is the board of a saved game, going on in slot sl.
func Resume(ctx *kit.Context, g *save.Camel, sl *save.Slot) kit.Screen {
	return newSavedBoard(ctx, g, sl)
}

// Update is the board's update with its saves: every turn is saved, a game
// over or abandoned removes its save, and esc asks before leaving.
func (s *camelScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case kit.SavedMsg:
		s.ctx.Saved(msg)
		return s, nil
	case kit.ComputerMsg:
		if s.saved.leaving {
			return s, nil // the answer schedules the move again
		}
	case tea.KeyMsg:
		switch {
		case s.saved.leaving:
			return s.answerLeave(msg)
		case s.confirm && key.Matches(msg, s.km.Yes): // "abandon the game?" yes
			s.dropSave()
		case !s.confirm && s.atTop() && key.Matches(msg, s.ctx.Keys.Back):
			s.saved.leaving = true
			return s, nil
		}
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.afterTurn())
}

// atTop reports whether esc would leave the board (rather than step back
// in a menu, or go back after the final summary).
func (s *camelScreen) atTop() bool {
	return s.phase != camelGameOver && (s.phase != camelPerson || s.level == camelTop)
}

// afterTurn saves a turn once, or removes the save of a game that is over.
func (s *camelScreen) afterTurn() tea.Cmd {
	switch {
	case s.saved.game == nil || s.saved.dropped:
		return nil
	case s.game.Over():
		s.dropSave()
	case len(s.game.Log()) != s.saved.at:
		s.saved.at = len(s.game.Log())
		return s.ctx.SaveGame(s.saved.slot, s.saved.game)
	}
	return nil
}

func (s *camelScreen) dropSave() {
	if s.saved.game != nil && !s.saved.dropped {
		s.saved.dropped = true
		s.ctx.DropSave(s.saved.slot)
	}
}

// answerLeave handles the answer to esc's question.
func (s *camelScreen) answerLeave(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	switch s.saved.lk.Answer(s.ctx, msg) {
	case kit.LeaveKeep:
		s.saved.leaving = false
		return s, kit.GoBack()
	case kit.LeaveAbandon:
		s.saved.leaving = false
		s.dropSave()
		return s, kit.GoBack()
	case kit.LeaveCancel:
		s.saved.leaving = false
		return s, s.schedule()
	}
	return s, nil
}
