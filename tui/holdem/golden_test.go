package holdem

import (
	"fmt"
	"math/rand/v2"
	"parlor/tui/settings/store"
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
		return s.phase == holdemHandOver && s.summary.End.Showdown
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

// The goldens of the moments a hand matters most (issue 15), each at the
// smallest window, 80×24, and at 120×40: a four-digit pot, a raising war
// of 40 raises, a 20-character name, an all-in on the flop in the middle
// of its run-out, the coach's line and the choice of the opponent.

// newHoldemWarModel is the table with holdemOpeningBot{war: true} as the computer and
// the settings changed by set.
func newHoldemWarModel(t *testing.T, seed uint64, set func(*store.Settings)) tea.Model {
	t.Helper()
	old := newHoldemBot
	newHoldemBot = func(string, *rand.Rand) holdemBot { return holdemOpeningBot{war: true} }
	t.Cleanup(func() { newHoldemBot = old })
	return newHoldemModelWith(t, seed, set)
}

// holdemGoldenSizes draws m at 80×24 and at 120×40 against the golden
// files TestName/80x24 and TestName/120x40.
func holdemGoldenSizes(t *testing.T, m tea.Model) {
	t.Helper()
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(sz[0], sz[1]))
			tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
			out := tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()
			teatest.RequireEqualOutput(t, []byte(out))
		})
	}
}

// holdemRaises is the number of bets and raises on the street so far.
func holdemRaises(s *holdemScreen) int {
	v := s.match.View(humanSeat)
	return v.Raises(v.Street)
}

// TestHoldemFourDigitPotGolden: the human to act in a pot of 1,000 or more.
func TestHoldemFourDigitPotGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemWarModel(t, 7, nil), "b", func(s *holdemScreen) bool {
		return holdemMyTurn(s) && s.match.Game().Pot() >= 1000
	})
	holdemGoldenSizes(t, m)
}

// TestHoldemRaiseWarGolden: the 40th raise of a war before the flop; the
// log panel shows its latest lines and says the earlier ones are above.
func TestHoldemRaiseWarGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemWarModel(t, 7, nil), "b", func(s *holdemScreen) bool {
		return holdemMyTurn(s) && holdemRaises(s) >= 40
	})
	holdemGoldenSizes(t, m)
}

// TestHoldemLongNameGolden: a name of 20 characters, the longest the
// settings take, shortened the same way at the table and in the log.
func TestHoldemLongNameGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemWarModel(t, 7, func(s *store.Settings) { s.Name = "Maximiliana Wolfgang" }), "c", holdemMyTurn)
	holdemGoldenSizes(t, m)
}

// TestHoldemRunOutGolden: both all-in on the flop, the turn dealt and the
// river still to come.
func TestHoldemRunOutGolden(t *testing.T) {
	m := holdemRunOutModel(t)
	s := holdemOf(t, m)
	m, _ = tuitest.Drive(t, m, holdemTick{s: s, gen: s.tickGen}) // the turn
	if s.phase != holdemRunOut || len(s.table().Board) != 4 {
		t.Fatalf("phase %d with %d board cards, want the run-out at the turn", s.phase, len(s.table().Board))
	}
	holdemGoldenSizes(t, m)
}

// TestHoldemCoachGolden: the coach's line when the human faces a bet.
func TestHoldemCoachGolden(t *testing.T) {
	m := holdemPlayUntil(t, newHoldemWarModel(t, 7, func(s *store.Settings) { s.Coach = true }), "c", func(s *holdemScreen) bool {
		return holdemFacingBet(s) && len(s.match.Game().Board()) >= 3
	})
	holdemGoldenSizes(t, m)
}

// holdemRunOutModel plays, at normal speed against holdemOpeningBot{war: true}, to a
// hand both players go all-in in on the flop (calling before it, raising
// on it), and stops as its run-out starts.
func holdemRunOutModel(t *testing.T) tea.Model {
	t.Helper()
	m := newHoldemWarModel(t, 7, func(s *store.Settings) { s.Speed = store.SpeedNormal })
	for range 5000 {
		s := holdemOf(t, m)
		switch s.phase {
		case holdemRunOut:
			if len(s.table().Board) == 3 {
				return m
			}
			m, _ = tuitest.Press(t, m, "enter") // another run-out: to its summary
		case holdemHandOver:
			m, _ = tuitest.Press(t, m, "enter")
		case holdemComputerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
		case holdemHumanTurn:
			k := "c"
			if s.match.Game().Street() == poker.Flop {
				k = "b"
			}
			m, _ = tuitest.Press(t, m, k)
		default:
			t.Fatalf("phase %d before an all-in on the flop", s.phase)
		}
	}
	t.Fatal("no all-in on the flop")
	return m
}
