package table

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// BenchmarkUpdateNineSeats times the screen's Update at nine seats over
// whole hands: the human's key (c, enter between hands) and each
// computer's move coming due. The move is thought out before the timer
// runs, as it is off the update loop in play.
func BenchmarkUpdateNineSeats(b *testing.B) {
	ctx := tuitest.Context()
	ctx.Settings.Speed = "instant"
	ctx.HistoryDirFlag = b.TempDir()
	s := New(ctx, nil, Config{Seats: 9, Ring: true, Level: 1})
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
	c, enter := tuitest.Key("c"), tuitest.Key("enter")
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		var msg tea.Msg
		switch s.phase {
		case humanTurn:
			msg = c
		case handOver:
			msg = enter
		case computerTurn:
			b.StopTimer()
			s.schedule()
			msg = s.turns.Last()
			b.StartTimer()
		}
		var scr kit.Screen
		scr, _ = s.Update(msg)
		s = scr.(*Screen)
	}
}

// BenchmarkViewNineSeats times the drawing of a nine-seat table at 80×24.
func BenchmarkViewNineSeats(b *testing.B) {
	ctx := tuitest.Context()
	ctx.HistoryDirFlag = b.TempDir()
	s := New(ctx, nil, Config{Seats: 9, Level: 1})
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
	b.ReportAllocs()
	for range b.N {
		_ = s.View()
	}
}
