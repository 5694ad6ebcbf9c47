package elephant

import (
	"encoding/json"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/app"
	"parlor/tui/kit"
	"parlor/tui/save"
)

// The table saves its game when it starts and after every turn that
// leaves it waiting for a person (tui/save), so that a closed terminal or a
// crash loses nothing; the menu offers to resume it. The computer players'
// turns in between are played again exactly from the save before them, as
// on the Camel Up board. A game played out or abandoned removes its save; esc asks
// whether to keep the game for later.

// elephantSave is the table's part in saving: the game as tui/save keeps
// it and the turn saved last, with what every game shares.
type elephantSave struct {
	app.Session
	game *save.Elephant // nil: a table made without one (tests), not saved
	at   elephantMark   // the turn saved last
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
func newSavedTable(ctx *kit.Context, saves *app.Saves, g *save.Elephant, sl *save.Slot) *elephantScreen {
	s := &elephantScreen{ctx: ctx, km: newElephantKeys(ctx.Keys), game: g.Game, rules: elephantRules(ctx)}
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
	s.saved = elephantSave{Session: saves.Session(sl), game: g, at: s.mark()}
	return s
}

// startSaved starts the table of a new game g and takes its first save.
func startSaved(ctx *kit.Context, saves *app.Saves, g *save.Elephant) *elephantScreen {
	s := newSavedTable(ctx, saves, g, saves.NewSlot(save.KindElephant))
	s.saved.First = s.saveNow()
	return s
}

// Resume is the table of a saved game, going on in slot sl.
func Resume(ctx *kit.Context, saves *app.Saves, g *save.Elephant, sl *save.Slot) kit.Screen {
	return newSavedTable(ctx, saves, g, sl)
}

// Update is the table's update with its saves: every turn is saved, a game
// over or abandoned removes its save, and esc asks before leaving.
func (s *elephantScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if cmd, _, done := s.saved.Handle(s.ctx, msg, !s.confirm && !s.rules.IsOpen() && s.phase != elephantGameOver, s.schedule); done {
		return s, cmd
	}
	if k, ok := msg.(tea.KeyMsg); ok && s.confirm && key.Matches(k, s.km.Yes) { // "abandon the game?" yes
		s.saved.Drop(s.ctx)
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.afterTurn())
}

// saveNow takes the game's save, the table's notes with it.
func (s *elephantScreen) saveNow() tea.Cmd {
	g := s.saved.game
	g.Extra, _ = json.Marshal(elephantNotes{Rounds: s.rounds})
	s.saved.at = s.mark()
	return s.saved.Save(s.ctx, g)
}

// afterTurn saves once after the turns that leave the table waiting for a
// person, or removes the save of a game that is over.
func (s *elephantScreen) afterTurn() tea.Cmd {
	switch {
	case s.saved.game == nil:
	case s.game.Over():
		s.saved.Drop(s.ctx)
	case s.mark() != s.saved.at && s.phase != elephantComputer:
		return s.saveNow()
	}
	return nil
}
