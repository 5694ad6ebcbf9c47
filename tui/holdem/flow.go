package holdem

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/tui/holdem/choice"
	"parlor/tui/holdem/hand"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// The course of a match: a hand is dealt, the seats act in turn (the
// computer's move thought out in a command, kit.Turns), the hand ends and
// is written to the history, an all-in's board is dealt street by street,
// the summary shows, then the next hand or the result.

// tickMsg is a step of the run-out or a second of the pause after a
// summary; one of an older gen is stale.
type tickMsg struct {
	s   *Table
	gen int
}

// settledMsg ends the moment after a deal while keys wait (kit.Context.KeyHold);
// one of an older gen is stale.
type settledMsg struct {
	s   *Table
	gen int
}

// deal starts the next hand and sets the phase from who is to act. Keys
// wait a moment (hold), so that one meant for the summary or the choice of
// the opponent does not play the new hand unseen.
func (s *Table) deal() {
	if s.match.HandNumber() > 0 && len(s.match.Events()) > 0 { // the hand before goes to the match's log
		s.past = append(s.past, s.handLines(s.match.Events()))
		s.past = s.past[max(0, len(s.past)-maxPastHands):]
	}
	s.back, s.odds = 0, nil
	if err := s.saved.game.Deal(); err != nil {
		s.ctx.SetWarning("cannot deal: " + err.Error())
		s.finish()
		return
	}
	if g := s.match.Game(); g.Number() > 1 && (g.Number()-1)%poker.HandsPerLevel == 0 {
		if lv, prev := poker.LevelOf(g.Number()), poker.LevelOf(g.Number()-1); lv.BigBlind != prev.BigBlind {
			s.ctx.SetStatus(fmt.Sprintf("The blinds go up: %s/%s (level %d)", kit.Chips(lv.SmallBlind), kit.Chips(lv.BigBlind), lv.Number))
		}
	}
	s.log.Follow() // the new hand's lines show, even after a scroll back
	s.hold()
	s.settle()
}

// hold makes the keys wait for kit.Context.KeyHold: a new hand (or a
// resumed one) is on the screen.
func (s *Table) hold() {
	if s.ctx.KeyHold <= 0 {
		return
	}
	s.holding = true
	s.holdGen++
	m := settledMsg{s: s, gen: s.holdGen}
	s.pending = tea.Batch(s.pending, tea.Tick(s.ctx.KeyHold, func(time.Time) tea.Msg { return m }))
}

// settle sets the phase after a move: the hand's end, the computer's turn
// or the human's.
func (s *Table) settle() {
	g := s.match.Game()
	switch {
	case g.Over():
		s.endHand()
	case g.ToAct() == computerSeat:
		s.phase = computerTurn
	default:
		s.phase = humanTurn
		s.menu = choice.New(s.match.View(humanSeat))
		s.countCoach()
	}
}

// countCoach starts the coach's count for the human's turn, in a command
// (choice.Coach.Count), when the setting is on and it is not started yet:
// Update does not wait for it. The setting may have been turned on
// mid-hand, so every update asks.
func (s *Table) countCoach() {
	if s.phase != humanTurn {
		return
	}
	if cmd := s.coach.Count(s.ctx, s.match.View(humanSeat)); cmd != nil {
		s.counting = cmd
		s.pending = tea.Batch(s.pending, cmd)
	}
}

// schedule returns the command that brings the computer's next move, after
// the delay of the speed setting, or nil when it is not the computer's turn.
func (s *Table) schedule() tea.Cmd {
	return s.turns.Schedule(s.ctx, s.computerDue(), s.prepareMove)
}

// prepareMove takes the computer's view; the bot decides from it in a
// command, off the update loop.
func (s *Table) prepareMove() kit.Think {
	bot, v := s.bot, s.match.View(computerSeat)
	return func() any { return bot.Decide(v) }
}

// computerDue reports whether the computer is to move now: it waits while a
// question is open.
func (s *Table) computerDue() bool {
	return s.phase == computerTurn && s.confirm == noQuestion
}

// endHand writes the finished hand to the history, shows it to the bot and
// keeps its summary; after an all-in it deals the rest of the board street
// by street (at once at speed "instant"), then shows the summary.
func (s *Table) endHand() {
	events := s.match.Events()
	if err := s.book.Write(s.match.HandNumber(), events); err != nil {
		s.ctx.SetWarning(err.Error() + "; the match goes on")
	}
	s.handEnded(events)
}

// handEnded is what follows a hand's end besides its record: the bot
// sees it, the summary and the match's notes take it in.
func (s *Table) handEnded(events []poker.Event) {
	s.bot.HandOver(s.match.View(computerSeat))
	s.summary = hand.Summarize(events)
	s.handsPlayed++
	s.opp.add(events, computerSeat)
	if end := s.summary.End; end.Seat != poker.NoSeat {
		if end.Pot > s.biggest.Pot {
			s.biggest, s.biggestHand = end, s.summary.Number
		}
		if end.Seat == humanSeat {
			s.myBiggest = max(s.myBiggest, end.Pot)
		}
	}
	s.menu = choice.Menu{}
	s.reveals, s.revealed = hand.RunOut(events), 0
	odds, err := felt.RunOutOdds(events)
	if err != nil { // the board is still dealt and the pot paid: only the figures are missing
		s.ctx.SetWarning(err.Error())
	}
	s.odds = odds
	if len(s.reveals) > 0 && s.ctx.Delay() > 0 {
		s.phase = runOut
		s.pending = s.tickAfter(s.ctx.Delay())
		return
	}
	s.showSummary()
}

// showSummary shows the finished hand's summary and, when the setting
// says so, deals the next hand by itself after a pause, counted down a
// second at a time.
func (s *Table) showSummary() {
	s.phase = handOver
	s.countdown = 0
	if p := s.ctx.Settings.DealPause.Pause(); p > 0 && !s.match.Over() {
		s.countdown = int((p + time.Second - 1) / time.Second)
		s.pending = s.tickAfter(time.Second)
	}
}

// tickAfter is the command that brings a tickMsg after d; any earlier
// tick is stale from now on.
func (s *Table) tickAfter(d time.Duration) tea.Cmd {
	s.tickGen++
	t := tickMsg{s: s, gen: s.tickGen}
	return tea.Tick(d, func(time.Time) tea.Msg { return t })
}

// tick moves the run-out on by a street (or to the summary) and ends the
// pause after a summary with the next deal. A tick that comes while a
// question is open is dropped: the answer schedules a fresh one.
func (s *Table) tick(t tickMsg) tea.Cmd {
	if t.s != s || t.gen != s.tickGen || s.confirm != noQuestion {
		return nil
	}
	switch s.phase {
	case runOut:
		s.revealed++
		if s.revealed > len(s.reveals) {
			s.showSummary()
			return nil
		}
		return s.tickAfter(s.ctx.Delay())
	case handOver:
		if s.countdown--; s.countdown > 0 {
			return s.tickAfter(time.Second)
		}
		return s.next()
	}
	return nil
}

// resume schedules again what waited for an answer: the computer's move,
// the run-out's next street or the next second of the countdown to the
// deal.
func (s *Table) resume() tea.Cmd {
	switch s.phase {
	case computerTurn:
		return s.schedule()
	case runOut:
		return s.tickAfter(s.ctx.Delay())
	case handOver:
		if s.countdown > 0 {
			return s.tickAfter(time.Second)
		}
	}
	return nil
}

// next goes on from a summary: the next hand, or the result.
func (s *Table) next() tea.Cmd {
	s.tickGen++ // a pending deal is done now
	if s.match.Over() {
		s.finish()
		return nil
	}
	s.deal()
	return s.schedule()
}

// finish ends the screen's match: the history file is closed and the result
// shows.
func (s *Table) finish() {
	s.book.Close()
	s.phase = matchOver
	s.confirm = noQuestion
}

func (s *Table) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		s.coach.Recount() // back from a screen over the table, whose count may have been lost
	case kit.ComputerMsg:
		if move, ok := s.turns.Take(msg, s.computerDue()); ok {
			s.clearHint()
			s.computerMove(move.(poker.Action))
			cmd = s.schedule()
		}
	case choice.CoachMsg:
		s.coach.Take(msg)
	case tickMsg:
		cmd = s.tick(msg)
	case settledMsg:
		if msg.s == s && msg.gen == s.holdGen {
			s.holding = false
		}
	case tea.MouseMsg:
		s.log.Update(msg)
	case tea.KeyMsg:
		if !s.log.Update(msg) {
			cmd = s.key(msg)
		}
	}
	s.countCoach()
	if s.pending != nil {
		cmd, s.pending = tea.Batch(cmd, s.pending), nil
	}
	return s, cmd
}

// computerMove makes the bot's move. A move the engine refuses (a bot's
// bug) becomes a check, or a fold when a check is not possible, so that the
// match goes on; the status line says so.
func (s *Table) computerMove(a poker.Action) {
	g := s.saved.game
	if err := g.BotAct(computerSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("the computer tried to %v (%v); it checks or folds instead", a, err))
		if g.BotAct(computerSeat, poker.Action{Kind: poker.Check}) != nil {
			_ = g.BotAct(computerSeat, poker.Action{Kind: poker.Fold})
		}
	}
	s.settle()
}
