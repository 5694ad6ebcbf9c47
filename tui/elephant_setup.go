package tui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/ai/elephantbot"
	"parlor/elephant"
)

// The White Elephant table holds 2 to 8 seats: the spec allows more, but
// more would not fit the table's rows in an 80×24 window.
const (
	elephantMinSeats = 2
	elephantMaxSeats = 8
)

// The goal's limits and steps: rounds one at a time, a target score in
// steps of $50 (values are shown as money, a present worth $0–$100).
const (
	elephantDefaultRounds = 5
	elephantMaxRounds     = 50
	elephantTargetStep    = 50
	elephantMinTarget     = 50
	elephantMaxTarget     = 5000
)

// elephantGoal is when the game ends: after a number of rounds, or after
// the round in which someone's score reaches a target (in dollars).
type elephantGoal struct {
	byTarget bool
	rounds   int
	target   int // dollars
}

func (g elephantGoal) String() string {
	if g.byTarget {
		return fmt.Sprintf("first to $%d", g.target)
	}
	if g.rounds == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", g.rounds)
}

// rules is the goal in the engine's terms: a present worth $100 is 1.0.
func (g elephantGoal) rules() elephant.Rules {
	if g.byTarget {
		return elephant.Rules{Target: float64(g.target) / 100}
	}
	return elephant.Rules{Rounds: g.rounds}
}

// elephantSetupScreen sets up a White Elephant game: the seats and the
// goal. It stays under the table, so that esc after a game comes back to
// the same seats for another.
type elephantSetupScreen struct {
	ctx    *Context
	km     setupKeys
	seats  seatEditor // the seats, then the goal row, then the start row
	goal   elephantGoal
	width  int
	height int
}

// elephantSeatRules: a new computer seat takes the first bot in
// elephantbot's order not seated yet, GreedyBot when all are.
func elephantSeatRules() seatRules {
	return seatRules{
		bots:     elephantbot.Names(),
		fresh:    elephantbot.Names(),
		fallback: "GreedyBot",
		min:      elephantMinSeats,
		max:      elephantMaxSeats,
		tooMany:  fmt.Sprintf("the table has room for %d seats at most", elephantMaxSeats),
		tooFew:   fmt.Sprintf("a game needs at least %d seats", elephantMinSeats),
	}
}

// newElephantSetupScreen offers an evening's default: the player of the
// settings and a second person against GreedyBot and expert, 5 rounds.
func newElephantSetupScreen(ctx *Context) *elephantSetupScreen {
	return &elephantSetupScreen{
		ctx:   ctx,
		km:    newElephantSetupKeys(ctx.Keys),
		seats: newSeatEditor(ctx, elephantSeatRules(), 2, "GreedyBot", "expert"),
		goal: elephantGoal{
			rounds: elephantDefaultRounds,
			target: int(elephant.EveningTarget * 100),
		},
	}
}

// The rows after the seats.
func (s *elephantSetupScreen) goalRow() int  { return len(s.seats.list) }
func (s *elephantSetupScreen) startRow() int { return len(s.seats.list) + 1 }

func (s *elephantSetupScreen) init() tea.Cmd { return nil }
func (s *elephantSetupScreen) typing() bool  { return s.seats.typing() }

func (s *elephantSetupScreen) keys() help.KeyMap { return s.seats.keys(s.km) }

// seatNames are the names the seats play under, as the elephant command
// names them.
func (s *elephantSetupScreen) seatNames() []string { return s.seats.names() }

func (s *elephantSetupScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	if msg, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	}
	if s.seats.typing() {
		return s, s.seats.update(msg)
	}
	if msg, ok := msg.(tea.KeyMsg); ok {
		return s.key(msg)
	}
	return s, nil
}

// key handles a key the seats leave: on the goal and start rows, and the
// screen's.
func (s *elephantSetupScreen) key(msg tea.KeyMsg) (screen, tea.Cmd) {
	if cmd, ok := s.seats.key(msg, s.km); ok {
		return s, cmd
	}
	onGoal := s.seats.cursor == s.goalRow()
	switch {
	case key.Matches(msg, s.km.global.Back):
		return s, goBack()
	case key.Matches(msg, s.km.Start):
		return s, s.start()
	case onGoal && key.Matches(msg, s.km.Left):
		s.changeGoal(-1)
	case onGoal && (key.Matches(msg, s.km.Right) || key.Matches(msg, s.km.Choose)):
		s.changeGoal(+1)
	case onGoal && key.Matches(msg, s.km.Kind):
		s.goal.byTarget = !s.goal.byTarget
	case key.Matches(msg, s.km.Choose):
		return s, s.start()
	case key.Matches(msg, s.km.Left), key.Matches(msg, s.km.Right):
		s.ctx.SetStatus("enter or s starts the game")
	case key.Matches(msg, s.km.Kind):
		s.ctx.SetStatus("t changes a seat (person or computer) or the goal (rounds or target)")
	default:
		s.ctx.SetStatus("↑/↓ choose a line, ←/→ change it, enter renames a person; s starts · ? shows every key")
	}
	return s, nil
}

// changeGoal moves the goal's rounds or target by a step.
func (s *elephantSetupScreen) changeGoal(step int) {
	g := &s.goal
	if g.byTarget {
		g.target = min(max(g.target+step*elephantTargetStep, elephantMinTarget), elephantMaxTarget)
	} else {
		g.rounds = min(max(g.rounds+step, 1), elephantMaxRounds)
	}
}

// validate says what keeps the table from starting, or nil.
func (s *elephantSetupScreen) validate() error {
	if len(s.seats.list) < elephantMinSeats {
		return fmt.Errorf("a game needs at least %d seats", elephantMinSeats)
	}
	return s.seats.checkNames()
}

// start seats the table and opens it over the setup.
func (s *elephantSetupScreen) start() tea.Cmd {
	if err := s.validate(); err != nil {
		s.ctx.SetWarning(err.Error())
		return nil
	}
	names := s.seats.names()
	seats := make([]elephant.Seat, len(s.seats.list))
	for i, st := range s.seats.list {
		seats[i] = elephant.Seat{Name: names[i]}
		if !st.person {
			b, ok := elephantbot.Lookup(st.bot)
			if !ok { // cannot happen: the bots come from elephantbot.Names
				s.ctx.SetWarning("unknown computer player " + st.bot)
				return nil
			}
			seats[i].Bot = b.New
		}
	}
	t, err := newElephantScreen(s.ctx, seats, s.kinds(), s.goal)
	if err != nil {
		s.ctx.SetWarning("cannot start: " + err.Error())
		return nil
	}
	return open(t)
}

// kinds is each seat's kind for the table: "" for a person, the bot's name
// for a computer seat.
func (s *elephantSetupScreen) kinds() []string {
	ks := make([]string, len(s.seats.list))
	for i, st := range s.seats.list {
		if !st.person {
			ks[i] = st.bot
		}
	}
	return ks
}

// elephantSetupWidth is the panel's width with its padding: 76 cells with
// the border, in an 80-column window.
const elephantSetupWidth = 74

func (s *elephantSetupScreen) view() string {
	st := s.ctx.Styles
	e := &s.seats
	goalNote := "  " + st.Faint.Render("t: rounds or a target score")
	rows := append(e.rows(), "",
		e.marker(s.goalRow())+e.label(s.goalRow(), "Goal", 12)+e.choice(s.goalRow(), s.goal.String())+goalNote,
		"",
		e.marker(s.startRow())+e.label(s.startRow(), "Start the game", 14))
	if err := s.validate(); err != nil {
		rows = append(rows, "  "+st.Warning.Render("! "+err.Error()))
	}
	parts := []string{
		st.Heading.Render("White Elephant") + st.Faint.Render("  ·  open a present or steal one"),
		st.Faint.Render("Presents are worth $0–$100; a present can be stolen 3 times a round."),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render(e.note()),
	}
	body := lipgloss.JoinVertical(lipgloss.Left, parts...)
	out := st.Frame.Width(elephantSetupWidth).Render(body)
	if s.height > 0 && lipgloss.Height(out) > s.height {
		// Too short (8 seats, the full help open): drop the blank lines.
		lines := slices.DeleteFunc(strings.Split(body, "\n"), func(l string) bool { return strings.TrimSpace(l) == "" })
		out = st.Frame.Width(elephantSetupWidth).Render(strings.Join(lines, "\n"))
	}
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}
