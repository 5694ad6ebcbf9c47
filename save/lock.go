package save

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"parlor/internal/fsx"
)

// A game is open in one Parlor at a time. While a game is played its slot
// holds an advisory lock (flock) on a lock file beside the save,
// ".NAME.lock": not on the save itself, since every write renames a new
// file over it. List shows a save whose lock another process holds as in
// use (Entry.InUse), and Slot refuses it with ErrInUse, so that two
// terminals, or two servers on one state directory, never play one game
// twice. The kernel drops a lock when its process ends, crash and SIGKILL
// included: a stale lock never blocks a game. Where there is no flock
// (Windows, Plan 9; see fsx.Lock) nothing stops two runs from resuming the
// same save.

// ErrInUse is the error of a save that another running Parlor has open.
var ErrInUse = errors.New("the game is open in another Parlor")

// lockTries and lockPause: a List in another process looks at a lock by
// taking it shared for a moment, so an exclusive lock refused is tried a
// few times before the save counts as in use.
const (
	lockTries = 4
	lockPause = 5 * time.Millisecond
)

// lockPath is the lock file of the save named name.
func (s *Store) lockPath(name string) string { return filepath.Join(s.dir, "."+name+".lock") }

// hold takes the lock of the save named name, for as long as the file it
// returns is open. It fails with ErrInUse when another process holds it.
func (s *Store) hold(name string) (*os.File, error) {
	path := s.lockPath(name)
	for try := 1; ; try++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, fmt.Errorf("lock the saved game: %w", err)
		}
		err = fsx.TryLock(f)
		if err == nil && sameFile(f, path) {
			return f, nil
		}
		f.Close()
		switch {
		case err != nil && !errors.Is(err, fsx.ErrLocked):
			return nil, fmt.Errorf("lock the saved game: %w", err)
		case try == lockTries && err != nil:
			return nil, ErrInUse
		case try == lockTries:
			return nil, fmt.Errorf("lock the saved game: %s keeps changing", path)
		case err != nil:
			time.Sleep(lockPause)
		}
		// Else the lock file was removed, with its save, while this one
		// waited for it: it locks nothing now, the path is taken afresh.
	}
}

// sameFile reports whether f is still the file at path.
func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}

// inUse reports whether another open file holds the lock of the save named
// name: another process playing it (or, in one process, another slot of it).
func (s *Store) inUse(name string) bool {
	f, err := os.Open(s.lockPath(name))
	if err != nil {
		return false // no lock file: never locked, or removed with its game
	}
	defer f.Close()
	return errors.Is(fsx.TryRLock(f), fsx.ErrLocked)
}
