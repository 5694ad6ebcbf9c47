package camelup

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/internal/tuitest"
)

// playTo plays the scripted people (by the log's length, so that a
// resumed game is played as the same game) until cond holds.
func playTo(t *testing.T, m tea.Model, cond func(*Board) bool) tea.Model {
	t.Helper()
	for range 3000 {
		s := boardOf(t, m)
		if cond(s) {
			return m
		}
		switch s.phase {
		case personTurn:
			m, _ = tuitest.Press(t, m, policy(s, len(s.game.Log()))...)
		case handOver, roundOver, secretShown:
			m, _ = tuitest.Press(t, m, "enter")
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.Turns.Last())
		case gameOver:
			t.Fatal("the game ended before the state looked for")
		}
	}
	t.Fatal("the state looked for never came")
	return m
}

func raceOver(s *Board) bool { return s.phase == gameOver }

// result is the end of a game: every seat's coins and the log.
func result(s *Board) string {
	var b strings.Builder
	for p := range s.seats {
		fmt.Fprintf(&b, "%s %d\n", s.seats[p].name, s.game.Coins(p))
	}
	for _, e := range s.game.Log() {
		fmt.Fprintf(&b, "%+v\n", e)
	}
	return b.String()
}

// TestCamelResumeSameGame: a game left after some turns (the window
// closed) and resumed in a new run ends as the game played straight
// through, secret bets and the computer players' memory included; it
// opens on the hand-over screen, since a person is to play.
func TestCamelResumeSameGame(t *testing.T) {
	straight := playTo(t, newCamelBoard(t, 7), raceOver)
	want := result(boardOf(t, straight))
	if len(tuitest.Saves(t, straight)) != 0 {
		t.Error("a game played out leaves its save")
	}

	m := playTo(t, newCamelBoard(t, 7), func(s *Board) bool {
		return len(s.game.Log()) >= 25 && s.phase == personTurn
	})
	cut := len(boardOf(t, m).game.Log())
	es := tuitest.Saves(t, m)
	if len(es) != 1 || !strings.HasPrefix(es[0].Summary, "Camel Up, round ") || !strings.HasSuffix(es[0].Summary, "Human, Player 2 and two computers") {
		t.Fatalf("saves %+v", es)
	}
	boardOf(t, m).Save.Slot.Close() // the window closes, and the save's lock goes with its process
	r := tuitest.Reopen(t, build, resumeAny)
	s := boardOf(t, r)
	if len(s.game.Log()) != cut || s.phase != handOver {
		t.Fatalf("resumed with %d events in phase %d, want %d on the hand-over", len(s.game.Log()), s.phase, cut)
	}
	r = playTo(t, r, raceOver)
	if got := result(boardOf(t, r)); got != want {
		t.Errorf("the resumed game ended\n%s\nwant (straight through)\n%s", got, want)
	}
	if len(tuitest.Saves(t, r)) != 0 {
		t.Error("the resumed game played out leaves its save")
	}
}

// TestCamelLeaveQuestion: esc at the top asks to keep the game, abandon
// it or play on; q's abandon removes the save too.
func TestCamelLeaveQuestion(t *testing.T) {
	tests := []struct {
		keys      []string
		wantSaves int
		wantBoard bool
	}{
		{[]string{"esc", "esc"}, 1, true},
		{[]string{"esc", "x"}, 1, true}, // no answer: the question stays
		{[]string{"esc", "k"}, 1, false},
		{[]string{"esc", "a"}, 0, false},
		{[]string{"q", "y"}, 0, false},
		{[]string{"2", "esc"}, 1, true}, // esc in a sub-menu steps back
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter")
			m, _ = tuitest.Press(t, m, tt.keys...)
			if _, board := tuitest.App(t, m).Top().(*Board); board != tt.wantBoard {
				t.Errorf("after %v the board shows: %v, want %v", tt.keys, board, tt.wantBoard)
			}
			if es := tuitest.Saves(t, m); len(es) != tt.wantSaves {
				t.Errorf("%v: %d saves, want %d", tt.keys, len(es), tt.wantSaves)
			}
		})
	}
	m, _ := tuitest.Press(t, newCamelBoard(t, 7), "enter", "esc")
	if v := m.View(); !strings.Contains(v, "Leave this game?") || !strings.Contains(v, "keep for later") {
		t.Errorf("esc: no question:\n%s", v)
	}
}

// TestCamelResumeOnRoundSummary: a game left on a round's summary shows
// the same summary when it resumes, then goes on.
func TestCamelResumeOnRoundSummary(t *testing.T) {
	m := playTo(t, newCamelBoard(t, 7), func(s *Board) bool { return s.phase == roundOver })
	want := boardOf(t, m).View()
	boardOf(t, m).Save.Slot.Close() // the window closes, and the save's lock goes with its process
	r := tuitest.Reopen(t, build, resumeAny)
	s := boardOf(t, r)
	if s.phase != roundOver {
		t.Fatalf("resumed in phase %d, want the round's summary", s.phase)
	}
	if got := s.View(); got != want {
		t.Errorf("resumed summary\n%s\nwant\n%s", got, want)
	}
	r, _ = tuitest.Press(t, r, "enter")
	if s := boardOf(t, r); s.phase == roundOver || s.ended != nil {
		t.Errorf("enter on the resumed summary: phase %d", s.phase)
	}
}

// TestCamelResumeWarmsOdds: a resumed game starts building the race odds'
// table, as the setup does, so that its first odds answer at once (the
// menu resumes a game without passing the setup).
func TestCamelResumeWarmsOdds(t *testing.T) {
	m := playTo(t, newCamelBoard(t, 7), func(s *Board) bool { return s.phase == personTurn })
	boardOf(t, m).Save.Slot.Close()
	warmed := 0
	old := warmOdds
	warmOdds = func() { warmed++ }
	t.Cleanup(func() { warmOdds = old })
	tuitest.Reopen(t, build, resumeAny)
	if warmed != 1 {
		t.Errorf("resuming warmed the odds %d times, want once", warmed)
	}
}
