package main

import (
	"regexp"
	"testing"
)

// TestLBRCommand: lbr prints what the response won with its interval, the
// same with the same seed, and refuses bad flags as usage errors.
func TestLBRCommand(t *testing.T) {
	args := []string{"lbr", "--bot", "caller", "--hands", "40", "--particles", "20", "--seed", "2"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	want := regexp.MustCompile(`^local best response vs caller: 40 hands \(duplicate\), 20 particles, seed 2\n` +
		`the response wins [+-]\d+ mbb/hand \(95% CI [+-]\d+ to [+-]\d+\)\n$`)
	if !want.MatchString(out) {
		t.Errorf("output:\n%s", out)
	}
	if again, _, _ := runRoot(t, args...); again != out {
		t.Errorf("the same seed printed\n%s\nthen\n%s", out, again)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"lbr", "--bot", "shark"}, `unknown bot "shark"`},
		{[]string{"lbr", "--hands", "0"}, "--hands must be at least 1"},
		{[]string{"lbr", "--particles", "0"}, "--particles must be at least 1"},
	} {
		_, _, err := runRoot(t, tt.args...)
		checkUsage(t, err, tt.want)
	}
}
