package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
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
	if len(lines) != 5 || !strings.HasPrefix(lines[2], "DATE") {
		t.Fatalf("listing:\n%s", out)
	}
	if !strings.HasPrefix(lines[3], "2026-11-29 14:05") || !strings.HasSuffix(lines[3], filepath.Base(p2)) {
		t.Errorf("newest first: %q", lines[3])
	}
	row := regexp.MustCompile(`^2026-11-28 09:30\s+(\d+)\s+Human v Computer\s+(\w+) won the tournament\s+match_2026-11-28_09-30-00\.txt$`)
	m := row.FindStringSubmatch(lines[4])
	if m == nil || m[1] != strconv.Itoa(n1) || m[2] != last.Winner {
		t.Errorf("row %q, want %d hands won by %s", lines[4], n1, last.Winner)
	}
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
	row := regexp.MustCompile(`(?m)^Human\s+(\d+)\s+(\d+)\s+(\d+) of (\d+)\s+([+-][\d,]+)\s+([+-]\d+\.\d)$`)
	m := row.FindStringSubmatch(out)
	h := s.Stats("Human")
	if m == nil || m[1] != strconv.Itoa(h.Hands) || m[2] != strconv.Itoa(h.Won) || m[3] != strconv.Itoa(h.ShowdownsWon) {
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
