package handhistory

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/ai/holdembot"
	"parlor/poker"
)

// playTableSessions plays cfg with its hands written by Sessions into dir.
func playTableSessions(t *testing.T, cfg holdembot.TableMatchConfig, dir string, format Format) (holdembot.TableMatchResult, Tally) {
	t.Helper()
	s, err := NewSessions(SessionOptions{Dir: dir, Format: format, Ring: cfg.SitAndGos == 0, Seed: cfg.Seed,
		SessionHands: holdembot.TableSessionHands(len(cfg.Bots)), Start: time.Date(2026, 12, 2, 5, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Hand = func(n int, tb *poker.Table, chair []int) error { return s.AddTable(n, tb, chair[0]) }
	res, err := holdembot.PlayTable(context.Background(), cfg)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
	return res, s.Written()
}

// handFiles returns the hand files of dir (not the summaries) and the
// hands each holds, every one read back.
func handFiles(t *testing.T, dir string) (files []string, hands []int) {
	t.Helper()
	all, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	for _, path := range all {
		if strings.HasSuffix(path, ".summary.txt") {
			continue
		}
		hf, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		for i := range hf.Len() {
			if _, err := hf.Hand(i); err != nil {
				t.Fatalf("%s hand %d: %v", path, i+1, err)
			}
		}
		files, hands = append(files, path), append(hands, hf.Len())
		hf.Close()
	}
	return files, hands
}

func TestSessionsTableRing(t *testing.T) {
	bots := []string{"maniac", "caller", "random"}
	hands := holdembot.TableSessionHands(3) + 30
	for _, format := range []Format{Parlor, PokerStars} {
		dir := t.TempDir()
		res, tally := playTableSessions(t, holdembot.TableMatchConfig{Bots: bots, Hands: hands, Seed: 3, Workers: 2}, dir, format)
		files, counts := handFiles(t, dir)
		slices.Sort(counts)
		if len(files) != 2 || !slices.Equal(counts, []int{30, holdembot.TableSessionHands(3)}) {
			t.Fatalf("%v: files %v with %v hands", format, files, counts)
		}
		if tally.Played != hands || tally.Hands != hands {
			t.Errorf("%v: tally %+v, want %d hands", format, tally, hands)
		}
		// The tally follows the first bot, whichever chair it is in.
		if want := res.MBB[0] * float64(hands) / 1000 * 20; int(want+0.5*sign(want)) != tally.Net {
			t.Errorf("%v: first bot's net %d chips in the files, %.1f in the result", format, tally.Net, want)
		}
	}
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}

func TestSessionsTableSitAndGo(t *testing.T) {
	bots := []string{"caller", "maniac", "random", "caller"}
	dir := t.TempDir()
	res, tally := playTableSessions(t, holdembot.TableMatchConfig{Bots: bots, SitAndGos: 5, Seed: 4, Workers: 3}, dir, PokerStars)
	files, counts := handFiles(t, dir)
	total := 0
	for _, c := range counts {
		total += c
	}
	if len(files) != 5 || total != res.Hands || tally.Hands != res.Hands {
		t.Fatalf("%d files of %d hands (tally %+v), want 5 of %d", len(files), total, tally, res.Hands)
	}
	if tally.Wins[0] != res.Places[0][0] || tally.Wins[0]+tally.Wins[1] != 5 {
		t.Errorf("wins %v, first bot first %d times", tally.Wins, res.Places[0][0])
	}
	// One summary beside each file: every player with a place, the
	// first bot's among them.
	var heroPlaces []int
	for _, path := range files {
		sums, err := ReadTournamentSummaries(strings.TrimSuffix(path, ".txt") + ".summary.txt")
		if err != nil {
			t.Fatal(err)
		}
		s := sums[0]
		if s.Entries != 4 || len(s.Places) != 4 || s.Finished.IsZero() {
			t.Fatalf("%s: summary %+v", path, s)
		}
		for i, p := range s.Places {
			if p.Rank != i+1 || p.Name == "" {
				t.Errorf("%s: place %d is %+v", path, i+1, p)
			}
		}
		heroPlaces = append(heroPlaces, s.Finish)
	}
	got := make([]int, 4)
	for _, p := range heroPlaces {
		got[p-1]++
	}
	if !slices.Equal(got, res.Places[0]) {
		t.Errorf("the summaries give the first bot places %v, the result %v", got, res.Places[0])
	}
}

// TestSessionsTableWorkers: the files of a seed are the same, byte for
// byte, whatever the number of workers (Parlor's format: PokerStars' carries
// tournament numbers unique to each run).
func TestSessionsTableWorkers(t *testing.T) {
	for _, cfg := range []holdembot.TableMatchConfig{
		{Bots: []string{"maniac", "caller", "random", "sklansky", "caller", "maniac"}, Hands: 2*holdembot.TableSessionHands(6) + 12, Seed: 5},
		{Bots: []string{"caller", "maniac", "random"}, SitAndGos: 6, Seed: 6},
	} {
		var want map[string]string
		for _, workers := range []int{1, 4} {
			dir := t.TempDir()
			cfg.Workers = workers
			playTableSessions(t, cfg, dir, Parlor)
			got := map[string]string{}
			all, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			for _, path := range all {
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				got[filepath.Base(path)] = string(b)
			}
			if want == nil {
				want = got
				continue
			}
			if len(got) != len(want) {
				t.Fatalf("%d workers: %d files, one worker %d", workers, len(got), len(want))
			}
			for name, text := range want {
				if got[name] != text {
					t.Errorf("%d workers: %s differs from one worker's", workers, name)
				}
			}
		}
	}
}
