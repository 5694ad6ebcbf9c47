package holdem

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// historyHands reads the history file and returns its number of
// hands, failing on a hand that does not read back or is out of order.
func historyHands(t *testing.T, path string) int {
	t.Helper()
	hands := tuitest.Hands(t, path)
	for i, r := range hands {
		if r.Number != i+1 {
			t.Errorf("hand %d has number %d", i+1, r.Number)
		}
	}
	return len(hands)
}

func TestHoldemQuitWhileComputerThinks(t *testing.T) {
	// At the normal speed the computer's move is a timer: a quit question
	// asked meanwhile holds it, and no brings it back.
	m := newModel(t, 7)
	s := tableOf(t, m)
	s.ctx.Settings.Speed = config.SpeedNormal
	for range 100 {
		m = playUntil(t, m, "c", myTurn)
		m, _ = tuitest.Press(t, m, "c") // drive drops the timer: the computer waits
		if s = tableOf(t, m); s.phase == computerTurn {
			break
		}
	}
	if s.phase != computerTurn {
		t.Fatal("the computer never had to act after a call")
	}
	turn := s.turns.Last()
	m, _ = tuitest.Press(t, m, "q")
	events := len(s.match.Events())
	m, _ = tuitest.Drive(t, m, turn)
	if len(tableOf(t, m).match.Events()) != events {
		t.Fatal("the computer moved while the quit question was open")
	}
	m, _ = tuitest.Press(t, m, "n")
	s = tableOf(t, m)
	if s.turns.Last() == turn {
		t.Fatal("no: the computer's move was not scheduled again")
	}
	m, _ = tuitest.Drive(t, m, turn) // stale: ignored
	if len(tableOf(t, m).match.Events()) != events {
		t.Fatal("a stale computer message moved")
	}
	m, _ = tuitest.Drive(t, m, s.turns.Last())
	if len(tableOf(t, m).match.Events()) == events {
		t.Fatal("the computer did not move")
	}
}

func TestHoldemResize(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", func(s *Table) bool {
		return myTurn(s) && len(s.match.Game().Board()) >= 3
	})
	s := tableOf(t, m)
	hand, events, opts := s.match.Game().Number(), len(s.match.Events()), labels(s)
	m, _ = tuitest.Press(t, m, "2") // a typed digit survives too
	for _, sz := range []tea.WindowSizeMsg{tuitest.Size(120, 40), tuitest.Size(40, 10), tuitest.Size(80, 23), tuitest.Size(80, 24), tuitest.Size(100, 30)} {
		m, _ = tuitest.Drive(t, m, sz)
		s = tableOf(t, m)
		if s.match.Game().Number() != hand || len(s.match.Events()) != events || s.menu.Typed != "2" ||
			strings.Join(labels(s), "|") != strings.Join(opts, "|") {
			t.Fatalf("resizing to %dx%d changed the game", sz.Width, sz.Height)
		}
		fits(t, m, sz)
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
	if len(tableOf(t, m).match.Events()) != events {
		t.Error("a key acted in a too small window")
	}
}

// fits checks that the view fills the window exactly and no line is
// wider than it.
func fits(t *testing.T, m tea.Model, sz tea.WindowSizeMsg) {
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
		m := newModel(t, 5)
		if ascii {
			tuitest.App(t, m).Context().Settings.CardStyle = config.CardsASCII
		}
		check := func(what string, want string) {
			t.Helper()
			for _, help := range []bool{false, true} {
				mm := m
				if help {
					mm, _ = tuitest.Press(t, m, "?")
				}
				fits(t, mm, tuitest.Size(80, 24))
				v := mm.View()
				if !strings.Contains(v, want) {
					t.Errorf("%s (ascii %v, help %v): view lacks %q:\n%s", what, ascii, help, want, v)
				}
				if help { // every key of the full help shows, none cut off
					for _, col := range tuitest.App(t, mm).Top().Keys().FullHelp() {
						for _, b := range col {
							if d := b.Help().Desc; d != "" && !strings.Contains(v, d) {
								t.Errorf("%s (ascii %v): the full help lacks %q:\n%s", what, ascii, d, v)
							}
						}
					}
				}
				if help {
					m, _ = tuitest.Press(t, mm, "?")
				}
			}
		}
		m = playUntil(t, m, "c", myTurn)
		check("menu", "Quit game")
		m = playUntil(t, m, "c", canCheck)
		m, _ = tuitest.Press(t, m, "f")
		check("fold question", "check instead")
		m, _ = tuitest.Press(t, m, "esc", "q")
		check("quit question", "keep playing")
		m, _ = tuitest.Press(t, m, "n")
		m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver && s.summary.End.Showdown })
		check("showdown", "showdown")
		m, _ = tuitest.Press(t, m, "q", "y")
		check("result", "back to the menu")
	}
}

func TestHoldemWholeMatch(t *testing.T) {
	// A scripted human who always checks or calls plays until one side
	// has every chip; the history, in either format, then holds every
	// hand.
	for _, format := range config.HistoryFormats {
		t.Run(format, func(t *testing.T) {
			wholeMatch(t, format)
		})
	}
}

func wholeMatch(t *testing.T, format string) {
	m := newModelWith(t, 3, func(s *config.Settings) { s.HistoryFormat = format })
	path := tableOf(t, m).book.W.Path()
	for steps := 0; tableOf(t, m).phase != matchOver; steps++ {
		if steps > 20000 {
			t.Fatal("the match does not end")
		}
		k := "c"
		switch s := tableOf(t, m); s.phase {
		case handOver:
			k = "enter"
		case computerTurn: // a move drive dropped (see playUntil)
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		m, _ = tuitest.Press(t, m, k)
	}
	s := tableOf(t, m)
	if w := s.match.Winner(); w == poker.NoSeat {
		t.Fatal("the match ended without a winner")
	}
	if s.handsPlayed != s.match.HandNumber() {
		t.Errorf("hands played %d, hands dealt %d", s.handsPlayed, s.match.HandNumber())
	}
	if n := historyHands(t, path); n != s.handsPlayed {
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
	hands := tuitest.Hands(t, path)
	if r := hands[0]; r.Format.String() != format {
		t.Errorf("the file is in format %v, want %s", r.Format, format)
	}
	last := hands[len(hands)-1]
	if want := s.names[s.match.Winner()]; last.Winner != want {
		t.Errorf("the last hand names %q the winner of the tournament, want %q", last.Winner, want)
	}
	t.Logf("%d hands, won by %s", s.handsPlayed, s.names[s.match.Winner()])
}

func TestHoldemHistoryFailure(t *testing.T) {
	// A history directory that cannot be made: said before the match, on
	// the opponent's choice, and as it starts; the match goes on without a
	// history, and the felt does not say it again at every hand (it did).
	tuitest.Isolate(t)
	fixClock(t)
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: filepath.Join(blocker, "hands")}, build)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1", "enter") // Hold'em, heads-up
	if v := tm.View(); !strings.Contains(v, "hand histories cannot be written in") || !strings.Contains(v, "without a hand history") {
		t.Errorf("the opponent's choice does not say the history cannot be written:\n%s", v)
	}
	fits(t, tm, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "enter") // the default opponent
	s := tableOf(t, tm)
	if s.book.W != nil || s.book.Err == nil {
		t.Fatalf("hist %v, err %v; want no writer and the error", s.book.W, s.book.Err)
	}
	if st := tuitest.Status(t, tm); !st.Warn || !strings.Contains(st.Text, "the hand history cannot be written") {
		t.Errorf("the match's start does not say it: status %+v", st)
	}
	tm = playUntil(t, tm, "c", func(s *Table) bool { return s.handsPlayed >= 1 && myTurn(s) })
	fits(t, tm, tuitest.Size(80, 24))
	if v := tm.View(); strings.Contains(v, "cannot be written") {
		t.Errorf("the felt says it again during the match:\n%s", v)
	}
	tm, _ = tuitest.Press(t, tm, "q")
	if v := tm.View(); !strings.Contains(v, "No hand history") {
		t.Errorf("the quit question does not say there is no history:\n%s", v)
	}
}

func TestHoldemBlindsUpStatus(t *testing.T) {
	m := playUntil(t, newModel(t, 3), "c", func(s *Table) bool {
		return s.phase == handOver && s.summary.Number == 10
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
	m := playUntil(t, newModel(t, 7), "c", myTurn)
	s := tableOf(t, m)
	if err := s.book.W.Close(); err != nil {
		t.Fatal(err)
	}
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	s = tableOf(t, m)
	if s.book.Err == nil {
		t.Fatal("no error after a failed write")
	}
	v := strings.Join(strings.Fields(m.View()), " ")
	if !strings.Contains(v, "! hand #1 was not saved:") || !strings.Contains(v, "closed") {
		t.Errorf("no warning with the reason:\n%s", m.View())
	}
	m = playUntil(t, m, "c", func(s *Table) bool { return myTurn(s) && s.match.Game().Number() == 2 })
	fits(t, m, tuitest.Size(80, 24))
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
			m.Context().Settings.Speed = config.SpeedInstant
			tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
			tm, _ = tuitest.Press(t, tm, "1", "enter", "enter") // Hold'em, heads-up, the default opponent
			s := tableOf(t, tm)
			if s.names != [2]string{tt.human, tt.computer} {
				t.Errorf("names = %q, want %q and %q", s.names, tt.human, tt.computer)
			}
			if v := tm.View(); !strings.Contains(v, tt.human) || !strings.Contains(v, tt.computer) {
				t.Errorf("view lacks the names:\n%s", v)
			}
		})
	}
}

func TestHoldemComputerIllegalMove(t *testing.T) {
	// A computer move the engine refuses becomes a check or a fold, with
	// a warning; the match goes on.
	old := newComputer
	newComputer = func(string, *rand.Rand) computer { return wrongBot{} }
	t.Cleanup(func() { newComputer = old })
	m := newModel(t, 7)
	for range 20 {
		if st := tuitest.App(t, m).Context().Status(); st.Warn && strings.Contains(st.Text, "the computer tried to raise to 7") {
			playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver && s.summary.Number == 3 })
			return
		}
		s := tableOf(t, m)
		switch s.phase {
		case humanTurn:
			m, _ = tuitest.Press(t, m, "c")
		case handOver:
			m, _ = tuitest.Press(t, m, "enter")
		}
	}
	t.Fatalf("no warning about the computer's illegal move; status %q", tuitest.App(t, m).Context().Status().Text)
}

// TestStatsLongAligned: the figures' words start in one column however
// wide a figure is; "4 of 10" ran into its words ("4 of 10showdowns won").
func TestStatsLongAligned(t *testing.T) {
	st := stats{Hands: 120, VPIP: 60, PFR: 30, Aggressive: 9, Passive: 5, Showdowns: 10, ShowdownsW: 4}
	lines := st.long(tuitest.Context().Styles)
	if last := ansi.Strip(lines[3]); !strings.Contains(last, "4 of 10 showdowns won") {
		t.Errorf("the showdowns line = %q", last)
	}
	col := -1
	for _, l := range lines {
		plain := ansi.Strip(l)
		i := strings.IndexFunc(plain, func(r rune) bool { return r >= 'A' && r <= 'Z' || r == 's' })
		if col == -1 {
			col = i
		}
		if i != col {
			t.Errorf("line %q: words at column %d, want %d", plain, i, col)
		}
	}
}
