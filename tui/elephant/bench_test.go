package elephant

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// BenchmarkElephantView measures a full redraw of the White Elephant table
// at 80×24 with 8 seats mid-round, and of the setup: Bubble Tea redraws
// after every message, so each must stay far below a frame (16ms).
func BenchmarkElephantView(b *testing.B) {
	b.Setenv("HOME", b.TempDir())
	b.Setenv("XDG_CONFIG_HOME", "")
	b.Setenv("XDG_DATA_HOME", "")
	var m tea.Model = tuitest.New(kit.Options{Seed: 4, SeedSet: true}, build)
	m.(app.Model).Context().Settings.Speed = config.SpeedInstant
	m = benchKeys(b, m, tea.WindowSizeMsg{Width: 80, Height: 24}, tuitest.Key("3"),
		tuitest.Key("p"), tuitest.Key("c"), tuitest.Key("c"), tuitest.Key("c"))
	b.Run("setup", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = m.View()
		}
	})
	m = benchKeys(b, m, tuitest.Key("s"), tuitest.Key("o"), tuitest.Key("o"), tuitest.Key("o"))
	if _, ok := m.(app.Model).Top().(*Table); !ok {
		b.Fatalf("top screen is %T, want the table", m.(app.Model).Top())
	}
	b.Run("table", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = m.View()
		}
	})
}

// benchKeys sends msgs and runs the commands they return (computer moves
// come at once at speed instant; a blinking cursor is not run).
func benchKeys(b *testing.B, m tea.Model, msgs ...tea.Msg) tea.Model {
	b.Helper()
	queue := append([]tea.Msg(nil), msgs...)
	for steps := 0; len(queue) > 0 && steps < 500; steps++ {
		msg := queue[0]
		queue = queue[1:]
		var cmd tea.Cmd
		m, cmd = m.Update(msg)
		if cmd == nil {
			continue
		}
		switch next := cmd().(type) {
		case kit.ComputerMsg, kit.SwitchMsg, kit.OpenMsg:
			queue = append([]tea.Msg{next}, queue...)
		case tea.BatchMsg:
			for _, c := range next {
				if c == nil {
					continue
				}
				switch n := c().(type) {
				case kit.ComputerMsg, kit.SwitchMsg, kit.OpenMsg:
					queue = append([]tea.Msg{n}, queue...)
				}
			}
		}
	}
	return m
}
