package handhistory

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
)

// Entry is where one hand lies in a file.
type Entry struct {
	Offset int64 // byte offset of the header line
	Length int   // bytes up to the next hand (trailing blank lines included)
	Line   int   // line number of the header, from 1
}

// File is a hand-history file opened for reading: an index of its hands,
// built in one pass by Open, and the open file to parse them from on
// demand. Its methods may be called from several goroutines.
type File struct {
	Path    string
	Entries []Entry
	// Stray lists the non-blank lines before the first hand, which belong
	// to no hand.
	Stray []Line
	f     *os.File
}

// Open indexes the hand-history file at path: one pass that notes the
// offset and line of every hand header. Parsing waits for Hand.
func Open(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open hand history: %w", err)
	}
	hf := &File{Path: path, f: f}
	if err := hf.index(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("read hand history %s: %w", path, err)
	}
	return hf, nil
}

// Index builds the index of the hands read from r, for callers that hold
// the text elsewhere; Open is Index over a file.
func Index(r io.Reader) ([]Entry, error) {
	var hf File
	err := hf.index(r)
	return hf.Entries, err
}

func (hf *File) index(r io.Reader) error {
	br := bufio.NewReaderSize(r, 256<<10)
	var ix indexer
	for {
		l, err := br.ReadSlice('\n')
		n := len(l)
		long := false
		for errors.Is(err, bufio.ErrBufferFull) {
			// A line longer than the buffer is no header: pass over it.
			long = true
			l, err = br.ReadSlice('\n')
			n += len(l)
		}
		if long {
			l = nil
		}
		ix.take(hf, l, n)
		if err == io.EOF {
			hf.closeLast(ix.off)
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// indexBytes is index over text held in memory.
func (hf *File) indexBytes(text []byte) {
	var ix indexer
	for len(text) > 0 {
		n := bytes.IndexByte(text, '\n') + 1
		if n == 0 {
			n = len(text)
		}
		ix.take(hf, text[:n], n)
		text = text[n:]
	}
	hf.closeLast(ix.off)
}

// indexer notes the hand headers line by line.
type indexer struct {
	off  int64
	line int
}

// take takes a line of n bytes; l is the line, or nil when it is too long
// to be a header.
func (ix *indexer) take(hf *File, l []byte, n int) {
	if n == 0 {
		return
	}
	ix.line++
	if len(hf.Entries) > 0 && (len(l) == 0 || l[0] != 'P') {
		ix.off += int64(n) // the fast path: no header, no stray line
		return
	}
	t := l
	if ix.line == 1 {
		t = bytes.TrimPrefix(t, bom)
	}
	tt := trimLine(t)
	switch {
	case len(tt) > 0 && tt[0] == 'P' && isHeader(tt):
		hf.closeLast(ix.off)
		hf.Entries = append(hf.Entries, Entry{Offset: ix.off + int64(len(l)-len(t)), Line: ix.line})
	case len(hf.Entries) == 0 && len(tt) > 0 && len(hf.Stray) < 100:
		hf.Stray = append(hf.Stray, Line{Number: ix.line, Text: Clean(string(tt))})
	}
	ix.off += int64(n)
}

func (hf *File) closeLast(off int64) {
	if n := len(hf.Entries); n > 0 {
		e := &hf.Entries[n-1]
		e.Length = int(off - e.Offset)
	}
}

// Len returns the number of hands in the file.
func (hf *File) Len() int { return len(hf.Entries) }

// Text returns the raw text of hand i (0-based), as in the file.
func (hf *File) Text(i int) ([]byte, error) {
	if i < 0 || i >= len(hf.Entries) {
		return nil, fmt.Errorf("%w: %d of %d", ErrNoHand, i, len(hf.Entries))
	}
	e := hf.Entries[i]
	b := make([]byte, e.Length)
	if _, err := hf.f.ReadAt(b, e.Offset); err != nil && !(errors.Is(err, io.EOF)) {
		return nil, fmt.Errorf("read hand history %s: %w", hf.Path, err)
	}
	return b, nil
}

// Hand parses hand i (0-based). A hand that cannot be read gives a
// *ParseError with the file and line; the other hands are not affected.
func (hf *File) Hand(i int) (*Record, error) {
	b, err := hf.Text(i)
	if err != nil {
		return nil, err
	}
	return parseHand(b, hf.Entries[i].Line, hf.Path)
}

// All parses every hand in order, calling fn with the index and the record
// or the error of each; it stops early when fn returns false.
func (hf *File) All(fn func(i int, r *Record, err error) bool) {
	for i := range hf.Entries {
		r, err := hf.Hand(i)
		if !fn(i, r, err) {
			return
		}
	}
}

// Close closes the file.
func (hf *File) Close() error { return hf.f.Close() }

// ReadAll parses every hand of text (a whole file's contents) and returns
// the records read and an error for each hand that could not be; name is
// the file name the errors give.
func ReadAll(text []byte, name string) ([]*Record, []error) {
	var hf File
	hf.indexBytes(text)
	entries := hf.Entries
	var recs []*Record
	var errs []error
	for _, e := range entries {
		r, err := parseHand(text[e.Offset:e.Offset+int64(e.Length)], e.Line, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		recs = append(recs, r)
	}
	return recs, errs
}
