package table

import (
	"slices"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// BenchmarkUpdateNineSeats times the screen's Update at nine seats over
// whole hands of a sit-and-go at the normal speed: the human's key (c,
// enter between hands), each computer's move coming due, each step of an
// all-in's run-out and each second of the pause before a deal. The moves
// and the run-outs' equities are worked out off the update loop in play:
// here they are thought out (and the equities counted) before the timer
// runs, or not at all. It reports the 99th and 99.9th percentiles and the
// slowest Update too (a wall-clock time: on a busy machine the slowest is
// often a moment the process was not running).
func BenchmarkUpdateNineSeats(b *testing.B) {
	ctx := tuitest.Context()
	ctx.Settings.Speed = config.SpeedNormal
	ctx.Settings.DealPause = config.Deal3s
	ctx.HistoryDirFlag = b.TempDir()
	newTable := func() *Screen {
		s := New(ctx, nil, Uniform(9, false, 0))
		s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
		return s
	}
	s := newTable()
	c := tuitest.Key("c")
	times := make([]time.Duration, 0, b.N)
	runOuts := 0
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		var msg tea.Msg
		switch s.phase {
		case humanTurn:
			msg = c
		case handOver:
			msg = tickMsg{s: s, gen: s.tickGen}
			if s.countdown == 0 { // the sit-and-go's end waits for a key
				msg = tuitest.Key("enter")
			}
		case runningOut:
			runOuts++
			msg = tickMsg{s: s, gen: s.tickGen}
		case computerTurn:
			b.StopTimer()
			s.schedule()
			msg = s.turns.Last()
			b.StartTimer()
		case over:
			b.StopTimer()
			s = newTable()
			b.StartTimer()
			continue
		}
		start := time.Now()
		var scr kit.Screen
		scr, _ = s.Update(msg)
		times = append(times, time.Since(start))
		s = scr.(*Screen)
	}
	slices.Sort(times)
	at := func(q float64) float64 { return float64(times[int(q*float64(len(times)-1))].Nanoseconds()) }
	b.ReportMetric(at(0.99), "p99-ns")
	b.ReportMetric(at(0.999), "p99.9-ns")
	b.ReportMetric(at(1), "max-ns")
	b.ReportMetric(float64(runOuts), "run-out-steps")
}

// BenchmarkViewNineSeats times the drawing of a nine-seat table at 80×24.
func BenchmarkViewNineSeats(b *testing.B) {
	ctx := tuitest.Context()
	ctx.HistoryDirFlag = b.TempDir()
	s := New(ctx, nil, Uniform(9, false, 1))
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
	b.ReportAllocs()
	for range b.N {
		_ = s.View()
	}
}
