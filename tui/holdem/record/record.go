// Package record is the Hold'em table's hand history: the file a match's
// hands are written to as they end, continued when a saved match resumes,
// and the hands it holds beyond the save. A match goes on without a file,
// or after a write fails: the table shows why (Book.Err).
package record

import (
	"fmt"
	"os"
	"time"

	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/handhistory"
	"parlor/poker"
	"parlor/save"
	"parlor/save/catchup"
	"parlor/tui/kit"
)

// Book is one match's hand history.
type Book struct {
	W   *handhistory.Writer // nil when there is no file
	Err error               // the last failure to make or write it
}

// Create opens the file of a new match: in dir, in format (a setting's
// name), the human in seat hero, the match started at start and the file
// named name. It returns the save's note of the file; ok is false when
// there is none, and Err says why.
func (b *Book) Create(dir, format string, hero int, start time.Time, name string) (note save.HoldemHistory, ok bool) {
	f, err := handhistory.ParseFormat(format)
	if err == nil {
		b.W, err = handhistory.Create(handhistory.Options{Dir: dir, Format: f, Hero: hero, Start: start, Name: name})
	}
	if err != nil {
		b.W = nil
		b.Err = fmt.Errorf("the hand history cannot be written: %w", err)
		return save.HoldemHistory{}, false
	}
	return save.HoldemHistory{Path: b.W.Path(), Format: f.String(), Hero: hero, Start: start, Tournament: b.W.Tournament()}, true
}

// Continue reopens the file of a resumed match, as its save notes it (h),
// so that its next hands follow those written before (a hand cut off at
// the end of the file by a crash is cut back). ok is false when it cannot
// be continued, and Err says why.
func (b *Book) Continue(h save.HoldemHistory) (ok bool) {
	f, err := handhistory.ParseFormat(h.Format)
	if err == nil {
		b.W, err = handhistory.Continue(h.Path, handhistory.Options{Format: f, Hero: h.Hero, Start: h.Start, Tournament: h.Tournament})
	}
	if err != nil {
		b.W = nil
		b.Err = fmt.Errorf("the hand history cannot be continued: %w", err)
		return false
	}
	return true
}

// Write appends the finished hand number n of events; a failure is kept
// in Err and returned.
func (b *Book) Write(n int, events []poker.Event) error {
	if err := b.W.WriteHand(events); err != nil {
		b.Err = fmt.Errorf("hand #%d was not saved: %w", n, err)
		return b.Err
	}
	return nil
}

// Close closes the file at the match's end, or when the match is left to
// resume later; a failure is kept in Err unless an earlier one is, and
// returned. A file that holds no hand (a match left before its first hand
// ended) is removed: an empty file is no match to browse, and a resumed
// match makes it again (handhistory.Continue).
func (b *Book) Close() error {
	err := b.W.Close()
	if err == nil && b.W != nil {
		if fi, serr := os.Stat(b.W.Path()); serr == nil && fi.Size() == 0 {
			err = os.Remove(b.W.Path())
		}
	}
	if err != nil {
		err = fmt.Errorf("closing the hand history: %w", err)
		if b.Err == nil {
			b.Err = err
		}
	}
	return err
}

// Unsaved reads the hands of the file after hand n, the save's last.
func (b *Book) Unsaved(n int) ([]*handhistory.Record, error) {
	if b.W == nil {
		return nil, nil
	}
	return catchup.HandsAfter(b.W.Path(), n)
}

// Saved says how many finished hands (played) are saved and where, in two
// lines width cells wide (the path alone on the second), or why there is
// no history.
func (b *Book) Saved(st kit.Styles, width, played int) string {
	if b.W == nil {
		msg := "! No hand history"
		if b.Err != nil {
			msg += ": " + b.Err.Error()
		}
		return st.Warning.Render(lipgloss.NewStyle().Width(width - 2).Render(msg))
	}
	var saved string
	switch played {
	case 0:
		saved = "No hand is finished yet; the history file is"
	case 1:
		saved = "The finished hand is saved in"
	default:
		saved = fmt.Sprintf("The %d finished hands are saved in", played)
	}
	return st.Text.Render(saved) + "\n" + st.Value.Render(kit.TruncateLeft(config.TildePath(b.W.Path()), width-4))
}
