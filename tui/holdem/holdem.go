// Package holdem is the Hold'em table: a heads-up tournament match of the
// human against a computer player chosen before the match, each hand
// written to the history file as it ends. The table is drawn by
// felt.Table, which the history's replayer shares.
//
// holdem.go is the screen and its start; flow.go the course of a match
// (the phases, the computer's turn, the run-out, the next deal); input.go
// the human's keys (their menu and its aids are tui/holdem/choice);
// view.go what is drawn (a finished hand's summary is tui/holdem/hand);
// resume.go the save; keys.go the key map. The hand history the table
// writes is a record.Book (tui/holdem/record).
package holdem

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/handhistory"
	"parlor/poker"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/holdem/choice"
	"parlor/tui/holdem/hand"
	"parlor/tui/holdem/opponent"
	"parlor/tui/holdem/record"
	"parlor/tui/holdem/table"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// The seats: the human sits in seat 0 (Seat 1 in the history), the
// computer in seat 1.
const (
	humanSeat    = 0
	computerSeat = 1
)

// clock gives the match's start, which names its history file; tests
// fix it so that the path they show is always the same.
var clock = time.Now

// computer is what the table needs of a computer player (holdembot.Bot).
type computer interface {
	Decide(v poker.SeatView) poker.Action
	HandOver(v poker.SeatView)
}

// phase is what the table waits for.
type phase uint8

const (
	computerTurn phase = iota // the computer's move (a timer runs)
	humanTurn                 // the human chooses from the menu
	runOut                    // all-in: the rest of the board is dealt street by street
	handOver                  // the hand is over: its summary shows
	matchOver                 // the match is over
)

// question is a question the table asks before it acts.
type question uint8

const (
	noQuestion question = iota
	askFold             // fold when check is possible (docs/rules/holdem.md, Betting)
	askQuit             // quit the match
)

// Table is the Hold'em table: a tournament match of the human
// against the opponent chosen, one hand after another, each hand appended
// to the history file as it ends.
type Table struct {
	ctx      *kit.Context
	km       keyMap
	match    *poker.Match
	bot      computer
	names    [2]string
	opponent opponent.Opponent // the bot that plays the seat "Computer"

	book record.Book // the hand history, or why there is none

	phase   phase
	confirm question
	menu    choice.Menu // the human's options on their turn
	turns   kit.Turns
	log     *felt.Log
	coach   choice.Coach
	// counting is the coach's last count started, for tests to run
	// again when the runtime's run of it was too slow for them.
	counting tea.Cmd

	// The match's log: the lines of the hands finished, oldest first (the
	// last maxPastHands), and how many hands back p has shown (0: none).
	past [][]string
	back int
	// opp is what the computer has shown over the match (the panel).
	opp   stats
	saves *app.Saves // for a rematch

	// The finished hand, for its summary; during a run-out, the indexes of
	// the events that deal the streets still to show and how many show,
	// and the equity of the hands turned up on each.
	summary   hand.Summary
	reveals   []int
	revealed  int
	odds      []felt.StreetEquity // each seat's equity on each street of an all-in
	tickGen   int
	countdown int     // the seconds before the next hand is dealt by itself; 0: it waits for a key
	pending   tea.Cmd // a command a move started (a tick), returned by Update or Init

	holding bool   // keys wait: a new hand has just appeared (deal)
	holdGen int    // the hold's generation, for its settledMsg
	hint    string // the "wait a moment" hint on the status line, while it is there

	// The match so far, for the result.
	handsPlayed int
	biggest     poker.Event // the EventHandEnd of the biggest pot
	biggestHand int         // its hand number
	myBiggest   int         // the biggest pot the human won

	width, height int

	saved saving // the match's save (resume.go)
}

// New asks what to play (table.Setup): the heads-up tournament, whose
// choice of the opponent comes next and the table after it, or a table of
// 2 to 9 seats (package table).
func New(ctx *kit.Context, saves *app.Saves) *table.Setup {
	return table.NewSetup(ctx, saves, func() kit.Screen { return newHeadsUp(ctx, saves) })
}

// newHeadsUp opens the choice of the opponent; the table takes its place
// once one is chosen.
func newHeadsUp(ctx *kit.Context, saves *app.Saves) *opponent.Screen {
	names := seatNames(ctx)
	return opponent.New(ctx, names[computerSeat], func(o opponent.Opponent) kit.Screen { return newTable(ctx, saves, o) })
}

// seatNames are the players' names: the human's from the settings, and
// the computer's seat "Computer" (as docs/rules/holdem.md names it).
func seatNames(ctx *kit.Context) [2]string {
	human := ctx.Settings.Name
	if human == "" {
		human = config.Defaults().Name
	}
	computer := "Computer"
	if strings.EqualFold(human, computer) {
		computer = "Robot" // two players of one name would make the history ambiguous
	}
	return [2]string{human, computer}
}

// newTable seats the human against o, opens the history file and deals
// the first hand. A history that cannot be created is a warning: the match
// goes on without it. The match is saved from its first deal (resume.go).
func newTable(ctx *kit.Context, saves *app.Saves, o opponent.Opponent) *Table {
	s := &Table{ctx: ctx, km: newKeyMap(ctx.Keys), names: seatNames(ctx), log: felt.NewLog(), opponent: o, saves: saves}
	// The game's source draws the bot's own source, the button (card
	// rooms draw for it; here the seed does) and every deck.
	g, err := save.NewHoldem(save.HoldemConfig{Names: s.names, Bot: o.Bot, Source: ctx.GameSource()})
	if err != nil { // cannot happen: the names differ, the bot is one opponent.All offers; say so rather than panic
		s.book.Err = err
		s.phase = matchOver
		return s
	}
	s.adopt(g, saves.Session(saves.NewSlot(save.KindHoldem)))
	s.openHistory()
	s.deal()
	s.startSaving()
	return s
}

// openHistory opens a new history file and notes it in the save; a file
// that cannot be made is a warning.
func (s *Table) openHistory() {
	start := clock()
	name := handhistory.MatchName(start, s.opponent.Bot) // the file says which bot played "Computer"
	if note, ok := s.book.Create(s.ctx.HistoryDir(), s.ctx.HistoryFormat(), humanSeat, start, name); ok {
		s.saved.game.History = note
		return
	}
	s.ctx.SetWarning(s.book.Err.Error() + "; the match goes on")
}

// Init lets the mouse wheel scroll the hand's log while the table shows,
// writes the first save and brings the computer's first move when it is to
// act.
func (s *Table) Init() tea.Cmd {
	pending := s.pending
	s.pending = nil
	return tea.Batch(tea.EnableMouseCellMotion, s.saved.First, s.schedule(), pending)
}

func (s *Table) Typing() bool { return false }

func (s *Table) Keys() help.KeyMap {
	if s.saved.Leaving {
		return s.saved.Keys(s.ctx)
	}
	k := s.km
	switch {
	case s.confirm == askFold:
		k.Mode = keysFold
	case s.confirm != noQuestion:
		k.Mode = keysConfirm
	case s.phase == computerTurn:
		k.Mode = keysWait
	case s.phase == runOut:
		k.Mode = keysRunOut
	case s.phase == handOver:
		k.Mode = keysNext
		if s.match.Over() {
			k.Next.SetHelp("enter", "the result")
		}
	case s.phase == matchOver:
		k.Mode = keysResult
	default:
		k.Mode = keysAct
		n := fmt.Sprintf("1-%d", len(s.menu.Options)) // the digits there are
		k.Choose.SetHelp(n+" enter", "choose")
		k.Pick.SetHelp(n, "pick option")
	}
	return k
}
