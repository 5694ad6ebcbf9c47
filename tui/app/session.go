package app

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/save"
	"parlor/tui/kit"
)

// Session is a game screen's part in saving, the same for every game: its
// slot, the save taken as the game starts, and esc's question. The zero
// value is a game that is not saved, whose esc still asks.
type Session struct {
	Slot    *save.Slot // nil: not saved (no state directory, or a test's game)
	First   tea.Cmd    // writes the save taken as the game starts; for Init
	Leaving bool       // esc's question is open: keep, abandon or play on
	saves   *Saves
	dropped bool // the save is removed: the game ended for good
}

// Session is the part in saving of a game played in slot sl (nil: not
// saved).
func (s *Saves) Session(sl *save.Slot) Session { return Session{Slot: sl, saves: s} }

// Save takes g's save and returns the command that writes it; nil once
// the save is dropped.
func (gs *Session) Save(ctx *kit.Context, g save.Game) tea.Cmd {
	if gs.dropped {
		return nil
	}
	return gs.saves.Take(ctx, gs.Slot, g)
}

// Drop removes the save, once: the game ended for good.
func (gs *Session) Drop(ctx *kit.Context) {
	if !gs.dropped {
		gs.dropped = true
		gs.saves.Drop(ctx, gs.Slot)
	}
}

// Dropped reports whether the save is removed.
func (gs *Session) Dropped() bool { return gs.dropped }

// Keys are the keys of esc's question, for the screen's Keys while it is
// open.
func (gs *Session) Keys(ctx *kit.Context) kit.LeaveKeys { return kit.NewLeaveKeys(ctx.Keys) }

// Question draws esc's question in width cells (0: natural width); note
// is a line on what keeping means here ("" for none).
func (gs *Session) Question(ctx *kit.Context, width int, note string) string {
	return kit.LeaveQuestion(ctx, width, gs.saves.CanKeep(), note)
}

// Handle does, ahead of a game screen's own update, what saving adds: it
// shows a failed write, holds back a computer move while the question is
// open (resume schedules it again), opens the question on esc when
// canLeave, and takes its answer: keep goes back with the save kept and
// let go (Saves.Leave), abandon removes it and goes back, play on calls
// resume. done is false for a message the screen handles itself; answer
// says what was answered, for a screen that does more (the Hold'em table
// closes its history).
func (gs *Session) Handle(ctx *kit.Context, msg tea.Msg, canLeave bool, resume func() tea.Cmd) (cmd tea.Cmd, answer kit.LeaveAnswer, done bool) {
	switch msg := msg.(type) {
	case SavedMsg:
		Saved(ctx, msg)
		return nil, kit.LeaveUnanswered, true
	case kit.ComputerMsg:
		return nil, kit.LeaveUnanswered, gs.Leaving
	case tea.KeyMsg:
		switch {
		case gs.Leaving:
			answer = gs.Keys(ctx).Answer(ctx, msg)
			switch answer {
			case kit.LeaveKeep:
				gs.saves.Leave(ctx, gs.Slot)
				cmd = kit.GoBack()
			case kit.LeaveAbandon:
				gs.Drop(ctx)
				cmd = kit.GoBack()
			case kit.LeaveCancel:
				cmd = resume()
			}
			gs.Leaving = answer == kit.LeaveUnanswered
			return cmd, answer, true
		case canLeave && key.Matches(msg, ctx.Keys.Back):
			gs.Leaving = true
			return nil, kit.LeaveUnanswered, true
		}
	}
	return nil, kit.LeaveUnanswered, false
}
