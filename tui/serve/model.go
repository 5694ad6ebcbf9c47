package serve

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	btable "github.com/charmbracelet/bubbles/table"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/camelup"
	"parlor/handhistory"
	"parlor/tui/kit"
	"parlor/tui/settings/store"
)

// screen is where a connection is: picking a name, in the lobby, setting
// up a table, or at one.
type screen int

const (
	nameScreen screen = iota
	lobbyScreen
	createScreen
	tableScreen
)

// model is one connection's program. It keeps only what the player is
// typing; everything shared lives in the hub, which it asks for a
// snapshot drawn for this player alone.
type model struct {
	h      *hub
	c      *conn
	k      *kit.Context // styles, cards and the window size, this connection's own
	snap   snapshot
	scr    screen
	width  int
	height int
	input  textinput.Model
	tables btable.Model
	form   form
	help   help.Model
	status string
	// At a game: a Camel Up bet or trap half typed ('r', 'w', 'l', 't'),
	// a fold to confirm, a leave to confirm.
	pending     rune
	confirmFold bool
	confirmExit bool
	ticking     bool // a tickMsg is on its way
}

// tickMsg redraws a countdown.
type tickMsg struct{}

func newModel(h *hub, c *conn, k *kit.Context) *model {
	m := &model{h: h, c: c, k: k, help: help.New(), form: newForm()}
	m.input = textinput.New()
	m.input.CharLimit = maxNameLen
	m.input.Width = maxNameLen + 1
	m.tables = btable.New(
		btable.WithColumns([]btable.Column{
			{Title: "#", Width: 2}, {Title: "Game", Width: 14}, {Title: "Host", Width: kit.NameWidth},
			{Title: "Seats", Width: 21}, {Title: "State", Width: 16},
		}),
		btable.WithHeight(8), btable.WithFocused(true),
	)
	m.refresh()
	switch {
	case m.snap.table != nil: // back at a kept seat
		m.scr = tableScreen
	default:
		m.askName()
	}
	return m
}

func (m *model) askName() {
	m.scr = nameScreen
	name := m.snap.name
	if name == "" {
		if n, err := cleanName(m.c.user); err == nil {
			name = n
		}
	}
	m.input.SetValue(name)
	m.input.Placeholder = "your name"
	m.input.Focus()
}

func (m *model) Init() tea.Cmd { return textinput.Blink }

// refresh reads the hub again.
func (m *model) refresh() {
	m.snap = m.h.snapshot(m.c, m.k)
	if m.snap.news != "" {
		m.status = m.snap.news
	}
	rows := make([]btable.Row, len(m.snap.lobby))
	for i, r := range m.snap.lobby {
		rows[i] = btable.Row{strconv.Itoa(r.id), r.game, r.host, r.seats, r.state}
	}
	m.tables.SetRows(rows)
	if c := m.tables.Cursor(); len(rows) > 0 && (c < 0 || c >= len(rows)) {
		m.tables.SetCursor(0)
	}
	if m.scr == tableScreen && m.snap.table == nil {
		m.scr = lobbyScreen
	}
	if m.scr != tableScreen && m.snap.table != nil && m.scr != nameScreen {
		m.scr = tableScreen
	}
}

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.k.Width, m.k.Height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, nil
	case refreshMsg:
		m.refresh()
		if m.snap.bye != "" {
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
				_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
				cmds = append(cmds, cmd)
			}
			return m, tea.Batch(cmds...)
		}
		m.status = ""
		var cmd tea.Cmd
		switch m.scr {
		case nameScreen:
			cmd = m.nameKey(msg)
		case lobbyScreen:
			cmd = m.lobbyKey(msg)
		case createScreen:
			m.createKey(msg)
		case tableScreen:
			cmd = m.tableKey(msg)
		}
		m.refresh()
		return m, cmd
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return m, cmd
}

// tick asks for a redraw in a second while a countdown shows.
func (m *model) tick() tea.Cmd {
	if m.ticking || m.snap.table == nil || !m.snap.table.counting {
		return nil
	}
	m.ticking = true
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return tickMsg{} })
}

// typing reports whether a text input takes the keys.
func (m *model) typing() bool {
	return m.scr == nameScreen || (m.scr == tableScreen && m.pending == 't')
}

func (m *model) fail(err error) {
	if err != nil {
		m.status = "! " + err.Error()
	}
}

func (m *model) nameKey(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, keyEnter) {
		if err := m.h.setName(m.c, m.input.Value()); err != nil {
			m.fail(err)
			return nil
		}
		m.input.Blur()
		m.scr = lobbyScreen
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	return cmd
}

func (m *model) lobbyKey(msg tea.KeyMsg) tea.Cmd {
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
		m.fail(m.h.join(m.c, id))
	case key.Matches(msg, keyFormat):
		f := handhistory.Parlor
		if m.snap.format == handhistory.Parlor {
			f = handhistory.PokerStars
		}
		m.h.setFormat(m.c, f)
		m.status = "Your Hold'em hand histories will be written in " + f.String() + " format"
	case key.Matches(msg, keyCards):
		ascii := m.k.Settings.CardStyle != store.CardsASCII
		m.h.setCards(m.c, ascii)
		m.k.Settings.CardStyle = store.CardsUnicode
		m.status = "Cards are drawn with suit symbols: A♠ K♥"
		if ascii {
			m.k.Settings.CardStyle = store.CardsASCII
			m.status = "Cards are drawn with letters: As Kh"
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
		m.scr = lobbyScreen
	case key.Matches(msg, keyCreate):
		if err := m.h.create(m.c, m.form.spec); err != nil {
			m.fail(err)
			return
		}
		m.scr = tableScreen
	default:
		m.form.key(msg)
	}
}

func (m *model) tableKey(msg tea.KeyMsg) tea.Cmd {
	tv := m.snap.table
	if tv == nil {
		m.scr = lobbyScreen
		return nil
	}
	switch {
	case tv.finished:
		if key.Matches(msg, keyLobby) {
			m.h.leave(m.c)
			m.scr = lobbyScreen
		}
		return nil
	case !tv.started:
		switch {
		case key.Matches(msg, keyStart):
			m.fail(m.h.start(m.c))
		case key.Matches(msg, keyLeave):
			m.h.leave(m.c)
			m.scr = lobbyScreen
		}
		return nil
	case m.confirmExit:
		m.confirmExit = false
		if key.Matches(msg, keyYes) {
			m.h.leave(m.c)
			m.scr = lobbyScreen
		}
		return nil
	case key.Matches(msg, keyLeave) && m.pending == 0 && !m.confirmFold:
		m.confirmExit = true
		return nil
	}
	if !tv.myTurn {
		m.pending, m.confirmFold = 0, false
		return nil
	}
	switch tv.kind {
	case camelGame:
		return m.camelKey(msg)
	case elephantGame:
		m.elephantKey(msg)
	default:
		m.holdemKey(msg)
	}
	return nil
}

var camelKeys = map[string]camelup.Camel{
	"b": camelup.Blue, "g": camelup.Green, "o": camelup.Orange, "y": camelup.Yellow, "w": camelup.White,
	"1": camelup.Blue, "2": camelup.Green, "3": camelup.Orange, "4": camelup.Yellow, "5": camelup.White,
}

func (m *model) camelKey(msg tea.KeyMsg) tea.Cmd {
	switch m.pending {
	case 0:
		switch msg.String() {
		case "m":
			m.fail(m.h.act(m.c, camelup.Move()))
		case "r", "w", "l":
			m.pending = rune(msg.String()[0])
		case "t":
			m.pending = 't'
			m.input.SetValue("")
			m.input.Placeholder = "+7 or -12"
			m.input.Focus()
			return textinput.Blink
		}
	case 't':
		switch {
		case key.Matches(msg, keyCancel):
			m.pending = 0
		case key.Matches(msg, keyEnter):
			a, err := parseTrap(m.input.Value())
			if err == nil {
				err = m.h.act(m.c, a)
			}
			if err != nil {
				m.fail(err)
				return nil
			}
			m.pending = 0
		default:
			var cmd tea.Cmd
			m.input, cmd = m.input.Update(msg)
			return cmd
		}
	default:
		if key.Matches(msg, keyCancel) {
			m.pending = 0
			return nil
		}
		cm, ok := camelKeys[msg.String()]
		if !ok {
			m.status = "Which camel? b g o y w (or 1–5); esc cancels"
			return nil
		}
		kind := map[rune]camelup.ActionKind{'r': camelup.RoundBet, 'w': camelup.WinnerBet, 'l': camelup.LoserBet}[m.pending]
		if err := m.h.act(m.c, camelup.Bet(kind, cm)); err != nil {
			m.fail(err)
			return nil
		}
		m.pending = 0
	}
	return nil
}

// parseTrap reads a trap as typed: "+7", "-12", "7+" or "7 -".
func parseTrap(s string) (camelup.Action, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	bad := errors.New("a trap is + or - and a square, e.g. +7 or -12")
	if len(s) < 2 {
		return camelup.Action{}, bad
	}
	var sign byte
	switch {
	case s[0] == '+' || s[0] == '-':
		sign, s = s[0], s[1:]
	case s[len(s)-1] == '+' || s[len(s)-1] == '-':
		sign, s = s[len(s)-1], s[:len(s)-1]
	default:
		return camelup.Action{}, bad
	}
	sq, err := strconv.Atoi(s)
	if err != nil {
		return camelup.Action{}, bad
	}
	k := camelup.Plus
	if sign == '-' {
		k = camelup.Minus
	}
	return camelup.Trap(sq, k), nil
}

func (m *model) elephantKey(msg tea.KeyMsg) {
	s := msg.String()
	switch {
	case s == "o":
		m.fail(m.h.act(m.c, elephantMove{from: -1}))
	case len(s) == 1 && s[0] >= '0' && s[0] <= '9':
		n := int(s[0] - '0')
		if n == 0 {
			n = 10
		}
		m.fail(m.h.act(m.c, elephantMove{from: n - 1}))
	}
}

func (m *model) holdemKey(msg tea.KeyMsg) {
	s := msg.String()
	if m.confirmFold {
		m.confirmFold = false
		if key.Matches(msg, keyYes) {
			m.fail(m.h.act(m.c, holdemMove{key: 'F'}))
		}
		return
	}
	switch s {
	case "f", "c", "k", "b", "r":
		err := m.h.act(m.c, holdemMove{key: rune(s[0])})
		if errors.Is(err, errFoldCheck) {
			m.confirmFold = true
			return
		}
		m.fail(err)
	}
}

func (m *model) View() string {
	if m.snap.bye != "" {
		return m.snap.bye + "\n"
	}
	head := m.k.Styles.Heading.Render("Parlor")
	if m.snap.named {
		head += m.k.Styles.Faint.Render(" · " + m.snap.name)
	}
	var body string
	var keys []key.Binding
	switch m.scr {
	case nameScreen:
		body = lines("Welcome to Parlor: Camel Up, White Elephant and Hold'em,", "each player at their own terminal.",
			"", "Your name (remembered for your key):", m.input.View())
		keys = []key.Binding{keyEnter, keyQuit}
	case lobbyScreen:
		body, keys = m.lobbyView()
	case createScreen:
		body = m.form.view(m.k)
		keys = []key.Binding{keyUpDown, keyChange, keyCreate, keyBack}
	case tableScreen:
		return m.tableView()
	}
	return m.wrap(lines(head, "", body, "", m.statusLine(), m.help.ShortHelpView(keys))) + "\n"
}

// wrap fits text to the window's width, breaking long lines at spaces
// (the renderer would cut them off).
func (m *model) wrap(s string) string {
	if m.width <= 0 || s == "" {
		return s
	}
	return lipgloss.NewStyle().Width(m.width).Render(s)
}

func (m *model) statusLine() string {
	if strings.HasPrefix(m.status, "!") {
		return m.k.Styles.Warning.Render(m.status)
	}
	return m.status
}

func (m *model) lobbyView() (string, []key.Binding) {
	keys := []key.Binding{keyNew, keyJoin, keyUpDown, keyFormat, keyCards, keyRename, keyLobbyQ}
	hist := "Your Hold'em hand histories: " + m.snap.format.String() + " format (f changes it)"
	if len(m.snap.lobby) == 0 {
		return lines(m.k.Styles.Heading.Render("Lobby"), "No tables yet: n opens one.", "", m.k.Styles.Faint.Render(hist)), keys
	}
	return lines(m.k.Styles.Heading.Render("Lobby")+" · pick a table with an open seat and press enter, or n for a new one",
		m.tables.View(), "", m.k.Styles.Faint.Render(hist)), keys
}

// tableView is the table: the game from this player's seat, as much of
// the log as the window has room for, the table's news, whose turn it is.
func (m *model) tableView() string {
	tv := m.snap.table
	if tv == nil {
		return ""
	}
	head := m.k.Styles.Heading.Render("Parlor · "+tv.title) + m.k.Styles.Faint.Render(" · "+m.snap.name)
	notices := tv.notices
	if tv.started && !tv.finished {
		notices = lastOf(notices, 2)
	}
	news := ""
	if len(notices) > 0 {
		news = m.k.Styles.Faint.Render("News: ") + strings.Join(notices, "\n      ")
	}
	if !tv.started {
		keys := []key.Binding{keyLeave, keyQuit}
		wait := "Waiting for the host to start the game."
		if tv.host {
			keys = append([]key.Binding{keyStart}, keys...)
			wait = "Press s to start: computer players take any open seat."
		}
		return m.wrap(lines(head, "", strings.Join(tv.seats, "\n"), "", wait, "", news, m.statusLine(), m.help.ShortHelpView(keys))) + "\n"
	}
	turn := ""
	keys := []key.Binding{keyLeave, keyQuit}
	switch {
	case tv.finished:
		keys = []key.Binding{keyLobby, keyQuit}
	case m.confirmExit:
		turn = m.k.Styles.Warning.Render("Leave the game? A computer player takes your seat. y/n")
		keys = []key.Binding{keyYes, keyNo}
	case tv.myTurn:
		turn = m.k.Styles.Selected.Render(m.turnPrompt(tv))
	case tv.waiting != "":
		turn = m.k.Styles.Faint.Render(tv.waiting)
	}
	top := m.wrap(lines(head, tv.body, m.k.Styles.Heading.Render("What happened")))
	foot := m.wrap(lines(news, turn, m.statusLine(), m.help.ShortHelpView(keys)))
	// The log gets the rows left over, its latest lines first to go in.
	log := lastOf(tv.log, len(tv.log))
	for i := range log {
		log[i] = m.wrap("  " + log[i])
	}
	if m.height > 0 {
		room := m.height - lipgloss.Height(top) - lipgloss.Height(foot) - 1
		n := 0
		for i := len(log) - 1; i >= 0 && room >= lipgloss.Height(log[i]); i-- {
			room -= lipgloss.Height(log[i])
			n++
		}
		log = log[len(log)-n:]
	}
	if len(log) == 0 {
		top = m.wrap(lines(head, tv.body))
	}
	return lines(top, strings.Join(log, "\n"), foot) + "\n"
}

// lastOf returns a copy of the last n of list.
func lastOf(list []string, n int) []string {
	if len(list) > n {
		list = list[len(list)-n:]
	}
	return append([]string(nil), list...)
}

// turnPrompt says what the player may type now.
func (m *model) turnPrompt(tv *tableView) string {
	switch {
	case m.confirmFold:
		return "You could check. Fold anyway? y/n"
	case m.pending == 't':
		return "Trap: + or - and a square (1–15), then enter; esc cancels: " + m.input.View()
	case m.pending != 0:
		what := map[rune]string{'r': "Round bet", 'w': "Race-winner bet (secret)", 'l': "Race-loser bet (secret)"}[m.pending]
		return fmt.Sprintf("%s on which camel? b g o y w (or 1–5); esc cancels", what)
	}
	return tv.prompt
}
