//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package fsx

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// locking says whether the locks lock here.
const locking = true

func flock(f *os.File, exclusive, wait bool) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue // a signal came while waiting
		case errors.Is(err, syscall.EWOULDBLOCK):
			return ErrLocked
		}
		return fmt.Errorf("lock %s: %w", f.Name(), err)
	}
}
