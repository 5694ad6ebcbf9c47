package elephant

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/elephant"
	"parlor/tui/internal/tuitest"
)

// The White Elephant golden files: the game is played to the state shown
// with plain updates (deterministic: --seed, computer seats acting at
// once), then the model runs in teatest at 80×24, which draws it. The
// games seat GreedyBot and Top3Bot, whose rules the spec fixes, rather than
// expert, which may be tuned.

// goldenSeats turns the default fourth seat, expert, into Top3Bot.
var goldenSeats = []string{"j", "j", "j", "h"}

func elephantGolden(t *testing.T, m tea.Model) {
	t.Helper()
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	out := tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
	teatest.RequireEqualOutput(t, []byte(out))
}

// TestElephantSetupGolden: the default seats and a computer seat added,
// the goal switched to a target score.
func TestElephantSetupGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newElephantSetup(t, 7), "c", "j", "t")
	elephantGolden(t, m)
}

// TestElephantTableGolden: mid-round, a person to act after being robbed,
// with a locked present on the table and a steal target chosen.
func TestElephantTableGolden(t *testing.T) {
	m := elephantUntilPerson(t, newElephantTable(t, 7, goldenSeats...), func(s *elephantScreen) bool {
		rd := s.game.Round()
		locked := false
		for p := range s.names {
			if pr, ok := rd.Holding(p); ok && pr.Steals == elephant.MaxSteals {
				locked = true
			}
		}
		return locked && rd.JustStole() != elephant.None && len(s.targets) > 0
	})
	m, _ = tuitest.Press(t, m, "down")
	elephantGolden(t, m)
}

// TestElephantRoundGolden: the summary of the first round.
func TestElephantRoundGolden(t *testing.T) {
	m := newElephantTable(t, 7, goldenSeats...)
	for elephantOf(t, m).phase != elephantRoundOver {
		m = elephantStep(t, m)
	}
	elephantGolden(t, m)
}

// TestElephantStandingsGolden: the final standings of a 5-round game.
func TestElephantStandingsGolden(t *testing.T) {
	m := newElephantTable(t, 3, goldenSeats...)
	for i := 0; elephantOf(t, m).phase != elephantGameOver; i++ {
		if i > 1000 {
			t.Fatal("the game does not end")
		}
		m = elephantStep(t, m)
	}
	elephantGolden(t, m)
}
