package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestMenuRejectsBadHistoryFormat(t *testing.T) {
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs([]string{"--history-format", "xml"})
	err := root.Execute()
	var ue usageError
	if !errors.As(err, &ue) {
		t.Fatalf("--history-format xml: err = %v, want a usage error", err)
	}
	if !strings.Contains(err.Error(), "parlor or pokerstars") {
		t.Errorf("error %q does not name the valid formats", err)
	}
}
