package handhistory

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"parlor/internal/fsx"
	"parlor/poker"
)

// SessionOptions set up Sessions.
type SessionOptions struct {
	// Dir is the folder of the files; it is created when missing and
	// checked before NewSessions returns.
	Dir    string
	Format Format
	// Ring writes ring-game hands that stand alone (Options.Ring), for
	// runs whose stacks reset every hand; otherwise a session is one
	// tournament match, over when a seat has no chips.
	Ring bool
	// Seed is the run's seed; it names the files.
	Seed uint64
	// SessionHands, in a ring run, is the number of a session's last hand:
	// its file is finished then rather than at Close.
	SessionHands int
	// Start is the run's start; zero means now. It names the files and
	// stamps every hand, so that a file reads as one session.
	Start time.Time
}

// Sessions writes the hands of a headless run (see holdembot.Play and
// holdembot.PlayTable) to one file per session of the runner: a block of
// hands played by one pair of bots (or one table of them), one tournament
// match, or one sit-and-go. Parallel sessions never share a file, and
// each file reads in order. The files are named after the run's start and
// seed and the session's number
// ("match_2026-11-29_14-05-09_seed1_0001.txt").
//
// It lives here, not beside the runner in ai/holdembot, because it is a
// writer of files and nothing more: every history goes through this
// package's Writer (its batches, its locks, its syncs), the bots' packages
// stay free of the file system, and the runner only hands it each finished
// game (MatchConfig.Hand).
//
// Hands go out in batches of whole hands. A file is synced and closed
// within a second of its session's end, together with the others ended in
// that second, and every file is synced at Close. (A sync for each file as
// it ended, hundreds a second with the fastest bots, kept the workers
// waiting a fifth of the time.) The first write that fails stops every
// session at its next hand; the hands written before stay whole.
//
// A hand takes no lock: each session's file and counts belong to the one
// worker playing it, and a session's counts join the totals when it ends.
// The totals are what a caller reports when a write fails (Written); as
// they are kept per file, they can also tell which hands a file keeps.
type Sessions struct {
	opts   SessionOptions
	name   string
	files  sync.Map    // session number -> *sessionFile, while the session plays
	failed atomic.Bool // err != nil, read on every hand without the lock
	mu     sync.Mutex  // guards err, total and ended
	err    error
	ended  []*Writer     // finished, to be synced and closed
	stop   chan struct{} // ends the syncer
	synced chan struct{} // closed when the syncer has synced the last
	total  Tally         // over the sessions ended
}

// Tally counts, from seat 0's side, the hands the files of the sessions
// ended so far keep whole: after a failed write fewer than were played.
type Tally struct {
	// Played is the hands handed to the files; Hands those they keep
	// whole, over which the rest is counted.
	Played, Hands int
	// Net is seat 0's chips won over the hands of a ring run (at a
	// table, AddTable's hero's).
	Net int
	// Wins counts the tournament matches each seat won (a match counts
	// when its file keeps the hand that ended it); at a table, the
	// sit-and-gos the hero won and those the others won.
	Wins [2]int
}

func (t *Tally) add(o Tally) {
	t.Played += o.Played
	t.Hands += o.Hands
	t.Net += o.Net
	t.Wins[0] += o.Wins[0]
	t.Wins[1] += o.Wins[1]
}

// sessionFile is a session's file and what its hands counted: the tally
// of every hand handed to it, and in a ring run each hand's net, to count
// only those the file keeps (kept).
type sessionFile struct {
	w *Writer
	Tally
	nets []int
}

// kept is the tally of the hands the file keeps whole, once it is
// finished.
func (f *sessionFile) kept() Tally {
	t := Tally{Played: f.Hands, Hands: f.w.Kept()}
	if t.Hands >= f.Hands {
		t.Hands, t.Net, t.Wins = f.Hands, f.Net, f.Wins
		return t
	}
	for _, n := range f.nets[:t.Hands] {
		t.Net += n
	}
	return t // a match's end, its last hand, is not kept
}

// sessionBatch is how many bytes of whole hands a file gathers before one
// write: about 400 hands (the kernel takes 256 KiB writes at half the cost
// a byte of 64 KiB ones).
const sessionBatch = 256 << 10

// NewSessions checks that the folder can be written, so that a run learns
// it before any hand is played (the files are made with their first
// writes), and starts the syncer; Close stops it.
func NewSessions(o SessionOptions) (*Sessions, error) {
	if o.Start.IsZero() {
		o.Start = time.Now()
	}
	if err := fsx.CheckWritable(o.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("history: the folder cannot be written: %w", err)
	}
	s := &Sessions{opts: o,
		name: MatchName(o.Start, fmt.Sprintf("seed%d", o.Seed)),
		stop: make(chan struct{}), synced: make(chan struct{})}
	go s.syncer()
	return s, nil
}

// syncer syncs and closes the files of ended sessions once a second, and
// the rest when the run stops.
func (s *Sessions) syncer() {
	defer close(s.synced)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-s.stop:
			s.closeEnded()
			return
		}
		s.closeEnded()
	}
}

func (s *Sessions) closeEnded() {
	s.mu.Lock()
	ended := s.ended
	s.ended = nil
	s.mu.Unlock()
	// Synced side by side: the file system joins their journal commits
	// and disk flushes, where one after another each waits for its own.
	var wg sync.WaitGroup
	next := make(chan *Writer)
	for range min(len(ended), 8) {
		wg.Go(func() {
			for w := range next {
				if err := w.Close(); err != nil {
					s.fail(err)
				}
			}
		})
	}
	for _, w := range ended {
		next <- w
	}
	close(next)
	wg.Wait()
}

// file returns session n's file, creating it on first use.
func (s *Sessions) file(n int) (*sessionFile, error) {
	if v, ok := s.files.Load(n); ok {
		return v.(*sessionFile), nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return nil, s.err
	}
	start := s.opts.Start
	w, err := Create(Options{
		Dir: s.opts.Dir, Format: s.opts.Format, Name: fmt.Sprintf("%s_%04d", s.name, n+1), Start: start,
		Now: func() time.Time { return start }, Ring: s.opts.Ring, Batch: sessionBatch,
	})
	if err != nil {
		return nil, s.failLocked(err)
	}
	f := &sessionFile{w: w}
	s.files.Store(n, f)
	return f, nil
}

// Add appends a finished hand of session n. It runs on the runner's
// workers, one goroutine per session at a time; after a failed write it
// returns the run's error, for every session.
func (s *Sessions) Add(n int, g *poker.Game) error {
	f, err := s.file(n)
	if err != nil {
		return err
	}
	if err := f.w.WriteHand(g.Events()); err != nil {
		return s.fail(err)
	}
	// The hand is in the file's batch, which Close writes out: counted
	// even when the run stops now, as the file may well keep it.
	f.Hands++
	st := g.Stacks()
	ring := s.opts.Ring
	switch {
	case ring:
		f.Net += st[0] - poker.StartingStack
		f.nets = append(f.nets, st[0]-poker.StartingStack)
	case st[1] == 0:
		f.Wins[0]++
	case st[0] == 0:
		f.Wins[1]++
	}
	if s.failed.Load() {
		return s.fail(nil) // another session failed: stop this one too
	}
	if (!ring && (st[0] == 0 || st[1] == 0)) || (ring && g.Number() == s.opts.SessionHands) {
		// The match or the session is over: its file is complete, and
		// letting it go now keeps a long run's open files and memory flat.
		s.end(n, f)
	}
	return nil
}

// end takes session n's file out of play, writes out its last hands, adds
// its counts to the totals and leaves it to the syncer; a failure stops the
// run.
func (s *Sessions) end(n int, f *sessionFile) {
	s.files.Delete(n)
	err := f.w.Finish()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.total.add(f.kept())
	s.ended = append(s.ended, f.w)
	s.failLocked(err)
}

// fail records the run's first failure (err nil: none new) and returns it.
func (s *Sessions) fail(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failLocked(err)
}

func (s *Sessions) failLocked(err error) error {
	if s.err == nil && err != nil {
		s.err = fmt.Errorf("history: %w", err)
		s.failed.Store(true)
	}
	return s.err
}

// Close writes what the files still hold and syncs and closes them, all
// at once, and returns the run's first failure. The runner's workers must
// have stopped.
func (s *Sessions) Close() error {
	s.files.Range(func(n, f any) bool {
		s.end(n.(int), f.(*sessionFile))
		return true
	})
	close(s.stop)
	<-s.synced
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// Written returns the totals over the sessions ended so far (after Close,
// over every session): over the hands their files keep whole.
func (s *Sessions) Written() Tally {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}
