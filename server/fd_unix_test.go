//go:build unix

package server

import (
	"syscall"
	"testing"
)

// raiseFiles lifts the process's soft limit of open files towards want,
// never above its hard limit, for the test's length; it returns the limit
// the test has.
func raiseFiles(t *testing.T, want uint64) uint64 {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &old); err != nil {
		t.Logf("the limit of open files is unknown: %v", err)
		return 1024
	}
	if old.Cur >= want {
		return old.Cur
	}
	raised := old
	raised.Cur = min(want, old.Max)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised); err != nil {
		t.Logf("the limit of open files stays %d: %v", old.Cur, err)
		return old.Cur
	}
	t.Cleanup(func() { _ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &old) })
	return raised.Cur
}
