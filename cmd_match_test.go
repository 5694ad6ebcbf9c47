package main

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"parlor/handhistory"
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
