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
		shares := shares(holes, board, rand.New(rand.NewPCG(seed, 0)))
		msg.eq = make([]float64, poker.MaxChairs+1)
		for i, c := range chairs {
			msg.eq[c] = shares[i]
		}
		return msg
	}
	return tea.Batch(count, s.tickAfter(s.ctx.Delay()))
}

// samples is how many boards a run-out's equities are sampled on when
// counting them all would take longer (three cards or more to come).
const samples = 20000

// shares are each hand's share of the pot on average over the boards to
// come (ties shared): every board counted when two cards or fewer are to
// come, samples of them otherwise (r draws them).
func shares(holes [][2]poker.Card, board []poker.Card, r *rand.Rand) []float64 {
	var used [52]bool
	for _, h := range holes {
		used[h[0]], used[h[1]] = true, true
	}
	for _, c := range board {
		used[c] = true
	}
	var deck []poker.Card
	for c := range poker.Card(52) {
		if !used[c] {
			deck = append(deck, c)
		}
	}
	won := make([]float64, len(holes))
	vals := make([]poker.Value, len(holes))
	var full [5]poker.Card
	copy(full[:], board)
	boards := 0
	score := func() {
		best := poker.Value(0)
		for i, h := range holes {
			vals[i] = poker.Eval7(&[7]poker.Card{h[0], h[1], full[0], full[1], full[2], full[3], full[4]})
			best = max(best, vals[i])
		}
		n := 0
		for _, v := range vals {
			if v == best {
				n++
			}
		}
		for i, v := range vals {
			if v == best {
				won[i] += 1 / float64(n)
			}
		}
		boards++
	}
	switch need := 5 - len(board); {
	case need == 0:
		score()
	case need == 1:
		for _, a := range deck {
			full[4] = a
			score()
		}
	case need == 2:
		for i, a := range deck {
			for _, b := range deck[i+1:] {
				full[3], full[4] = a, b
				score()
			}
		}
	default:
		for range samples {
			for k := len(board); k < 5; k++ { // a partial shuffle: the cards to come
				j := k - len(board) + r.IntN(len(deck)-(k-len(board)))
				deck[k-len(board)], deck[j] = deck[j], deck[k-len(board)]
				full[k] = deck[k-len(board)]
			}
			score()
		}
	}
	for i := range won {
		won[i] /= float64(boards)
	}
	return won
}
