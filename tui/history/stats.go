package history

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/progress"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/guptarohit/asciigraph"

	"parlor/tui/kit"
)

// statsScreen is the match statistics of a file, from the hero's
// side (you, in Parlor's own files), and a graph of the hero's chips hand
// by hand. It waits for the background reader, showing its progress.
type statsScreen struct {
	ctx    *kit.Context
	km     textKeys
	cache  *cache
	bar    progress.Model
	gen    int
	width  int
	height int
}

func newStatsScreen(ctx *kit.Context, c *cache) *statsScreen {
	bar := progress.New(progress.WithoutPercentage(), progress.WithWidth(40), progress.WithSolidFill(string(kit.ColGold.Dark)))
	km := newTextKeys(ctx.Keys)
	km.Replay.SetEnabled(false)
	return &statsScreen{ctx: ctx, km: km, cache: c, bar: bar}
}

// statsTick looks again at the reader's progress.
type statsTick struct {
	s   *statsScreen
	gen int
}

func (s *statsScreen) Init() tea.Cmd {
	s.cache.start()
	return s.tick()
}

func (s *statsScreen) tick() tea.Cmd {
	if s.cache.complete() {
		return nil
	}
	s.gen++
	gen := s.gen
	return tea.Tick(100*time.Millisecond, func(time.Time) tea.Msg { return statsTick{s: s, gen: gen} })
}

func (s *statsScreen) Typing() bool      { return false }
func (s *statsScreen) Keys() help.KeyMap { return s.km }

func (s *statsScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, s.tick()
	case statsTick:
		if msg.s != s || msg.gen != s.gen {
			return s, nil
		}
		return s, s.tick()
	case tea.KeyMsg:
		if key.Matches(msg, s.km.Back) {
			return s, kit.GoBack()
		}
	}
	return s, nil
}

func (s *statsScreen) View() string {
	st := s.ctx.Styles
	head := st.Heading.Render("Match statistics") + st.Faint.Render(" · "+kit.Truncate(s.cache.name, 50))
	stats, ok := s.cache.statsNow()
	if !ok {
		pc := s.cache.percent()
		return head + "\n\n  " + st.Text.Render(fmt.Sprintf("Reading %s hands… %d%%", kit.Chips(s.cache.len()), pc)) +
			"\n\n  " + s.bar.ViewAs(float64(pc)/100)
	}
	if stats.hero == "" || stats.stats.Hands == 0 {
		msg := "No hand of this file shows whose cards were dealt face up, so there is nobody to count for."
		if stats.unreadable > 0 && stats.stats.Hands == 0 {
			msg = fmt.Sprintf("No hand of this file can be read (%d unreadable; the first: %s).", stats.unreadable, stats.firstError)
		}
		return head + "\n\n" + lipgloss.NewStyle().Width(min(76, max(s.width-2, 40))).PaddingLeft(2).Render(st.Text.Render(msg))
	}
	h := stats.stats
	who := st.Text.Render(kit.Truncate(stats.hero, 20))
	if len(stats.opponents) > 0 {
		who += st.Faint.Render(" against ") + st.Text.Render(kit.Truncate(strings.Join(stats.opponents, ", "), 40))
		if bot := matchBot(s.cache.name); bot != "" {
			who += st.Faint.Render(", played by ") + st.Text.Render(bot)
		}
	}
	pct := func(n, of int) string {
		if of == 0 {
			return "-"
		}
		return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(of))
	}
	row := func(label, value, label2, value2 string) string {
		return "  " + st.Faint.Render(kit.Pad(label, 16)) + kit.Pad(st.Value.Render(value), 18) +
			st.Faint.Render(kit.Pad(label2, 19)) + st.Value.Render(value2)
	}
	net := kit.Chips(h.Net)
	if h.Net > 0 {
		net = "+" + net
	}
	bb100 := 100 * stats.bbWon / float64(h.Hands)
	af := fmt.Sprintf("%.2f", h.Aggression())
	switch {
	case math.IsInf(h.Aggression(), 1):
		af = "∞ (never called)"
	case h.Bets+h.Raises+h.Calls == 0:
		af = "- (no bets)"
	}
	lines := []string{
		head,
		"  " + who,
		"",
		row("Hands", kit.Chips(h.Hands), "VPIP", fmt.Sprintf("%.1f%%", 100*h.VPIP())),
		row("Hands won", fmt.Sprintf("%s (%s)", kit.Chips(h.Won), pct(h.Won, h.Hands)), "PFR", fmt.Sprintf("%.1f%%", 100*h.PFR())),
		row("Showdowns won", fmt.Sprintf("%d of %d", h.ShowdownsWon, h.Showdowns), "Aggression factor", af),
		row("Net chips", net, "Big blinds/100", fmt.Sprintf("%+.1f", bb100)),
	}
	if stats.unreadable > 0 {
		lines = append(lines, "  "+st.Warning.Render(fmt.Sprintf("! %d hand(s) could not be read and are not counted; the first: %s", stats.unreadable, stats.firstError)))
	}
	if g := s.graph(stats, s.height-len(lines)-2); g != "" {
		lines = append(lines, "", g)
	}
	out := strings.Join(lines, "\n")
	if s.width > 0 {
		out = lipgloss.NewStyle().MaxWidth(s.width).Render(out)
	}
	return out
}

// graph draws the hero's chips hand by hand (matchStats.chips) in
// height lines, caption included; "" when there is no room.
func (s *statsScreen) graph(stats matchStats, height int) string {
	if s.height == 0 {
		height = 10
	}
	chips := stats.chips
	if height < 4 || len(chips) < 2 {
		return ""
	}
	data := make([]float64, len(chips))
	for i, c := range chips {
		data[i] = float64(c)
	}
	width := 76
	if s.width > 0 {
		width = s.width - 4
	}
	plot := func(w int) string {
		return asciigraph.Plot(data,
			asciigraph.Height(height-2), asciigraph.Width(w),
			asciigraph.Precision(0),
			asciigraph.YAxisValueFormatter(func(v float64) string { return kit.Chips(int(math.Round(v))) }),
			asciigraph.Caption(fmt.Sprintf("%s's chips, from %s, after each of %s hands", kit.Truncate(stats.hero, 20), kit.Chips(chips[0]), kit.Chips(len(chips)-1))))
	}
	// The labels' width depends on the values: draw, then narrow to fit.
	g := plot(width)
	if over := lipgloss.Width(g) - width; over > 0 {
		g = plot(max(width-over, 10))
	}
	return kit.Indent(s.ctx.Styles.Text.Render(g), "  ")
}
