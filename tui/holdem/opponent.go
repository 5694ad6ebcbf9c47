package holdem

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/tui/kit"
)

// chooseKey handles a key on the choice of the opponent: ↑↓ (or k/j) and
// a digit move, enter starts the match, esc goes back to the menu.
func (s *holdemScreen) chooseKey(msg tea.KeyMsg) tea.Cmd {
	n := len(s.opponents)
	switch {
	case key.Matches(msg, s.km.Up):
		s.pick = (s.pick + n - 1) % n
	case key.Matches(msg, s.km.Down):
		s.pick = (s.pick + 1) % n
	case key.Matches(msg, s.km.Pick):
		d := int(msg.String()[0] - '0')
		if d < 1 || d > n {
			s.ctx.SetWarning(fmt.Sprintf("There is no opponent %d: type 1 to %d", d, n))
			return nil
		}
		s.pick = d - 1
	case key.Matches(msg, s.km.Choose):
		return s.start(s.opponents[s.pick])
	case key.Matches(msg, s.km.Back, s.km.Quit):
		return s.leave()
	default:
		s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: ↑↓ or 1-%d choose, enter starts the match", msg.String(), n))
	}
	return nil
}

// chooseView is the list of opponents, each on a line with the start of
// its description; the whole description of the one highlighted follows.
func (s *holdemScreen) chooseView() string {
	st := s.ctx.Styles
	w := kit.TableWidth - 8 // inside the frame and its padding
	labelW := 0
	for _, o := range s.opponents {
		labelW = max(labelW, lipgloss.Width(o.label))
	}
	lines := []string{st.Title.Render("Hold'em: choose your opponent"), ""}
	for i, o := range s.opponents {
		marker, label := "  ", st.Text.Render(kit.Pad(o.label, labelW))
		if i == s.pick {
			marker, label = st.Marker.Render("▸ "), st.Selected.Render(kit.Pad(o.label, labelW))
		}
		about := kit.Truncate(o.about, w-5-labelW-2)
		lines = append(lines, marker+st.Digit.Render(fmt.Sprintf("%d", i+1))+"  "+label+"  "+st.Faint.Render(about))
	}
	o := s.opponents[s.pick]
	lines = append(lines, "", lipgloss.NewStyle().Width(w).Render(st.Heading.Render(o.label)+st.Text.Render(": "+o.about)), "",
		st.Faint.Render(fmt.Sprintf("Its seat is called %q at the table and in the history.", s.names[computerSeat])),
		st.Faint.Render("enter: start the match · esc: back"))
	return st.Frame.Padding(1, 3).Render(strings.Join(lines, "\n"))
}
