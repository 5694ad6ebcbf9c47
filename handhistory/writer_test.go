package handhistory

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"parlor/poker"
)

// partialFile writes the first part of a write through to the real file
// and then fails, as a disk that fills up in the middle of a hand does.
type partialFile struct {
	*os.File
	after int // writes that go through whole before the failing one
}

func (f *partialFile) Write(p []byte) (int, error) {
	if f.after > 0 {
		f.after--
		return f.File.Write(p)
	}
	n, _ := f.File.Write(p[:len(p)/2])
	return n, syscall.ENOSPC
}

// readWhole opens path and checks that it holds exactly want hands, every
// one of which reads; it returns the records.
func readWhole(t *testing.T, path string, want int) []*Record {
	t.Helper()
	hf, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	if hf.Len() != want {
		t.Fatalf("%s: %d hands, want %d", path, hf.Len(), want)
	}
	var recs []*Record
	for i := range hf.Entries {
		r, err := hf.Hand(i)
		if err != nil {
			t.Fatalf("%s: hand %d: %v", path, i+1, err)
		}
		recs = append(recs, r)
	}
	return recs
}

// TestWriteFailure: a write that fails part-way through a hand (a full
// disk) is cut back off the file to the hands that went out whole;
// the error names the file and every later call returns it.
func TestWriteFailure(t *testing.T) {
	hands := randomMatch(t, 3, 200)
	for _, batch := range []int{0, 4096} {
		t.Run(fmt.Sprintf("batch %d", batch), func(t *testing.T) {
			w, err := create(Options{Dir: t.TempDir(), Format: PokerStars, Batch: batch},
				func(f *os.File) file { return &partialFile{File: f, after: 2} })
			if err != nil {
				t.Fatal(err)
			}
			written := 0
			for _, h := range hands {
				if err = w.WriteHand(h.events); err != nil {
					break
				}
				if len(w.buf) == 0 {
					written = w.last // every hand taken so far is in the file
				}
			}
			if err == nil || !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), w.Path()) {
				t.Fatalf("err = %v, want ENOSPC naming %s", err, w.Path())
			}
			if again := w.WriteHand(hands[len(hands)-1].events); again != err {
				t.Errorf("a write after the failure: %v, want the same error", again)
			}
			if cerr := w.Close(); cerr != err {
				t.Errorf("Close: %v, want the write's error", cerr)
			}
			st, _ := os.Stat(w.Path())
			if st.Size() != w.size {
				t.Errorf("file of %d bytes, %d of whole hands: not cut back", st.Size(), w.size)
			}
			// The hands before the failed write stay, and those of its first
			// half that went out whole: half a batch of 4 kB holds some.
			hf, err := Open(w.Path())
			if err != nil {
				t.Fatal(err)
			}
			kept := hf.Len()
			hf.Close()
			recs := readWhole(t, w.Path(), kept)
			if kept < written || kept >= w.last || batch > 0 && kept == written || batch == 0 && kept != written {
				t.Errorf("%d hands kept; %d were in the file before the failed write, %d taken", kept, written, w.last)
			}
			for i, r := range recs {
				if r.Number != i+1 {
					t.Fatalf("hand %d kept reads as hand %d", i+1, r.Number)
				}
			}
		})
	}
	// A hand cut short by a quit is not written and is no error.
	r := rand.New(rand.NewPCG(1, 1))
	m, _ := poker.NewMatch(poker.MatchConfig{Rand: r})
	m.Deal()
	m.Quit(0)
	w2, err := Create(Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if err := w2.WriteHand(m.Events()); err != nil {
		t.Errorf("abandoned hand: %v", err)
	}
	if st, _ := os.Stat(w2.Path()); st.Size() != 0 {
		t.Errorf("abandoned hand written: %d bytes", st.Size())
	}
	w2.Close()
}

// writeHands writes hands through a new Writer and closes it.
func writeHands(t *testing.T, o Options, hands []playedHand) string {
	t.Helper()
	w, err := Create(o)
	if err != nil {
		t.Fatal(err)
	}
	return writeAll(t, w, hands)
}

// writeAll writes hands through w and closes it; it returns w's path.
func writeAll(t *testing.T, w *Writer, hands []playedHand) string {
	t.Helper()
	for _, h := range hands {
		if err := w.WriteHand(h.events); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.Path()
}

// cutFile writes the first cut() bytes of a write through to the real
// file and then fails, as a disk that fills up exactly there does.
type cutFile struct {
	*os.File
	cut func() int
}

func (f *cutFile) Write(p []byte) (int, error) {
	n, _ := f.File.Write(p[:min(f.cut(), len(p))])
	return n, syscall.ENOSPC
}

// TestWriteFailureAtHandEnd: a batch write that fails exactly at the end
// of a hand keeps that hand, which reached the file whole, and Kept counts
// it; one byte short of that end loses it.
func TestWriteFailureAtHandEnd(t *testing.T) {
	hands := randomMatch(t, 5, 200)
	tests := []struct {
		name string
		cut  func(ends []int) int // where the failed write stops
		want int                  // hands kept; below 0, counted back from the hands of the failed write
	}{
		{"at the first hand's end", func(ends []int) int { return ends[0] }, 1},
		{"at the second hand's end", func(ends []int) int { return ends[1] }, 2},
		{"a byte short of the second hand's end", func(ends []int) int { return ends[1] - 1 }, 1},
		{"at the end of the last hand but one", func(ends []int) int { return ends[len(ends)-2] }, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var w *Writer
			var err error
			w, err = create(Options{Dir: t.TempDir(), Format: PokerStars, Batch: 16 << 10},
				func(f *os.File) file { return &cutFile{File: f, cut: func() int { return tt.cut(w.ends) }} })
			if err != nil {
				t.Fatal(err)
			}
			taken := 0 // hands in the failed write
			for _, h := range hands {
				taken = len(w.ends) + 1
				if err = w.WriteHand(h.events); err != nil {
					break
				}
			}
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("err = %v, want ENOSPC", err)
			}
			want := tt.want
			if want < 0 {
				want += taken
			}
			if w.Kept() != want {
				t.Errorf("Kept() = %d, want %d (of %d in the failed write)", w.Kept(), want, taken)
			}
			path := w.Path()
			w.Close()
			readWhole(t, path, want)
		})
	}
}

// TestNeverOverwrite: a file of the same name gets a new name; the first
// file is left as it was.
func TestNeverOverwrite(t *testing.T) {
	dir := t.TempDir()
	hands := randomMatch(t, 4, 30)
	o := Options{Dir: dir, Name: "match_seed1_0001", Format: PokerStars}
	first := writeHands(t, o, hands[:10])
	before, _ := os.ReadFile(first)
	second := writeHands(t, o, hands[10:])
	after, _ := os.ReadFile(first)
	if first == second || !bytes.Equal(before, after) {
		t.Fatalf("second file %s over the first %s", second, first)
	}
	if filepath.Base(second) != "match_seed1_0001-2.txt" {
		t.Errorf("second name %s", filepath.Base(second))
	}
	readWhole(t, second, 20)
}

// TestConcurrentWriters: writers racing for one name get a file each, and
// a file being written cannot be continued by another writer (flock).
func TestConcurrentWriters(t *testing.T) {
	dir := t.TempDir()
	hands := randomMatch(t, 5, 40)
	paths := make([]string, 8)
	var wg sync.WaitGroup
	for i := range paths {
		wg.Add(1)
		go func() {
			defer wg.Done()
			paths[i] = writeHands(t, Options{Dir: dir, Name: "same", Format: PokerStars, Batch: 1024}, hands)
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	ids := map[int64]bool{}
	for _, p := range paths {
		if seen[p] {
			t.Fatalf("two writers shared %s", p)
		}
		seen[p] = true
		for _, r := range readWhole(t, p, len(hands)) {
			if ids[r.ID] {
				t.Fatalf("hand ID %d twice", r.ID)
			}
			ids[r.ID] = true
		}
	}
	w, err := Create(Options{Dir: dir, Format: Parlor})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if _, err := Continue(w.Path(), Options{}); !errors.Is(err, ErrLocked) {
		t.Errorf("Continue on a file being written: %v, want ErrLocked", err)
	}
}

// TestContinue: a file is continued after its last whole hand; a hand cut
// off by a crash is cut back first, and the numbering and the tournament
// go on.
func TestContinue(t *testing.T) {
	dir := t.TempDir()
	hands := randomMatch(t, 6, 30)
	path := writeHands(t, Options{Dir: dir, Format: PokerStars}, hands[:10])
	whole, _ := os.ReadFile(path)
	// A crash in the middle of hand 11.
	next, err := AppendHand(nil, hands[10].events, PokerStars, HandOptions{Tournament: 7})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(append([]byte(nil), whole...), next[:len(next)/2]...), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Continue(path, Options{Format: PokerStars})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hands[10:] {
		if err := w.WriteHand(h.events); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	recs := readWhole(t, path, len(hands))
	for i, r := range recs {
		if r.Number != i+1 || r.Tournament != recs[0].Tournament {
			t.Fatalf("hand %d: number %d tournament %d, want %d of %d", i+1, r.Number, r.Tournament, i+1, recs[0].Tournament)
		}
	}
	// The other format is refused, and the file left as it was.
	before, _ := os.ReadFile(path)
	if _, err := Continue(path, Options{Format: Parlor}); !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "pokerstars hands, not parlor") {
		t.Errorf("Continue of a PokerStars file in Parlor's format: %v, want ErrFormat", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Errorf("the refused Continue changed the file")
	}
	// A new file through Continue, and one that holds no hands.
	fresh := filepath.Join(dir, "sub", "new.txt")
	if w, err := Continue(fresh, Options{}); err != nil {
		t.Fatal(err)
	} else {
		w.Close()
	}
	junk := filepath.Join(dir, "notes.txt")
	os.WriteFile(junk, []byte("shopping list\n"), 0o644)
	if _, err := Continue(junk, Options{}); !errors.Is(err, ErrNotHistory) {
		t.Errorf("Continue on a text file: %v, want ErrNotHistory", err)
	}
}

// TestKill9 kills a process writing hands at random moments: the file
// holds whole hands only, every one of which reads.
func TestKill9(t *testing.T) {
	if dir := os.Getenv("HANDHISTORY_KILL_DIR"); dir != "" {
		killChild(dir)
		return
	}
	if testing.Short() {
		t.Skip("subprocess test")
	}
	for round, batch := range []int{0, 8192, 0, 8192} {
		dir := t.TempDir()
		cmd := exec.Command(os.Args[0], "-test.run=^TestKill9$")
		cmd.Env = append(os.Environ(), "HANDHISTORY_KILL_DIR="+dir, "HANDHISTORY_KILL_BATCH="+strconv.Itoa(batch))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait until hands are flowing, then a little more, at random.
		deadline := time.Now().Add(20 * time.Second)
		for size(dir) < 20000 && time.Now().Before(deadline) {
			time.Sleep(2 * time.Millisecond)
		}
		time.Sleep(time.Duration(rand.IntN(30000)) * time.Microsecond)
		cmd.Process.Kill() // SIGKILL
		cmd.Wait()
		files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
		files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, ".summary.txt") })
		if len(files) != 1 {
			t.Fatalf("round %d: files %v", round, files)
		}
		hf, err := Open(files[0])
		if err != nil {
			t.Fatal(err)
		}
		n := hf.Len()
		hf.Close()
		if n < 10 {
			t.Fatalf("round %d: only %d hands before the kill", round, n)
		}
		readWhole(t, files[0], n)
		t.Logf("round %d (batch %d): killed after %d whole hands", round, batch, n)
	}
}

func size(dir string) int64 {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var n int64
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			n += st.Size()
		}
	}
	return n
}

// killChild writes hands until it is killed.
func killChild(dir string) {
	batch, _ := strconv.Atoi(os.Getenv("HANDHISTORY_KILL_BATCH"))
	w, err := Create(Options{Dir: dir, Format: PokerStars, Batch: batch})
	if err != nil {
		os.Exit(3)
	}
	for seed := uint64(1); ; seed++ {
		for _, h := range randomMatch(&testing.B{}, seed, 1000) {
			if err := w.WriteHand(h.events); err != nil {
				os.Exit(4)
			}
		}
	}
}

// TestHandNumbers: tournament numbers never repeat, within a process or
// across processes taking them at once, and hand IDs fit PokerStars' shape
// (digits, an int64).
func TestHandNumbers(t *testing.T) {
	if os.Getenv("HANDHISTORY_NUMBERS_CHILD") != "" {
		for range 1500 { // more than a block
			fmt.Println(NewNumber())
		}
		return
	}
	seen := map[int64]bool{}
	take := func(n int64) {
		if n < numberLow || n >= numberHigh || n*handIDBase+handIDBase-1 < 0 {
			t.Fatalf("number %d out of range", n)
		}
		if seen[n] {
			t.Fatalf("number %d twice", n)
		}
		seen[n] = true
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 500 {
				n := NewNumber()
				mu.Lock()
				take(n)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	outs := make([][]byte, 3)
	errs := make([]error, 3)
	for i := range outs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestHandNumbers$")
			cmd.Env = append(os.Environ(), "HANDHISTORY_NUMBERS_CHILD=1")
			outs[i], errs[i] = cmd.Output()
		}()
	}
	wg.Wait()
	for i, out := range outs {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		count := 0
		for _, l := range strings.Fields(string(out)) {
			if n, err := strconv.ParseInt(l, 10, 64); err == nil {
				take(n)
				count++
			}
		}
		if count != 1500 {
			t.Fatalf("child %d gave %d numbers", i, count)
		}
	}
}

// pageFile records where each write falls.
// countingFile counts the writes made to it.
type countingFile struct {
	*os.File
	writes int
}

func (f *countingFile) Write(p []byte) (int, error) {
	f.writes++
	return f.File.Write(p)
}

// TestHandsStayInPages: no hand crosses a page boundary of the file, the
// only places where SIGKILL can stop a write part-done; short blank lines
// fill the end of a page (never one longer than 79 spaces). So the file
// cut at any page boundary (what a kill in the middle of a write leaves)
// reads as whole hands only, the hands before the cut; and a batch still
// goes out in one write.
func TestHandsStayInPages(t *testing.T) {
	hands := randomMatch(t, 10, 300)
	for _, batch := range []int{0, 64 << 10} {
		var cf *countingFile
		w, err := create(Options{Dir: t.TempDir(), Format: PokerStars, Batch: batch},
			func(f *os.File) file { cf = &countingFile{File: f}; return cf })
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(writeAll(t, w, hands))
		if err != nil {
			t.Fatal(err)
		}
		if want := len(hands); batch == 0 && cf.writes != want || batch > 0 && cf.writes > len(data)/batch+1 {
			t.Errorf("batch %d: %d writes for %d hands in %d bytes", batch, cf.writes, len(hands), len(data))
		}
		padded, run, longestRun := 0, 0, 0
		for i, l := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(l) != "" {
				run = 0
				continue
			}
			run++
			longestRun = max(longestRun, run)
			if len(l) >= padLine {
				t.Fatalf("batch %d: line %d is %d blanks", batch, i+1, len(l))
			}
			if len(l) > 0 {
				padded++
			}
		}
		if padded == 0 || longestRun > 2+(2500/padLine+1) {
			t.Errorf("batch %d: %d lines of filler, %d blank lines in a row at most", batch, padded, longestRun)
		}
		cuts := 0
		for k := pageSize; k < len(data); k += pageSize {
			cut := filepath.Join(t.TempDir(), "cut.txt")
			if err := os.WriteFile(cut, data[:k], 0o644); err != nil {
				t.Fatal(err)
			}
			recs := readWhole(t, cut, strings.Count(string(data[:k]), "PokerStars Hand #"))
			for i, r := range recs {
				if r.Number != i+1 || len(r.Skipped) > 0 {
					t.Fatalf("batch %d, cut at %d: hand %d reads as number %d, skipped %v", batch, k, i+1, r.Number, r.Skipped)
				}
			}
			cuts++
		}
		if cuts < 5 {
			t.Fatalf("batch %d: only %d page boundaries in %d bytes", batch, cuts, len(data))
		}
		recs := readWhole(t, w.Path(), len(hands))
		for i, r := range recs {
			if r.Number != i+1 || len(r.Skipped) > 0 {
				t.Fatalf("batch %d: hand %d reads as number %d, skipped %v", batch, i+1, r.Number, r.Skipped)
			}
		}
	}
}

// TestFinish: a batch Writer makes its file with its first write (a run
// killed before leaves no empty file); Finish writes the batch out without
// a sync and takes no more hands; the file already reads whole, and Close
// then syncs and closes it. A batch Writer that took no hand makes no file.
func TestFinish(t *testing.T) {
	hands := randomMatch(t, 4, 300)
	dir := t.TempDir()
	files := func() int { es, _ := os.ReadDir(dir); return len(es) }
	w, err := Create(Options{Dir: dir, Format: Parlor, Batch: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hands {
		if err := w.WriteHand(h.events); err != nil {
			t.Fatal(err)
		}
	}
	if n := files(); n != 0 || w.Path() != "" {
		t.Fatalf("%d files, path %q before the first write: want none, the batch still waiting", n, w.Path())
	}
	if err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	if !w.dirty || w.buf != nil {
		t.Errorf("after Finish: dirty %v (want written, not synced), buffer kept %v", w.dirty, w.buf != nil)
	}
	readWhole(t, w.Path(), len(hands))
	if err := w.WriteHand(hands[0].events); !errors.Is(err, os.ErrClosed) {
		t.Errorf("a hand after Finish: %v, want os.ErrClosed", err)
	}
	if err := w.Close(); err != nil || w.dirty {
		t.Errorf("Close: %v, dirty %v", err, w.dirty)
	}
	readWhole(t, w.Path(), len(hands))

	idle, err := Create(Options{Dir: dir, Format: Parlor, Batch: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	if err := idle.Close(); err != nil || files() != 1 {
		t.Errorf("a batch Writer with no hand: Close %v, %d files, want the one file only", err, files())
	}
}

// TestNoEmptyFile: on Linux a batch Writer's file has no name until its
// first hands are in it (O_TMPFILE, then a link), so a first write that
// fails at once, as a kill in its middle would stop it, leaves no file at
// all; one that succeeds leaves the file with its hands, and no probe file
// is left beside it.
func TestNoEmptyFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("unnamed files are Linux's (O_TMPFILE)")
	}
	hands := randomMatch(t, 5, 40)
	for _, fail := range []bool{true, false} {
		t.Run(fmt.Sprintf("first write fails %v", fail), func(t *testing.T) {
			dir := t.TempDir()
			w, err := create(Options{Dir: dir, Format: Parlor, Batch: 1}, func(f *os.File) file {
				if fail {
					return &partialFile{File: f} // half the hand, then a failure: nothing whole
				}
				return f
			})
			if err != nil {
				t.Fatal(err)
			}
			if !unnamedWorks(dir) {
				t.Fatalf("unnamed files do not work in %s", dir)
			}
			err = w.WriteHand(hands[0].events)
			if fail != (err != nil) {
				t.Fatalf("first write: %v", err)
			}
			w.Close()
			es, _ := os.ReadDir(dir)
			switch {
			case fail && len(es) != 0:
				t.Errorf("a first write that failed left %d files", len(es))
			case !fail && (len(es) != 1 || strings.HasPrefix(es[0].Name(), ".")):
				t.Errorf("files %v, want the history alone", es)
			case !fail:
				readWhole(t, w.Path(), 1)
			}
		})
	}
}

// TestPrivateFiles: a history holds the player's hole cards, so its folder
// is made 0700 and its file 0600 wherever they are (a --history-dir
// outside the data folder too): by Create, by a batch Writer's first
// write and by Continue of a missing file.
func TestPrivateFiles(t *testing.T) {
	hands := randomMatch(t, 6, 2)
	for _, tt := range []struct {
		name string
		open func(dir string) (*Writer, error)
	}{
		{"Create", func(dir string) (*Writer, error) { return Create(Options{Dir: dir, Format: Parlor}) }},
		{"a batch Writer", func(dir string) (*Writer, error) { return Create(Options{Dir: dir, Format: Parlor, Batch: 1}) }},
		{"Continue", func(dir string) (*Writer, error) {
			return Continue(filepath.Join(dir, "match.txt"), Options{Format: PokerStars})
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "hands", "ana")
			w, err := tt.open(dir)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.WriteHand(hands[0].events); err != nil {
				t.Fatal(err)
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			for path, want := range map[string]os.FileMode{dir: 0o700, filepath.Dir(dir): 0o700, w.Path(): 0o600} {
				st, err := os.Stat(path)
				if err != nil {
					t.Fatal(err)
				}
				if got := st.Mode().Perm(); got != want {
					t.Errorf("%s has mode %v, want %v", path, got, want)
				}
			}
		})
	}
}
