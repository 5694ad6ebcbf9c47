package camelup

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/tui/internal/tuitest"
)

// The second edition's golden files, made as the contest edition's are
// (boardGolden: 80×24, and 120×40 in the subtest's file): Human, Player 2,
// leader and mover, --seed 7, the people scripted by policy2.

// TestSecondSetupGolden: the setup with the second edition chosen, its
// computer players seated.
func TestSecondSetupGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), secondSetup...)
	boardGolden(t, m)
}

// goldenSecond is the golden race from leg 2 on, on a person's turn with
// two tiles on the track.
func goldenSecond(t *testing.T) tea.Model {
	t.Helper()
	return playSecond(t, newSecond(t, 7), func(s *SecondBoard) bool {
		tiles := 0
		for sp := second.FirstSpace; sp <= second.LastSpace; sp++ {
			if s.game.Board().Tile(sp) != second.NoTile {
				tiles++
			}
		}
		return s.game.Leg() >= 2 && s.phase == personTurn && tiles >= 2
	})
}

// TestSecondBoardGolden: the board mid-race: the crazy camels, tiles,
// tickets, the dice out, the log.
func TestSecondBoardGolden(t *testing.T) {
	boardGolden(t, goldenSecond(t))
}

// TestSecondOddsGolden: the odds screen (o) with the leg-ticket menu open:
// each ticket's value.
func TestSecondOddsGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenSecond(t), "o", "2", "enter")
	boardGolden(t, m)
}

// TestSecondTileGolden: a tile's space chosen on the track, the odds open.
func TestSecondTileGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenSecond(t), "o", "3", "enter")
	boardGolden(t, m)
}

// TestSecondRulesGolden: the second edition's rules page, from r.
func TestSecondRulesGolden(t *testing.T) {
	m, _ := tuitest.Press(t, goldenSecond(t), "r")
	boardGolden(t, m)
}

// TestSecondCardGolden: Human's winner card, confirmed to Human alone.
func TestSecondCardGolden(t *testing.T) {
	m, _ := tuitest.Press(t, newSecond(t, 7), "enter", "4", "enter", "2", "enter")
	boardGolden(t, m)
}

// TestSecondLegSummaryGolden: the end of the first leg: first and second,
// every ticket's and pyramid ticket's pay.
func TestSecondLegSummaryGolden(t *testing.T) {
	m := playSecond(t, newSecond(t, 7), func(s *SecondBoard) bool { return s.phase == roundOver })
	boardGolden(t, m)
}

// TestSecondFinalGolden: the final summary with every finish card revealed.
func TestSecondFinalGolden(t *testing.T) {
	m := playSecond(t, newSecond(t, 7), func(s *SecondBoard) bool { return s.phase == roundOver && s.ended.GameOver })
	m, _ = tuitest.Press(t, m, "enter")
	boardGolden(t, m)
}

// TestSecondPartnersGolden: seven seats, so partnerships: Human partners
// Player 2, whose menu says why no other partnership is possible.
func TestSecondPartnersGolden(t *testing.T) {
	m := playSecond(t, newSecond(t, 7, "c", "c", "p"), func(s *SecondBoard) bool { return s.phase == personTurn })
	m, _ = tuitest.Press(t, m, "6", "enter", "enter", "enter")
	m = playSecond(t, m, func(s *SecondBoard) bool { return s.phase == personTurn })
	m, _ = tuitest.Press(t, m, "6")
	boardGolden(t, m)
}
