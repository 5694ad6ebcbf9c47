// Package holdem is the Hold'em table: a heads-up tournament match of the
// human against the computer, each hand written to the history file as it
// ends. The table is drawn by kit.HoldemTable, which the history's
// replayer shares.
package holdem

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/kit"
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

// holdemScreen is the Hold'em table: a tournament match of the human
// against the computer, one hand after another, each hand appended to the
// history file as it ends.
type holdemScreen struct {
	ctx   *kit.Context
	km    holdemKeys
	match *poker.Match
	bot   holdemBot
	names [2]string

	hist    *handhistory.Writer // nil when the file could not be made
	histErr error               // the last failure to write the history

	phase   holdemPhase
	confirm holdemConfirm
	options []holdemOption
	cursor  int
	typed   string // the digit typed, waiting for enter
	turns   kit.Turns

	// The finished hand, for its summary.
	summary holdemSummary

	// The match so far, for the result.
	handsPlayed int
	biggest     poker.Event // the EventHandEnd of the biggest pot
	biggestHand int         // its hand number
	myBiggest   int         // the biggest pot the human won

	width, height int
}

// New seats the human against the computer, opens the history
// file and deals the first hand. A history that cannot be created is a
// warning: the match goes on without it.
func New(ctx *kit.Context) *holdemScreen {
	r := ctx.GameRand()
	human := ctx.Settings.Name
	if human == "" {
		human = store.Defaults().Name
	}
	computer := "Computer"
	if strings.EqualFold(human, computer) {
		computer = "Robot" // two players of one name would make the history ambiguous
	}
	s := &holdemScreen{ctx: ctx, km: newHoldemKeys(ctx.Keys), names: [2]string{human, computer}}
	s.bot = newHoldemBot(rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
	// Card rooms draw for the button; here the seed does.
	button := r.IntN(2)
	m, err := poker.NewMatch(poker.MatchConfig{Names: s.names, Button: button, Rand: r})
	if err != nil { // cannot happen with these names; say so rather than panic
		s.histErr = err
		s.phase = holdemMatchOver
		return s
	}
	s.match = m
	s.openHistory()
	s.deal()
	return s
}

func (s *holdemScreen) openHistory() {
	f, err := handhistory.ParseFormat(s.ctx.HistoryFormat())
	if err == nil {
		s.hist, err = handhistory.Create(handhistory.Options{Dir: s.ctx.HistoryDir(), Format: f, Hero: humanSeat, Start: holdemClock()})
	}
	if err != nil {
		s.hist = nil
		s.histErr = fmt.Errorf("the hand history cannot be written: %w", err)
		s.ctx.SetWarning(s.histErr.Error() + "; the match goes on")
	}
}

func (s *holdemScreen) Init() tea.Cmd { return s.schedule() }

func (s *holdemScreen) Typing() bool { return false }

func (s *holdemScreen) Keys() help.KeyMap {
	k := s.km
	switch {
	case s.confirm != holdemNoQuestion:
		k.Mode = holdemKeysConfirm
	case s.phase == holdemComputerTurn:
		k.Mode = holdemKeysWait
	case s.phase == holdemHandOver:
		k.Mode = holdemKeysNext
	case s.phase == holdemMatchOver:
		k.Mode = holdemKeysResult
	default:
		k.Mode = holdemKeysAct
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
		s.typed = ""
		s.cursor = 0
		if len(s.options) > 2 {
			s.cursor = 1 // check or call: the move that risks least
		}
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
// keeps its summary.
func (s *holdemScreen) endHand() {
	events := s.match.Events()
	if err := s.hist.WriteHand(events); err != nil {
		s.histErr = fmt.Errorf("hand #%d was not saved: %w", s.match.HandNumber(), err)
		s.ctx.SetWarning(s.histErr.Error() + "; the match goes on")
	}
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
	s.phase = holdemHandOver
	s.options = nil
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

func (s *holdemScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case kit.ComputerMsg:
		if move, ok := s.turns.Take(msg, s.computerDue()); ok {
			s.computerMove(move.(poker.Action))
			return s, s.schedule()
		}
		return s, nil
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
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

func (s *holdemScreen) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if s.confirm != holdemNoQuestion {
		return s.answer(msg)
	}
	switch s.phase {
	case holdemMatchOver:
		if key.Matches(msg, s.km.Leave) {
			return s, kit.GoBack()
		}
		s.ctx.SetStatus("The match is over: enter goes back to the menu")
		return s, nil
	case holdemHandOver:
		switch {
		case key.Matches(msg, s.km.Next):
			if s.match.Over() {
				s.finish()
				return s, nil
			}
			s.deal()
			return s, s.schedule()
		case key.Matches(msg, s.km.Quit):
			s.confirm = holdemAskQuit
		default:
			s.ctx.SetStatus("Press enter for the next hand, q to quit the match")
		}
		return s, nil
	case holdemComputerTurn:
		if key.Matches(msg, s.km.Quit) {
			s.confirm = holdemAskQuit
			return s, nil
		}
		s.ctx.SetStatus(s.names[computerSeat] + " is to act: wait a moment")
		return s, nil
	}
	return s.menuKey(msg)
}

// menuKey handles a key while the human chooses an action.
func (s *holdemScreen) menuKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	n := len(s.options)
	switch {
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
		s.typed = ""
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
		s.typed = ""
	case key.Matches(msg, s.km.Pick):
		d := int(msg.String()[0] - '0')
		if d < 1 || d > n {
			s.ctx.SetStatus(fmt.Sprintf("There is no option %d: type 1 to %d, then enter", d, n))
			return s, nil
		}
		s.typed, s.cursor = msg.String(), d-1
	case key.Matches(msg, s.km.Clear):
		s.typed = ""
	case key.Matches(msg, s.km.Choose):
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
		s.ctx.SetStatus(fmt.Sprintf("Type 1 to %d and press enter, or f, c, b; ? shows every key", n))
	}
	return s, nil
}

// shortcut chooses the option of one of the kinds, or says it is not open.
func (s *holdemScreen) shortcut(kinds ...poker.ActionKind) (kit.Screen, tea.Cmd) {
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
	s.ctx.SetStatus("Not possible now; you can: " + strings.Join(open, ", "))
	return s, nil
}

// choose acts on option o, asking first when it folds a free check or
// quits.
func (s *holdemScreen) choose(o holdemOption) (kit.Screen, tea.Cmd) {
	s.typed = ""
	switch {
	case o.quit:
		s.confirm = holdemAskQuit
		return s, nil
	case o.action.Kind == poker.Fold && s.canCheck():
		s.confirm = holdemAskFold
		return s, nil
	}
	return s.act(o.action)
}

func (s *holdemScreen) canCheck() bool {
	for _, o := range s.options {
		if !o.quit && o.action.Kind == poker.Check {
			return true
		}
	}
	return false
}

// act makes the human's move.
func (s *holdemScreen) act(a poker.Action) (kit.Screen, tea.Cmd) {
	if err := s.match.Act(humanSeat, a); err != nil {
		s.ctx.SetWarning(fmt.Sprintf("cannot %v: %v", a, err))
		return s, nil
	}
	s.settle()
	return s, s.schedule()
}

// answer handles y or n in a confirmation.
func (s *holdemScreen) answer(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
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
		if c == holdemAskQuit && s.phase == holdemComputerTurn {
			// The computer's move waited for the answer.
			return s, s.schedule()
		}
	default:
		s.ctx.SetStatus("Answer y (yes) or n (no)")
	}
	return s, nil
}

// quit ends the match at the human's request: a hand in play is abandoned
// (the engine keeps the stacks of its start), every finished hand is in
// the history already.
func (s *holdemScreen) quit() (kit.Screen, tea.Cmd) {
	if !s.match.Over() {
		if err := s.match.Quit(humanSeat); err != nil && !errors.Is(err, poker.ErrMatchOver) {
			s.ctx.SetWarning("quit: " + err.Error())
		}
	}
	s.finish()
	return s, nil
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
