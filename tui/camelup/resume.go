package camelup

import (
	"encoding/json"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/hotseat"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/odds"
	"parlor/tui/kit/camelup/roundsum"
)

// The board saves its game when it starts and after every turn that leaves
// it waiting for a person (save, through hotseat.Frame), secret bets
// and the computer players' memory with it, so that a closed terminal or a
// crash loses nothing; the menu offers to resume it. A game played out or
// abandoned removes its save; esc asks whether to keep the game for later.

// notes is what the board saves of its own (save.CamelUp.Extra): whether
// the odds show, and the summary of a round that has just ended while it
// shows. (The stalemate guard's count, once kept here as Still, is read
// from the game's log: camelup.Game.TurnsSinceMove.)
type notes struct {
	ShowOdds bool
	Ended    *endNote `json:",omitempty"`
}

// endNote is a round's summary as saved (its fields' names the saves').
type endNote struct {
	Round         int
	Lead, Second  camelup.Camel
	Payouts       []camelup.Event
	Paid          []int
	GameOver      bool
	Winner, Loser camelup.Camel
}

func noteOf(r *roundsum.Round) *endNote {
	if r == nil {
		return nil
	}
	return &endNote{r.Number, r.Lead, r.Second, r.Payouts, r.Paid, r.GameOver, r.Winner, r.Loser}
}

func (n *endNote) roundEnd() *roundsum.Round {
	return &roundsum.Round{Number: n.Round, Lead: n.Lead, Second: n.Second, Payouts: n.Payouts, Paid: n.Paid,
		GameOver: n.GameOver, Winner: n.Winner, Loser: n.Loser}
}

// newSavedBoard is the board of g, saved in sl: a new game, or one resumed.
// A resumed game opens on the hand-over screen when a person is to play,
// since their bets are private.
func newSavedBoard(ctx *kit.Context, saves *app.Saves, g *save.CamelUp, sl *save.Slot) *Board {
	seats := make([]seat, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = seat{name: st.Name, bot: g.Players[i], kind: st.Bot}
	}
	s := &Board{km: newKeyMap(ctx.Keys), game: g.Game, seats: seats, shown: -1, odds: odds.None, saved: g}
	s.Frame = hotseat.NewFrame(ctx, rules(ctx), saves.Session(sl))
	var n notes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.showOdds = n.ShowOdds
	}
	s.seen = len(g.Game.Log())
	s.SavedAt(s.seen)
	s.settle()
	if n.Ended != nil && !g.Game.Over() { // saved on a round's summary: it shows again
		s.ended, s.phase = n.Ended.roundEnd(), roundOver
	}
	return s
}

// startSaved starts the board of a new game g and takes its first save.
func startSaved(ctx *kit.Context, saves *app.Saves, g *save.CamelUp) *Board {
	s := newSavedBoard(ctx, saves, g, saves.NewSlot(save.KindCamelUp))
	s.Save.First = s.saveNow()
	return s
}

// Resume is the board of a saved game of either edition, going on in slot
// sl. For the contest's the race odds' table is warmed, as by the setup:
// the menu resumes a game without it.
func Resume(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
	switch g := g.(type) {
	case *save.CamelUp2:
		return resumeSecond(ctx, saves, g, sl), nil
	case *save.CamelUp:
		warmOdds()
		return newSavedBoard(ctx, saves, g, sl), nil
	}
	return nil, fmt.Errorf("a %s save holds no Camel Up game", g.Kind())
}

// Update is the board's update with its saves (hotseat.Frame): every turn
// that waits for a person is saved, a game over or abandoned removes its
// save, and esc at the top asks before leaving.
func (s *Board) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if cmd, done := s.Frame.Update(s, msg); done {
		return s, cmd
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.AfterTurn(s, s.game.Over(), len(s.game.Log()), s.saveNow))
}

// saveNow takes the game's save, the board's notes with it.
func (s *Board) saveNow() tea.Cmd {
	g := s.saved
	if g == nil {
		return nil
	}
	n := notes{ShowOdds: s.showOdds}
	if s.phase == roundOver {
		n.Ended = noteOf(s.ended)
	}
	g.Extra, _ = json.Marshal(n)
	return s.Save.Save(s.Ctx, g)
}
