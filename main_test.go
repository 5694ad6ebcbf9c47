package main

import (
	"bytes"
	"testing"
)

// runRoot runs the whole command line with args, as a user would, and
// returns what it printed on standard output and standard error.
func runRoot(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	err = root.Execute()
	return out.String(), errOut.String(), err
}
