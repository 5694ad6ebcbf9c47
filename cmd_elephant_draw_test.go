package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestElephantDrawOutput(t *testing.T) {
	args := []string{"elephant", "tournament", "--draw", "3", "--with", "greedybot", "--bots", "nicebot,randombot,oddtodd,greedybot",
		"--games", "30", "--target", "10", "--seed", "5"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if want := "White Elephant drawn tables of 3: GreedyBot at every table, the rest drawn from 3 bots; 30 games to 10, seed 5"; lines[0] != want {
		t.Errorf("title %q, want %q", lines[0], want)
	}
	if f := strings.Join(strings.Fields(lines[2]), " "); f != "# bot games wins win% 95% interval mean" {
		t.Errorf("header %q", lines[2])
	}
	row := regexp.MustCompile(`^\s*\d+\s+(\S+)\s+(\d+)\s+(\d+)\s+(\d+\.\d)\s+\[\s*(\d+\.\d),\s+(\d+\.\d)\]\s+\d+\.\d$`)
	seats, games := map[string]int{}, 0
	for _, l := range lines[3:] {
		m := row.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("row %q does not read rank, name, games, wins, win%%, interval, mean", l)
		}
		n, _ := strconv.Atoi(m[2])
		seats[m[1]] = n
		games += n
		rate, _ := strconv.ParseFloat(m[4], 64)
		lo, _ := strconv.ParseFloat(m[5], 64)
		hi, _ := strconv.ParseFloat(m[6], 64)
		if !(lo <= rate && rate <= hi) {
			t.Errorf("row %q: win rate outside its interval", l)
		}
	}
	if len(seats) != 4 || seats["GreedyBot"] != 30 || games != 3*30 {
		t.Errorf("seats %v: want GreedyBot at all 30 games and 90 seats in all", seats)
	}
	again, _, _ := runRoot(t, args...)
	if again != out {
		t.Errorf("same seed, different output:\n%s\n---\n%s", out, again)
	}
}

func TestElephantDrawBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"with alone", []string{"--with", "expert"}, "--with needs --draw or --fields"},
		{"one seat", []string{"--draw", "1"}, "--draw must be at least 2 seats, got 1"},
		{"too many seats", []string{"--draw", "14", "--with", "expert"}, "--draw 14: only 13 bots to seat (1 with --with, 12 to draw from --bots)"},
		{"small pool", []string{"--draw", "4", "--bots", "nicebot,greedybot"}, "only 2 bots to seat"},
		{"fixed over the table", []string{"--draw", "2", "--with", "nicebot,greedybot,oddtodd"}, "--draw 2 is fewer seats than the 3 bots of --with"},
		{"unknown with", []string{"--draw", "3", "--with", "madbot"}, `--with: unknown bot "madbot"`},
		{"no games", []string{"--draw", "3", "--games", "0"}, "--games must be at least 1"},
		{"bad target", []string{"--draw", "3", "--target", "0"}, "--target must be more than 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"elephant", "tournament", "--seed", "1"}, tc.args...)
			_, _, err := runRoot(t, args...)
			checkUsage(t, err, tc.want)
		})
	}
}
