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

	"parlor/handhistory"
	"parlor/tui/history/replay"
	"parlor/tui/kit"
)

// textScreen shows one hand as written in the file, line by line
// (control characters removed), in a scrolling viewport; a hand that
// cannot be read says why above its text.
type textScreen struct {
	ctx    *kit.Context
	km     textKeys
	cache  *cache
	i      int
	head   string
	warn   string // why the hand cannot be read, "" when it can
	vp     viewport.Model
	width  int
	height int
}

func newTextScreen(ctx *kit.Context, c *cache, i int) *textScreen {
	st := ctx.Styles
	s := &textScreen{ctx: ctx, km: newTextKeys(ctx.Keys), cache: c, i: i}
	e := c.hf.Entries[i]
	s.head = st.Heading.Render(fmt.Sprintf("Hand %d of %d", i+1, c.len())) +
		st.Faint.Render(fmt.Sprintf(" · %s, line %d", kit.Truncate(c.name, 40), e.Line))
	if _, err := c.hf.Hand(i); err != nil {
		s.warn = "! This hand cannot be read: " + readError(err)
	}
	var lines string
	text, err := c.hf.Text(i)
	if err != nil {
		lines = st.Warning.Render("! " + handhistory.Clean(err.Error()))
	} else {
		// Each line as in the file, after its number in the file.
		ls := strings.Split(strings.TrimRight(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n"), "\n")
		w := len(strconv.Itoa(e.Line + len(ls)))
		for j, l := range ls {
			ls[j] = st.Faint.Render(fmt.Sprintf("%*d │ ", w, e.Line+j)) + handhistory.Clean(l)
		}
		lines = strings.Join(ls, "\n")
	}
	s.vp = viewport.New(80, 20)
	s.vp.SetContent(lines)
	return s
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
	out := s.head + st.Faint.Render(fmt.Sprintf("  %3.0f%%", 100*s.vp.ScrollPercent()))
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
