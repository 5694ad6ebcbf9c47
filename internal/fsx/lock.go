package fsx

import (
	"errors"
	"os"
)

// ErrLocked is the error of TryLock and TryRLock when another open file
// holds a lock in the way.
var ErrLocked = errors.New("locked by another open file")

// The locks are advisory (flock): they hold only against others who lock,
// between processes and between two opens of a file in one process (not
// between two handles of one open). A lock goes with the last close of its
// open file, and with its process, however that ends, so a crash never
// leaves one behind. On systems without flock (Windows, Plan 9) they do
// nothing: Windows's locks are mandatory, and would stop a reader.

// Lock takes an exclusive lock on f, waiting for any other lock to go.
func Lock(f *os.File) error { return flock(f, true, true) }

// TryLock takes an exclusive lock on f, or fails with ErrLocked at once
// when another lock (shared or exclusive) is held.
func TryLock(f *os.File) error { return flock(f, true, false) }

// rLock takes a shared lock on f, waiting for an exclusive one to go.
func rLock(f *os.File) error { return flock(f, false, true) }

// TryRLock takes a shared lock on f, or fails with ErrLocked at once when
// another holds an exclusive lock.
func TryRLock(f *os.File) error { return flock(f, false, false) }
