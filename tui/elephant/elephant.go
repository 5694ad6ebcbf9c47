// Package elephant is White Elephant at one keyboard: its setup (a
// setup.Game with the goal as its own line) and the table.
package elephant

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/elephant"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/hotseat"
	"parlor/tui/kit"
	"parlor/tui/kit/gifts"
)

// phase is what the White Elephant table waits for.
type phase uint8

const (
	computerTurn phase = iota // a computer seat's move (a timer runs)
	personTurn                // a person opens or steals
	roundOver                 // the round's summary shows
	gameOver                  // the final standings show
)

// Table is the White Elephant table, hotseat: the people share the
// keyboard and everything on the table is public, so nothing is hidden
// between turns. What every hotseat game does (saves, questions, rules,
// the computer seats' turns) is its hotseat.Frame's.
type Table struct {
	hotseat.Frame
	km    keyMap
	game  *elephant.Game
	names []string
	kinds []string // "" for a person, the bot's name for a computer seat
	goal  goal

	phase   phase
	cursor  int // 0: open a present; i: steal from targets[i-1]
	targets []int

	// rounds holds, for each finished round, what each seat took home.
	rounds [][]float64

	saved *save.Elephant // the game as saved (resume.go); nil: not saved (tests)
}

// newTable seats the table and starts the first round. The game's
// randomness is the context's next game source; the engine derives each
// computer seat's own source from it.
func newTable(ctx *kit.Context, seats []elephant.Seat, kinds []string, goal goal) (*Table, error) {
	g, err := elephant.NewGame(seats, goal.rules(), ctx.GameRand())
	if err != nil {
		return nil, err
	}
	s := &Table{km: newKeyMap(ctx.Keys), game: g, kinds: kinds, goal: goal}
	s.Frame = hotseat.NewFrame(ctx, rules(ctx), app.Session{})
	for _, st := range seats {
		s.names = append(s.names, st.Name)
	}
	s.settle()
	return s, nil
}

func (s *Table) Init() tea.Cmd { return tea.Batch(s.Save.First, s.Schedule(s)) }
func (s *Table) Typing() bool  { return false }

// DrawsStatus reports that the status line shows under the prompt (see View).
func (s *Table) DrawsStatus() bool { return true }

func (s *Table) Keys() help.KeyMap {
	if k, ok := s.Help(s); ok {
		return k
	}
	k := s.km
	k.Pick.SetHelp(fmt.Sprintf("1-%d enter", len(s.names)), "steal")
	return k
}

// Stage is where the table stands, for the frame.
func (s *Table) Stage() hotseat.Stage {
	switch s.phase {
	case computerTurn:
		return hotseat.Computer
	case roundOver:
		return hotseat.Pause
	case gameOver:
		return hotseat.Over
	}
	return hotseat.Person
}

// AtTop reports true: a person's turn has no levels, so esc always leaves.
func (s *Table) AtTop() bool { return true }

// Waiting is the hint for a key during a computer's turn or a round's
// summary.
func (s *Table) Waiting() string {
	if s.phase == roundOver {
		if s.game.Over() {
			return hotseat.PauseHint("the final standings")
		}
		return hotseat.PauseHint("the next round")
	}
	return hotseat.ComputerHint(s.names[s.game.Turn()])
}

func (s *Table) isComputer(p int) bool { return s.kinds[p] != "" }

// settle sets the phase after a move: the round's end, a computer seat's
// turn or a person's.
func (s *Table) settle() {
	rd := s.game.Round()
	switch {
	case rd.Over():
		took := make([]float64, len(s.names))
		for p := range took {
			if pr, ok := rd.Holding(p); ok {
				took[p] = pr.Value
			}
		}
		s.rounds = append(s.rounds, took)
		s.phase = roundOver
		s.targets = nil
	case s.game.IsComputer(rd.Turn()):
		s.phase = computerTurn
		s.targets = nil
	default:
		s.phase = personTurn
		s.targets = rd.Targets()
		s.cursor = 0
	}
}

// Prepare takes what the computer seat to act sees; its choice is made in
// a command (SampleBot plays out thousands of rounds).
func (s *Table) Prepare() kit.Think {
	think, err := s.game.Think()
	if err != nil { // cannot happen: the phase says a computer acts
		return func() any { return err }
	}
	return func() any { return think() }
}

// computerMove plays the computer seat's choice (or says why it could not).
func (s *Table) computerMove(move any) bool {
	c, ok := move.(elephant.Choice)
	if !ok {
		s.Ctx.SetWarning(fmt.Sprintf("the computer player could not move: %v", move))
		return false
	}
	if _, err := s.game.PlayChoice(c); err != nil {
		s.Ctx.SetWarning("the computer player could not move: " + err.Error())
		return false
	}
	s.settle()
	return true
}

func (s *Table) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case kit.ComputerMsg:
		if move, ok := s.Take(s, msg); ok && s.computerMove(move) {
			return s, s.Schedule(s)
		}
		return s, nil
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
}

func (s *Table) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if cmd, ok := s.Key(s, msg); ok {
		return s, cmd
	}
	if s.phase == roundOver { // enter: the next round, or the standings
		if s.game.Over() {
			s.phase = gameOver
			return s, nil
		}
		if err := s.game.NextRound(); err != nil {
			s.Ctx.SetWarning("cannot start the next round: " + err.Error())
			return s, nil
		}
		s.settle()
		return s, s.Schedule(s)
	}
	return s.personKey(msg)
}

// personKey handles a key on a person's turn.
func (s *Table) personKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	n := len(s.targets) + 1
	me := s.names[s.game.Turn()]
	switch {
	case key.Matches(msg, s.km.Open):
		return s.act(elephant.None)
	case key.Matches(msg, s.km.Pick):
		p := int(msg.String()[0] - '1')
		if reason := s.cannotSteal(p); reason != "" {
			s.Ctx.SetWarning(reason)
			return s, nil
		}
		for i, t := range s.targets {
			if t == p {
				s.cursor = i + 1
			}
		}
		s.Ctx.SetStatus(fmt.Sprintf("enter steals %s's %s; o opens a present instead", s.names[p], s.heldMoney(p)))
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
	case key.Matches(msg, s.km.Choose):
		if s.cursor == 0 {
			return s.act(elephant.None)
		}
		return s.act(s.targets[s.cursor-1])
	default:
		if len(s.targets) == 0 {
			s.Ctx.SetStatus(me + ": nothing can be stolen now; o opens a present")
		} else {
			s.Ctx.SetStatus(me + ": o opens a present; a seat's number and enter steal from it")
		}
	}
	return s, nil
}

// cannotSteal says why the person to act may not steal from seat p, in
// words, or "" if they may.
func (s *Table) cannotSteal(p int) string {
	rd := s.game.Round()
	err := rd.CanSteal(p)
	switch {
	case err == nil:
		return ""
	case errors.Is(err, elephant.ErrNoSuchSeat):
		return fmt.Sprintf("there is no seat %d: the seats are 1 to %d", p+1, len(s.names))
	case errors.Is(err, elephant.ErrStealSelf):
		return fmt.Sprintf("seat %d is you, %s: open a present or steal from another seat", p+1, s.names[p])
	case errors.Is(err, elephant.ErrNoPresent):
		return fmt.Sprintf("%s holds no present to steal", s.names[p])
	case errors.Is(err, elephant.ErrStealLimit):
		return fmt.Sprintf("%s's %s is locked: it has been stolen %d times", s.names[p], s.heldMoney(p), elephant.MaxSteals)
	case errors.Is(err, elephant.ErrStealBack):
		return fmt.Sprintf("%s just stole from you: you cannot steal straight back", s.names[p])
	}
	return err.Error()
}

// act makes the person's move: open (elephant.None) or steal from seat p.
func (s *Table) act(p int) (kit.Screen, tea.Cmd) {
	var err error
	if p == elephant.None {
		_, err = s.game.Open()
	} else {
		_, err = s.game.Steal(p)
	}
	if err != nil { // the menu offers only legal moves; say so rather than stop
		s.Ctx.SetWarning("not allowed: " + err.Error())
		return s, nil
	}
	s.settle()
	return s, s.Schedule(s)
}

// heldMoney is the value of seat p's present as money, or "" for none.
func (s *Table) heldMoney(p int) string {
	if pr, ok := s.game.Round().Holding(p); ok {
		return money(cents(pr.Value))
	}
	return ""
}

// cents is a present's value in cents: a present worth 0.8712 is $87.12.
func cents(v float64) int { return gifts.Cents(v) }

// money writes cents as dollars: $87.12.
func money(c int) string { return gifts.Money(c) }

// shownScore is seat p's score as the screen shows it (gifts.ShownScore).
func (s *Table) shownScore(p int) int { return gifts.ShownScore(s.rounds, p) }
