package camel

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
)

// The Camel Up golden files: the game is played to the state shown with
// plain updates (deterministic: --seed, computer seats acting at once),
// then the model runs in teatest at 80×24, which draws it. The computer
// seats are the spec's simple players (player2 and player0), so that the
// files show the screen and not the strategy of the day.

// camelGoldenSetup are the setup keys that seat player2 and player0 in
// place of bogart and expert.
var camelGoldenSetup = []string{"j", "j", "h", "j", "h", "h", "h", "h"}

func camelGolden(t *testing.T, m tea.Model) {
	t.Helper()
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	out := tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
	teatest.RequireEqualOutput(t, []byte(out))
}

// TestCamelSetupGolden: the setup with a fifth seat added, a computer.
func TestCamelSetupGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), append(camelGoldenSetup, "c")...)
	camelGolden(t, m)
}

// camelGoldenBoard is the golden game from round 2 on, on a person's turn
// with two traps on the board.
func camelGoldenBoard(t *testing.T) tea.Model {
	t.Helper()
	m := newCamelBoard(t, 7, camelGoldenSetup...)
	return playCamel(t, m, func(s *camelScreen) bool {
		traps := 0
		for q := range camelup.NumSquares {
			if s.game.Board().Trap(q) != camelup.NoTrap {
				traps++
			}
		}
		return s.game.Round() >= 2 && s.phase == camelPerson && traps >= 2
	})
}

// TestCamelBoardGolden: the board mid-race: stacks, traps, bets, the log.
func TestCamelBoardGolden(t *testing.T) {
	camelGolden(t, camelGoldenBoard(t))
}

// TestCamelOddsGolden: the odds panel, with the trap menu open.
func TestCamelOddsGolden(t *testing.T) {
	m, _ := tuitest.Press(t, camelGoldenBoard(t), "o", "5")
	camelGolden(t, m)
}

// TestCamelHandOverGolden: after Human's secret bet, the keyboard goes to
// Player 2; Human's bets are hidden.
func TestCamelHandOverGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7, camelGoldenSetup...), "enter", "3", "2")
	camelGolden(t, m)
}

// TestCamelRoundSummaryGolden: the end of the first round.
func TestCamelRoundSummaryGolden(t *testing.T) {
	m := playCamel(t, newCamelBoard(t, 7, camelGoldenSetup...), func(s *camelScreen) bool { return s.phase == camelRoundOver })
	camelGolden(t, m)
}

// TestCamelFinalGolden: the final summary with every game bet revealed.
func TestCamelFinalGolden(t *testing.T) {
	m := playCamel(t, newCamelBoard(t, 7, camelGoldenSetup...), func(s *camelScreen) bool {
		return s.phase == camelRoundOver && s.ended.gameOver
	})
	m, _ = tuitest.Press(t, m, "enter")
	camelGolden(t, m)
}
