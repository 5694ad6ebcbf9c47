package holdem

import (
	"encoding/json"
	"fmt"
	"path/filepath"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/save"
	"parlor/save/catchup"
	"parlor/tui/app"
	"parlor/tui/holdem/opponent"
	"parlor/tui/holdem/table"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// The table saves its match as its first hand is dealt, after each of the
// human's moves and after each hand (save), so that a closed terminal
// or a crash loses nothing: the menu offers to resume it at the decision it
// stood at, the hand in play with its cards and moves. The computer's moves
// and the deals need no save of their own: resumed from the save before
// them, the computer (its source and memory as they were) makes the same
// moves and the same cards come, before the next decision is the human's.
// "Quit game" and a match played out remove the save; esc asks whether to
// keep the match for later.

// saving is the table's part in saving: the match as save keeps
// it and where it was saved last, with what every game shares.
type saving struct {
	app.Session
	game   *save.Holdem
	played int     // the hands finished when it was saved last
	at     savedAt // the human's move saved last
}

// savedAt is a point of the match for the saves: the hand and the human's
// moves in it.
type savedAt struct{ hand, moves int }

// at is where the match stands now.
func (s *Table) at() savedAt {
	return savedAt{s.match.HandNumber(), humanMoves(s.match.Events())}
}

// humanMoves counts the human's moves in a hand's events.
func humanMoves(events []poker.Event) int {
	n := 0
	for _, e := range events {
		if e.Kind == poker.EventAction && e.Seat == humanSeat {
			n++
		}
	}
	return n
}

// notes is what the table saves of its own (save.Holdem.Extra): the
// match so far, for the result.
type notes struct {
	HandsPlayed int
	Biggest     poker.Event
	BiggestHand int
	MyBiggest   int
	Opponent    stats // what the computer has shown (the panel)
}

// adopt seats the table at g's match, saved in gs.
func (s *Table) adopt(g *save.Holdem, gs app.Session) {
	s.saved = saving{Session: gs, game: g}
	s.match, s.bot = g.Match, g.Bot
	if b := newComputer(g.BotName, nil); b != nil {
		s.bot = b
	}
}

// Resume is the table of a saved match where it stood: at the decision of
// the hand in play, or dealing the hand after the last one saved.
func Resume(ctx *kit.Context, saves *app.Saves, g *save.Holdem, sl *save.Slot) *Table {
	s := &Table{ctx: ctx, km: newKeyMap(ctx.Keys), names: g.Match.Names(), log: felt.NewLog(), opponent: opponentOf(g.BotName), saves: saves}
	s.adopt(g, saves.Session(sl))
	var n notes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.handsPlayed, s.biggest, s.biggestHand, s.myBiggest, s.opp = n.HandsPlayed, n.Biggest, n.BiggestHand, n.MyBiggest, n.Opponent
	}
	s.saved.played = s.handsPlayed
	s.continueHistory()
	s.restoreLog()
	if s.catchUp() {
		return s
	}
	switch {
	case s.match.Over(): // kept by a crash before its save was removed
		s.finish()
	case s.saved.game.Running(): // at the decision it was left at
		s.hold() // the enter that resumed it must not act
		s.settle()
	default:
		s.deal()
	}
	s.saved.at = s.at()
	return s
}

// ResumeGame is the screen of either Hold'em save: a heads-up match
// (Resume) or a table of 2 to 9 seats (table.Resume).
func ResumeGame(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) kit.Screen {
	if t, ok := g.(*save.HoldemTable); ok {
		return table.Resume(ctx, saves, t, sl)
	}
	return Resume(ctx, saves, g.(*save.Holdem), sl)
}

// opponentOf is the opponent the choice offers for bot, or one named
// after it.
func opponentOf(bot string) opponent.Opponent {
	for _, o := range opponent.All() {
		if o.Bot == bot {
			return o
		}
	}
	return opponent.Opponent{Label: bot, Bot: bot}
}

// continueHistory reopens the history file of a resumed match, so that
// its next hands follow those written before (a hand cut off at the end of
// the file by a crash is cut back). A match that had no history tries a new
// file; one that cannot be continued plays on without, as a match whose
// file cannot be made does.
func (s *Table) continueHistory() {
	h := s.saved.game.History
	if h.Path == "" {
		s.openHistory()
		return
	}
	if !s.book.Continue(h) {
		s.ctx.SetWarning(s.book.Err.Error() + "; the match goes on")
	}
}

// catchUp plays again the hands the history holds beyond the save, as the
// history has them (a crash came between their two writes; see
// catchup.Hand), and shows the last one's summary, as the player
// saw it before the crash. It reports whether it did. A hand the save has
// in play is one of them: the history has how it ended. A hand that does
// not fit the save (a history edited, a Parlor of another version) is
// played again from the save, into a new history file, so that no file
// holds two versions of a hand or a hand the match did not play; the
// status line says so.
func (s *Table) catchUp() bool {
	recs, err := s.book.Unsaved(s.saved.game.Finished())
	caught := 0
	for _, rec := range recs {
		var g *save.Holdem
		if g, err = catchup.Hand(s.saved.game, rec); err != nil {
			break
		}
		if caught > 0 { // the hand caught up before goes to the log
			s.past = append(s.past, s.handLines(s.match.Events()))
		}
		s.adopt(g, s.saved.Session)
		s.handEnded(g.Match.Events()) // the history has it already
		caught++
	}
	s.saved.game.History.Hands += caught
	if err != nil {
		old := s.book.W.Path()
		if cerr := s.book.W.Close(); cerr != nil {
			s.ctx.SetWarning(cerr.Error())
		}
		s.book.W = nil
		s.openHistory()
		if s.book.W != nil {
			again := fmt.Sprintf("hand #%d is dealt again", s.match.HandNumber()+1)
			if s.saved.game.Running() {
				again = fmt.Sprintf("hand #%d goes on as it was saved", s.match.HandNumber())
			}
			s.ctx.SetWarning(fmt.Sprintf("%s does not fit the saved match (%v): %s, its history in %s",
				filepath.Base(old), err, again, filepath.Base(s.book.W.Path())))
		}
	}
	if caught == 0 && err == nil {
		return false
	}
	s.saved.First = s.saveNow() // the save catches up, or notes the new file
	if caught == 0 {
		return false
	}
	// The whole board and the summary, waiting for a key: no run-out, no
	// deal by itself.
	s.revealed, s.pending, s.phase = len(s.reveals)+1, nil, handOver
	if err == nil {
		s.ctx.SetStatus(fmt.Sprintf("Hand #%d ended before Parlor stopped: it stands as the history has it", s.match.HandNumber()))
	}
	return true
}

// startSaving takes the save of the match as its first hand is dealt.
func (s *Table) startSaving() {
	s.saved.First = s.saveNow()
}

// saveNow takes the match's save (its notes with it) and returns the
// command that writes it.
func (s *Table) saveNow() tea.Cmd {
	g := s.saved.game
	g.Extra, _ = json.Marshal(notes{HandsPlayed: s.handsPlayed, Biggest: s.biggest, BiggestHand: s.biggestHand, MyBiggest: s.myBiggest, Opponent: s.opp})
	s.saved.played, s.saved.at = s.handsPlayed, s.at()
	return s.saved.Save(s.ctx, g)
}

// Update is the table's update with its saves: a hand over is saved, a
// match over removes its save, and esc asks before leaving.
func (s *Table) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if _, ok := msg.(tickMsg); ok && s.saved.Leaving {
		return s, nil // a run-out's step or the next deal waits for the answer, which brings it again
	}
	cmd, answer, done := s.saved.Handle(s.ctx, msg, s.confirm == noQuestion && s.phase != matchOver, s.resume)
	switch answer {
	case kit.LeaveKeep:
		// The save is the match as it stands, the hand in play with it;
		// the history has every finished hand.
		if err := s.book.Close(); err != nil {
			s.ctx.SetWarning(err.Error())
		}
	case kit.LeaveAbandon:
		s.quit()
	}
	if done {
		return s, cmd
	}
	next, cmd := s.update(msg)
	return next, tea.Batch(cmd, s.afterMove())
}

// afterMove saves the match once after each of the human's moves and
// each hand's end, or removes the save of a match that is over.
func (s *Table) afterMove() tea.Cmd {
	switch {
	case s.saved.game == nil || s.saved.Dropped():
		return nil
	case s.phase == matchOver || s.match.Over():
		s.saved.Drop(s.ctx)
		return nil
	case s.handsPlayed != s.saved.played || s.at() != s.saved.at && s.at().moves > 0:
		if s.book.W != nil {
			s.saved.game.History.Hands += s.handsPlayed - s.saved.played // the hands endHand wrote
		}
		return s.saveNow()
	}
	return nil
}

// leaveQuestion is esc's question under the table.
func (s *Table) leaveQuestion() string {
	return kit.Indent(s.saved.Question(s.ctx, felt.Width-2, ""), " ")
}
