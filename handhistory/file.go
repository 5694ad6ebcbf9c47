package handhistory

import (
	"bytes"
	"encoding/binary"
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
	// Encoding is UTF16LE or UTF16BE for a file in UTF-16 (decoded whole
	// when opened), "" otherwise: UTF-8, or Windows-1252 hand by hand
	// (Record.Encoding).
	Encoding string
	f        *os.File    // nil once a UTF-16 file is decoded
	src      io.ReaderAt // the file, or its text decoded from UTF-16
	// lines is the number of lines read: all of them, or the first
	// notHistoryLines of a file without a hand header.
	lines int
	size  int64
}

// maxLine is the longest line the reader takes: no hand history has a line
// near it, and a file of one endless line (/dev/zero, a binary) fails at
// once with a bounded memory.
const maxLine = 1 << 20

// notHistoryLines is how far the reader looks for a first hand header
// before it gives a file up as not a hand history.
const notHistoryLines = 100

// Open indexes the hand-history file at path: one pass that notes the
// offset and line of every hand header. Parsing waits for Hand. Only a
// regular file opens (a FIFO would block, a device never end); a file
// without a hand header in its first lines opens with no hands, and
// NotHistory says why.
func Open(path string) (*File, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("open hand history %s: %w", path, ErrNotRegular)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open hand history: %w", err)
	}
	hf := &File{Path: path, f: f, src: f}
	var head [8]byte
	n, _ := io.ReadFull(f, head[:])
	if order, ok := sniffUTF16(head[:n]); ok {
		err := hf.openUTF16(order)
		f.Close()
		hf.f = nil
		if err != nil {
			return nil, fmt.Errorf("read hand history %s: %w", path, err)
		}
		return hf, nil
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("read hand history %s: %w", path, err)
	}
	if err := hf.index(f); err != nil {
		f.Close()
		var pe *ParseError
		if errors.As(err, &pe) {
			return nil, err
		}
		return nil, fmt.Errorf("read hand history %s: %w", path, err)
	}
	return hf, nil
}

// openUTF16 decodes the whole UTF-16 file into memory and indexes that.
func (hf *File) openUTF16(order binary.ByteOrder) error {
	st, err := hf.f.Stat()
	if err != nil {
		return err
	}
	if _, err := hf.f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	text, err := decodeUTF16(hf.f, st.Size(), order)
	if err != nil {
		return err
	}
	hf.Encoding = utf16LE
	if order == binary.BigEndian {
		hf.Encoding = utf16BE
	}
	hf.src = bytes.NewReader(text)
	return hf.index(bytes.NewReader(text))
}

// NotHistory returns nil when the file holds at least one hand header, and
// otherwise an error matching ErrNotHistory that says why: "not a hand
// history Parlor reads: no hand header in the first 100 lines" (or "in its
// 3 lines"), "… the file is empty".
func (hf *File) NotHistory() error {
	switch {
	case len(hf.Entries) > 0:
		return nil
	case hf.size == 0:
		return fmt.Errorf("%w: the file is empty", ErrNotHistory)
	}
	switch {
	case hf.lines >= notHistoryLines:
		return fmt.Errorf("%w: no hand header in the first %d lines", ErrNotHistory, notHistoryLines)
	case hf.lines == 1:
		return fmt.Errorf("%w: no hand header in its one line", ErrNotHistory)
	}
	return fmt.Errorf("%w: no hand header in its %d lines", ErrNotHistory, hf.lines)
}

// index builds the index of the hands read from r, for callers that hold
// the text elsewhere; Open is Index over a file.
func index(r io.Reader) ([]Entry, error) {
	var hf File
	err := hf.index(r)
	return hf.Entries, err
}

func (hf *File) index(r io.Reader) error {
	buf := make([]byte, min(indexBuffer, maxLine+1))
	var ix indexer
	carry := 0 // the start of an unfinished line, moved to the front
	for {
		n, err := io.ReadFull(r, buf[carry:])
		eof := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return err
		}
		hf.size += int64(n)
		data := buf[:carry+n]
		end := len(data)
		if !eof {
			end = bytes.LastIndexByte(data, '\n') + 1
		}
		if line := ix.longLine(data[:end]); line > 0 || (!eof && end == 0 && len(data) > maxLine) {
			if line == 0 {
				line = ix.line + 1
			}
			return &ParseError{File: hf.Path, Line: line, Msg: fmt.Sprintf("a line longer than %d bytes", maxLine), Err: ErrLongLine}
		}
		if !eof && end == 0 {
			// One line fills the buffer: make room for the rest of it.
			buf = append(buf, make([]byte, min(len(buf), maxLine+1))...)
			carry = len(data)
			continue
		}
		ix.scan(hf, data[:end])
		hf.lines = ix.line
		if eof || (len(hf.Entries) == 0 && ix.line >= notHistoryLines) {
			hf.closeLast(ix.off)
			return nil
		}
		carry = copy(buf, data[end:])
	}
}

// longLine returns the number of the first line of whole lines text that
// is longer than MaxLine, or 0. Lines are at most as long as the buffer,
// which is itself about MaxLine, so one is rarely too long.
func (ix *indexer) longLine(text []byte) int {
	if len(text) <= maxLine {
		return 0
	}
	line := ix.line
	for len(text) > 0 {
		line++
		n := bytes.IndexByte(text, '\n') + 1
		if n == 0 {
			n = len(text)
		}
		if n-1 > maxLine {
			return line
		}
		text = text[n:]
	}
	return 0
}

// indexBuffer is the size of the reads of index; tests make it small to
// cross chunk boundaries everywhere.
var indexBuffer = 1 << 20

// indexBytes is index over text held in memory.
func (hf *File) indexBytes(text []byte) {
	var ix indexer
	ix.scan(hf, text)
	hf.closeLast(ix.off)
}

// indexer notes the hand headers line by line.
type indexer struct {
	off  int64
	line int
}

// scan notes the headers in whole lines of text (the last may lack its
// line end only at the end of the file). Once the first hand is found it
// jumps from line start to line start that could open a header ("\nP"),
// counting the lines between at the speed of bytes.Count.
func (ix *indexer) scan(hf *File, text []byte) {
	for pos := 0; pos < len(text); {
		if len(hf.Entries) > 0 && text[pos] != 'P' {
			skip := len(text) - pos // no header in the rest
			if j := nextLineP(text[pos:]); j >= 0 {
				skip = j // through the line end before the 'P'
			}
			region := text[pos : pos+skip]
			lines := bytes.Count(region, newline)
			if region[len(region)-1] != '\n' {
				lines++
			}
			ix.line += lines
			ix.off += int64(skip)
			pos += skip
			continue
		}
		n := bytes.IndexByte(text[pos:], '\n') + 1
		if n == 0 {
			n = len(text) - pos
		}
		ix.take(hf, text[pos:pos+n], n)
		pos += n
	}
}

var newline = []byte("\n")

// nextLineP returns the index of the first 'P' of text that starts a line
// (text itself starts a line but not with 'P'), or -1. The letter P is
// rare in hand histories, the line end is not: searching for the letter is
// the faster way.
func nextLineP(text []byte) int {
	for i := 1; i < len(text); {
		j := bytes.IndexByte(text[i:], 'P')
		if j < 0 {
			return -1
		}
		i += j
		if text[i-1] == '\n' {
			return i
		}
		i++
	}
	return -1
}

// take takes one line of n bytes, l.
func (ix *indexer) take(hf *File, l []byte, n int) {
	ix.line++
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
		u, _ := toUTF8(tt)
		hf.Stray = append(hf.Stray, Line{Number: ix.line, Text: Clean(string(u))})
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

// Text returns the text of hand i (0-based) as in the file, in UTF-8 (a
// hand in Windows-1252 decoded), and the encoding it was read in: "" for
// UTF-8, else Windows1252, UTF16LE or UTF16BE.
func (hf *File) Text(i int) ([]byte, string, error) {
	b, err := hf.raw(i)
	if err != nil {
		return nil, "", err
	}
	b, enc := toUTF8(b)
	if hf.Encoding != "" {
		enc = hf.Encoding
	}
	return b, enc, nil
}

// raw reads the bytes of hand i (decoded from UTF-16 for such a file).
func (hf *File) raw(i int) ([]byte, error) {
	if i < 0 || i >= len(hf.Entries) {
		return nil, fmt.Errorf("%w: %d of %d", ErrNoHand, i, len(hf.Entries))
	}
	e := hf.Entries[i]
	b := make([]byte, e.Length)
	if _, err := hf.src.ReadAt(b, e.Offset); err != nil && !(errors.Is(err, io.EOF)) {
		return nil, fmt.Errorf("read hand history %s: %w", hf.Path, err)
	}
	return b, nil
}

// Hand parses hand i (0-based). A hand that cannot be read gives a
// *ParseError with the file and line; the other hands are not affected. A
// hand cut off (the file ends, or the next hand starts, before its
// summary is whole) matches ErrCutOff.
func (hf *File) Hand(i int) (*Record, error) {
	b, err := hf.raw(i)
	if err != nil {
		return nil, err
	}
	return hf.parse(b, i)
}

// parse parses b, the bytes of hand i.
func (hf *File) parse(b []byte, i int) (*Record, error) {
	r, err := parseHand(b, hf.Entries[i].Line, hf.Path)
	if r != nil && hf.Encoding != "" {
		r.Encoding = hf.Encoding
	}
	return r, err
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
func (hf *File) Close() error {
	if hf.f == nil {
		return nil
	}
	return hf.f.Close()
}

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
