// Package opponent is the choice of the computer player before a Hold'em
// match: the Hold'em bots as ai/holdembot lists them, each with its one
// line, the last one chosen offered first. The table (package holdem)
// opens it and is given the choice.
package opponent

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// Opponent is a computer player the table offers: its name in the list
// (a difficulty level, or a bot's own name), the holdembot that plays it,
// and its one line.
type Opponent struct {
	Label, Bot, About string
}

// All are the difficulty levels as holdembot exports them, the easiest
// first ("Normal (sklansky)"), then every other Hold'em bot under its own
// name, for a player who wants to try one.
func All() []Opponent {
	var out []Opponent
	leveled := map[string]bool{}
	for _, l := range holdembot.Levels() {
		out = append(out, Opponent{Label: holdembot.Label(l.Bot), Bot: l.Bot, About: l.About})
		leveled[l.Bot] = true
	}
	for _, name := range holdembot.Names() {
		if !leveled[name] {
			out = append(out, Opponent{Label: name, Bot: name, About: holdembot.About(name)})
		}
	}
	return out
}

// index is the index in os of the opponent played by bot, the default
// level's when none is (the first time, or a bot that is gone).
func index(os []Opponent, bot string) int {
	for _, b := range []string{bot, holdembot.Levels()[holdembot.DefaultLevel].Bot} {
		for i, o := range os {
			if o.Bot == b {
				return i
			}
		}
	}
	return 0
}

// Screen is the choice: ↑↓ (or k/j) and a digit move, enter starts the
// match, esc goes back to the menu.
type Screen struct {
	ctx       *kit.Context
	km        keys
	opponents []Opponent
	pick      int
	seat      string                      // the name of the computer's seat
	start     func(o Opponent) kit.Screen // the match against o
	// noHistory is why the match's hands cannot be written (a bad
	// --history-dir, a folder gone read-only), said here once before the
	// match rather than on the felt at every hand; nil when they can.
	noHistory error
	width     int
	height    int
}

// New offers the bots, the one chosen last first; start builds the match
// against the one chosen, which takes the choice's place. seat is the
// name the computer's seat keeps at the table ("Computer").
func New(ctx *kit.Context, seat string, start func(o Opponent) kit.Screen) *Screen {
	all := All()
	return &Screen{ctx: ctx, km: newKeys(ctx.Keys), opponents: all, pick: index(all, ctx.Settings.Opponent), seat: seat, start: start,
		noHistory: config.CheckWritable(ctx.HistoryDir())}
}

func (s *Screen) Init() tea.Cmd     { return nil }
func (s *Screen) Typing() bool      { return false }
func (s *Screen) Keys() help.KeyMap { return s.km }

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if sz, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = sz.Width, sz.Height
	}
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return s, nil
	}
	n := len(s.opponents)
	switch {
	case key.Matches(k, s.km.Up):
		s.pick = (s.pick + n - 1) % n
	case key.Matches(k, s.km.Down):
		s.pick = (s.pick + 1) % n
	case key.Matches(k, s.km.Pick):
		d := int(k.String()[0] - '0')
		if d < 1 || d > n {
			s.ctx.SetWarning(fmt.Sprintf("There is no opponent %d: type 1 to %d", d, n))
			return s, nil
		}
		s.pick = d - 1
	case key.Matches(k, s.km.Choose):
		o := s.opponents[s.pick]
		s.remember(o.Bot)
		return s, kit.ReplaceWith(s.start(o))
	case key.Matches(k, s.km.Back):
		return s, kit.GoBack()
	default:
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: ↑↓ or 1-%d choose, enter starts the match", k.String(), n))
	}
	return s, nil
}

// remember saves the opponent chosen, so that the next match offers it
// first; a settings file that cannot be written only costs that.
func (s *Screen) remember(bot string) {
	if s.ctx.Settings.Opponent == bot {
		return
	}
	next := s.ctx.Settings
	next.Opponent = bot
	if s.ctx.SettingsPath == "" {
		s.ctx.Settings = next
		return
	}
	if err := s.ctx.SaveSettings(next); err != nil {
		s.ctx.SetWarning("the opponent chosen is not remembered: " + err.Error())
	}
}

// View is the list of opponents, each on a line with the start of its
// description; the whole description of the one highlighted follows.
func (s *Screen) View() string {
	st := s.ctx.Styles
	w := felt.Width - 8 // inside the frame and its padding
	labelW := 0
	for _, o := range s.opponents {
		labelW = max(labelW, lipgloss.Width(o.Label))
	}
	numW := len(fmt.Sprint(len(s.opponents)))
	lines := []string{st.Title.Render("Hold'em: choose your opponent"), ""}
	levels := len(holdembot.Levels())
	for i, o := range s.opponents {
		if i == levels && i > 0 {
			lines = append(lines, st.Faint.Render("   other bots"))
		}
		marker, label := "  ", st.Text.Render(kit.Pad(o.Label, labelW))
		if i == s.pick {
			marker, label = st.Marker.Render("▸ "), st.Selected.Render(kit.Pad(o.Label, labelW))
		}
		// The numbers right-aligned, so that a list of ten or more keeps
		// its names in one column.
		about := kit.Truncate(o.About, w-4-numW-labelW-2)
		lines = append(lines, marker+st.Digit.Render(fmt.Sprintf("%*d", numW, i+1))+"  "+label+"  "+st.Faint.Render(about))
	}
	o := s.opponents[s.pick]
	lines = append(lines, "", lipgloss.NewStyle().Width(w).Render(st.Heading.Render(o.Label)+st.Text.Render(": "+o.About)), "",
		st.Faint.Render(fmt.Sprintf("Its seat is called %q at the table and in the history.", s.seat)))
	if s.noHistory != nil {
		lines = append(lines, lipgloss.NewStyle().Width(w).Render(st.Warning.Render("! "+s.noHistory.Error()+"; the match is played without a hand history")))
	}
	out := st.Frame.Padding(1, 3).Render(strings.Join(lines, "\n"))
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}

// keys are the choice's keys.
type keys struct {
	Up, Down, Pick, Choose, Back key.Binding
	global                       kit.GlobalKeys
}

func newKeys(g kit.GlobalKeys) keys {
	return keys{
		Up:     kit.ChoiceUp(),
		Down:   kit.ChoiceDown(),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-9", "pick")),
		Choose: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "start the match")),
		Back:   key.NewBinding(key.WithKeys("esc", "q"), key.WithHelp("esc", "back")),
		global: g,
	}
}

func (k keys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Back, k.global.Help}
}

func (k keys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Pick}, {k.Choose, k.Back, k.global.Quit, k.global.Help}}
}
