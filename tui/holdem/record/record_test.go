package record

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// TestBookWritesAndContinues: a new file is noted for the save; hands
// written, closed and continued, the hands after the save's last are
// those written after it.
func TestBookWritesAndContinues(t *testing.T) {
	hm := tuitest.PlayMatch(t, 5, 4)
	start := tuitest.MatchStart(9)
	var b Book
	note, ok := b.Create(t.TempDir(), "parlor", 0, start, "match_test")
	if !ok || b.Err != nil {
		t.Fatalf("Create: ok %v, Err %v", ok, b.Err)
	}
	if note.Path != b.W.Path() || filepath.Base(note.Path) != "match_test.txt" || note.Format != "parlor" || !note.Start.Equal(start) {
		t.Errorf("note %+v", note)
	}
	if got := b.Saved(tuitest.Context().Styles, 80, 0); !strings.Contains(got, "No hand is finished yet") {
		t.Errorf("Saved before a hand: %q", got)
	}
	for n, ev := range hm.Hands[:2] {
		if err := b.Write(n+1, ev); err != nil {
			t.Fatal(err)
		}
	}
	b.Close()
	if b.Err != nil {
		t.Fatal(b.Err)
	}

	var c Book
	if !c.Continue(note) {
		t.Fatalf("Continue: %v", c.Err)
	}
	for n, ev := range hm.Hands[2:] {
		if err := c.Write(n+3, ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.W.Flush(); err != nil {
		t.Fatal(err)
	}
	recs, err := c.Unsaved(2)
	if err != nil || len(recs) != 2 || recs[0].Number != 3 || recs[1].Number != 4 {
		t.Fatalf("Unsaved(2) = %d hands, %v; want hands 3 and 4", len(recs), err)
	}
	if got := c.Saved(tuitest.Context().Styles, 80, 4); !strings.Contains(got, "The 4 finished hands are saved in") || !strings.Contains(got, "match_test.txt") {
		t.Errorf("Saved: %q", got)
	}
	c.Close()
}

// TestBookFailures: a file that cannot be made, a resumed one gone, a
// write that fails and a close after it: each is kept in Err, the first
// failure of a close not hidden by the close's own.
func TestBookFailures(t *testing.T) {
	dir := t.TempDir()
	notADir := filepath.Join(dir, "file")
	if err := os.WriteFile(notADir, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	start := tuitest.MatchStart(10)
	for _, tt := range []struct{ dir, format string }{{notADir, "parlor"}, {dir, "xml"}} {
		var b Book
		if _, ok := b.Create(tt.dir, tt.format, 0, start, "m"); ok || b.W != nil || b.Err == nil ||
			!strings.HasPrefix(b.Err.Error(), "the hand history cannot be written: ") {
			t.Errorf("Create(%s, %s): ok %v, Err %v", tt.dir, tt.format, ok, b.Err)
		}
		if got := b.Saved(tuitest.Context().Styles, 80, 3); !strings.Contains(got, "No hand history: the hand history cannot be written") {
			t.Errorf("Saved without a file: %q", got)
		}
		if recs, err := b.Unsaved(0); recs != nil || err != nil {
			t.Errorf("Unsaved without a file = %v, %v", recs, err)
		}
	}

	var gone Book
	note, _ := gone.Create(dir, "parlor", 0, start, "gone")
	gone.Close() // no hand: the file goes
	if _, err := os.Stat(note.Path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a history file without a hand is left after Close: %v", err)
	}
	note.Path = filepath.Join(notADir, "gone.txt")
	if gone.Continue(note) || gone.W != nil || !strings.HasPrefix(gone.Err.Error(), "the hand history cannot be continued: ") {
		t.Errorf("Continue of a file that cannot be: Err %v", gone.Err)
	}

	var b Book
	if _, ok := b.Create(dir, "parlor", 0, start, "closed"); !ok {
		t.Fatal(b.Err)
	}
	if err := b.W.Close(); err != nil { // the file goes away under the book
		t.Fatal(err)
	}
	hm := tuitest.PlayMatch(t, 6, 1)
	err := b.Write(7, hm.Hands[0])
	if err == nil || !errors.Is(b.Err, err) || !strings.HasPrefix(err.Error(), "hand #7 was not saved: ") {
		t.Fatalf("Write after close = %v, Err %v", err, b.Err)
	}
	first := b.Err
	b.Close()
	if b.Err != first {
		t.Errorf("Close replaced the first failure %v with %v", first, b.Err)
	}
}

// TestBookCloseRemovesEmpty: a match closed before its first hand ended
// leaves no 0-byte file (it did, one the browser could not open); one with
// a hand keeps its file, and a match left before its first hand and resumed
// makes it again.
func TestBookCloseRemovesEmpty(t *testing.T) {
	dir := t.TempDir()
	start := tuitest.MatchStart(11)
	var empty Book
	note, ok := empty.Create(dir, "parlor", 0, start, "empty")
	if !ok {
		t.Fatal(empty.Err)
	}
	if err := empty.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(note.Path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the empty history file is still there: %v", err)
	}
	var again Book
	if !again.Continue(note) {
		t.Fatalf("Continue of a match left before its first hand: %v", again.Err)
	}
	hm := tuitest.PlayMatch(t, 5, 1)
	if err := again.Write(1, hm.Hands[0]); err != nil {
		t.Fatal(err)
	}
	if err := again.Close(); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(note.Path); err != nil || fi.Size() == 0 {
		t.Errorf("the file of a match with a hand after Close: %v, %v", fi, err)
	}
}
