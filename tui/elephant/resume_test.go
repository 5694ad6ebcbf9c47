package elephant

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/internal/tuitest"
)

// playTo steps through the game until cond holds.
func playTo(t *testing.T, m tea.Model, cond func(*Table) bool) tea.Model {
	t.Helper()
	for range 3000 {
		if cond(tableOf(t, m)) {
			return m
		}
		if tableOf(t, m).phase == gameOver {
			t.Fatal("the game ended before the state looked for")
		}
		m = step(t, m)
	}
	t.Fatal("the state looked for never came")
	return m
}

func gameIsOver(s *Table) bool { return s.phase == gameOver }

// result is the end of a game: the scores and every round's take.
func result(s *Table) string {
	return fmt.Sprintf("%v\n%v\n%s", s.game.Scores(), s.rounds, s.View())
}

// TestElephantResumeSameGame: a game left in its third round and resumed
// in a new run ends as the game played straight through, with the same
// standings.
func TestElephantResumeSameGame(t *testing.T) {
	straight := playTo(t, newElephantTable(t, 7), gameIsOver)
	want := result(tableOf(t, straight))
	if len(tuitest.Saves(t, straight)) != 0 {
		t.Error("a game played out leaves its save")
	}

	m := playTo(t, newElephantTable(t, 7), func(s *Table) bool {
		return s.game.RoundNumber() == 3 && len(s.game.Round().Events()) >= 3 && s.phase == personTurn
	})
	es := tuitest.Saves(t, m)
	if len(es) != 1 || es[0].Summary != "White Elephant, round 3, Human, Player 2 and two computers" {
		t.Fatalf("saves %+v", es)
	}
	tableOf(t, m).Save.Slot.Close() // the window closes, and the save's lock goes with its process
	r := tuitest.Reopen(t, build, Resume)
	if s := tableOf(t, r); len(s.rounds) != 2 || s.game.RoundNumber() != 3 {
		t.Fatalf("resumed with %d rounds played, in round %d; want 2, in round 3", len(s.rounds), s.game.RoundNumber())
	}
	r = playTo(t, r, gameIsOver)
	if got := result(tableOf(t, r)); got != want {
		t.Errorf("the resumed game ended\n%s\nwant (straight through)\n%s", got, want)
	}
}

// TestElephantResumeAtRoundEnd: a game left on a round's summary resumes
// there, the round counted once.
func TestElephantResumeAtRoundEnd(t *testing.T) {
	m := playTo(t, newElephantTable(t, 7), func(s *Table) bool { return s.phase == roundOver })
	want := tableOf(t, m).View()
	tableOf(t, m).Save.Slot.Close() // the window closes, and the save's lock goes with its process
	r := tuitest.Reopen(t, build, Resume)
	s := tableOf(t, r)
	if s.phase != roundOver || len(s.rounds) != 1 {
		t.Fatalf("resumed in phase %d with %d rounds, want the summary of round 1", s.phase, len(s.rounds))
	}
	if got := s.View(); got != want {
		t.Errorf("resumed summary\n%s\nwant\n%s", got, want)
	}
}

// TestElephantLeaveQuestion: esc asks to keep the game, abandon it or play
// on; q's abandon removes the save too.
func TestElephantLeaveQuestion(t *testing.T) {
	tests := []struct {
		keys      []string
		wantSaves int
		wantTable bool
	}{
		{[]string{"esc", "esc"}, 1, true},
		{[]string{"esc", "k"}, 1, false},
		{[]string{"esc", "a"}, 0, false},
		{[]string{"q", "y"}, 0, false},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m, _ := tuitest.Press(t, newElephantTable(t, 7), tt.keys...)
			if _, table := tuitest.App(t, m).Top().(*Table); table != tt.wantTable {
				t.Errorf("after %v the table shows: %v, want %v", tt.keys, table, tt.wantTable)
			}
			if es := tuitest.Saves(t, m); len(es) != tt.wantSaves {
				t.Errorf("%v: %d saves, want %d", tt.keys, len(es), tt.wantSaves)
			}
		})
	}
}
