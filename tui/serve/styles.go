package serve

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/camelup"
)

// styles are one connection's styles, built from its own renderer so that
// each player gets the colours their terminal has.
type styles struct {
	title, faint, bold, warn, turn, you, plain lipgloss.Style
	camels                                     [camelup.NumCamels]lipgloss.Style
}

func newStyles(r *lipgloss.Renderer) *styles {
	s := &styles{
		title: r.NewStyle().Bold(true).Foreground(lipgloss.Color("12")),
		faint: r.NewStyle().Faint(true),
		bold:  r.NewStyle().Bold(true),
		warn:  r.NewStyle().Foreground(lipgloss.Color("9")),
		turn:  r.NewStyle().Bold(true).Foreground(lipgloss.Color("10")),
		you:   r.NewStyle().Underline(true),
		plain: r.NewStyle(),
	}
	// Colour only decorates: every camel keeps its letter.
	bg := []string{"12", "10", "208", "11", "15"}
	for c := range s.camels {
		s.camels[c] = r.NewStyle().Bold(true).Foreground(lipgloss.Color("0")).Background(lipgloss.Color(bg[c]))
	}
	return s
}

// lines joins non-empty parts with newlines.
func lines(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(p)
	}
	return b.String()
}

// joinAnd joins names as people say them: "a", "a and b", "a, b and c".
func joinAnd(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
