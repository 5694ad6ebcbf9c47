package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestElephantFieldsOutput(t *testing.T) {
	args := []string{"elephant", "tournament", "--fields", "3", "--with", "greedybot", "--bots", "nicebot,randombot,oddtodd,greedybot",
		"--games", "12", "--target", "10", "--seed", "5"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if want := "White Elephant, every table of 3: GreedyBot and 2 of 3 bots; 3 tables of 12 games to 10, seed 5"; lines[0] != want {
		t.Errorf("title %q, want %q", lines[0], want)
	}
	if f := strings.Join(strings.Fields(lines[2]), " "); f != "# table wins win% 95% interval best other wins lead" {
		t.Errorf("header %q", lines[2])
	}
	row := regexp.MustCompile(`^\s*\d+\s+(\S+, \S+)\s+(\d+)\s+(\d+\.\d)\s+\[\s*(\d+\.\d),\s+(\d+\.\d)\]\s+(\S+)\s+(\d+)\s+([+-]\d+)$`)
	tables := map[string]bool{}
	won, lastLead := 0, -1<<31
	var worst string
	for _, l := range lines[3:6] {
		m := row.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("row %q does not read rank, table, wins, win%%, interval, best other, its wins, lead", l)
		}
		tables[m[1]] = true
		wins, _ := strconv.Atoi(m[2])
		best, _ := strconv.Atoi(m[7])
		lead, _ := strconv.Atoi(m[8])
		if lead != wins-best {
			t.Errorf("row %q: lead %d, want %d − %d", l, lead, wins, best)
		}
		if lead < lastLead {
			t.Errorf("row %q: leads not worst first", l)
		}
		if lastLead == -1<<31 {
			worst = fmt.Sprintf("%s (%d to %s's %d)", m[1], wins, m[6], best)
		}
		lastLead = lead
		if lead > 0 {
			won++
		}
		if rate, _ := strconv.ParseFloat(m[3], 64); rate != float64(int(1000*float64(wins)/12+0.5))/10 {
			t.Errorf("row %q: win%% %v for %d of 12", l, rate, wins)
		}
	}
	for _, want := range []string{"NiceBot, RandomBot", "NiceBot, OddTodd", "RandomBot, OddTodd"} {
		if !tables[want] {
			t.Errorf("no row for the table of GreedyBot, %s: %v", want, tables)
		}
	}
	if want := fmt.Sprintf("GreedyBot won the most games at %d of 3 tables; its worst: %s", won, worst); lines[len(lines)-1] != want {
		t.Errorf("summary %q, want %q", lines[len(lines)-1], want)
	}
	again, _, _ := runRoot(t, args...)
	if again != out {
		t.Errorf("same seed, different output:\n%s\n---\n%s", out, again)
	}
}

func TestElephantFieldsBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no with", []string{"--fields", "3"}, "--fields needs --with"},
		{"with draw", []string{"--fields", "3", "--draw", "3", "--with", "expert"}, "--draw and --fields are two kinds of tournament"},
		{"one seat", []string{"--fields", "1", "--with", "expert"}, "--fields must be at least 2 seats, got 1"},
		{"too many seats", []string{"--fields", "14", "--with", "expert"}, "--fields 14: only 13 bots to seat (1 with --with, 12 to draw from --bots)"},
		{"fixed over the table", []string{"--fields", "2", "--with", "nicebot,greedybot,oddtodd"}, "--fields 2 is fewer seats than the 3 bots of --with"},
		{"no games", []string{"--fields", "3", "--with", "expert", "--games", "0"}, "--games must be at least 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"elephant", "tournament", "--seed", "1"}, tc.args...)
			_, _, err := runRoot(t, args...)
			checkUsage(t, err, tc.want)
		})
	}
}
