package hub

import (
	"math/rand/v2"

	"parlor/poker"
)

// An all-in's run-out at a table of many: once fewer than two can bet, the
// engine turns every live hand face up and deals the streets left. As the
// local table does, each live hand's share of the pot is told street by
// street. The shares are counted when the hand ends, off the hub's lock (a
// goroutine; the hand's snapshots say "counting" until then), and each
// view gets them only when every live hand is face up to it (its own or
// turned up): a share of a hand it cannot see would tell of that hand.

// RunOutStreet is a street of an all-in's run-out: the board as it stood
// before the street came, and each live hand's share of the pot then.
type RunOutStreet struct {
	Board []poker.Card
	Share [poker.MaxChairs + 1]float64 // by chair
	Live  [poker.MaxChairs + 1]bool    // the chairs whose hands are counted
}

// runOut is the run-out of a hand: its streets' boards, its live chairs
// and their holes, and the shares once counted (nil until then).
type runOut struct {
	hand   int
	boards [][]poker.Card // before each street of the run-out
	chairs []int
	holes  [][2]poker.Card
	shares [][]float64 // by street, by the index in chairs
}

// runOutOf is the run-out of t, a hand just over: the streets dealt after
// its last action when two hands or more went to the showdown; nil when
// there was none.
func runOutOf(t *poker.Table) *runOut {
	if !t.Over() || !t.Showdown() {
		return nil
	}
	events := t.Events()
	last := -1
	for i, e := range events {
		if e.Kind == poker.EventAction {
			last = i
		}
	}
	ro := &runOut{hand: t.Number()}
	board := 0
	for i, e := range events {
		if e.Kind != poker.EventStreet {
			continue
		}
		if i > last {
			ro.boards = append(ro.boards, append([]poker.Card(nil), t.Board()[:board]...))
		}
		board = e.NCards
	}
	if len(ro.boards) == 0 {
		return nil
	}
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) && !t.Folded(c) {
			ro.chairs, ro.holes = append(ro.chairs, c), append(ro.holes, t.Hole(c))
		}
	}
	return ro
}

// count counts the run-out's shares, street by street, each street's
// samples from a source of the hand and the street (the same shares on
// every run). It reads nothing of the table: call it off the lock.
func (ro *runOut) count() [][]float64 {
	shares := make([][]float64, len(ro.boards))
	for i, b := range ro.boards {
		shares[i] = poker.RunOutShares(ro.holes, b, rand.New(rand.NewPCG(uint64(ro.hand)<<8|uint64(i), 0)))
	}
	return shares
}

// of is the run-out as view v shows it, or counting while its shares are
// counted; neither for another hand, or when a live hand is not face up
// to v.
func (ro *runOut) of(v *poker.TableView) (streets []RunOutStreet, counting bool) {
	if ro == nil || v.Number != ro.hand || !v.Over {
		return nil, false
	}
	for _, c := range ro.chairs {
		if c != v.Chair && !v.Shown[c] {
			return nil, false
		}
	}
	if ro.shares == nil {
		return nil, true
	}
	streets = make([]RunOutStreet, len(ro.boards))
	for i, b := range ro.boards {
		streets[i].Board = append([]poker.Card(nil), b...)
		for j, c := range ro.chairs {
			streets[i].Share[c], streets[i].Live[c] = ro.shares[i][j], true
		}
	}
	return streets, false
}

// countRunOut starts counting the run-out of the hand that has just ended,
// if it had one, off the lock; the table's people see it once counted.
func (h *holdemTable) countRunOut() {
	h.ro = runOutOf(h.table())
	if h.ro == nil {
		return
	}
	ro, hub := h.ro, h.t.h
	hub.writes.Add(1) // Shutdown waits for it as for a save
	go func() {
		defer hub.writes.Done()
		shares := ro.count()
		hub.mu.Lock()
		defer hub.mu.Unlock()
		ro.shares = shares
		hub.wakeAll()
	}()
}
