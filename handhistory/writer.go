package handhistory

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"parlor/poker"
)

// DefaultDir returns the directory for hand histories:
// $XDG_DATA_HOME/parlor/hands, or ~/.local/share/parlor/hands when
// XDG_DATA_HOME is unset or not absolute (as the XDG spec says).
func DefaultDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "parlor", "hands"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find the hand-history directory: %w", err)
	}
	return filepath.Join(home, ".local", "share", "parlor", "hands"), nil
}

// Options set up a Writer.
type Options struct {
	// Dir is the directory of the file; "" means DefaultDir. It is
	// created when missing.
	Dir    string
	Format Format
	// Hero is the seat whose hole cards the file shows (the human).
	Hero int
	// Start is when the match began; it names the file. Zero means now.
	Start time.Time
	// Tournament is the PokerStars tournament number; 0 means Start's
	// Unix seconds.
	Tournament int64
	// Now gives each hand's time; nil means time.Now.
	Now func() time.Time
}

// Writer appends the finished hands of one match to its history file.
// Each hand goes out in one write followed by an fsync, so a crash or a
// quit loses at most the hand in play; a failed write is cut back off the
// file, which never holds half a hand.
//
// The methods of a nil *Writer do nothing and return nil: a caller whose
// Create failed shows the error and plays on without a history.
type Writer struct {
	f      *os.File
	path   string
	opts   Options
	size   int64
	buf    []byte
	last   int // the number of the last hand written
	closed bool
}

// Create makes the directory if needed and a new history file in it,
// named after the match's start ("match_2026-11-29_14-05-09.txt", with a
// "-2" before the extension when that name is taken). The error says which
// path failed and why.
func Create(o Options) (*Writer, error) {
	if o.Format != Parlor && o.Format != PokerStars {
		return nil, fmt.Errorf("%w: %v", ErrFormat, o.Format)
	}
	if o.Hero != 0 && o.Hero != 1 {
		return nil, fmt.Errorf("%w: hero seat %d", ErrEvents, o.Hero)
	}
	if o.Dir == "" {
		d, err := DefaultDir()
		if err != nil {
			return nil, err
		}
		o.Dir = d
	}
	if o.Start.IsZero() {
		o.Start = time.Now()
	}
	if o.Tournament == 0 {
		o.Tournament = o.Start.Unix()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, fmt.Errorf("create hand-history directory: %w", err)
	}
	base := "match_" + o.Start.Format("2006-01-02_15-04-05")
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		path := filepath.Join(o.Dir, name+".txt")
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("create hand-history file: %w", err)
		}
		// Sync the directory too, so that the new file's name survives
		// a crash along with the hands synced into it.
		if d, err := os.Open(o.Dir); err == nil {
			_ = d.Sync()
			d.Close()
		}
		return &Writer{f: f, path: path, opts: o}, nil
	}
}

// Path returns the file's path ("" for a nil Writer).
func (w *Writer) Path() string {
	if w == nil {
		return ""
	}
	return w.path
}

// WriteHand appends the hand whose events are given (Match.Events() once
// the hand is over) and syncs the file. A hand cut short by a quit (no
// EventHandEnd) is not written, and a hand already written (the same
// number again, as after a quit between hands) is not written twice;
// neither is an error. Errors say which path failed and why.
func (w *Writer) WriteHand(events []poker.Event) error {
	if w == nil {
		return nil
	}
	if w.closed {
		return fmt.Errorf("write hand history %s: %w", w.path, os.ErrClosed)
	}
	if len(events) > 0 && events[0].Kind == poker.EventHandStart && events[0].Number == w.last && w.last != 0 {
		return nil
	}
	if abandoned(events) {
		return nil
	}
	var err error
	w.buf, err = AppendHand(w.buf[:0], events, w.opts.Format, HandOptions{
		Hero: w.opts.Hero, Tournament: w.opts.Tournament, Time: w.opts.Now(),
	})
	if err != nil {
		return err
	}
	n, err := w.f.Write(w.buf)
	if err == nil {
		err = w.f.Sync()
	}
	if err != nil {
		if n > 0 {
			// Never leave half a hand: cut the file back.
			_ = w.f.Truncate(w.size)
		}
		return fmt.Errorf("write hand history %s: %w", w.path, err)
	}
	w.size += int64(n)
	w.last = events[0].Number
	return nil
}

// abandoned reports a hand cut short by a quit: no EventHandEnd.
func abandoned(events []poker.Event) bool {
	quit := false
	for i := range events {
		switch events[i].Kind {
		case poker.EventHandEnd:
			return false
		case poker.EventMatchEnd:
			quit = events[i].Quit
		}
	}
	return quit
}

// Close closes the file.
func (w *Writer) Close() error {
	if w == nil || w.closed {
		return nil
	}
	w.closed = true
	if err := w.f.Close(); err != nil {
		return fmt.Errorf("close hand history %s: %w", w.path, err)
	}
	return nil
}
