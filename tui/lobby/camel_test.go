package lobby

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/server/hub"
	"parlor/tui/internal/tuitest"
)

// TestCamelKeys: the contest edition served plays with the local board's
// keys: a digit chooses and enter plays, a bet asks for its camel, a trap
// for its square and kind; esc steps back in the menu before it asks to
// leave; a secret bet is said to its player alone.
func TestCamelKeys(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	if !strings.Contains(ana.body, "ana, your move:") || !strings.Contains(ana.body, "5 Place a trap") {
		t.Fatalf("ana's board has no menu:\n%s", ana.body)
	}
	if strings.Contains(bob.body, "your move:") {
		t.Errorf("bob, not to act, has a menu:\n%s", bob.body)
	}
	send(ana, "3")
	if ana.pending != 0 || ana.status != "enter: game-winner bet…" || !ana.snap.Table.MyTurn {
		t.Fatalf("3: pending %q, status %q: want game-winner bet chosen, nothing played", ana.pending, ana.status)
	}
	send(ana, "enter")
	if ana.pending != inMenu || !strings.Contains(ana.body, "Secret: which camel wins?") {
		t.Fatalf("3 enter: pending %q, body\n%s", ana.pending, ana.body)
	}
	send(ana, "1", "enter")
	log := strings.Join(ana.log, "\n")
	if ana.pending != 0 || !strings.Contains(log, "ana bet on blue to win the race") || ana.status != "Your secret bet: blue to win" {
		t.Fatalf("1 enter: pending %q, status %q, log\n%s", ana.pending, ana.status, log)
	}
	bob.refresh()
	if !bob.snap.Table.MyTurn {
		t.Fatal("bob is not to act after ana")
	}
	if s := bob.View() + strings.Join(bob.log, "\n"); strings.Contains(s, "blue to win") || !strings.Contains(s, "ana placed a secret bet on the camel to win the race") {
		t.Errorf("bob's screen tells ana's secret bet, or not that she bet:\n%s", s)
	}
	send(bob, "2", "enter", "x")
	if bob.pending != inMenu || !strings.Contains(bob.body, "Round bet on which camel?") || !strings.HasPrefix(bob.status, "bob: a number or ↑/↓ chooses") {
		t.Errorf("2 enter x: pending %q, status %q, body\n%s", bob.pending, bob.status, bob.body)
	}
	send(bob, "9")
	if !strings.Contains(bob.status, "no option 9") {
		t.Errorf("9: status %q, want a refusal", bob.status)
	}
	send(bob, "esc")
	if bob.pending != 0 || bob.confirmExit || !strings.Contains(bob.body, "bob, your move:") {
		t.Errorf("esc in the bet: pending %q, leave asked %v; want the top menu", bob.pending, bob.confirmExit)
	}
	send(bob, "5", "enter")
	if !strings.Contains(bob.body, "Trap on which square?") {
		t.Fatalf("5 enter: no trap's square\n%s", bob.body)
	}
	send(bob, "1", "2", "-")
	if log := strings.Join(bob.log, "\n"); bob.pending != 0 || !strings.Contains(log, "bob placed a -1 trap on 12") {
		t.Errorf("the trap: pending %q, status %q, log\n%s", bob.pending, bob.status, log)
	}
	if !strings.Contains(bob.body, "trap -1 on 12") {
		t.Errorf("bob's trap is not on the board:\n%s", bob.body)
	}
	send(bob, "1", "enter")
	if bob.snap.Table.MyTurn || strings.Contains(bob.body, "your move:") {
		t.Errorf("not bob's turn, yet keys play or a menu shows:\n%s", bob.body)
	}
	send(bob, "esc")
	if !bob.confirmExit {
		t.Errorf("esc at the top, not bob's turn: no question to leave")
	}
}

// TestCamelMoveAndLeave: 1 then enter (or enter alone) moves a camel; esc
// at the menu's top asks before the table is left.
func TestCamelMoveAndLeave(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	send(ana, "1", "enter")
	if log := strings.Join(ana.log, "\n"); !strings.Contains(log, "ana moved") {
		t.Fatalf("1 enter: ana's log\n%s", log)
	}
	bob.refresh()
	send(bob, "enter")
	if log := strings.Join(bob.log, "\n"); !strings.Contains(log, "bob moved") {
		t.Fatalf("enter: bob's log\n%s", log)
	}
	send(ana, "esc")
	if !ana.confirmExit {
		t.Error("esc at the top: no question to leave")
	}
}

// TestCamelPages: o shows the local board's odds (and the menu says what
// each action is worth), r the local rules page, on anyone's turn; each
// closes with its key again.
func TestCamelPages(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob := camelTable(t, h)
	send(ana, "o")
	for _, want := range []string{"Odds for ana", "lead  win lose   round winner loser", "Move +1.00", "1 Move a camel    EV +1.00"} {
		if !strings.Contains(ana.body, want) {
			t.Errorf("o: no %q\n%s", want, ana.body)
		}
	}
	send(bob, "o")
	if !strings.Contains(bob.body, "Odds for bob") || strings.Contains(bob.body, "your move") {
		t.Errorf("o, not bob's turn: his odds and no menu wanted\n%s", bob.body)
	}
	send(ana, "r")
	if !strings.Contains(ana.body, "Camel Up — the rules") || !strings.Contains(ana.body, "Stalemate guard") {
		t.Errorf("r: no rules\n%s", ana.body)
	}
	send(ana, "1")
	if !ana.snap.Table.MyTurn {
		t.Error("a key on the rules page played")
	}
	send(ana, "r", "o")
	if strings.Contains(ana.body, "Odds for") || strings.Contains(ana.body, "the rules") || !strings.Contains(ana.body, "1 Move a camel    +1 coin") {
		t.Errorf("r o: the pages stay open\n%s", ana.body)
	}
	send(ana, "2", "enter", "o")
	if !strings.Contains(ana.body, "pays 5 EV") {
		t.Errorf("o in the round bet's menu: no values\n%s", ana.body)
	}
}

// TestCamelGolden: the contest board served, with its menu and with the
// odds open, at 80×24 and 120×40; it fits.
func TestCamelGolden(t *testing.T) {
	for _, tt := range []struct {
		name string
		w, h int
		keys []string
	}{
		{"board-80x24", 80, 24, nil},
		{"odds-80x24", 80, 24, []string{"o"}},
		{"board-120x40", 120, 40, nil},
		{"odds-120x40", 120, 40, []string{"o"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ana, _ := camelTable(t, newHub(t, time.Hour))
			ana.Update(tuitest.Size(tt.w, tt.h))
			send(ana, tt.keys...)
			v := ana.View()
			if n := strings.Count(v, "\n"); n >= tt.h { // the view's last newline would scroll its first line away
				t.Errorf("%d lines, more than %d", n, tt.h)
			}
			for _, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > tt.w {
					t.Errorf("%d cells: %q", w, l)
				}
			}
			teatest.RequireEqualOutput(t, []byte(v))
		})
	}
}

// finishedCamel is a contest race of ana and bob played to its end with
// their keys (a secret bet on blue to win each, then camel moves), and
// carl watching it; ana's, bob's and carl's screens then, at 80×24.
func finishedCamel(t *testing.T) (h *hub.Hub, ana, bob, carl *model) {
	t.Helper()
	h = newHub(t, time.Hour)
	ana = named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "enter") // 2 people, no computer
	bob = named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	carl = named(t, h, "kc", "carl")
	send(carl, "w")
	if tv := carl.snap.Table; tv == nil || !tv.Watcher {
		t.Fatalf("carl does not watch: %+v", tv)
	}
	bet := map[*model]bool{}
	for turns := 0; !ana.snap.Table.Finished; turns++ {
		if turns > 500 {
			t.Fatalf("the race does not end:\n%s\n%s", ana.View(), bob.View())
		}
		for _, m := range []*model{ana, bob} {
			m.refresh()
			if tv := m.snap.Table; tv.Between && !tv.Ready { // a round's summary
				send(m, "enter")
				continue
			}
			if !m.snap.Table.MyTurn {
				continue
			}
			if !bet[m] {
				send(m, "3", "enter", "1", "enter") // blue to win
				bet[m] = true
				continue
			}
			send(m, "enter")
		}
	}
	for _, m := range []*model{ana, bob, carl} {
		m.refresh()
	}
	return h, ana, bob, carl
}

// twoAndWatcher is a contest race of ana and bob, no computer, started,
// and carl watching it; their screens at 80×24.
func twoAndWatcher(t *testing.T, h *hub.Hub) (ana, bob, carl *model) {
	t.Helper()
	ana = named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "enter") // 2 people, no computer
	bob = named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	carl = named(t, h, "kc", "carl")
	send(carl, "w")
	if tv := carl.snap.Table; tv == nil || !tv.Watcher {
		t.Fatalf("carl does not watch: %+v", tv)
	}
	return ana, bob, carl
}

// TestCamelRoundSummary: a served round's end shows the local board's
// round summary (tui/kit/camelup/roundsum) to the players and the watcher,
// in the menu's place, and waits: enter (or space) says a player is
// ready, and the next round starts once both are. It fits 80×24.
func TestCamelRoundSummary(t *testing.T) {
	h := newHub(t, time.Hour)
	ana, bob, carl := twoAndWatcher(t, h)
	send(ana, "2", "enter", "1", "enter") // a round bet on blue
	for turns := 0; !ana.snap.Table.Between; turns++ {
		if turns > 50 || ana.snap.Table.Finished {
			t.Fatalf("no round's end:\n%s", ana.View())
		}
		for _, m := range []*model{ana, bob} {
			m.refresh()
			if m.snap.Table.MyTurn {
				send(m, "1", "enter") // move a camel
			}
		}
		ana.refresh()
	}
	bob.refresh()
	carl.refresh()
	for _, m := range []*model{ana, bob, carl} {
		v := m.View()
		for _, want := range []string{"Round 1 · the round is over", "Round 1 is over", "Lead ", "ana      B"} {
			if !strings.Contains(v, want) {
				t.Errorf("%s's screen has no %q:\n%s", m.snap.Name, want, v)
			}
		}
		if n := strings.Count(v, "\n"); n >= 24 {
			t.Errorf("%s's screen: %d lines, more than 23", m.snap.Name, n)
		}
		for _, l := range strings.Split(v, "\n") {
			if w := lipgloss.Width(l); w > 80 {
				t.Errorf("%s's screen: %d cells: %q", m.snap.Name, w, l)
			}
		}
		if got, want := strings.Contains(v, "enter: the next round"), m != carl; got != want {
			t.Errorf("%s's screen says enter goes on: %v, want %v:\n%s", m.snap.Name, got, want, v)
		}
	}
	// The countdown's seconds vary with the machine's speed.
	teatest.RequireEqualOutput(t, []byte(regexp.MustCompile(`starts in \d+ s`).ReplaceAllString(ana.View(), "starts in … s")))
	send(ana, "enter")
	ana.refresh()
	if tv := ana.snap.Table; !tv.Between || !tv.Ready || !strings.Contains(ana.View(), "(1 of 2 ready)") {
		t.Fatalf("ana's enter: between %v, ready %v:\n%s", tv.Between, tv.Ready, ana.View())
	}
	send(bob, " ")
	ana.refresh()
	if v := ana.View(); ana.snap.Table.Between || strings.Contains(v, "Round 1 is over") || !strings.Contains(v, "Round 2") {
		t.Errorf("both went on, yet the summary stays:\n%s", v)
	}
}

// TestCamelFinalStandings: at a served race's end every seat and watcher
// sees the local board's final summary (tui/kit/camelup/standings): the
// verdict, every seat's place and coins, the race bets revealed with what
// they paid; it fits 80×24, and r is a rematch for the players.
func TestCamelFinalStandings(t *testing.T) {
	_, ana, bob, carl := finishedCamel(t)
	for _, m := range []*model{ana, bob, carl} {
		v := m.View()
		for _, want := range []string{"the race is over after", "Place Player", "Coins  Winner bets", "★ ", " won, ", " came last.", "Every game bet is revealed", "Last round's bets: "} {
			if !strings.Contains(v, want) {
				t.Errorf("%s's screen has no %q:\n%s", m.snap.Name, want, v)
			}
		}
		for _, name := range []string{"ana", "bob"} {
			if !strings.Contains(lineOf(v, name+" "), "B+") && !strings.Contains(lineOf(v, name+" "), "B-1") {
				t.Errorf("%s's screen shows no revealed bet of %s: %q", m.snap.Name, name, lineOf(v, name+" "))
			}
		}
		if n := strings.Count(v, "\n"); n >= 24 { // the view's last newline would scroll its first line away
			t.Errorf("%s's screen: %d lines, more than 23", m.snap.Name, n)
		}
		for _, l := range strings.Split(v, "\n") {
			if w := lipgloss.Width(l); w > 80 {
				t.Errorf("%s's screen: %d cells: %q", m.snap.Name, w, l)
			}
		}
	}
	if v := carl.View(); !strings.Contains(v, "You are watching: every secret bet shows once the race is over") || strings.Contains(v, "cards") {
		t.Errorf("carl's watching line speaks of cards, not of Camel Up's secret bets:\n%s", v)
	}
	teatest.RequireEqualOutput(t, []byte(ana.View()))
	send(ana, "r")
	if tv := ana.snap.Table; tv == nil || tv.Started || !strings.Contains(strings.Join(tv.Notices, "\n"), "a rematch of table 1") {
		t.Errorf("r: ana is not at a rematch: %+v", tv)
	}
}

// TestCamel2FinalStandings: the second edition's end shows its local
// final summary likewise, to the players and the watcher.
func TestCamel2FinalStandings(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "down", "down", "right", "enter") // 2 people, the second edition
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	carl := named(t, h, "kc", "carl")
	send(carl, "w")
	if tv := ana.snap.Table; tv == nil || tv.CamelUp2 == nil {
		t.Fatalf("not a second-edition table: %+v", tv)
	}
	card := map[*model]bool{}
	for turns := 0; !ana.snap.Table.Finished; turns++ {
		if turns > 500 {
			t.Fatalf("the race does not end:\n%s", ana.View())
		}
		for _, m := range []*model{ana, bob} {
			m.refresh()
			if tv := m.snap.Table; tv.Between && !tv.Ready { // a round's summary
				send(m, "enter")
				continue
			}
			if !m.snap.Table.MyTurn {
				continue
			}
			if !card[m] {
				send(m, "4", "enter", "1", "enter") // a winner card on blue
				card[m] = true
				continue
			}
			send(m, "1", "enter")
		}
	}
	for _, m := range []*model{ana, bob, carl} {
		m.refresh()
		v := m.View()
		for _, want := range []string{"2nd edition  ·  the race is over after", "Place Player", "Winner cards", "★ ", "Every finish card is revealed", "Last leg's tickets: "} {
			if !strings.Contains(v, want) {
				t.Errorf("%s's screen has no %q:\n%s", m.snap.Name, want, v)
			}
		}
		if n := strings.Count(v, "\n"); n >= 24 { // the view's last newline would scroll its first line away
			t.Errorf("%s's screen: %d lines, more than 23", m.snap.Name, n)
		}
	}
	teatest.RequireEqualOutput(t, []byte(carl.View()))
}

// lineOf is the first line of v whose standings row names s: a place
// ("1st", "2nd") starts it.
func lineOf(v, s string) string {
	for _, l := range strings.Split(v, "\n") {
		if strings.Contains(l, s) && strings.Contains(l, "st ") || strings.Contains(l, s) && strings.Contains(l, "nd ") {
			return l
		}
	}
	return ""
}

// TestCamelFinalFitsEightSeats: the final summary of a table of eight
// (ana, and seven computers: six and one in the open seat) fits 80×24:
// the news gives up its oldest lines first.
func TestCamelFinalFitsEightSeats(t *testing.T) {
	dirs := t.TempDir()
	h, err := hub.New(hub.Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 8,
		SeatHold: time.Minute, Pause: time.Hour, BotDelay: time.Microsecond, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "right", "right", "right", "right", "down", "right", "right", "enter") // 2 people, 6 player0s
	if tv := ana.snap.Table; tv == nil || len(tv.Seats) != 8 {
		t.Fatalf("not a table of 8: %+v", tv)
	}
	send(ana, "s")
	for deadline := time.Now().Add(20 * time.Second); !ana.snap.Table.Finished; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the race does not end:\n%s", ana.View())
		}
		ana.refresh()
		if tv := ana.snap.Table; tv.MyTurn || tv.Between { // a move, or on from a round's summary
			send(ana, "enter")
		}
	}
	v := ana.View()
	if n := strings.Count(v, "\n"); n >= 24 { // the view's last newline would scroll its first line away
		t.Errorf("%d lines, more than 23:\n%s", n, v)
	}
	for _, want := range []string{"Place Player", "player0 7*", "the race is over after", "r rematch"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
}

// TestCamelBoardFits: the contest board of a table of four, with its menu,
// keeps its heading in 80×24 (as the local board fits): the news gives up
// a line.
func TestCamelBoardFits(t *testing.T) {
	ana := named(t, newHub(t, time.Hour), "ka", "ana")
	send(ana, "n", "down", "left", "down", "right", "enter", "s") // ana and three computers
	if tv := ana.snap.Table; tv == nil || len(tv.Seats) != 4 || !tv.MyTurn {
		t.Fatalf("ana's table: %+v", tv)
	}
	v := ana.View()
	if n := strings.Count(v, "\n"); n >= 24 {
		t.Errorf("%d lines, more than 23:\n%s", n, v)
	}
	for _, want := range []string{"Parlor · Table 1", "ana, your move:", "5 Place a trap", "News: ana started the game", "Your turn"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
}

// TestCamel2LegSummary: the second edition's leg end shows the local
// board's leg summary (roundsum.DrawLeg) to the players and the watcher,
// in the menu's place, until both players press enter; it fits 80×24.
func TestCamel2LegSummary(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "down", "down", "right", "enter") // 2 people, the second edition
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	carl := named(t, h, "kc", "carl")
	send(carl, "w")
	for turns := 0; !ana.snap.Table.Between; turns++ {
		if turns > 100 || ana.snap.Table.Finished {
			t.Fatalf("no leg's end:\n%s", ana.View())
		}
		for _, m := range []*model{ana, bob} {
			m.refresh()
			if m.snap.Table.MyTurn {
				send(m, "1", "enter") // a pyramid ticket: a die drawn
			}
		}
		ana.refresh()
	}
	for _, m := range []*model{ana, bob, carl} {
		m.refresh()
		v := m.View()
		for _, want := range []string{"leg 1 · the leg is over", "Leg 1 is over", "1st ", "pyr+"} {
			if !strings.Contains(v, want) {
				t.Errorf("%s's screen has no %q:\n%s", m.snap.Name, want, v)
			}
		}
		if got, want := strings.Contains(v, "enter the next leg"), m != carl; got != want {
			t.Errorf("%s's screen says enter goes on: %v, want %v:\n%s", m.snap.Name, got, want, v)
		}
		if !strings.Contains(v, "The next leg starts in") && m != carl {
			t.Errorf("%s's screen does not wait for the next leg:\n%s", m.snap.Name, v)
		}
		if n := strings.Count(v, "\n"); n >= 24 {
			t.Errorf("%s's screen: %d lines, more than 23", m.snap.Name, n)
		}
		for _, l := range strings.Split(v, "\n") {
			if w := lipgloss.Width(l); w > 80 {
				t.Errorf("%s's screen: %d cells: %q", m.snap.Name, w, l)
			}
		}
	}
	send(ana, "enter")
	send(bob, "enter")
	ana.refresh()
	if v := ana.View(); ana.snap.Table.Between || strings.Contains(v, "the leg is over") || strings.Contains(v, "enter the next leg") {
		t.Errorf("both went on, yet the summary stays:\n%s", v)
	}
}

// TestCamelWrongKeyFits: at a board of five seats in 80×24, a wrong key's
// status line still leaves the table's heading in the window (the turn's
// prompt, which the menu repeats, gives way once the news has).
func TestCamelWrongKeyFits(t *testing.T) {
	ana := named(t, newHub(t, time.Hour), "ka", "ana")
	send(ana, "n", "down", "left", "down", "right", "right", "enter", "s") // ana and four computers
	if tv := ana.snap.Table; tv == nil || len(tv.Seats) != 5 || !tv.MyTurn {
		t.Fatalf("ana's table: %+v", tv)
	}
	send(ana, "z")
	v := ana.View()
	if n := strings.Count(v, "\n"); n >= 24 {
		t.Errorf("%d lines, more than 23:\n%s", n, v)
	}
	for _, want := range []string{"Parlor · Table 1", "ana, your move:", "5 Place a trap", "ana: a number"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
}

// TestCamelTooSmall: a Camel Up board in a window below 80×24 says how
// large the window must be, as the local screens do, instead of a board
// cut at its top; at 80×24 again the board is back.
func TestCamelTooSmall(t *testing.T) {
	ana := named(t, newHub(t, time.Hour), "ka", "ana")
	send(ana, "n", "down", "left", "down", "right", "enter", "s") // ana and three computers
	ana.Update(tea.WindowSizeMsg{Width: 60, Height: 18})
	v := ana.View()
	if !strings.Contains(v, "at least 80×24") || strings.Contains(v, "ana, your move:") {
		t.Errorf("at 60×18:\n%s", v)
	}
	if n := strings.Count(v, "\n"); n >= 18 {
		t.Errorf("%d lines at 60×18:\n%s", n+1, v)
	}
	ana.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := ana.View(); !strings.Contains(v, "ana, your move:") {
		t.Errorf("at 80×24 again:\n%s", v)
	}
}
