package camelup

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/config"
	"parlor/tui/internal/tuitest"
)

// The Camel Up golden files: the game is played to the state shown with
// plain updates (deterministic: --seed, computer seats acting at once),
// then the model runs in teatest at 80×24, which draws it. The computer
// seats are the rules' simple players (player2 and player0), so that the
// files show the screen and not the strategy of the day.

// goldenSetup are the setup keys that seat player2 and player0 in
// place of bogart and expert.
var goldenSetup = []string{"j", "j", "h", "j", "h", "h", "h", "h"}

// boardGolden compares the view of m at 80×24 with the test's golden file,
// and at 120×40 with its subtest's (testdata/<test>/120x40.golden).
func boardGolden(t *testing.T, m tea.Model) {
	t.Helper()
	tuitest.GoldenAt(t, m, 80, 24)
	t.Run("120x40", func(t *testing.T) { tuitest.GoldenAt(t, m, 120, 40) })
}

// TestCamelSetupGolden: the setup with a fifth seat added, a computer.
func TestCamelSetupGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), append(goldenSetup, "c")...)
	boardGolden(t, m)
}

// goldenBoard is the golden game from round 2 on, on a person's turn
// with two traps on the board.
func goldenBoard(t *testing.T) tea.Model {
	t.Helper()
	m := newCamelBoard(t, 7, goldenSetup...)
	return playCamel(t, m, func(s *Board) bool {
		traps := 0
		for q := range camelup.NumSquares {
			if s.game.Board().Trap(q) != camelup.NoTrap {
				traps++
			}
		}
		return s.game.Round() >= 2 && s.phase == personTurn && traps >= 2
	})
}

// TestCamelBoardGolden: the board mid-race: stacks, traps, bets, the log.
func TestCamelBoardGolden(t *testing.T) {
	boardGolden(t, goldenBoard(t))
}

// TestCamelOddsGolden: the odds panel, with the trap menu open.
func TestCamelOddsGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenBoard(t), "o", "5", "enter")
	boardGolden(t, m)
}

// TestCamelRoundBetOddsGolden: the round-bet menu with the odds open:
// every value on one line, the players and the odds both where there is
// room (at 80×24 the odds alone, saying how to see the players).
func TestCamelRoundBetOddsGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenBoard(t), "o", "2", "enter")
	boardGolden(t, m)
}

// TestCamelSecretGolden: Human's secret bet, confirmed to Human alone
// before the hand-over.
func TestCamelSecretGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7, goldenSetup...), "enter", "3", "enter", "2", "enter")
	boardGolden(t, m)
}

// TestCamelHandOverGolden: after Human's secret bet, the keyboard goes to
// Player 2; Human's bets are hidden.
func TestCamelHandOverGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7, goldenSetup...), "enter", "3", "enter", "2", "enter", "enter")
	boardGolden(t, m)
}

// TestCamelRulesGolden: the rules page, from r on a person's turn.
func TestCamelRulesGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenBoard(t), "r")
	boardGolden(t, m)
}

// TestCamelRoundSummaryGolden: the end of the first round.
func TestCamelRoundSummaryGolden(t *testing.T) {
	m := playCamel(t, newCamelBoard(t, 7, goldenSetup...), func(s *Board) bool { return s.phase == roundOver })
	boardGolden(t, m)
}

// TestCamelRaceOverOddsGolden: the race's last round summary with the odds
// open: no stale odds, the result instead.
func TestCamelRaceOverOddsGolden(t *testing.T) {
	m := playCamel(t, newCamelBoard(t, 7, goldenSetup...), func(s *Board) bool {
		return s.phase == roundOver && s.ended.GameOver
	})
	m, _ = tuitest.Press(t, m, "o")
	boardGolden(t, m)
}

// TestCamelFinalGolden: the final summary with every game bet revealed.
func TestCamelFinalGolden(t *testing.T) {
	m := playCamel(t, newCamelBoard(t, 7, goldenSetup...), func(s *Board) bool {
		return s.phase == roundOver && s.ended.GameOver
	})
	m, _ = tuitest.Press(t, m, "enter")
	boardGolden(t, m)
}

// TestCamelTrapRefusedGolden: a square where no trap may go is refused
// with the reason, under the board.
func TestCamelTrapRefusedGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenBoard(t), "5", "enter", "1", "2") // 12: next to the trap on 11
	boardGolden(t, m)
}

// TestCamelLoserBetRefusedGolden: a loser bet on a camel backed to win is
// refused with its reason, whole, under the board.
func TestCamelLoserBetRefusedGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7, goldenSetup...), "enter", "3", "enter", "2", "enter", "enter", "enter")
	m = playCamel(t, m, func(s *Board) bool { return s.phase == personTurn && s.game.Turn() == 0 })
	m, _ = tuitest.Press(t, m, "4", "enter", "2") // green: Human backed it to win
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "you backed it already") {
		t.Fatalf("status %+v, want the refusal", st)
	}
	boardGolden(t, m)
}

// TestCamelSecretOddsGolden: Human's secret bet confirmed with the odds
// open: the odds and the players' table are Human's, at the keyboard,
// not the next seat's.
func TestCamelSecretOddsGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelBoard(t, 7, goldenSetup...), "enter", "3", "enter", "2", "enter", "o")
	boardGolden(t, m)
}

// TestCamelComputerHintClearsGolden: a key pressed while a computer seat
// thinks says to wait; once it has moved, the line is gone, and the next
// person's turn does not inherit it.
func TestCamelComputerHintClearsGolden(t *testing.T) {
	m := newCamelSetup(t, 7)
	tuitest.App(t, m).Context().Settings.Speed = config.SpeedNormal                // the computer waits: a key comes meanwhile
	m, _ = tuitest.Press(t, m, append(goldenSetup, "s", "enter", "1", "enter")...) // Human moves a camel; Player 2's hand-over
	m, _ = tuitest.Press(t, m, "enter", "1", "enter")                              // Player 2 moves: player2 (computer) is to act
	s := boardOf(t, m)
	if s.phase != computerTurn {
		t.Fatalf("phase %d, want a computer's turn", s.phase)
	}
	m, _ = tuitest.Press(t, m, "x")
	if got := tuitest.Status(t, m).Text; !strings.Contains(got, "(computer) is to act: wait a moment") {
		t.Fatalf("a key during the computer's turn: status %q", got)
	}
	m, _ = tuitest.Drive(t, m, s.Turns.Last())
	if got := tuitest.Status(t, m).Text; strings.Contains(got, "wait a moment") {
		t.Errorf("after the computer's move the status still says %q", got)
	}
	boardGolden(t, m)
}

// TestCamelSetupHelpGolden: the setup's full help fits 80 columns, every
// column whole.
func TestCamelSetupHelpGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), "?")
	boardGolden(t, m)
}
