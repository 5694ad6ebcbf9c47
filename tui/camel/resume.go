package camel

import (
	"encoding/json"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/app"
	"parlor/tui/camel/menu"
	"parlor/tui/camel/odds"
	"parlor/tui/kit"
	"parlor/tui/save"
)

// The board saves its game when it starts and after every turn that leaves
// it waiting for a person (tui/save), secret bets and the computer players'
// memory with it, so that a closed terminal or a crash loses nothing; the
// menu offers to resume it. The computer players' turns in between are not
// saved one by one: resumed from the save before them they are played
// again exactly as they were (their sources are in it), so a save after
// each would only cost a disk write per turn, hundreds in a game of
// computers. A game
// played out or abandoned removes its save; esc asks whether to keep the
// game for later.

// camelSave is the board's part in saving: the game as tui/save keeps it
// and the turn saved last, with what every game shares.
type camelSave struct {
	app.Session
	game *save.Camel // nil: a board made without one (tests), not saved
	at   int         // the log's length saved last
}

// camelNotes is what the board saves of its own (save.Camel.Extra): the
// turns since a camel last moved, which the stalemate guard counts,
// whether the odds show, and the summary of a round that has just ended
// while it shows.
type camelNotes struct {
	Still    int
	ShowOdds bool
	Ended    *camelEndNote `json:",omitempty"`
}

// camelEndNote is a camelRoundEnd as saved.
type camelEndNote struct {
	Round         int
	Lead, Second  camelup.Camel
	Payouts       []camelup.Event
	Paid          []int
	GameOver      bool
	Winner, Loser camelup.Camel
}

func noteOf(r *camelRoundEnd) *camelEndNote {
	if r == nil {
		return nil
	}
	return &camelEndNote{r.round, r.lead, r.second, r.payouts, r.paid, r.gameOver, r.winner, r.loser}
}

func (n *camelEndNote) roundEnd() *camelRoundEnd {
	return &camelRoundEnd{n.Round, n.Lead, n.Second, n.Payouts, n.Paid, n.GameOver, n.Winner, n.Loser}
}

// newSavedBoard is the board of g, saved in sl: a new game, or one resumed.
// A resumed game opens on the hand-over screen when a person is to play,
// since their bets are private.
func newSavedBoard(ctx *kit.Context, saves *app.Saves, g *save.Camel, sl *save.Slot) *camelScreen {
	seats := make([]camelSeat, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = camelSeat{name: st.Name, bot: g.Players[i], kind: st.Bot}
	}
	s := &camelScreen{ctx: ctx, km: newCamelKeys(ctx.Keys), game: g.Game, seats: seats, shown: -1, odds: odds.None, rules: camelRules(ctx)}
	var n camelNotes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.still, s.showOdds = n.Still, n.ShowOdds
	}
	s.seen = len(g.Game.Log())
	s.saved = camelSave{Session: saves.Session(sl), game: g, at: s.seen}
	s.settle()
	if n.Ended != nil && !g.Game.Over() { // saved on a round's summary: it shows again
		s.ended, s.phase = n.Ended.roundEnd(), camelRoundOver
	}
	return s
}

// startSaved starts the board of a new game g and takes its first save.
func startSaved(ctx *kit.Context, saves *app.Saves, g *save.Camel) *camelScreen {
	s := newSavedBoard(ctx, saves, g, saves.NewSlot(save.KindCamel))
	s.saved.First = s.saveNow()
	return s
}

// Resume is the board of a saved game, going on in slot sl.
func Resume(ctx *kit.Context, saves *app.Saves, g *save.Camel, sl *save.Slot) kit.Screen {
	return newSavedBoard(ctx, saves, g, sl)
}

// Update is the board's update with its saves: every turn is saved, a game
// over or abandoned removes its save, and esc at the top asks before
// leaving.
func (s *camelScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if cmd, _, done := s.saved.Handle(s.ctx, msg, !s.confirm && !s.rules.IsOpen() && s.atTop(), s.schedule); done {
		return s, cmd
	}
	if k, ok := msg.(tea.KeyMsg); ok && s.confirm && key.Matches(k, s.km.Yes) { // "abandon the game?" yes
		s.saved.Drop(s.ctx)
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.afterTurn())
}

// atTop reports whether esc would leave the board (rather than step back
// in a menu, or go back after the final summary).
func (s *camelScreen) atTop() bool {
	return s.phase != camelGameOver && (s.phase != camelPerson || s.menu.Level == menu.Top)
}

// afterTurn saves once after the turns that leave the board waiting for a
// person, or removes the save of a game that is over.
func (s *camelScreen) afterTurn() tea.Cmd {
	switch {
	case s.saved.game == nil:
	case s.game.Over():
		s.saved.Drop(s.ctx)
	case len(s.game.Log()) != s.saved.at && s.phase != camelComputer:
		return s.saveNow()
	}
	return nil
}

// saveNow takes the game's save, the board's notes with it.
func (s *camelScreen) saveNow() tea.Cmd {
	g := s.saved.game
	n := camelNotes{Still: s.still, ShowOdds: s.showOdds}
	if s.phase == camelRoundOver {
		n.Ended = noteOf(s.ended)
	}
	g.Extra, _ = json.Marshal(n)
	s.saved.at = len(s.game.Log())
	return s.saved.Save(s.ctx, g)
}
