package kit

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// RulesPage is a game's rules on a page of their own over the game, which
// waits meanwhile: ? lists the keys, r shows the rules. The text is the
// game's rules (docs/rules/) and, marked as such, Parlor's choices where
// they are silent. It scrolls (bubbles/viewport) when the window is short.
type RulesPage struct {
	ctx   *Context
	title string
	text  []string // paragraphs
	vp    viewport.Model
	keys  RulesKeys
	open  bool
}

// RulesKeys are the keys of a rules page.
type RulesKeys struct {
	Open   key.Binding // r: the rules, from the game
	Close  key.Binding
	Up     key.Binding
	Down   key.Binding
	global GlobalKeys
}

// NewRulesPage is the page of rules titled title; each paragraph of text
// is wrapped to the page's width. A paragraph starting with "# " is a
// heading.
func NewRulesPage(ctx *Context, title string, text ...string) RulesPage {
	return RulesPage{
		ctx:   ctx,
		title: title,
		text:  text,
		vp:    viewport.New(0, 0),
		keys: RulesKeys{
			Open:   key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rules")),
			Close:  key.NewBinding(key.WithKeys("r", "esc", "q", "enter"), key.WithHelp("r/esc", "back to the game")),
			Up:     key.NewBinding(key.WithKeys("up", "k", "pgup"), key.WithHelp("↑/pgup", "scroll up")),
			Down:   key.NewBinding(key.WithKeys("down", "j", "pgdown", " "), key.WithHelp("↓/pgdn", "scroll down")),
			global: ctx.Keys,
		},
	}
}

// OpenKey is the key that opens the page, for the game's key map.
func (r *RulesPage) OpenKey() key.Binding { return r.keys.Open }

// Text is the page's paragraphs.
func (r *RulesPage) Text() []string { return r.text }

// IsOpen reports whether the page shows.
func (r *RulesPage) IsOpen() bool { return r.open }

// Open shows the page from its top, in a body of w×h cells.
func (r *RulesPage) Open(w, h int) {
	r.open = true
	r.SetSize(w, h)
	r.vp.GotoTop()
}

// SetSize fits the page to a body of w×h cells (0: natural size).
func (r *RulesPage) SetSize(w, h int) {
	if w <= 0 {
		w = MinWidth
	}
	if h <= 0 {
		h = MinHeight
	}
	r.vp.Width = min(w, 78) - 4 // in a frame with padding
	r.vp.Height = max(h-3, 1)   // less the frame and the title
	r.vp.SetContent(r.content())
}

func (r *RulesPage) content() string {
	st := r.ctx.Styles
	wrap := lipgloss.NewStyle().Width(r.vp.Width)
	var out []string
	for _, p := range r.text {
		if h, ok := strings.CutPrefix(p, "# "); ok {
			out = append(out, "", st.Heading.Render(h))
			continue
		}
		out = append(out, wrap.Render(st.Text.Render(p)))
	}
	return strings.Join(out, "\n")
}

// Key routes a key of a game that has the page: while the page shows,
// every key is the page's, and closing it returns resume() (which brings
// a computer move that waited); r opens it in a body of w×h cells. handled
// is false for a key that is the game's own.
func (r *RulesPage) Key(msg tea.KeyMsg, w, h int, resume func() tea.Cmd) (cmd tea.Cmd, handled bool) {
	switch {
	case r.open:
		if r.Update(msg) {
			return resume(), true
		}
		return nil, true
	case key.Matches(msg, r.keys.Open):
		r.Open(w, h)
		return nil, true
	}
	return nil, false
}

// Update takes a key while the page shows: scroll, or close. It reports
// whether the page closed.
func (r *RulesPage) Update(msg tea.KeyMsg) (closed bool) {
	switch {
	case key.Matches(msg, r.keys.Close):
		r.open = false
		return true
	case key.Matches(msg, r.keys.Up):
		r.vp.ScrollUp(max(1, r.step(msg)))
	case key.Matches(msg, r.keys.Down):
		r.vp.ScrollDown(max(1, r.step(msg)))
	}
	return false
}

// step is how far a key scrolls: a line, or a page for pgup, pgdown and space.
func (r *RulesPage) step(msg tea.KeyMsg) int {
	switch msg.String() {
	case "pgup", "pgdown", " ":
		return r.vp.Height - 1
	}
	return 1
}

// View is the page: its title, how much is read, the text in a frame.
func (r *RulesPage) View() string {
	st := r.ctx.Styles
	head := st.Heading.Render(r.title)
	if !r.vp.AtTop() || !r.vp.AtBottom() {
		head += st.Faint.Render(fmt.Sprintf("  ·  %.0f%% read · ↑/↓ scroll", 100*r.vp.ScrollPercent()))
	}
	return st.Frame.Render(head + "\n" + r.vp.View())
}

// Keys is the page's key map.
func (r *RulesPage) Keys() help.KeyMap { return r.keys }

func (k RulesKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Close, k.Up, k.Down, k.global.Quit}
}

func (k RulesKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }
