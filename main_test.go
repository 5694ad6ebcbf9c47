package main

import (
	"bytes"
	"context"
	"testing"
)

// runRoot runs the whole command line with args, as a user would, and
// returns what it printed on standard output and standard error.
func runRoot(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	return runRootContext(t, context.Background(), args...)
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
