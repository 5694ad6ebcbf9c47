package holdem

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/settings/store"
)

// holdemStart is the fixed start of every test match: it names the history
// file.
var holdemStart = time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)

// newHoldemModel opens the Hold'em table at 80×24 in an isolated home, the
// computer acting at once, with --seed seed.
func newHoldemModel(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	return newHoldemModelWith(t, seed, nil)
}

// newHoldemModelWith is newHoldemModel with settings changed by set first.
func newHoldemModelWith(t *testing.T, seed uint64, set func(*store.Settings)) tea.Model {
	t.Helper()
	tuitest.Isolate(t)
	fixHoldemClock(t)
	m := tuitest.New(kit.Options{Seed: seed, SeedSet: true}, build)
	m.Context().Settings.Speed = store.SpeedInstant
	if set != nil {
		set(&m.Context().Settings)
	}
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, quit := tuitest.Press(t, tm, "1")
	if quit {
		t.Fatal("opening Hold'em quit")
	}
	holdemOf(t, tm)
	return tm
}

func fixHoldemClock(t *testing.T) {
	t.Helper()
	old := holdemClock
	holdemClock = func() time.Time { return holdemStart }
	t.Cleanup(func() { holdemClock = old })
}

// holdemOf is the table on top of m.
func holdemOf(t *testing.T, m tea.Model) *holdemScreen {
	t.Helper()
	return tuitest.Top[*holdemScreen](t, m)
}

// holdemPlayUntil answers with policy (the keys for the human's turn; enter
// continues after a hand) until done holds.
func holdemPlayUntil(t *testing.T, m tea.Model, policy string, done func(*holdemScreen) bool) tea.Model {
	t.Helper()
	for range 5000 {
		s := holdemOf(t, m)
		if done(s) {
			return m
		}
		k := policy
		switch s.phase {
		case holdemHandOver:
			k = "enter"
		case holdemMatchOver:
			t.Fatal("the match ended before the state looked for")
		case holdemComputerTurn:
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

func holdemMyTurn(s *holdemScreen) bool {
	return s.phase == holdemHumanTurn && s.confirm == holdemNoQuestion
}

func holdemCanCheck(s *holdemScreen) bool { return holdemMyTurn(s) && s.canCheck() }

func holdemFacingBet(s *holdemScreen) bool { return holdemMyTurn(s) && !s.canCheck() }

// labels are the option labels of the human's menu.
func holdemLabels(s *holdemScreen) []string {
	var out []string
	for _, o := range s.options {
		out = append(out, o.label)
	}
	return out
}

// actions counts the human's actions in the current hand.
func holdemHumanActions(s *holdemScreen) int {
	n := 0
	for _, e := range s.match.Events() {
		if e.Kind == poker.EventAction && e.Seat == humanSeat {
			n++
		}
	}
	return n
}

func TestHoldemMenuNavigation(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", holdemMyTurn)
	n := len(holdemOf(t, m).options)
	start := holdemOf(t, m).cursor
	tests := []struct {
		keys []string
		want int
	}{
		{nil, start},
		{[]string{"down"}, (start + 1) % n},
		{[]string{"up"}, (start + n - 1) % n},
		{[]string{"tab", "tab"}, (start + 2) % n},
		{[]string{"up", "up", "up", "up", "up", "up", "up", "up"}, (start + 8*(n-1)) % n},
		{[]string{"x", "left", "right"}, start}, // wrong keys move nothing
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			s := holdemOf(t, m)
			saved := *s
			defer func() { *s = saved }()
			acted := holdemHumanActions(s)
			mm, _ := tuitest.Press(t, m, tt.keys...)
			s = holdemOf(t, mm)
			if s.cursor != tt.want {
				t.Errorf("cursor after %q = %d, want %d", tt.keys, s.cursor, tt.want)
			}
			if holdemHumanActions(s) != acted || s.phase != holdemHumanTurn {
				t.Errorf("moving the cursor acted")
			}
			if !strings.Contains(mm.View(), "▸ "+fmt.Sprint(tt.want+1)+"  "+s.options[tt.want].label) {
				t.Errorf("the view does not mark option %d:\n%s", tt.want+1, mm.View())
			}
		})
	}
	// Enter chooses the marked option: moving to Quit game and choosing it
	// asks to quit.
	mm, _ := tuitest.Press(t, m, "up")
	for holdemOf(t, mm).cursor != n-1 {
		mm, _ = tuitest.Press(t, mm, "up")
	}
	mm, _ = tuitest.Press(t, mm, "enter")
	if c := holdemOf(t, mm).confirm; c != holdemAskQuit {
		t.Errorf("enter on Quit game: confirm = %d, want the quit question", c)
	}
}

func TestHoldemNumberedOptions(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", holdemMyTurn)
	s := holdemOf(t, m)
	n := len(s.options)
	acted := holdemHumanActions(s)

	// A digit alone picks; only enter acts.
	m, _ = tuitest.Press(t, m, "2")
	s = holdemOf(t, m)
	if s.typed != "2" || s.cursor != 1 || holdemHumanActions(s) != acted {
		t.Fatalf("after 2: typed %q cursor %d actions %d, want 2, 1, %d (no action yet)", s.typed, s.cursor, holdemHumanActions(s), acted)
	}
	if !strings.Contains(m.View(), "Choice: 2") {
		t.Errorf("the typed digit is not shown:\n%s", m.View())
	}

	// An illegal digit is ignored with a hint.
	for _, d := range []string{fmt.Sprint(n + 1), "9", "0"} {
		m, _ = tuitest.Press(t, m, d)
		s = holdemOf(t, m)
		if s.typed != "2" || s.cursor != 1 {
			t.Errorf("illegal digit %s changed the choice to %q (cursor %d)", d, s.typed, s.cursor)
		}
		hint := tuitest.App(t, m).Context().Status().Text
		if !strings.Contains(hint, "no option "+d) || !strings.Contains(hint, fmt.Sprintf("1 to %d", n)) {
			t.Errorf("hint after %s = %q", d, hint)
		}
	}

	// Backspace forgets the digit; enter then chooses the marked option.
	m, _ = tuitest.Press(t, m, "backspace")
	if holdemOf(t, m).typed != "" {
		t.Error("backspace kept the digit")
	}

	// 2 then enter: check or call.
	want := holdemOf(t, m).options[1].action
	before := len(holdemOf(t, m).match.Events())
	m, _ = tuitest.Press(t, m, "2", "enter")
	s = holdemOf(t, m)
	var got poker.Event
	for _, e := range s.match.Events()[before:] {
		if e.Kind == poker.EventAction && e.Seat == humanSeat {
			got = e
			break
		}
	}
	if got.Kind == 0 {
		t.Fatalf("2 enter did not act")
	}
	if got.Action != want.Kind {
		t.Errorf("2 enter did %v, want %v", got.Action, want.Kind)
	}
}

func TestHoldemShortcuts(t *testing.T) {
	tests := []struct {
		key  string
		want []poker.ActionKind
	}{
		{"c", []poker.ActionKind{poker.Check, poker.Call}},
		{"k", []poker.ActionKind{poker.Check, poker.Call}},
		{"b", []poker.ActionKind{poker.Bet, poker.Raise}},
		{"r", []poker.ActionKind{poker.Bet, poker.Raise}},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			m := holdemPlayUntil(t, newHoldemModel(t, 11), "c", holdemMyTurn)
			before := len(holdemOf(t, m).match.Events())
			m, _ = tuitest.Press(t, m, tt.key)
			s := holdemOf(t, m)
			for _, e := range s.match.Events()[before:] {
				if e.Kind == poker.EventAction && e.Seat == humanSeat {
					for _, k := range tt.want {
						if e.Action == k {
							return
						}
					}
					t.Fatalf("%s did %v, want one of %v", tt.key, e.Action, tt.want)
				}
			}
			t.Fatalf("%s did nothing", tt.key)
		})
	}
}

func TestHoldemFoldConfirmation(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", holdemCanCheck)
	acted := holdemHumanActions(holdemOf(t, m))

	for _, cancel := range []string{"n", "esc"} {
		m, _ = tuitest.Press(t, m, "f")
		s := holdemOf(t, m)
		if s.confirm != holdemAskFold {
			t.Fatalf("f with a free check: confirm = %d, want the fold question", s.confirm)
		}
		if v := m.View(); !strings.Contains(v, "Fold? You can check for free.") {
			t.Errorf("the fold question is not shown:\n%s", v)
		}
		m, _ = tuitest.Press(t, m, "x") // neither yes nor no: still asking
		if holdemOf(t, m).confirm != holdemAskFold {
			t.Fatal("a wrong key closed the question")
		}
		m, _ = tuitest.Press(t, m, cancel)
		s = holdemOf(t, m)
		if s.confirm != holdemNoQuestion || s.phase != holdemHumanTurn || holdemHumanActions(s) != acted {
			t.Fatalf("%s: confirm %d phase %d, want back to the menu without acting", cancel, s.confirm, s.phase)
		}
	}

	// Choosing Fold by its number asks too; y folds.
	m, _ = tuitest.Press(t, m, "1", "enter")
	if holdemOf(t, m).confirm != holdemAskFold {
		t.Fatal("1 enter (Fold) with a free check did not ask")
	}
	m, _ = tuitest.Press(t, m, "y")
	s := holdemOf(t, m)
	if s.phase != holdemHandOver || s.summary.end.Seat != computerSeat || s.summary.end.Showdown {
		t.Fatalf("after y: phase %d, summary %+v; want the computer's pot without showdown", s.phase, s.summary.end)
	}
	holdemNoHoleCards(t, m)
}

// holdemNoHoleCards checks that the view of a hand won without showdown shows no
// hole card of either player (spec), unless it is also on the board.
func holdemNoHoleCards(t *testing.T, m tea.Model) {
	t.Helper()
	s := holdemOf(t, m)
	v := m.View()
	if !strings.Contains(v, "no showdown") || !strings.Contains(v, "wins the pot") {
		t.Errorf("summary lacks its words:\n%s", v)
	}
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
			if strings.Contains(v, c.Plain(card)) {
				t.Errorf("summary without showdown shows %s's hole card %v:\n%s", s.names[seat], card, v)
			}
		}
	}
}

func TestHoldemFoldFacingBetNeedsNoConfirmation(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", holdemFacingBet)
	m, _ = tuitest.Press(t, m, "f")
	s := holdemOf(t, m)
	if s.confirm != holdemNoQuestion || s.phase != holdemHandOver {
		t.Fatalf("f facing a bet: confirm %d, phase %d; want the hand folded at once", s.confirm, s.phase)
	}
	holdemNoHoleCards(t, m)
}

func TestHoldemQuitConfirmation(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", func(s *holdemScreen) bool {
		return holdemMyTurn(s) && s.handsPlayed >= 2
	})
	hand := holdemOf(t, m).match.Game().Number()
	path := holdemOf(t, m).hist.Path()

	for _, open := range []string{"q", "esc"} {
		for _, cancel := range []string{"n", "esc"} {
			m, _ = tuitest.Press(t, m, open)
			s := holdemOf(t, m)
			if s.confirm != holdemAskQuit {
				t.Fatalf("%s: confirm = %d, want the quit question", open, s.confirm)
			}
			v := strings.Join(strings.Fields(m.View()), " ")
			for _, want := range []string{"Quit the match?", "The 2 finished hands are saved in", filepath.Base(path)} {
				if !strings.Contains(v, want) {
					t.Errorf("the quit question lacks %q:\n%s", want, m.View())
				}
			}
			m, _ = tuitest.Press(t, m, cancel)
			s = holdemOf(t, m)
			if s.confirm != holdemNoQuestion || s.match.Over() || s.match.Game().Number() != hand {
				t.Fatalf("%s after %s: the match did not go on", cancel, open)
			}
		}
	}

	m, _ = tuitest.Press(t, m, "q", "y")
	s := holdemOf(t, m)
	if s.phase != holdemMatchOver || !s.match.Over() || s.match.Quitter() != humanSeat {
		t.Fatalf("after q y: phase %d over %v quitter %d", s.phase, s.match.Over(), s.match.Quitter())
	}
	v := m.View()
	for _, want := range []string{"You left the match", "Hands played      2", filepath.Base(path)} {
		if !strings.Contains(v, want) {
			t.Errorf("result lacks %q:\n%s", want, v)
		}
	}
	// The abandoned hand is not in the file; the two finished ones are.
	if n := holdemHistoryHands(t, path); n != 2 {
		t.Errorf("history holds %d hands, want 2", n)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if _, ok := tuitest.App(t, m).Top().(*tuitest.Menu); !ok {
		t.Errorf("enter on the result: top is %T, want the menu", tuitest.App(t, m).Top())
	}
}

// holdemHistoryHands reads the history file and returns its number of hands,
// failing on a hand that does not read back.
func holdemHistoryHands(t *testing.T, path string) int {
	t.Helper()
	f, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Errorf("hand %d: %v", i+1, err)
		} else if r.Number != i+1 {
			t.Errorf("hand %d has number %d", i+1, r.Number)
		}
		return true
	})
	return f.Len()
}

func TestHoldemQuitWhileComputerThinks(t *testing.T) {
	// At the normal speed the computer's move is a timer: a quit question
	// asked meanwhile holds it, and no brings it back.
	m := newHoldemModel(t, 7)
	s := holdemOf(t, m)
	s.ctx.Settings.Speed = store.SpeedNormal
	for range 100 {
		m = holdemPlayUntil(t, m, "c", holdemMyTurn)
		m, _ = tuitest.Press(t, m, "c") // drive drops the timer: the computer waits
		if s = holdemOf(t, m); s.phase == holdemComputerTurn {
			break
		}
	}
	if s.phase != holdemComputerTurn {
		t.Fatal("the computer never had to act after a call")
	}
	turn := s.turns.Last()
	m, _ = tuitest.Press(t, m, "q")
	events := len(s.match.Events())
	m, _ = tuitest.Drive(t, m, turn)
	if len(holdemOf(t, m).match.Events()) != events {
		t.Fatal("the computer moved while the quit question was open")
	}
	m, _ = tuitest.Press(t, m, "n")
	s = holdemOf(t, m)
	if s.turns.Last() == turn {
		t.Fatal("no: the computer's move was not scheduled again")
	}
	m, _ = tuitest.Drive(t, m, turn) // stale: ignored
	if len(holdemOf(t, m).match.Events()) != events {
		t.Fatal("a stale computer message moved")
	}
	m, _ = tuitest.Drive(t, m, s.turns.Last())
	if len(holdemOf(t, m).match.Events()) == events {
		t.Fatal("the computer did not move")
	}
}

func TestHoldemResize(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", func(s *holdemScreen) bool {
		return holdemMyTurn(s) && len(s.match.Game().Board()) >= 3
	})
	s := holdemOf(t, m)
	hand, events, opts := s.match.Game().Number(), len(s.match.Events()), holdemLabels(s)
	m, _ = tuitest.Press(t, m, "2") // a typed digit survives too
	for _, sz := range []tea.WindowSizeMsg{tuitest.Size(120, 40), tuitest.Size(40, 10), tuitest.Size(80, 23), tuitest.Size(80, 24), tuitest.Size(100, 30)} {
		m, _ = tuitest.Drive(t, m, sz)
		s = holdemOf(t, m)
		if s.match.Game().Number() != hand || len(s.match.Events()) != events || s.typed != "2" ||
			strings.Join(holdemLabels(s), "|") != strings.Join(opts, "|") {
			t.Fatalf("resizing to %dx%d changed the game", sz.Width, sz.Height)
		}
		holdemFits(t, m, sz)
		v := m.View()
		small := sz.Width < kit.MinWidth || sz.Height < kit.MinHeight
		if small != strings.Contains(v, "80×24") {
			t.Errorf("%dx%d: size message shown = %v, want %v:\n%s", sz.Width, sz.Height, !small, small, v)
		}
		if !small && !strings.Contains(v, "Choice: 2") {
			t.Errorf("%dx%d: the menu is not shown:\n%s", sz.Width, sz.Height, v)
		}
	}
	// Keys in a too small window do nothing.
	m, _ = tuitest.Drive(t, m, tuitest.Size(50, 12))
	m, _ = tuitest.Press(t, m, "enter")
	if len(holdemOf(t, m).match.Events()) != events {
		t.Error("a key acted in a too small window")
	}
}

// holdemFits checks that the view fills the window exactly and no line is
// wider than it.
func holdemFits(t *testing.T, m tea.Model, sz tea.WindowSizeMsg) {
	t.Helper()
	v := m.View()
	lines := strings.Split(v, "\n")
	if len(lines) > sz.Height {
		t.Errorf("%dx%d: view has %d lines:\n%s", sz.Width, sz.Height, len(lines), v)
	}
	for i, l := range lines {
		if w := lipgloss.Width(l); w > sz.Width {
			t.Errorf("%dx%d: line %d is %d cells wide: %q", sz.Width, sz.Height, i, w, l)
		}
	}
}

func TestHoldemViewsFit(t *testing.T) {
	// Every phase at 80×24 and with the full help open, in both card
	// styles: the whole prompt shows and nothing is cut off at the right.
	for _, ascii := range []bool{false, true} {
		m := newHoldemModel(t, 5)
		if ascii {
			tuitest.App(t, m).Context().Settings.CardStyle = store.CardsASCII
		}
		check := func(what string, want string) {
			t.Helper()
			for _, help := range []bool{false, true} {
				mm := m
				if help {
					mm, _ = tuitest.Press(t, m, "?")
				}
				holdemFits(t, mm, tuitest.Size(80, 24))
				if v := mm.View(); !strings.Contains(v, want) {
					t.Errorf("%s (ascii %v, help %v): view lacks %q:\n%s", what, ascii, help, want, v)
				}
				if help {
					m, _ = tuitest.Press(t, mm, "?")
				}
			}
		}
		m = holdemPlayUntil(t, m, "c", holdemMyTurn)
		check("menu", "Quit game")
		m = holdemPlayUntil(t, m, "c", holdemCanCheck)
		m, _ = tuitest.Press(t, m, "f")
		check("fold question", "don't fold")
		m, _ = tuitest.Press(t, m, "n", "q")
		check("quit question", "keep playing")
		m, _ = tuitest.Press(t, m, "n")
		m = holdemPlayUntil(t, m, "c", func(s *holdemScreen) bool { return s.phase == holdemHandOver && s.summary.end.Showdown })
		check("showdown", "showdown")
		m, _ = tuitest.Press(t, m, "q", "y")
		check("result", "back to the menu")
	}
}

func TestHoldemWholeMatch(t *testing.T) {
	// A scripted human who always checks or calls plays until one side
	// has every chip; the history, in either format, then holds every
	// hand.
	for _, format := range store.HistoryFormats {
		t.Run(format, func(t *testing.T) {
			holdemWholeMatch(t, format)
		})
	}
}

func holdemWholeMatch(t *testing.T, format string) {
	m := newHoldemModelWith(t, 3, func(s *store.Settings) { s.HistoryFormat = format })
	path := holdemOf(t, m).hist.Path()
	for steps := 0; holdemOf(t, m).phase != holdemMatchOver; steps++ {
		if steps > 20000 {
			t.Fatal("the match does not end")
		}
		k := "c"
		switch s := holdemOf(t, m); s.phase {
		case holdemHandOver:
			k = "enter"
		case holdemComputerTurn: // a move drive dropped (see holdemPlayUntil)
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		m, _ = tuitest.Press(t, m, k)
	}
	s := holdemOf(t, m)
	if w := s.match.Winner(); w == poker.NoSeat {
		t.Fatal("the match ended without a winner")
	}
	if s.handsPlayed != s.match.HandNumber() {
		t.Errorf("hands played %d, hands dealt %d", s.handsPlayed, s.match.HandNumber())
	}
	if n := holdemHistoryHands(t, path); n != s.handsPlayed {
		t.Errorf("history holds %d hands, want %d", n, s.handsPlayed)
	}
	stacks := s.match.Stacks()
	if stacks[0]+stacks[1] != 2*poker.StartingStack || stacks[0] != 0 && stacks[1] != 0 {
		t.Errorf("final stacks %v", stacks)
	}
	v := strings.Join(strings.Fields(m.View()), " ")
	for _, want := range []string{"wins the match", fmt.Sprintf("Hands played %d", s.handsPlayed), "Biggest pot", filepath.Base(path)} {
		if !strings.Contains(v, want) {
			t.Errorf("result lacks %q:\n%s", want, m.View())
		}
	}
	f, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Len() > 0 {
		if r, err := f.Hand(0); err != nil {
			t.Error(err)
		} else if r.Format.String() != format {
			t.Errorf("the file is in format %v, want %s", r.Format, format)
		}
	}
	last, err := f.Hand(f.Len() - 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := s.names[s.match.Winner()]; last.Winner != want {
		t.Errorf("the last hand names %q the winner of the tournament, want %q", last.Winner, want)
	}
	t.Logf("%d hands, won by %s", s.handsPlayed, s.names[s.match.Winner()])
}

func TestHoldemHistoryFailure(t *testing.T) {
	// A history directory that cannot be made: a visible warning, and the
	// match goes on.
	tuitest.Isolate(t)
	fixHoldemClock(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: filepath.Join(blocker, "hands")}, build)
	m.Context().Settings.Speed = store.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1")
	s := holdemOf(t, tm)
	if s.hist != nil || s.histErr == nil {
		t.Fatalf("hist %v, err %v; want no writer and the error", s.hist, s.histErr)
	}
	if v := tm.View(); !strings.Contains(v, "! the hand history cannot be written") {
		t.Errorf("no warning:\n%s", v)
	}
	tm = holdemPlayUntil(t, tm, "c", func(s *holdemScreen) bool { return s.handsPlayed >= 1 && holdemMyTurn(s) })
	holdemFits(t, tm, tuitest.Size(80, 24))
	if v := tm.View(); !strings.Contains(v, "cannot be written") {
		t.Errorf("the warning went away during the match:\n%s", v)
	}
	tm, _ = tuitest.Press(t, tm, "q")
	if v := tm.View(); !strings.Contains(v, "No hand history") {
		t.Errorf("the quit question does not say there is no history:\n%s", v)
	}
}

func TestHoldemOptions(t *testing.T) {
	// Hands with a stacked deck: the top card is dealt first (to the big
	// blind, seat 1 when seat 0 has the button).
	type step struct {
		seat int
		a    poker.Action
	}
	tests := []struct {
		name   string
		stacks [2]int
		steps  []step
		want   string
	}{
		{"small blind first", [2]int{1500, 1500}, nil, "Fold|Call 10|Raise to 40|Quit game"},
		{"big blind after a call", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}}, "Fold|Check|Raise to 40|Quit game"},
		{"big blind after a raise", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 20|Re-raise to 60|Quit game"},
		{"flop first", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}}, "Fold|Check|Bet 20|Quit game"},
		{"flop facing a bet", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}, {1, poker.Action{Kind: poker.Bet}}}, "Fold|Call 20|Raise to 40|Quit game"},
		{"flop facing a raise", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}, {1, poker.Action{Kind: poker.Bet}}, {0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 20|Re-raise to 60|Quit game"},
		{"short call", [2]int{1500, 25}, []step{{0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 5 (all-in)|Quit game"},
		{"raise all-in", [2]int{40, 1500}, nil, "Fold|Call 10|Raise to 40 (all-in)|Quit game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := poker.NewGame(poker.GameConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: 0,
				Stacks: tt.stacks, Names: [2]string{"Human", "Computer"}, Rand: holdemRand(1)})
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range tt.steps {
				if err := g.Act(st.seat, st.a); err != nil {
					t.Fatalf("%v by %d: %v", st.a, st.seat, err)
				}
			}
			var got []string
			for _, o := range holdemOptions(g.View(g.ToAct())) {
				got = append(got, o.label)
			}
			if s := strings.Join(got, "|"); s != tt.want {
				t.Errorf("options = %s, want %s", s, tt.want)
			}
		})
	}
}

func holdemRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

func TestHoldemSplitPotSummary(t *testing.T) {
	m := newHoldemModel(t, 7)
	s := holdemOf(t, m)
	s.phase = holdemHandOver
	s.summary = holdemSummary{
		number: 4,
		end:    poker.Event{Kind: poker.EventHandEnd, Seat: poker.NoSeat, Pot: 81, Showdown: true},
		awards: []poker.Event{
			{Kind: poker.EventAward, Seat: computerSeat, Amount: 41, Split: true},
			{Kind: poker.EventAward, Seat: humanSeat, Amount: 40, Split: true},
		},
	}
	if v := m.View(); !strings.Contains(v, "Split pot (81): Computer 41, Human 40") {
		t.Errorf("split pot summary:\n%s", v)
	}
}

func TestHoldemBlindsUpStatus(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemModel(t, 3), "c", func(s *holdemScreen) bool {
		return s.phase == holdemHandOver && s.summary.number == 10
	})
	m, _ = tuitest.Press(t, m, "enter")
	if got := tuitest.App(t, m).Context().Status().Text; got != "The blinds go up: 15/30 (level 2)" {
		t.Errorf("status at hand 11 = %q", got)
	}
	if v := m.View(); !strings.Contains(v, "Hand #11") || !strings.Contains(v, "Blinds 15/30") {
		t.Errorf("hand 11 does not show the new blinds:\n%s", v)
	}
}

func TestHoldemHistoryWriteFailsMidMatch(t *testing.T) {
	// The file goes away under the writer (closed here): the next hand
	// cannot be saved, a warning says so and why, and the match goes on.
	m := holdemPlayUntil(t, newHoldemModel(t, 7), "c", holdemMyTurn)
	s := holdemOf(t, m)
	if err := s.hist.Close(); err != nil {
		t.Fatal(err)
	}
	m = holdemPlayUntil(t, m, "c", func(s *holdemScreen) bool { return s.phase == holdemHandOver })
	s = holdemOf(t, m)
	if s.histErr == nil {
		t.Fatal("no error after a failed write")
	}
	v := strings.Join(strings.Fields(m.View()), " ")
	if !strings.Contains(v, "! hand #1 was not saved:") || !strings.Contains(v, "closed") {
		t.Errorf("no warning with the reason:\n%s", m.View())
	}
	m = holdemPlayUntil(t, m, "c", func(s *holdemScreen) bool { return holdemMyTurn(s) && s.match.Game().Number() == 2 })
	holdemFits(t, m, tuitest.Size(80, 24))
}

func TestHoldemNames(t *testing.T) {
	for _, tt := range []struct{ name, human, computer string }{
		{"Ada", "Ada", "Computer"},
		{"computer", "computer", "Robot"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tuitest.Isolate(t)
			m := tuitest.New(kit.Options{Seed: 1, SeedSet: true}, build)
			m.Context().Settings.Name = tt.name
			m.Context().Settings.Speed = store.SpeedInstant
			tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
			tm, _ = tuitest.Press(t, tm, "1")
			s := holdemOf(t, tm)
			if s.names != [2]string{tt.human, tt.computer} {
				t.Errorf("names = %q, want %q and %q", s.names, tt.human, tt.computer)
			}
			if v := tm.View(); !strings.Contains(v, tt.human) || !strings.Contains(v, tt.computer) {
				t.Errorf("view lacks the names:\n%s", v)
			}
		})
	}
}

func BenchmarkHoldemView(b *testing.B) {
	// Drawing the table after the flop, as after every key and every
	// computer move.
	ctx := tuitest.Context()
	ctx.HistoryDirFlag = b.TempDir()
	ctx.Settings.Speed = store.SpeedInstant
	ctx.Seed = 7
	s := New(ctx)
	s.Init()
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
	for range 1000 {
		if holdemMyTurn(s) && len(s.match.Game().Board()) >= 3 {
			break
		}
		switch s.phase {
		case holdemComputerTurn:
			s.Update(s.turns.Last())
		case holdemHandOver:
			s.Update(tuitest.Key("enter"))
		default:
			s.Update(tuitest.Key("c"))
		}
	}
	if !holdemMyTurn(s) {
		b.Fatal("no decision after the flop")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		_ = s.View()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/view")
}

// holdemWrongBot always tries a raise of the wrong size.
type holdemWrongBot struct{}

func (holdemWrongBot) Decide(poker.SeatView) poker.Action {
	return poker.Action{Kind: poker.Raise, Amount: 7}
}

func (holdemWrongBot) HandOver(poker.SeatView) {}

func TestHoldemComputerIllegalMove(t *testing.T) {
	// A computer move the engine refuses becomes a check or a fold, with
	// a warning; the match goes on.
	old := newHoldemBot
	newHoldemBot = func(*rand.Rand) holdemBot { return holdemWrongBot{} }
	t.Cleanup(func() { newHoldemBot = old })
	m := newHoldemModel(t, 7)
	for range 20 {
		if st := tuitest.App(t, m).Context().Status(); st.Warn && strings.Contains(st.Text, "the computer tried to raise to 7") {
			holdemPlayUntil(t, m, "c", func(s *holdemScreen) bool { return s.phase == holdemHandOver && s.summary.number == 3 })
			return
		}
		s := holdemOf(t, m)
		switch s.phase {
		case holdemHumanTurn:
			m, _ = tuitest.Press(t, m, "c")
		case holdemHandOver:
			m, _ = tuitest.Press(t, m, "enter")
		}
	}
	t.Fatalf("no warning about the computer's illegal move; status %q", tuitest.App(t, m).Context().Status().Text)
}
