package tui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
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

// elephantSetupSeat is one seat as set up: a person with a name, or a
// computer player of a kind (an elephantbot name).
type elephantSetupSeat struct {
	person bool
	name   string // a person's name
	bot    string // a computer seat's bot
}

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
	ctx     *Context
	km      elephantSetupKeys
	editKm  textEditKeys
	seats   []elephantSetupSeat
	goal    elephantGoal
	cursor  int // a seat, then the goal row, then the start row
	input   textinput.Model
	editing bool
	width   int
	height  int
}

// newElephantSetupScreen offers an evening's default: the player of the
// settings and a second person against GreedyBot and expert, 5 rounds.
func newElephantSetupScreen(ctx *Context) *elephantSetupScreen {
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = maxNameLen
	in.Width = maxNameLen + 1
	in.Cursor.Style = ctx.Styles.Selected
	in.TextStyle = ctx.Styles.Value
	in.PlaceholderStyle = ctx.Styles.Faint
	s := &elephantSetupScreen{
		ctx:    ctx,
		km:     newElephantSetupKeys(ctx.Keys),
		editKm: newTextEditKeys(ctx.Keys),
		input:  in,
		goal: elephantGoal{
			rounds: elephantDefaultRounds,
			target: int(elephant.EveningTarget * 100),
		},
	}
	me := strings.TrimSpace(ctx.Settings.Name)
	if me == "" {
		me = DefaultSettings().Name
	}
	s.seats = []elephantSetupSeat{{person: true, name: me}}
	s.seats = append(s.seats,
		elephantSetupSeat{person: true, name: s.freshName()},
		elephantSetupSeat{bot: "GreedyBot"},
		elephantSetupSeat{bot: "expert"},
	)
	return s
}

// The rows after the seats.
func (s *elephantSetupScreen) goalRow() int  { return len(s.seats) }
func (s *elephantSetupScreen) startRow() int { return len(s.seats) + 1 }
func (s *elephantSetupScreen) rows() int     { return len(s.seats) + 2 }

func (s *elephantSetupScreen) init() tea.Cmd { return nil }
func (s *elephantSetupScreen) typing() bool  { return s.editing }

func (s *elephantSetupScreen) keys() help.KeyMap {
	if s.editing {
		return s.editKm
	}
	return s.km
}

// seatNames are the names the seats play under: a person's own, a computer
// seat's bot name, numbered "GreedyBot#2" when a bot sits twice (as the
// elephant command names them).
func (s *elephantSetupScreen) seatNames() []string {
	names := make([]string, len(s.seats))
	seen := map[string]int{}
	for i, st := range s.seats {
		if st.person {
			names[i] = st.name
			continue
		}
		seen[st.bot]++
		names[i] = st.bot
		if k := seen[st.bot]; k > 1 {
			names[i] = fmt.Sprintf("%s#%d", st.bot, k)
		}
	}
	return names
}

// freshName is "Player N" for the first N not taken.
func (s *elephantSetupScreen) freshName() string {
	taken := map[string]bool{}
	for _, n := range s.seatNames() {
		taken[strings.ToLower(n)] = true
	}
	for n := 2; ; n++ {
		name := fmt.Sprintf("Player %d", n)
		if !taken[strings.ToLower(name)] {
			return name
		}
	}
}

// freshBot is the first bot (in elephantbot's order) not seated yet, or
// GreedyBot when all are.
func (s *elephantSetupScreen) freshBot() string {
	for _, b := range elephantbot.Names() {
		if !slices.ContainsFunc(s.seats, func(st elephantSetupSeat) bool { return !st.person && st.bot == b }) {
			return b
		}
	}
	return "GreedyBot"
}

func (s *elephantSetupScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case tea.KeyMsg:
		if s.editing {
			return s, s.updateEditing(msg)
		}
		return s.key(msg)
	}
	if s.editing { // the cursor's blink
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return s, cmd
	}
	return s, nil
}

func (s *elephantSetupScreen) key(msg tea.KeyMsg) (screen, tea.Cmd) {
	n := s.rows()
	switch {
	case key.Matches(msg, s.km.global.Back):
		return s, goBack()
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
	case key.Matches(msg, s.km.Left):
		s.change(-1)
	case key.Matches(msg, s.km.Right):
		s.change(+1)
	case key.Matches(msg, s.km.Choose):
		switch {
		case s.cursor == s.startRow():
			return s, s.start()
		case s.cursor == s.goalRow():
			s.change(+1)
		case s.seats[s.cursor].person:
			return s, s.startEditing()
		default:
			s.change(+1)
		}
	case key.Matches(msg, s.km.Kind):
		s.toggle()
	case key.Matches(msg, s.km.AddPerson):
		s.add(elephantSetupSeat{person: true, name: s.freshName()})
	case key.Matches(msg, s.km.AddComputer):
		s.add(elephantSetupSeat{bot: s.freshBot()})
	case key.Matches(msg, s.km.Remove):
		s.remove()
	case key.Matches(msg, s.km.Start):
		return s, s.start()
	default:
		s.ctx.SetStatus("↑/↓ choose a line, ←/→ change it, enter renames a person; s starts · ? shows every key")
	}
	return s, nil
}

// change moves the value on the cursor's line: a computer seat's bot or the
// goal.
func (s *elephantSetupScreen) change(step int) {
	switch {
	case s.cursor == s.goalRow():
		g := &s.goal
		if g.byTarget {
			g.target = min(max(g.target+step*elephantTargetStep, elephantMinTarget), elephantMaxTarget)
		} else {
			g.rounds = min(max(g.rounds+step, 1), elephantMaxRounds)
		}
	case s.cursor == s.startRow():
		s.ctx.SetStatus("enter or s starts the game")
	case s.seats[s.cursor].person:
		s.ctx.SetStatus("enter renames " + s.seats[s.cursor].name + "; t makes the seat a computer player")
	default:
		st := &s.seats[s.cursor]
		st.bot = cycle(elephantbot.Names(), st.bot, step)
	}
}

// toggle turns a seat from a person into a computer player or back, or the
// goal from rounds into a target score or back.
func (s *elephantSetupScreen) toggle() {
	switch {
	case s.cursor == s.goalRow():
		s.goal.byTarget = !s.goal.byTarget
	case s.cursor == s.startRow():
		s.ctx.SetStatus("t changes a seat (person or computer) or the goal (rounds or target)")
	case s.seats[s.cursor].person:
		s.seats[s.cursor] = elephantSetupSeat{bot: s.freshBot()}
	default:
		s.seats[s.cursor] = elephantSetupSeat{person: true}
		s.seats[s.cursor].name = s.freshName()
	}
}

func (s *elephantSetupScreen) add(seat elephantSetupSeat) {
	if len(s.seats) >= elephantMaxSeats {
		s.ctx.SetWarning(fmt.Sprintf("the table has room for %d seats at most", elephantMaxSeats))
		return
	}
	s.seats = append(s.seats, seat)
	s.cursor = len(s.seats) - 1
}

func (s *elephantSetupScreen) remove() {
	switch {
	case s.cursor >= len(s.seats):
		s.ctx.SetStatus("move to a seat to remove it")
	case len(s.seats) <= elephantMinSeats:
		s.ctx.SetWarning(fmt.Sprintf("a game needs at least %d seats", elephantMinSeats))
	default:
		s.seats = append(s.seats[:s.cursor], s.seats[s.cursor+1:]...)
		s.cursor = min(s.cursor, len(s.seats)-1)
	}
}

func (s *elephantSetupScreen) startEditing() tea.Cmd {
	s.editing = true
	s.input.SetValue(s.seats[s.cursor].name)
	s.input.Placeholder = "a name"
	s.input.CursorEnd()
	return s.input.Focus()
}

func (s *elephantSetupScreen) updateEditing(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.editKm.Cancel):
		s.editing = false
		s.input.Blur()
		return nil
	case key.Matches(msg, s.editKm.Save):
		name := strings.TrimSpace(s.input.Value())
		if err := checkName(name); err != nil {
			s.ctx.SetWarning(err.Error())
			return nil
		}
		if j := s.nameTaken(name, s.cursor); j >= 0 {
			s.ctx.SetWarning(fmt.Sprintf("seat %d is %s already: each seat needs its own name", j+1, s.seatNames()[j]))
			return nil
		}
		s.seats[s.cursor].name = name
		s.editing = false
		s.input.Blur()
		return nil
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(msg)
	return cmd
}

// nameTaken is the seat other than self that plays under name (ignoring
// case), or -1.
func (s *elephantSetupScreen) nameTaken(name string, self int) int {
	for j, n := range s.seatNames() {
		if j != self && strings.EqualFold(n, name) {
			return j
		}
	}
	return -1
}

// validate says what keeps the table from starting, or nil.
func (s *elephantSetupScreen) validate() error {
	if len(s.seats) < elephantMinSeats {
		return fmt.Errorf("a game needs at least %d seats", elephantMinSeats)
	}
	names := s.seatNames()
	for i, n := range names {
		if strings.TrimSpace(n) == "" {
			return fmt.Errorf("seat %d has no name", i+1)
		}
		if j := s.nameTaken(n, i); j >= 0 {
			return fmt.Errorf("seats %d and %d are both %s: each seat needs its own name", min(i, j)+1, max(i, j)+1, n)
		}
	}
	return nil
}

// start seats the table and opens it over the setup.
func (s *elephantSetupScreen) start() tea.Cmd {
	if err := s.validate(); err != nil {
		s.ctx.SetWarning(err.Error())
		return nil
	}
	names := s.seatNames()
	seats := make([]elephant.Seat, len(s.seats))
	for i, st := range s.seats {
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
	ks := make([]string, len(s.seats))
	for i, st := range s.seats {
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
	names := s.seatNames()
	marker := func(row int) string {
		if row == s.cursor {
			return st.Marker.Render("▸ ")
		}
		return "  "
	}
	label := func(row int, text string, w int) string {
		if row == s.cursor {
			return st.Selected.Render(pad(text, w))
		}
		return st.Text.Render(pad(text, w))
	}
	choice := func(row int, value string) string {
		if row == s.cursor {
			return st.Marker.Render("‹ ") + st.Value.Render(value) + st.Marker.Render(" ›")
		}
		return "  " + st.Value.Render(value)
	}
	var rows []string
	for i, seat := range s.seats {
		num := st.Digit.Render(fmt.Sprintf("%d", i+1))
		var val string
		switch {
		case seat.person && i == s.cursor && s.editing:
			val = "  " + s.input.View()
		case seat.person:
			val = "  " + st.Value.Render(seat.name)
		default:
			val = choice(i, names[i])
		}
		kind := "person"
		if !seat.person {
			kind = "computer"
		}
		rows = append(rows, marker(i)+num+"  "+label(i, kind, 9)+val)
	}
	goalNote := "  " + st.Faint.Render("t: rounds or a target score")
	rows = append(rows, "",
		marker(s.goalRow())+label(s.goalRow(), "Goal", 12)+choice(s.goalRow(), s.goal.String())+goalNote,
		"",
		marker(s.startRow())+label(s.startRow(), "Start the game", 14))
	if err := s.validate(); err != nil {
		rows = append(rows, "  "+st.Warning.Render("! "+err.Error()))
	}
	note := fmt.Sprintf("%d of %d seats · p adds a person, c a computer · x removes · t switches", len(s.seats), elephantMaxSeats)
	parts := []string{
		st.Heading.Render("White Elephant") + st.Faint.Render("  ·  open a present or steal one"),
		st.Faint.Render("Presents are worth $0–$100; a present can be stolen 3 times a round."),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render(note),
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
