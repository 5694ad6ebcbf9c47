package holdem

import (
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/tui/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// TestHoldemRunOutStreetByStreet: an all-in before the river deals the
// rest of the board one street per tick at a speed with a pause, the pot
// unpaid until the summary; a key shows it all at once.
func TestHoldemRunOutStreetByStreet(t *testing.T) {
	m := runOutModel(t)
	s := tableOf(t, m)
	if len(s.reveals) != 2 {
		t.Fatalf("%d streets to deal after an all-in on the flop, want 2", len(s.reveals))
	}
	end := s.summary.End
	before := s.table()
	if before.Pot != end.Pot || before.Seats[0].Stack+before.Seats[1].Stack+before.Pot != 2*poker.StartingStack {
		t.Errorf("during the run-out: pot %d, stacks %d and %d; want the pot unpaid", before.Pot, before.Seats[0].Stack, before.Seats[1].Stack)
	}
	if strings.Contains(m.View(), "wins the pot") {
		t.Errorf("the result shows before the board:\n%s", m.View())
	}
	for want := 4; want <= 5; want++ {
		m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
		if got := len(s.table().Board); got != want || s.phase != runOut {
			t.Fatalf("after a tick: %d board cards in phase %d, want %d in the run-out", got, s.phase, want)
		}
	}
	stale := tickMsg{s: s, gen: s.tickGen - 1}
	m, _ = tuitest.Drive(t, m, stale)
	if s.phase != runOut {
		t.Fatal("a stale tick moved the run-out on")
	}
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	if s.phase != handOver || !strings.Contains(m.View(), "wins the pot") && !strings.Contains(m.View(), "Split pot") {
		t.Errorf("after the river's tick: phase %d\n%s", s.phase, m.View())
	}

	// Another run-out: a key shows the whole board and the summary at once.
	m = runOutModel(t)
	s = tableOf(t, m)
	tuitest.Press(t, m, "x")
	if s.phase != handOver || len(s.table().Board) != 5 {
		t.Errorf("a key in the run-out: phase %d with %d cards", s.phase, len(s.table().Board))
	}
}

// TestHoldemRunOutInstant: at speed "instant" the summary comes at once.
func TestHoldemRunOutInstant(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, nil), "b", func(s *Table) bool {
		return s.phase == handOver && len(s.reveals) > 0
	})
	if s := tableOf(t, m); len(s.table().Board) != 5 {
		t.Errorf("the summary of an all-in shows %d board cards", len(s.table().Board))
	}
}

// TestHoldemDealsOnByItself: with a pause set, the summary's tick deals
// the next hand; any key deals at once; a question holds the deal until
// it is answered.
func TestHoldemDealsOnByItself(t *testing.T) {
	m := newModelWith(t, 7, func(s *config.Settings) { s.DealPause = config.Deal3s })
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	s := tableOf(t, m)
	if !strings.Contains(m.View(), "is dealt in 3 s") {
		t.Errorf("the summary does not say the next hand comes by itself:\n%s", m.View())
	}
	hand := s.match.HandNumber()
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	if s.match.HandNumber() != hand+1 {
		t.Fatalf("the tick did not deal: hand %d", s.match.HandNumber())
	}

	// A key goes on at once; the tick of that summary is stale after.
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	tick := tickMsg{s: s, gen: s.tickGen}
	hand = s.match.HandNumber()
	m, _ = tuitest.Press(t, m, "x")
	if s.match.HandNumber() != hand+1 {
		t.Fatal("a key did not deal at once")
	}
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver || myTurn(s) })
	if s.phase == humanTurn {
		acted := humanActions(s)
		m, _ = tuitest.Drive(t, m, tick)
		if humanActions(s) != acted || s.match.HandNumber() != hand+1 {
			t.Error("a stale tick acted")
		}
	}

	// q asks first: the tick waits for the answer, n schedules it again.
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	hand = s.match.HandNumber()
	m, _ = tuitest.Press(t, m, "q")
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	if s.match.HandNumber() != hand {
		t.Fatal("the deal came while the quit question was open")
	}
	m, _ = tuitest.Press(t, m, "n")
	tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	if s.match.HandNumber() != hand+1 {
		t.Error("no deal after n")
	}
}

// TestHoldemLastActionNamesStreet: the computer's last action carries its
// street, so an action of an earlier street says so.
func TestHoldemLastActionNamesStreet(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", func(s *Table) bool {
		return myTurn(s) && len(s.match.Game().Board()) >= 3
	})
	s := tableOf(t, m)
	top := s.table().Seats[0]
	events := s.match.Events()
	var last poker.Event
	for _, e := range events {
		if e.Kind == poker.EventAction && e.Seat == computerSeat {
			last = e
		}
	}
	if top.LastStreet != last.Street {
		t.Errorf("last action on %v, the computer's last was on %v", top.LastStreet, last.Street)
	}
	if !strings.Contains(m.View(), felt.StreetName(last.Street)+": "+top.LastAction) {
		t.Errorf("the view does not name the street of %q:\n%s", top.LastAction, m.View())
	}
}

// TestHoldemOpponentPlays: the bot chosen plays, keeps the seat name
// "Computer", names the history file, and the result says which it was.
func TestHoldemOpponentPlays(t *testing.T) {
	var made []string
	old := newComputer
	newComputer = func(name string, r *rand.Rand) computer { made = append(made, name); return old(name, r) }
	t.Cleanup(func() { newComputer = old })
	tuitest.Isolate(t)
	fixClock(t)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1", "5", "enter") // maniac
	s := tableOf(t, tm)
	if len(made) != 1 || made[0] != "maniac" {
		t.Fatalf("bots made: %v, want maniac", made)
	}
	if s.names[computerSeat] != "Computer" {
		t.Errorf("the seat is called %q", s.names[computerSeat])
	}
	if !strings.HasSuffix(s.book.W.Path(), "_maniac.txt") {
		t.Errorf("the history file %s does not name the bot", s.book.W.Path())
	}
	tm, _ = tuitest.Press(t, tm, "q", "y")
	if v := tm.View(); !strings.Contains(v, "Computer, played by maniac") {
		t.Errorf("the result does not say which bot it was:\n%s", v)
	}
	// esc on the result goes back to the menu: the choice is gone.
	tm, _ = tuitest.Press(t, tm, "enter")
	if d := tuitest.App(t, tm).Depth(); d != 1 {
		t.Errorf("%d screens after the result, want the menu alone", d)
	}
}

// TestHoldemLogScrolls: pgup scrolls the hand's log back to its start in a
// long hand, the mouse wheel too; a new hand follows the latest line.
func TestHoldemLogScrolls(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, nil), "b", func(s *Table) bool {
		return myTurn(s) && raises(s) >= 30
	})
	if v := m.View(); strings.Contains(v, "posts 10 (SB)") || !strings.Contains(v, "↑ pgup") {
		t.Fatalf("the log does not follow the war:\n%s", v)
	}
	s := tableOf(t, m)
	acted := humanActions(s)
	for range 10 {
		m, _ = tuitest.Press(t, m, "pgup")
	}
	if v := m.View(); !strings.Contains(v, "posts 10 (SB)") || !strings.Contains(v, "── Pre-flop") {
		t.Errorf("pgup does not bring the blinds back:\n%s", v)
	}
	if humanActions(s) != acted {
		t.Fatal("pgup acted")
	}
	for range 10 {
		m, _ = tuitest.Press(t, m, "pgdown")
	}
	if strings.Contains(m.View(), "posts 10 (SB)") {
		t.Error("pgdown does not go back to the latest lines")
	}
	tuitest.Drive(t, m, tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress})
	if !s.log.Scrolled() {
		t.Error("the mouse wheel does not scroll the log")
	}
}

// TestHoldemWarFitsAt80x24: a whole match of raising wars with the coach
// on and a 20-character name, at the smallest window: at every decision
// the pot, the stacks, the aids, the coach and the whole menu show, and no
// line is wider than the window, whatever the pot (up to 3,000).
func TestHoldemWarFitsAt80x24(t *testing.T) {
	m := newWarModel(t, 7, func(s *config.Settings) { s.Coach = true; s.Name = "Maximiliana Wolfgang" })
	sz := tuitest.Size(80, 24)
	decisions, biggest := 0, 0
	for range 5000 {
		s := tableOf(t, m)
		fits(t, m, sz)
		if t.Failed() {
			return
		}
		switch s.phase {
		case matchOver:
			if decisions < 10 || biggest < 1000 {
				t.Errorf("%d decisions, biggest pot %d: not the match looked for", decisions, biggest)
			}
			return
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
		case humanTurn:
			decisions++
			pot := s.match.Game().Pot()
			biggest = max(biggest, pot)
			v := m.View()
			for _, want := range []string{"Pot " + kit.Chips(pot), "Your move", "Stacks: you", "Coach:", "Choice:", "Maximiliana Wol…"} {
				if !strings.Contains(v, want) {
					t.Fatalf("pot %d: the view lacks %q:\n%s", pot, want, v)
				}
			}
			m, _ = tuitest.Press(t, m, "b")
			if tableOf(t, m).menu.Wrong { // no raise open: call
				m, _ = tuitest.Press(t, m, "backspace", "c")
			}
		default:
			m, _ = tuitest.Press(t, m, "enter")
		}
	}
	t.Fatal("the match did not end")
}
