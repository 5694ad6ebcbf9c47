package fsx

import (
	"io/fs"
	"os"
)

// CheckWritable makes dir if need be (with perm, as os.MkdirAll does, its
// missing parents too) and makes a file there, which it removes at once:
// the way to learn before a run, or when a folder is typed, that the files
// it will hold cannot be written ("/dev/null/hands", a read-only disk),
// rather than at the first hand. The error is the failed operation's, path
// included, for the caller to word.
func CheckWritable(dir string, perm fs.FileMode) error {
	if err := os.MkdirAll(dir, perm); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".parlor-check-*")
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(f.Name())
}
