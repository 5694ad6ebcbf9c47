package main

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestElephantTournamentOutput(t *testing.T) {
	args := []string{"elephant", "tournament", "--bots", "GreedyBot,nicebot,SAMPLEBOT,top3bot", "--games", "6", "--target", "20", "--seed", "7"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) != 7 {
		t.Fatalf("got %d lines, want a title, a blank, a header and 4 bots:\n%s", len(lines), out)
	}
	if want := "White Elephant tournament: 4 bots, 6 games to 20, seed 7"; lines[0] != want {
		t.Errorf("title %q, want %q", lines[0], want)
	}
	if f := strings.Fields(lines[2]); strings.Join(f, " ") != "# bot mean sd wins" {
		t.Errorf("header %q", lines[2])
	}
	row := regexp.MustCompile(`^\s*(\d+)\s+(\S+)\s+(\d+\.\d)\s+(\d+\.\d)\s+(\d+)$`)
	seen := map[string]bool{}
	prev := 1e9
	wins := 0
	for i, l := range lines[3:] {
		m := row.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("row %q does not read rank, name, mean, sd, wins", l)
		}
		if m[1] != string(rune('1'+i)) {
			t.Errorf("row %q: rank %s, want %d", l, m[1], i+1)
		}
		seen[m[2]] = true
		mean, _ := strconv.ParseFloat(m[3], 64)
		w, _ := strconv.Atoi(m[5])
		if mean > prev {
			t.Errorf("rows not best first:\n%s", out)
		}
		prev = mean
		wins += w
	}
	for _, name := range []string{"GreedyBot", "NiceBot", "SampleBot", "Top3Bot"} {
		if !seen[name] {
			t.Errorf("no row for %s:\n%s", name, out)
		}
	}
	if wins < 6 {
		t.Errorf("%d wins over 6 games", wins)
	}
	if !strings.Contains(errOut, "games: 6/6") {
		t.Errorf("stderr has no plain progress: %q", errOut)
	}

	again, _, err := runRoot(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	if again != out {
		t.Errorf("same seed, different output:\n%s\n---\n%s", out, again)
	}
	other, _, _ := runRoot(t, append(args[:len(args)-1], "8")...)
	if other == out || !strings.Contains(other, "seed 8") {
		t.Errorf("seed 8 gives the output of seed 7:\n%s", other)
	}
}

func TestElephantTournamentSeedFromClock(t *testing.T) {
	out, _, err := runRoot(t, "elephant", "tournament", "--bots", "nicebot,greedybot", "--games", "1", "--target", "2")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`seed \d+\n`).MatchString(out) {
		t.Errorf("no seed to replay in:\n%s", out)
	}
}

func TestElephantTournamentBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown bot", []string{"--bots", "greedybot,madbot"}, `unknown bot "madbot" (known: all, RandomBot, GreedyBot`},
		{"one bot", []string{"--bots", "greedybot"}, "at least 2 bots"},
		{"no games", []string{"--games", "0"}, "--games must be at least 1"},
		{"bad target", []string{"--target", "-5"}, "--target must be more than 0"},
		{"stray argument", []string{"now"}, "unknown command"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"elephant", "tournament", "--seed", "1"}, tc.args...)
			_, _, err := runRoot(t, args...)
			checkUsage(t, err, tc.want)
		})
	}
}

func TestElephantUnknownSubcommand(t *testing.T) {
	_, _, err := runRoot(t, "elephant", "lottery")
	var ue usageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), `unknown command "lottery"`) {
		t.Errorf("err = %v, want a usage error about the unknown command", err)
	}
}
