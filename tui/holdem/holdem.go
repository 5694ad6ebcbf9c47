// Package holdem is the Hold'em table: a heads-up tournament match of the
// human against a computer player chosen before the match, each hand
// written to the history file as it ends. The table is drawn by
// felt.Table, which the history's replayer shares.
package holdem

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/holdem/opponent"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
	"parlor/tui/save"
	"parlor/tui/settings/store"
)

// The seats: the human sits in seat 0 (Seat 1 in the history), the
// computer in seat 1.
const (
	humanSeat    = 0
	computerSeat = 1
)

// holdemClock gives the match's start, which names its history file; tests
// fix it so that the path they show is always the same.
var holdemClock = time.Now

// holdemBot is what the table needs of a computer player (holdembot.Bot).
type holdemBot interface {
	Decide(v poker.SeatView) poker.Action
	HandOver(v poker.SeatView)
}

// holdemPhase is what the table waits for.
type holdemPhase uint8

const (
	holdemComputerTurn holdemPhase = iota // the computer's move (a timer runs)
	holdemHumanTurn                       // the human chooses from the menu
	holdemRunOut                          // all-in: the rest of the board is dealt street by street
	holdemHandOver                        // the hand is over: its summary shows
	holdemMatchOver                       // the match is over
)

// holdemConfirm is a question the table asks before it acts.
type holdemConfirm uint8

const (
	holdemNoQuestion holdemConfirm = iota
	holdemAskFold                  // fold when check is possible (spec)
	holdemAskQuit                  // quit the match
)

// holdemOption is one line of the human's numbered menu.
type holdemOption struct {
	label  string
	action poker.Action
	quit   bool
}

// holdemTick is a step of the run-out or the end of the pause after a
// summary; one of an older gen is stale.
type holdemTick struct {
	s   *holdemScreen
	gen int
}

// holdemScreen is the Hold'em table: a tournament match of the human
// against the opponent chosen, one hand after another, each hand appended
// to the history file as it ends.
type holdemScreen struct {
	ctx      *kit.Context
	km       holdemKeys
	match    *poker.Match
	bot      holdemBot
	names    [2]string
	opponent opponent.Opponent // the bot that plays the seat "Computer"

	hist    *handhistory.Writer // nil when the file could not be made
	histErr error               // the last failure to write the history

	phase   holdemPhase
	confirm holdemConfirm
	options []holdemOption
	cursor  int
	typed   string // the digit typed, waiting for enter
	before  int    // the cursor before a digit was typed: backspace goes back to it
	wrong   bool   // a key or digit that chooses nothing was typed: enter waits for a valid one
	turns   kit.Turns
	log     *felt.Log
	coach   holdemCoach

	// The finished hand, for its summary; during a run-out, the indexes of
	// the events that deal the streets still to show and how many show.
	summary  holdemSummary
	reveals  []int
	revealed int
	tickGen  int
	pending  tea.Cmd // a command a move started (a tick), returned by Update

	// The match so far, for the result.
	handsPlayed int
	biggest     poker.Event // the EventHandEnd of the biggest pot
	biggestHand int         // its hand number
	myBiggest   int         // the biggest pot the human won

	width, height int

	saved holdemSave // the match's save (resume.go)
}

// New opens the choice of the opponent; the table takes its place once one
// is chosen.
func New(ctx *kit.Context) kit.Screen {
	names := seatNames(ctx)
	return opponent.New(ctx, names[computerSeat], func(o opponent.Opponent) kit.Screen { return newTable(ctx, o) })
}

// seatNames are the players' names: the human's from the settings, and
// the computer's seat "Computer" (as the spec names it).
func seatNames(ctx *kit.Context) [2]string {
	human := ctx.Settings.Name
	if human == "" {
		human = store.Defaults().Name
	}
	computer := "Computer"
	if strings.EqualFold(human, computer) {
		computer = "Robot" // two players of one name would make the history ambiguous
	}
	return [2]string{human, computer}
}

// newTable seats the human against o, opens the history file and deals
// the first hand. A history that cannot be created is a warning: the match
// goes on without it. The match is saved from the start (resume.go).
func newTable(ctx *kit.Context, o opponent.Opponent) *holdemScreen {
	s := &holdemScreen{ctx: ctx, km: newHoldemKeys(ctx.Keys), names: seatNames(ctx), log: felt.NewLog(), opponent: o}
	// The game's source draws the bot's own source, the button (card
	// rooms draw for it; here the seed does) and every deck.
	g, err := save.NewHoldem(save.HoldemConfig{Names: s.names, Bot: o.Bot, Source: ctx.GameSource()})
	if err != nil { // cannot happen: the names differ, the bot is one opponent.All offers; say so rather than panic
		s.histErr = err
		s.phase = holdemMatchOver
		return s
	}
	s.adopt(g, ctx.NewSlot(save.KindHoldem))
	s.openHistory()
	s.startSaving()
	s.deal()
	return s
}

func (s *holdemScreen) openHistory() {
	f, err := handhistory.ParseFormat(s.ctx.HistoryFormat())
	start := holdemClock()
	if err == nil {
		s.hist, err = handhistory.Create(handhistory.Options{Dir: s.ctx.HistoryDir(), Format: f, Hero: humanSeat, Start: start,
			Name: kit.MatchFileName(start, s.opponent.Bot)}) // the file says which bot played "Computer"
		s.noteHistory(f, start)
	}
	if err != nil {
		s.hist = nil
		s.histErr = fmt.Errorf("the hand history cannot be written: %w", err)
		s.ctx.SetWarning(s.histErr.Error() + "; the match goes on")
	}
}

// Init lets the mouse wheel scroll the hand's log while the table shows,
// writes the first save and brings the computer's first move when it is to
// act.
func (s *holdemScreen) Init() tea.Cmd {
	return tea.Batch(tea.EnableMouseCellMotion, s.saved.First, s.schedule())
}

func (s *holdemScreen) Typing() bool { return false }

func (s *holdemScreen) Keys() help.KeyMap {
	if s.saved.Leaving {
		return s.saved.Keys(s.ctx)
	}
	k := s.km
	switch {
	case s.confirm != holdemNoQuestion:
		k.Mode = holdemKeysConfirm
	case s.phase == holdemComputerTurn:
		k.Mode = holdemKeysWait
	case s.phase == holdemRunOut:
		k.Mode = holdemKeysRunOut
	case s.phase == holdemHandOver:
		k.Mode = holdemKeysNext
	case s.phase == holdemMatchOver:
		k.Mode = holdemKeysResult
	default:
		k.Mode = holdemKeysAct
		n := fmt.Sprintf("1-%d", len(s.options)) // the digits there are
		k.Choose.SetHelp(n+" enter", "choose")
		k.Pick.SetHelp(n, "pick option")
	}
	return k
}

// deal starts the next hand and sets the phase from who is to act.
func (s *holdemScreen) deal() {
	if err := s.match.Deal(); err != nil {
		s.ctx.SetWarning("cannot deal: " + err.Error())
		s.finish()
		return
	}
	if g := s.match.Game(); g.Number() > 1 && (g.Number()-1)%poker.HandsPerLevel == 0 {
		if lv, prev := poker.LevelOf(g.Number()), poker.LevelOf(g.Number()-1); lv.BigBlind != prev.BigBlind {
			s.ctx.SetStatus(fmt.Sprintf("The blinds go up: %s/%s (level %d)", kit.Chips(lv.SmallBlind), kit.Chips(lv.BigBlind), lv.Number))
		}
	}
	s.settle()
}

// settle sets the phase after a move: the hand's end, the computer's turn
// or the human's.
func (s *holdemScreen) settle() {
	g := s.match.Game()
	switch {
	case g.Over():
		s.endHand()
	case g.ToAct() == computerSeat:
		s.phase = holdemComputerTurn
	default:
		s.phase = holdemHumanTurn
		s.options = holdemOptions(s.match.View(humanSeat))
		s.typed, s.wrong = "", false
		s.cursor = 0
		if len(s.options) > 2 {
			s.cursor = 1 // check or call: the move that risks least
		}
		s.coach.update(s)
	}
}

// schedule returns the command that brings the computer's next move, after
// the delay of the speed setting, or nil when it is not the computer's turn.
func (s *holdemScreen) schedule() tea.Cmd {
	return s.turns.Schedule(s.ctx, s.computerDue(), s.prepareMove)
}

// prepareMove takes the computer's view; the bot decides from it in a
// command, off the update loop.
func (s *holdemScreen) prepareMove() kit.Think {
	bot, v := s.bot, s.match.View(computerSeat)
	return func() any { return bot.Decide(v) }
}

// computerDue reports whether the computer is to move now: it waits while a
// question is open.
func (s *holdemScreen) computerDue() bool {
	return s.phase == holdemComputerTurn && s.confirm == holdemNoQuestion
}

// endHand writes the finished hand to the history, shows it to the bot and
// keeps its summary; after an all-in it deals the rest of the board street
// by street (at once at speed "instant"), then shows the summary.
func (s *holdemScreen) endHand() {
	events := s.match.Events()
	if err := s.hist.WriteHand(events); err != nil {
		s.histErr = fmt.Errorf("hand #%d was not saved: %w", s.match.HandNumber(), err)
		s.ctx.SetWarning(s.histErr.Error() + "; the match goes on")
	}
	s.handEnded(events)
}

// handEnded is what follows a hand's end besides its record: the bot
// sees it, the summary and the match's notes take it in.
func (s *holdemScreen) handEnded(events []poker.Event) {
	s.bot.HandOver(s.match.View(computerSeat))
	s.summary = newHoldemSummary(events)
	s.handsPlayed++
	if end := s.summary.end; end.Seat != poker.NoSeat {
		if end.Pot > s.biggest.Pot {
			s.biggest, s.biggestHand = end, s.summary.number
		}
		if end.Seat == humanSeat {
			s.myBiggest = max(s.myBiggest, end.Pot)
		}
	}
	s.options = nil
	s.reveals, s.revealed = runOutStreets(events), 0
	if len(s.reveals) > 0 && s.ctx.Delay() > 0 {
		s.phase = holdemRunOut
		s.pending = s.tickAfter(s.ctx.Delay())
		return
	}
	s.showSummary()
}

// runOutStreets are the indexes of the streets dealt after both hands were
// turned up: the board of an all-in before the river.
func runOutStreets(events []poker.Event) []int {
	var out []int
	shown := false
	for i, e := range events {
		switch {
		case e.Kind == poker.EventShow:
			shown = true
		case e.Kind == poker.EventStreet && shown:
			out = append(out, i)
		case e.Kind == poker.EventShowdown:
			return out
		}
	}
	return out
}

// showSummary shows the finished hand's summary and, when the setting
// says so, deals the next hand by itself after a pause.
func (s *holdemScreen) showSummary() {
	s.phase = holdemHandOver
	if p := s.ctx.Settings.DealPause.Pause(); p > 0 && !s.match.Over() {
		s.pending = s.tickAfter(p)
	}
}

// tickAfter is the command that brings a holdemTick after d; any earlier
// tick is stale from now on.
func (s *holdemScreen) tickAfter(d time.Duration) tea.Cmd {
	s.tickGen++
	t := holdemTick{s: s, gen: s.tickGen}
	return tea.Tick(d, func(time.Time) tea.Msg { return t })
}

// tick moves the run-out on by a street (or to the summary) and ends the
// pause after a summary with the next deal. A tick that comes while a
// question is open is dropped: the answer schedules a fresh one.
func (s *holdemScreen) tick(t holdemTick) tea.Cmd {
	if t.s != s || t.gen != s.tickGen || s.confirm != holdemNoQuestion {
		return nil
	}
	switch s.phase {
	case holdemRunOut:
		s.revealed++
		if s.revealed > len(s.reveals) {
			s.showSummary()
			return nil
		}
		return s.tickAfter(s.ctx.Delay())
	case holdemHandOver:
		return s.next()
	}
	return nil
}

// resume schedules again what waited for an answer: the computer's move,
// the run-out's next street or the next deal.
func (s *holdemScreen) resume() tea.Cmd {
	switch s.phase {
	case holdemComputerTurn:
		return s.schedule()
	case holdemRunOut:
		return s.tickAfter(s.ctx.Delay())
	case holdemHandOver:
		if p := s.ctx.Settings.DealPause.Pause(); p > 0 && !s.match.Over() {
			return s.tickAfter(p)
		}
	}
	return nil
}

// next goes on from a summary: the next hand, or the result.
func (s *holdemScreen) next() tea.Cmd {
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
func (s *holdemScreen) finish() {
	if err := s.hist.Close(); err != nil && s.histErr == nil {
		s.histErr = fmt.Errorf("closing the hand history: %w", err)
	}
	s.phase = holdemMatchOver
	s.confirm = holdemNoQuestion
}

func (s *holdemScreen) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	case kit.ComputerMsg:
		if move, ok := s.turns.Take(msg, s.computerDue()); ok {
			s.computerMove(move.(poker.Action))
			cmd = s.schedule()
		}
	case holdemTick:
		cmd = s.tick(msg)
	case tea.MouseMsg:
		s.log.Update(msg)
	case tea.KeyMsg:
		if !s.log.Update(msg) {
			cmd = s.key(msg)
		}
	}
	if s.pending != nil {
		cmd, s.pending = tea.Batch(cmd, s.pending), nil
	}
	return s, cmd
}

// computerMove makes the bot's move. A move the engine refuses (a bot's
// bug) becomes a check, or a fold when a check is not possible, so that the
// match goes on; the status line says so.
func (s *holdemScreen) computerMove(a poker.Action) {
	if err := s.match.Act(computerSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("the computer tried to %v (%v); it checks or folds instead", a, err))
		if s.match.Act(computerSeat, poker.Action{Kind: poker.Check}) != nil {
			_ = s.match.Act(computerSeat, poker.Action{Kind: poker.Fold})
		}
	}
	s.settle()
}

// leave goes back to the menu; the mouse is the terminal's again.
func (s *holdemScreen) leave() tea.Cmd { return tea.Batch(tea.DisableMouse, kit.GoBack()) }

func (s *holdemScreen) key(msg tea.KeyMsg) tea.Cmd {
	if s.confirm != holdemNoQuestion {
		return s.answer(msg)
	}
	switch s.phase {
	case holdemMatchOver:
		if key.Matches(msg, s.km.Leave) {
			return s.leave()
		}
		s.ctx.SetStatus("The match is over: enter goes back to the menu")
		return nil
	case holdemRunOut, holdemHandOver:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = holdemAskQuit
			return nil
		}
		if s.phase == holdemRunOut { // any key shows the whole board and the summary
			s.revealed = len(s.reveals) + 1
			s.tickGen++
			s.showSummary()
			return nil
		}
		return s.next() // any key goes on at once
	case holdemComputerTurn:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = holdemAskQuit
			return nil
		}
		s.ctx.SetStatus(s.name(computerSeat) + " is to act: wait a moment")
		return nil
	}
	return s.menuKey(msg)
}

// menuKey handles a key while the human chooses an action. A digit picks
// an option and enter plays it; a digit or key that chooses nothing says
// so, and enter then plays nothing until a valid choice is made.
func (s *holdemScreen) menuKey(msg tea.KeyMsg) tea.Cmd {
	n := len(s.options)
	switch {
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Pick):
		d := int(msg.String()[0] - '0')
		if s.typed == "" || s.wrong {
			s.before = s.cursor
		}
		if d < 1 || d > n {
			s.typed, s.wrong = msg.String(), true
			s.ctx.SetWarning(fmt.Sprintf("There is no option %d: type 1 to %d (enter plays nothing until then)", d, n))
			return nil
		}
		s.typed, s.cursor, s.wrong = msg.String(), d-1, false
	case key.Matches(msg, s.km.Clear):
		if s.typed != "" {
			s.cursor = s.before // the highlight follows what is typed
		}
		s.typed, s.wrong = "", false
	case key.Matches(msg, s.km.Choose):
		if s.wrong {
			s.ctx.SetWarning(fmt.Sprintf("Choose first: type 1 to %d, or ↑↓; backspace forgets the wrong key", n))
			return nil
		}
		return s.choose(s.options[s.cursor])
	case key.Matches(msg, s.km.Fold):
		return s.shortcut(poker.Fold)
	case key.Matches(msg, s.km.CheckCall):
		return s.shortcut(poker.Check, poker.Call)
	case key.Matches(msg, s.km.BetRaise):
		return s.shortcut(poker.Bet, poker.Raise)
	case key.Matches(msg, s.km.Quit):
		s.confirm = holdemAskQuit
	default:
		s.wrong = true
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: type 1 to %d and press enter, or f, c, b; ? shows every key", msg.String(), n))
	}
	return nil
}

// shortcut chooses the option of one of the kinds, or says it is not open.
func (s *holdemScreen) shortcut(kinds ...poker.ActionKind) tea.Cmd {
	for _, o := range s.options {
		for _, k := range kinds {
			if !o.quit && o.action.Kind == k {
				return s.choose(o)
			}
		}
	}
	var open []string
	for i, o := range s.options {
		open = append(open, fmt.Sprintf("%d %s", i+1, o.label))
	}
	s.wrong = true
	s.ctx.SetWarning("Not possible now; you can: " + strings.Join(open, ", "))
	return nil
}

// choose acts on option o, asking first when it folds a free check or
// quits.
func (s *holdemScreen) choose(o holdemOption) tea.Cmd {
	s.typed, s.wrong = "", false
	switch {
	case o.quit:
		s.confirm = holdemAskQuit
		return nil
	case o.action.Kind == poker.Fold && s.canCheck():
		s.confirm = holdemAskFold
		return nil
	}
	return s.act(o.action)
}

// option is the index of the option of kind k, or -1.
func (s *holdemScreen) option(k poker.ActionKind) int {
	for i, o := range s.options {
		if !o.quit && o.action.Kind == k {
			return i
		}
	}
	return -1
}

func (s *holdemScreen) canCheck() bool { return s.option(poker.Check) >= 0 }

// act makes the human's move.
func (s *holdemScreen) act(a poker.Action) tea.Cmd {
	if err := s.match.Act(humanSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("cannot %v: %v", a, err))
		return nil
	}
	s.settle()
	return s.schedule()
}

// answer handles y or n in a confirmation.
func (s *holdemScreen) answer(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.km.Yes):
		c := s.confirm
		s.confirm = holdemNoQuestion
		if c == holdemAskFold {
			return s.act(poker.Action{Kind: poker.Fold})
		}
		return s.quit()
	case key.Matches(msg, s.km.No):
		c := s.confirm
		s.confirm = holdemNoQuestion
		if c == holdemAskFold {
			s.cursor, s.typed = s.option(poker.Check), "" // the free check is what "don't fold" means
			return nil
		}
		return s.resume()
	default:
		s.ctx.SetStatus("Answer y (yes) or n (no)")
	}
	return nil
}

// quit ends the match at the human's request: a hand in play is abandoned
// (the engine keeps the stacks of its start), every finished hand is in
// the history already.
func (s *holdemScreen) quit() tea.Cmd {
	if !s.match.Over() {
		if err := s.match.Quit(humanSeat); err != nil && !errors.Is(err, poker.ErrMatchOver) {
			s.ctx.SetWarning("quit: " + err.Error())
		}
	}
	s.finish()
	return nil
}

// holdemOptions is the human's menu: the legal actions in the spec's words,
// then Quit game.
func holdemOptions(v poker.SeatView) []holdemOption {
	// Bets and raises so far on the street; pre-flop the big blind counts
	// as the bet, so the small blind's raise is a raise and the answer to
	// it a re-raise.
	level := v.Raises(v.Street)
	if v.Street == poker.Preflop {
		level++
	}
	stack := v.Stacks[v.Seat]
	opts := make([]holdemOption, 0, len(v.Legal)+1)
	for _, a := range v.Legal {
		var label string
		switch a.Kind {
		case poker.Fold:
			label = "Fold"
		case poker.Check:
			label = "Check"
		case poker.Call:
			label = "Call " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Bet:
			label = "Bet " + kit.Chips(a.Amount)
			if a.Amount >= stack {
				label += " (all-in)"
			}
		case poker.Raise:
			label = "Raise to " + kit.Chips(a.Amount)
			if level >= 2 {
				label = "Re-raise to " + kit.Chips(a.Amount)
			}
			if a.Amount-v.Bets[v.Seat] >= stack {
				label += " (all-in)"
			}
		default:
			label = a.String()
		}
		opts = append(opts, holdemOption{label: label, action: a})
	}
	return append(opts, holdemOption{label: "Quit game", quit: true})
}
