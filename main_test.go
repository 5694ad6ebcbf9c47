package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// runRoot runs the whole command line with args, as a user would, and
// returns what it printed on standard output and standard error.
func runRoot(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	return runRootContext(t, context.Background(), args...)
}

// checkUsage fails t unless err is a usage error (exit 2) that says want
// as it is printed (plain).
func checkUsage(t *testing.T, err error, want string) {
	t.Helper()
	var ue usageError
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want a usage error", err)
	}
	if msg := plain(err.Error()); !strings.Contains(msg, want) {
		t.Errorf("err = %q, want it to say %q", msg, want)
	}
}

// runRootContext is runRoot with the context a signal would cancel.
func runRootContext(t *testing.T, ctx context.Context, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err = root.ExecuteContext(ctx)
	return out.String(), errOut.String(), err
}
