package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/internal/tuitest"
)

// BenchmarkView measures a full redraw, which Bubble Tea does after every
// message: it must stay far below a frame (16ms).
func BenchmarkView(b *testing.B) {
	b.Setenv("HOME", b.TempDir())
	b.Setenv("XDG_CONFIG_HOME", "")
	for _, tc := range []struct {
		name string
		keys []tea.Msg
	}{
		{"menu", nil},
		{"equity", []tea.Msg{tuitest.Key("5")}},
		{"settings", []tea.Msg{tuitest.Key("6")}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var m tea.Model = newModel(Options{SeedSet: true})
			m, _ = m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
			for _, k := range tc.keys {
				var cmd tea.Cmd
				m, cmd = m.Update(k)
				if cmd != nil {
					m, _ = m.Update(cmd())
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}
