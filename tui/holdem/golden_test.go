package holdem

import (
	"fmt"
	"math/rand/v2"
	"parlor/config"
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
// The computer is a fixed player (openingBot), so that the files show the
// table and not the strategy of the day.

// openingBot bets or raises when the street has no bet or raise yet
// (with war, whenever it can: the other side of a raising war), and
// otherwise checks or calls.
type openingBot struct {
	war  bool
	fold bool // folds to a bet on the turn
}

func (b openingBot) Decide(v poker.SeatView) poker.Action {
	if b.fold && v.Street == poker.Turn && v.Legal[0].Kind == poker.Fold {
		return v.Legal[0]
	}
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

func (openingBot) HandOver(poker.SeatView) {}

// newGoldenModel is newModel with openingBot as the computer.
func newGoldenModel(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	old := newComputer
	newComputer = func(string, *rand.Rand) computer { return openingBot{} }
	t.Cleanup(func() { newComputer = old })
	return newModel(t, seed)
}

// TestHoldemPreflopGolden: the first decision of the match, before the flop.
func TestHoldemPreflopGolden(t *testing.T) {
	goldenSizes(t, playUntil(t, newGoldenModel(t, 7), "c", myTurn))
}

// TestHoldemMenuGolden: a decision after the flop with 3 typed (not yet
// confirmed) and the full help open.
func TestHoldemMenuGolden(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", func(s *Table) bool {
		return myTurn(s) && len(s.match.Game().Board()) >= 3
	})
	m, _ = tuitest.Press(t, m, "3", "?")
	goldenSizes(t, m)
}

// TestHoldemFoldConfirmGolden: f when a check is free.
func TestHoldemFoldConfirmGolden(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", canCheck)
	m, _ = tuitest.Press(t, m, "f")
	goldenSizes(t, m)
}

// TestHoldemShowdownGolden: the summary of a hand that went to showdown.
func TestHoldemShowdownGolden(t *testing.T) {
	goldenSizes(t, playUntil(t, newGoldenModel(t, 7), "c", func(s *Table) bool {
		return s.phase == handOver && s.summary.End.Showdown
	}))
}

// TestHoldemNoShowdownGolden: the summary of a hand the computer won when
// the human folded to a bet: no hole cards.
func TestHoldemNoShowdownGolden(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", func(s *Table) bool {
		return facingBet(s) && len(s.match.Game().Board()) >= 3
	})
	m, _ = tuitest.Press(t, m, "f")
	goldenSizes(t, m)
}

// TestHoldemResultGolden: the end of a match the human played by always
// checking or calling.
func TestHoldemResultGolden(t *testing.T) {
	m := newGoldenModel(t, 3)
	for tableOf(t, m).phase != matchOver {
		k := "c"
		switch s := tableOf(t, m); s.phase {
		case handOver:
			k = "enter"
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		m, _ = tuitest.Press(t, m, k)
	}
	goldenSizes(t, m)
}

// The goldens of the moments a hand matters most (issue 15), each at the
// smallest window, 80×24, and at 120×40: a four-digit pot, a raising war
// of 40 raises, a 20-character name, an all-in on the flop in the middle
// of its run-out, the coach's line and the choice of the opponent.

// newWarModel is the table with openingBot{war: true} as the computer and
// the settings changed by set.
func newWarModel(t *testing.T, seed uint64, set func(*config.Settings)) tea.Model {
	t.Helper()
	old := newComputer
	newComputer = func(string, *rand.Rand) computer { return openingBot{war: true} }
	t.Cleanup(func() { newComputer = old })
	return newModelWith(t, seed, set)
}

// goldenSizes draws m at 80×24 and at 120×40 against the golden
// files TestName/80x24 and TestName/120x40.
func goldenSizes(t *testing.T, m tea.Model) {
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

// raises is the number of bets and raises on the street so far.
func raises(s *Table) int {
	v := s.match.View(humanSeat)
	return v.Raises(v.Street)
}

// TestHoldemFourDigitPotGolden: the human to act in a pot of 1,000 or more.
func TestHoldemFourDigitPotGolden(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, nil), "b", func(s *Table) bool {
		return myTurn(s) && s.match.Game().Pot() >= 1000
	})
	goldenSizes(t, m)
}

// TestHoldemRaiseWarGolden: the 40th raise of a war before the flop; the
// log panel shows its latest lines and says the earlier ones are above.
func TestHoldemRaiseWarGolden(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, nil), "b", func(s *Table) bool {
		return myTurn(s) && raises(s) >= 40
	})
	goldenSizes(t, m)
}

// TestHoldemLongNameGolden: a name of 20 characters, the longest the
// settings take, shortened the same way at the table and in the log.
func TestHoldemLongNameGolden(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, func(s *config.Settings) { s.Name = "Maximiliana Wolfgang" }), "c", myTurn)
	goldenSizes(t, m)
}

// TestHoldemRunOutGolden: both all-in on the flop, the turn dealt and the
// river still to come.
func TestHoldemRunOutGolden(t *testing.T) {
	m := runOutModel(t)
	s := tableOf(t, m)
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen}) // the turn
	if s.phase != runOut || len(s.table().Board) != 4 {
		t.Fatalf("phase %d with %d board cards, want the run-out at the turn", s.phase, len(s.table().Board))
	}
	goldenSizes(t, m)
}

// TestHoldemRunOutSummaryGolden: the summary of an all-in on the flop,
// with the human's equity on its streets.
func TestHoldemRunOutSummaryGolden(t *testing.T) {
	m, _ := tuitest.Press(t, runOutModel(t), "enter")
	if s := tableOf(t, m); s.phase != handOver || len(s.odds) != 2 {
		t.Fatalf("phase %d with odds %+v, want the summary of an all-in on the flop", s.phase, s.odds)
	}
	goldenSizes(t, m)
}

// TestHoldemCoachGolden: the coach's line when the human faces a bet.
func TestHoldemCoachGolden(t *testing.T) {
	m := playUntil(t, newWarModel(t, 7, func(s *config.Settings) { s.Coach = true }), "c", func(s *Table) bool {
		return facingBet(s) && len(s.match.Game().Board()) >= 3
	})
	goldenSizes(t, coached(t, m))
}

// runOutModel plays, at normal speed against openingBot{war: true}, to a
// hand both players go all-in in on the flop (calling before it, raising
// on it), and stops as its run-out starts.
func runOutModel(t *testing.T) tea.Model {
	t.Helper()
	m := newWarModel(t, 7, func(s *config.Settings) { s.Speed = config.SpeedNormal })
	for range 5000 {
		s := tableOf(t, m)
		switch s.phase {
		case runOut:
			if len(s.table().Board) == 3 {
				return m
			}
			m, _ = tuitest.Press(t, m, "enter") // another run-out: to its summary
		case handOver:
			m, _ = tuitest.Press(t, m, "enter")
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
		case humanTurn:
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

// TestHoldemWrongKeyGolden: a key that does nothing at a decision: the
// status line says so whole, at 80 cells too.
func TestHoldemWrongKeyGolden(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", myTurn)
	m, _ = tuitest.Press(t, m, "x")
	goldenSizes(t, m)
}

// TestHoldemLastHandGolden: in hand 4, p shows the end of hand 3 in the
// log, its showdown; the panel has the computer's figures over 3 hands.
func TestHoldemLastHandGolden(t *testing.T) {
	m := playUntil(t, newGoldenModel(t, 7), "c", func(s *Table) bool { return myTurn(s) && s.match.HandNumber() == 4 })
	m, _ = tuitest.Press(t, m, "p")
	goldenSizes(t, m)
}

// TestHoldemCountdownGolden: the summary of a hand with the deal after
// 3 s set, a second gone.
func TestHoldemCountdownGolden(t *testing.T) {
	old := newComputer
	newComputer = func(string, *rand.Rand) computer { return openingBot{} }
	t.Cleanup(func() { newComputer = old })
	m := newModelWith(t, 7, func(s *config.Settings) { s.DealPause = config.Deal3s })
	m = playUntil(t, m, "c", handDone(1))
	s := tableOf(t, m)
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	goldenSizes(t, m)
}

// TestHoldemComputerFoldsGolden: the summary of a hand the computer folded:
// no card named under the table, the computer's mucked, the human's own
// still face up on the felt.
func TestHoldemComputerFoldsGolden(t *testing.T) {
	old := newComputer
	newComputer = func(string, *rand.Rand) computer { return openingBot{fold: true} }
	t.Cleanup(func() { newComputer = old })
	m := newModel(t, 7)
	for range 2000 {
		s := tableOf(t, m)
		if s.phase == handOver && s.summary.End.Seat == humanSeat && !s.summary.End.Showdown {
			break
		}
		if s.phase == matchOver {
			t.Fatalf("the match ended before the computer folded: %d hands, winner %d, quitter %d", s.handsPlayed, s.match.Winner(), s.match.Quitter())
		}
		if s.phase == handOver {
			m, _ = tuitest.Press(t, m, "enter")
			continue
		}
		m = playUntil(t, m, "c", func(s *Table) bool { return myTurn(s) || s.phase == handOver })
		if s.phase == handOver {
			continue
		}
		k := "c" // call; bet when nothing is owed after the flop
		if s.match.Game().Street() != poker.Preflop && s.menu.CanCheck() {
			k = "b"
		}
		m, _ = tuitest.Press(t, m, k)
		if s.menu.Wrong {
			m, _ = tuitest.Press(t, m, "backspace", "c")
		}
	}
	noHoleCards(t, m)
	goldenSizes(t, m)
}
