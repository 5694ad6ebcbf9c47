package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/ai/holdembot"
	"parlor/handhistory"
	"parlor/poker"
)

func TestMatchCashOutput(t *testing.T) {
	args := []string{"match", "--a", "sklansky", "--b", "caller", "--hands", "400", "--seed", "3"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("got %d lines, want a title and a result:\n%s", len(lines), out)
	}
	if want := "sklansky vs caller: 400 hands (duplicate, stacks reset to 1500 at 10/20), seed 3"; lines[0] != want {
		t.Errorf("title %q, want %q", lines[0], want)
	}
	if !regexp.MustCompile(`^sklansky: [+-]\d+ mbb/hand \(95% CI [+-]\d+ to [+-]\d+\)$`).MatchString(lines[1]) {
		t.Errorf("result line %q", lines[1])
	}
	if !regexp.MustCompile(`(?m)^400 hands in [\d.]+s: \d+ hands/s$`).MatchString(errOut) {
		t.Errorf("stderr lacks the speed line:\n%s", errOut)
	}
	again, _, err := runRoot(t, args...)
	if err != nil || again != out {
		t.Errorf("the same seed gave\n%s\nthen\n%s", out, again)
	}
}

func TestMatchTournamentOutput(t *testing.T) {
	out, errOut, err := runRoot(t, "match", "--a", "sklansky", "--b", "random", "--tournament", "4", "--seed", "2")
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	want := regexp.MustCompile(`^sklansky vs random: 4 tournament matches \(duplicate\), seed 2
sklansky wins (\d), random wins (\d)
sklansky wins [\d.]+% of matches \(95% CI [\d.]+% to [\d.]+%\), [\d.]+ hands a match
$`)
	m := want.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("output:\n%s", out)
	}
	if m[1] == "0" && m[2] == "0" {
		t.Errorf("no match finished:\n%s", out)
	}
}

func TestMatchHistoryDir(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	_, errOut, err := runRoot(t, "match", "--b", "random", "--hands", "30", "--seed", "1", "--history-dir", dir, "--history-format", "pokerstars")
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) != 1 {
		t.Fatalf("history files %v, want one", files)
	}
	hf, err := handhistory.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	if len(hf.Entries) != 30 {
		t.Errorf("%d hands in %s, want 30", len(hf.Entries), files[0])
	}
	for i := range hf.Entries {
		if _, err := hf.Hand(i); err != nil {
			t.Errorf("hand %d does not read back: %v", i, err)
		}
	}
	text, _ := os.ReadFile(files[0])
	if !strings.HasPrefix(string(text), "PokerStars Hand #") {
		t.Errorf("not in PokerStars format: %.60q", text)
	}
}

func TestMatchBadInput(t *testing.T) {
	tests := [][]string{
		{"match", "--a", "shark"},
		{"match", "--b", "nobody"},
		{"match", "--hands", "0"},
		{"match", "--tournament", "-1"},
		{"match", "--history-format", "xml"},
		{"match", "extra"},
	}
	for _, args := range tests {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			_, _, err := runRoot(t, args...)
			var ue usageError
			if !errors.As(err, &ue) {
				t.Errorf("err = %v, want a usage error", err)
			}
		})
	}
}

// readHistories reads every hand of the files in dir, checking that each
// replays by the rules (Record.Replay, and each voluntary action legal in
// the engine), and returns the records by file.
func readHistories(t *testing.T, dir string) map[string][]*handhistory.Record {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	out := map[string][]*handhistory.Record{}
	for _, path := range files {
		hf, err := handhistory.Open(path)
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
func engineLegal(r *handhistory.Record) error {
	g, err := poker.NewGame(poker.GameConfig{
		Number: max(r.Number, 1), Level: max(r.Level, 1), SmallBlind: r.SmallBlind, BigBlind: r.BigBlind,
		Button: r.Button, Stacks: [2]int{r.Players[0].Stack, r.Players[1].Stack},
		Names: [2]string{r.Players[0].Name, r.Players[1].Name}, Rand: rand.New(rand.NewPCG(1, 2)),
	})
	if err != nil {
		return err
	}
	kinds := map[handhistory.ActionKind]poker.ActionKind{
		handhistory.Fold: poker.Fold, handhistory.Check: poker.Check, handhistory.Call: poker.Call,
		handhistory.Bet: poker.Bet, handhistory.Raise: poker.Raise,
	}
	for _, a := range r.Actions {
		if !a.Kind.Voluntary() || g.Over() {
			continue
		}
		act := poker.Action{Kind: kinds[a.Kind], Amount: a.Amount}
		if a.Kind == handhistory.Bet || a.Kind == handhistory.Raise {
			act.Amount = a.To
		}
		if err := g.Act(a.Player, act); err != nil {
			return fmt.Errorf("line %d: the engine refuses %v: %w", a.Line, act, err)
		}
	}
	return nil
}

// TestMatchHistoryForms: tournament files keep one tournament and carry
// the stacks from hand to hand; --hands files are ring-game hands that
// stand alone. Every hand replays, no hand ID repeats, and a second run
// with the same seed writes new files beside the first.
func TestMatchHistoryForms(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	run := func(args ...string) {
		t.Helper()
		args = append([]string{"match", "--b", "random", "--seed", "4", "--history-dir", dir, "--history-format", "pokerstars"}, args...)
		if _, errOut, err := runRoot(t, args...); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, errOut)
		}
	}
	ids := map[int64]bool{}
	checkIDs := func(recs []*handhistory.Record) {
		for _, r := range recs {
			if ids[r.ID] {
				t.Fatalf("hand ID %d twice", r.ID)
			}
			ids[r.ID] = true
		}
	}

	run("--tournament", "3")
	tournaments := readHistories(t, dir)
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
	dir = ringDir
	run("--hands", "40")
	first := readHistories(t, ringDir)
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
	run("--hands", "40") // the same seed, the same folder, maybe the same second
	again := readHistories(t, ringDir)
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

// TestMatchHistoryUnwritable: a folder that cannot be written is said
// before any hand is played.
func TestMatchHistoryUnwritable(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, []byte("x"), 0o644)
	out, errOut, err := runRoot(t, "match", "--b", "random", "--hands", "100000", "--seed", "1", "--history-dir", filepath.Join(blocker, "hands"))
	if err == nil || !strings.Contains(err.Error(), blocker) {
		t.Fatalf("err = %v, want one naming %s", err, blocker)
	}
	if out != "" || strings.Contains(errOut, "hands/s") || strings.Contains(errOut, "hands: ") {
		t.Errorf("hands were played:\nstdout %q\nstderr %q", out, errOut)
	}
}

// TestMatchHistoryDiskFull runs a match in a child process whose files may
// not grow past 150 kB (RLIMIT_FSIZE: writes fail with EFBIG part-way, as on
// a full disk). The run stops, exits 1, prints the result so far, and the
// file holds whole hands only.
func TestMatchHistoryDiskFull(t *testing.T) {
	if dir := os.Getenv("PARLOR_DISKFULL_DIR"); dir != "" {
		limit := &syscall.Rlimit{Cur: 150_000, Max: 150_000}
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, limit); err != nil {
			os.Exit(3)
		}
		out, errOut, err := runRoot(t, "match", "--b", "random", "--hands", "20000", "--seed", "1",
			"--history-dir", dir, "--history-format", "pokerstars")
		fmt.Print(out)
		fmt.Fprint(os.Stderr, errOut)
		if err != nil {
			fmt.Fprintln(os.Stderr, "error:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestMatchHistoryDiskFull$")
	cmd.Env = append(os.Environ(), "PARLOR_DISKFULL_DIR="+dir)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Fatalf("child: %v, want exit 1\nstdout %s\nstderr %s", err, stdout.String(), stderr.String())
	}
	if !strings.Contains(stderr.String(), "file too large") {
		t.Errorf("stderr does not say why: %s", stderr.String())
	}
	m := regexp.MustCompile(`stopped after (\d+) hands`).FindStringSubmatch(stdout.String())
	if m == nil || !regexp.MustCompile(`(?m)^sklansky so far: [+-]\d+ chips, [+-]\d+ mbb/hand$`).MatchString(stdout.String()) {
		t.Fatalf("no result so far:\n%s", stdout.String())
	}
	files := readHistories(t, dir) // fails on any hand that is not whole
	hands := 0
	for path, recs := range files {
		st, _ := os.Stat(path)
		if st.Size() > 150_000 {
			t.Errorf("%s: %d bytes", path, st.Size())
		}
		hands += len(recs)
	}
	if hands == 0 || hands > 20000/2 {
		t.Errorf("%d whole hands kept", hands)
	}
	t.Logf("stopped: %s; %d whole hands in %d files", m[0], hands, len(files))
}

// BenchmarkMatchHistory measures headless hands a second without a
// history and with one in each format (and the megabytes a second of
// history that makes), for the fastest pair of bots, which think not at
// all, and for two pairs that do. The history's cost is the same for every
// pair, about a microsecond and a half of CPU a hand; the fast pair, at
// 1.5 million hands a second, would need close to a gigabyte a second of
// history, as much as the disk takes.
func BenchmarkMatchHistory(b *testing.B) {
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
					var hist *matchHistory
					dir := b.TempDir()
					if format != "none" {
						f, _ := handhistory.ParseFormat(format)
						var err error
						if hist, err = newMatchHistory(dir, f, true, 1); err != nil {
							b.Fatal(err)
						}
						cfg.Hand = hist.add
					}
					res, err := holdembot.Play(cfg)
					if err != nil {
						b.Fatal(err)
					}
					if hist != nil {
						if err := hist.close(); err != nil {
							b.Fatal(err)
						}
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

// TestMatchHistoryKill9 kills a headless run with SIGKILL while it writes:
// every file holds whole hands only.
func TestMatchHistoryKill9(t *testing.T) {
	if dir := os.Getenv("PARLOR_KILL_DIR"); dir != "" {
		runRoot(t, "match", "--a", "random", "--b", "caller", "--hands", "100000000", "--seed", "1",
			"--history-dir", dir, "--history-format", os.Getenv("PARLOR_KILL_FORMAT"))
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("subprocess test")
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, format := range []string{"pokerstars", "parlor", "pokerstars", "parlor"} {
		dir := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^TestMatchHistoryKill9$")
		cmd.Env = append(os.Environ(), "PARLOR_KILL_DIR="+dir, "PARLOR_KILL_FORMAT="+format)
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
		for _, recs := range readHistories(t, dir) { // fails on a hand that is not whole
			hands += len(recs)
		}
		if hands == 0 {
			t.Fatalf("%s: no hand written before the kill", format)
		}
		t.Logf("%s: %d whole hands after kill -9", format, hands)
	}
}

// TestMatchHistorySessions: a file per session of 2,000 hands, each
// closed when its session ends, the last holding the rest.
func TestMatchHistorySessions(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	if _, errOut, err := runRoot(t, "match", "--a", "random", "--hands", "4002", "--seed", "2", "--history-dir", dir); err != nil {
		t.Fatalf("%v\n%s", err, errOut)
	}
	var counts []int
	for _, recs := range readHistories(t, dir) {
		counts = append(counts, len(recs))
	}
	sort.Ints(counts)
	if fmt.Sprint(counts) != fmt.Sprint([]int{2, holdembot.SessionHands, holdembot.SessionHands}) {
		t.Errorf("hands by file %v", counts)
	}
}
