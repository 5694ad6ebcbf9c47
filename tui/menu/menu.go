// Package menu is the main menu: an entry per screen, by arrow or digit,
// and above them the games that can be resumed (resume.go). The games'
// entries come first, from the registry of games (parlor/game), so that a
// new game needs no line here; a new screen that is no game adds its entry
// to others.
package menu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/game"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// entry is one line of the main menu; quit is the entry that leaves.
type entry struct {
	title string
	about string
	to    kit.ScreenID
	quit  bool
}

// entries are the menu's lines: the games, then the others.
var entries = append(gameEntries(), others...)

// gameEntries are the games' entries, in the registry's order; each opens
// the screen of the game's id (its setup).
func gameEntries() []entry {
	var es []entry
	for _, g := range game.All() {
		es = append(es, entry{title: g.Name, about: g.About, to: kit.ScreenID(g.ID)})
	}
	return es
}

var others = []entry{
	{title: "Hand histories", about: "read back the hands you played", to: kit.HistoryID},
	{title: "Equity", about: "equity of hands and ranges, on a range grid", to: kit.EquityID},
	{title: "Settings", about: "your name, cards (A♠ or As), speed, histories", to: kit.SettingsID},
	{title: "Quit", about: "leave the parlor", quit: true},
}

// banner is the menu's title, in box-drawing letters.
const banner = `╔═╗╔═╗╦═╗╦  ╔═╗╦═╗
╠═╝╠═╣╠╦╝║  ║ ║╠╦╝
╩  ╩ ╩╩╚═╩═╝╚═╝╩╚═`

// Screen is the main menu.
type Screen struct {
	ctx    *kit.Context
	km     keyMap
	cursor int // over the saves, then the entries
	width  int // 0 until the first size message
	height int
	store  *app.Saves // the run's saved games; nil: none
	saves  resumeList
}

// New is the main menu, listing the games of saves that can be resumed.
func New(ctx *kit.Context, saves *app.Saves) *Screen {
	m := &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), store: saves}
	m.reload()
	return m
}

func (m *Screen) Init() tea.Cmd { return nil }
func (m *Screen) Typing() bool  { return false }
func (m *Screen) Keys() help.KeyMap {
	k := m.km
	e, on := m.onSave()
	k.onSave = on && !e.InUse // a game open elsewhere is not removed here
	k.asking = m.saves.removing
	return k
}

func (m *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg: // also when the menu shows again: a game may have been left
		m.width, m.height = msg.Width, msg.Height
		m.reload()
	case app.SavedMsg: // the last save of a game just left
		m.reload()
	case tea.KeyMsg:
		if cmd, ok := m.saveKey(msg); ok {
			return m, cmd
		}
		n := m.rows()
		switch {
		case key.Matches(msg, m.km.Up):
			m.cursor = (m.cursor + n - 1) % n
		case key.Matches(msg, m.km.Down):
			m.cursor = (m.cursor + 1) % n
		case key.Matches(msg, m.km.First):
			m.cursor = 0
		case key.Matches(msg, m.km.Last):
			m.cursor = n - 1
		case key.Matches(msg, m.km.Choose):
			return m, m.choose()
		case key.Matches(msg, m.km.Pick):
			i := int(msg.String()[0] - '1')
			if i >= len(entries) {
				m.ctx.SetStatus(fmt.Sprintf("No entry %s: choose 1 to %d", msg, len(entries)))
				return m, nil
			}
			m.cursor = len(m.saves.entries) + i
			return m, m.choose()
		case key.Matches(msg, m.km.Quit):
			return m, tea.Quit
		}
	}
	return m, nil
}

func (m *Screen) choose() tea.Cmd {
	e := m.entry()
	if e.quit {
		return tea.Quit
	}
	return kit.SwitchTo(e.to)
}

func (m *Screen) View() string {
	st := m.ctx.Styles
	titleW := 0
	for _, e := range entries {
		titleW = max(titleW, lipgloss.Width(e.title))
	}
	rows := make([]string, len(entries))
	for i, e := range entries {
		marker, title := "  ", st.Text.Render(kit.Pad(e.title, titleW))
		if len(m.saves.entries)+i == m.cursor {
			marker, title = st.Marker.Render("▸ "), st.Selected.Render(kit.Pad(e.title, titleW))
		}
		rows[i] = marker + st.Digit.Render(fmt.Sprintf("%d", i+1)) + "  " + title + "   " + st.Faint.Render(e.about)
	}
	parts := []string{
		st.Title.Render(banner),
		st.Tagline.Render("♠ ♥  a game parlor for the terminal  ♦ ♣"),
		"",
		st.Frame.Render(m.savesView() + strings.Join(rows, "\n")),
		st.Faint.Render(fmt.Sprintf("Playing as %s · seed %d", m.ctx.Settings.Name, m.ctx.Seed)),
	}
	if note := m.saveNote(); note != "" {
		parts = append(parts, m.noteWidth(note))
	}
	if err := m.ctx.SettingsErr; err != nil {
		warn := "! " + err.Error()
		if m.width > 0 {
			warn = lipgloss.NewStyle().Width(min(m.width-2, 76)).Render(warn)
		}
		parts = append(parts, "", st.Warning.Render(warn))
	}
	out := lipgloss.JoinVertical(lipgloss.Center, parts...)
	if m.height > 0 && lipgloss.Height(out) > m.height {
		// Four saves and a note of two lines: the blank line under the
		// title gives way, so that 80×24 shows them all.
		out = lipgloss.JoinVertical(lipgloss.Center, slices.Delete(parts, 2, 3)...)
	}
	if m.width == 0 {
		return out
	}
	return lipgloss.Place(m.width, m.height, lipgloss.Center, lipgloss.Center, out)
}
