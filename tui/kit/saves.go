package kit

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/save"
)

// A game screen saves its game after every hand or turn: SaveGame takes the
// save during Update (the game changes with its next move) and returns the
// command that writes it off the update loop (an fsync takes milliseconds).
// The newest save of each slot is kept here too, so that the program writes
// whatever is still pending before it exits (ctrl+c, a closed terminal).

// pendingSaves holds the newest save taken of each slot.
type pendingSaves struct {
	mu     sync.Mutex
	latest map[*save.Slot]save.Pending
}

// SavedMsg is the result of a save's write: Err says why it failed.
type SavedMsg struct{ Err error }

// NewSlot is the slot of a new game of kind, or nil when games cannot be
// saved here (no state directory): the game is played all the same.
func (c *Context) NewSlot(kind save.Kind) *save.Slot {
	if c.Saves == nil {
		return nil
	}
	return c.Saves.NewSlot(kind)
}

// SaveGame takes g's save in sl now and returns the command that writes
// it, which answers with a SavedMsg; nil when sl is nil. A game that cannot
// be saved says so on the status line and plays on.
func (c *Context) SaveGame(sl *save.Slot, g save.Game) tea.Cmd {
	if sl == nil {
		return nil
	}
	p, err := sl.Take(g)
	if err != nil {
		c.SetWarning(err.Error() + "; the game goes on unsaved")
		return nil
	}
	c.pending.mu.Lock()
	if c.pending.latest == nil {
		c.pending.latest = map[*save.Slot]save.Pending{}
	}
	c.pending.latest[sl] = p
	c.pending.mu.Unlock()
	return func() tea.Msg { return SavedMsg{Err: p.Write()} }
}

// Saved shows on the status line why a save failed; the last good save is
// kept and the game goes on.
func (c *Context) Saved(msg SavedMsg) {
	if msg.Err != nil {
		c.SetWarning(msg.Err.Error() + "; the game goes on")
	}
}

// DropSave removes sl's save: its game ended for good (played out, "Quit
// game", abandoned). Saves of it still pending are dropped.
func (c *Context) DropSave(sl *save.Slot) {
	if sl == nil {
		return
	}
	c.pending.mu.Lock()
	delete(c.pending.latest, sl)
	c.pending.mu.Unlock()
	if err := sl.Remove(); err != nil {
		c.SetWarning(err.Error())
	}
}

// LeaveSave writes sl's last save taken, if not yet written, and closes
// sl: the game is left for later, and another Parlor may resume it from
// now (the menu here too).
func (c *Context) LeaveSave(sl *save.Slot) {
	if sl == nil {
		return
	}
	c.pending.mu.Lock()
	p, ok := c.pending.latest[sl]
	delete(c.pending.latest, sl)
	c.pending.mu.Unlock()
	if ok {
		if err := p.Write(); err != nil {
			c.SetWarning(err.Error())
		}
	}
	if err := sl.Close(); err != nil {
		c.SetWarning(err.Error())
	}
}

// FlushSaves writes every save taken and not yet written. Run calls it when
// the program ends; a save already written is not written again.
func (c *Context) FlushSaves() {
	c.pending.mu.Lock()
	defer c.pending.mu.Unlock()
	for sl, p := range c.pending.latest {
		_ = p.Write() // nothing to show it on: the program is ending
		delete(c.pending.latest, sl)
	}
}

// quitOnHangUp makes p quit when the terminal hangs up (SIGHUP: the
// window closed, the SSH session dropped), which would otherwise kill the
// program at once. hungUp reports whether it happened: Run then ends
// without an error, as the terminal's loss is no failure of the program.
func quitOnHangUp(p *tea.Program) (hungUp func() bool) {
	var hup atomic.Bool
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP)
	go func() {
		for range ch {
			hup.Store(true)
			p.Quit()
		}
	}()
	return hup.Load
}

// GameSave is a game screen's part in saving, the same for every game:
// its slot, the save taken as the game starts, and esc's question. The
// zero value is a game that is not saved, whose esc still asks.
type GameSave struct {
	Slot    *save.Slot // nil: not saved (no state directory, or a test's game)
	First   tea.Cmd    // writes the save taken as the game starts; for Init
	Leaving bool       // esc's question is open: keep, abandon or play on
	dropped bool       // the save is removed: the game ended for good
}

// Save takes g's save and returns the command that writes it; nil once
// the save is dropped.
func (gs *GameSave) Save(ctx *Context, g save.Game) tea.Cmd {
	if gs.dropped {
		return nil
	}
	return ctx.SaveGame(gs.Slot, g)
}

// Drop removes the save, once: the game ended for good.
func (gs *GameSave) Drop(ctx *Context) {
	if !gs.dropped {
		gs.dropped = true
		ctx.DropSave(gs.Slot)
	}
}

// Dropped reports whether the save is removed.
func (gs *GameSave) Dropped() bool { return gs.dropped }

// Keys are the keys of esc's question, for the screen's Keys while it is
// open.
func (gs *GameSave) Keys(ctx *Context) LeaveKeys { return NewLeaveKeys(ctx.Keys) }

// Handle does, ahead of a game screen's own update, what saving adds: it
// shows a failed write, holds back a computer move while the question is
// open (resume schedules it again), opens the question on esc when
// canLeave, and takes its answer: keep goes back with the save kept and
// let go (LeaveSave), abandon removes it and goes back, play on calls
// resume. done is false for a message the screen handles itself; answer
// says what was answered, for a screen that does more (the Hold'em table
// closes its history).
func (gs *GameSave) Handle(ctx *Context, msg tea.Msg, canLeave bool, resume func() tea.Cmd) (cmd tea.Cmd, answer LeaveAnswer, done bool) {
	switch msg := msg.(type) {
	case SavedMsg:
		ctx.Saved(msg)
		return nil, LeaveUnanswered, true
	case ComputerMsg:
		return nil, LeaveUnanswered, gs.Leaving
	case tea.KeyMsg:
		switch {
		case gs.Leaving:
			answer = gs.Keys(ctx).Answer(ctx, msg)
			switch answer {
			case LeaveKeep:
				ctx.LeaveSave(gs.Slot)
				cmd = GoBack()
			case LeaveAbandon:
				gs.Drop(ctx)
				cmd = GoBack()
			case LeaveCancel:
				cmd = resume()
			}
			gs.Leaving = answer == LeaveUnanswered
			return cmd, answer, true
		case canLeave && key.Matches(msg, ctx.Keys.Back):
			gs.Leaving = true
			return nil, LeaveUnanswered, true
		}
	}
	return nil, LeaveUnanswered, false
}
