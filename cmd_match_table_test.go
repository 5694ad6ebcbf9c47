package main

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"parlor/handhistory"
)

func TestMatchTableRing(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "--seats", "3", "--bots", "sklansky,caller,maniac", "--hands", "90", "--seed", "4", "--history-dir", dir}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "90 hands at 3 seats") || !strings.Contains(lines[1], "sklansky") {
		t.Fatalf("output:\n%s", out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) != 1 {
		t.Fatalf("history files %v", files)
	}
	f, err := handhistory.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Len() != 90 {
		t.Errorf("the history holds %d hands, want 90", f.Len())
	}
	for i := range f.Len() {
		if _, err := f.Hand(i); err != nil {
			t.Fatalf("hand %d: %v", i, err)
		}
	}
	// The same seed plays the same hands, in a new file, and gives the
	// same result whatever the number of workers.
	if _, _, err := runRoot(t, args...); err != nil {
		t.Fatal(err)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.txt")); len(files) != 2 {
		t.Errorf("after a second run: history files %v", files)
	}
	again, _, err := runRoot(t, args[:len(args)-2]...)
	if err != nil || again != out {
		t.Errorf("the same seed gave\n%s\nthen\n%s", out, again)
	}
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	one, _, err := runRoot(t, args[:len(args)-2]...)
	if err != nil || one != out {
		t.Errorf("one worker gave\n%s\n%d gave\n%s", one, prev, out)
	}
}

func TestMatchTableSitAndGo(t *testing.T) {
	out, errOut, err := runRoot(t, "match", "--sitngo", "4", "--bots", "equity,random,caller", "--seed", "2")
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	if !strings.HasPrefix(out, "4 sit-and-gos of 3") || !strings.Contains(out, "mean place (95% CI)") || strings.Count(out, "\n") != 5 {
		t.Fatalf("output:\n%s", out)
	}
	// Each sit-and-go its own file, with its tournament summary beside.
	dir := t.TempDir()
	if _, errOut, err := runRoot(t, "match", "--sitngo", "4", "--bots", "equity,random,caller", "--seed", "2",
		"--history-dir", dir, "--history-format", "pokerstars"); err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	summaries, _ := filepath.Glob(filepath.Join(dir, "*.summary.txt"))
	all, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(summaries) != 4 || len(all) != 8 {
		t.Fatalf("files %v", all)
	}
	for _, path := range summaries {
		s, err := handhistory.ReadTournamentSummaries(path)
		if err != nil || s[0].Entries != 3 || len(s[0].Places) != 3 {
			t.Errorf("%s: %+v, %v", path, s, err)
		}
	}
}

func TestMatchTableBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"match", "--seats", "3", "--bots", "caller,maniac"},
		{"match", "--bots", "caller"},
		{"match", "--bots", "caller,nobody"},
		{"match", "--sitngo", "2", "--hands", "10", "--bots", "caller,maniac"},
		{"match", "--seats", "2", "--bots", "caller,maniac", "--a", "random"},
	} {
		if _, _, err := runRoot(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
