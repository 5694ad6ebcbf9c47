package kit

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// after delivers msg after d: the way a computer player "thinks" before it
// acts, so a person can follow the game. With d <= 0 (speed "instant", and
// in tests) msg comes at once, without a timer.
func after(d time.Duration, msg tea.Msg) tea.Cmd {
	if d <= 0 {
		return func() tea.Msg { return msg }
	}
	return tea.Tick(d, func(time.Time) tea.Msg { return msg })
}

// ComputerActs delivers msg after the delay of the speed setting. A screen
// returns it when a computer player is to act and makes the move when msg
// comes back, so the screen stays responsive (ctrl+c, resizing) meanwhile.
func (c *Context) ComputerActs(msg tea.Msg) tea.Cmd {
	return after(c.Delay(), msg)
}

// Turns schedules the computer players' moves of a game screen and tells a
// stale move from the current one: a move scheduled before a question was
// asked ("abandon the game?") comes due while the question is open, and is
// dropped; the answer schedules a fresh one. The zero value is ready.
type Turns struct{ n int } // moves scheduled so far

// ComputerMsg is a computer player's move coming due. A screen passes it to
// its Turns' Play.
type ComputerMsg struct {
	turns *Turns
	n     int
}

// Schedule returns the command that brings the next computer move after the
// delay of the speed setting, or nil when due is false: no computer player
// is to act, or a question is open and the move waits for the answer.
func (t *Turns) Schedule(ctx *Context, due bool) tea.Cmd {
	if !due {
		return nil
	}
	t.n++
	return ctx.ComputerActs(t.Last())
}

// Play makes the move msg brings, if it is the one scheduled last and due()
// still holds, then schedules the next one. move reports false when it
// could not move (it says why on the status line); nothing is scheduled
// then.
func (t *Turns) Play(ctx *Context, msg ComputerMsg, due func() bool, move func() bool) tea.Cmd {
	if msg != t.Last() || !due() {
		return nil // stale, or waiting for an answer (which reschedules)
	}
	if !move() {
		return nil
	}
	return t.Schedule(ctx, due())
}

// Last is the message of the move scheduled last.
func (t *Turns) Last() ComputerMsg { return ComputerMsg{turns: t, n: t.n} }
