package holdembot

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"parlor/poker"
)

// timeTableDecisions plays hands at a table of nine of the named bot and
// returns the time of every decision.
func timeTableDecisions(tb testing.TB, name string, hands int) []time.Duration {
	return playNine(tb, nineOf(tb, name), hands)
}

// nineOf makes nine of the named bot, for chairs 1 to 9 (bots[0] unused).
func nineOf(tb testing.TB, name string) []TableBot {
	bots := make([]TableBot, 10)
	for c := 1; c <= 9; c++ {
		b, err := NewTableBot(name, rand.New(rand.NewPCG(37, uint64(c))))
		if err != nil {
			tb.Fatal(err)
		}
		bots[c] = b
	}
	return bots
}

// playNine plays hands of ring game at nine chairs with bots, timing
// every decision.
func playNine(tb testing.TB, bots []TableBot, hands int) []time.Duration {
	r := rand.New(rand.NewPCG(37, 9))
	cfg := poker.TableConfig{Level: 1, SmallBlind: 10, BigBlind: 20, Chairs: 9, Cap: poker.CapUntilHeadsUp}
	for c := 1; c <= 9; c++ {
		cfg.Names[c] = "bot" + string(rune('0'+c))
	}
	var times []time.Duration
	var t poker.Table
	var v poker.TableView
	for h := range hands {
		d := poker.NewDeck()
		d.Shuffle(r)
		cfg.Deck, cfg.Number = d, h+1
		cfg.Button = h%9 + 1
		cfg.SmallBlindChair, cfg.BigBlindChair = cfg.Button%9+1, (cfg.Button+1)%9+1
		for c := 1; c <= 9; c++ {
			cfg.Stacks[c] = poker.StartingStack
		}
		if err := t.Deal(cfg); err != nil {
			tb.Fatal(err)
		}
		for !t.Over() {
			c := t.ToAct()
			t.ViewInto(c, &v)
			start := time.Now()
			a := bots[c].DecideAt(&v)
			times = append(times, time.Since(start))
			if err := t.Act(c, a); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return times
}

func benchTable(b *testing.B, name string) {
	var all []time.Duration
	for b.Loop() {
		all = append(all, timeTableDecisions(b, name, 20)...)
	}
	slices.Sort(all)
	p99 := all[len(all)*99/100]
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms/decision")
	b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms/decision")
}

// BenchmarkHardNineSeats times Hard's decisions at a full table of Hard
// (the issue asks p99 ≤ 50 ms on one core: go test -bench HardNine -cpu 1).
func BenchmarkHardNineSeats(b *testing.B) { benchTable(b, "expert") }

// BenchmarkNormalNineSeats times Normal's (the issue asks p99 ≤ 5 ms).
func BenchmarkNormalNineSeats(b *testing.B) { benchTable(b, "sklansky") }

// TestHardTableMemory checks that a full table of Hard, after a hundred
// hands, holds well under the 50 MB.
func TestHardTableMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a hundred hands at nine seats")
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	// Nine bots' reads: ten ranges of 1,326 weights and running sums each,
	// the strengths, the counts by opponent; a megabyte or so.
	bots := nineOf(t, "expert")
	playNine(t, bots, 100)
	runtime.GC()
	runtime.ReadMemStats(&after)
	grew := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("a table of nine Hard holds %d KB", grew>>10)
	if grew > 50<<20 {
		t.Errorf("a table of nine Hard holds %d bytes, more than 50 MB", grew)
	}
	runtime.KeepAlive(bots)
}
