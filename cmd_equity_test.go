package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func runEquityCmd(args ...string) (string, error) {
	cmd := newEquityCmd()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	cmd.SilenceUsage = true
	cmd.SilenceErrors = true
	err := cmd.Execute()
	return out.String(), err
}

func TestEquityCommand(t *testing.T) {
	tests := []struct {
		args []string
		want []string // lines or fragments the output must hold
	}{
		{[]string{"AhAs", "KcKd"}, []string{
			"Ah As v Kc Kd, no board: 1,712,304 boards counted in ",
			"Ah As  81.065%  0.382%  1,388,072  6,538",
			"Kc Kd  18.554%  0.382%    317,694  6,538",
		}},
		{[]string{"AcKh", "kdth"}, []string{"Ac Kh  73.656%  1.142%", "Kd Th  25.202%  1.142%"}},
		{[]string{"Ac Kh", "KdTh", "--board", "2c7d9h"}, []string{
			"Ac Kh v Kd Th, board 2c 7d 9h: 990 boards counted in ",
			"Ac Kh  83.030%  0.000%   822     0",
		}},
		{[]string{"2c2d", "3h3s", "--board", "Ac Kd Qh Js Tc"}, []string{": 1 board counted", "2c 2d  0.000%  100.000%     0     1"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, err := runEquityCmd(tt.args...)
			if err != nil {
				t.Fatalf("equity %v: %v", tt.args, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("equity %v printed\n%s\nwant it to hold %q", tt.args, out, w)
				}
			}
		})
	}
}

func TestEquityCommandBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"1xAs", "KcKd"}, "not a rank"},
		{[]string{"Ahh", "KcKd"}, "odd number"},
		{[]string{"Ah", "KcKd"}, "not two cards"},
		{[]string{"AhAsKs", "KcKd"}, "not two cards"},
		{[]string{"AhAs", "AhKd"}, "duplicate card: Ah"},
		{[]string{"AhAs", "KcKd", "--board", "2c7dKd"}, "duplicate card: Kd"},
		{[]string{"AhAs", "KcKd", "--board", "2c7x"}, "not a suit"},
		{[]string{"AhAs", "KcKd", "--board", "2c3c4c5c6c7c"}, "at most 5"},
		{[]string{"AhAs"}, "accepts 2 arg(s)"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, err := runEquityCmd(tt.args...)
			var ue usageError
			if !errors.As(err, &ue) {
				t.Fatalf("equity %v: error %v, want a usage error", tt.args, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("equity %v: error %q, want it to say %q", tt.args, err, tt.want)
			}
		})
	}
}
