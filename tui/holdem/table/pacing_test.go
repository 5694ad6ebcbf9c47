package table

import (
	"fmt"
	"math"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

// TestRunOut: an all-in's board is dealt a street at a time, every live
// hand face up with its equity (counted in a command: "…" until it comes,
// summing to 100%), the places and the winners only at the end.
func TestRunOut(t *testing.T) {
	fixed(t)
	m := untilAllIn(t, func(s *Screen) bool { return s.phase == runningOut && len(s.ro.steps) >= 2 })
	s := screenOf(t, m)
	final := len(s.table().Board())
	for step := 0; step < len(s.ro.steps); step++ {
		if s.ro.step != step || s.phase != runningOut {
			t.Fatalf("step %d: at step %d in phase %d", step, s.ro.step, s.phase)
		}
		v := s.View()
		if !strings.Contains(v, "All in: the board runs out") || strings.Contains(v, "won:") {
			t.Errorf("step %d: the run-out does not show, or tells the winner:\n%s", step, v)
		}
		if s.ro.eq == nil {
			cmd := s.showStep() // the count again, run here
			for _, msg := range tuitest.Run(cmd) {
				m, _ = tuitest.Drive(t, m, msg)
			}
		}
		if s.ro.eq == nil {
			t.Fatalf("step %d: no equities came", step)
		}
		sum, live := 0.0, 0
		for c := 1; c <= 6; c++ {
			if s.table().In(c) && !s.table().Folded(c) {
				live++
				sum += s.ro.eq[c]
				h := s.table().Hole(c)
				if w := s.ctx.Cards().TextRow(h[:]) + " " + s.equityWord(c); !strings.Contains(s.View(), w) {
					t.Errorf("step %d: chair %d's hand and equity %q are not drawn", step, c, w)
				}
			}
		}
		if live < 2 || math.Abs(sum-1) > 1e-9 {
			t.Errorf("step %d: %d live hands, equities summing to %v", step, live, sum)
		}
		if got := len(s.table().Board()[:s.ro.steps[step].board]); got >= final {
			t.Errorf("step %d shows the board's %d cards of %d", step, got, final)
		}
		stale := equityMsg{s: s, hand: s.table().Number(), step: step + 7, eq: make([]float64, poker.MaxChairs+1)}
		before := s.ro.eq[1]
		m, _ = tuitest.Drive(t, m, stale)
		if s.ro.eq[1] != before {
			t.Errorf("step %d: a stale count was taken", step)
		}
		m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	}
	if s.phase != handOver || !strings.Contains(s.View(), "won:") {
		t.Errorf("after the run-out: phase %d\n%s", s.phase, s.View())
	}
}

// untilAllIn plays a 6-seat sit-and-go of seed 11 through at once to
// find the first hand whose board runs out over two streets or more, then
// plays it again at once up to that hand and at the normal speed (at
// which boards run out) from there until done.
func untilAllIn(t *testing.T, done func(*Screen) bool) tea.Model {
	t.Helper()
	hand := 0
	playUntil(t, open(t, 11, Uniform(6, false, 1), config.SpeedInstant), func(s *Screen) bool {
		if s.phase == handOver && len(runOutOf(s.table(), s.marks)) >= 2 {
			hand = s.table().Number()
		}
		return hand > 0
	})
	m := open(t, 11, Uniform(6, false, 1), config.SpeedInstant)
	if hand > 1 {
		m = playUntil(t, m, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == hand-1 })
	}
	screenOf(t, m).ctx.Settings.Speed = config.SpeedNormal
	if hand > 1 {
		m, _ = tuitest.Press(t, m, "enter")
	}
	return playUntil(t, m, done)
}

// TestRunOutSkips: enter during a run-out shows the hand's end at once;
// a tick from before is stale.
func TestRunOutSkips(t *testing.T) {
	fixed(t)
	m := untilAllIn(t, func(s *Screen) bool { return s.phase == runningOut })
	s := screenOf(t, m)
	old := tickMsg{s: s, gen: s.tickGen}
	m, _ = tuitest.Press(t, m, "enter")
	if s.phase != handOver {
		t.Fatalf("enter in a run-out: phase %d", s.phase)
	}
	n := s.table().Number()
	tuitest.Drive(t, m, old)
	if s.phase != handOver || s.table().Number() != n {
		t.Error("a stale tick moved the table on")
	}
}

// TestDealPause: with a pause set, the summary counts down a second at a
// time and deals by itself; enter deals at once; with none it waits.
func TestDealPause(t *testing.T) {
	for _, pause := range config.DealPauses {
		t.Run(string(pause), func(t *testing.T) {
			fixed(t)
			m := open(t, 7, Uniform(6, false, 1), config.SpeedInstant)
			screenOf(t, m).ctx.Settings.DealPause = pause
			m = playUntil(t, m, func(s *Screen) bool { return s.phase == handOver })
			s := screenOf(t, m)
			n, secs := s.table().Number(), int(pause.Pause().Seconds())
			if s.countdown != secs {
				t.Fatalf("countdown %d, want %d", s.countdown, secs)
			}
			if secs == 0 {
				if tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen}); s.table().Number() != n {
					t.Error("a tick dealt with no pause set")
				}
				return
			}
			for i := secs; i > 0; i-- {
				if !strings.Contains(s.View(), "next hand in "+string(rune('0'+i))+"…") {
					t.Errorf("%d s left, not drawn:\n%s", i, s.View())
				}
				m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
			}
			if s.table().Number() != n+1 {
				t.Errorf("after the pause hand %d, want %d", s.table().Number(), n+1)
			}
			m = playUntil(t, m, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == n+1 })
			tuitest.Press(t, m, "enter")
			if s.table().Number() != n+2 || s.countdown != 0 {
				t.Errorf("enter in the pause: hand %d (countdown %d), want hand %d", s.table().Number(), s.countdown, n+2)
			}
		})
	}
}

// TestRunOutGolden: the first step of a run-out at 80×24 and 120×40, the
// equities counted.
func TestRunOutGolden(t *testing.T) {
	fixed(t)
	t.Setenv("HOME", "/home/player")
	m := untilAllIn(t, func(s *Screen) bool { return s.phase == runningOut })
	for _, msg := range tuitest.Run(screenOf(t, m).showStep()) {
		m, _ = tuitest.Drive(t, m, msg)
	}
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m, _ = tuitest.Drive(t, m, tuitest.Size(sz[0], sz[1]))
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) { tuitest.GoldenAt(t, m, sz[0], sz[1]) })
	}
}
