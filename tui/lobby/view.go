package lobby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"parlor/server/hub"
	"parlor/tui/kit"
)

func (m *model) View() string {
	if m.snap.Bye != "" {
		return m.snap.Bye + "\n"
	}
	if m.browser != nil {
		return m.browser.View() + "\n"
	}
	head := m.k.Styles.Heading.Render("Parlor")
	if m.snap.Named {
		head += m.k.Styles.Faint.Render(" · " + m.snap.Name)
	}
	var body string
	var keys, more []key.Binding // more: in the full help only
	switch m.scr {
	case nameScreen:
		body = kit.Lines("Welcome to Parlor: Camel Up, White Elephant and Hold'em,", "each player at their own terminal.",
			"", "Your name (remembered for your key):", m.input.View())
		keys = []key.Binding{keyEnter, keyQuit}
	case tablesScreen:
		body, keys = m.tablesView()
		more = []key.Binding{keyFormat, keyCards, keyBell, keyHistory, keyRename}
	case createScreen:
		body = m.form.view(m.k)
		keys = []key.Binding{keyUpDown, keyChange, keyCreate, keyBack}
	case tableScreen:
		return m.tableView()
	}
	return m.wrap(kit.Lines(head, "", body, "", m.statusLine(), m.helpView(keys, more...))) + "\n"
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

func (m *model) tablesView() (string, []key.Binding) {
	keys := []key.Binding{keyNew, keyJoin, keyWatch, keyUpDown, keyLobbyQ}
	hist := "Your Hold'em hand histories: " + m.snap.Format.String() + " format (f changes it)"
	if len(m.snap.Lobby) == 0 {
		return kit.Lines(m.k.Styles.Heading.Render("Lobby"), "No tables yet: n opens one.", "", m.k.Styles.Faint.Render(hist)), keys
	}
	return kit.Lines(m.k.Styles.Heading.Render("Lobby")+" · pick a table with an open seat and press enter, or n for a new one",
		m.tables.View(), "", m.k.Styles.Faint.Render(hist)), keys
}

// tableView is the table: the game from this player's seat, as much of
// the log as the window has room for, the table's news, whose turn it is.
func (m *model) tableView() string {
	tv := m.snap.Table
	if tv == nil {
		return ""
	}
	// A board below 80×24 says so, as the local screens do; a Hold'em
	// table has a compact form (one line a seat) of its own instead.
	if tv.Started && tv.Kind != hub.HoldemGame && kit.TooSmall(m.width, m.height) {
		return kit.SizeMessage(m.k.Styles, m.width, m.height)
	}
	head := m.k.Styles.Heading.Render("Parlor · "+tv.Title) + m.k.Styles.Faint.Render(" · "+m.snap.Name)
	if tv.Watching > 0 {
		head += m.k.Styles.Faint.Render(fmt.Sprintf(" · watching: %d", tv.Watching))
	}
	notices := tv.Notices
	if tv.Started && !tv.Finished {
		notices = lastOf(notices, 2)
	}
	news := ""
	if len(notices) > 0 {
		news = m.k.Styles.Faint.Render("News: ") + strings.Join(notices, "\n      ")
	}
	chat := m.chatView(tv)
	if !tv.Started {
		keys := []key.Binding{keyChat, keyLeave, keyQuit}
		if m.chatting {
			keys = []key.Binding{keySay, keyCancel}
		}
		wait := "Waiting for the host to start the game."
		if tv.Host {
			keys = append([]key.Binding{keyStart}, keys...)
			wait = "Press s to start: computer players take any open seat."
		}
		return m.wrap(kit.Lines(head, "", strings.Join(tv.Seats, "\n"), "", wait, "", news, chat, m.statusLine(), m.helpView(keys))) + "\n"
	}
	turn, prompt := "", false // prompt: turn is the seat's turn prompt
	keys := []key.Binding{keyChat, keyLeave, keyQuit}
	switch {
	case tv.Watcher:
		keys = []key.Binding{keyUnwatch, keyQuit}
		turn = m.k.Styles.Faint.Render("You are watching: no seat's cards show but those turned up")
		switch {
		case tv.Holdem != nil || tv.HoldemTable != nil:
			turn = m.k.Styles.Faint.Render("You are watching: each hand shows once it has ended, no hole card but those turned up")
		case tv.CamelUp != nil || tv.CamelUp2 != nil: // no cards: secret race bets, or finish cards
			turn = m.k.Styles.Faint.Render("You are watching: every secret bet shows once the race is over")
		}
	case m.chatting:
		keys = []key.Binding{keySay, keyCancel}
	case tv.Finished:
		keys = []key.Binding{keyRematch, keyLobby, keyChat, keyQuit}
	case m.confirmExit && m.abandonAsked:
		turn = m.k.Styles.Warning.Render("A shared game is not abandoned: it plays on without you. Leave it? A computer player plays your seat until you come back. y/n")
		keys = []key.Binding{keyYes, keyNo}
	case m.confirmExit:
		turn = m.k.Styles.Warning.Render("Leave the game? A computer player plays your seat until you come back. y/n")
		keys = []key.Binding{keyYes, keyNo}
	case tv.MyTurn:
		prompt = true
		turn = m.k.Styles.Selected.Render(m.turnPrompt(tv))
		if m.bell {
			// It rings as the prompt's first line is drawn, which changes
			// every turn (the move's number) and only then.
			first, rest, _ := strings.Cut(turn, "\n")
			turn = first + "\a\n" + rest
		}
		if tv.Clock != "" {
			turn += "\n" + m.k.Styles.Warning.Render(tv.Clock+" · out of time, you check or fold")
		}
	case tv.Waiting != "":
		turn = m.k.Styles.Faint.Render(tv.Waiting)
		switch {
		case tv.Between && tv.Kind == hub.HoldemGame:
			keys = append([]key.Binding{keyGoOn}, keys...)
		case tv.Between:
			keys = append([]key.Binding{keyNext}, keys...)
		}
		if tv.Clock != "" {
			turn += m.k.Styles.Faint.Render(" · " + tv.Clock)
		}
	}
	top := m.wrap(kit.Lines(head, m.body, m.k.Styles.Heading.Render("What happened")))
	var more []key.Binding // the full help's
	if !tv.Watcher && !tv.Finished {
		more = append(more, keyAbandon)
	}
	foot := m.wrap(kit.Lines(news, chat, turn, m.statusLine(), m.helpView(keys, more...)))
	// A tall game (a board or a final summary of many seats) keeps the
	// news's newest lines, as many as the window has room for: the view
	// ends with a newline, so a view of the window's height would scroll
	// its first line away.
	keep := 0 // a game's end keeps its result
	if tv.Finished {
		keep = 1
	}
	for m.height > 0 && len(notices) > keep && lipgloss.Height(m.wrap(kit.Lines(head, m.body)))+lipgloss.Height(foot) > m.height-1 {
		notices, news = notices[1:], ""
		if len(notices) > 0 {
			news = m.k.Styles.Faint.Render("News: ") + strings.Join(notices, "\n      ")
		}
		foot = m.wrap(kit.Lines(news, chat, turn, m.statusLine(), m.helpView(keys, more...)))
	}
	// With the news gone and still too tall, a status line (a wrong key's
	// word) takes the turn prompt's place: the seat's menu says whose move
	// it is too.
	if m.height > 0 && prompt && m.status != "" && len(notices) <= keep &&
		lipgloss.Height(m.wrap(kit.Lines(head, m.body)))+lipgloss.Height(foot) > m.height-1 {
		foot = m.wrap(kit.Lines(news, chat, m.statusLine(), m.helpView(keys, more...)))
	}
	// The log gets the rows left over, its latest lines first to go in.
	log := lastOf(m.log, len(m.log))
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
		top = m.wrap(kit.Lines(head, m.body))
	}
	if m.camel.rules && m.height > 0 && tv.Started && !tv.Finished {
		top = m.rulesWindow(head, foot)
	}
	return kit.Lines(top, strings.Join(log, "\n"), foot) + "\n"
}

// rulesWindow is the head over the rows of the rules page (m.body) that
// fit above foot, from m.rulesTop on, and a line saying how to scroll:
// the local page scrolls likewise (kit.RulesPage).
func (m *model) rulesWindow(head, foot string) string {
	lines := strings.Split(m.wrap(m.body), "\n")
	room := max(m.height-lipgloss.Height(head)-lipgloss.Height(foot)-2, 1) // the hint, the view's last newline
	m.rulesTop = max(min(m.rulesTop, len(lines)-room), 0)
	end := min(m.rulesTop+room, len(lines))
	hint := m.k.Styles.Faint.Render(fmt.Sprintf("lines %d–%d of %d · ↑/↓ pgup/pgdn scroll · r back to the game", m.rulesTop+1, end, len(lines)))
	return m.wrap(kit.Lines(head, strings.Join(lines[m.rulesTop:end], "\n"), hint))
}

// lastOf returns a copy of the last n of list.
func lastOf(list []string, n int) []string {
	if len(list) > n {
		list = list[len(list)-n:]
	}
	return append([]string(nil), list...)
}

// turnPrompt says what the player may type now.
func (m *model) turnPrompt(tv *hub.TableView) string {
	switch {
	case m.confirmFold:
		return "You could check. Fold anyway? y/n"
	}
	return tv.Prompt
}

// helpView is the help line of a screen's keys, or with ? the full help:
// the screen's keys, more of them, and at a game the game's.
func (m *model) helpView(keys []key.Binding, more ...key.Binding) string {
	if !m.typing() {
		keys = append(keys, keyHelp)
	}
	if !m.help.ShowAll || m.typing() {
		return m.help.ShortHelpView(keys)
	}
	keys = append(keys[:len(keys)-1:len(keys)-1], append(more, keyHelp)...)
	if tv := m.snap.Table; m.scr == tableScreen && tv != nil && tv.Started && !tv.Finished {
		game := gameHelp[tv.Kind]
		if tv.CamelUp2 != nil {
			game = camel2Help
		}
		keys = append(slices.Clip(game), keys...)
	}
	// Columns of four rows, side by side, so that the full help takes few
	// of a small window's rows.
	var groups [][]key.Binding
	for c := range slices.Chunk(keys, 4) {
		groups = append(groups, c)
	}
	return m.help.FullHelpView(groups)
}

// chatView is the table's last lines of chat and, while chatting, the
// line being typed.
func (m *model) chatView(tv *hub.TableView) string {
	lines := lastOf(tv.Chat, 3)
	if m.chatting {
		lines = append(lines, "Say: "+m.chat.View())
	}
	for i := range lines {
		if i == 0 {
			lines[i] = m.k.Styles.Faint.Render("Chat: ") + lines[i]
		} else {
			lines[i] = "      " + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}
