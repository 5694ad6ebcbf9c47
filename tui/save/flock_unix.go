//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package save

import (
	"errors"
	"os"
	"syscall"
)

// flock takes an advisory lock (flock) on f without waiting: exclusive to
// hold a game, shared to look whether one is held. It fails with errLocked
// when another open file holds a lock in its way. The lock goes with f's
// close, and with the process, however it ends.
func flock(f *os.File, exclusive bool) error {
	how := syscall.LOCK_SH | syscall.LOCK_NB
	if exclusive {
		how = syscall.LOCK_EX | syscall.LOCK_NB
	}
	for {
		err := syscall.Flock(int(f.Fd()), how)
		switch {
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return errLocked
		}
		return err
	}
}
