package server

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/server/hub"
	"parlor/tui/lobby"
)

// BenchmarkPaste pastes text into the name prompt of a session's program,
// through the session's input, and reports the CPU time it costs (all of
// the process's: the reader, Bubble Tea's parser, the model and its
// views). "server" is the input as the server has it; "unmetered" lifts
// its budget, so that every byte reaches the program but for a paste's
// content beyond pasteMax: the cost of parsing and typing, which must
// grow linearly with the size.
//
//	go test -run XXX -bench Paste ./server
func BenchmarkPaste(b *testing.B) {
	for _, metered := range []bool{true, false} {
		for _, bracketed := range []bool{false, true} {
			for _, size := range []int{100 << 10, 300 << 10, 1 << 20} {
				name := fmt.Sprintf("%s/%s/%dKB", map[bool]string{true: "server", false: "unmetered"}[metered],
					map[bool]string{true: "bracketed", false: "raw"}[bracketed], size>>10)
				b.Run(name, func(b *testing.B) { benchPaste(b, size, bracketed, metered) })
			}
		}
	}
}

func benchPaste(b *testing.B, size int, bracketed, metered bool) {
	paste := strings.Repeat("x", size) // one run of letters: the worst case
	if bracketed {
		paste = "\x1b[200~" + paste + "\x1b[201~"
	}
	data := []byte(paste)
	h, err := hub.New(hub.Config{DataDir: b.TempDir(), MaxPlayers: 4, SeatHold: time.Minute})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(h.Shutdown)
	var cpu time.Duration
	b.ResetTimer()
	for range b.N {
		c, err := h.Connect("SHA256:bench", "tester")
		if err != nil {
			b.Fatal(err)
		}
		// Then ctrl+c ends the program, once the budget has refilled.
		var later time.Duration
		quit := readerFunc(func(p []byte) (int, error) {
			later = time.Minute
			return copy(p, "\x03"), nil
		})
		in := newInput(io.MultiReader(bytes.NewReader(data), quit), func() time.Time { return time.Now().Add(later) })
		if !metered {
			in.rate, in.burst, in.tokens = math.Inf(1), math.Inf(1), math.Inf(1)
		}
		m := lobby.New(h, c, lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))
		p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(io.Discard), tea.WithoutSignalHandler())
		start := cpuTime()
		if _, err := p.Run(); err != nil {
			b.Fatal(err)
		}
		cpu += cpuTime() - start
		h.Disconnect(c)
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(cpu.Seconds()/float64(b.N)/(float64(size)/(1<<20)), "cpu-s/MB")
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(p []byte) (int, error) { return f(p) }
