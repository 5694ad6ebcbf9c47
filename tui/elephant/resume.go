package elephant

import (
	"encoding/json"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/kit"
	"parlor/tui/save"
)

// The table saves its game when it starts and after every turn (tui/save),
// so that a closed terminal or a crash loses nothing; the menu offers to
// resume it. A game played out or abandoned removes its save; esc asks
// whether to keep the game for later.

// elephantSave is the table's part in saving: the game as tui/save keeps
// it, its file, and the leave question.
type elephantSave struct {
	game    *save.Elephant // nil: a table made without one (tests), not saved
	slot    *save.Slot     // nil: not saved (no state directory)
	at      elephantMark   // the turn saved last
	dropped bool           // the save is removed: the game is over
	first   tea.Cmd        // writes the save taken as the game starts
	leaving bool           // esc's question is open: keep, abandon or play on
	lk      kit.LeaveKeys
}

// elephantMark tells one turn of a game from the next: the round, and the
// turns played in it.
type elephantMark struct{ round, turns int }

func (s *elephantScreen) mark() elephantMark {
	return elephantMark{s.game.RoundNumber(), len(s.game.Round().Events())}
}

// elephantNotes is what the table saves of its own (save.Elephant.Extra):
// what each seat took home in each finished round, for the standings.
type elephantNotes struct {
	Rounds [][]float64
}

// newSavedTable is the table of g, saved in sl: a new game, or one resumed.
func newSavedTable(ctx *kit.Context, g *save.Elephant, sl *save.Slot) *elephantScreen {
	s := &elephantScreen{ctx: ctx, km: newElephantKeys(ctx.Keys), game: g.Game}
	for _, st := range g.Seats {
		s.names = append(s.names, st.Name)
		s.kinds = append(s.kinds, st.Bot)
	}
	if r := g.Game.Rules(); r.Target > 0 {
		s.goal = elephantGoal{byTarget: true, target: int(r.Target*100 + 0.5), rounds: elephantDefaultRounds}
	} else {
		s.goal = elephantGoal{rounds: r.Rounds, target: elephantMinTarget}
	}
	s.settle()
	var n elephantNotes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.rounds = n.Rounds // settle counted the round over again
	}
	s.saved = elephantSave{game: g, slot: sl, at: s.mark(), lk: kit.NewLeaveKeys(ctx.Keys)}
	return s
}

// startSaved starts the table of a new game g and takes its first save.
func startSaved(ctx *kit.Context, g *save.Elephant) *elephantScreen {
	s := newSavedTable(ctx, g, ctx.NewSlot(save.KindElephant))
	s.saved.first = s.saveNow()
	return s
}

// Resume is the table of a saved game, going on in slot sl.
func Resume(ctx *kit.Context, g *save.Elephant, sl *save.Slot) kit.Screen {
	return newSavedTable(ctx, g, sl)
}

// Update is the table's update with its saves: every turn is saved, a game
// over or abandoned removes its save, and esc asks before leaving.
func (s *elephantScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
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
		case !s.confirm && s.phase != elephantGameOver && key.Matches(msg, s.ctx.Keys.Back):
			s.saved.leaving = true
			return s, nil
		}
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.afterTurn())
}

// saveNow takes the game's save, the table's notes with it.
func (s *elephantScreen) saveNow() tea.Cmd {
	g := s.saved.game
	g.Extra, _ = json.Marshal(elephantNotes{Rounds: s.rounds})
	s.saved.at = s.mark()
	return s.ctx.SaveGame(s.saved.slot, g)
}

// afterTurn saves a turn once, or removes the save of a game that is over.
func (s *elephantScreen) afterTurn() tea.Cmd {
	switch {
	case s.saved.game == nil || s.saved.dropped:
		return nil
	case s.game.Over():
		s.dropSave()
	case s.mark() != s.saved.at:
		return s.saveNow()
	}
	return nil
}

func (s *elephantScreen) dropSave() {
	if s.saved.game != nil && !s.saved.dropped {
		s.saved.dropped = true
		s.ctx.DropSave(s.saved.slot)
	}
}

// answerLeave handles the answer to esc's question.
func (s *elephantScreen) answerLeave(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
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
