package table

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/game"
	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// The setup's rows: the kind of game, then, for a table, its size, its
// format, the level of every computer and each computer's own (rowSeat
// for chair 2, on down to the table's last chair).
const (
	rowKind = iota
	rowSeats
	rowFormat
	rowLevel
	rowSeat
)

// setupWidth is the width of the setup's text, inside its frame.
const setupWidth = 60

// defaultSeats is the table's size the setup offers first.
const defaultSeats = 6

// Setup asks what to play: the heads-up tournament (the default, today's
// match) or a table of 2 to 9 seats, a sit-and-go or a ring game, with a
// level for every computer (one choice fills them all, then each can be
// changed). The last table started is offered again (the settings keep
// it). enter starts the choice, esc goes back.
type Setup struct {
	ctx     *kit.Context
	saves   *app.Saves
	km      setupKeys
	row     int
	table   bool // a table rather than the heads-up tournament
	last    bool // cfg is the last table started, from the settings
	cfg     Config
	headsUp func() kit.Screen // the heads-up match's own setup
	width   int
	height  int
}

// NewSetup offers the heads-up tournament first; headsUp builds its screen
// (the choice of the opponent), which takes the setup's place. A table is
// saved in saves.
func NewSetup(ctx *kit.Context, saves *app.Saves, headsUp func() kit.Screen) *Setup {
	s := &Setup{ctx: ctx, saves: saves, km: newSetupKeys(ctx.Keys), headsUp: headsUp,
		cfg: Uniform(defaultSeats, false, holdembot.DefaultLevel)}
	if t := ctx.Settings.LastTable(game.Holdem.ID); t != nil {
		cfg, err := configOf(*t)
		if err != nil {
			ctx.SetWarning("the last table is not offered again (" + err.Error() + "): here is the default one")
		} else {
			s.cfg, s.last = cfg, true
		}
	}
	return s
}

// Uniform is a table of seats with a computer of level in every other
// chair.
func Uniform(seats int, ring bool, level int) Config {
	cfg := Config{Seats: seats, Ring: ring, Level: level}
	cfg.fill()
	return cfg
}

// fill gives every computer the level of them all.
func (c *Config) fill() {
	for ch := range c.Levels {
		c.Levels[ch] = c.Level
	}
}

// configOf is the table the settings kept, if Hold'em can seat it.
func configOf(t config.Table) (Config, error) {
	n := len(t.Seats)
	if n < 2 || n > poker.MaxChairs {
		return Config{}, fmt.Errorf("%d seats", n)
	}
	cfg := Config{Seats: n, Ring: t.Ring}
	for i, st := range t.Seats[1:] {
		lv := slices.IndexFunc(holdembot.Levels(), func(l holdembot.Level) bool { return l.Bot == st.Bot })
		if lv < 0 {
			return Config{}, fmt.Errorf("seat %d: no level plays %s", i+2, handhistory.Clean(st.Bot))
		}
		cfg.Levels[i+2] = lv
	}
	cfg.Level = cfg.Levels[2]
	for ch := n + 1; ch <= poker.MaxChairs; ch++ { // a table grown later
		cfg.Levels[ch] = cfg.Level
	}
	return cfg, nil
}

// remember keeps the table being started in the settings, for next time.
func (s *Setup) remember() {
	t := &config.Table{Ring: s.cfg.Ring, Seats: []config.TableSeat{{Name: humanName(s.ctx)}}}
	for c := 2; c <= s.cfg.Seats; c++ {
		t.Seats = append(t.Seats, config.TableSeat{Bot: holdembot.Levels()[s.cfg.Levels[c]].Bot})
	}
	next := s.ctx.Settings
	next.SetLastTable(game.Holdem.ID, t)
	if err := s.ctx.SaveSettings(next); err != nil {
		s.ctx.SetWarning("this table is not remembered: " + err.Error())
	}
}

func (s *Setup) Init() tea.Cmd     { return nil }
func (s *Setup) Typing() bool      { return false }
func (s *Setup) Keys() help.KeyMap { return s.km }

// Config is what the setup chose.
func (s *Setup) Config() (table bool, cfg Config) { return s.table, s.cfg }

func (s *Setup) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if sz, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = sz.Width, sz.Height
	}
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return s, nil
	}
	n := s.rows()
	switch {
	case key.Matches(k, s.km.Up):
		s.row = (s.row + n - 1) % n
	case key.Matches(k, s.km.Down):
		s.row = (s.row + 1) % n
	case key.Matches(k, s.km.Left):
		s.change(-1)
	case key.Matches(k, s.km.Right):
		s.change(+1)
	case key.Matches(k, s.km.Start):
		if !s.table {
			return s, kit.ReplaceWith(s.headsUp())
		}
		s.remember()
		return s, kit.ReplaceWith(New(s.ctx, s.saves, s.cfg))
	case key.Matches(k, s.km.Back):
		return s, kit.GoBack()
	default:
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: ↑↓ choose a line, ←→ change it, enter starts", k.String()))
	}
	return s, nil
}

// rows is how many rows show: the kind alone, or a table's.
func (s *Setup) rows() int {
	if !s.table {
		return 1
	}
	return rowSeat + s.cfg.Seats - 1
}

// change moves the value of the row shown by step.
func (s *Setup) change(step int) {
	n := len(holdembot.Levels())
	switch s.row {
	case rowKind:
		s.table = !s.table
	case rowSeats:
		s.cfg.Seats = min(poker.MaxChairs, max(2, s.cfg.Seats+step))
	case rowFormat:
		s.cfg.Ring = !s.cfg.Ring
	case rowLevel:
		s.cfg.Level = (s.cfg.Level + step + n) % n
		s.cfg.fill()
	default:
		c := s.row - rowSeat + 2
		s.cfg.Levels[c] = (s.cfg.Levels[c] + step + n) % n
	}
}

// mixed reports whether the computers are not all of one level.
func (c Config) mixed() bool {
	for ch := 2; ch <= c.Seats; ch++ {
		if c.Levels[ch] != c.Levels[2] {
			return true
		}
	}
	return false
}

// View is the rows, the one chosen marked, each with its value between
// arrows, and a word on the row chosen.
func (s *Setup) View() string {
	st := s.ctx.Styles
	kind, format := "Heads-up tournament", "Sit-and-go"
	if s.table {
		kind = "Table"
	}
	if s.cfg.Ring {
		format = "Ring game"
	}
	levels := holdembot.Levels()
	named := func(l int) string { return levels[l].Name + " (" + levels[l].Bot + ")" }
	all := named(s.cfg.Level)
	if s.cfg.mixed() {
		all = "mixed: ←→ gives all one level"
	}
	labels := []string{"Game", "Seats", "Format", "Computers"}
	values := []string{kind, fmt.Sprintf("%d", s.cfg.Seats), format, all}
	for c := 2; c <= s.cfg.Seats; c++ {
		labels, values = append(labels, fmt.Sprintf("  Seat %d", c)), append(values, named(s.cfg.Levels[c]))
	}
	lines := []string{st.Title.Render("Hold'em: what to play"), ""}
	for r := 0; r < s.rows(); r++ {
		marker, value := "  ", st.Text.Render(values[r])
		if r == s.row {
			marker, value = st.Marker.Render("▸ "), st.Selected.Render("◂ "+values[r]+" ▸")
		}
		lines = append(lines, marker+st.Faint.Render(kit.Pad(labels[r], 11))+value)
	}
	lines = append(lines, "")
	wrap := lipgloss.NewStyle().Width(setupWidth)
	about := func(text string) {
		w := strings.Split(wrap.Render(text), "\n")
		if len(w) > 2 { // a tall table keeps to two lines
			w = []string{w[0], ansi.Truncate(w[1]+" "+w[2], setupWidth, "…")}
		}
		for _, l := range w {
			lines = append(lines, st.Faint.Render(strings.TrimRight(l, " ")))
		}
	}
	switch {
	case !s.table && s.last:
		about(fmt.Sprintf("you against one computer, which you choose next; → for a table, your last one (%d seats)", s.cfg.Seats))
	case !s.table:
		lines = append(lines, st.Faint.Render("you against one computer, which you choose next"))
	case s.row >= rowLevel:
		lv := s.cfg.Level
		if s.row >= rowSeat {
			lv = s.cfg.Levels[s.row-rowSeat+2]
		}
		about(levels[lv].Name + ": " + levels[lv].About)
	case s.cfg.Ring:
		about("A cash game at 10/20: every stack topped up to 1,500 before each hand; leave when you like.")
	default:
		about("A tournament: 1,500 chips each, the blinds go up every 10 hands, the last with chips wins.")
	}
	// The keys are the footer's, as on every other screen.
	pad := 1
	if s.height > 0 && len(lines)+4 > s.height { // a tall table in a low window
		pad = 0
	}
	out := st.Frame.Padding(pad, 3).Render(strings.Join(lines, "\n"))
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}

// setupKeys are the setup's keys.
type setupKeys struct {
	Up, Down, Left, Right, Start, Back key.Binding
	global                             kit.GlobalKeys
}

func newSetupKeys(g kit.GlobalKeys) setupKeys {
	return setupKeys{
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←", "less")),
		Right:  key.NewBinding(key.WithKeys("right", "l", " "), key.WithHelp("→", "more")),
		Start:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start")),
		Back:   key.NewBinding(key.WithKeys("esc", "q"), key.WithHelp("esc", "back")),
		global: g,
	}
}

func (k setupKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Left, k.Right, k.Start, k.Back, k.global.Help}
}

func (k setupKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Left, k.Right}, {k.Start, k.Back, k.global.Quit, k.global.Help}}
}
