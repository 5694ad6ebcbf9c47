package holdem

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/holdem/opponent"
	"parlor/tui/holdem/table"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// start is the fixed start of every test match: it names the history
// file.
var start = time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)

// newModel opens the Hold'em table at 80×24 in an isolated home, the
// computer acting at once, with --seed seed.
func newModel(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	return newModelWith(t, seed, nil)
}

// newModelWith is newModel with settings changed by set first.
func newModelWith(t *testing.T, seed uint64, set func(*config.Settings)) tea.Model {
	t.Helper()
	tuitest.Isolate(t)
	fixClock(t)
	m := tuitest.New(kit.Options{Seed: seed, SeedSet: true}, build)
	m.Context().Settings.Speed = config.SpeedInstant
	if set != nil {
		set(&m.Context().Settings)
	}
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, quit := tuitest.Press(t, tm, "1")
	if quit {
		t.Fatal("opening Hold'em quit")
	}
	tuitest.Top[*table.Setup](t, tm)      // heads-up or a table first
	tm, _ = tuitest.Press(t, tm, "enter") // the heads-up tournament, the default
	tuitest.Top[*opponent.Screen](t, tm)  // the choice of the opponent next
	tm, _ = tuitest.Press(t, tm, "enter") // the default opponent
	return tm
}

func fixClock(t *testing.T) {
	t.Helper()
	old := clock
	clock = func() time.Time { return start }
	t.Cleanup(func() { clock = old })
}

// tableOf is the table on top of m.
func tableOf(t *testing.T, m tea.Model) *Table {
	t.Helper()
	return tuitest.Top[*Table](t, m)
}

// playUntil answers with policy (the keys for the human's turn; enter
// continues after a hand) until done holds.
func playUntil(t *testing.T, m tea.Model, policy string, done func(*Table) bool) tea.Model {
	t.Helper()
	for range 5000 {
		s := tableOf(t, m)
		if done(s) {
			return m
		}
		k := policy
		switch s.phase {
		case handOver:
			k = "enter"
		case matchOver:
			t.Fatal("the match ended before the state looked for")
		case computerTurn:
			// drive drops a command that takes over 50ms (a loaded
			// machine): bring the computer's move by hand.
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		var quit bool
		if m, quit = tuitest.Press(t, m, k); quit {
			t.Fatal("the program quit")
		}
	}
	t.Fatal("state not reached")
	return m
}

func myTurn(s *Table) bool {
	return s.phase == humanTurn && s.confirm == noQuestion
}

func canCheck(s *Table) bool { return myTurn(s) && s.menu.CanCheck() }

func facingBet(s *Table) bool { return myTurn(s) && !s.menu.CanCheck() }

// labels are the option labels of the human's menu.
func labels(s *Table) []string {
	var out []string
	for _, o := range s.menu.Options {
		out = append(out, o.Label)
	}
	return out
}

// actions counts the human's actions in the current hand.
func humanActions(s *Table) int {
	n := 0
	for _, e := range s.match.Events() {
		if e.Kind == poker.EventAction && e.Seat == humanSeat {
			n++
		}
	}
	return n
}

// TestHoldemMenuPlays: the table plays what its menu (package choice)
// chooses, and nothing else: 2 enter plays option 2, a shortcut its move,
// enter on Quit game asks to quit, and a key that chooses nothing says so
// on the status line and plays nothing.
func TestHoldemMenuPlays(t *testing.T) {
	myTurn := func() tea.Model { return playUntil(t, newModel(t, 7), "c", myTurn) }
	lastMove := func(m tea.Model, before int) poker.Event {
		for _, e := range tableOf(t, m).match.Events()[before:] {
			if e.Kind == poker.EventAction && e.Seat == humanSeat {
				return e
			}
		}
		return poker.Event{}
	}
	tests := []struct {
		keys []string
		want func(s *Table) poker.ActionKind // the move played; 0 for none
		warn string                          // in the status line
	}{
		{[]string{"2", "enter"}, func(s *Table) poker.ActionKind { return s.menu.Options[1].Action.Kind }, ""},
		{[]string{"c"}, func(s *Table) poker.ActionKind { return s.menu.Options[1].Action.Kind }, ""},
		{[]string{"9"}, nil, "no option 9"},
		{[]string{"9", "enter"}, nil, "Choose first"},
		{[]string{"x", "enter"}, nil, "Choose first"},
		{[]string{"down", "up", "k", "j", "backspace"}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			start := myTurn()
			s := tableOf(t, start)
			var want poker.ActionKind
			if tt.want != nil {
				want = tt.want(s)
			}
			before := len(s.match.Events())
			m, _ := tuitest.Press(t, start, tt.keys...)
			if got := lastMove(m, before); got.Action != want || (want == 0) != (got.Kind == 0) {
				t.Errorf("%q played %v, want %v", tt.keys, got.Action, want)
			}
			if want == 0 && tableOf(t, m).phase != humanTurn {
				t.Errorf("%q left the human's turn", tt.keys)
			}
			if st := tuitest.Status(t, m).Text; !strings.Contains(st, tt.warn) {
				t.Errorf("%q: status %q, want %q in it", tt.keys, st, tt.warn)
			}
		})
	}
	// Enter on Quit game, the last option, asks to quit.
	m := myTurn()
	for s := tableOf(t, m); s.menu.Cursor != len(s.menu.Options)-1; s = tableOf(t, m) {
		m, _ = tuitest.Press(t, m, "up")
	}
	m, _ = tuitest.Press(t, m, "enter")
	if c := tableOf(t, m).confirm; c != askQuit {
		t.Errorf("enter on Quit game: confirm = %d, want the quit question", c)
	}
}

func TestHoldemFoldConfirmation(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", canCheck)
	acted := humanActions(tableOf(t, m))

	m, _ = tuitest.Press(t, m, "f")
	s := tableOf(t, m)
	if s.confirm != askFold {
		t.Fatalf("f with a free check: confirm = %d, want the fold question", s.confirm)
	}
	if v := m.View(); !strings.Contains(v, "Fold? You can check for free.") || !strings.Contains(v, "n  check instead") || !strings.Contains(v, "esc  back to the choice") {
		t.Errorf("the fold question is not shown as it works:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "x") // neither yes nor no: still asking
	if tableOf(t, m).confirm != askFold {
		t.Fatal("a wrong key closed the question")
	}
	m, _ = tuitest.Press(t, m, "esc")
	s = tableOf(t, m)
	if s.confirm != noQuestion || s.phase != humanTurn || humanActions(s) != acted || s.menu.Options[s.menu.Cursor].Action.Kind != poker.Check {
		t.Fatalf("esc: confirm %d phase %d, want back to the menu on the check, without acting", s.confirm, s.phase)
	}
	// n checks, as the question says.
	m, _ = tuitest.Press(t, m, "f", "n")
	s = tableOf(t, m)
	var last poker.Event
	for _, e := range s.match.Events() {
		if e.Kind == poker.EventAction && e.Seat == humanSeat {
			last = e
		}
	}
	if s.confirm != noQuestion || humanActions(s) != acted+1 || last.Action != poker.Check {
		t.Fatalf("f n: confirm %d, %d actions (last %v); want a check played", s.confirm, humanActions(s)-acted, last.Action)
	}
	m = playUntil(t, m, "c", canCheck)

	// Choosing Fold by its number asks too; y folds.
	m, _ = tuitest.Press(t, m, "1", "enter")
	if tableOf(t, m).confirm != askFold {
		t.Fatal("1 enter (Fold) with a free check did not ask")
	}
	m, _ = tuitest.Press(t, m, "y")
	s = tableOf(t, m)
	if s.phase != handOver || s.summary.End.Seat != computerSeat || s.summary.End.Showdown {
		t.Fatalf("after y: phase %d, summary %+v; want the computer's pot without showdown", s.phase, s.summary.End)
	}
	noHoleCards(t, m)
}

// noHoleCards checks the view of a hand won without showdown: the summary
// under the table names no hole card of either player (docs/rules/holdem.md), nor does the
// felt show the computer's; the human's own stay face up on the felt until
// the next deal, as in a card room's client.
func noHoleCards(t *testing.T, m tea.Model) {
	t.Helper()
	s := tableOf(t, m)
	v := m.View()
	at := strings.Index(v, "no showdown")
	if at < 0 || !strings.Contains(v, "wins the pot") {
		t.Fatalf("summary lacks its words:\n%s", v)
	}
	felt, summary := v[:at], v[at:]
	g := s.match.Game()
	board := g.Board()
	c := s.ctx.Cards()
	for seat := range 2 {
	cards:
		for _, card := range g.Hole(seat) {
			for _, b := range board {
				if b == card {
					continue cards
				}
			}
			if strings.Contains(summary, c.Plain(card)) {
				t.Errorf("summary without showdown shows %s's hole card %v:\n%s", s.names[seat], card, v)
			}
			if shows := strings.Contains(felt, c.Plain(card)); shows != (seat == humanSeat) {
				t.Errorf("the felt shows %s's hole card %v: %v, want %v:\n%s", s.names[seat], card, shows, seat == humanSeat, v)
			}
		}
	}
}

func TestHoldemFoldFacingBetNeedsNoConfirmation(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", facingBet)
	m, _ = tuitest.Press(t, m, "f")
	s := tableOf(t, m)
	if s.confirm != noQuestion || s.phase != handOver {
		t.Fatalf("f facing a bet: confirm %d, phase %d; want the hand folded at once", s.confirm, s.phase)
	}
	noHoleCards(t, m)
}

func TestHoldemQuitConfirmation(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", func(s *Table) bool {
		return myTurn(s) && s.handsPlayed >= 2
	})
	hand := tableOf(t, m).match.Game().Number()
	path := tableOf(t, m).book.W.Path()

	for _, open := range []string{"q"} { // esc asks to keep the match instead (resume_test.go)
		for _, cancel := range []string{"n", "esc"} {
			m, _ = tuitest.Press(t, m, open)
			s := tableOf(t, m)
			if s.confirm != askQuit {
				t.Fatalf("%s: confirm = %d, want the quit question", open, s.confirm)
			}
			v := strings.Join(strings.Fields(m.View()), " ")
			for _, want := range []string{"Quit the match?", "The 2 finished hands are saved in", filepath.Base(path)} {
				if !strings.Contains(v, want) {
					t.Errorf("the quit question lacks %q:\n%s", want, m.View())
				}
			}
			m, _ = tuitest.Press(t, m, cancel)
			s = tableOf(t, m)
			if s.confirm != noQuestion || s.match.Over() || s.match.Game().Number() != hand {
				t.Fatalf("%s after %s: the match did not go on", cancel, open)
			}
		}
	}

	m, _ = tuitest.Press(t, m, "q", "y")
	s := tableOf(t, m)
	if s.phase != matchOver || !s.match.Over() || s.match.Quitter() != humanSeat {
		t.Fatalf("after q y: phase %d over %v quitter %d", s.phase, s.match.Over(), s.match.Quitter())
	}
	v := m.View()
	for _, want := range []string{"You left the match", "Hands played      2", filepath.Base(path)} {
		if !strings.Contains(v, want) {
			t.Errorf("result lacks %q:\n%s", want, v)
		}
	}
	// The abandoned hand is not in the file; the two finished ones are.
	if n := historyHands(t, path); n != 2 {
		t.Errorf("history holds %d hands, want 2", n)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if _, ok := tuitest.App(t, m).Top().(*tuitest.Menu); !ok {
		t.Errorf("enter on the result: top is %T, want the menu", tuitest.App(t, m).Top())
	}
}

func BenchmarkHoldemView(b *testing.B) {
	// Drawing the table after the flop, as after every key and every
	// computer move.
	ctx := tuitest.Context()
	ctx.HistoryDirFlag = b.TempDir()
	ctx.Settings.Speed = config.SpeedInstant
	ctx.Seed = 7
	s := newTable(ctx, nil, opponent.All()[0])
	s.Init()
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
	for range 1000 {
		if myTurn(s) && len(s.match.Game().Board()) >= 3 {
			break
		}
		switch s.phase {
		case computerTurn:
			s.Update(s.turns.Last())
		case handOver:
			s.Update(tuitest.Key("enter"))
		default:
			s.Update(tuitest.Key("c"))
		}
	}
	if !myTurn(s) {
		b.Fatal("no decision after the flop")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		_ = s.View()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/view")
}

// wrongBot always tries a raise of the wrong size.
type wrongBot struct{}

func (wrongBot) Decide(poker.SeatView) poker.Action {
	return poker.Action{Kind: poker.Raise, Amount: 7}
}

func (wrongBot) HandOver(poker.SeatView) {}

// TestHoldemFoldNoLeavesCheck: after "no" to the fold warning the cursor
// is on Check, whatever was highlighted before.
func TestHoldemFoldNoLeavesCheck(t *testing.T) {
	for _, how := range [][]string{{"f", "n"}, {"1", "enter", "esc"}} {
		m := playUntil(t, newModel(t, 7), "c", canCheck)
		m, _ = tuitest.Press(t, m, how...)
		s := tableOf(t, m)
		if s.confirm != noQuestion {
			t.Fatalf("%v: the question is still open", how)
		}
		if o := s.menu.Options[s.menu.Cursor]; o.Action.Kind != poker.Check || o.Quit {
			t.Errorf("%v: the cursor is on %q, want Check", how, o.Label)
		}
	}
}
