// Package camel is Camel Up at one keyboard: its setup (a setup.Game) and
// the board, with hand-over screens between people so that game bets stay
// secret. A person's menu of actions is tui/kit/camelup/menu; the odds it shows,
// and what they make a bet or a trap worth, are tui/kit/camelup/odds. The setup's
// Rules line plays the second edition (camelup/second) instead, on its own
// board with the same keys (SecondBoard, the files second*.go).
package camelup

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/hotseat"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/camelup/odds"
	"parlor/tui/kit/camelup/roundsum"
)

// seat is one seat at the board: a person, or a computer player (bot
// set) of a kind.
type seat struct {
	name string
	bot  camelupbot.Player // nil for a person
	kind string            // the bot's name, "" for a person
}

// phase is what the board waits for.
type phase uint8

const (
	computerTurn phase = iota // a computer seat's move (a timer runs)
	handOver                  // "pass the keyboard to …": the private part is hidden
	personTurn                // a person chooses from the menu
	secretShown               // a person's secret bet is confirmed to them alone
	roundOver                 // a round's summary shows
	gameOver                  // the final summary shows
)

// Board is the Camel Up board, hotseat: the people share the
// keyboard. Everything on the board is public except the camels of each
// person's game bets, so the menu and those bets show only after a
// hand-over screen has been passed by the person to move. What every
// hotseat game does (saves, questions, rules, the computer seats' turns)
// is its hotseat.Frame's.
type Board struct {
	hotseat.Frame
	km    keyMap
	game  *camelup.Game
	seats []seat

	phase    phase
	menu     menu.Menu // a person's menu
	showOdds bool
	shown    int            // the person whose private part was shown last; -1 none
	secret   camelup.Action // the secret bet confirmed in phase secretShown

	seen  int             // events of the log already looked at for a round's end
	ended *roundsum.Round // the round that has just ended, while its summary shows
	odds  odds.Odds       // the odds of the position, once per turn

	saved *save.CamelUp // the game as saved (resume.go); nil: not saved (tests)
}

// newBoard starts a game for seats, its setup and dice drawn from
// rng.
func newBoard(ctx *kit.Context, seats []seat, rng *rand.Rand) (*Board, error) {
	g, err := camelup.New(len(seats), rng)
	if err != nil {
		return nil, err
	}
	s := &Board{km: newKeyMap(ctx.Keys), game: g, seats: seats, shown: -1, odds: odds.None}
	s.Frame = hotseat.NewFrame(ctx, rules(ctx), app.Session{})
	s.settle()
	return s, nil
}

func (s *Board) Init() tea.Cmd { return tea.Batch(s.Save.First, s.Schedule(s)) }
func (s *Board) Typing() bool  { return false }

// DrawsStatus reports that the status line shows under the board (see View).
func (s *Board) DrawsStatus() bool { return true }

func (s *Board) Keys() help.KeyMap {
	if k, ok := s.Help(s, s.km.Odds); ok {
		return k
	}
	k := s.km
	k.trap = s.menu.Level == menu.TrapSquare
	if s.phase == personTurn {
		k.enter = s.menu.EnterDoes(s.toMove())
	}
	return k
}

// Stage is where the board stands, for the frame: the hand-over, a secret
// bet's confirmation and a round's summary are pauses.
func (s *Board) Stage() hotseat.Stage {
	switch s.phase {
	case computerTurn:
		return hotseat.Computer
	case handOver, secretShown, roundOver:
		return hotseat.Pause
	case gameOver:
		return hotseat.Over
	}
	return hotseat.Person
}

// AtTop reports whether esc would leave the board, rather than step back
// in a person's menu.
func (s *Board) AtTop() bool { return s.phase != personTurn || s.menu.Level == menu.Top }

// Waiting is the hint for a key during a computer's turn or a pause.
func (s *Board) Waiting() string {
	switch s.phase {
	case roundOver:
		if s.game.Over() {
			return hotseat.PauseHint("the final summary")
		}
		return hotseat.PauseHint("the next round")
	case secretShown:
		return "Press enter, then pass the keyboard on: your bet stays secret"
	case handOver:
		return "Pass the keyboard to " + s.seats[s.game.Turn()].name + ", who presses enter"
	}
	return hotseat.ComputerHint(s.seats[s.game.Turn()].name)
}

func (s *Board) isComputer(p int) bool { return s.seats[p].bot != nil }

// people counts the seats of persons.
func (s *Board) people() int {
	n := 0
	for p := range s.seats {
		if !s.isComputer(p) {
			n++
		}
	}
	return n
}

// settle sets the phase for the seat to act: a computer's move, or a
// person's — behind a hand-over screen when another person saw the board's
// private part last.
func (s *Board) settle() {
	s.menu.Level, s.menu.Cursor, s.menu.Typed = menu.Top, 0, ""
	if s.game.Over() {
		s.phase = gameOver
		return
	}
	t := s.game.Turn()
	switch {
	case s.isComputer(t):
		s.phase = computerTurn
	case s.shown != t && s.people() > 1:
		s.phase = handOver
	default:
		s.phase = personTurn
		s.shown = t
	}
}

// afterAction looks at what the last action did: a round's end shows its
// summary first; otherwise the next seat is to act.
func (s *Board) afterAction() {
	log := s.game.Log()
	for i := s.seen; i < len(log); i++ {
		if log[i].Kind == camelup.EventRoundEnd {
			r := roundsum.Of(log, i, len(s.seats))
			s.ended = &r
		}
	}
	s.seen = len(log)
	if s.ended != nil {
		s.phase = roundOver
		s.menu.Level = menu.Top
		return
	}
	s.settle()
}

// currentOdds returns the odds of the position for the seat to move,
// computing them once per turn.
func (s *Board) currentOdds() odds.Odds {
	s.odds = s.odds.For(s.game)
	return s.odds
}

func (s *Board) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case kit.ComputerMsg:
		if move, ok := s.Take(s, msg); ok {
			s.computerMove(move.(choice))
			return s, s.Schedule(s)
		}
		return s, nil
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
}

// choice is a computer seat's choice, thought out in a command.
type choice struct {
	action camelup.Action
	err    error
}

// Prepare takes the view of the computer seat to act; the choice is made
// from it in a command (Bogart takes tens of milliseconds).
func (s *Board) Prepare() kit.Think {
	bot, v := s.seats[s.game.Turn()].bot, s.game.View(s.game.Turn())
	return func() any {
		a, err := camelupbot.Choose(bot, v)
		return choice{a, err}
	}
}

// computerMove plays the computer seat's choice. A choice the rules refuse
// (or a player that fails) moves a camel instead, as docs/rules/camelup.md says.
func (s *Board) computerMove(c choice) {
	seat := s.seats[s.game.Turn()]
	if c.err != nil {
		s.Ctx.SetWarning(fmt.Sprintf("%s's choice was refused (%v): it moved a camel", seat.name, c.err))
	}
	if a, guarded := camelupbot.Guard(s.game, c.action); guarded {
		// Parlor's stalemate guard (see the rules page): bets alone
		// would never end the race.
		s.Ctx.SetStatus(camelupbot.GuardNote(s.game, seat.name))
		c.action = a
	}
	if _, err := s.game.ApplyOrMove(c.action); err != nil && !errors.Is(err, camelup.ErrIllegal) {
		s.Ctx.SetWarning(fmt.Sprintf("%s could not move: %v", seat.name, err))
	}
	s.afterAction()
}
