package fsx

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestCheckWritable: a folder a file can be made in passes and is left
// without the probe's file; a missing one is made with the mode asked for
// (its missing parents too) and an existing one keeps its own; one that
// cannot be made or written fails with the operation's error, naming it.
func TestCheckWritable(t *testing.T) {
	root := t.TempDir()
	plain := filepath.Join(root, "plain")
	if err := os.WriteFile(plain, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := filepath.Join(root, "open")
	if err := os.Mkdir(open, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(open, 0o755) // whatever the umask
	locked := filepath.Join(root, "locked")
	if err := os.Mkdir(locked, 0o500); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		dir      string
		perm     fs.FileMode
		ok       bool
		wantMode fs.FileMode // of dir after the check, 0 for none
	}{
		{"new, private", filepath.Join(root, "new", "hands"), 0o700, true, 0o700},
		{"new, another mode", filepath.Join(root, "other"), 0o710, true, 0o710},
		{"existing keeps its mode", open, 0o700, true, 0o755},
		{"under a file", filepath.Join(plain, "hands"), 0o700, false, 0},
		{"read-only", locked, 0o700, os.Geteuid() == 0, 0o500}, // root writes anywhere
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := os.ReadDir(tt.dir)
			err := CheckWritable(tt.dir, tt.perm)
			if (err == nil) != tt.ok {
				t.Fatalf("CheckWritable(%s, %o) = %v, want ok %v", tt.dir, tt.perm, err, tt.ok)
			}
			var pe *fs.PathError
			if err != nil && !errors.As(err, &pe) {
				t.Errorf("CheckWritable(%s) = %v, want a *fs.PathError", tt.dir, err)
			}
			if after, _ := os.ReadDir(tt.dir); len(after) != len(before) {
				t.Errorf("CheckWritable(%s) left %d entries, found %d", tt.dir, len(after), len(before))
			}
			if tt.wantMode == 0 || runtime.GOOS == "windows" {
				return
			}
			fi, err := os.Stat(tt.dir)
			if err != nil {
				t.Fatal(err)
			}
			// The umask may take bits away (0o022 and 0o077 leave 0o700 alone).
			if got := fi.Mode().Perm(); got != tt.wantMode && got != tt.wantMode&^umaskOf(t) {
				t.Errorf("%s has mode %o, want %o", tt.dir, got, tt.wantMode)
			}
		})
	}
}

// umaskOf is the bits the process's umask takes away, read off a folder
// made with every bit asked for.
func umaskOf(t *testing.T) fs.FileMode {
	dir := filepath.Join(t.TempDir(), "probe")
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	return 0o777 &^ fi.Mode().Perm()
}
