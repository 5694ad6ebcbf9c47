package felt

import (
	"parlor/tui/kit"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Log is the "This hand" panel beside the felt: a bubbles viewport
// over the hand's log, which follows the latest line until the player
// scrolls back (pgup, the mouse wheel) and follows again from the bottom
// or at the next hand. A screen keeps one and passes it to
// Table.View, and its key and mouse messages to Update.
type Log struct {
	vp     viewport.Model
	keys   LogKeys
	lines  int // the lines of the last content, to tell a new hand
	drawn  bool
	follow bool // the next view goes to the bottom (Follow)
	show   int  // the next view shows the end of this entry; -1 for none (Show)
}

// LogKeys scroll the log panel; a screen's key map shows them.
type LogKeys struct {
	Up   key.Binding
	Down key.Binding
}

// NewLogKeys are pgup and pgdown.
func NewLogKeys() LogKeys {
	return LogKeys{
		Up:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "log")),
		Down: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "log down")),
	}
}

// NewLog is a log panel that follows the latest line.
func NewLog() *Log {
	vp := viewport.New(0, 0)
	k := NewLogKeys()
	vp.KeyMap = viewport.KeyMap{PageUp: k.Up, PageDown: k.Down}
	vp.MouseWheelDelta = 1
	return &Log{vp: vp, keys: k, show: -1}
}

// Follow makes the log show its latest line again, and follow from there:
// a new hand has begun.
func (l *Log) Follow() { l.follow, l.show = true, -1 }

// Show scrolls the log so that entry i (of the log View is given next) ends
// on its last line: a key brings an earlier line into view.
func (l *Log) Show(i int) { l.show, l.follow = i, false }

// Update scrolls the log on pgup, pgdown and the mouse wheel, and reports
// whether msg was one of those.
func (l *Log) Update(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if !key.Matches(msg, l.keys.Up, l.keys.Down) {
			return false
		}
	case tea.MouseMsg:
		if msg.Button != tea.MouseButtonWheelUp && msg.Button != tea.MouseButtonWheelDown {
			return false
		}
	default:
		return false
	}
	l.vp, _ = l.vp.Update(msg)
	return true
}

// Scrolled reports whether the log shows earlier lines than the latest.
func (l *Log) Scrolled() bool { return l.drawn && !l.vp.AtBottom() }

// view draws the panel, its frame included, with width cells inside and
// rows lines inside: the panel's lines (none, for the log alone), a title
// line (title, or "This hand"), then the log wrapped at words.
func (l *Log) view(ctx *kit.Context, log, panel []string, title string, width, rows int) string {
	st := ctx.Styles
	width, rows = max(width, 1), max(rows, 2+len(panel))
	var lines []string
	end := -1 // the last line of the entry to show
	for i, entry := range log {
		lines = append(lines, strings.Split(WrapWords(entry, width), "\n")...)
		if i == l.show {
			end = len(lines) - 1
		}
	}
	follow := !l.drawn || l.vp.AtBottom() || len(lines) < l.lines || l.follow // new hand
	l.vp.Width, l.vp.Height = width, rows-1-len(panel)
	l.vp.SetContent(strings.Join(lines, "\n"))
	switch {
	case end >= 0:
		l.vp.SetYOffset(end - l.vp.Height + 1)
	case follow:
		l.vp.GotoBottom()
	}
	l.lines, l.drawn, l.follow, l.show = len(lines), true, false, -1
	if title == "" {
		title = "This hand"
	}
	title = st.Faint.Render(title)
	switch above, below := l.vp.YOffset > 0, !l.vp.AtBottom(); {
	case above && below:
		title += st.Faint.Render(" ↑↓ pgup/dn")
	case above:
		title += st.Faint.Render(" ↑ pgup")
	case below:
		title += st.Faint.Render(" ↓ pgdn")
	}
	title = ansi.Truncate(title, width, "")
	var top string
	for _, p := range panel {
		top += ansi.Truncate(p, width, "…") + "\n"
	}
	body := lipgloss.NewStyle().Width(width).Height(rows).MaxHeight(rows).Render(top + title + "\n" + l.vp.View())
	return st.Frame.Render(body)
}

// WrapWords wraps s (which may hold styles) to width cells at spaces only,
// never in a word (not even at a hyphen: "all-in" stays whole), unless a
// word is wider than the line; lines after the first are indented by two
// spaces, so that an entry reads as one.
func WrapWords(s string, width int) string {
	if width < 4 || lipgloss.Width(s) <= width {
		return s
	}
	// ansi's wrapping always breaks at a hyphen: hide them as a
	// non-breaking hyphen (as wide) while it wraps.
	const nbHyphen = "\u2011"
	w := ansi.Wrap(strings.ReplaceAll(s, "-", nbHyphen), width-2, "")
	w = strings.ReplaceAll(w, nbHyphen, "-")
	lines := strings.Split(w, "\n")
	for i := 1; i < len(lines); i++ {
		lines[i] = "  " + strings.TrimLeft(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}
