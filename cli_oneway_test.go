package main

import (
	"bytes"
	"strings"
	"testing"
)

// printed runs the whole command line with args and returns what main
// would print of its error, and the exit code.
func printed(t *testing.T, args ...string) (stderr string, code int) {
	t.Helper()
	root := newRootCmd()
	var out, errOut bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		t.Fatalf("%q ran, want an error", args)
	}
	code = report(&errOut, cmd, err)
	return errOut.String(), code
}

// TestErrorIsOneLine: a mistake in the command line prints one line, with
// no package's name in it, and where to read the help; no usage follows.
func TestErrorIsOneLine(t *testing.T) {
	tests := []struct {
		args []string
		say  string // in the first line
		help string // the command whose help the second line names
	}{
		{[]string{"match", "--hands", "x"}, `--hands: "x" is not a whole number`, "parlor match"},
		{[]string{"match", "--hands", "99999999999999999999"}, "--hands: 99999999999999999999 is out of range", "parlor match"},
		{[]string{"match", "--bot", "nobody"}, `--bot: unknown bot "nobody" (known: easy, normal, hard, sklansky`, "parlor match"},
		{[]string{"match", "--history-format", "xml"}, `--history-format: unknown format: "xml"`, "parlor match"},
		{[]string{"elephant", "tournament", "--target", "x"}, `--target: "x" is not a number`, "parlor elephant tournament"},
		{[]string{"elephant", "tournament", "--bots", "x"}, `--bots: unknown bot "x" (known: all, RandomBot`, "parlor elephant tournament"},
		{[]string{"camelup", "match", "--vs", "robot"}, `--vs: unknown bot "robot" (known: player0`, "parlor camelup match"},
		{[]string{"camelup", "tournament", "--bots", "a,b"}, `--bots: unknown bot "a" (known: player0`, "parlor camelup tournament"},
		{[]string{"lbr", "--bot", "nobody"}, `--bot: unknown bot "nobody" (known: easy`, "parlor lbr"},
		{[]string{"equity", "AhAs", "AhKd"}, "player 2: duplicate card: Ah", "parlor equity"},
		{[]string{"equity", "--board", "Zz", "AhAs", "KcKd"}, `--board: bad card "Zz"`, "parlor equity"},
		{[]string{"history", "--history-format", "xml"}, `--history-format: unknown format: "xml"`, "parlor history"},
		{[]string{"serve", "--seat-hold", "soon"}, `--seat-hold: "soon" is not a duration`, "parlor serve"},
		{[]string{"--seed", "-1"}, `--seed: "-1" is not a whole number, 0 or more`, "parlor"},
		{[]string{"bogus"}, `unknown command "bogus"`, "parlor"},
		{[]string{"camelup", "--history-dir", "x"}, "unknown flag: --history-dir", "parlor camelup"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			stderr, code := printed(t, tc.args...)
			if code != 2 {
				t.Errorf("exit code %d, want 2", code)
			}
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if len(lines) != 2 {
				t.Fatalf("printed %d lines, want 2:\n%s", len(lines), stderr)
			}
			if want := "parlor: "; !strings.HasPrefix(lines[0], want) || !strings.Contains(lines[0], tc.say) {
				t.Errorf("first line %q, want %q after %q", lines[0], tc.say, want)
			}
			for _, p := range []string{"strconv.", "invalid argument", "poker:", "camelupbot:", "elephantbot:", "holdembot:", "handhistory:", "valid:"} {
				if strings.Contains(lines[0], p) {
					t.Errorf("first line %q says %q", lines[0], p)
				}
			}
			if want := "see '" + tc.help + " --help'"; lines[1] != want {
				t.Errorf("second line %q, want %q", lines[1], want)
			}
		})
	}
}

func TestPlain(t *testing.T) {
	tests := []struct{ in, want string }{
		{"poker: duplicate card: Ah", "duplicate card: Ah"},
		{"--bots: camelupbot: unknown bot \"a\"", "--bots: unknown bot \"a\""},
		{"player 2: bad range (poker: bad card)", "player 2: bad range (bad card)"},
		{"holdembot: match stopped: elephantbot: no games", "match stopped: no games"},
		{"history: open x: permission denied", "history: open x: permission denied"},
		{"not a package:poker: here", "not a package:poker: here"},
	}
	for _, tc := range tests {
		if got := plain(tc.in); got != tc.want {
			t.Errorf("plain(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestHoldemLevels: wherever a Hold'em bot is named, the table's levels
// name it too, and the output uses the bot's one name.
func TestHoldemLevels(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"match", "--bot", "hard", "--vs", "easy", "--hands", "2"}, "expert vs equity: 2 hands"},
		{[]string{"match", "--bot", "Normal", "--vs", "caller", "--hands", "2"}, "sklansky vs caller: 2 hands"},
		{[]string{"match", "--seats", "3", "--bots", "hard,easy,normal", "--hands", "3"}, "1   expert"},
		{[]string{"lbr", "--bot", "hard", "--hands", "2", "--particles", "2"}, "local best response vs expert"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, _, err := runRoot(t, append(tc.args, "--seed", "1")...)
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("printed\n%s\nwant it to say %q", out, tc.want)
			}
		})
	}
	for _, cmd := range []string{"match", "lbr"} {
		help, _, err := runRoot(t, cmd, "--help")
		if err != nil {
			t.Fatal(err)
		}
		if want := "easy (equity), normal (sklansky), hard (expert)"; !strings.Contains(strings.Join(strings.Fields(help), " "), want) {
			t.Errorf("%s --help does not say %q", cmd, want)
		}
	}
}

// TestMatchOldFlagNames: match names its bots --bot and --vs, as camelup
// match does; --a and --b still work, and its help shows only the new.
func TestMatchOldFlagNames(t *testing.T) {
	out, _, err := runRoot(t, "match", "--a", "hard", "--b", "easy", "--hands", "2", "--seed", "1")
	if err != nil {
		t.Fatalf("match --a hard --b easy: %v", err)
	}
	if want := "expert vs equity"; !strings.Contains(out, want) {
		t.Errorf("match --a hard --b easy printed\n%s\nwant %q", out, want)
	}
	_, _, err = runRoot(t, "match", "--a", "hard", "--seats", "2", "--bots", "easy,hard")
	checkUsage(t, err, "--bot: a table run names its players with --bots")
	for _, cmd := range [][]string{{"match"}, {"camelup", "match"}} {
		help, _, err := runRoot(t, append(cmd, "--help")...)
		if err != nil {
			t.Fatal(err)
		}
		for _, flag := range []string{"--bot ", "--vs "} {
			if !strings.Contains(help, flag) {
				t.Errorf("%s --help lacks %s", cmd, flag)
			}
		}
		for _, flag := range []string{"--a ", "--b "} {
			if strings.Contains(help, flag) {
				t.Errorf("%s --help shows %s", cmd, flag)
			}
		}
	}
}

// TestHistoryFlagsWhereWritten: only the commands that write or read hand
// histories offer --history-dir and --history-format.
func TestHistoryFlagsWhereWritten(t *testing.T) {
	tests := []struct {
		cmd    []string
		offers bool
	}{
		{nil, true}, // the menu: its Hold'em table writes them
		{[]string{"match"}, true},
		{[]string{"serve"}, true},
		{[]string{"history"}, true},
		{[]string{"history", "open"}, true},
		{[]string{"camelup"}, false},
		{[]string{"camelup", "match"}, false},
		{[]string{"camelup", "tournament"}, false},
		{[]string{"elephant"}, false},
		{[]string{"elephant", "tournament"}, false},
		{[]string{"equity"}, false},
		{[]string{"lbr"}, false},
		{[]string{"train"}, false},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.cmd, " "), func(t *testing.T) {
			help, _, err := runRoot(t, append(tc.cmd, "--help")...)
			if err != nil {
				t.Fatal(err)
			}
			for _, flag := range []string{"--history-dir", "--history-format"} {
				if got := strings.Contains(help, flag); got != tc.offers {
					t.Errorf("%v --help offers %s: %v, want %v", tc.cmd, flag, got, tc.offers)
				}
			}
		})
	}
}
