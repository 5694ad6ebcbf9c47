package handhistory

import (
	"errors"
	"fmt"
)

// The package's sentinel errors; check with errors.Is.
var (
	// ErrFormat: an unknown format name.
	ErrFormat = errors.New("handhistory: unknown format")
	// ErrEvents: an event stream that is not one finished hand.
	ErrEvents = errors.New("handhistory: not a finished hand")
	// ErrParse: a hand the reader cannot read (wrapped by *ParseError).
	ErrParse = errors.New("handhistory: cannot read hand")
	// ErrChips: a hand whose chips do not add up (see Record.Replay).
	ErrChips = errors.New("handhistory: chips do not add up")
	// ErrNoHand: a hand index out of range.
	ErrNoHand = errors.New("handhistory: no such hand")
	// ErrLocked: the history file is being written by another process.
	ErrLocked = errors.New("handhistory: the file is being written by another process")
	// ErrNotHistory: a file that holds no hand Parlor reads (another
	// site's format, text of another kind, a binary).
	ErrNotHistory = errors.New("not a hand history Parlor reads")
	// ErrCutOff: the file ends in the middle of a hand (wrapped by the
	// hand's *ParseError).
	ErrCutOff = errors.New("handhistory: the file ends in the middle of a hand")
	// ErrNotRegular: a path that is not a regular file (a FIFO, a device,
	// a directory), which the reader does not open.
	ErrNotRegular = errors.New("not a regular file")
	// ErrLongLine: a line longer than MaxLine.
	ErrLongLine = errors.New("handhistory: line too long")
)

// ParseError is a hand the reader could not read: the file, the line
// (from 1) and what was wrong. It matches ErrParse.
type ParseError struct {
	File string // "" when parsing text that is not a file
	Line int
	Msg  string
	// Err, when set, is a sentinel the error also matches (ErrCutOff).
	Err error
}

func (e *ParseError) Error() string {
	if e.File == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// Is makes a *ParseError match ErrParse, and Err when set.
func (e *ParseError) Is(target error) bool {
	return target == ErrParse || (e.Err != nil && target == e.Err)
}
