package elephant

import (
	"encoding/json"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/hotseat"
	"parlor/tui/kit"
)

// The table saves its game when it starts and after every turn that
// leaves it waiting for a person (save, through hotseat.Frame), so that
// a closed terminal or a crash loses nothing; the menu offers to resume it.
// A game played out or abandoned removes its save; esc asks whether to
// keep the game for later.

// turnMark tells one turn of a game from the next: the round, and the
// turns played in it.
type turnMark struct{ round, turns int }

func (s *Table) mark() turnMark {
	return turnMark{s.game.RoundNumber(), len(s.game.Round().Events())}
}

// notes is what the table saves of its own (save.Elephant.Extra):
// what each seat took home in each finished round, for the standings.
type notes struct {
	Rounds [][]float64
}

// newSavedTable is the table of g, saved in sl: a new game, or one resumed.
func newSavedTable(ctx *kit.Context, saves *app.Saves, g *save.Elephant, sl *save.Slot) *Table {
	s := &Table{km: newKeyMap(ctx.Keys), game: g.Game, saved: g}
	s.Frame = hotseat.NewFrame(ctx, rules(ctx), saves.Session(sl))
	for _, st := range g.Seats {
		s.names = append(s.names, st.Name)
		s.kinds = append(s.kinds, st.Bot)
	}
	if r := g.Game.Rules(); r.Target > 0 {
		s.goal = goal{byTarget: true, target: int(r.Target*100 + 0.5), rounds: defaultRounds}
	} else {
		s.goal = goal{rounds: r.Rounds, target: minTarget}
	}
	s.settle()
	var n notes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.rounds = n.Rounds // settle counted the round over again
	}
	s.SavedAt(s.mark())
	return s
}

// startSaved starts the table of a new game g and takes its first save.
func startSaved(ctx *kit.Context, saves *app.Saves, g *save.Elephant) *Table {
	s := newSavedTable(ctx, saves, g, saves.NewSlot(save.KindElephant))
	s.Save.First = s.saveNow()
	return s
}

// Resume is the table of a saved game, going on in slot sl.
func Resume(ctx *kit.Context, saves *app.Saves, g *save.Elephant, sl *save.Slot) *Table {
	return newSavedTable(ctx, saves, g, sl)
}

// Update is the table's update with its saves (hotseat.Frame): every turn
// that waits for a person is saved, a game over or abandoned removes its
// save, and esc asks before leaving.
func (s *Table) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if cmd, done := s.Frame.Update(s, msg); done {
		return s, cmd
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.AfterTurn(s, s.game.Over(), s.mark(), s.saveNow))
}

// saveNow takes the game's save, the table's notes with it.
func (s *Table) saveNow() tea.Cmd {
	if s.saved == nil {
		return nil
	}
	s.saved.Extra, _ = json.Marshal(notes{Rounds: s.rounds})
	return s.Save.Save(s.Ctx, s.saved)
}
