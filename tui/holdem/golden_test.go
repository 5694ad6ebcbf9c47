package holdem

import (
	"math/rand/v2"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

// The table's golden files: the game is played to the state shown with
// plain updates (deterministic: --seed, the computer acting at once), then
// the model runs in teatest at 80×24, which draws it. The home directory is
// a temporary one and the match's start is fixed, so the history path reads
// ~/.local/share/parlor/hands/match_2026-01-02_15-04-05.txt everywhere.
// The computer is a fixed player (holdemOpeningBot), so that the files show the
// table and not the strategy of the day.

// holdemOpeningBot bets or raises when the street has no bet or raise yet
// (with war, whenever it can: the other side of a raising war), and
// otherwise checks or calls.
type holdemOpeningBot struct{ war bool }

func (b holdemOpeningBot) Decide(v poker.SeatView) poker.Action {
	for _, a := range v.Legal {
		if (a.Kind == poker.Bet || a.Kind == poker.Raise) && (b.war || v.Raises(v.Street) == 0) {
			return a
		}
	}
	for _, a := range v.Legal {
		if a.Kind == poker.Check || a.Kind == poker.Call {
			return a
		}
	}
	return v.Legal[0]
}

func (holdemOpeningBot) HandOver(poker.SeatView) {}

// newHoldemGoldenModel is newHoldemModel with holdemOpeningBot as the computer.
func newHoldemGoldenModel(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	old := newHoldemBot
	newHoldemBot = func(string, *rand.Rand) holdemBot { return holdemOpeningBot{} }
	t.Cleanup(func() { newHoldemBot = old })
	return newHoldemModel(t, seed)
}

func holdemGolden(t *testing.T, m tea.Model) {
	t.Helper()
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	out := tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
	teatest.RequireEqualOutput(t, []byte(out))
}

// TestHoldemPreflopGolden: the first decision of the match, before the flop.
func TestHoldemPreflopGolden(t *testing.T) {
	holdemGolden(t, holdemPlayUntil(t, newHoldemGoldenModel(t, 7), "c", holdemMyTurn))
}

// TestHoldemMenuGolden: a decision after the flop with 3 typed (not yet
// confirmed) and the full help open.
func TestHoldemMenuGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemGoldenModel(t, 7), "c", func(s *holdemScreen) bool {
		return holdemMyTurn(s) && len(s.match.Game().Board()) >= 3
	})
	m, _ = tuitest.Press(t, m, "3", "?")
	holdemGolden(t, m)
}

// TestHoldemFoldConfirmGolden: f when a check is free.
func TestHoldemFoldConfirmGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemGoldenModel(t, 7), "c", holdemCanCheck)
	m, _ = tuitest.Press(t, m, "f")
	holdemGolden(t, m)
}

// TestHoldemShowdownGolden: the summary of a hand that went to showdown.
func TestHoldemShowdownGolden(t *testing.T) {
	holdemGolden(t, holdemPlayUntil(t, newHoldemGoldenModel(t, 7), "c", func(s *holdemScreen) bool {
		return s.phase == holdemHandOver && s.summary.end.Showdown
	}))
}

// TestHoldemNoShowdownGolden: the summary of a hand the computer won when
// the human folded to a bet: no hole cards.
func TestHoldemNoShowdownGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemGoldenModel(t, 7), "c", func(s *holdemScreen) bool {
		return holdemFacingBet(s) && len(s.match.Game().Board()) >= 3
	})
	m, _ = tuitest.Press(t, m, "f")
	holdemGolden(t, m)
}

// TestHoldemResultGolden: the end of a match the human played by always
// checking or calling.
func TestHoldemResultGolden(t *testing.T) {
	m := newHoldemGoldenModel(t, 3)
	for holdemOf(t, m).phase != holdemMatchOver {
		k := "c"
		switch s := holdemOf(t, m); s.phase {
		case holdemHandOver:
			k = "enter"
		case holdemComputerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		m, _ = tuitest.Press(t, m, k)
	}
	holdemGolden(t, m)
}
