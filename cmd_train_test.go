package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"parlor/ai/holdembot"
)

// TestTrainWritesStrategy: a tiny training run writes a strategy file that
// reads back, the same seed writes the same bytes, and bad flags are
// usage errors.
func TestTrainWritesStrategy(t *testing.T) {
	dir := t.TempDir()
	var files [2][]byte
	for i := range files {
		path := filepath.Join(dir, "s.cfr")
		out, errOut, err := runRoot(t, "train", "--seed", "4", "--deals", "200", "--exploit-deals", "100", "--out", path)
		if err != nil {
			t.Fatalf("err = %v\nstderr: %s", err, errOut)
		}
		if !regexp.MustCompile(`(?m)^200 deals, \d+s: exploitability \d+ mbb/hand in the abstraction$`).MatchString(out) ||
			!strings.Contains(out, "wrote "+path) {
			t.Errorf("output:\n%s", out)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := holdembot.ReadStrategy(data)
		if err != nil {
			t.Fatalf("ReadStrategy: %v", err)
		}
		if s.Seed != 4 || s.Deals != 200 {
			t.Errorf("seed %d, %d deals; want 4 and 200", s.Seed, s.Deals)
		}
		files[i] = data
	}
	if string(files[0]) != string(files[1]) {
		t.Errorf("the same seed wrote different files")
	}
	for _, args := range [][]string{{"train", "--deals", "0"}, {"train", "--exploit-deals", "0"}} {
		if _, _, err := runRoot(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
