package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
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
// a full disk). The run stops, exits 1, says why and prints the result so
// far. (That the files keep whole hands is handhistory's TestSessionsDiskFull.)
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
	t.Logf("%s", m[0])
}
