package table

import (
	"slices"

	"parlor/ai/holdembot"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// The table is saved as its first hand is dealt, after each deal, each of
// the human's moves and each hand's end (save.HoldemTable keeps every move
// and plays them again on resume), so that esc and keep, a closed window,
// ctrl+c or a kill loses nothing: the menu offers it again, at the
// decision it stood at. The computers' moves need no save of their own:
// resumed from the save before them, each computer (its source and what
// it learnt played again) makes the same moves before the human's next
// decision. The end of a sit-and-go, or leaving a ring game, removes the
// save; esc asks whether to keep it.

// Resume is the table of a saved game where it stood: at the decision of
// the hand in play, or showing the end of the hand saved last.
func Resume(ctx *kit.Context, saves *app.Saves, g *save.HoldemTable, sl *save.Slot) *Screen {
	cfg := Uniform(g.Seats(), g.Ring != nil, holdembot.DefaultLevel)
	for c := 2; c <= cfg.Seats; c++ {
		for i, l := range holdembot.Levels() {
			if l.Bot == g.Bot(c) {
				cfg.Levels[c] = i
			}
		}
	}
	cfg.Level = cfg.Levels[2]
	s := &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), cfg: cfg, saves: saves, saved: saves.Session(sl)}
	s.adopt(g)
	s.hist = continueHistory(ctx, cfg, g.History)
	if s.hist.err != nil {
		ctx.SetWarning(s.hist.err.Error() + "; the table goes on")
	}
	g.History = s.hist.saved()
	if s.sng != nil { // those out before the hand saved, in the order they went
		places := s.sng.Places()
		var out []int
		for c := 1; c <= cfg.Seats; c++ {
			if places[c] > 1 {
				out = append(out, c)
			}
		}
		slices.SortFunc(out, func(a, b int) int { return places[b] - places[a] })
		for _, c := range out {
			s.addPlace(c, places[c])
		}
	}
	s.told = len(s.places)
	if prev := g.PreviousHand(); len(prev) > 0 { // p: the hand before, as it was
		for i := range prev {
			if l := s.eventLine(&prev[i], g.Table().Number()-1); l != "" {
				s.last = append(s.last, l)
			}
		}
	}
	s.settle()                                        // the hand's log so far, and whose turn
	if s.phase == runningOut || s.phase == handOver { // the hand's end, waiting for a key
		s.phase, s.countdown, s.pending = handOver, 0, nil
	}
	s.dirty = false
	return s
}
