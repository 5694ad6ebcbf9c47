//go:build linux

package handhistory

import (
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// openUnnamed opens a new file in dir that has no name (O_TMPFILE): it
// appears in dir only when linkUnnamed gives it one, and vanishes with its
// descriptor until then.
func openUnnamed(dir string) (*os.File, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_WRONLY|unix.O_APPEND|unix.O_CLOEXEC, 0o600)
	if err != nil {
		return nil, &os.PathError{Op: "open unnamed file in", Path: dir, Err: err}
	}
	return os.NewFile(uintptr(fd), dir), nil
}

// linkUnnamed gives f, from openUnnamed, the name path; a path in use fails
// with an error matching fs.ErrExist. (Through /proc, which needs no
// privilege, where linkat's AT_EMPTY_PATH would.)
func linkUnnamed(f *os.File, path string) error {
	err := unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(int(f.Fd())), unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if err != nil {
		return &os.LinkError{Op: "link", Old: f.Name(), New: path, Err: err}
	}
	return nil
}
