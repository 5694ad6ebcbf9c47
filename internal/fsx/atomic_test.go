package fsx

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
)

// failingFile is a temporary file on a disk that fails at one step.
type failingFile struct {
	*os.File
	failWrite, failChmod, failSync, failClose bool
}

var errDisk = &os.PathError{Op: "write", Path: "disk", Err: syscall.ENOSPC}

func (f *failingFile) Write(p []byte) (int, error) {
	if f.failWrite {
		n, _ := f.File.Write(p[:len(p)/2]) // half of it reaches the disk
		return n, errDisk
	}
	return f.File.Write(p)
}

func (f *failingFile) Chmod(m fs.FileMode) error {
	if f.failChmod {
		return errDisk
	}
	return f.File.Chmod(m)
}

func (f *failingFile) Sync() error {
	if f.failSync {
		return errDisk
	}
	return f.File.Sync()
}

func (f *failingFile) Close() error {
	err := f.File.Close()
	if f.failClose {
		return errDisk
	}
	return err
}

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, de := range des {
		names = append(names, de.Name())
	}
	return names
}

func TestWriteFailureKeepsTheOldFile(t *testing.T) {
	const old, next = "the old file, whole\n", "the new file, which must not show\n"
	tests := []struct {
		name string
		disk func(Disk) Disk
		fill func(io.Writer) error // nil: write next
	}{
		{"create", func(d Disk) Disk {
			d.CreateTemp = func(string, string) (File, error) { return nil, errDisk }
			return d
		}, nil},
		{"chmod", failAt(failingFile{failChmod: true}), nil},
		{"write", failAt(failingFile{failWrite: true}), nil},
		{"fill", func(d Disk) Disk { return d }, func(w io.Writer) error {
			w.Write([]byte(next[:5]))
			return errDisk
		}},
		{"sync", failAt(failingFile{failSync: true}), nil},
		{"close", failAt(failingFile{failClose: true}), nil},
		{"rename", func(d Disk) Disk {
			d.rename = func(string, string) error { return errDisk }
			return d
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "settings.json")
			if err := os.WriteFile(path, []byte(old), 0o600); err != nil {
				t.Fatal(err)
			}
			fill := tt.fill
			if fill == nil {
				fill = func(w io.Writer) error { _, err := w.Write([]byte(next)); return err }
			}
			synced := false
			d := tt.disk(Disk{syncDir: func(string) error { synced = true; return nil }})
			err := d.Write(path, 0o600, fill)
			if !errors.Is(err, syscall.ENOSPC) || errors.Is(err, ErrNotSynced) {
				t.Errorf("Write with a failing %s = %v, want ENOSPC", tt.name, err)
			}
			if got, err := os.ReadFile(path); err != nil || string(got) != old {
				t.Errorf("after a failing %s the file holds %q, %v; want %q", tt.name, got, err, old)
			}
			if names := dirNames(t, dir); !slices.Equal(names, []string{"settings.json"}) {
				t.Errorf("after a failing %s the folder holds %q, want only settings.json", tt.name, names)
			}
			if synced {
				t.Errorf("the folder was synced after a failing %s", tt.name)
			}
		})
	}
}

// failAt returns a Disk whose temporary files fail as f says.
func failAt(f failingFile) func(Disk) Disk {
	return func(d Disk) Disk {
		d.CreateTemp = func(dir, pattern string) (File, error) {
			tmp, err := os.CreateTemp(dir, pattern)
			if err != nil {
				return nil, err
			}
			ff := f
			ff.File = tmp
			return &ff, nil
		}
		return d
	}
}

func TestWriteReplaces(t *testing.T) {
	tests := []struct {
		name  string
		old   string // "" for no file before
		perm  fs.FileMode
		write string
	}{
		{"new file", "", 0o644, "strategy"},
		{"over an old file", "old settings that were longer", 0o600, "new"},
		{"empty", "something", 0o640, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "file")
			if tt.old != "" {
				if err := os.WriteFile(path, []byte(tt.old), 0o666); err != nil {
					t.Fatal(err)
				}
			}
			var synced []string
			d := Disk{syncDir: func(dir string) error { synced = append(synced, dir); return SyncDir(dir) }}
			if err := d.WriteFile(path, []byte(tt.write), tt.perm); err != nil {
				t.Fatalf("WriteFile: %v", err)
			}
			if got, err := os.ReadFile(path); err != nil || string(got) != tt.write {
				t.Errorf("the file holds %q, %v; want %q", got, err, tt.write)
			}
			if fi, err := os.Stat(path); err != nil || (runtime.GOOS != "windows" && fi.Mode().Perm() != tt.perm) {
				t.Errorf("the file's mode is %v, %v; want %v", fi.Mode().Perm(), err, tt.perm)
			}
			if !slices.Equal(synced, []string{dir}) {
				t.Errorf("folders synced: %q, want [%q]", synced, dir)
			}
			if names := dirNames(t, dir); !slices.Equal(names, []string{"file"}) {
				t.Errorf("the folder holds %q, want only the file", names)
			}
		})
	}
}

func TestWriteFolderSyncFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "file")
	d := Disk{syncDir: func(string) error { return errDisk }}
	err := d.WriteFile(path, []byte("new"), 0o600)
	if !errors.Is(err, ErrNotSynced) || !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("WriteFile with a failing folder sync = %v, want ErrNotSynced and ENOSPC", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new" {
		t.Errorf("the file holds %q, want the new one in place", got)
	}
}

func TestWriteNoFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing", "file")
	if err := WriteFile(path, []byte("x"), 0o600); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("WriteFile into a missing folder = %v, want ErrNotExist", err)
	}
}

func TestSyncDir(t *testing.T) {
	tests := []struct {
		name    string
		dir     func(t *testing.T) string
		wantErr bool
	}{
		{"folder", func(t *testing.T) string { return t.TempDir() }, false},
		{"missing", func(t *testing.T) string { return filepath.Join(t.TempDir(), "none") }, runtime.GOOS != "windows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := SyncDir(tt.dir(t)); (err != nil) != tt.wantErr {
				t.Errorf("SyncDir = %v, want error %v", err, tt.wantErr)
			}
		})
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "holdem-1.json")
	keep := []string{"holdem-1.json", ".holdem-1.json.lock", ".holdem-10.json.123.tmp", "holdem-2.json"}
	stale := []string{".holdem-1.json.123.tmp", ".holdem-1.json.99.tmp"}
	for _, name := range append(slices.Clone(keep), stale...) {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// A temporary file of the kind Write makes is among those removed.
	f, err := os.CreateTemp(dir, tempPattern(path))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := RemoveTemps(path); err != nil {
		t.Fatalf("RemoveTemps: %v", err)
	}
	slices.Sort(keep)
	if got := dirNames(t, dir); !slices.Equal(got, keep) {
		t.Errorf("after RemoveTemps the folder holds %q, want %q", got, keep)
	}
}
