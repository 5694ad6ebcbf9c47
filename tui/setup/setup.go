// Package setup is the one setup screen of the hotseat games (Camel Up,
// White Elephant): the seats, people and computer players, each game's own
// line (White Elephant's goal) and the start. A game describes itself in a
// Game; its package builds the screen with New and starts its own table.
package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/config"
	"parlor/handhistory"
	"parlor/tui/kit"
)

// Game is what the setup screen needs to know of a game.
type Game struct {
	Title   string   // the heading: "Camel Up"
	Tagline string   // after it, faint: "bet on a camel race, at one keyboard"
	About   []string // the lines under the heading
	// StartLabel is the label of the start row: "Start the race".
	StartLabel string

	Rules SeatRules
	Bots  []string // the computer seats of the default table, after two people

	// The help of ←/→ and t.
	LeftHelp, RightHelp, KindHelp string
	// KindHint is the status for t off the seats; Hint the status for a key
	// that does nothing.
	KindHint, Hint string

	// Option is the game's own line between the seats and the start row,
	// nil for none.
	Option Option
	// CheckSize says whether n seats can play: the message, or nil.
	CheckSize func(n int) error
	// Start builds the game's screen for the seats; the error is shown as
	// the warning.
	Start func(ctx *kit.Context, seats []Seat) (kit.Screen, error)
	// ID is the game's id (parlor/game), under which the settings keep
	// its last table ("": not kept). The setup offers it again, and saves
	// the table of each game it starts.
	ID string
}

// Option is a line of a game's own on its setup: ←/→ (and enter) change its
// value, t toggles its kind.
type Option interface {
	Label() string // "Goal"
	Note() string  // shown faint after the value
	String() string
	Change(step int)
	Toggle()
	// Save writes the option's value to a table to remember; Load sets it
	// from a remembered one, or says why it cannot.
	Save(t *config.Table)
	Load(t config.Table) error
}

// SeatsOption is an Option that changes what the seats may be (Camel Up's
// edition: each has its own computer players). After each change the
// setup takes its SeatRules, and a computer seat whose bot they lack takes
// a fresh one.
type SeatsOption interface {
	Option
	SeatRules() SeatRules
}

// Seat is a seat of the game to start: Name is what it plays under, Bot
// the computer player's name ("" for a person).
type Seat struct {
	Name string
	Bot  string
}

// Screen sets up a game. It stays under the game, so that esc after a game
// comes back to the same seats for another.
type Screen struct {
	ctx    *kit.Context
	game   Game
	km     keyMap
	seats  seatEditor // the seats, then the option row if any, then the start row
	width  int
	height int
}

// New offers the game's last table, as the settings remember it, or else
// its default table: the player of the settings and a second person
// against game.Bots.
func New(ctx *kit.Context, game Game) *Screen {
	lines := 1
	if game.Option != nil {
		lines++
	}
	s := &Screen{
		ctx:   ctx,
		game:  game,
		km:    newKeyMap(ctx.Keys, game.LeftHelp, game.RightHelp, game.KindHelp),
		seats: newSeatEditor(ctx, game.Rules, lines, game.Bots...),
	}
	if game.ID != "" {
		if t := ctx.Settings.LastTable(game.ID); t != nil {
			if err := s.restore(*t); err != nil {
				ctx.SetWarning("the last table is not offered again (" + err.Error() + "): here is the default one")
			}
		}
	}
	return s
}

// restore seats the table t remembered, if the game can seat it; else it
// leaves the default table and says why.
func (s *Screen) restore(t config.Table) (err error) {
	rules := s.game.Rules
	if o, ok := s.game.Option.(SeatsOption); ok {
		// The option says which bots may sit: it is loaded first, and put
		// back if the table cannot be seated.
		var before config.Table
		o.Save(&before)
		if err := o.Load(t); err != nil {
			return err
		}
		defer func() {
			if err != nil {
				_ = o.Load(before)
			}
		}()
		rules = o.SeatRules()
	}
	list := make([]seat, len(t.Seats))
	for i, st := range t.Seats {
		list[i] = seat{person: st.Bot == "", name: st.Name, bot: st.Bot}
		if st.Bot != "" && !slices.Contains(rules.Bots, st.Bot) {
			return fmt.Errorf("seat %d: no computer player is called %s", i+1, handhistory.Clean(st.Bot))
		}
	}
	if err := s.game.CheckSize(len(list)); err != nil {
		return err
	}
	if len(list) < s.game.Rules.Min || len(list) > s.game.Rules.Max {
		return fmt.Errorf("%d seats", len(list))
	}
	before := s.seats.list
	s.seats.list = list
	if err := s.seats.checkNames(); err != nil {
		s.seats.list = before
		return err
	}
	if _, ok := s.game.Option.(SeatsOption); ok {
		s.seats.rules = rules
	} else if s.game.Option != nil {
		if err := s.game.Option.Load(t); err != nil {
			s.seats.list = before
			return err
		}
	}
	return nil
}

// optionChanged takes the seat rules of an option that sets them: a
// computer seat whose bot they lack takes a fresh bot.
func (s *Screen) optionChanged() {
	o, ok := s.game.Option.(SeatsOption)
	if !ok {
		return
	}
	s.seats.rules = o.SeatRules()
	for i, st := range s.seats.list {
		if !st.person && !slices.Contains(s.seats.rules.Bots, st.bot) {
			s.seats.list[i].bot = "" // not seated: freshBot may pick a bot this one had
			s.seats.list[i].bot = s.seats.freshBot()
		}
	}
}

// remember keeps the table being started in the settings, for next time.
func (s *Screen) remember() {
	if s.game.ID == "" {
		return
	}
	t := &config.Table{Seats: make([]config.TableSeat, len(s.seats.list))}
	for i, st := range s.seats.list {
		if st.person {
			t.Seats[i].Name = st.name
		} else {
			t.Seats[i].Bot = st.bot
		}
	}
	if s.game.Option != nil {
		s.game.Option.Save(t)
	}
	next := s.ctx.Settings
	next.SetLastTable(s.game.ID, t)
	if err := s.ctx.SaveSettings(next); err != nil {
		s.ctx.SetWarning("this table is not remembered: " + err.Error())
	}
}

// The rows after the seats: the option's (-1 without one), the start.
func (s *Screen) optionRow() int {
	if s.game.Option == nil {
		return -1
	}
	return len(s.seats.list)
}

func (s *Screen) startRow() int { return len(s.seats.list) + s.seats.lines - 1 }

// Option is the game's own line, nil for none.
func (s *Screen) Option() Option { return s.game.Option }

func (s *Screen) Init() tea.Cmd { return nil }
func (s *Screen) Typing() bool  { return s.seats.typing() }

func (s *Screen) Keys() help.KeyMap { return s.seats.keys(s.km) }

// SeatNames are the names the seats play under, as the bot packages and the
// game commands name them.
func (s *Screen) SeatNames() []string { return s.seats.names() }

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
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

// key handles a key the seats leave: on the option and start rows, and the
// screen's.
func (s *Screen) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if cmd, ok := s.seats.key(msg, s.km); ok {
		return s, cmd
	}
	onOption := s.seats.cursor == s.optionRow()
	switch {
	case key.Matches(msg, s.km.global.Back):
		return s, kit.GoBack()
	case key.Matches(msg, s.km.Start):
		return s, s.start()
	case onOption && key.Matches(msg, s.km.Left):
		s.game.Option.Change(-1)
		s.optionChanged()
	case onOption && (key.Matches(msg, s.km.Right) || key.Matches(msg, s.km.Choose)):
		s.game.Option.Change(+1)
		s.optionChanged()
	case onOption && key.Matches(msg, s.km.Kind):
		s.game.Option.Toggle()
		s.optionChanged()
	case key.Matches(msg, s.km.Choose):
		return s, s.start()
	case key.Matches(msg, s.km.Left), key.Matches(msg, s.km.Right):
		s.ctx.SetStatus("enter or s starts the game")
	case key.Matches(msg, s.km.Kind):
		s.ctx.SetStatus(s.game.KindHint)
	default:
		s.ctx.SetStatus(s.game.Hint)
	}
	return s, nil
}

// Validate says what keeps the game from starting, or nil.
func (s *Screen) Validate() error {
	if err := s.game.CheckSize(len(s.seats.list)); err != nil {
		return err
	}
	return s.seats.checkNames()
}

// Seats are the seats as set up.
func (s *Screen) Seats() []Seat {
	names := s.seats.names()
	seats := make([]Seat, len(s.seats.list))
	for i, st := range s.seats.list {
		seats[i].Name = names[i]
		if !st.person {
			// A person's name passed CheckName; a bot's is only shown.
			seats[i].Name, seats[i].Bot = handhistory.Clean(names[i]), st.bot
		}
	}
	return seats
}

// start opens the game over the setup.
func (s *Screen) start() tea.Cmd {
	if err := s.Validate(); err != nil {
		s.ctx.SetWarning(err.Error())
		return nil
	}
	g, err := s.game.Start(s.ctx, s.Seats())
	if err != nil {
		s.ctx.SetWarning(err.Error())
		return nil
	}
	s.remember()
	return kit.Open(g)
}

// panelWidth is the panel's width with its padding: 76 cells with the
// border, in an 80-column window.
const panelWidth = 74

func (s *Screen) View() string {
	st := s.ctx.Styles
	e := &s.seats
	rows := append(e.rows(), "")
	if o := s.game.Option; o != nil {
		r := s.optionRow()
		rows = append(rows, e.marker(r)+e.label(r, o.Label(), 12)+e.choice(r, o.String())+"  "+st.Faint.Render(o.Note()), "")
	}
	rows = append(rows, e.marker(s.startRow())+e.label(s.startRow(), s.game.StartLabel, 14))
	if err := s.Validate(); err != nil {
		rows = append(rows, "  "+st.Warning.Render("! "+err.Error()))
	}
	parts := []string{st.Heading.Render(s.game.Title) + st.Faint.Render("  ·  "+s.game.Tagline)}
	about := s.game.About
	if o, ok := s.game.Option.(interface{ About() []string }); ok && o.About() != nil {
		about = o.About() // the option changes the game (Camel Up's edition)
	}
	for _, l := range about {
		parts = append(parts, st.Faint.Render(l))
	}
	parts = append(parts, "", strings.Join(rows, "\n"), "", st.Faint.Render(e.note()))
	body := lipgloss.JoinVertical(lipgloss.Left, parts...)
	out := st.Frame.Width(panelWidth).Render(body)
	if s.height > 0 && lipgloss.Height(out)+1 > s.height {
		// Too short (8 seats, the full help open): drop the blank lines.
		lines := slices.DeleteFunc(strings.Split(body, "\n"), func(l string) bool { return strings.TrimSpace(l) == "" })
		out = st.Frame.Width(panelWidth).Render(strings.Join(lines, "\n"))
	}
	// The status line goes under the panel, where the eyes are.
	out += "\n" + kit.Pad(" "+ansi.Truncate(s.ctx.StatusView(), panelWidth+1, "…"), panelWidth+2)
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}

// DrawsStatus reports that the status line shows under the panel (see View).
func (s *Screen) DrawsStatus() bool { return true }
