package fsx

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrNotSynced is wrapped by the error of a write that put the new file in
// place but could not sync its folder: a power cut may still bring the old
// file back.
var ErrNotSynced = errors.New("the folder could not be synced")

// File is what an atomic write needs of its temporary file: an *os.File,
// or in a test one on a disk that fails.
type File interface {
	io.Writer
	Name() string
	Chmod(mode fs.FileMode) error
	Sync() error
	Close() error
}

// Disk is what an atomic write goes through. The zero value is the
// operating system's; a test puts a failing disk in the place of one step.
type Disk struct {
	// CreateTemp makes the temporary file, as os.CreateTemp does (nil means
	// os.CreateTemp).
	CreateTemp func(dir, pattern string) (File, error)

	// rename and syncDir stand in for os.Rename and SyncDir in this
	// package's tests (nil means those).
	rename  func(oldpath, newpath string) error
	syncDir func(dir string) error
}

// WriteFile replaces the file at path with data, atomically and durably,
// with the zero Disk (see Disk.Write).
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	return Disk{}.WriteFile(path, data, perm)
}

// Write replaces the file at path with what fill writes, with the zero Disk
// (see Disk.Write).
func Write(path string, perm fs.FileMode, fill func(io.Writer) error) error {
	return Disk{}.Write(path, perm, fill)
}

// WriteFile replaces the file at path with data (see Write).
func (d Disk) WriteFile(path string, data []byte, perm fs.FileMode) error {
	return d.Write(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write replaces the file at path with what fill writes, whole or not at
// all: fill writes a temporary file in path's folder, which is given the
// mode perm (umask aside), synced, closed and renamed over path, and then
// the folder is synced, so that the rename too survives a power cut. If
// any step up to the rename fails, the temporary file is removed and the
// file at path is left as it was; if only the folder's sync fails, the new
// file is in place and the error wraps ErrNotSynced. The folder must exist.
func (d Disk) Write(path string, perm fs.FileMode, fill func(io.Writer) error) error {
	dir := filepath.Dir(path)
	create := d.CreateTemp
	if create == nil {
		create = func(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }
	}
	f, err := create(dir, tempPattern(path))
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = f.Chmod(perm)
	if err == nil {
		err = fill(f)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		rename := d.rename
		if rename == nil {
			rename = os.Rename
		}
		err = rename(tmp, path)
	}
	if err != nil {
		// Removed only on failure: once renamed, tmp may name someone
		// else's new temporary file.
		os.Remove(tmp)
		return err
	}
	syncDir := d.syncDir
	if syncDir == nil {
		syncDir = SyncDir
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("%w: %w", ErrNotSynced, err)
	}
	return nil
}

// tempPattern is the os.CreateTemp pattern of the temporary files of
// writes to path: hidden, beside it, named after it.
func tempPattern(path string) string { return "." + filepath.Base(path) + ".*.tmp" }

// RemoveTemps removes the temporary files that writes to path left when
// they were killed halfway. Call it only when no write to path can be
// under way (under a lock), or it may take a file from under that write.
func RemoveTemps(path string) error {
	dir := filepath.Dir(path)
	des, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	prefix, suffix, _ := strings.Cut(tempPattern(path), "*")
	var errs []error
	for _, de := range des {
		name := de.Name()
		if len(name) < len(prefix)+len(suffix) || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
