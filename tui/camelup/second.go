package camelup

import (
	"encoding/json"
	"fmt"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/camelupbot"
	"parlor/camelup/second"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/hotseat"
	"parlor/tui/internal/secondodds"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu2"
	"parlor/tui/kit/camelup/roundsum"
	"parlor/tui/setup"
)

// SecondBoard is Camel Up's second edition (package camelup/second) at one
// keyboard: the track with the crazy camels, the pyramid's six dice, four
// leg tickets a camel, the spectator tiles, the finish cards and, at six
// or more, the partnerships. Everything is public but the camels of each
// person's finish cards, so the menu and those cards show only after a
// hand-over screen, as on the contest edition's Board; the phases are the
// same (a round is a leg here).
type SecondBoard struct {
	hotseat.Frame
	km    keyMap
	game  *second.Game
	seats []seat2

	phase    phase
	menu     menu2.Menu // a person's menu
	showOdds bool
	shown    int           // the person whose private part was shown last; -1 none
	secret   second.Action // the finish card confirmed in phase secretShown

	seen  int             // events of the log already looked at for a leg's end
	ended *roundsum.Leg   // the leg that has just ended, while its summary shows
	odds  secondodds.Odds // the odds of the position, worked out once per position

	saved *save.CamelUp2 // the game as saved; nil: not saved (tests)
}

// seat2 is a seat of the second edition: a person, or a computer player.
type seat2 struct {
	name string
	bot  camelupbot.SecondPlayer // nil for a person
}

// startSecond seats the players of a second-edition race and builds its
// board, as start does for the contest's.
func startSecond(ctx *kit.Context, saves *app.Saves, set []setup.Seat) (kit.Screen, error) {
	seats := make([]save.Seat, len(set))
	for i, st := range set {
		seats[i] = save.Seat{Name: st.Name, Bot: st.Bot}
	}
	g, err := save.NewCamelUp2(seats, ctx.GameSource())
	if err != nil {
		return nil, fmt.Errorf("cannot start: %w", err)
	}
	s := newSecondBoard(ctx, saves, g, saves.NewSlot(save.KindCamelUp))
	s.Save.First = s.saveNow()
	return s, nil
}

// secondNotes is what the board saves of its own (save.CamelUp2.Extra).
type secondNotes struct {
	ShowOdds bool
	Ended    *roundsum.Leg `json:",omitempty"`
}

// newSecondBoard is the board of g, saved in sl: a new game or one resumed,
// which opens on the hand-over screen when a person is to play.
func newSecondBoard(ctx *kit.Context, saves *app.Saves, g *save.CamelUp2, sl *save.Slot) *SecondBoard {
	seats := make([]seat2, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = seat2{name: st.Name, bot: g.Players[i]}
	}
	s := &SecondBoard{km: newSecondKeyMap(ctx.Keys), game: g.Game, seats: seats, shown: -1, saved: g}
	s.Frame = hotseat.NewFrame(ctx, secondRules(ctx), saves.Session(sl))
	var n secondNotes
	if json.Unmarshal(g.Extra, &n) == nil {
		s.showOdds = n.ShowOdds
	}
	s.seen = len(g.Game.Log())
	s.SavedAt(s.seen)
	s.settle()
	if n.Ended != nil && !g.Game.Over() { // saved on a leg's summary: it shows again
		s.ended, s.phase = n.Ended, roundOver
	}
	return s
}

// resumeSecond is the board of a saved second-edition game.
func resumeSecond(ctx *kit.Context, saves *app.Saves, g *save.CamelUp2, sl *save.Slot) *SecondBoard {
	return newSecondBoard(ctx, saves, g, sl)
}

// secondRules is the second edition's rules page (camelup/second's text,
// docs/rules/camelup-2.md the long form), with the board's own choices.
func secondRules(ctx *kit.Context) kit.RulesPage {
	text := append(second.Rules(),
		fmt.Sprintf("Stalemate guard: when %d turns pass without a die drawn, the next computer player to act takes a pyramid ticket instead. A computer player's choice the rules refuse becomes a pyramid ticket, and the status line says so.", camelupbot.StalemateTurns))
	return kit.NewRulesPage(ctx, "Camel Up, second edition — the rules", text...)
}

func (s *SecondBoard) Init() tea.Cmd { return tea.Batch(s.Save.First, s.Schedule(s)) }
func (s *SecondBoard) Typing() bool  { return false }

// DrawsStatus reports that the status line shows under the board.
func (s *SecondBoard) DrawsStatus() bool { return true }

func (s *SecondBoard) Keys() help.KeyMap {
	if k, ok := s.Help(s, s.km.Odds); ok {
		return k
	}
	k := s.km
	k.trap = s.menu.Level == menu2.Space
	if s.phase == personTurn {
		k.enter = s.menu.EnterDoes(s.toMove())
	}
	return k
}

// Stage is where the board stands, for the frame.
func (s *SecondBoard) Stage() hotseat.Stage {
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

// AtTop reports whether esc would leave the board rather than step back in
// a person's menu.
func (s *SecondBoard) AtTop() bool { return s.phase != personTurn || s.menu.Level == menu2.Top }

// Waiting is the hint for a key during a computer's turn or a pause.
func (s *SecondBoard) Waiting() string {
	switch s.phase {
	case roundOver:
		if s.game.Over() {
			return hotseat.PauseHint("the final summary")
		}
		return hotseat.PauseHint("the next leg")
	case secretShown:
		return "Press enter, then pass the keyboard on: your card stays secret"
	case handOver:
		return "Pass the keyboard to " + s.seats[s.game.Turn()].name + ", who presses enter"
	}
	return hotseat.ComputerHint(s.seats[s.game.Turn()].name)
}

func (s *SecondBoard) isComputer(p int) bool { return s.seats[p].bot != nil }

func (s *SecondBoard) people() int {
	n := 0
	for p := range s.seats {
		if !s.isComputer(p) {
			n++
		}
	}
	return n
}

// settle sets the phase for the seat to act, as Board.settle does.
func (s *SecondBoard) settle() {
	s.menu = menu2.Menu{}
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

// afterAction looks at what the last action did: a leg's end shows its
// summary first; otherwise the next seat is to act.
func (s *SecondBoard) afterAction() {
	log := s.game.Log()
	for i := s.seen; i < len(log); i++ {
		if log[i].Kind == second.EventLegEnd {
			r := roundsum.LegOf(log, i)
			s.ended = &r
		}
	}
	s.seen = len(log)
	if s.ended != nil {
		s.phase = roundOver
		s.menu = menu2.Menu{}
		return
	}
	s.settle()
}

// Update is the board's update with its saves (hotseat.Frame).
func (s *SecondBoard) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if cmd, done := s.Frame.Update(s, msg); done {
		return s, cmd
	}
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case kit.ComputerMsg:
		if move, ok := s.Take(s, msg); ok {
			s.computerMove(move.(choice2))
			cmd = s.Schedule(s)
		}
	case tea.KeyMsg:
		cmd = s.key(msg)
	}
	return s, tea.Batch(cmd, s.AfterTurn(s, s.game.Over(), len(s.game.Log()), s.saveNow))
}

// saveNow takes the game's save, the board's notes with it.
func (s *SecondBoard) saveNow() tea.Cmd {
	g := s.saved
	if g == nil {
		return nil
	}
	n := secondNotes{ShowOdds: s.showOdds}
	if s.phase == roundOver {
		n.Ended = s.ended
	}
	g.Extra, _ = json.Marshal(n)
	return s.Save.Save(s.Ctx, g)
}

// choice2 is a computer seat's choice, thought out in a command.
type choice2 struct {
	action second.Action
	err    error
}

// Prepare takes the view of the computer seat to act; the choice is made
// from it in a command.
func (s *SecondBoard) Prepare() kit.Think {
	bot, v := s.seats[s.game.Turn()].bot, s.game.View(s.game.Turn())
	return func() any {
		a, err := camelupbot.ChooseSecond(bot, v)
		return choice2{a, err}
	}
}

// computerMove plays the computer seat's choice; a refused one, or one
// past the stalemate guard, is a pyramid ticket.
func (s *SecondBoard) computerMove(c choice2) {
	name := s.seats[s.game.Turn()].name
	if c.err != nil {
		s.Ctx.SetWarning(fmt.Sprintf("%s's choice was refused (%v): it took a pyramid ticket", name, c.err))
		c.action = second.Move()
	}
	if a, guarded := camelupbot.GuardSecond(s.game, c.action); guarded {
		s.Ctx.SetStatus(camelupbot.GuardNoteSecond(s.game, name))
		c.action = a
	}
	if err := s.game.Apply(c.action); err != nil {
		s.Ctx.SetWarning(fmt.Sprintf("%s could not act (%v): it took a pyramid ticket", name, err))
		c.action = second.Move()
		_ = s.game.Apply(c.action) // always legal while the race runs
	}
	s.afterAction()
}

func (s *SecondBoard) key(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, s.km.Odds) && !s.Asking && !s.Rules.IsOpen() && s.phase != gameOver {
		s.showOdds = !s.showOdds
		return nil
	}
	if cmd, ok := s.Key(s, msg); ok {
		return cmd
	}
	switch s.phase { // enter in a pause
	case roundOver:
		if !s.game.Over() {
			s.ended = nil // the last leg's stays for the final summary
		}
		s.settle()
		return s.Schedule(s)
	case secretShown:
		s.settle()
		return s.Schedule(s)
	case handOver:
		s.phase = personTurn
		s.shown = s.game.Turn()
		return nil
	}
	r := s.menu.Key(msg, s.km.menu, s.toMove(), s.seats[s.game.Turn()].name, s.playerName)
	switch {
	case r.Abandon:
		s.Abandon()
	case r.Warn:
		s.Ctx.SetWarning(r.Status)
	case r.Status != "":
		s.Ctx.SetStatus(r.Status)
	}
	if r.Play {
		return s.act(r.Action)
	}
	return nil
}

// toMove is the view of the seat to act, as the menu takes it.
func (s *SecondBoard) toMove() *second.View {
	v := s.game.View(s.game.Turn())
	return &v
}

// playerName is seat p's name.
func (s *SecondBoard) playerName(p int) string { return s.seats[p].name }

// act plays a person's action. A finish card is confirmed to the person
// alone, before another person gets the keyboard.
func (s *SecondBoard) act(a second.Action) tea.Cmd {
	if err := s.game.Apply(a); err != nil { // the menu offers only legal actions
		s.Ctx.SetWarning(menu2.Refusal(err))
		return nil
	}
	s.afterAction()
	if a.Kind == second.WinnerCard || a.Kind == second.LoserCard {
		if s.people() > 1 && s.phase != roundOver && s.phase != gameOver {
			s.phase, s.secret = secretShown, a
			return nil
		}
		s.Ctx.SetStatus("Your secret card: " + cardText(a))
	}
	return s.Schedule(s)
}

// cardText is a finish card in words: "blue to win".
func cardText(a second.Action) string {
	if a.Kind == second.LoserCard {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}

// atKeyboard is the seat the board speaks to: the seat to act, or while a
// finish card is confirmed the person who played it.
func (s *SecondBoard) atKeyboard() int {
	if s.phase == secretShown {
		return s.shown
	}
	return s.game.Turn()
}
