package handhistory

import (
	"fmt"
	"os"
	"slices"
	"time"

	"parlor/poker"
)

// WriteTableHand appends the finished hand of a Table, as WriteHand does a
// heads-up one: whole, page-safe, batched with Options.Batch. hero is the
// chair whose hole cards the file shows (0: none); it may change from hand
// to hand, as a duplicate run moves its players round the chairs. A hand
// already written (the same number again) is not written twice.
//
// In a PokerStars sit-and-go (not Options.Ring) the Writer follows the
// players' finishes (poker.EventFinish) and, once the winner's is in,
// writes the tournament's summary beside the hands, as WriteHand does at
// the end of a heads-up match.
func (w *Writer) WriteTableHand(t *poker.Table, hero int) error {
	if w == nil {
		return nil
	}
	if w.err != nil {
		return w.err
	}
	if w.closed || w.finished {
		return fmt.Errorf("write hand history %s: %w", w.path, os.ErrClosed)
	}
	if t.Number() == w.last && w.last != 0 {
		return nil
	}
	start := len(w.buf)
	now := w.opts.Now()
	buf, err := AppendTableHand(w.buf, t, w.opts.Format, TableHandOptions{
		Hero: hero, Tournament: w.opts.Tournament, Time: now, Ring: w.opts.Ring,
	})
	if err != nil {
		return err
	}
	w.noteTableTournament(t, hero, now)
	w.buf = w.inPage(buf, start)
	w.ends = append(w.ends, len(w.buf))
	w.last = t.Number()
	if len(w.buf) < w.opts.Batch {
		return nil
	}
	if err := w.flush(); err != nil {
		return err
	}
	if w.opts.Batch == 0 || time.Since(w.lastSync) >= w.opts.SyncEvery {
		return w.sync()
	}
	return nil
}

// noteTableTournament gathers a sit-and-go's finishing places from its
// hands and, at the winner's, makes the summary (written by flush once the
// hand is out): every player who finished, best first, and the place of
// the hero of the last hand.
func (w *Writer) noteTableTournament(t *poker.Table, hero int, at time.Time) {
	if w.opts.Format != PokerStars || w.opts.Ring || w.summarized {
		return
	}
	if w.started.IsZero() {
		w.started = at
	}
	var names poker.ChairNames
	won := false
	for _, e := range t.Events() {
		if e.Kind != poker.EventFinish {
			continue
		}
		if names == (poker.ChairNames{}) {
			names = tableNames(t)
		}
		w.places = append(w.places, Place{Rank: e.Amount, Name: names[e.Chair], Where: "Parlor", Prize: -1})
		if e.Amount == 1 {
			won = true
		}
		if e.Chair == hero {
			w.heroPlace = e.Amount
		}
	}
	if !won {
		return
	}
	w.summarized = true
	slices.SortFunc(w.places, func(a, b Place) int { return a.Rank - b.Rank })
	s := TournamentSummary{
		Tournament: w.opts.Tournament, Game: "Limit Hold'em", Freeroll: true, Entries: len(w.places),
		Started: w.started, Finished: at, Places: w.places, Finish: w.heroPlace,
	}
	w.summary = AppendTournamentSummary(nil, &s)
	w.places = nil
}
