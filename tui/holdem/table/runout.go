package table

import (
	"math/rand/v2"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
)

// An all-in's run-out: once nobody can bet, the streets left are dealt
// one at a time at the speed of the settings, every live hand face up
// with its equity, as a card room's client shows them; then the hand's
// summary. The equities are counted in a command, off the update loop,
// and come in an equityMsg tagged with the hand and the step, so that a
// late one is dropped.

// runOut is the run-out of the hand just over.
type runOut struct {
	steps []runStep // one a street dealt after the last action
	step  int       // the step shown
	eq    []float64 // by chair, the step's equities; nil while they are counted
}

// runStep is the table before a street of the run-out is dealt: the board
// as it stood and the log's lines up to there.
type runStep struct {
	board, lines int
}

// streetMark is where a street's card came in the hand's events: the
// event's index, the log's length before its line and the board after it.
type streetMark struct {
	event, lines, board int
}

// tickMsg is a step of the run-out or a second of the pause after a
// hand's summary; gen tells a stale one.
type tickMsg struct {
	s   *Screen
	gen int
}

// equityMsg is the equities of a run-out's step, by chair.
type equityMsg struct {
	s          *Screen
	hand, step int
	eq         []float64
}

// runOutOf is the run-out of the finished hand t whose streets came as
// marks: the streets dealt after its last action, when two hands or more
// went to the showdown. None otherwise.
func runOutOf(t *poker.Table, marks []streetMark) []runStep {
	if !t.Showdown() {
		return nil
	}
	last := -1
	for i, e := range t.Events() {
		if e.Kind == poker.EventAction {
			last = i
		}
	}
	var steps []runStep
	board := 0
	for _, m := range marks {
		if m.event > last {
			steps = append(steps, runStep{board: board, lines: m.lines})
		}
		board = m.board
	}
	return steps
}

// tickAfter is the command that brings a tickMsg after d; any earlier
// tick is stale from now on.
func (s *Screen) tickAfter(d time.Duration) tea.Cmd {
	s.tickGen++
	msg := tickMsg{s: s, gen: s.tickGen}
	return tea.Tick(d, func(time.Time) tea.Msg { return msg })
}

// showStep shows the run-out's step and returns the commands that count
// its equities and bring the next step.
func (s *Screen) showStep() tea.Cmd {
	t := s.table()
	st := s.ro.steps[s.ro.step]
	s.ro.eq = nil
	board := t.Board()[:st.board]
	var chairs []int
	var holes [][2]poker.Card
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) && !t.Folded(c) {
			chairs, holes = append(chairs, c), append(holes, t.Hole(c))
		}
	}
	msg := equityMsg{s: s, hand: t.Number(), step: s.ro.step}
	seed := uint64(t.Number())<<8 | uint64(s.ro.step)
	count := func() tea.Msg {
		shares := poker.RunOutShares(holes, board, rand.New(rand.NewPCG(seed, 0)))
		msg.eq = make([]float64, poker.MaxChairs+1)
		for i, c := range chairs {
			msg.eq[c] = shares[i]
		}
		return msg
	}
	return tea.Batch(count, s.tickAfter(s.ctx.Delay()))
}
