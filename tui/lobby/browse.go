package lobby

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/kit"
)

// Browser makes the hand-history browser over the player's folder on the
// server (ctx.HistoryDir): the files hold their own hole cards and those
// shown, nothing else. The server sets it (a screen imports no other
// screen); nil leaves h out of the lobby.
var Browser func(ctx *kit.Context) kit.Screen

// openBrowser opens the browser on the player's hand histories.
func (m *model) openBrowser() tea.Cmd {
	if Browser == nil {
		m.status = "No hand-history browser on this server"
		return nil
	}
	k := *m.k // its own status line and sizes
	k.HistoryDirFlag = m.h.HistoryDir(m.c)
	r := kit.NewRouter(&k, func(kit.ScreenID, *kit.Context) (kit.Screen, bool) { return nil, false }, Browser(&k))
	m.browser = &r
	init := r.Init()
	if m.width > 0 {
		next, cmd := r.Route(tea.WindowSizeMsg{Width: m.width, Height: m.height})
		m.browser = &next
		return tea.Batch(init, cmd)
	}
	return init
}

// browse routes msg to the open browser; esc on its first screen closes
// it, back to the lobby.
func (m *model) browse(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyMsg); ok && key.Matches(k, keyBack) && m.browser.Depth() == 1 && !m.browser.Top().Typing() {
		m.browser = nil
		return nil
	}
	next, cmd := m.browser.Route(msg)
	m.browser = &next
	return cmd
}
