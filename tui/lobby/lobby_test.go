package lobby

import (
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"

	"parlor/config"
	"parlor/handhistory"
	"parlor/server/hub"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// newHub is a hub without saves; pause is the time between Hold'em hands.
// Computer players wait an hour: these tests seat people only.
func newHub(t *testing.T, pause time.Duration) *hub.Hub {
	t.Helper()
	dirs := t.TempDir()
	h, err := hub.New(hub.Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 8,
		SeatHold: time.Minute, Pause: pause, BotDelay: time.Hour, Seed: 9, HistoryFormat: handhistory.Parlor})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown) // the names are written before the folder goes
	return h
}

// connect is the screens of a connection of key and ssh user, in a window
// of 80×24, drawn without colour.
func connect(t *testing.T, h *hub.Hub, key, user string) *model {
	t.Helper()
	c, err := h.Connect(key, user)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Disconnect(c) })
	m := newModel(h, c, newLook(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)), c.ASCII()))
	m.Update(tuitest.Size(80, 24))
	return m
}

// send gives m the keys as the terminal sends them ("enter", "wb": runes
// typed together come as one message) and returns the last command.
func send(m *model, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = m.Update(tuitest.Key(k))
	}
	return cmd
}

// quits reports whether cmd (or a command of its batch) quits.
func quits(cmd tea.Cmd) bool {
	for _, msg := range tuitest.Run(cmd) {
		switch msg := msg.(type) {
		case tea.QuitMsg:
			return true
		case tea.BatchMsg:
			for _, c := range msg {
				if quits(c) {
					return true
				}
			}
		}
	}
	return false
}

// named is a connection that has picked name, in the lobby.
func named(t *testing.T, h *hub.Hub, key, name string) *model {
	t.Helper()
	m := connect(t, h, key, name)
	send(m, name, "enter")
	if m.scr != tablesScreen {
		t.Fatalf("%s is not in the lobby after enter: %q", name, m.status)
	}
	return m
}

// TestName: the name field starts empty (an ssh user name is not offered)
// and with the name a key has chosen when it renames, takes every key
// as typed (q, f, n and runes typed together quit nothing and switch
// nothing), refuses a name taken, and enter goes to the lobby with the
// name known to the hub.
func TestName(t *testing.T) {
	h := newHub(t, time.Hour)
	named(t, h, "kb", "bob")
	for _, user := range []string{"ana", "root", "ana@home"} {
		m := connect(t, h, "k"+user, user)
		if m.scr != nameScreen || m.input.Value() != "" {
			t.Errorf("user %q: screen %d, input %q, want the name screen with an empty field", user, m.scr, m.input.Value())
		}
	}
	m := connect(t, h, "ka", "ana")
	send(m, "ctrl+u")
	if cmd := send(m, "q", "f", "n", "a", "bob"); quits(cmd) || m.scr != nameScreen {
		t.Fatalf("typing quit or left the name screen (screen %d)", m.scr)
	}
	if got := m.input.Value(); got != "qfnabob" {
		t.Errorf("typed %q, want qfnabob", got)
	}
	send(m, "ctrl+u", "Bob", "enter")
	if m.scr != nameScreen || !strings.Contains(m.status, "Bob is taken") {
		t.Errorf("a taken name: screen %d, status %q", m.scr, m.status)
	}
	send(m, "ctrl+u", "Ana", "enter")
	if m.scr != tablesScreen || !m.snap.Named || m.snap.Name != "Ana" {
		t.Errorf("after enter: screen %d, snapshot %+v", m.scr, m.snap)
	}
	send(m, "r")
	if m.scr != nameScreen || m.input.Value() != "Ana" {
		t.Errorf("r: screen %d, input %q, want the name screen with the name", m.scr, m.input.Value())
	}
}

// TestLobbyKeys: enter with no table says how to open one; f switches
// the Hold'em history format and a the cards, in the hub and on this
// screen; q quits.
func TestLobbyKeys(t *testing.T) {
	h := newHub(t, time.Hour)
	m := named(t, h, "ka", "ana")
	send(m, "enter")
	if m.scr != tablesScreen || m.status != "No table yet: n opens one" {
		t.Errorf("enter on an empty lobby: screen %d, status %q", m.scr, m.status)
	}
	send(m, "f")
	if m.snap.Format != handhistory.PokerStars || !strings.Contains(m.status, "pokerstars format") {
		t.Errorf("f: format %v, status %q", m.snap.Format, m.status)
	}
	send(m, "f")
	if m.snap.Format != handhistory.Parlor {
		t.Errorf("f twice: format %v", m.snap.Format)
	}
	send(m, "a")
	if m.k.Settings.CardStyle != config.CardsASCII || !m.c.ASCII() || !strings.Contains(m.status, "As Kh") {
		t.Errorf("a: card style %v, hub ascii %v, status %q", m.k.Settings.CardStyle, m.c.ASCII(), m.status)
	}
	send(m, "a")
	if m.k.Settings.CardStyle != config.CardsUnicode || m.c.ASCII() {
		t.Errorf("a twice: card style %v, hub ascii %v", m.k.Settings.CardStyle, m.c.ASCII())
	}
	if !quits(send(m, "q")) {
		t.Error("q in the lobby does not quit")
	}
}

// TestCreateForm: n opens the form, whose fields keep within the game's
// seats; esc goes back without a table, enter opens it with its host at
// it, and another player joins it with enter.
func TestCreateForm(t *testing.T) {
	h := newHub(t, time.Hour)
	m := named(t, h, "ka", "ana")
	send(m, "n")
	if m.scr != createScreen {
		t.Fatalf("n: screen %d, want the form", m.scr)
	}
	send(m, "right", "right") // Camel Up → White Elephant → Hold'em
	if s := m.form.spec; s.Kind != hub.HoldemGame || s.People+s.Computers != 2 {
		t.Fatalf("Hold'em on the form: %+v, want two seats", s)
	}
	send(m, "down", "right", "down", "right") // a person more, a computer more: a table of four
	if s := m.form.spec; s.People != 3 || s.Computers != 1 || s.Check() != nil {
		t.Errorf("Hold'em with a person and a computer more: %+v (%v), want 3 people, 1 computer, a play for four", s, s.Check())
	}
	for range 9 {
		send(m, "right") // computers up to the table's nine seats, no more
	}
	if s := m.form.spec; s.People+s.Computers != 9 {
		t.Errorf("Hold'em with nine computers more: %+v, want nine seats", s)
	}
	send(m, "up")
	for range 8 {
		send(m, "left") // people down to one (there is always one)
	}
	send(m, "right", "down")
	for range 9 {
		send(m, "left") // no computers
	}
	send(m, "down", "down", "left") // the play before the sit-and-go
	if s := m.form.spec; s.People != 2 || s.Computers != 0 || s.Option != 3 {
		t.Errorf("two people, one choice to the left: %+v, want the heads-up match of 100 chips", s)
	}
	send(m, "esc")
	if m.scr != tablesScreen || len(m.snap.Lobby) != 0 {
		t.Fatalf("esc: screen %d, tables %v", m.scr, m.snap.Lobby)
	}
	send(m, "n", "enter")
	if m.scr != tableScreen || m.snap.Table == nil || m.snap.Table.Kind != hub.HoldemGame || !m.snap.Table.Host {
		t.Fatalf("enter: screen %d, table %+v, want ana hosting a Hold'em table", m.scr, m.snap.Table)
	}
	b := named(t, h, "kb", "bob")
	send(b, "enter")
	if b.scr != tableScreen || b.snap.Table == nil || b.snap.Table.Host {
		t.Errorf("bob's enter on the table: screen %d, table %+v", b.scr, b.snap.Table)
	}
}

// waitingRoom is ana's Camel Up table of two people, bob at it, not
// started.
func waitingRoom(t *testing.T, h *hub.Hub) (ana, bob *model) {
	t.Helper()
	ana = named(t, h, "ka", "ana")
	send(ana, "n", "down", "right", "down", "left", "left", "enter") // 3 people, no computer
	bob = named(t, h, "kb", "bob")
	send(bob, "enter")
	ana.refresh()
	if bob.scr != tableScreen || ana.scr != tableScreen || len(ana.snap.Table.Seats) != 3 {
		t.Fatalf("ana at %d, bob at %d: the table is %+v", ana.scr, bob.scr, ana.snap.Table)
	}
	return ana, bob
}

// TestWaitingRoom: only the host's s starts the game; a guest's s says
// so; esc takes a guest back to the lobby and frees the seat.
func TestWaitingRoom(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := waitingRoom(t, h)
	send(bob, "s")
	if bob.snap.Table.Started || bob.status != "! only the table's host starts the game" {
		t.Errorf("bob's s: started %v, status %q", bob.snap.Table.Started, bob.status)
	}
	send(bob, "esc")
	ana.refresh()
	if bob.scr != tablesScreen || !strings.Contains(strings.Join(ana.snap.Table.Seats, "\n"), "2. — open seat —") {
		t.Errorf("bob's esc: bob at %d, ana sees %q", bob.scr, ana.snap.Table.Seats)
	}
	send(bob, "enter")
	send(ana, "s")
	if !ana.snap.Table.Started || ana.status != "" {
		t.Errorf("ana's s: started %v, status %q", ana.snap.Table.Started, ana.status)
	}
}

// camelTable is ana's and bob's Camel Up game (a computer player in the
// third seat, waiting an hour), started, ana to act.
func camelTable(t *testing.T, h *hub.Hub) (ana, bob *model) {
	t.Helper()
	ana, bob = waitingRoom(t, h)
	send(ana, "s")
	bob.refresh()
	if !ana.snap.Table.MyTurn {
		t.Fatalf("ana is not to act: %+v", ana.snap.Table)
	}
	return ana, bob
}

// TestLeave: esc at a game asks first; n stays, y leaves and a computer
// player takes the seat, which enter on the table in the lobby takes back.
func TestLeave(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	send(bob, "esc")
	if !bob.confirmExit || !strings.Contains(bob.View(), "Leave the game?") {
		t.Fatalf("esc: no question\n%s", bob.View())
	}
	send(bob, "n")
	if bob.confirmExit || bob.scr != tableScreen {
		t.Errorf("n: asked %v, screen %d", bob.confirmExit, bob.scr)
	}
	send(bob, "esc", "y")
	ana.refresh()
	if bob.scr != tablesScreen || !strings.Contains(strings.Join(ana.snap.Table.Notices, "\n"), "bob left: a computer player") {
		t.Errorf("esc y: bob at %d, ana's news %q", bob.scr, ana.snap.Table.Notices)
	}
	if !strings.Contains(strings.Join(strings.Fields(bob.View()), " "), "enter on the table within 1 minute takes it back") {
		t.Errorf("bob is not told how to come back:\n%s", bob.View())
	}
	// Enter on the table: bob is back at his seat; anyone else is told why
	// they cannot sit there, and watches.
	cy := named(t, h, "kc", "cy")
	send(cy, "enter")
	if cy.scr != tableScreen || !cy.snap.Table.Watcher || cy.status != "! that game has started: a seat is taken before the host starts; you watch the game" {
		t.Errorf("cy's enter on a running table: screen %d, status %q", cy.scr, cy.status)
	}
	send(bob, "enter")
	if bob.scr != tableScreen || bob.snap.Table.Seat != 1 || !strings.Contains(bob.View(), "watching: 1") {
		t.Errorf("bob's enter on the table he left: screen %d, table %+v\n%s", bob.scr, bob.snap.Table, bob.View())
	}
	send(cy, "esc")
	if cy.scr != tablesScreen || cy.snap.Table != nil {
		t.Errorf("cy's esc while watching: screen %d", cy.scr)
	}
}

// TestQuitAsksToLeave: q, which abandons a local game, asks at a served
// table the leave question of esc, in words that say a shared game plays
// on; from inside the menu too. n plays on, y leaves; ? lists q.
func TestQuitAsksToLeave(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	send(ana, "?")
	if v := ana.View(); !strings.Contains(v, "q") || !strings.Contains(v, "leave, as esc") {
		t.Errorf("? does not list q:\n%s", v)
	}
	send(ana, "?", "2", "enter") // into the round bet's camels
	if ana.pending != inMenu {
		t.Fatalf("2 enter: pending %q, want the menu's camels", ana.pending)
	}
	send(ana, "q")
	if v := ana.View(); !ana.confirmExit || !strings.Contains(strings.Join(strings.Fields(v), " "), "A shared game is not abandoned: it plays on without you. Leave it?") {
		t.Fatalf("q: asked %v\n%s", ana.confirmExit, v)
	}
	send(ana, "n")
	if ana.confirmExit || ana.scr != tableScreen || ana.pending != 0 || strings.Contains(ana.View(), "not abandoned") {
		t.Errorf("n: asked %v, screen %d, pending %q", ana.confirmExit, ana.scr, ana.pending)
	}
	send(ana, "esc")
	if v := ana.View(); !strings.Contains(v, "Leave the game?") || strings.Contains(v, "not abandoned") {
		t.Errorf("esc after q's question: not esc's own\n%s", v)
	}
	send(ana, "n", "q", "y")
	bob.refresh()
	if ana.scr != tablesScreen || !strings.Contains(strings.Join(bob.snap.Table.Notices, "\n"), "ana left: a computer player") {
		t.Errorf("q y: ana at %d, bob's news %q", ana.scr, bob.snap.Table.Notices)
	}
}

// TestHoldemFold: a fold where a check is free is asked first; any key
// but y keeps the hand, y folds it.
func TestHoldemFold(t *testing.T) {
	h := newHub(t, 50*time.Millisecond)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "right", "right", "enter")
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	people := []*model{ana, bob}
	toAct := func() *model {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			for _, m := range people {
				if m.refresh(); m.snap.Table.MyTurn {
					return m
				}
			}
		}
		t.Fatal("no one is to act")
		return nil
	}
	send(toAct(), "c") // the small blind calls: the big blind may check
	bb := toAct()
	send(bb, "f")
	if !bb.confirmFold || !strings.Contains(bb.View(), "You could check. Fold anyway? y/n") {
		t.Fatalf("f with a check free: no question\n%s", bb.View())
	}
	send(bb, "x")
	if bb.confirmFold || !bb.snap.Table.MyTurn {
		t.Fatalf("x: asked %v, my turn %v", bb.confirmFold, bb.snap.Table.MyTurn)
	}
	send(bb, "f", "y")
	if bb.snap.Table.MyTurn || !strings.Contains(strings.Join(bb.log, "\n"), bb.snap.Name+" folds") {
		t.Errorf("f y: my turn %v, log %q", bb.snap.Table.MyTurn, bb.log)
	}
}

// TestBye: when the server shuts down, the screen says so and the
// program ends.
func TestBye(t *testing.T) {
	h := newHub(t, time.Hour)
	m := named(t, h, "ka", "ana")
	h.Shutdown()
	_, cmd := m.Update(refreshMsg{})
	if !quits(cmd) || !strings.Contains(m.View(), "the server is shutting down") {
		t.Errorf("after the shutdown: quits %v, view %q", quits(cmd), m.View())
	}
}

// TestLobbyGolden: each screen at 80×24.
func TestLobbyGolden(t *testing.T) {
	screens := []struct {
		name string
		open func(h *hub.Hub) *model
	}{
		{"name", func(h *hub.Hub) *model { return connect(t, h, "kn", "nell") }},
		{"lobby", func(h *hub.Hub) *model {
			cy := named(t, h, "kc", "cy")
			send(cy, "n", "right", "enter")
			dee := named(t, h, "kd", "dee")
			send(dee, "n", "enter")
			return named(t, h, "ke", "eve")
		}},
		{"form", func(h *hub.Hub) *model {
			m := named(t, h, "ke", "eve")
			send(m, "n", "right", "down", "right")
			return m
		}},
		{"waiting", func(h *hub.Hub) *model { _, bob := waitingRoom(t, h); return bob }},
		{"camel", func(h *hub.Hub) *model { ana, _ := camelTable(t, h); send(ana, "3", "enter"); return ana }},
	}
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			v := sc.open(newHub(t, time.Hour)).View()
			if n := strings.Count(v, "\n"); n >= 24 { // the view's last newline would scroll its first line away
				t.Errorf("%d lines, more than 23", n)
			}
			for _, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > 80 {
					t.Errorf("%d cells: %q", w, l)
				}
			}
			teatest.RequireEqualOutput(t, []byte(v))
		})
	}
}

// TestEveryGameHasKeys: each game a table may play has its keys here, and
// no keys are kept for a game no table plays.
func TestEveryGameHasKeys(t *testing.T) {
	for _, k := range hub.Kinds() {
		if gameKeys[k] == nil {
			t.Errorf("no keys for %s (playKeys in its file)", k)
		}
	}
	for k := range gameKeys {
		if !slices.Contains(hub.Kinds(), k) {
			t.Errorf("keys for %q, which no table plays", k)
		}
	}
}

// TestHelp: ? opens the full help and closes it, in the lobby and at a
// game (with the game's keys); esc closes it before it leaves anything;
// at the name prompt ? is a character of the name.
func TestHelp(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	for _, tt := range []struct {
		m    *model
		full []string // in the full help, not in the short one
	}{
		{ana, []string{"1–5 ↑/↓ choose", "a trap's square", "o   the odds", "r   the rules"}},
		{bob, []string{"1–5 ↑/↓ choose", "enter   play it"}},
	} {
		if v := tt.m.View(); strings.Contains(v, tt.full[0]) || !strings.Contains(v, "? help") {
			t.Errorf("before ?: the help line\n%s", v)
		}
		send(tt.m, "?")
		for _, want := range tt.full {
			if v := tt.m.View(); !strings.Contains(v, want) {
				t.Errorf("? does not show %q:\n%s", want, v)
			}
		}
		send(tt.m, "esc")
		if tt.m.confirmExit || strings.Contains(tt.m.View(), tt.full[0]) {
			t.Errorf("esc: asked to leave %v, the full help still open:\n%s", tt.m.confirmExit, tt.m.View())
		}
	}
	send(bob, "esc", "y")
	if v := bob.View(); strings.Contains(v, "r rename") {
		t.Errorf("the lobby's short help names every key:\n%s", v)
	}
	send(bob, "?")
	if v := bob.View(); !strings.Contains(v, "r rename") || !strings.Contains(v, "a cards") {
		t.Errorf("?: the lobby's full help\n%s", v)
	}
	send(bob, "?")
	if v := bob.View(); strings.Contains(v, "r rename") {
		t.Errorf("? again: the full help still open\n%s", v)
	}
	send(bob, "r", "ctrl+u", "bo?", "?")
	if bob.scr != nameScreen || bob.input.Value() != "bo??" || bob.help.ShowAll {
		t.Errorf("? at the name prompt: screen %d, input %q, full help %v", bob.scr, bob.input.Value(), bob.help.ShowAll)
	}
}

// TestChat: / opens a line to say at the table, which takes every key (m
// moves no camel), enter says it to everyone at the table, esc goes back
// to the game; a refused line says why.
func TestChat(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	send(ana, "/", "m", "ove over, bob", "?")
	if !ana.chatting || ana.chat.Value() != "move over, bob?" || !strings.Contains(ana.View(), "Say: ") {
		t.Fatalf("/ then keys: chatting %v, line %q\n%s", ana.chatting, ana.chat.Value(), ana.View())
	}
	send(ana, "enter")
	bob.refresh()
	for _, m := range []*model{ana, bob} {
		if v := m.View(); !strings.Contains(v, "Chat: ana: move over, bob?") {
			t.Errorf("%s's table lacks ana's line:\n%s", m.snap.Name, v)
		}
	}
	if ana.chatting || !ana.snap.Table.MyTurn || len(ana.snap.Table.CamelUp.Log) != 0 {
		t.Errorf("after enter: chatting %v, ana's turn %v, the game's log %v", ana.chatting, ana.snap.Table.MyTurn, ana.snap.Table.CamelUp.Log)
	}
	send(bob, "/", "enter")
	if !bob.chatting || !strings.HasPrefix(bob.status, "! nothing to say") {
		t.Errorf("an empty line: chatting %v, status %q", bob.chatting, bob.status)
	}
	send(bob, "esc")
	if bob.chatting || bob.confirmExit || bob.scr != tableScreen {
		t.Errorf("esc while chatting: chatting %v, asked to leave %v", bob.chatting, bob.confirmExit)
	}
}
