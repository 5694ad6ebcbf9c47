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

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/tui/kit"
)

// statsScreen is the match statistics of a file, from the hero's
// side (you, in Parlor's own files), and a graph of the hero's chips hand
// by hand. It waits for the background reader, showing its progress.
type statsScreen struct {
	ctx *kit.Context
	// summary is the tournament's summary beside the file, nil if none.
	summary *handhistory.TournamentSummary
	km      textKeys
	cache   *cache
	bar     progress.Model
	gen     int
	width   int
	height  int
}

func newStatsScreen(ctx *kit.Context, c *cache) *statsScreen {
	bar := progress.New(progress.WithoutPercentage(), progress.WithWidth(40), progress.WithSolidFill(string(kit.ColGold.Dark)))
	km := newTextKeys(ctx.Keys)
	km.Replay.SetEnabled(false)
	s := &statsScreen{ctx: ctx, km: km, cache: c, bar: bar}
	if first, _ := c.hf.Ends(); first != nil {
		s.summary = summaryOf(c.hf.Path, first.Tournament)
	}
	return s
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
	pct := func(n, of, places int) string {
		if of == 0 {
			return "-"
		}
		return thousands.Percent(n, of, places) + "%"
	}
	row := func(label, value, label2, value2 string) string {
		return "  " + st.Faint.Render(kit.Pad(label, 16)) + kit.Pad(st.Value.Render(value), 18) +
			st.Faint.Render(kit.Pad(label2, 19)) + st.Value.Render(value2)
	}
	net := handhistory.SignedAmount(h.Net, stats.currency)
	netLabel := "Net chips"
	if stats.currency != "" {
		netLabel = "Net money"
	}
	if stats.ring {
		netLabel = "Net (ring game)"
	}
	bb100 := 100 * stats.bbWon / float64(h.Hands)
	af := thousands.Fixed(h.Aggression(), 2)
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
		row("Hands", kit.Chips(h.Hands), "VPIP", pct(h.VPIPHands, h.Hands, 1)),
		row("Hands won", fmt.Sprintf("%s (%s)", kit.Chips(h.Won), pct(h.Won, h.Hands, 0)), "PFR", pct(h.PFRHands, h.Hands, 1)),
		row("Showdowns won", fmt.Sprintf("%d of %d", h.ShowdownsWon, h.Showdowns), "Aggression factor", af),
		row(netLabel, net, "Big blinds/100", thousands.Signed(bb100, 1)),
	}
	if sum := s.summary; sum != nil {
		cost := "a freeroll"
		if !sum.Freeroll {
			cost = "buy-in " + handhistory.FormatAmount(sum.BuyIn+sum.Fee, sum.Currency)
		}
		lines = append(lines, "  "+st.Faint.Render("Tournament summary: ")+
			st.Text.Render(kit.Truncate(fmt.Sprintf("%s, %s players; %s", cost, kit.Chips(max(sum.Entries, len(sum.Places))), sum.Standing()), max(s.width-24, 30))))
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
	// Money is drawn in its units, cents after the point ("€1.01").
	unit, places, label := 1.0, 0, func(v string) string { return v }
	if stats.currency != "" {
		unit, places = 100, 2
		label = func(v string) string {
			if neg, ok := strings.CutPrefix(v, "-"); ok {
				return "-" + stats.currency + neg
			}
			return stats.currency + v
		}
	}
	data := make([]float64, len(chips))
	for i, c := range chips {
		data[i] = float64(c) / unit
	}
	width := 76
	if s.width > 0 {
		width = s.width - 4
	}
	hero, hands := kit.Truncate(stats.hero, 20), kit.Chips(len(chips)-1)
	caption := fmt.Sprintf("%s's chips, from %s, after each of %s hands", hero, handhistory.FormatAmount(chips[0], stats.currency), hands)
	if stats.ring {
		// Stacks reset every hand: what adds up is the result.
		caption = fmt.Sprintf("%s's net result after each of %s hands (a ring game: stacks reset)", hero, hands)
	}
	plot := func(w int) string {
		return asciigraph.Plot(data,
			asciigraph.Height(height-2), asciigraph.Width(w),
			asciigraph.Precision(0),
			asciigraph.YAxisValueFormatter(func(v float64) string { return label(thousands.Fixed(v, places)) }),
			asciigraph.Caption(caption))
	}
	// The labels' width depends on the values: draw, then narrow to fit.
	g := plot(width)
	if over := lipgloss.Width(g) - width; over > 0 {
		g = plot(max(width-over, 10))
	}
	return kit.Indent(s.ctx.Styles.Text.Render(g), "  ")
}
