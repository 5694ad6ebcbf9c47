package camelup

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/setup"
)

// newCamelSetup opens the Camel Up setup at 80×24 in an isolated home,
// computer seats acting at once, with --seed seed.
func newCamelSetup(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	tm := tuitest.Open(t, seed, screenID, build)
	setupOf(t, tm)
	return tm
}

func setupOf(t *testing.T, m tea.Model) *setup.Screen {
	t.Helper()
	return tuitest.Top[*setup.Screen](t, m)
}

func boardOf(t *testing.T, m tea.Model) *Board {
	t.Helper()
	return tuitest.Top[*Board](t, m)
}

// policy is a scripted person: it takes each kind of action in turn,
// by the keys a person would press.
func policy(s *Board, n int) []string {
	v := s.turnView()
	switch n % 6 {
	case 1:
		return []string{"2", "enter", "1", "enter"} // a round bet on the first camel
	case 2:
		if v.Backed() != camelup.AllCamels {
			return []string{"3", "enter", "enter"} // a winner bet on the first camel free
		}
	case 3:
		if v.Backed() != camelup.AllCamels {
			return []string{"4", "enter", "enter"} // a loser bet
		}
	case 4:
		if len(menu.TrapSquares(s.toMove())) > 0 {
			return []string{"5", "enter", "+"} // a +1 trap where offered
		}
	case 5:
		if len(menu.TrapSquares(s.toMove())) > 0 {
			return []string{"5", "enter", "right", "enter", "2", "enter"} // a −1 trap, by the list
		}
	}
	return []string{"1", "enter"} // move a camel
}

// playCamel plays on with the scripted people until cond holds or the game
// ends; it returns the model and how many person turns were played.
func playCamel(t *testing.T, m tea.Model, cond func(*Board) bool) tea.Model {
	t.Helper()
	n := 0
	for range 2000 {
		s := boardOf(t, m)
		if cond(s) {
			return m
		}
		var quit bool
		switch s.phase {
		case personTurn:
			m, quit = tuitest.Press(t, m, policy(s, n)...)
			n++
		case handOver, roundOver, secretShown:
			m, quit = tuitest.Press(t, m, "enter")
		case computerTurn:
			m, quit = tuitest.Drive(t, m, s.Turns.Last())
		case gameOver:
			t.Fatal("the game ended before the state looked for")
		}
		if quit {
			t.Fatal("the program quit")
		}
	}
	t.Fatal("the state looked for never came")
	return m
}

// newCamelBoard starts the default game (two people, bogart and expert)
// after the setup keys given.
func newCamelBoard(t *testing.T, seed uint64, setup ...string) tea.Model {
	t.Helper()
	m, _ := tuitest.Press(t, newCamelSetup(t, seed), append(setup, "s")...)
	boardOf(t, m)
	return m
}

// TestCamelHandOverHidesSecrets: a person's game bets show only on their
// own turn, after the hand-over; another person never sees them.
func TestCamelHandOverHidesSecrets(t *testing.T) {
	m := newCamelBoard(t, 7)
	m, _ = tuitest.Press(t, m, "enter", "3", "enter", "2", "enter") // Human: a winner bet on green
	if v := boardOf(t, m).game.View(0); !slices.Equal(v.MyWinnerBets, []camelup.Camel{camelup.Green}) {
		t.Fatalf("Human's winner bets = %v, want green", v.MyWinnerBets)
	}
	s := boardOf(t, m)
	// Human sees, alone, the bet just placed, before the hand-over.
	if s.phase != secretShown {
		t.Fatalf("phase %d: want the secret bet's confirmation", s.phase)
	}
	if v := m.View(); !strings.Contains(v, "Your secret bet is placed") || !strings.Contains(v, "green to win") {
		t.Errorf("no confirmation of the bet on green:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "x") // a wrong key: the confirmation stays
	if s.phase != secretShown || !strings.Contains(tuitest.Status(t, m).Text, "pass the keyboard on") {
		t.Errorf("a wrong key on the confirmation: phase %d, status %q", s.phase, tuitest.Status(t, m).Text)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if s.phase != handOver || s.game.Turn() != 1 {
		t.Fatalf("phase %d turn %d: want Player 2's hand-over", s.phase, s.game.Turn())
	}
	v := m.View()
	if strings.Contains(v, "green") {
		t.Errorf("the hand-over names the camel of the secret bet:\n%s", v)
	}
	if strings.Contains(v, "Your secret bets") || strings.Contains(v, "your move") {
		t.Errorf("the hand-over shows the private part:\n%s", v)
	}
	if !strings.Contains(v, "Pass the keyboard to") || !strings.Contains(v, "Player 2 — press Enter") {
		t.Errorf("no hand-over message:\n%s", v)
	}
	if !strings.Contains(v, "Human ") || !strings.Contains(v, "1W 0L") {
		t.Errorf("the players' table does not show that Human bet:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	v = m.View()
	if !strings.Contains(v, "winner — · loser —") {
		t.Errorf("Player 2 sees someone's bets:\n%s", v)
	}
	if !strings.Contains(v, "Human: secret winner bet") {
		t.Errorf("the log does not tell of Human's secret bet:\n%s", v)
	}
	// Back to Human (the computers act at once): Human sees green.
	m, _ = tuitest.Press(t, m, "1", "enter", "enter")
	m = playCamel(t, m, func(s *Board) bool { return s.phase == personTurn && s.game.Turn() == 0 })
	if v := m.View(); !strings.Contains(v, "winner G · loser —") {
		t.Errorf("Human does not see the bet on green:\n%s", v)
	}
}

// TestCamelOnePersonNoHandOver: with one person, nothing is hidden from
// anyone else: no hand-over.
func TestCamelOnePersonNoHandOver(t *testing.T) {
	m := newCamelBoard(t, 7, "j", "t") // Human, player2, bogart, expert
	for range 30 {
		s := boardOf(t, m)
		if s.phase == handOver {
			t.Fatal("a hand-over with one person at the board")
		}
		if s.phase == gameOver {
			break
		}
		m = playCamel(t, m, func(s *Board) bool { return true })
		m, _ = tuitest.Press(t, m, "1", "enter")
		if s := boardOf(t, m); s.phase == roundOver {
			m, _ = tuitest.Press(t, m, "enter")
		}
	}
}

// TestCamelMenuPlays: the board plays what a person's menu (package menu)
// chooses, and nothing else; the menu's warnings and hints reach the status
// line, and a step back from its top asks before the game is abandoned.
func TestCamelMenuPlays(t *testing.T) {
	tests := []struct {
		name     string
		keys     []string
		play     bool              // an action is played: an event of wantKind by Human
		wantKind camelup.EventKind // the first event of the action
		status   string            // in the status line
		warn     bool
	}{
		{name: "move", keys: []string{"1", "enter"}, play: true, wantKind: camelup.EventMove},
		{name: "a digit only chooses", keys: []string{"1"}, status: "enter: move a camel"},
		{name: "round bet", keys: []string{"2", "enter", "3", "enter"}, play: true, wantKind: camelup.EventRoundBet},
		{name: "a bet's digit only chooses", keys: []string{"2", "enter", "3"}, status: "enter: bet on orange"},
		{name: "plus trap", keys: []string{"5", "enter", "+"}, play: true, wantKind: camelup.EventTrapPlaced},
		{name: "no option 6", keys: []string{"6"}, status: "no option 6", warn: true},
		{name: "trap on square 0", keys: []string{"5", "enter", "0"}, status: "squares 1 to 15", warn: true},
		{name: "a stray key", keys: []string{"z"}, status: "a number or ↑/↓ chooses, enter plays"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter")
			before := len(boardOf(t, m).game.Log())
			m, _ = tuitest.Press(t, m, tt.keys...)
			log := boardOf(t, m).game.Log()
			if st := tuitest.Status(t, m); st.Warn != tt.warn || !strings.Contains(st.Text, tt.status) {
				t.Errorf("status = %+v, want %q (warning %v)", st, tt.status, tt.warn)
			}
			switch {
			case tt.play && (len(log) == before || log[before].Kind != tt.wantKind || log[before].Seat != 0):
				t.Errorf("Human's action: %v, want kind %d", log[before:], tt.wantKind)
			case !tt.play && len(log) != before:
				t.Errorf("an action was taken: %v", log[before:])
			}
		})
	}
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter", "backspace")
	if !boardOf(t, m).Asking || !strings.Contains(m.View(), "Abandon this game?") {
		t.Errorf("backspace at the top: no question\n%s", m.View())
	}
}

// TestCamelRefusals: what the rules forbid is not offered, and trying it
// says why.
func TestCamelRefusals(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter")
	s := boardOf(t, m)
	b, err := camelup.ParseBoard("0:BG 2:OYW")
	if err != nil {
		t.Fatal(err)
	}
	s.game = camelup.NewFrom(4, b, rand.New(rand.NewPCG(1, 1)))
	// Human backs blue to win, then (by turns) green, orange, yellow: a
	// digit always means the same camel, backed or not.
	bets := [][]string{{"3", "enter", "1", "enter"}, {"4", "enter", "2", "enter"}, {"3", "enter", "3", "enter"}, {"4", "enter", "4", "enter"}}
	for i, keys := range bets {
		s.menu.Level, s.phase, s.shown = menu.Top, personTurn, 0
		if s.game.Turn() != 0 {
			t.Fatalf("turn %d, want Human's", s.game.Turn())
		}
		m, _ = tuitest.Press(t, m, keys...)
		for s.game.Turn() != 0 { // the others move camels
			if err := s.game.Apply(camelup.Move()); err != nil {
				t.Fatal(err)
			}
		}
		s.ended = nil
		if v := s.game.View(0); v.Backed().Len() != i+1 {
			got := v.Backed().Len()
			t.Fatalf("after %d bets Human backs %d camels", i+1, got)
		}
	}
	s.menu.Level, s.phase, s.shown = menu.Top, personTurn, 0
	m, _ = tuitest.Press(t, m, "3", "enter")
	opts := s.menu.Options(s.toMove())
	for i, o := range opts {
		if o.Action.Camel != camelup.Camel(i) || (o.Reason == "") != (o.Action.Camel == camelup.White) {
			t.Errorf("winner bet option %d = %+v, want camel %d, white alone open", i+1, o, i)
		}
	}
	if s.menu.Cursor != 4 {
		t.Errorf("cursor on option %d, want white's (5)", s.menu.Cursor+1)
	}
	m, _ = tuitest.Press(t, m, "2") // green: backed to lose already
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "green is not possible: you backed it already") {
		t.Errorf("a second bet on green: status %+v", st)
	}
	m, _ = tuitest.Press(t, m, "5", "enter")
	if v := s.game.View(0); v.Backed() != camelup.AllCamels {
		got := v.Backed()
		t.Fatalf("Human backs %v, want every camel", got)
	}
	for s.game.Turn() != 0 {
		if err := s.game.Apply(camelup.Move()); err != nil {
			t.Fatal(err)
		}
	}
	s.ended = nil
	s.menu.Level, s.phase, s.shown = menu.Top, personTurn, 0
	m, _ = tuitest.Press(t, m, "4")
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "backed every camel") {
		t.Errorf("a loser bet with every camel backed: status %+v", st)
	}
	if s.menu.Level != menu.Top {
		t.Errorf("level = %d, want the top menu", s.menu.Level)
	}
	// A trap next to another's trap is refused with the reason.
	if err := s.game.Apply(camelup.Trap(7, camelup.Plus)); err != nil { // Human's own
		t.Fatal(err)
	}
	if err := s.game.Apply(camelup.Trap(10, camelup.Minus)); err != nil { // Player 2's
		t.Fatal(err)
	}
	for s.game.Turn() != 0 {
		if err := s.game.Apply(camelup.Move()); err != nil {
			t.Fatal(err)
		}
	}
	s.ended = nil
	s.menu.Level, s.phase, s.shown = menu.Top, personTurn, 0
	m, _ = tuitest.Press(t, m, "5", "enter", "1", "1")
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "next to a trap") {
		t.Errorf("a trap on 11: status %+v", st)
	}
	m, _ = tuitest.Press(t, m, "1", "0")
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "holds a trap") {
		t.Errorf("a trap on 10: status %+v", st)
	}
	if slices.Contains(menu.TrapSquares(s.toMove()), 11) || !slices.Contains(menu.TrapSquares(s.toMove()), 8) {
		t.Errorf("trap squares %v: 11 offered or 8 (own trap's neighbour) not", menu.TrapSquares(s.toMove()))
	}
}

func TestCamelAbandon(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter")
	m, _ = tuitest.Press(t, m, "q") // esc asks to keep the game instead (resume_test.go)
	if s := boardOf(t, m); !s.Asking {
		t.Fatal("q at the top of the menu does not ask")
	}
	if !strings.Contains(m.View(), "Abandon this game?") {
		t.Errorf("no question:\n%s", m.View())
	}
	m, _ = tuitest.Press(t, m, "x", "n")
	if s := boardOf(t, m); s.Asking || s.phase != personTurn {
		t.Errorf("after n: confirm %v phase %d", s.Asking, s.phase)
	}
	m, _ = tuitest.Press(t, m, "5", "enter", "q")
	if s := boardOf(t, m); !s.Asking {
		t.Fatal("q in the trap menu does not ask")
	}
	m, _ = tuitest.Press(t, m, "n", "esc", "q", "y")
	setupOf(t, m)
}

func TestCamelOddsPanel(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter")
	if strings.Contains(m.View(), "Odds for") {
		t.Fatal("odds shown before o")
	}
	m, _ = tuitest.Press(t, m, "o")
	s := boardOf(t, m)
	v := m.View()
	for _, want := range []string{"Odds for Human", "lead", "win", "lose", "round", "Move +1.00", "EV +1.00"} {
		if !strings.Contains(v, want) {
			t.Errorf("odds panel lacks %q:\n%s", want, v)
		}
	}
	view := s.game.View(0)
	if want := view.Odds(); s.odds.Round != want || s.odds.At != len(s.game.Log()) {
		t.Errorf("cached odds %+v, want %+v", s.odds.Round, want)
	}
	if want := view.Race(); s.odds.Race != want {
		t.Errorf("cached race %+v, want %+v", s.odds.Race, want)
	}
	// The odds follow the game: after a move they are those of the new turn.
	m, _ = tuitest.Press(t, m, "1", "enter")
	m.View()
	s = boardOf(t, m)
	if v := s.game.View(s.game.Turn()); s.odds.At != len(s.game.Log()) || s.odds.Round != v.Odds() {
		t.Errorf("odds not recomputed for the new turn")
	}
	m, _ = tuitest.Press(t, m, "o")
	if strings.Contains(m.View(), "Odds for") {
		t.Error("o does not hide the odds")
	}
}

// TestCamelEscClosesHelp: esc after ? closes the help, and does not ask
// whether to leave the game; a second esc does.
func TestCamelEscClosesHelp(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter", "?", "esc")
	s := boardOf(t, m)
	if tuitest.App(t, m).ShowsFullHelp() || s.Asking || s.Save.Leaving {
		t.Fatalf("esc after ?: full help %v, asked %v/%v; want the help closed, no question", tuitest.App(t, m).ShowsFullHelp(), s.Asking, s.Save.Leaving)
	}
	m, _ = tuitest.Press(t, m, "esc")
	if !boardOf(t, m).Save.Leaving {
		t.Error("esc on the board does not ask whether to leave the game")
	}
}

// TestCamelSetupRemembersTable: the seats of the last race are offered
// again after the program starts anew.
func TestCamelSetupRemembersTable(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), "j", "x", "c") // Human, bogart, expert and a fresh bot
	want := setupOf(t, m).SeatNames()
	m, _ = tuitest.Press(t, m, "s")
	boardOf(t, m)
	again := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build)
	tm, _ := tuitest.Drive(t, again, tuitest.Size(80, 24), kit.SwitchMsg{To: screenID})
	if got := setupOf(t, tm).SeatNames(); !slices.Equal(got, want) || len(got) != 4 {
		t.Errorf("remembered seats = %q, want %q", got, want)
	}
}
