package lobby

import (
	"strconv"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	btable "github.com/charmbracelet/bubbles/table"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/handhistory"
	"parlor/server/hub"
	"parlor/tui/internal/secondodds"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/camelup/menu2"
)

// screen is where a connection is: picking a name, in the lobby, setting
// up a table, or at one.
type screen int

const (
	nameScreen screen = iota
	tablesScreen
	createScreen
	tableScreen
)

// model is one connection's program. It keeps only what the player is
// typing; everything shared lives in the hub, which it asks for a
// snapshot drawn for this player alone.
type model struct {
	h      *hub.Hub
	c      *hub.Conn
	k      *kit.Context // styles, cards and the window size, this connection's own
	snap   hub.Snapshot
	body   string   // the game of snap's table, drawn for this player
	log    []string // what happened at it, drawn likewise
	scr    screen
	width  int
	height int
	input  textinput.Model
	chat   textinput.Model // a line to say at the table, while chatting
	tables btable.Model
	form   form
	help   help.Model
	status string
	// At a game: below the top of Camel Up's menu (inMenu), a fold to
	// confirm, a leave to confirm.
	pending     rune
	camel       camelPages // Camel Up's menu, and its odds and rules when open
	confirmFold bool
	confirmExit bool
	// abandonAsked: q asked the leave question, where the local board's q
	// abandons the game; its words say that a shared game is not.
	abandonAsked bool
	rulesTop     int // the rules page's first row shown, while it is open
	chatting     bool
	ticking      bool        // a tickMsg is on its way
	bell         bool        // the terminal rings at the player's turn
	showLast     bool        // p: the last hand shows in place of the one in play
	browser      *kit.Router // h: the player's hand histories, over the lobby
}

// tickMsg redraws a countdown.
type tickMsg struct{}

// New makes the screens of connection c, drawn with the renderer of its
// session.
func New(h *hub.Hub, c *hub.Conn, r *lipgloss.Renderer) tea.Model {
	return newModel(h, c, newLook(r, c.ASCII()))
}

func newModel(h *hub.Hub, c *hub.Conn, k *kit.Context) *model {
	m := &model{h: h, c: c, k: k, help: help.New(), form: newForm(), bell: c.Bell()}
	m.camel.odds2 = &secondodds.Odds{}
	m.input = textinput.New()
	m.input.CharLimit = hub.MaxNameLen
	m.input.Width = hub.MaxNameLen + 1
	m.chat = textinput.New()
	m.chat.CharLimit = hub.MaxChatLen
	m.chat.Placeholder = "a line to everyone at the table; /mute NAME hides theirs"
	m.tables = btable.New(
		btable.WithColumns([]btable.Column{
			{Title: "#", Width: 2}, {Title: "Game", Width: 14}, {Title: "Host", Width: kit.NameWidth},
			{Title: "Seats", Width: 21}, {Title: "State", Width: 16},
		}),
		btable.WithHeight(8), btable.WithFocused(true),
	)
	m.refresh()
	switch {
	case m.snap.Table != nil: // back at a kept seat
		m.scr = tableScreen
	default:
		m.askName()
	}
	return m
}

func (m *model) askName() {
	m.scr = nameScreen
	// The name this key has chosen, or nothing: an ssh user name ("root",
	// "ubuntu") is rarely the name a person plays under.
	m.input.SetValue(m.snap.Name)
	m.input.Placeholder = "your name"
	m.input.Focus()
}

func (m *model) Init() tea.Cmd { return textinput.Blink }

// key handles a key press, and reads the hub again if it has changed (a
// key that changes nothing, as most of a flood's, costs no snapshot).
func (m *model) key(msg tea.KeyMsg) tea.Cmd {
	m.status = ""
	if !m.typing() {
		switch {
		case key.Matches(msg, keyHelp):
			m.help.ShowAll = !m.help.ShowAll
			return nil
		case m.help.ShowAll && key.Matches(msg, keyBack):
			// esc closes the full help first, as on the local screens,
			// rather than leave the screen under it.
			m.help.ShowAll = false
			return nil
		}
	}
	var cmd tea.Cmd
	switch m.scr {
	case nameScreen:
		cmd = m.nameKey(msg)
	case tablesScreen:
		cmd = m.tablesKey(msg)
	case createScreen:
		m.createKey(msg)
	case tableScreen:
		cmd = m.tableKey(msg)
	}
	if m.h.Changed(m.snap) {
		m.refresh()
	}
	return cmd
}

// refresh reads the hub again.
func (m *model) refresh() {
	m.snap = m.h.Snapshot(m.c)
	m.body, m.log = "", nil
	if tv := m.snap.Table; tv != nil {
		if (tv.CamelUp != nil || tv.CamelUp2 != nil) && !tv.MyTurn && (m.camel.menu != (menu.Menu{}) || m.camel.menu2 != (menu2.Menu{})) {
			// The turn passed on (a clock, a computer player in the
			// seat): the menu starts again at the top next time.
			m.camel.menu, m.camel.menu2 = menu.Menu{}, menu2.Menu{}
			if m.pending == inMenu {
				m.pending = 0
			}
		}
		m.body, m.log = drawGameWith(tv, m.k, m.camel)
		if m.showLast {
			if body, log, ok := drawLastHand(tv, m.k); ok {
				m.body, m.log = body, log
			}
		}
	}
	if m.snap.News != "" {
		m.status = m.snap.News
	}
	rows := make([]btable.Row, len(m.snap.Lobby))
	for i, r := range m.snap.Lobby {
		rows[i] = btable.Row{strconv.Itoa(r.ID), r.Game, r.Host, r.Seats, r.State}
	}
	m.tables.SetRows(rows)
	if c := m.tables.Cursor(); len(rows) > 0 && (c < 0 || c >= len(rows)) {
		m.tables.SetCursor(0)
	}
	if m.scr == tableScreen && m.snap.Table == nil {
		m.scr = tablesScreen
	}
	if m.scr != tableScreen && m.snap.Table != nil && m.scr != nameScreen {
		m.scr = tableScreen
	}
}

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if m.browser != nil {
		switch msg := msg.(type) {
		case refreshMsg, tickMsg:
			m.ticking = false
			m.refresh()
			if m.snap.Bye != "" {
				return m, tea.Quit
			}
			return m, nil
		case tea.WindowSizeMsg:
			m.width, m.height = msg.Width, msg.Height
			m.k.Width, m.k.Height = msg.Width, msg.Height
			m.help.Width = msg.Width
		}
		return m, m.browse(msg)
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.k.Width, m.k.Height = msg.Width, msg.Height
		m.help.Width = msg.Width
		m.refresh() // the game is drawn at the window's width
		return m, nil
	case refreshMsg:
		m.refresh()
		if m.snap.Bye != "" {
			return m, tea.Quit
		}
		return m, m.tick()
	case tickMsg:
		m.ticking = false
		m.refresh()
		return m, m.tick()
	case tea.KeyMsg:
		if key.Matches(msg, keyQuit) {
			return m, tea.Quit
		}
		// Keys typed faster than the connection delivers them come as one
		// message ("wb"): outside a text input each is a key of its own.
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste && !m.typing() {
			var cmds []tea.Cmd
			for _, r := range msg.Runes {
				cmds = append(cmds, m.key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt}))
			}
			return m, tea.Batch(cmds...)
		}
		return m, m.key(msg)
	}
	var cmd, chatCmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	m.chat, chatCmd = m.chat.Update(msg)
	return m, tea.Batch(cmd, chatCmd)
}

// tick asks for a redraw in a second while a countdown shows.
func (m *model) tick() tea.Cmd {
	if m.ticking || m.snap.Table == nil || !m.snap.Table.Counting {
		return nil
	}
	m.ticking = true
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return tickMsg{} })
}

// typing reports whether a text input takes the keys.
func (m *model) typing() bool {
	return m.scr == nameScreen || (m.scr == tableScreen && m.chatting)
}

func (m *model) fail(err error) {
	if err != nil {
		m.status = "! " + err.Error()
	}
}

func (m *model) nameKey(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, keyEnter) {
		if err := m.h.SetName(m.c, m.input.Value()); err != nil {
			m.fail(err)
			return nil
		}
		m.input.Blur()
		m.scr = tablesScreen
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

func (m *model) tablesKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, keyLobbyQ):
		return tea.Quit
	case key.Matches(msg, keyNew):
		m.scr = createScreen
		m.form.row = 0 // the form keeps the last table's choices
	case key.Matches(msg, keyJoin):
		r := m.tables.SelectedRow()
		if r == nil {
			m.status = "No table yet: n opens one"
			return nil
		}
		id, _ := strconv.Atoi(r[0])
		err := m.h.Join(m.c, id)
		if err != nil && m.h.Watch(m.c, id) == nil {
			// A running game's seats are taken: the player watches it.
			m.status = "! " + err.Error() + "; you watch the game"
			return nil
		}
		m.fail(err)
	case key.Matches(msg, keyWatch):
		r := m.tables.SelectedRow()
		if r == nil {
			m.status = "No table yet: n opens one"
			return nil
		}
		id, _ := strconv.Atoi(r[0])
		m.fail(m.h.Watch(m.c, id))
	case key.Matches(msg, keyFormat):
		f := handhistory.Parlor
		if m.snap.Format == handhistory.Parlor {
			f = handhistory.PokerStars
		}
		m.h.SetFormat(m.c, f)
		m.status = "Your Hold'em hand histories will be written in " + f.String() + " format"
	case key.Matches(msg, keyCards):
		ascii := m.k.Settings.CardStyle != config.CardsASCII
		m.h.SetCards(m.c, ascii)
		m.k.Settings.CardStyle = config.CardsUnicode
		m.status = "Cards are drawn with suit symbols: A♠ K♥"
		if ascii {
			m.k.Settings.CardStyle = config.CardsASCII
			m.status = "Cards are drawn with letters: As Kh"
		}
	case key.Matches(msg, keyHistory):
		return m.openBrowser()
	case key.Matches(msg, keyBell):
		m.bell = !m.bell
		m.h.SetBell(m.c, m.bell)
		m.status = "No bell at your turn"
		if m.bell {
			m.status = "Your terminal rings when it is your turn at a table"
		}
	case key.Matches(msg, keyRename):
		m.askName()
		return textinput.Blink
	default:
		var cmd tea.Cmd
		m.tables, cmd = m.tables.Update(msg)
		return cmd
	}
	return nil
}

func (m *model) createKey(msg tea.KeyMsg) {
	switch {
	case key.Matches(msg, keyBack):
		m.scr = tablesScreen
	case key.Matches(msg, keyCreate):
		if err := m.h.Create(m.c, m.form.spec); err != nil {
			m.fail(err)
			return
		}
		m.scr = tableScreen
	default:
		m.form.key(msg)
	}
}

func (m *model) tableKey(msg tea.KeyMsg) tea.Cmd {
	tv := m.snap.Table
	if tv == nil {
		m.scr = tablesScreen
		m.chatting = false
		return nil
	}
	switch {
	case tv.Watcher:
		if key.Matches(msg, keyUnwatch) {
			m.h.Leave(m.c)
			m.scr = tablesScreen
		}
		return nil
	case m.chatting:
		return m.chatKey(msg)
	case key.Matches(msg, keyChat) && m.pending == 0 && !m.confirmFold && !m.confirmExit:
		m.chatting = true
		m.chat.SetValue("")
		m.chat.Focus()
		return textinput.Blink
	}
	switch {
	case tv.Finished:
		switch {
		case key.Matches(msg, keyLobby):
			m.h.Leave(m.c)
			m.scr = tablesScreen
		case key.Matches(msg, keyRematch):
			m.fail(m.h.Rematch(m.c))
			m.showLast = false
		}
		return nil
	case !tv.Started:
		switch {
		case key.Matches(msg, keyStart):
			m.fail(m.h.Start(m.c))
		case key.Matches(msg, keyLeave):
			m.h.Leave(m.c)
			m.scr = tablesScreen
		}
		return nil
	case m.confirmExit:
		m.confirmExit, m.abandonAsked = false, false
		if key.Matches(msg, keyYes) {
			m.h.Leave(m.c)
			m.scr = tablesScreen
		}
		return nil
	case key.Matches(msg, keyLeave) && m.pending == 0 && !m.confirmFold:
		m.confirmExit = true
		return nil
	case key.Matches(msg, keyAbandon) && (m.pending == 0 || m.pending == inMenu) && !m.confirmFold:
		m.confirmExit, m.abandonAsked = true, true
		m.pending, m.camel.menu, m.camel.menu2 = 0, menu.Menu{}, menu2.Menu{}
		return nil
	}
	switch {
	case m.camel.rules && key.Matches(msg, keyScroll):
		switch msg.String() {
		case "up", "k":
			m.rulesTop--
		case "down", "j":
			m.rulesTop++
		case "pgup":
			m.rulesTop -= max(m.height/2, 1)
		default:
			m.rulesTop += max(m.height/2, 1)
		}
		m.rulesTop = max(m.rulesTop, 0) // the view keeps it short of the end
		return nil
	case (tv.CamelUp != nil || tv.CamelUp2 != nil) && (m.pending == 0 || m.pending == inMenu) && camelPage(m, msg):
		m.rulesTop = 0
		return nil
	case tv.Elephant != nil && msg.String() == "r": // the local table's rules page
		m.camel.rules, m.rulesTop = !m.camel.rules, 0
		m.refresh()
		return nil
	case key.Matches(msg, keyLast) && (tv.Holdem != nil || tv.HoldemTable != nil) && m.pending == 0 && !m.confirmFold:
		m.showLast = !m.showLast
		if _, _, ok := drawLastHand(tv, m.k); !ok && m.showLast {
			m.showLast = false
			m.status = "No hand has ended yet"
		}
		m.refresh()
		return nil
	case tv.Between && (key.Matches(msg, keyGoOn) || tv.Kind != hub.HoldemGame && key.Matches(msg, keyNext)):
		if tv.Ready {
			m.status = "Waiting for the others to press space"
		}
		m.h.GoOn(m.c)
		return nil
	}
	if !tv.MyTurn {
		m.pending, m.confirmFold, m.camel.menu, m.camel.menu2 = 0, false, menu.Menu{}, menu2.Menu{}
		return nil
	}
	if keys, ok := gameKeys[tv.Kind]; ok {
		return keys(m, msg)
	}
	return nil
}

// chatKey is a key typed while chatting: enter says the line, esc goes
// back to the game.
func (m *model) chatKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, keyCancel):
		m.chatting = false
		m.chat.Blur()
	case key.Matches(msg, keyEnter):
		if err := m.h.Say(m.c, m.chat.Value()); err != nil {
			m.fail(err)
			return nil
		}
		m.chatting = false
		m.chat.Blur()
	default:
		var cmd tea.Cmd
		m.chat, cmd = m.chat.Update(msg)
		return cmd
	}
	return nil
}
