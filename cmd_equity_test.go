package main

import (
	"bytes"
	"encoding/json"
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
		{[]string{"2c2d", "3h3s", "--board", "Ac Kd Qh Js Tc"}, []string{": 1 board counted", "2c 2d  0.000%  100.000%     0     1  50.000%"}},
		{[]string{"AhAs", "KcKd", "QhQs"}, []string{
			"Ah As v Kc Kd v Qh Qs, no board: 1,370,754 boards counted in ",
			"Ah As  66.373%  0.397%  909,810  5,448  66.505%",
			"Qh Qs  14.487%  0.397%  198,576  5,448  14.619%",
		}},
		{[]string{"AKs", "QQ"}, []string{"AKs v QQ, no board: 41,095,296 boards counted", "AKs  45.832%  0.433%  18,834,720  178,116  46.049%"}},
		{[]string{"AhAs", "KcKd", "--dead", "Kh Qd"}, []string{"Ah As v Kc Kd, no board, dead Kh Qd: 1,370,754 boards counted"}},
		{[]string{"QQ+:0.5,AKs", "random", "--board", "Ah7c2d"}, []string{"QQ+:0.5,AKs v random, board Ah 7c 2d: "}},
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
		{[]string{"Ahh", "KcKd"}, `player 1: bad range "Ahh": "Ahh" at column 1: 'h' is not a rank`},
		{[]string{"AhAs", "QQ+,AKx"}, `player 2: bad range "QQ+,AKx": "AKx" at column 5: 'x' is neither s (suited) nor o (offsuit)`},
		{[]string{"AhAs", "KK", "QQ", "JJ", "TT", "99", "88"}, "accepts between 2 and 6 arg(s), received 7"},
		{[]string{"AhAs", "KcKd", "--dead", "Kc"}, "duplicate card: Kc"},
		{[]string{"AhAs", "KcKd", "--dead", "Kx"}, "--dead: poker: bad card"},
		{[]string{"AhAs", "AA", "AA"}, "no deal without a shared card"},
		{[]string{"AA", "KK", "--board", "Ah As Ad"}, "player 1: equity: no hand of the range fits"},
		{[]string{"AhAs", "KcKd", "--exact", "--mc"}, "choose one"},
		{[]string{"AhAs", "KcKd", "--stderr", "0"}, "--stderr must be above 0"},
		{[]string{"AhAs", "KcKd", "--workers", "-1"}, "--workers must be 0"},
		{[]string{"Ah", "KcKd"}, "not two cards"},
		{[]string{"AhAsKs", "KcKd"}, "not two cards"},
		{[]string{"AhAs", "AhKd"}, "duplicate card: Ah"},
		{[]string{"AhAs", "KcKd", "--board", "2c7dKd"}, "duplicate card: Kd"},
		{[]string{"AhAs", "KcKd", "--board", "2c7x"}, "not a suit"},
		{[]string{"AhAs", "KcKd", "--board", "2c3c4c5c6c7c"}, "at most 5"},
		{[]string{"AhAs"}, "accepts between 2 and 6 arg(s), received 1"},
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

// TestEquityCommandSeed: --seed replays a Monte Carlo run; without it the
// command still runs (seeded from the clock).
func TestEquityCommandSeed(t *testing.T) {
	run := func(args ...string) string {
		cmd := newRootCmd()
		var out bytes.Buffer
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		cmd.SetArgs(append([]string{"equity"}, args...))
		if err := cmd.Execute(); err != nil {
			t.Fatalf("equity %v: %v", args, err)
		}
		return out.String()
	}
	a := run("AhAs", "random", "random", "--mc", "--stderr", "0.5", "--seed", "9")
	b := run("AhAs", "random", "random", "--mc", "--stderr", "0.5", "--seed", "9", "--workers", "1")
	cut := func(s string) string { // the time differs
		return s[strings.Index(s, "\n"):]
	}
	if cut(a) != cut(b) || !strings.Contains(a, "seed 9)") {
		t.Errorf("the same seed printed\n%s\nand\n%s", a, b)
	}
	if !strings.Contains(a, "samples dealt in") || !strings.Contains(a, "(Monte Carlo, standard error 0.") {
		t.Errorf("equity --mc printed %s", a)
	}
	if out := run("AhAs", "KcKd", "--mc", "--stderr", "1"); !strings.Contains(out, "Monte Carlo") {
		t.Errorf("equity --mc without a seed printed %s", out)
	}
}

// TestEquityCommandJSON: --json prints the result for scripts.
func TestEquityCommandJSON(t *testing.T) {
	out, err := runEquityCmd("AhAs", "KK", "--board", "2c7d9h", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var j equityJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("--json printed %q: %v", out, err)
	}
	if j.Method != "exact" || j.Board != "2c7d9h" || j.Boards != 6*990 || len(j.Players) != 2 || j.Seed != nil {
		t.Errorf("--json = %+v, want exact on 2c7d9h, 5,940 boards, two players, no seed", j)
	}
	if p := j.Players[1]; p.Player != "KK" || p.Hands != 6 || p.Equity < 0.08 || p.Equity > 0.09 {
		t.Errorf("player 2 = %+v, want KK, 6 hands, about 8.4 %%", p)
	}
	if sum := j.Players[0].Equity + j.Players[1].Equity; sum < 1-1e-9 || sum > 1+1e-9 {
		t.Errorf("equities add up to %v", sum)
	}
	out, err = runEquityCmd("AhAs", "KK", "--mc", "--json", "--stderr", "1")
	if err != nil || !strings.Contains(out, `"method": "monte carlo"`) || !strings.Contains(out, `"seed": `) {
		t.Errorf("--mc --json printed %s (%v), want the method and the seed", out, err)
	}
}
