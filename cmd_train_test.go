package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

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
		if !regexp.MustCompile(`^train: cutting the buckets, then 200 deals\ntrain: 2 of 200 deals, \d+ deals/s, \S+ left\n`).MatchString(errOut) {
			t.Errorf("stderr does not show the progress from the start:\n%s", errOut)
		}
		if !regexp.MustCompile(`(?m)^200 deals, \d+s: `+bracketLine(100)+`$`).MatchString(out) ||
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

// bracketLine matches the exploitability bracket on deals deals.
func bracketLine(deals int) string {
	num := `-?\d+\.\d`
	return `exploitability in the abstraction (` + num + `) mbb/hand in sample \(s\.e\. \d+\.\d\), (` + num + `) \((` + num + `) to (` + num + `)\) on ` +
		strconv.Itoa(deals) + ` fresh deals`
}

// TestTrainMeasure: --measure prints the bracket of a strategy file, or of
// the shipped strategy for "expert", without training; its in-sample
// figure is Exploitability's, and the fresh figure sits inside its
// interval. A file that is not a strategy is an error.
func TestTrainMeasure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.cfr")
	if _, errOut, err := runRoot(t, "train", "--seed", "4", "--deals", "100", "--exploit-deals", "10", "--out", path); err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	trained, err := holdembot.ReadStrategy(data)
	if err != nil {
		t.Fatal(err)
	}
	shipped, err := holdembot.ExpertStrategy()
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^\d+s: ` + bracketLine(60) + `$`)
	for _, tc := range []struct {
		file string
		s    *holdembot.Strategy
	}{{path, trained}, {"expert", shipped}} {
		t.Run(tc.file, func(t *testing.T) {
			out, errOut, err := runRoot(t, "train", "--measure", tc.file, "--exploit-deals", "60", "--seed", "3")
			if err != nil {
				t.Fatalf("err = %v\nstderr: %s", err, errOut)
			}
			if !strings.HasPrefix(out, tc.file+": seed "+strconv.FormatUint(tc.s.Seed, 10)) {
				t.Errorf("output does not start with the file and its seed:\n%s", out)
			}
			m := line.FindStringSubmatch(out)
			if m == nil {
				t.Fatalf("output has no bracket:\n%s", out)
			}
			if want := fmt.Sprintf("%.1f", tc.s.Exploitability(60, 3)); m[1] != want {
				t.Errorf("in sample %s, Exploitability %s", m[1], want)
			}
			fresh, lo, hi := number(t, m[2]), number(t, m[3]), number(t, m[4])
			if lo > fresh || fresh > hi || lo == hi {
				t.Errorf("fresh %v, interval %v to %v", fresh, lo, hi)
			}
		})
	}
	if _, _, err := runRoot(t, "train", "--measure", filepath.Join(dir, "none.cfr")); err == nil || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: err = %v, want it not to exist", err)
	}
	if _, _, err := runRoot(t, "train", "--measure", filepath.Join(dir)); err == nil {
		t.Errorf("a directory: no error")
	}
	junk := filepath.Join(dir, "junk")
	if err := os.WriteFile(junk, []byte("not a strategy"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runRoot(t, "train", "--measure", junk); !errors.Is(err, holdembot.ErrStrategyFile) {
		t.Errorf("a file that is not a strategy: err = %v, want ErrStrategyFile", err)
	}
	var ue usageError
	if _, _, err := runRoot(t, "train", "--measure", ""); !errors.As(err, &ue) {
		t.Errorf("--measure \"\": err = %v, want a usage error", err)
	}
}

func number(t *testing.T, s string) float64 {
	t.Helper()
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestTrainMeasureStops: ctrl+c stops --measure (its context is cancelled
// with the interrupt as its cause), which then prints no bracket.
func TestTrainMeasureStops(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	time.AfterFunc(200*time.Millisecond, func() { cancel(errInterrupted) })
	done := make(chan struct{})
	var out string
	var err error
	go func() {
		defer close(done)
		out, _, err = runRootContext(t, ctx, "train", "--measure", "expert", "--exploit-deals", "2000000")
	}()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("--measure still running a minute after ctrl+c")
	}
	if !errors.Is(err, errInterrupted) || strings.Contains(out, "exploitability") {
		t.Errorf("err = %v, output %q; want the interrupt and no bracket", err, out)
	}
}
