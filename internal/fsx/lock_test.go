package fsx

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// opens returns n files open on one path: as two processes do, each its
// own open file.
func opens(t *testing.T, n int) []*os.File {
	t.Helper()
	path := filepath.Join(t.TempDir(), "lock")
	var fs []*os.File
	for range n {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		fs = append(fs, f)
	}
	return fs
}

func TestLocks(t *testing.T) {
	if !locking {
		t.Skip("no flock here: the locks do nothing")
	}
	type lockFunc func(*os.File) error
	tests := []struct {
		name        string
		held, tried lockFunc
		want        error
	}{
		{"exclusive excludes exclusive", Lock, TryLock, ErrLocked},
		{"exclusive excludes shared", Lock, TryRLock, ErrLocked},
		{"shared excludes exclusive", rLock, TryLock, ErrLocked},
		{"shared shares", rLock, TryRLock, nil},
		{"tried exclusive excludes shared", TryLock, TryRLock, ErrLocked},
		{"tried shared shares", TryRLock, TryRLock, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := opens(t, 2)
			if err := tt.held(fs[0]); err != nil {
				t.Fatalf("the first lock: %v", err)
			}
			if err := tt.tried(fs[1]); !errors.Is(err, tt.want) || (tt.want == nil && err != nil) {
				t.Errorf("the second lock = %v, want %v", err, tt.want)
			}
			// The lock goes with the close: the other file now gets any.
			fs[0].Close()
			if err := TryLock(fs[1]); err != nil {
				t.Errorf("TryLock once the holder closed = %v, want the lock", err)
			}
		})
	}
}

func TestLockWaits(t *testing.T) {
	if !locking {
		t.Skip("no flock here: the locks do nothing")
	}
	for _, tt := range []struct {
		name string
		wait func(*os.File) error
	}{{"exclusive", Lock}, {"shared", rLock}} {
		t.Run(tt.name, func(t *testing.T) {
			fs := opens(t, 2)
			if err := Lock(fs[0]); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- tt.wait(fs[1]) }()
			select {
			case err := <-done:
				t.Fatalf("%s Lock while another holds it returned %v, want it to wait", tt.name, err)
			case <-time.After(20 * time.Millisecond):
			}
			fs[0].Close()
			if err := <-done; err != nil {
				t.Errorf("%s Lock once the holder closed = %v, want the lock", tt.name, err)
			}
		})
	}
}

func TestLockClosedFile(t *testing.T) {
	if !locking {
		t.Skip("no flock here: the locks do nothing")
	}
	f := opens(t, 1)[0]
	f.Close()
	if err := TryLock(f); err == nil || errors.Is(err, ErrLocked) {
		t.Errorf("TryLock of a closed file = %v, want an error other than ErrLocked", err)
	}
}
