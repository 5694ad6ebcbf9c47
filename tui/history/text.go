package history

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/tui/history/replay"
	"parlor/tui/kit"
)

// textScreen shows one hand as written in the file, line by line
// (control characters removed), in a scrolling viewport; a line longer
// than the window wraps, at a word where it can, its rest under it behind
// a blank line number. A hand that cannot be read says why above its text.
type textScreen struct {
	ctx    *kit.Context
	km     textKeys
	cache  *cache
	i      int
	head   string
	warn   string   // why the hand cannot be read, "" when it can
	lines  []string // the hand's lines, cleaned; nil when it cannot be read
	first  int      // the number of the first line in the file
	failed string   // why the text cannot be read at all
	vp     viewport.Model
	width  int
	height int
}

func newTextScreen(ctx *kit.Context, c *cache, i int) *textScreen {
	st := ctx.Styles
	s := &textScreen{ctx: ctx, km: newTextKeys(ctx.Keys), cache: c, i: i}
	e := c.hf.Entries[i]
	text, enc, err := c.hf.Text(i)
	where := fmt.Sprintf(" · %s, line %d", kit.Truncate(c.name, 40), e.Line)
	if enc != "" {
		where += " · " + enc // a client's export: the text is shown in UTF-8
	}
	s.head = st.Heading.Render(fmt.Sprintf("Hand %d of %d", i+1, c.len())) + st.Faint.Render(where)
	if _, err := c.hf.Hand(i); err != nil {
		s.warn = "! This hand cannot be read: " + readError(err)
	}
	s.first = e.Line
	if err != nil {
		s.failed = st.Warning.Render("! " + handhistory.Clean(err.Error()))
	} else {
		s.lines = strings.Split(strings.TrimRight(strings.ReplaceAll(string(text), "\r\n", "\n"), " \t\n"), "\n")
		for j, l := range s.lines {
			s.lines[j] = handhistory.Clean(l)
		}
	}
	s.vp = viewport.New(80, 20)
	s.vp.SetContent(s.layout(80))
	return s
}

// layout lays the lines out for a window width cells wide: each after its
// number in the file, the longer ones wrapped.
func (s *textScreen) layout(width int) string {
	if s.lines == nil {
		return s.failed
	}
	st := s.ctx.Styles
	w := len(strconv.Itoa(s.first + len(s.lines)))
	gutter := w + len(" │ ")
	room := max(width-gutter, 20)
	var out []string
	for j, l := range s.lines {
		for k, part := range strings.Split(ansi.Wrap(l, room, ""), "\n") {
			num := fmt.Sprintf("%*d │ ", w, s.first+j)
			if k > 0 {
				num = fmt.Sprintf("%*s │ ", w, "") // the rest of the line above
			}
			out = append(out, st.Faint.Render(num)+part)
		}
	}
	return strings.Join(out, "\n")
}

func (s *textScreen) Init() tea.Cmd     { return nil }
func (s *textScreen) Typing() bool      { return false }
func (s *textScreen) Keys() help.KeyMap { return s.km }

func (s *textScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		s.vp.Width = msg.Width
		s.vp.Height = max(msg.Height-lipgloss.Height(s.top())-1, 1)
		s.vp.SetContent(s.layout(msg.Width))
		return s, nil
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, s.km.Back):
			return s, kit.GoBack()
		case key.Matches(msg, s.km.Replay):
			r, err := s.cache.hf.Hand(s.i)
			if err != nil {
				s.ctx.SetWarning("This hand cannot be read, so it cannot be replayed")
				return s, nil
			}
			rs, err := replay.New(s.ctx, s.cache.name, r, nil)
			if err != nil {
				s.ctx.SetWarning(handhistory.Clean(err.Error()))
				return s, nil
			}
			return s, kit.ReplaceWith(rs)
		}
	}
	var cmd tea.Cmd
	s.vp, cmd = s.vp.Update(msg)
	return s, cmd
}

// top is the heading, and the reason the hand cannot be read wrapped to
// the width.
func (s *textScreen) top() string {
	st := s.ctx.Styles
	out := s.head + st.Faint.Render(fmt.Sprintf("  %3s%%", thousands.Fixed(100*s.vp.ScrollPercent(), 0)))
	if s.warn != "" {
		w := lipgloss.NewStyle()
		if s.width > 0 {
			w = w.Width(s.width)
		}
		out += "\n" + w.Render(st.Warning.Render(s.warn))
	}
	return out
}

func (s *textScreen) View() string {
	return s.top() + "\n\n" + s.vp.View()
}
