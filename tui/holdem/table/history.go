package table

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/save"
	"parlor/tui/kit"
)

// history is the table's hand-history file: each hand appended as it ends
// (the file is opened for each, so nothing waits in a buffer), or why
// there is none.
type history struct {
	path       string
	format     handhistory.Format
	tournament int64
	start      time.Time
	written    int // the hands the file held when the table was resumed
	buf        []byte
	err        error
}

// saved is the history as the save keeps it.
func (h *history) saved() save.TableHistory {
	if h.path == "" {
		return save.TableHistory{}
	}
	return save.TableHistory{Path: h.path, Format: h.format.String(), Start: h.start, Tournament: h.tournament}
}

// continueHistory reopens the history of a resumed table: its next hands
// follow those the file holds, and a hand it holds already (the program
// stopped between its write and the save after it) is not written again.
// A table that had no history tries a new file.
func continueHistory(ctx *kit.Context, cfg Config, saved save.TableHistory) history {
	if saved.Path == "" {
		return openHistory(ctx, cfg, clock())
	}
	h := history{path: saved.Path, start: saved.Start, tournament: saved.Tournament}
	var err error
	if h.format, err = handhistory.ParseFormat(saved.Format); err != nil {
		h.path, h.err = "", fmt.Errorf("no hand history: %w", err)
		return h
	}
	text, err := os.ReadFile(saved.Path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		h.path, h.err = "", fmt.Errorf("no hand history: %w", err)
		return h
	}
	recs, _ := handhistory.ReadAll(text, filepath.Base(saved.Path))
	for _, r := range recs {
		h.written = max(h.written, r.Number)
	}
	return h
}

// openHistory names the file of a table started at start, in the run's
// history directory: match_<date>_<N>max_<format>.txt.
func openHistory(ctx *kit.Context, cfg Config, start time.Time) history {
	h := history{start: start, tournament: handhistory.NewNumber()}
	if h.format, h.err = handhistory.ParseFormat(ctx.HistoryFormat()); h.err != nil {
		h.err = fmt.Errorf("no hand history: %w", h.err)
		return h
	}
	kind := "sitngo"
	if cfg.Ring {
		kind = "ring"
	}
	dir := ctx.HistoryDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		h.err = fmt.Errorf("no hand history: %w", err)
		return h
	}
	h.path = filepath.Join(dir, handhistory.MatchName(start, fmt.Sprintf("%dmax", cfg.Seats), kind)+".txt")
	return h
}

// write appends the finished hand t.
func (h *history) write(t *poker.Table, ring bool) error {
	if h.path == "" || t.Number() <= h.written {
		return nil
	}
	o := handhistory.TableHandOptions{Hero: me, Tournament: h.tournament, Ring: ring,
		Time: h.start.Add(time.Duration(t.Number()) * time.Second)}
	var err error
	if h.buf, err = handhistory.AppendTableHand(h.buf[:0], t, h.format, o); err != nil {
		return fmt.Errorf("hand history: %w", err)
	}
	f, err := os.OpenFile(h.path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("hand history: %w", err)
	}
	_, err = f.Write(h.buf)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("hand history: %w", err)
	}
	return nil
}
