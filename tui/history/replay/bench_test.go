package replay

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
)

// BenchmarkReplayEquity works out every equity line of a set of hands (a
// match's in both formats, the foreign fixtures: heads-up and multiway,
// with and without showdowns), as the replayer does off its update loop:
// the mean and the slowest line, and the share over 100 ms (the lines
// arrive in the background either way; this says how soon).
//
//	go test -run XXX -bench ReplayEquity -benchtime 3x ./tui/history/replay
func BenchmarkReplayEquity(b *testing.B) {
	ctx := tuitest.Context()
	var recs []*handhistory.Record
	hm := tuitest.PlayMatch(b, 3, 60)
	for _, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars} {
		recs = append(recs, tuitest.Hands(b, tuitest.WriteMatch(b, b.TempDir(), hm, f, tuitest.MatchStart(9)))...)
	}
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "handhistory", "testdata", "foreign", "*.txt"))
	files = append(files, filepath.Join("testdata", "cash_cents.txt"), filepath.Join("testdata", "tournament_millions.txt"))
	for _, p := range files {
		hf, err := handhistory.Open(p)
		if err != nil {
			continue
		}
		hf.All(func(_ int, r *handhistory.Record, err error) bool {
			if err == nil {
				recs = append(recs, r)
			}
			return true
		})
		hf.Close()
	}
	var jobs []equityJob
	var screens []*Screen
	seen := map[string]bool{}
	for _, r := range recs {
		s, err := New(ctx, "bench", r, nil)
		if err != nil {
			continue
		}
		for _, f := range s.hand.frames {
			if j, ok := s.job(f); ok && !seen[j.key+r.Players[0].Name] {
				seen[j.key+r.Players[0].Name] = true
				jobs, screens = append(jobs, j), append(screens, s)
			}
		}
	}
	var times []time.Duration
	for b.Loop() {
		times = times[:0]
		for i, j := range jobs {
			start := time.Now()
			screens[i].work(b.Context(), j)
			times = append(times, time.Since(start))
		}
	}
	slices.Sort(times)
	var sum time.Duration
	over := 0
	for _, d := range times {
		sum += d
		if d > 100*time.Millisecond {
			over++
		}
	}
	b.ReportMetric(float64(len(jobs)), "lines")
	b.ReportMetric(float64(sum.Microseconds())/1000/float64(len(times)), "mean-ms")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(100*float64(over)/float64(len(times)), "%over100ms")
}
