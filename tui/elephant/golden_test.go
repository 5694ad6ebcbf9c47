package elephant

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/elephant"
	"parlor/tui/internal/tuitest"
)

// The White Elephant golden files: the game is played to the state shown
// with plain updates (deterministic: --seed, computer seats acting at
// once), then the model runs in teatest at 80×24, which draws it. The
// games seat GreedyBot and Top3Bot, whose rules docs/rules/elephant.md fixes, rather than
// expert, which may be tuned.

// goldenSeats turns the default fourth seat, expert, into Top3Bot.
var goldenSeats = []string{"j", "j", "j", "h"}

// tableGolden compares the view of m at 80×24 with the test's golden
// file, and at 120×40 with its subtest's (testdata/<test>/120x40.golden).
func tableGolden(t *testing.T, m tea.Model) {
	t.Helper()
	tuitest.GoldenAt(t, m, 80, 24)
	t.Run("120x40", func(t *testing.T) { tuitest.GoldenAt(t, m, 120, 40) })
}

// TestElephantSetupGolden: the default seats and a computer seat added,
// the goal switched to a target score.
func TestElephantSetupGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newElephantSetup(t, 7), "c", "j", "t")
	tableGolden(t, m)
}

// TestElephantSetupRenameGolden: a person's name being typed is marked.
func TestElephantSetupRenameGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newElephantSetup(t, 7), "j", "enter", "ctrl+u")
	m = tuitest.Type(t, m, "Ann")
	tableGolden(t, m)
}

// TestElephantTableGolden: mid-round, a person to act after being robbed,
// with a locked present on the table and a steal target chosen.
func TestElephantTableGolden(t *testing.T) {
	m := untilPerson(t, newElephantTable(t, 7, goldenSeats...), func(s *Table) bool {
		rd := s.game.Round()
		locked := false
		for p := range s.names {
			if pr, ok := rd.Holding(p); ok && pr.Steals == elephant.MaxSteals {
				locked = true
			}
		}
		return locked && rd.JustStole() != elephant.None && len(s.targets) > 0
	})
	m, _ = tuitest.Press(t, m, "down", "9") // 9: no such seat, said by the prompt
	tableGolden(t, m)
}

// TestElephantRoundGolden: the summary of the first round.
func TestElephantRoundGolden(t *testing.T) {
	m := newElephantTable(t, 7, goldenSeats...)
	for tableOf(t, m).phase != roundOver {
		m = step(t, m)
	}
	tableGolden(t, m)
}

// TestElephantStandingsGolden: the final standings of a 5-round game.
func TestElephantStandingsGolden(t *testing.T) {
	m := newElephantTable(t, 3, goldenSeats...)
	for i := 0; tableOf(t, m).phase != gameOver; i++ {
		if i > 1000 {
			t.Fatal("the game does not end")
		}
		m = step(t, m)
	}
	tableGolden(t, m)
}

// TestElephantRulesGolden: the rules page, from r on a person's turn.
func TestElephantRulesGolden(t *testing.T) {
	m := untilPerson(t, newElephantTable(t, 7, goldenSeats...), func(*Table) bool { return true })
	m, _ = tuitest.Press(t, m, "r")
	tableGolden(t, m)
}
