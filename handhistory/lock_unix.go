//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package handhistory

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockFile takes an exclusive advisory lock (flock) on f, held until f is
// closed. With wait it waits for the lock; otherwise a file another process
// holds fails with ErrLocked at once.
func lockFile(f *os.File, wait bool) error {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return ErrLocked
		}
		return fmt.Errorf("lock: %w", err)
	}
}
