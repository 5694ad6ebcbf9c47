package save

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlor/internal/fsx"
)

// newStore returns a store in a temporary directory whose clock ticks a
// minute at each call, so that saves are ordered.
func newStore(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "parlor"))
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2020, 12, 1, 8, 0, 0, 0, time.UTC) // before any real file
	s.now = func() time.Time { clock = clock.Add(time.Minute); return clock }
	return s
}

// payloadOf returns the payload of a game of kind after its first step.
func payloadOf(t *testing.T, kind Kind) []byte {
	t.Helper()
	g := scripts[kind].start(t, 1)
	g.step(t)
	p, err := g.Payload()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestOpenDefault(t *testing.T) {
	// The rules of the XDG folders are fsx's; here only that Open uses them.
	tests := []struct {
		name, state, home, want string // want "" for an error
	}{
		{"XDG_STATE_HOME", "/x/state", "/home/ana", "/x/state/parlor"},
		{"under the home", "", "/home/ana", "/home/ana/.local/state/parlor"},
		{"no home", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("HOME", tt.home)
			t.Setenv("XDG_STATE_HOME", tt.state)
			s, err := Open("")
			if tt.want == "" {
				if err == nil || !strings.HasPrefix(err.Error(), "find the directory of saved games") {
					t.Errorf("Open(\"\") with no home = %v, want an error that says what it looked for", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Open(\"\") = %v", err)
			}
			if s.Dir() != tt.want {
				t.Errorf("Open(\"\").Dir() = %q, want %q", s.Dir(), tt.want)
			}
		})
	}
}

func TestSaveListLoadRemove(t *testing.T) {
	s := newStore(t)
	if es, err := s.List(); err != nil || len(es) != 0 {
		t.Fatalf("List of a store never written = %v, %v; want nothing", es, err)
	}
	a, b := s.NewSlot(KindHoldem), s.NewSlot(KindCamelUp)
	if a.Name() == b.Name() {
		t.Fatalf("two slots named %s", a.Name())
	}
	holdem, camel := payloadOf(t, KindHoldem), payloadOf(t, KindCamelUp)
	for _, w := range []struct {
		slot    *Slot
		summary string
		payload []byte
	}{{a, "Hold'em, hand 1", holdem}, {b, "Camel Up, round 1", camel}, {a, "Hold'em, hand 2", holdem}} {
		if err := w.slot.Write(w.summary, w.payload); err != nil {
			t.Fatal(err)
		}
	}
	es, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 || es[0].Name != a.Name() || es[1].Name != b.Name() {
		t.Fatalf("List = %+v, want %s (updated last) then %s", es, a.Name(), b.Name())
	}
	if e := es[0]; e.Err != nil || e.Kind != KindHoldem || e.Summary != "Hold'em, hand 2" || !e.Created.Before(e.Updated) {
		t.Errorf("entry %+v: want a Hold'em save, hand 2, created before updated", e)
	}
	env, err := s.Load(b.Name())
	if err != nil || env.Kind != KindCamelUp || string(env.Payload) != string(camel) || env.Format != formatVersion {
		t.Errorf("Load = %+v, %v", env, err)
	}
	// The file is readable as text: a person can see what it holds.
	data, err := os.ReadFile(es[0].Path)
	if err != nil || !strings.Contains(string(data), `"summary":"Hold'em, hand 2"`) {
		t.Errorf("the file reads %q, %v", data, err)
	}
	if err := a.Remove(); err != nil {
		t.Fatal(err)
	}
	if err := a.Remove(); err != nil {
		t.Errorf("removing a removed save: %v", err)
	}
	if _, err := s.Load(a.Name()); !errors.Is(err, ErrNoSave) {
		t.Errorf("Load of a removed save = %v, want ErrNoSave", err)
	}
	// A resumed game goes on writing the same file, created when it was,
	// once it is left where it was played.
	es, _ = s.List()
	if _, err := s.Slot(es[0]); !errors.Is(err, ErrInUse) {
		t.Errorf("Slot of a game still open = %v, want ErrInUse", err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(s.Dir(), "."+es[0].Name+".4242.tmp") // a write killed halfway
	if err := os.WriteFile(stale, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	sl, err := s.Slot(es[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("the stale temporary file is still there")
	}
	if err := sl.Write("Camel Up, round 2", camel); err != nil {
		t.Fatal(err)
	}
	es2, _ := s.List()
	if len(es2) != 1 || es2[0].Summary != "Camel Up, round 2" || !es2[0].Created.Equal(es[0].Created) {
		t.Errorf("after writing the resumed slot: %+v", es2)
	}
}

func TestListFlagsDamagedAndOldSaves(t *testing.T) {
	// Files that are not saves of this version are listed with a reason,
	// never fail the list, and can be removed; temporary files are skipped.
	s := newStore(t)
	good := s.NewSlot(KindElephant)
	if err := good.Write("White Elephant, round 1", payloadOf(t, KindElephant)); err != nil {
		t.Fatal(err)
	}
	files := map[string]struct {
		text string
		want error
	}{
		"garbage.json":    {"\x00\x01 not json", ErrCorrupt},
		"truncated.json":  {`{"format":1,"kind":"holdem","summ`, ErrCorrupt},
		"old.json":        {`{"format":0,"kind":"holdem","summary":"Hold'em, hand 9","payload":{}}`, ErrVersion},
		"future.json":     {`{"format":99,"kind":"holdem","payload":{}}`, ErrVersion},
		"chess.json":      {`{"format":1,"kind":"chess","payload":{}}`, ErrCorrupt},
		"empty.json":      {`{"format":1,"kind":"camelup"}`, ErrCorrupt},
		"unplayable.json": {`{"format":1,"kind":"holdem","payload":{"Bot":"sklansky"}}`, ErrCorrupt},
	}
	for name, f := range files {
		if err := os.WriteFile(filepath.Join(s.Dir(), name), []byte(f.text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, skip := range []string{".x.json.123.tmp", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(s.Dir(), skip), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	es, err := s.List()
	if err != nil {
		t.Fatalf("List = %v", err)
	}
	if len(es) != len(files)+1 {
		t.Fatalf("List has %d entries, want %d: %+v", len(es), len(files)+1, es)
	}
	for _, e := range es {
		if e.Name == good.Name() {
			if e.Err != nil {
				t.Errorf("the good save is flagged: %v", e.Err)
			}
			continue
		}
		want := files[e.Name].want
		if !errors.Is(e.Err, want) {
			t.Errorf("%s: Err = %v, want %v", e.Name, e.Err, want)
		}
		if e.Updated.IsZero() {
			t.Errorf("%s: no time", e.Name)
		}
		// Load, and Resume for what Load reads, say the same.
		env, err := s.Load(e.Name)
		if err == nil {
			_, err = Resume(env)
		}
		if !errors.Is(err, want) {
			t.Errorf("Load(%s) and Resume = %v, want %v", e.Name, err, want)
		}
		if err := s.Remove(e.Name); err != nil {
			t.Errorf("Remove(%s) = %v", e.Name, err)
		}
	}
	if es[len(es)-1].Name != good.Name() {
		t.Errorf("the good save, written first, should sort last behind the files written after it")
	}
	// What the menu shows of an old save: its own line and why.
	for _, e := range es {
		if e.Name == "old.json" && (e.Summary != "Hold'em, hand 9" || !strings.Contains(e.Err.Error(), "another version")) {
			t.Errorf("old save listed as %q: %v", e.Summary, e.Err)
		}
	}
	es, _ = s.List()
	if len(es) != 1 {
		t.Errorf("after removing the damaged saves, List = %+v", es)
	}
}

func TestNamesOutsideTheStoreAreRefused(t *testing.T) {
	s := newStore(t)
	outside := filepath.Join(filepath.Dir(s.Dir()), "keep.json")
	if err := os.WriteFile(outside, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"../keep.json", "", ".hidden.json", "a/b.json", "notes.txt"} {
		if err := s.Remove(name); !errors.Is(err, ErrNoSave) {
			t.Errorf("Remove(%q) = %v, want ErrNoSave", name, err)
		}
		if _, err := s.Load(name); !errors.Is(err, ErrNoSave) {
			t.Errorf("Load(%q) = %v, want ErrNoSave", name, err)
		}
	}
	if _, err := os.Stat(outside); err != nil {
		t.Errorf("the file outside the store is gone: %v", err)
	}
}

// fullDisk is a temporary file on a disk that fills up: writes fail with
// ENOSPC once room bytes are written, or Sync fails.
type fullDisk struct {
	*os.File
	room     int
	syncFail bool
}

func (f *fullDisk) Write(p []byte) (int, error) {
	if len(p) > f.room {
		n, _ := f.File.Write(p[:f.room])
		f.room = 0
		return n, &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	f.room -= len(p)
	return f.File.Write(p)
}

func (f *fullDisk) Sync() error {
	if f.syncFail {
		return &os.PathError{Op: "sync", Path: f.Name(), Err: syscall.ENOSPC}
	}
	return f.File.Sync()
}

func TestFullDiskKeepsTheLastSave(t *testing.T) {
	for _, tt := range []struct {
		name string
		disk fullDisk
	}{
		{"write", fullDisk{room: 10}},
		{"nothing written", fullDisk{room: 0}},
		{"sync", fullDisk{room: 1 << 20, syncFail: true}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(t)
			sl := s.NewSlot(KindHoldem)
			if err := sl.Write("hand 1", []byte(`{"hand":1}`)); err != nil {
				t.Fatal(err)
			}
			s.disk.CreateTemp = func(dir, pattern string) (fsx.File, error) {
				f, err := os.CreateTemp(dir, pattern)
				if err != nil {
					return nil, err
				}
				d := tt.disk
				d.File = f
				return &d, nil
			}
			err := sl.Write("hand 2", []byte(`{"hand":2}`))
			if !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), "the last save is kept") {
				t.Fatalf("Write on a full disk = %v, want ENOSPC and the last save kept", err)
			}
			env, err := s.Load(sl.Name())
			if err != nil || env.Summary != "hand 1" || string(env.Payload) != `{"hand":1}` {
				t.Errorf("after the failed write: %+v, %v; want hand 1 intact", env, err)
			}
			tmps, _ := filepath.Glob(filepath.Join(s.Dir(), "*.tmp"))
			saves, _ := filepath.Glob(filepath.Join(s.Dir(), "*"+ext))
			if len(tmps) != 0 || len(saves) != 1 {
				t.Errorf("the directory holds saves %v and temporaries %v, want only the save", saves, tmps)
			}
			// Room again: the next save goes through.
			s.disk.CreateTemp = nil
			if err := sl.Write("hand 3", []byte(`{"hand":3}`)); err != nil {
				t.Fatal(err)
			}
			if env, _ := s.Load(sl.Name()); env.Summary != "hand 3" {
				t.Errorf("after the disk was freed: %q", env.Summary)
			}
		})
	}
}

func TestUnwritableDirectory(t *testing.T) {
	// A store under a file cannot be made: Write says so, and List of it
	// fails with a clear error rather than a panic.
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := Open(filepath.Join(blocker, "parlor"))
	if err := s.NewSlot(KindCamelUp).Write("x", []byte("{}")); err == nil || !strings.HasPrefix(err.Error(), "save the game") {
		t.Errorf("Write under a file = %v", err)
	}
	if _, err := s.List(); err == nil {
		t.Error("List under a file succeeded")
	}
}

func TestSummaries(t *testing.T) {
	tests := []struct {
		seats []Seat
		want  string
	}{
		{[]Seat{{Name: "Ana"}, {Name: "Bob"}, {Name: "C1", Bot: "x"}, {Name: "C2", Bot: "x"}}, "Ana, Bob and two computers"},
		{[]Seat{{Name: "Ana"}, {Name: "C", Bot: "x"}}, "Ana and a computer"},
		{[]Seat{{Name: "Ana"}, {Name: "Bob"}, {Name: "Cy"}}, "Ana, Bob and Cy"},
		{[]Seat{{Name: "C1", Bot: "x"}, {Name: "C2", Bot: "x"}, {Name: "C3", Bot: "x"}}, "three computers"},
	}
	for _, tt := range tests {
		if got := table(tt.seats); got != tt.want {
			t.Errorf("table(%v) = %q, want %q", tt.seats, got, tt.want)
		}
	}
	g := scripts[KindHoldem].start(t, 1)
	if got, want := g.Summary(), "Hold'em vs Normal (sklansky), hand 1, you 1,500 · Computer 1,500"; got != want {
		t.Errorf("Hold'em summary %q, want %q", got, want)
	}
	g.(*holdemScript).hands(t, 3)
	h := g.(*holdemScript).Match
	want := fmt.Sprintf("Hold'em vs Normal (sklansky), hand 4, you %s · Computer %s", chips(h.Stacks()[0]), chips(h.Stacks()[1]))
	if got := g.Summary(); got != want {
		t.Errorf("Hold'em summary after 3 hands %q, want %q", got, want)
	}
	g.step(t) // hand 4 is dealt: the line is the same, the stacks those of its start
	if got := g.Summary(); got != want {
		t.Errorf("Hold'em summary during hand 4 %q, want %q", got, want)
	}
	for g.step(t) {
	}
	if got, want := g.Summary(), fmt.Sprintf("Hold'em vs Normal (sklansky), over after %d hands", h.HandNumber()); !strings.HasPrefix(got, want) {
		t.Errorf("Hold'em summary of a match over %q, want it to start %q", got, want)
	}
	for _, kind := range []Kind{KindCamelUp, KindElephant} {
		g := scripts[kind].start(t, 1)
		for g.step(t) {
		}
		if got := g.Summary(); !strings.Contains(got, ", over after round ") {
			t.Errorf("summary of a %s game over: %q", kind, got)
		}
	}
	if got, want := scripts[KindCamelUp].start(t, 1).Summary(), "Camel Up, round 1, Ana and three computers"; got != want {
		t.Errorf("Camel Up summary %q, want %q", got, want)
	}
	if got, want := scripts[KindElephant].start(t, 1).Summary(), "White Elephant, round 1, Ana and three computers"; got != want {
		t.Errorf("White Elephant summary %q, want %q", got, want)
	}
}

func TestPendingSavesKeepTheNewest(t *testing.T) {
	// Saves written off the update loop may land out of order: the file
	// keeps the newest taken, and a removed slot is never written again.
	s := newStore(t)
	sl := s.NewSlot(KindCamelUp)
	g := scripts[KindCamelUp].start(t, 1)
	older, err := sl.Take(g)
	if err != nil {
		t.Fatal(err)
	}
	g.step(t)
	g.step(t)
	newer, err := sl.Take(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := newer.Write(); err != nil {
		t.Fatal(err)
	}
	if err := older.Write(); err != nil {
		t.Fatal(err)
	}
	env, err := s.Load(sl.Name())
	if err != nil || string(env.Payload) != string(newer.payload) {
		t.Fatalf("the file holds the older save (%v)", err)
	}
	if _, err := sl.Take(scripts[KindHoldem].start(t, 1)); err == nil {
		t.Error("a Hold'em game was taken for a Camel Up slot")
	}
	last, _ := sl.Take(g)
	if err := sl.Remove(); err != nil {
		t.Fatal(err)
	}
	if err := last.Write(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(sl.Name()); !errors.Is(err, ErrNoSave) {
		t.Errorf("a removed slot was written again: %v", err)
	}
}

func TestRealFullDisk(t *testing.T) {
	// With PARLOR_FULL_DISK naming the mount point of a tiny file system
	// (as root: mount -t tmpfs -o size=12k tmpfs /mnt/tiny), a save that
	// does not fit fails with ENOSPC and the last save stays whole.
	dir := os.Getenv("PARLOR_FULL_DISK")
	if dir == "" {
		t.Skip("PARLOR_FULL_DISK is not set")
	}
	s, err := Open(filepath.Join(dir, fmt.Sprint("parlor-", os.Getpid())))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(s.Dir()) })
	sl := s.NewSlot(KindHoldem)
	if err := sl.Write("small", []byte(`{"n":1}`)); err != nil {
		t.Fatal(err)
	}
	// Fill what is left of the disk.
	filler, err := os.Create(filepath.Join(s.Dir(), "filler"))
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := filler.Write(make([]byte, 512)); err != nil {
			break
		}
	}
	filler.Close()
	big := []byte(`"` + strings.Repeat("x", 64<<10) + `"`)
	err = sl.Write("big", big)
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("Write on a full disk = %v, want ENOSPC", err)
	}
	t.Logf("Write on a full disk: %v", err)
	if env, err := s.Load(sl.Name()); err != nil || env.Summary != "small" {
		t.Errorf("the last save: %+v, %v", env, err)
	}
}
