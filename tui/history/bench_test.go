package history

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// bigFile writes a file of n hands in format f into dir: random
// matches one after another, as a long session of play would leave.
func bigFile(b *testing.B, dir string, n int, f handhistory.Format) string {
	b.Helper()
	at := time.Date(2026, 11, 29, 14, 5, 9, 0, time.UTC)
	var buf []byte
	count := 0
	for seed := uint64(1); count < n; seed++ {
		hm := tuitest.PlayMatch(b, seed, n-count)
		for _, ev := range hm.Hands {
			var err error
			buf, err = handhistory.AppendHand(buf, ev, f, handhistory.HandOptions{Tournament: int64(seed), Time: at})
			if err != nil {
				b.Fatal(err)
			}
		}
		count += len(hm.Hands)
	}
	path := filepath.Join(dir, "big_"+f.String()+".txt")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

const bigHands = 100_000

// BenchmarkHistoryOpen100k opens a file of 100,000 hands as the browser
// does (index the hands, draw the first page of the list at 80×24) and
// then scrolls it: a key down and a new page, each drawn.
func BenchmarkHistoryOpen100k(b *testing.B) {
	ctx := &kit.Context{Styles: kit.NewStyles(lipgloss.DefaultRenderer()), Keys: kit.NewGlobalKeys(), Settings: config.Defaults()}
	dir := b.TempDir()
	for _, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars} {
		path := bigFile(b, dir, bigHands, f)
		b.Run("open/"+f.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := newHandsScreen(ctx, path)
				if err != nil {
					b.Fatal(err)
				}
				s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
				_ = s.View()
				if s.cache.len() != bigHands {
					b.Fatalf("%d hands", s.cache.len())
				}
				s.cache.release()
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/open")
		})
		b.Run("scroll/"+f.String(), func(b *testing.B) {
			s, err := newHandsScreen(ctx, path)
			if err != nil {
				b.Fatal(err)
			}
			defer s.cache.release()
			s.Update(tea.WindowSizeMsg{Width: 80, Height: 22})
			// Far into the file, where no hand was read yet.
			s.list.Select(bigHands / 2)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				k := tuitest.Key("down")
				if i%20 == 19 {
					k = tea.KeyMsg{Type: tea.KeyPgDown}
				}
				s.Update(k)
				_ = s.View()
				i++
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/key")
		})
		b.Run("readall/"+f.String(), func(b *testing.B) {
			hf, err := handhistory.Open(path)
			if err != nil {
				b.Fatal(err)
			}
			defer hf.Close()
			for b.Loop() {
				c := newCache(hf, "big")
				c.readAll()
				if st, ok := c.statsNow(); !ok || st.stats.Hands != bigHands {
					b.Fatalf("read %d hands", st.stats.Hands)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/file")
		})
	}
}
