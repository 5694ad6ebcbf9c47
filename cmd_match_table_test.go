package main

import (
	"path/filepath"
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
	// The same seed plays the same hands; the file is never overwritten.
	if _, _, err := runRoot(t, args...); err == nil || !strings.Contains(err.Error(), "exists") {
		t.Errorf("a second run into the same file: err %v", err)
	}
	again, _, err := runRoot(t, args[:len(args)-2]...)
	if err != nil || again != out {
		t.Errorf("the same seed gave\n%s\nthen\n%s", out, again)
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
