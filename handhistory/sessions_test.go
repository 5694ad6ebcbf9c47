package handhistory

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/ai/holdembot"
	"parlor/poker"
)

// playSessions plays cfg with its hands written by Sessions into dir and
// returns the result, the totals and Close's error.
func playSessions(t testing.TB, cfg holdembot.MatchConfig, dir string, format Format) (holdembot.MatchResult, Tally, error) {
	t.Helper()
	s, err := NewSessions(SessionOptions{Dir: dir, Format: format, Ring: cfg.Matches == 0, Seed: cfg.Seed,
		SessionHands: holdembot.SessionHands})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Hand = s.Add
	res, err := holdembot.Play(cfg)
	closeErr := s.Close()
	if err == nil {
		err = closeErr
	}
	return res, s.Written(), err
}

// readSessions reads every hand of the files in dir, checking that each
// replays by the rules (Record.Replay, and each voluntary action legal in
// the engine), and returns the records by file.
func readSessions(t *testing.T, dir string) map[string][]*Record {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	out := map[string][]*Record{}
	for _, path := range files {
		hf, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		for i := range hf.Entries {
			r, err := hf.Hand(i)
			if err != nil {
				t.Fatalf("%s hand %d: %v", path, i+1, err)
			}
			if _, err := r.Replay(nil); err != nil {
				t.Fatalf("%s hand %d: %v", path, i+1, err)
			}
			if err := engineLegal(r); err != nil {
				t.Fatalf("%s hand %d: %v", path, i+1, err)
			}
			out[path] = append(out[path], r)
		}
		hf.Close()
	}
	return out
}

// engineLegal plays the record's actions through the engine (on a deck of
// its own: legality does not depend on the cards) until the hand ends.
func engineLegal(r *Record) error {
	g, err := poker.NewGame(poker.GameConfig{
		Number: max(r.Number, 1), Level: max(r.Level, 1), SmallBlind: r.SmallBlind, BigBlind: r.BigBlind,
		Button: r.Button, Stacks: [2]int{r.Players[0].Stack, r.Players[1].Stack},
		Names: [2]string{r.Players[0].Name, r.Players[1].Name}, Rand: rand.New(rand.NewPCG(1, 2)),
	})
	if err != nil {
		return err
	}
	kinds := map[ActionKind]poker.ActionKind{
		Fold: poker.Fold, Check: poker.Check, Call: poker.Call, Bet: poker.Bet, Raise: poker.Raise,
	}
	for _, a := range r.Actions {
		if !a.Kind.Voluntary() || g.Over() {
			continue
		}
		act := poker.Action{Kind: kinds[a.Kind], Amount: a.Amount}
		if a.Kind == Bet || a.Kind == Raise {
			act.Amount = a.To
		}
		if err := g.Act(a.Player, act); err != nil {
			return fmt.Errorf("line %d: the engine refuses %v: %w", a.Line, act, err)
		}
	}
	return nil
}

// TestSessionsForms: tournament files keep one tournament and carry the
// stacks from hand to hand; ring files are hands that stand alone. Every
// hand replays, no hand ID repeats, and a second run with the same seed
// writes new files beside the first.
func TestSessionsForms(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	ids := map[int64]bool{}
	checkIDs := func(recs []*Record) {
		for _, r := range recs {
			if ids[r.ID] {
				t.Fatalf("hand ID %d twice", r.ID)
			}
			ids[r.ID] = true
		}
	}
	play := func(dir string, cfg holdembot.MatchConfig) {
		t.Helper()
		cfg.A, cfg.B, cfg.Seed = holdembot.Default, "random", 4
		if _, _, err := playSessions(t, cfg, dir, PokerStars); err != nil {
			t.Fatal(err)
		}
	}

	dir := t.TempDir()
	play(dir, holdembot.MatchConfig{Matches: 3})
	tournaments := readSessions(t, dir)
	if len(tournaments) != 3 {
		t.Fatalf("%d files for 3 matches", len(tournaments))
	}
	for path, recs := range tournaments {
		checkIDs(recs)
		for i, r := range recs {
			if r.Tournament != recs[0].Tournament || r.Tournament == 0 || r.Number != i+1 {
				t.Fatalf("%s hand %d: tournament %d number %d", path, i+1, r.Tournament, r.Number)
			}
			if i > 0 {
				prev := recs[i-1].FinalStacks()
				if r.Players[0].Stack != prev[0] || r.Players[1].Stack != prev[1] {
					t.Fatalf("%s hand %d starts with %d/%d, the hand before ended %v", path, i+1, r.Players[0].Stack, r.Players[1].Stack, prev)
				}
			}
		}
		if last := recs[len(recs)-1]; last.Winner == "" {
			t.Errorf("%s: the last hand names no winner", path)
		}
	}

	ringDir := t.TempDir()
	play(ringDir, holdembot.MatchConfig{Hands: 40})
	first := readSessions(t, ringDir)
	if len(first) != 1 {
		t.Fatalf("%d files for 40 hands", len(first))
	}
	var firstPath string
	for path, recs := range first {
		firstPath = path
		checkIDs(recs)
		if len(recs) != 40 {
			t.Fatalf("%d hands, want 40", len(recs))
		}
		for i, r := range recs {
			if r.Tournament != 0 || r.MaxSeats != 2 || r.Players[0].Stack != poker.StartingStack || r.Players[1].Stack != poker.StartingStack || r.Number != i+1 {
				t.Fatalf("hand %d: tournament %d, %d-max, stacks %d/%d, number %d", i+1, r.Tournament, r.MaxSeats, r.Players[0].Stack, r.Players[1].Stack, r.Number)
			}
		}
	}
	before, _ := os.ReadFile(firstPath)
	play(ringDir, holdembot.MatchConfig{Hands: 40}) // the same seed, the same folder, maybe the same second
	again := readSessions(t, ringDir)
	after, _ := os.ReadFile(firstPath)
	if len(again) != 2 || string(before) != string(after) {
		t.Fatalf("second run: %d files, first file changed %v", len(again), string(before) != string(after))
	}
	for path, recs := range again {
		if path != firstPath {
			checkIDs(recs)
		}
	}
}

// TestSessionsBlocks: a file per session of 2,000 hands, the last holding
// the rest, each named after the run's start and seed and its session, and
// every hand stamped with the start (PokerStars files give the time).
func TestSessionsBlocks(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	start := time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local)
	s, err := NewSessions(SessionOptions{Dir: dir, Format: PokerStars, Ring: true, Seed: 2, SessionHands: holdembot.SessionHands, Start: start})
	if err != nil {
		t.Fatal(err)
	}
	_, err = holdembot.Play(holdembot.MatchConfig{A: "random", B: "caller", Hands: 4002, Seed: 2, Hand: s.Add})
	if err := errors.Join(err, s.Close()); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for path, recs := range readSessions(t, dir) {
		counts[filepath.Base(path)] = len(recs)
		for i, r := range recs {
			if !r.Time.Equal(start) {
				t.Fatalf("%s hand %d: time %v, want the run's start %v", path, i+1, r.Time, start)
			}
		}
	}
	want := map[string]int{
		"match_2026-11-29_14-05-09_seed2_0001.txt": holdembot.SessionHands,
		"match_2026-11-29_14-05-09_seed2_0002.txt": holdembot.SessionHands,
		"match_2026-11-29_14-05-09_seed2_0003.txt": 2,
	}
	if fmt.Sprint(counts) != fmt.Sprint(want) {
		t.Errorf("hands by file %v, want %v", counts, want)
	}
}

// TestSessionsWritten: after a run that wrote everything, the totals are
// the run's own result (what a caller prints after a failed write is the
// same arithmetic over fewer hands), and the files hold all their hands.
func TestSessionsWritten(t *testing.T) {
	tests := []struct {
		name string
		cfg  holdembot.MatchConfig
	}{
		{"ring", holdembot.MatchConfig{A: "random", B: "caller", Hands: 4400, Seed: 5}},
		{"tournaments", holdembot.MatchConfig{A: holdembot.Default, B: "random", Matches: 6, Seed: 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			res, got, err := playSessions(t, tt.cfg, dir, Parlor)
			if err != nil {
				t.Fatal(err)
			}
			if got.Hands != res.Hands {
				t.Errorf("Written().Hands = %d, want the run's %d", got.Hands, res.Hands)
			}
			if tt.cfg.Matches > 0 {
				if got.Wins != [2]int{res.WinsA, res.WinsB} || got.Net != 0 {
					t.Errorf("Written() = %+v, want wins %d/%d", got, res.WinsA, res.WinsB)
				}
			} else {
				mbb := float64(got.Net) / float64(poker.LevelOf(1).BigBlind) * 1000 / float64(got.Hands)
				if math.Abs(mbb-res.MBB) > 1e-9 || got.Wins != [2]int{} {
					t.Errorf("Written() = %+v: %.6f mbb/hand, want the run's %.6f", got, mbb, res.MBB)
				}
			}
			hands := 0
			for _, recs := range readSessions(t, dir) {
				hands += len(recs)
			}
			if hands != got.Hands {
				t.Errorf("the files hold %d hands, want %d", hands, got.Hands)
			}
		})
	}
}

// TestSessionsUnwritable: a folder that cannot be written is said at once,
// naming the path, and nothing is made.
func TestSessionsUnwritable(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := NewSessions(SessionOptions{Dir: filepath.Join(blocker, "hands"), Ring: true, Seed: 1})
	if err == nil || !strings.Contains(err.Error(), blocker) || !strings.HasPrefix(err.Error(), "history: ") {
		t.Fatalf("NewSessions = %v, %v; want an error naming %s", s, err, blocker)
	}
}

// TestSessionsDiskFull runs a match in a child process whose files may not
// grow past 150 kB (RLIMIT_FSIZE: writes fail with EFBIG part-way, as on a
// full disk). The run stops with the write's error, the one Close returns
// (so that a caller can tell it from a bot's), the files hold whole hands
// only, and the totals count every hand they hold.
func TestSessionsDiskFull(t *testing.T) {
	if dir := os.Getenv("PARLOR_SESSIONS_FULL_DIR"); dir != "" {
		limit := &syscall.Rlimit{Cur: 150_000, Max: 150_000}
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, limit); err != nil {
			os.Exit(3)
		}
		s, err := NewSessions(SessionOptions{Dir: dir, Format: PokerStars, Ring: true, Seed: 1, SessionHands: holdembot.SessionHands})
		if err != nil {
			os.Exit(4)
		}
		_, err = holdembot.Play(holdembot.MatchConfig{A: holdembot.Default, B: "random", Hands: 20000, Seed: 1, Hand: s.Add})
		closeErr := s.Close()
		fmt.Printf("same %v\nhands %d\nerror %v\n", closeErr != nil && errors.Is(err, closeErr), s.Written().Hands, err)
		os.Exit(0)
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSessionsDiskFull$")
	cmd.Env = append(os.Environ(), "PARLOR_SESSIONS_FULL_DIR="+dir)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var same bool
	var tallied int
	var msg string
	if _, err := fmt.Sscanf(string(out), "same %t\nhands %d\nerror %s", &same, &tallied, &msg); err != nil {
		t.Fatalf("child said %q: %v", out, err)
	}
	if !same || !strings.Contains(string(out), "history: ") || !strings.Contains(string(out), "file too large") {
		t.Errorf("child said %q, want Play's error to be Close's, a history write's, saying why", out)
	}
	hands := 0
	for path, recs := range readSessions(t, dir) { // fails on any hand that is not whole
		if st, _ := os.Stat(path); st.Size() > 150_000 {
			t.Errorf("%s: %d bytes", path, st.Size())
		}
		hands += len(recs)
	}
	if hands == 0 || hands > tallied || tallied >= 20000 {
		t.Errorf("%d whole hands kept, %d counted, of 20000", hands, tallied)
	}
	t.Logf("%d whole hands kept, %d counted", hands, tallied)
}

// TestSessionsKill9 kills a run with SIGKILL while it writes: every file
// holds whole hands only.
func TestSessionsKill9(t *testing.T) {
	if dir := os.Getenv("PARLOR_SESSIONS_KILL_DIR"); dir != "" {
		format, _ := ParseFormat(os.Getenv("PARLOR_SESSIONS_KILL_FORMAT"))
		playSessions(t, holdembot.MatchConfig{A: "random", B: "caller", Hands: 100_000_000, Seed: 1}, dir, format)
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("subprocess test")
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, format := range []string{"pokerstars", "parlor", "pokerstars", "parlor"} {
		dir := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^TestSessionsKill9$")
		cmd.Env = append(os.Environ(), "PARLOR_SESSIONS_KILL_DIR="+dir, "PARLOR_SESSIONS_KILL_FORMAT="+format)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			var size int64
			for _, f := range files {
				if st, err := os.Stat(f); err == nil {
					size += st.Size()
				}
			}
			if size > 3<<20 {
				break
			}
			time.Sleep(time.Millisecond)
		}
		cmd.Process.Kill()
		cmd.Wait()
		hands := 0
		for _, recs := range readSessions(t, dir) { // fails on a hand that is not whole
			hands += len(recs)
		}
		if hands == 0 {
			t.Fatalf("%s: no hand written before the kill", format)
		}
		t.Logf("%s: %d whole hands after kill -9", format, hands)
	}
}

// BenchmarkSessions measures headless hands a second without a history
// and with one in each format (and the megabytes a second of history that
// makes), for the fastest pair of bots, which think not at all, and for
// two pairs that do. The history's cost is the same for every pair, about
// a microsecond and a half of CPU a hand; the fast pair, at 1.5 million
// hands a second, would need close to a gigabyte a second of history, as
// much as the disk takes.
func BenchmarkSessions(b *testing.B) {
	b.Setenv("XDG_DATA_HOME", b.TempDir())
	for _, pair := range [][2]string{{"random", "caller"}, {"equity", "caller"}, {holdembot.Default, "caller"}} {
		hands := 200_000 // 100 files of 2,000 hands: the sync at the end weighs less
		if pair[0] != "random" {
			hands = 4000 // these bots think: 2,000 to 10,000 hands a second
		}
		for _, format := range []string{"none", "parlor", "pokerstars"} {
			b.Run(pair[0]+"/"+format, func(b *testing.B) {
				played, bytes := 0, int64(0)
				for b.Loop() {
					cfg := holdembot.MatchConfig{A: pair[0], B: pair[1], Hands: hands, Seed: 1}
					dir := b.TempDir()
					var res holdembot.MatchResult
					var err error
					if format == "none" {
						res, err = holdembot.Play(cfg)
					} else {
						f, _ := ParseFormat(format)
						res, _, err = playSessions(b, cfg, dir, f)
					}
					if err != nil {
						b.Fatal(err)
					}
					played += res.Hands
					b.StopTimer()
					files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
					for _, f := range files {
						if st, err := os.Stat(f); err == nil {
							bytes += st.Size()
						}
					}
					b.StartTimer()
				}
				b.ReportMetric(float64(played)/b.Elapsed().Seconds(), "hands/s")
				b.ReportMetric(float64(bytes)/1e6/b.Elapsed().Seconds(), "MB/s")
			})
		}
	}
}
