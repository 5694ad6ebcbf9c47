package handhistory

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"parlor/internal/fsx"
	"parlor/poker"
)

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
	// Name is the file's name without ".txt"; "" means
	// "match_2006-01-02_15-04-05" from Start.
	Name string
	// Tournament is the PokerStars tournament number; 0 takes a fresh one
	// from NewNumber (Continue keeps the file's own).
	Tournament int64
	// Ring writes every hand as a ring-game hand that stands alone
	// (PokerStars' cash header, a 2-max table, play chips): for runs whose
	// stacks reset each hand.
	Ring bool
	// Now gives each hand's time; nil means time.Now.
	Now func() time.Time
	// Batch, when above 0, holds whole hands until about Batch bytes are
	// waiting and writes them in one write; the file is then synced at
	// most every SyncEvery (default one second) and at Close, with its
	// directory. 0 writes and syncs every hand, as the table does.
	Batch     int
	SyncEvery time.Duration
}

// file is what a Writer writes to: an *os.File, or in tests a file that
// fails part-way.
type file interface {
	Write(p []byte) (int, error)
	Sync() error
	Truncate(size int64) error
	Close() error
}

// Writer appends the finished hands of one match to its history file.
//
// Whatever happens the file holds whole hands only: hands go out whole in
// one write each (or a batch of whole hands in one write), a write that
// fails is cut back off the file, and the file is locked (flock) against
// any other process while it is open. A kill loses at most the hands not
// yet written; a crash of the machine at most those not yet synced. No
// hand crosses a page boundary of the file (see flush), because Linux can
// stop a write part-done at a page boundary when SIGKILL arrives. (On other
// systems and on network file systems this is as good as their writes
// are; Continue cuts a torn tail back, and the reader reports a hand cut
// off.) A write error is final: every later call returns it, so a run
// stops at once.
//
// The methods of a nil *Writer do nothing and return nil: a caller whose
// Create failed shows the error and plays on without a history.
type Writer struct {
	f        file
	path     string
	opts     Options
	fm       formatter
	size     int64  // bytes of whole hands in the file
	buf      []byte // hands not yet written (Batch) or the hand being written, laid out in pages (see flush)
	ends     []int  // where each hand of buf ends
	last     int    // the number of the last hand taken
	kept     int    // hands written whole to the file (see Kept)
	lastSync time.Time
	dirty    bool // written but not synced
	err      error
	closed   bool
	finished bool                // Finish was called: no more hands
	wrap     func(*os.File) file // tests: what open puts in place of the file
	unnamed  *os.File            // the file while it has no name yet (see open)

	// A PokerStars tournament's summary (see TournamentSummary): started
	// is the first hand's time; summary the summary's text, waiting for
	// the last hand to go out; once written, sumFile is its file until
	// Close, unsynced while sumDirty.
	started    time.Time
	summary    []byte
	sumFile    *os.File
	sumPath    string
	sumDirty   bool
	summarized bool
	// A sit-and-go's finishes so far, and the hero's place (see
	// noteTableTournament).
	places    []Place
	heroPlace int
}

// Create makes the directory if needed and a new history file in it,
// named after Options.Name or the match's start
// ("match_2026-11-29_14-05-09.txt", with "-2", "-3"… before the extension
// when that name is taken: an existing file is never overwritten). The
// error says which path failed and why. A batch Writer (Options.Batch)
// makes its file with its first write instead, so that a run stopped
// before then (a kill) leaves no empty file; check the directory first
// with fsx.CheckWritable when a run should learn at once that it cannot
// write.
func Create(o Options) (*Writer, error) { return create(o, nil) }

// create is Create; wrap, for tests, stands in for the file once made.
func create(o Options, wrap func(*os.File) file) (*Writer, error) {
	o, err := o.fill()
	if err != nil {
		return nil, err
	}
	if o.Dir == "" {
		// Never a relative folder: with no XDG_DATA_HOME and no home there
		// is no default (see DefaultDir).
		return nil, errors.New("create hand history: no folder (set XDG_DATA_HOME or HOME, or choose one in the settings)")
	}
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("create hand-history directory: %w", err)
	}
	if o.Tournament == 0 && o.Format == PokerStars {
		o.Tournament = NewNumber()
	}
	w := newWriter(nil, "", o)
	w.wrap = wrap
	if o.Batch == 0 {
		if err := w.open(); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// open makes the Writer's file (see Create) and locks it. Where the system
// can, a batch Writer's file has no name until its first hands are in it
// (see name): a kill in the middle of that first write then leaves no
// empty file behind.
func (w *Writer) open() error {
	if w.opts.Batch > 0 && unnamedWorks(w.opts.Dir) {
		if f, err := openUnnamed(w.opts.Dir); err == nil {
			if err := lock(f); err == nil {
				w.unnamed = f
				w.use(f)
				return nil
			}
			f.Close()
		}
	}
	return w.claim(func(path string) error {
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o600)
		if err != nil {
			return err
		}
		if err := lock(f); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
		if w.opts.Batch == 0 {
			syncDir(w.opts.Dir) // a batch Writer syncs it at Close
		}
		w.use(f)
		return nil
	})
}

// use makes f the file written (or what the test's wrap puts in its place).
func (w *Writer) use(f *os.File) {
	w.f = f
	if w.wrap != nil {
		w.f = w.wrap(f)
	}
}

// claim gives the file its name: the first of Options.Name (or the start's
// "match_…"), then "-2", "-3"… that take succeeds with, take failing with
// fs.ErrExist for a name in use.
func (w *Writer) claim(take func(path string) error) error {
	base := w.opts.Name
	if base == "" {
		base = MatchName(w.opts.Start)
	}
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		path := filepath.Join(w.opts.Dir, name+".txt")
		err := take(path)
		if errors.Is(err, fs.ErrExist) && i < 1000 {
			continue
		}
		if err != nil {
			return fmt.Errorf("create hand-history file: %w", err)
		}
		w.path = path
		return nil
	}
}

// name links the unnamed file into its directory, once it holds hands.
func (w *Writer) name() error {
	f := w.unnamed
	if err := w.claim(func(path string) error { return linkUnnamed(f, path) }); err != nil {
		return err
	}
	w.unnamed = nil
	return nil
}

// unnamedDirs remembers, by directory, whether unnamed files can be made
// and linked there (openUnnamed, linkUnnamed): a headless run asks for
// every file.
var unnamedDirs sync.Map

func unnamedWorks(dir string) bool {
	if ok, seen := unnamedDirs.Load(dir); seen {
		return ok.(bool)
	}
	ok := false
	if f, err := openUnnamed(dir); err == nil {
		probe := filepath.Join(dir, fmt.Sprintf(".parlor-link-%d-%d", os.Getpid(), time.Now().UnixNano()))
		if linkUnnamed(f, probe) == nil {
			ok = os.Remove(probe) == nil
		}
		f.Close()
	}
	unnamedDirs.Store(dir, ok)
	return ok
}

// batchBufs are the buffers of batch Writers, reused from file to file: a
// headless run opens a file every 2,000 hands, and a fresh 256 KiB buffer
// for each would keep the garbage collector busy.
var batchBufs sync.Pool

func newWriter(f file, path string, o Options) *Writer {
	w := &Writer{f: f, path: path, opts: o, lastSync: time.Now()}
	if o.Batch > 0 {
		if b, ok := batchBufs.Get().(*[]byte); ok && cap(*b) >= o.Batch {
			w.buf = (*b)[:0]
		} else {
			w.buf = make([]byte, 0, o.Batch+2*pageSize)
		}
	}
	return w
}

// Continue opens the history file at path to add hands after those it
// holds, creating it (and its directory) when missing: the way to resume a
// match. A hand cut off at the end of the file (by a crash in the middle of
// a write) is cut back first. The PokerStars tournament number and the hand
// numbering go on from the file's last hand unless Options set them. It
// fails with ErrLocked when another process is writing the file, and with
// ErrNotHistory when the file holds something other than hands.
func Continue(path string, o Options) (*Writer, error) {
	o.Dir = filepath.Dir(path)
	o, err := o.fill()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("create hand-history directory: %w", err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open hand-history file: %w", err)
	}
	w := newWriter(f, path, o)
	if err := lock(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("open hand-history file %s: %w", path, err)
	}
	if err := w.resume(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("continue hand-history file %s: %w", path, err)
	}
	syncDir(o.Dir)
	if w.opts.Tournament == 0 && o.Format == PokerStars {
		w.opts.Tournament = NewNumber()
	}
	return w, nil
}

// resume finds the end of the last whole hand of an existing file and cuts
// the file back to it.
func (w *Writer) resume(f *os.File) error {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return err
	}
	var hf File
	hf.Path, hf.f, hf.src = w.path, f, f
	if err := hf.index(f); err != nil {
		return err
	}
	if len(hf.Entries) == 0 {
		return hf.NotHistory()
	}
	for i := range hf.Entries {
		if r, err := hf.Hand(i); err == nil {
			w.started = r.Time // the tournament's start, for its summary
			break
		}
	}
	keep := st.Size()
	for i := len(hf.Entries) - 1; i >= 0; i-- {
		r, err := hf.Hand(i)
		if err == nil && r.Format != w.opts.Format {
			// One file, one format: a reader takes a file as one or the other.
			return fmt.Errorf("%w: the file holds %v hands, not %v", ErrFormat, r.Format, w.opts.Format)
		}
		if err == nil {
			w.last = r.Number
			if w.opts.Tournament == 0 {
				w.opts.Tournament = r.Tournament
			}
			break
		}
		if !errors.Is(err, ErrCutOff) || i != len(hf.Entries)-1 {
			return err
		}
		keep = hf.Entries[i].Offset
	}
	if keep < st.Size() {
		if err := f.Truncate(keep); err != nil {
			return err
		}
		if err := f.Sync(); err != nil {
			return err
		}
	}
	w.size = keep
	// A file that ends without its blank line gets one, so that the next
	// header starts a line.
	if keep > 0 {
		b := make([]byte, 1)
		if _, err := f.ReadAt(b, keep-1); err != nil {
			return err
		}
		if b[0] != '\n' {
			w.buf = append(w.buf, '\n')
		}
	}
	return nil
}

func (o Options) fill() (Options, error) {
	if o.Format != Parlor && o.Format != PokerStars {
		return o, fmt.Errorf("%w: %v", ErrFormat, o.Format)
	}
	if o.Hero != 0 && o.Hero != 1 {
		return o, fmt.Errorf("%w: hero seat %d", ErrEvents, o.Hero)
	}
	if o.Dir == "" {
		d, err := DefaultDir()
		if err != nil {
			return o, err
		}
		o.Dir = d
	}
	if o.Start.IsZero() {
		o.Start = time.Now()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.SyncEvery <= 0 {
		o.SyncEvery = time.Second
	}
	return o, nil
}

// syncDir syncs a directory, so that a new file's name survives a crash
// along with the hands synced into it. It is done for the best: a folder
// that cannot be synced costs no hand, and stops no game.
func syncDir(dir string) { _ = fsx.SyncDir(dir) }

// lock takes the exclusive lock of a history file to write it, without
// waiting: another process writing it makes it ErrLocked. On systems
// without flock (Windows, Plan 9, …) it does nothing: new files are still
// made with O_EXCL, so two runs never share a new file, but nothing stops
// two processes from continuing the same file at once, nor two from taking
// the same block of hand numbers (which then repeat with the chance of a
// random draw).
func lock(f *os.File) error {
	err := fsx.TryLock(f)
	if errors.Is(err, fsx.ErrLocked) {
		return ErrLocked
	}
	return err
}

// Path returns the file's path ("" for a nil Writer, and for a batch
// Writer before its first write).
func (w *Writer) Path() string {
	if w == nil {
		return ""
	}
	return w.path
}

// SummaryPath returns the path of the tournament summary written beside
// the hands, "" while there is none (see noteTournament).
func (w *Writer) SummaryPath() string {
	if w == nil || w.sumFile == nil {
		return ""
	}
	return w.sumPath
}

// noteTournament follows a PokerStars tournament's hands for its summary:
// the first hand's time, and at the hand that ends the match (a winner,
// not a quit) the summary, written once that hand is out (flush). A ring
// game's hands and Parlor's format have none.
func (w *Writer) noteTournament(events []poker.Event, at time.Time) {
	if w.opts.Format != PokerStars || w.opts.Ring {
		return
	}
	if w.started.IsZero() {
		w.started = at
	}
	var end *poker.Event
	for i := range events {
		if events[i].Kind == poker.EventMatchEnd {
			end = &events[i]
		}
	}
	if end == nil || end.Quit || (end.Seat != 0 && end.Seat != 1) || w.summarized {
		return
	}
	w.summarized = true // one match a file: one summary
	names := w.fm.names
	hero := w.opts.Hero
	s := TournamentSummary{
		Tournament: w.opts.Tournament, Game: "Limit Hold'em", Freeroll: true, Entries: 2,
		Started: w.started, Finished: at, Hero: names[hero], Finish: 1,
		Places: []Place{
			{Rank: 1, Name: names[end.Seat], Where: "Parlor", Prize: -1},
			{Rank: 2, Name: names[1-end.Seat], Where: "Parlor", Prize: -1},
		},
	}
	if end.Seat != hero {
		s.Finish = 2
	}
	w.summary = AppendTournamentSummary(nil, &s)
}

// writeSummary writes the waiting summary beside the hands: the hand
// file's name with ".summary.txt" for ".txt" (then "-2", "-3"… if taken),
// a new file written whole in one write (it is far below a page). It is
// synced with the hands: now for a Writer that syncs every hand, at Close
// for a batch Writer.
func (w *Writer) writeSummary() error {
	text := w.summary
	w.summary = nil
	base := strings.TrimSuffix(w.path, ".txt")
	var f *os.File
	var err error
	for i := 1; i < 1000; i++ {
		path := base + ".summary.txt"
		if i > 1 {
			path = base + "-" + strconv.Itoa(i) + ".summary.txt"
		}
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			w.sumPath = path
			break
		}
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err == nil {
		if _, err = f.Write(text); err != nil {
			f.Close()
			os.Remove(w.sumPath)
		}
	}
	if err != nil {
		w.err = fmt.Errorf("write tournament summary beside %s: %w", w.path, err)
		return w.err
	}
	w.sumFile, w.sumDirty = f, true
	if w.opts.Batch == 0 {
		syncDir(w.opts.Dir) // a batch Writer syncs it at Close
	}
	return nil
}

// Tournament returns the PokerStars tournament number the hands carry.
func (w *Writer) Tournament() int64 {
	if w == nil {
		return 0
	}
	return w.opts.Tournament
}

// WriteHand appends the hand whose events are given (Match.Events() once
// the hand is over): at once, synced, or with Options.Batch into the batch
// written when full. A hand cut short by a quit (no EventHandEnd) is not
// written, and a hand already written (the same number again, as after a
// quit between hands) is not written twice; neither is an error. Errors say
// which path failed and why; after one, every call returns it.
func (w *Writer) WriteHand(events []poker.Event) error {
	if w == nil {
		return nil
	}
	if w.err != nil {
		return w.err
	}
	if w.closed || w.finished {
		return fmt.Errorf("write hand history %s: %w", w.path, os.ErrClosed)
	}
	if len(events) > 0 && events[0].Kind == poker.EventHandStart && events[0].Number == w.last && w.last != 0 {
		return nil
	}
	if abandoned(events) {
		return nil
	}
	start := len(w.buf)
	now := w.opts.Now()
	buf, err := w.fm.appendHand(w.buf, events, w.opts.Format, HandOptions{
		Hero: w.opts.Hero, Tournament: w.opts.Tournament, Time: now, Ring: w.opts.Ring,
	})
	if err != nil {
		return err
	}
	w.noteTournament(events, now)
	w.buf = w.inPage(buf, start)
	w.ends = append(w.ends, len(w.buf))
	w.last = events[0].Number
	if len(w.buf) < w.opts.Batch {
		return nil
	}
	if err := w.flush(); err != nil {
		return err
	}
	if w.opts.Batch == 0 || time.Since(w.lastSync) >= w.opts.SyncEvery {
		return w.sync()
	}
	return nil
}

// Flush writes the hands waiting in the batch and syncs the file.
func (w *Writer) Flush() error {
	if w == nil || w.closed {
		return nil
	}
	if err := w.flush(); err != nil {
		return err
	}
	return w.sync()
}

// pageSize is the grain of the kernel's buffered writes: Linux copies a
// write into the page cache a page (or a folio of pages) at a time and
// checks for a fatal signal (SIGKILL) before each, so a write can stop
// part-done at a page boundary of the file, and only there.
const pageSize = 4096

// flush writes the waiting hands in one write, then syncs nothing (see
// sync). The hands were laid out (inPage) so that none crosses a page
// boundary of the file, the only places where a write can stop part-done:
// so a kill at any moment leaves whole hands only, however many pages one
// write holds. On failure the file is cut back to the hands before the
// write.
func (w *Writer) flush() error {
	if w.err != nil || len(w.buf) == 0 {
		return w.err
	}
	if w.f == nil {
		if err := w.open(); err != nil {
			w.err = err
			return err
		}
	}
	err := w.write(w.buf)
	if w.unnamed != nil && w.size > 0 {
		if nerr := w.name(); nerr != nil && err == nil {
			w.err = fmt.Errorf("name hand-history file in %s: %w", w.opts.Dir, nerr)
			err = w.err
		}
	}
	w.buf, w.ends = w.buf[:0], w.ends[:0]
	if err == nil && w.summary != nil {
		err = w.writeSummary()
	}
	return err
}

// inPage lays out the hand at buf[start:] for flush: when it would cross a
// page boundary of the file, it moves to the start of the next page, and
// blank lines fill the rest of its page (every reader skips them, as it
// skips the blank lines between hands). The filler's lines are at most
// padLine bytes, so that an editor or a tool reading lines sees a few
// short blank lines (at most about 30 for the longest hand), never a line
// of thousands of spaces. A hand longer than a page (none in practice:
// heads-up hands are 0.5 to 2.5 kB) starts a page and is the one exception.
func (w *Writer) inPage(buf []byte, start int) []byte {
	n := len(buf) - start
	at := int((w.size + int64(start)) % pageSize)
	room := pageSize - at
	if at == 0 || n <= room {
		return buf
	}
	buf = slices.Grow(buf, room)[:len(buf)+room]
	copy(buf[start+room:], buf[start:start+n])
	fillBlank(buf[start : start+room])
	return buf
}

// padLine is the longest line of a page's filler, its line end included:
// one that fits an 80-column screen.
const padLine = 80

// fillBlank fills pad with blank lines of at most padLine bytes, the last
// ending pad.
func fillBlank(pad []byte) {
	for i := range pad {
		pad[i] = ' '
	}
	for end := len(pad) - 1; end >= 0; end -= padLine {
		pad[end] = '\n'
	}
}

// write writes b, the hands of buf, at the end of the file; on failure it
// cuts the file back to the whole hands that reached it, and the error is
// final.
func (w *Writer) write(b []byte) error {
	n, err := w.f.Write(b)
	if err == nil && n < len(b) {
		err = fmt.Errorf("short write: %d of %d bytes", n, len(b))
	}
	if err != nil {
		// Never leave part of a hand: keep the hands that went out whole
		// (a full disk or a size limit can stop a write anywhere) and cut
		// off the rest.
		keep := 0
		for _, end := range w.ends {
			if end <= n {
				keep = end
				w.kept++
			}
		}
		if terr := w.f.Truncate(w.size + int64(keep)); terr != nil {
			err = errors.Join(err, fmt.Errorf("cut back to %d bytes: %w", w.size+int64(keep), terr))
		} else {
			w.size += int64(keep)
		}
		where := w.path
		if where == "" {
			where = "(a new file) in " + w.opts.Dir // not yet named (see open)
		}
		w.err = fmt.Errorf("write hand history %s: %w", where, err)
		return w.err
	}
	w.size += int64(n)
	w.kept += len(w.ends)
	w.dirty = true
	return nil
}

// Kept returns how many of the hands this Writer took are whole in the
// file: all of them once written out, but after a failed write only those
// that reached the file before it (the hands still in a batch, and those
// of the write that failed, are lost).
func (w *Writer) Kept() int {
	if w == nil {
		return 0
	}
	return w.kept
}

func (w *Writer) sync() error {
	if w.err == nil && w.sumDirty {
		if err := w.sumFile.Sync(); err != nil {
			w.err = fmt.Errorf("sync tournament summary %s: %w", w.sumPath, err)
		}
		w.sumDirty = false
	}
	if w.err != nil || !w.dirty {
		return w.err
	}
	if err := w.f.Sync(); err != nil {
		w.err = fmt.Errorf("sync hand history %s: %w", w.path, err)
		return w.err
	}
	w.dirty, w.lastSync = false, time.Now()
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

// Finish writes the hands still waiting, without syncing them, and lets
// go of the batch's memory: the file takes no more hands, and Close, which
// syncs, may come later. For a caller that syncs many finished files
// together.
func (w *Writer) Finish() error {
	if w == nil {
		return nil
	}
	if w.closed || w.finished {
		return w.err
	}
	err := w.flush()
	w.finished = true
	if w.opts.Batch > 0 && cap(w.buf) >= w.opts.Batch {
		b := w.buf[:0]
		batchBufs.Put(&b)
	}
	w.buf, w.ends = nil, nil
	return err
}

// Close writes the hands still waiting, syncs and closes the file (which
// releases its lock). It returns the first error of the Writer's life, so a
// caller that checks only Close still learns of a failed write.
func (w *Writer) Close() error {
	if w == nil || w.closed {
		return nil
	}
	err := w.Finish()
	if err == nil {
		err = w.sync()
	}
	w.closed = true
	if w.f == nil {
		return err // a batch Writer that took no hand made no file
	}
	if cerr := w.f.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("close hand history %s: %w", w.path, cerr)
	}
	if w.sumFile != nil {
		if cerr := w.sumFile.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("close tournament summary %s: %w", w.sumPath, cerr)
		}
	}
	if w.unnamed != nil {
		return err // no hand went out whole: the file goes with its descriptor
	}
	if w.opts.Batch > 0 {
		syncDir(filepath.Dir(w.path))
	}
	return err
}
