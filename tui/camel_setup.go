package tui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/ai/camelbot"
	"parlor/camelup"
)

// camelSetupScreen sets up a Camel Up game: 2 to 8 seats, each a person
// or a computer player. It stays under the board, so that after a game esc
// comes back to the same seats for another.
type camelSetupScreen struct {
	ctx    *Context
	km     setupKeys
	seats  seatEditor // the seats, then the start row
	width  int
	height int
}

// camelSeatRules: a new computer seat takes the strongest bot not seated
// yet (camelbot lists them weakest first), expert when all are.
func camelSeatRules() seatRules {
	fresh := camelbot.Names()
	slices.Reverse(fresh)
	return seatRules{
		bots:     camelbot.Names(),
		fresh:    fresh,
		fallback: "expert",
		min:      camelup.MinPlayers,
		max:      camelup.MaxPlayers,
		tooMany:  fmt.Sprintf("Camel Up is for %d players at most", camelup.MaxPlayers),
		tooFew:   fmt.Sprintf("Camel Up needs at least %d players", camelup.MinPlayers),
		title: func(bot string) string {
			if b, ok := camelbot.Lookup(bot); ok && !strings.EqualFold(b.Title, b.Name) {
				return b.Title
			}
			return ""
		},
	}
}

// newCamelSetupScreen offers the default table: the player of the settings
// and a second person against Sir Humpfree Bogart and expert. It starts
// building the race odds' table in the background, so the board's odds
// panel answers at once.
func newCamelSetupScreen(ctx *Context) *camelSetupScreen {
	camelup.WarmRaceTable()
	return &camelSetupScreen{
		ctx:   ctx,
		km:    newCamelSetupKeys(ctx.Keys),
		seats: newSeatEditor(ctx, camelSeatRules(), 1, "bogart", "expert"),
	}
}

func (s *camelSetupScreen) startRow() int { return len(s.seats.list) }

func (s *camelSetupScreen) init() tea.Cmd { return nil }
func (s *camelSetupScreen) typing() bool  { return s.seats.typing() }

func (s *camelSetupScreen) keys() help.KeyMap { return s.seats.keys(s.km) }

// seatNames are the names the seats play under, as camelbot.Parse names
// them.
func (s *camelSetupScreen) seatNames() []string { return s.seats.names() }

func (s *camelSetupScreen) update(msg tea.Msg) (screen, tea.Cmd) {
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

// key handles a key the seats leave: on the start row, and the screen's.
func (s *camelSetupScreen) key(msg tea.KeyMsg) (screen, tea.Cmd) {
	if cmd, ok := s.seats.key(msg, s.km); ok {
		return s, cmd
	}
	switch {
	case key.Matches(msg, s.km.global.Back):
		return s, goBack()
	case key.Matches(msg, s.km.Start), key.Matches(msg, s.km.Choose):
		return s, s.start()
	case key.Matches(msg, s.km.Left), key.Matches(msg, s.km.Right):
		s.ctx.SetStatus("enter or s starts the game")
	case key.Matches(msg, s.km.Kind):
		s.ctx.SetStatus("t makes a seat a person or a computer player")
	default:
		s.ctx.SetStatus("↑/↓ choose a seat, ←/→ its bot, enter renames a person; s starts · ? shows every key")
	}
	return s, nil
}

// validate says what keeps the game from starting, or nil.
func (s *camelSetupScreen) validate() error {
	if n := len(s.seats.list); n < camelup.MinPlayers || n > camelup.MaxPlayers {
		return fmt.Errorf("the race is for %d to %d players", camelup.MinPlayers, camelup.MaxPlayers)
	}
	return s.seats.checkNames()
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
	names := s.seats.names()
	seats := make([]camelSeat, len(s.seats.list))
	for i, st := range s.seats.list {
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
	e := &s.seats
	rows := append(e.rows(), "", e.marker(s.startRow())+e.label(s.startRow(), "Start the race", 14))
	if err := s.validate(); err != nil {
		rows = append(rows, "  "+st.Warning.Render("! "+err.Error()))
	}
	parts := []string{
		st.Heading.Render("Camel Up") + st.Faint.Render("  ·  bet on a camel race, at one keyboard"),
		st.Faint.Render("Five camels race to square 16; the richest player wins. Game bets are"),
		st.Faint.Render("secret: the keyboard is handed over between people."),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render(e.note()),
	}
	out := st.Frame.Width(camelSetupWidth).Render(lipgloss.JoinVertical(lipgloss.Left, parts...))
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}
