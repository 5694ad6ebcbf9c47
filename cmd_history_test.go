package main

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker"
)

// writeMatch plays a match of random legal actions and writes it with the
// package's Writer; it returns the file's path and the final stacks.
func writeMatch(t *testing.T, dir string, seed uint64, start time.Time, f handhistory.Format) (string, [2]int) {
	t.Helper()
	t.Setenv("XDG_DATA_HOME", t.TempDir()) // hand numbers: not the user's
	r := rand.New(rand.NewPCG(seed, 3))
	m, err := poker.NewMatch(poker.MatchConfig{Rand: r})
	if err != nil {
		t.Fatal(err)
	}
	w, err := handhistory.Create(handhistory.Options{Dir: dir, Format: f, Start: start, Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		for g := m.Game(); !g.Over(); {
			legal := g.Legal()
			a := legal[min(len(legal)-1, 1+r.IntN(2))]
			if err := m.Act(g.ToAct(), a); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.WriteHand(m.Events()); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.Path(), m.Stacks()
}

func runHistory(t *testing.T, args ...string) (string, error) {
	t.Helper()
	out, _, err := runRoot(t, args...)
	return out, err
}

func TestHistoryList(t *testing.T) {
	dir := t.TempDir()
	older := time.Date(2026, 11, 28, 9, 30, 0, 0, time.Local)
	newer := time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local)
	p1, _ := writeMatch(t, dir, 1, older, handhistory.Parlor)
	p2, _ := writeMatch(t, dir, 2, newer, handhistory.PokerStars)
	hf, err := handhistory.Open(p1)
	if err != nil {
		t.Fatal(err)
	}
	n1 := hf.Len()
	_, last := hf.Ends()
	hf.Close()
	out, err := runHistory(t, "history", "--history-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[2], "DATE") {
		t.Fatalf("listing:\n%s", out)
	}
	if !strings.HasPrefix(lines[3], "2026-11-29 14:05") || !strings.HasSuffix(lines[3], filepath.Base(p2)) {
		t.Errorf("newest first: %q", lines[3])
	}
	// The PokerStars match's summary, beside it: where Human finished.
	place := "1st"
	if lastWinner(t, p2) != "Human" {
		place = "2nd"
	}
	summary := regexp.MustCompile(`^2026-11-29 14:05\s+-\s+(Human v Computer|Computer v Human)\s+summary: Human finished ` + place +
		` of 2\s+match_2026-11-29_14-05-09\.summary\.txt$`)
	if !summary.MatchString(lines[4]) {
		t.Errorf("summary row %q, want %v", lines[4], summary)
	}
	row := regexp.MustCompile(`^2026-11-28 09:30\s+(\d+)\s+Human v Computer\s+(\w+) won the tournament\s+match_2026-11-28_09-30-00\.txt$`)
	m := row.FindStringSubmatch(lines[5])
	if m == nil || m[1] != strconv.Itoa(n1) || m[2] != last.Winner {
		t.Errorf("row %q, want %d hands won by %s", lines[5], n1, last.Winner)
	}
}

// lastWinner is the winner named by the last hand of the file at path.
func lastWinner(t *testing.T, path string) string {
	t.Helper()
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	_, last := hf.Ends()
	return last.Winner
}

func TestHistorySummary(t *testing.T) {
	dir := t.TempDir()
	path, final := writeMatch(t, dir, 5, time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local), handhistory.Parlor)
	out, err := runHistory(t, "history", "--history-dir", dir, filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	s := hf.Summarize()
	if len(s.Errors) != 0 || s.Hero != "Human" || len(s.Players) != 2 {
		t.Fatalf("summary: %+v", s)
	}
	// Chips won and lost add up to the final stacks.
	for i, p := range s.Players {
		if p.Net != final[i]-poker.StartingStack {
			t.Errorf("%s nets %d, the match left %d", p.Player, p.Net, final[i])
		}
	}
	for _, want := range []string{
		strconv.Itoa(s.Hands) + " hands, " + s.Winner + " won the tournament",
		"PLAYER", "SHOWDOWNS WON", "Human: VPIP ", "PFR ", "aggression factor ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	row := regexp.MustCompile(`(?m)^Human\s+(\d+)\s+(\d+)\s+(\d+) of (\d+)\s+([+-]?[\d,]+)\s+([+-]?[\d,]+\.\d)$`)
	m := row.FindStringSubmatch(out)
	h := s.Stats("Human")
	if m == nil || m[1] != strconv.Itoa(h.Hands) || m[2] != strconv.Itoa(h.Won) || m[3] != strconv.Itoa(h.ShowdownsWon) ||
		m[6] != thousands.Signed(h.NetPerHand(), 1) {
		t.Errorf("Human's row in:\n%s", out)
	}
}

func TestHistoryBadInput(t *testing.T) {
	dir := t.TempDir()
	if _, err := runHistory(t, "history", "--history-dir", dir, "a", "b"); err == nil {
		t.Error("two files accepted")
	}
	if _, err := runHistory(t, "history", "--history-dir", dir, "missing.txt"); err == nil || !strings.Contains(err.Error(), "missing.txt") {
		t.Errorf("missing file: %v", err)
	}
	out, err := runHistory(t, "history", "--history-dir", filepath.Join(dir, "none"))
	if err != nil || !strings.Contains(out, "No hand histories yet") {
		t.Errorf("no directory: %q, %v", out, err)
	}
	// A file of junk lists as such and does not stop the listing.
	if err := os.WriteFile(filepath.Join(dir, "junk.txt"), []byte("\x1b[2Jhello\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err = runHistory(t, "history", "--history-dir", dir)
	if err != nil || !strings.Contains(out, "not a hand history Parlor reads: no hand header in its one line") || strings.ContainsRune(out, 0x1b) {
		t.Errorf("junk file: %q, %v", out, err)
	}
}

// TestHistoryRoomForOpen: a subcommand added beside the FILE argument (the
// browser's "history open FILE") takes its own word, and FILE still works.
func TestHistoryRoomForOpen(t *testing.T) {
	dir := t.TempDir()
	path, _ := writeMatch(t, dir, 8, time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local), handhistory.Parlor)
	g := &globalFlags{historyDir: dir}
	cmd := newHistoryCmd(g)
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	// The browser needs a terminal, which a test has not: reaching it is
	// enough.
	cmd.SetArgs([]string{"open", path})
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), "needs a terminal") {
		t.Fatalf("history open: %v, want the browser's terminal error", err)
	}
	out.Reset()
	cmd.SetArgs([]string{path})
	if err := cmd.Execute(); err != nil || !strings.Contains(out.String(), "hands") {
		t.Fatalf("history FILE beside a subcommand: %v\n%s", err, out.String())
	}
}

// copyFixture copies a hand-written fixture of handhistory into dir.
func copyFixture(t *testing.T, dir, name string) string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("handhistory", "testdata", "foreign", name))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestHistoryNotReadable: a named FILE with no hand Parlor reads exits 1
// with the reason; a cut-off last hand is reported with its line.
func TestHistoryNotReadable(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, dir, "foreign_site.txt")
	os.WriteFile(filepath.Join(dir, "blob.bin"), bytes.Repeat([]byte{0, 1, 2, '\n'}, 1000), 0o644)
	tests := []struct{ file, want string }{
		{"foreign_site.txt", "foreign_site.txt: not a hand history Parlor reads: no hand header in its 28 lines"},
		{"blob.bin", "blob.bin: not a hand history Parlor reads: no hand header in the first 100 lines"},
	}
	for _, tt := range tests {
		out, err := runHistory(t, "history", "--history-dir", dir, tt.file)
		var ue usageError
		if err == nil || errors.As(err, &ue) || !strings.HasSuffix(err.Error(), tt.want) || out != "" {
			t.Errorf("history %s: %q, %v; want exit 1 with %q", tt.file, out, err, tt.want)
		}
	}
	copyFixture(t, dir, "cut_off.txt")
	out, err := runHistory(t, "history", "--history-dir", dir, "cut_off.txt")
	if err != nil || !strings.Contains(out, "cut_off.txt: 1 hand, ") || !strings.Contains(out, "1 hand could not be read:") ||
		!strings.Contains(out, "cut_off.txt:33: the hand is cut off before its summary") ||
		!strings.Contains(out, "The file ends in the middle of its last hand (line 33): cut off.") {
		t.Errorf("cut-off file: %v\n%s", err, out)
	}
	// /dev/zero fails at once, as does a FIFO.
	if _, err := runHistory(t, "history", "/dev/zero"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("history /dev/zero: %v", err)
	}
}

// TestHistoryListMarks: the listing marks files it cannot read and cut-off
// files, skips FIFOs and says so, dates files by their hands, and passes
// no control character from file names or contents to the terminal.
func TestHistoryListMarks(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, dir, "foreign_site.txt")
	copyFixture(t, dir, "cut_off.txt")
	copyFixture(t, dir, "cash_cents.txt")
	os.WriteFile(filepath.Join(dir, "match_2026-11-30_10-00-00.txt"), nil, 0o644) // a match's first hand in play
	evil := filepath.Join(dir, "evil\x1b]0;pwned\x07.txt")
	text, _ := os.ReadFile(filepath.Join("handhistory", "testdata", "foreign", "sitting_out.txt"))
	os.WriteFile(evil, bytes.ReplaceAll(text, []byte("anna"), []byte("an\x1b[2Jna")), 0o644)
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	var out string
	var err error
	go func() {
		out, err = runHistory(t, "history", "--history-dir", dir)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the listing hangs on a FIFO")
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^-\s+-\s+-\s+not a hand history Parlor reads: no hand header in its 28 lines\s+foreign_site\.txt$`),
		regexp.MustCompile(`(?m)^2009-05-05 \d\d:\d\d\s+2\s+old1 v old2\s+ring game: old1 \+30, old2 -30 \(last hand cut off at line 33\)\s+cut_off\.txt$`),
		regexp.MustCompile(`(?m)^2015-03-0[45] \d\d:\d\d\s+1\s+hero v villain\s+ring game: hero \+\$49\.00, villain -\$50\.00\s+cash_cents\.txt$`),
		regexp.MustCompile(`(?m)^Not regular files, skipped: pipe$`),
		regexp.MustCompile(`(?m)^2026-11-30 10:00\s+0\s+-\s+no hands yet\s+match_2026-11-30_10-00-00\.txt$`),
	} {
		if !want.MatchString(out) {
			t.Errorf("listing lacks %v:\n%s", want, out)
		}
	}
	if strings.ContainsAny(out, "\x1b\x07") {
		t.Errorf("control characters reach the terminal: %q", out)
	}
	if !strings.Contains(out, "an[2Jna v ben v carl") || !strings.Contains(out, "evil]0;pwned.txt") {
		t.Errorf("the cleaned names are missing:\n%s", out)
	}
}

// TestHistoryMoney: money keeps its currency in the summary; a cash game is
// a ring game, summed up by its players' nets; a split pot is a hand won;
// one hand is "1 hand".
func TestHistoryMoney(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, dir, "cash_cents.txt")
	out, err := runHistory(t, "history", "--history-dir", dir, "cash_cents.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^cash_cents\.txt: 1 hand, ring game: hero \+\$49\.00, villain -\$50\.00 \(read in`),
		regexp.MustCompile(`(?m)^PLAYER\s+HANDS\s+WON\s+SHOWDOWNS WON\s+MONEY\s+PER HAND$`),
		regexp.MustCompile(`(?m)^hero\s+1\s+1\s+1 of 1\s+\+\$49\.00\s+\+\$49\.00$`),
		regexp.MustCompile(`(?m)^villain\s+1\s+0\s+0 of 1\s+-\$50\.00\s+-\$50\.00$`),
	} {
		if !want.MatchString(out) {
			t.Errorf("summary lacks %v:\n%s", want, out)
		}
	}
	copyFixture(t, dir, "sitting_out.txt")
	out, _ = runHistory(t, "history", "--history-dir", dir, "sitting_out.txt")
	if !regexp.MustCompile(`(?m)^carl\s+1\s+0\s+0 of 0\s+-30\s+-30\.0$`).MatchString(out) {
		t.Errorf("the seat sitting out that posted is not counted:\n%s", out)
	}
}

// TestHistoryFormatFlag: --history-format is checked where history takes
// it.
func TestHistoryFormatFlag(t *testing.T) {
	_, err := runHistory(t, "history", "--history-dir", t.TempDir(), "--history-format", "xml")
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "xml") {
		t.Errorf("--history-format xml: %v, want a usage error", err)
	}
}

// TestHistoryListRingGames: the files of a --hands run, whose stacks reset
// every hand, list as ring games with no result from their ends (in
// Parlor's format as in PokerStars'), while a tournament's file says who
// won it.
func TestHistoryListRingGames(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, format := range []string{"parlor", "pokerstars"} {
		t.Run(format, func(t *testing.T) {
			dir := t.TempDir()
			for _, run := range [][]string{{"--hands", "40"}, {"--tournament", "1"}} {
				args := append([]string{"match", "--b", "random", "--seed", "5", "--history-dir", dir, "--history-format", format}, run...)
				if _, errOut, err := runRoot(t, args...); err != nil {
					t.Fatalf("%v: %v\n%s", args, err, errOut)
				}
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			summaries, _ := filepath.Glob(filepath.Join(dir, "*.summary.txt"))
			if want := map[string]int{"parlor": 0, "pokerstars": 1}[format]; len(summaries) != want {
				t.Errorf("%d tournament summaries, want %d (a PokerStars tournament's)", len(summaries), want)
			}
			files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, ".summary.txt") })
			rings := 0
			for _, f := range files {
				d := handhistory.Describe(f)
				_, _, netOK := d.HeroNet()
				switch {
				case d.Hands == 40 && d.Ring && d.Result() == "ring game" && !netOK:
					rings++
				case d.Hands == 40 || d.Ring || !strings.HasSuffix(d.Result(), "won the tournament"):
					t.Errorf("%s: %d hands, ring %v, result %q", filepath.Base(f), d.Hands, d.Ring, d.Result())
				}
			}
			if len(files) != 2 || rings != 1 {
				t.Fatalf("%d files, %d ring games: want one of each", len(files), rings)
			}
			// The listing sums the ring game's hands for its result.
			out, err := runHistory(t, "history", "--history-dir", dir)
			if err != nil || !regexp.MustCompile(`(?m)^\S+ \S+\s+40\s+sklansky v random\s+ring game: sklansky [+-][\d,]+, random [+-][\d,]+\s`).MatchString(out) {
				t.Errorf("listing, %v:\n%s", err, out)
			}
		})
	}
}

// oneHand is a whole match of one hand in Parlor's format: Human doubles
// up from 1,500 and wins the tournament.
const oneHand = `Poker Game, Hand #1 – 10/20 – Fixed Limit Hold'em
Seat 1: Human (1,500)
Seat 2: Computer (1,500)
Human posts the small blind of 10
Computer posts the big blind of 20
The button is in seat #1
*** HOLE CARDS ***
Dealt to Human [As Ad]
Human raises to 1,500 and is all-in
Computer calls 1,480 and is all-in
Human shows [As Ad]
Computer shows [7c 2d]
*** FLOP *** [Ac 4s 9d]
*** TURN *** [Ac 4s 9d] [Jc]
*** RIVER *** [Ac 4s 9d Jc] [Kd]
Human shows three of a kind, Aces
Computer shows high card Ace
Human wins the pot (3,000) with three of a kind, Aces
Computer finished the tournament in 2nd place
Human wins the tournament
*** SUMMARY ***
Total pot 3,000
Board: [Ac 4s 9d Jc Kd]
Seat 1: Human (button) showed [As Ad] and won (3,000) with three of a kind, Aces
Seat 2: Computer showed [7c 2d] and lost with high card Ace
`

// TestHistoryOneHand: a file of one hand says "1 hand" everywhere, and the
// average per hand has its thousands separator, as the chips beside it.
func TestHistoryOneHand(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "one.txt"), []byte(oneHand), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runHistory(t, "history", "--history-dir", dir, "one.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^one\.txt: 1 hand, Human won the tournament \(read in`),
		regexp.MustCompile(`(?m)^Human\s+1\s+1\s+1 of 1\s+\+1,500\s+\+1,500\.0$`),
		regexp.MustCompile(`(?m)^Computer\s+1\s+0\s+0 of 1\s+-1,500\s+-1,500\.0$`),
		regexp.MustCompile(`(?m)^Human: VPIP 100\.0%, PFR 100\.0%, aggression factor - \(no action after the flop\) \(1 hand\)$`),
	} {
		if !want.MatchString(out) {
			t.Errorf("summary lacks %v:\n%s", want, out)
		}
	}
	if strings.Contains(out, "hands)") {
		t.Errorf("a plural for one hand:\n%s", out)
	}
}

// TestHistoryRingSummary: the summary of a --hands run's file (stacks reset
// every hand) gives each player's net over the file, as the rows below it
// do, never the last hand's stacks as a tournament's standing.
func TestHistoryRingSummary(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, format := range []string{"parlor", "pokerstars"} {
		t.Run(format, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"match", "--a", "sklansky", "--b", "random", "--hands", "40", "--seed", "5", "--history-dir", dir, "--history-format", format}
			if _, errOut, err := runRoot(t, args...); err != nil {
				t.Fatalf("%v: %v\n%s", args, err, errOut)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
			if len(files) != 1 {
				t.Fatalf("%d files, want 1", len(files))
			}
			hf, err := handhistory.Open(files[0])
			if err != nil {
				t.Fatal(err)
			}
			defer hf.Close()
			s := hf.Summarize()
			if !s.Ring || s.Hands != 40 {
				t.Fatalf("Summarize: ring %v, %d hands; want a ring game of 40", s.Ring, s.Hands)
			}
			out, err := runHistory(t, "history", files[0])
			if err != nil {
				t.Fatal(err)
			}
			a, b := s.Stats("sklansky"), s.Stats("random")
			if a == nil || b == nil || a.Net+b.Net != 0 || a.Net == 0 {
				t.Fatalf("nets %+v %+v", a, b)
			}
			head := fmt.Sprintf("%s: 40 hands, ring game: sklansky %s, random %s (read in", filepath.Base(files[0]),
				handhistory.SignedAmount(a.Net, ""), handhistory.SignedAmount(b.Net, ""))
			if !strings.HasPrefix(out, head) || strings.Contains(out, "unfinished") {
				t.Errorf("summary starts %q, want %q", strings.SplitN(out, "\n", 2)[0], head)
			}
			row := regexp.MustCompile(`(?m)^sklansky\s+40\s+\d+\s+\d+ of \d+\s+` + regexp.QuoteMeta(handhistory.SignedAmount(a.Net, "")) +
				`\s+` + regexp.QuoteMeta(thousands.Signed(float64(a.Net)/40, 1)) + `$`)
			if !row.MatchString(out) {
				t.Errorf("no row %v in:\n%s", row, out)
			}
		})
	}
}

// TestHistoryTournamentSummary: a tournament summary sums up as one: its
// cost, players and prize pool, the standing, every place.
func TestHistoryTournamentSummary(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, dir, "summary_hu_usd.txt")
	out, err := runHistory(t, "history", "--history-dir", dir, "summary_hu_usd.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^PokerStars Tournament #940000123: Limit Hold'em, buy-in \$5\.00 \+ \$0\.25, 2 players, prize pool \$10\.00\n`),
		regexp.MustCompile(`(?m)^Mr\. Pink finished 2nd of 2$`),
		regexp.MustCompile(`(?m)^1\s+kestrel77\s+Bergen\s+\$10\.00$`),
		regexp.MustCompile(`(?m)^2\s+Mr\. Pink\s+Leeds\s+-$`),
	} {
		if !want.MatchString(out) {
			t.Errorf("summary lacks %v:\n%s", want, out)
		}
	}
	out, err = runHistory(t, "history", "--history-dir", dir)
	if err != nil || !regexp.MustCompile(`(?m)^2014-08-0[23] \d\d:\d\d\s+-\s+kestrel77 v Mr\. Pink\s+summary: Mr\. Pink finished 2nd of 2\s+summary_hu_usd\.txt$`).MatchString(out) {
		t.Errorf("listing, %v:\n%s", err, out)
	}
}
