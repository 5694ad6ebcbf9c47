package tui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/ai/camelbot"
	"parlor/camelup"
)

// camelSetupSeat is one seat as set up: a person with a name, or a
// computer player of a kind (a camelbot name).
type camelSetupSeat struct {
	person bool
	name   string // a person's name
	bot    string // a computer seat's bot
}

// camelSetupScreen sets up a Camel Up game: 2 to 8 seats, each a person
// or a computer player. It stays under the board, so that after a game esc
// comes back to the same seats for another.
type camelSetupScreen struct {
	ctx     *Context
	km      camelSetupKeys
	editKm  textEditKeys
	seats   []camelSetupSeat
	cursor  int // a seat, then the start row
	input   textinput.Model
	editing bool
	width   int
	height  int
}

// newCamelSetupScreen offers the default table: the player of the settings
// and a second person against Sir Humpfree Bogart and expert. It starts
// building the race odds' table in the background, so the board's odds
// panel answers at once.
func newCamelSetupScreen(ctx *Context) *camelSetupScreen {
	camelup.WarmRaceTable()
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = maxNameLen
	in.Width = maxNameLen + 1
	in.Cursor.Style = ctx.Styles.Selected
	in.TextStyle = ctx.Styles.Value
	in.PlaceholderStyle = ctx.Styles.Faint
	s := &camelSetupScreen{ctx: ctx, km: newCamelSetupKeys(ctx.Keys), editKm: newTextEditKeys(ctx.Keys), input: in}
	me := strings.TrimSpace(ctx.Settings.Name)
	if me == "" {
		me = DefaultSettings().Name
	}
	s.seats = []camelSetupSeat{{person: true, name: me}}
	s.seats = append(s.seats,
		camelSetupSeat{person: true, name: s.freshName()},
		camelSetupSeat{bot: "bogart"},
		camelSetupSeat{bot: "expert"},
	)
	return s
}

func (s *camelSetupScreen) startRow() int { return len(s.seats) }
func (s *camelSetupScreen) rows() int     { return len(s.seats) + 1 }

func (s *camelSetupScreen) init() tea.Cmd { return nil }
func (s *camelSetupScreen) typing() bool  { return s.editing }

func (s *camelSetupScreen) keys() help.KeyMap {
	if s.editing {
		return s.editKm
	}
	return s.km
}

// seatNames are the names the seats play under: a person's own, a computer
// seat's bot name, numbered "bogart#2" when a bot sits twice (as
// camelbot.Parse names them).
func (s *camelSetupScreen) seatNames() []string {
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
func (s *camelSetupScreen) freshName() string {
	taken := map[string]bool{}
	for _, n := range s.seatNames() {
		taken[strings.ToLower(n)] = true
	}
	for n := 2; ; n++ {
		if name := fmt.Sprintf("Player %d", n); !taken[strings.ToLower(name)] {
			return name
		}
	}
}

// freshBot is the first bot, strongest first, not seated yet, or expert
// when all are.
func (s *camelSetupScreen) freshBot() string {
	names := camelbot.Names()
	for i := len(names) - 1; i >= 0; i-- {
		b := names[i]
		if !slices.ContainsFunc(s.seats, func(st camelSetupSeat) bool { return !st.person && st.bot == b }) {
			return b
		}
	}
	return "expert"
}

func (s *camelSetupScreen) update(msg tea.Msg) (screen, tea.Cmd) {
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

func (s *camelSetupScreen) key(msg tea.KeyMsg) (screen, tea.Cmd) {
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
		case s.seats[s.cursor].person:
			return s, s.startEditing()
		default:
			s.change(+1)
		}
	case key.Matches(msg, s.km.Kind):
		s.toggle()
	case key.Matches(msg, s.km.AddPerson):
		s.add(camelSetupSeat{person: true, name: s.freshName()})
	case key.Matches(msg, s.km.AddComputer):
		s.add(camelSetupSeat{bot: s.freshBot()})
	case key.Matches(msg, s.km.Remove):
		s.remove()
	case key.Matches(msg, s.km.Start):
		return s, s.start()
	default:
		s.ctx.SetStatus("↑/↓ choose a seat, ←/→ its bot, enter renames a person; s starts · ? shows every key")
	}
	return s, nil
}

// change picks the next or previous bot for a computer seat.
func (s *camelSetupScreen) change(step int) {
	switch {
	case s.cursor == s.startRow():
		s.ctx.SetStatus("enter or s starts the game")
	case s.seats[s.cursor].person:
		s.ctx.SetStatus("enter renames " + s.seats[s.cursor].name + "; t makes the seat a computer player")
	default:
		st := &s.seats[s.cursor]
		st.bot = cycle(camelbot.Names(), st.bot, step)
	}
}

// toggle turns a seat from a person into a computer player or back.
func (s *camelSetupScreen) toggle() {
	switch {
	case s.cursor == s.startRow():
		s.ctx.SetStatus("t makes a seat a person or a computer player")
	case s.seats[s.cursor].person:
		s.seats[s.cursor] = camelSetupSeat{bot: s.freshBot()}
	default:
		s.seats[s.cursor] = camelSetupSeat{person: true}
		s.seats[s.cursor].name = s.freshName()
	}
}

func (s *camelSetupScreen) add(seat camelSetupSeat) {
	if len(s.seats) >= camelup.MaxPlayers {
		s.ctx.SetWarning(fmt.Sprintf("Camel Up is for %d players at most", camelup.MaxPlayers))
		return
	}
	s.seats = append(s.seats, seat)
	s.cursor = len(s.seats) - 1
}

func (s *camelSetupScreen) remove() {
	switch {
	case s.cursor >= len(s.seats):
		s.ctx.SetStatus("move to a seat to remove it")
	case len(s.seats) <= camelup.MinPlayers:
		s.ctx.SetWarning(fmt.Sprintf("Camel Up needs at least %d players", camelup.MinPlayers))
	default:
		s.seats = slices.Delete(s.seats, s.cursor, s.cursor+1)
		s.cursor = min(s.cursor, len(s.seats)-1)
	}
}

func (s *camelSetupScreen) startEditing() tea.Cmd {
	s.editing = true
	s.input.SetValue(s.seats[s.cursor].name)
	s.input.Placeholder = "a name"
	s.input.CursorEnd()
	return s.input.Focus()
}

func (s *camelSetupScreen) updateEditing(msg tea.KeyMsg) tea.Cmd {
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
func (s *camelSetupScreen) nameTaken(name string, self int) int {
	for j, n := range s.seatNames() {
		if j != self && strings.EqualFold(n, name) {
			return j
		}
	}
	return -1
}

// validate says what keeps the game from starting, or nil.
func (s *camelSetupScreen) validate() error {
	if n := len(s.seats); n < camelup.MinPlayers || n > camelup.MaxPlayers {
		return fmt.Errorf("the race is for %d to %d players", camelup.MinPlayers, camelup.MaxPlayers)
	}
	for i, n := range s.seatNames() {
		if strings.TrimSpace(n) == "" {
			return fmt.Errorf("seat %d has no name", i+1)
		}
		if j := s.nameTaken(n, i); j >= 0 {
			return fmt.Errorf("seats %d and %d are both %s: each seat needs its own name", min(i, j)+1, max(i, j)+1, n)
		}
	}
	return nil
}

// start seats the players and opens the board over the setup. The game
// draws everything from the context's next game source: first each
// computer seat's own source, then the camels' setup and the dice.
func (s *camelSetupScreen) start() tea.Cmd {
	if err := s.validate(); err != nil {
		s.ctx.SetWarning(err.Error())
		return nil
	}
	rng := s.ctx.GameRand()
	names := s.seatNames()
	seats := make([]camelSeat, len(s.seats))
	for i, st := range s.seats {
		seats[i] = camelSeat{name: names[i]}
		if st.person {
			continue
		}
		p, err := camelbot.New(st.bot, rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
		if err != nil { // cannot happen: the bots come from camelbot.Names
			s.ctx.SetWarning("cannot seat " + st.bot + ": " + err.Error())
			return nil
		}
		seats[i].bot, seats[i].kind = p, st.bot
	}
	b, err := newCamelScreen(s.ctx, seats, rng)
	if err != nil {
		s.ctx.SetWarning("cannot start: " + err.Error())
		return nil
	}
	return open(b)
}

// camelSetupWidth is the panel's width with its padding: 76 cells with the
// border, in an 80-column window.
const camelSetupWidth = 74

func (s *camelSetupScreen) view() string {
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
	var rows []string
	for i, seat := range s.seats {
		num := st.Digit.Render(fmt.Sprintf("%d", i+1))
		var val string
		switch {
		case seat.person && i == s.cursor && s.editing:
			val = "  " + s.input.View()
		case seat.person:
			val = "  " + st.Value.Render(seat.name)
		case i == s.cursor:
			val = st.Marker.Render("‹ ") + st.Value.Render(names[i]) + st.Marker.Render(" ›")
		default:
			val = "  " + st.Value.Render(names[i])
		}
		kind := "person"
		if !seat.person {
			kind = "computer"
			if b, ok := camelbot.Lookup(seat.bot); ok && !strings.EqualFold(b.Title, b.Name) {
				val += st.Faint.Render("  " + b.Title)
			}
		}
		rows = append(rows, marker(i)+num+"  "+label(i, kind, 9)+val)
	}
	rows = append(rows, "", marker(s.startRow())+label(s.startRow(), "Start the race", 14))
	if err := s.validate(); err != nil {
		rows = append(rows, "  "+st.Warning.Render("! "+err.Error()))
	}
	note := fmt.Sprintf("%d of %d seats · p adds a person, c a computer · x removes · t switches", len(s.seats), camelup.MaxPlayers)
	parts := []string{
		st.Heading.Render("Camel Up") + st.Faint.Render("  ·  bet on a camel race, at one keyboard"),
		st.Faint.Render("Five camels race to square 16; the richest player wins. Game bets are"),
		st.Faint.Render("secret: the keyboard is handed over between people."),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render(note),
	}
	out := st.Frame.Width(camelSetupWidth).Render(lipgloss.JoinVertical(lipgloss.Left, parts...))
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}
