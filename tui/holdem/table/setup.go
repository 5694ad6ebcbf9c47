package table

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/ai/holdembot"
	"parlor/poker"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// The setup's rows: the kind of game, then, for a table, its size, its
// format and the computers' level.
const (
	rowKind = iota
	rowSeats
	rowFormat
	rowLevel
	rows
)

// setupWidth is the width of the setup's text, inside its frame.
const setupWidth = 60

// defaultSeats is the table's size the setup offers first.
const defaultSeats = 6

// Setup asks what to play: the heads-up tournament (the default, today's
// match) or a table of 2 to 9 seats, a sit-and-go or a ring game, with one
// level for every computer. enter starts the choice, esc goes back.
type Setup struct {
	ctx     *kit.Context
	saves   *app.Saves
	km      setupKeys
	row     int
	table   bool // a table rather than the heads-up tournament
	cfg     Config
	headsUp func() kit.Screen // the heads-up match's own setup
	width   int
	height  int
}

// NewSetup offers the heads-up tournament first; headsUp builds its screen
// (the choice of the opponent), which takes the setup's place. A table is
// saved in saves.
func NewSetup(ctx *kit.Context, saves *app.Saves, headsUp func() kit.Screen) *Setup {
	return &Setup{ctx: ctx, saves: saves, km: newSetupKeys(ctx.Keys), headsUp: headsUp,
		cfg: Config{Seats: defaultSeats, Level: holdembot.DefaultLevel}}
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
	last := rowKind
	if s.table {
		last = rows - 1
	}
	switch {
	case key.Matches(k, s.km.Up):
		s.row = (s.row + last) % (last + 1)
	case key.Matches(k, s.km.Down):
		s.row = (s.row + 1) % (last + 1)
	case key.Matches(k, s.km.Left):
		s.change(-1)
	case key.Matches(k, s.km.Right):
		s.change(+1)
	case key.Matches(k, s.km.Start):
		if !s.table {
			return s, kit.ReplaceWith(s.headsUp())
		}
		return s, kit.ReplaceWith(New(s.ctx, s.saves, s.cfg))
	case key.Matches(k, s.km.Back):
		return s, kit.GoBack()
	default:
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: ↑↓ choose a line, ←→ change it, enter starts", k.String()))
	}
	return s, nil
}

// change moves the value of the row shown by step.
func (s *Setup) change(step int) {
	switch s.row {
	case rowKind:
		s.table = !s.table
	case rowSeats:
		s.cfg.Seats = min(poker.MaxChairs, max(2, s.cfg.Seats+step))
	case rowFormat:
		s.cfg.Ring = !s.cfg.Ring
	case rowLevel:
		n := len(holdembot.Levels())
		s.cfg.Level = (s.cfg.Level + step + n) % n
	}
}

// View is the rows, the one chosen marked, each with its value between
// arrows.
func (s *Setup) View() string {
	st := s.ctx.Styles
	kind, format := "Heads-up tournament", "Sit-and-go"
	if s.table {
		kind = "Table"
	}
	if s.cfg.Ring {
		format = "Ring game"
	}
	lv := holdembot.Levels()[s.cfg.Level]
	labels := [rows]string{"Game", "Seats", "Format", "Computers"}
	values := [rows]string{kind, fmt.Sprintf("%d", s.cfg.Seats), format, lv.Name + " (" + lv.Bot + ")"}
	lines := []string{st.Title.Render("Hold'em: what to play"), ""}
	shown := 1
	if s.table {
		shown = rows
	}
	for r := 0; r < shown; r++ {
		marker, value := "  ", st.Text.Render(values[r])
		if r == s.row {
			marker, value = st.Marker.Render("▸ "), st.Selected.Render("◂ "+values[r]+" ▸")
		}
		lines = append(lines, marker+st.Faint.Render(kit.Pad(labels[r], 10))+value)
	}
	lines = append(lines, "")
	if s.table {
		about := "A tournament: 1,500 chips each, the blinds go up every 10 hands, the last with chips wins."
		if s.cfg.Ring {
			about = "A cash game at 10/20: every stack topped up to 1,500 before each hand; leave when you like."
		}
		wrap := lipgloss.NewStyle().Width(setupWidth)
		lines = append(lines, wrap.Render(st.Faint.Render(about)), "",
			wrap.Render(st.Faint.Render("Every other seat: "+lv.About)))
	} else {
		lines = append(lines, st.Faint.Render("you against one computer, which you choose next"))
	}
	lines = append(lines, "", st.Faint.Render("↑↓ line · ←→ change · enter: start · esc: back"))
	out := st.Frame.Padding(1, 3).Render(strings.Join(lines, "\n"))
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
