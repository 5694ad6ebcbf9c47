package handhistory

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// bigFiles are 100,000-hand files, one per format, made once per run.
var (
	bigOnce  sync.Once
	bigFiles [2]string
	bigDir   string
)

const bigHands = 100000

func bigFile(b *testing.B, f Format) string {
	bigOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hhbench")
		if err != nil {
			b.Fatal(err)
		}
		bigDir = dir
		var hands []playedHand
		for seed := uint64(1); len(hands) < bigHands; seed++ {
			hands = append(hands, randomMatch(b, seed, bigHands-len(hands))...)
		}
		for _, ff := range []Format{Parlor, PokerStars} {
			var buf []byte
			at := time.Date(2026, 11, 29, 14, 5, 9, 0, time.UTC)
			for _, h := range hands {
				buf, err = AppendHand(buf, h.events, ff, HandOptions{Time: at, Tournament: 42})
				if err != nil {
					b.Fatal(err)
				}
			}
			p := filepath.Join(dir, ff.String()+".txt")
			if err := os.WriteFile(p, buf, 0o644); err != nil {
				b.Fatal(err)
			}
			bigFiles[ff] = p
		}
	})
	return bigFiles[f]
}

// BenchmarkOpen100k opens and indexes a 100,000-hand file: the history
// browser's wait before it lists the hands.
func BenchmarkOpen100k(b *testing.B) {
	for _, f := range []Format{Parlor, PokerStars} {
		b.Run(f.String(), func(b *testing.B) {
			path := bigFile(b, f)
			st, _ := os.Stat(path)
			b.SetBytes(st.Size())
			b.ReportAllocs()
			for b.Loop() {
				hf, err := Open(path)
				if err != nil {
					b.Fatal(err)
				}
				if hf.Len() != bigHands {
					b.Fatalf("%d hands", hf.Len())
				}
				hf.Close()
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/open")
			b.ReportMetric(float64(st.Size())/1e6, "MB")
		})
	}
}

// BenchmarkHand parses hands on demand from an opened 100,000-hand file.
func BenchmarkHand(b *testing.B) {
	for _, f := range []Format{Parlor, PokerStars} {
		b.Run(f.String(), func(b *testing.B) {
			hf, err := Open(bigFile(b, f))
			if err != nil {
				b.Fatal(err)
			}
			defer hf.Close()
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				if _, err := hf.Hand(i); err != nil {
					b.Fatal(err)
				}
				i = (i + 7919) % hf.Len()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e3, "µs/hand")
		})
	}
}

// BenchmarkSummarize100k parses every hand of the file and sums it up, as
// "parlor history FILE" and the statistics screen do.
func BenchmarkSummarize100k(b *testing.B) {
	hf, err := Open(bigFile(b, Parlor))
	if err != nil {
		b.Fatal(err)
	}
	defer hf.Close()
	b.ReportAllocs()
	for b.Loop() {
		if s := hf.Summarize(); s.Hands != bigHands {
			b.Fatalf("%d hands", s.Hands)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/file")
}

// BenchmarkAppendHand formats one hand, as the writer does after each.
func BenchmarkAppendHand(b *testing.B) {
	hands := randomMatch(b, 9, 1000)
	for _, f := range []Format{Parlor, PokerStars} {
		b.Run(f.String(), func(b *testing.B) {
			var buf []byte
			var fm formatter // a Writer's: names and header time are kept
			at := time.Date(2026, 11, 29, 14, 5, 9, 0, time.UTC)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				var err error
				buf, err = fm.appendHand(buf[:0], hands[i%len(hands)].events, f, HandOptions{Time: at, Tournament: 42})
				if err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

func TestMain(m *testing.M) {
	// Hand numbers are kept in the data directory: a test's own, never
	// the user's.
	data, err := os.MkdirTemp("", "hhdata")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", data)
	code := m.Run()
	os.RemoveAll(data)
	if bigDir != "" {
		os.RemoveAll(bigDir)
	}
	os.Exit(code)
}

// BenchmarkWriter writes hands to a file as the table does (a write and an
// fsync each) and as the headless runs do (64 KiB batches of whole hands,
// synced once a second and at Close): the price of durability a hand.
func BenchmarkWriter(b *testing.B) {
	hands := randomMatch(b, 9, 1000)
	for _, batch := range []int{0, 64 << 10} {
		name := "each hand synced"
		if batch > 0 {
			name = "batches"
		}
		b.Run(name, func(b *testing.B) {
			w, err := Create(Options{Dir: b.TempDir(), Format: PokerStars, Batch: batch})
			if err != nil {
				b.Fatal(err)
			}
			i := 0
			for b.Loop() {
				h := hands[i%len(hands)].events
				h[0].Number = i + 1 // a new hand each time, not a repeat
				if err := w.WriteHand(h); err != nil {
					b.Fatal(err)
				}
				i++
			}
			if err := w.Close(); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(i)/b.Elapsed().Seconds(), "hands/s")
		})
	}
}
