package holdem

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
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

	// Another run-out: enter shows the whole board and the summary at
	// once; an action key pressed once too often says so and skips nothing.
	m = runOutModel(t)
	s = tableOf(t, m)
	m, _ = tuitest.Press(t, m, "c")
	if s.phase != runOut || !strings.Contains(tuitest.Status(t, m).Text, "enter or space shows the whole board") {
		t.Errorf("c in the run-out: phase %d, status %+v; want the run-out going on, and why", s.phase, tuitest.Status(t, m))
	}
	tuitest.Press(t, m, "enter")
	if s.phase != handOver || len(s.table().Board) != 5 {
		t.Errorf("enter in the run-out: phase %d with %d cards", s.phase, len(s.table().Board))
	}
}

// TestHoldemRunOutEquity: during an all-in's run-out the prompt shows each
// seat's equity on every street dealt so far (the figures felt.RunOutOdds
// counts), a column added with each street; the summary keeps the human's.
func TestHoldemRunOutEquity(t *testing.T) {
	m := runOutModel(t)
	s := tableOf(t, m)
	if len(s.odds) != 2 || s.odds[0].Street != poker.Flop || s.odds[1].Street != poker.Turn {
		t.Fatalf("the odds of an all-in on the flop: %+v, want the flop's and the turn's", s.odds)
	}
	// row is the line of the prompt that starts with what, its words.
	row := func(view, what string) []string {
		for _, l := range strings.Split(view, "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == what {
				return f[1:]
			}
		}
		return nil
	}
	for cols, streets := range [][]string{{"Flop"}, {"Flop", "Turn"}} {
		if cols++; cols == 2 {
			m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen}) // the turn
		}
		v := m.View()
		if got := row(v, "Equity"); !slices.Equal(got, streets) {
			t.Errorf("the equity's streets %q, want %q:\n%s", got, streets, v)
		}
		for _, seat := range []int{humanSeat, computerSeat} {
			var want []string
			for _, o := range s.odds[:cols] {
				want = append(want, felt.EquityPercent(o.Equity[seat]))
			}
			if got := row(v, s.name(seat)); !slices.Equal(got, want) {
				t.Errorf("%s's equity %q, want %q:\n%s", s.name(seat), got, want, v)
			}
		}
	}
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen}) // the river: the odds stay as they were
	if got := row(m.View(), "Equity"); len(got) != 2 || s.phase != runOut {
		t.Errorf("at the river the equity's streets are %q in phase %d, want the flop's and the turn's", got, s.phase)
	}
	m, _ = tuitest.Press(t, m, "enter")
	want := fmt.Sprintf("All-in equity     %s %s flop · %s turn", s.name(humanSeat), felt.EquityPercent(s.odds[0].Equity[humanSeat]), felt.EquityPercent(s.odds[1].Equity[humanSeat]))
	if v := m.View(); s.phase != handOver || !strings.Contains(v, want) {
		t.Errorf("the summary (phase %d) lacks %q:\n%s", s.phase, want, v)
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
	if v := m.View(); !strings.Contains(v, "All-in equity") {
		t.Errorf("the summary of an all-in lacks the equity on its streets:\n%s", v)
	}
}

// TestHoldemDealsOnByItself: with a pause set, the summary counts the
// seconds down, a tick each, and the last deals the next hand; enter deals
// at once; a question holds the deal until it is answered.
func TestHoldemDealsOnByItself(t *testing.T) {
	m := newModelWith(t, 7, func(s *config.Settings) { s.DealPause = config.Deal3s })
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	s := tableOf(t, m)
	hand := s.match.HandNumber()
	for _, left := range []string{"3", "2", "1"} {
		if v := m.View(); !strings.Contains(v, "next hand in "+left+"… · enter deals now") {
			t.Fatalf("the summary does not count down %s:\n%s", left, v)
		}
		m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	}
	if s.match.HandNumber() != hand+1 {
		t.Fatalf("three ticks did not deal: hand %d", s.match.HandNumber())
	}

	// Enter goes on at once; the tick of that summary is stale after.
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	tick := tickMsg{s: s, gen: s.tickGen}
	hand = s.match.HandNumber()
	m, _ = tuitest.Press(t, m, "enter")
	if s.match.HandNumber() != hand+1 {
		t.Fatal("enter did not deal at once")
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
	for range 3 {
		m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	}
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
	tm, _ = tuitest.Press(t, tm, "1", "enter", "5", "enter") // heads-up, maniac
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
	if v := m.View(); !strings.Contains(v, "posts 10 (SB)") || !strings.Contains(v, "━━ Hand #1") {
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

// TestHoldemPotPaidAtHandOver: after a hand the chips are in the winner's
// stack, so the felt's pot is empty; it showed the pot still there (the
// hand's size is in the summary).
func TestHoldemPotPaidAtHandOver(t *testing.T) {
	m := playUntil(t, newModel(t, 3), "c", func(s *Table) bool { return s.phase == handOver })
	s := tableOf(t, m)
	ft := s.table()
	if ft.Pot != 0 {
		t.Errorf("the felt's pot after the hand = %d, want 0 (paid)", ft.Pot)
	}
	if got, want := ft.Seats[0].Stack+ft.Seats[1].Stack, s.match.Game().Stacks()[0]+s.match.Game().Stacks()[1]; got != want || s.summary.End.Pot == 0 {
		t.Errorf("stacks on the felt %d, in the game %d; the hand's pot %d", got, want, s.summary.End.Pot)
	}
}

// TestHoldemQuitBeforeFirstHandLeavesNoFile: a match quit before its first
// hand ends leaves no history file (it left an empty one in the browser).
func TestHoldemQuitBeforeFirstHandLeavesNoFile(t *testing.T) {
	m := newModel(t, 3)
	s := tableOf(t, m)
	path := s.book.W.Path()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no history file while the match is on: %v", err)
	}
	m, _ = tuitest.Press(t, m, "q", "y")
	if s.phase != matchOver {
		t.Fatalf("q y: phase %d, want the match over", s.phase)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the history file of a match quit before its first hand: %v", err)
	}
	if v := m.View(); !strings.Contains(v, "none: no hand was finished") {
		t.Errorf("the result names a history file that is not there:\n%s", v)
	}
}

// TestHoldemLastHandFooter: after the match's last hand, enter shows the
// result, and the footer says so (it said "next hand").
func TestHoldemLastHandFooter(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, nil), "b", func(s *Table) bool { return s.phase == handOver && s.match.Over() })
	h := help.New()
	h.Width = 120
	short := h.View(tableOf(t, m).Keys())
	if !strings.Contains(short, "enter the result") || strings.Contains(short, "next hand") {
		t.Errorf("the footer after the last hand = %q, want enter for the result", short)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if s := tableOf(t, m); s.phase != matchOver {
		t.Errorf("enter after the last hand: phase %d, want the result", s.phase)
	}
}
