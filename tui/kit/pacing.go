package kit

import (
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Think is the work of choosing a computer player's move. A screen builds
// it during update from a snapshot of what the player sees; it then runs
// in a command, off the update loop, so that a slow player (Camel Up's
// Bogart takes up to ~70 ms) never holds keys back. It must not touch the
// screen or the game: only its snapshot and the player itself, which
// nothing else uses until the move is played.
type Think func() any

// Turns schedules the computer players' moves of a game screen: each move
// is thought out in a command while the speed setting's pause runs, and
// comes back as a ComputerMsg that the screen passes to Take. A move that
// comes due while a question is open ("abandon the game?") waits: the
// answer schedules it again and the delivery from before the question is
// stale, but the move is not thought out twice (the player's randomness is
// drawn once, so a game replays the same with or without questions). The
// zero value is ready.
type Turns struct {
	n    int      // deliveries scheduled so far
	move *thought // the move being thought out or waiting, nil for none
}

// thought is one move: thought out once, however many deliveries carry it.
type thought struct {
	once  sync.Once
	think Think
	move  any
}

func (p *thought) result() any {
	p.once.Do(func() { p.move, p.think = p.think(), nil })
	return p.move
}

// ComputerMsg is a computer player's move coming due. A screen passes it to
// its Turns' Take.
type ComputerMsg struct {
	turns *Turns
	n     int
	move  *thought
}

// Schedule returns the command that thinks out the next computer move and
// brings it after the delay of the speed setting (the thinking runs
// meanwhile), or nil when due is false: no computer player is to act, or a
// question is open and the move waits for the answer. prepare is called
// here, during update, only when no move is waiting already: it takes the
// snapshot its Think works from.
func (t *Turns) Schedule(ctx *Context, due bool, prepare func() Think) tea.Cmd {
	if !due {
		return nil
	}
	if t.move == nil {
		t.move = &thought{think: prepare()}
	}
	t.n++
	msg, d := t.last(), ctx.Delay()
	return func() tea.Msg {
		start := time.Now()
		msg.move.result()
		if rest := d - time.Since(start); rest > 0 {
			time.Sleep(rest)
		}
		return msg
	}
}

// Take returns the move msg brings, if it is the delivery scheduled last
// and due holds; the screen then plays it and schedules the next. A stale
// delivery, or one from another screen, gives false; so does one that
// comes while a question is open (due false), and the move waits for the
// answer to schedule it again.
func (t *Turns) Take(msg ComputerMsg, due bool) (move any, ok bool) {
	if msg != t.last() || msg.move == nil || !due {
		return nil, false
	}
	t.move = nil
	return msg.move.result(), true
}

// last is the delivery scheduled last.
func (t *Turns) last() ComputerMsg { return ComputerMsg{turns: t, n: t.n, move: t.move} }

// Last is the delivery scheduled last, its move thought out: what the
// command of Schedule brings, for tests that deliver moves themselves
// (tuitest.Drive drops a command that takes over 50 ms).
func (t *Turns) Last() ComputerMsg {
	msg := t.last()
	if msg.move != nil {
		msg.move.result()
	}
	return msg
}
