package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var camelupRow = regexp.MustCompile(`^\s*(\d+)\s+(\S+)\s+(\d+)\s+(\d+)\s+(\d+\.\d)%\s+(\d+\.\d)–\s*(\d+\.\d)%$`)

// camelupRows checks the standings' shape and returns name → points.
func camelupRows(t *testing.T, out string, bots, games int) map[string]int {
	t.Helper()
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) < 3+bots {
		t.Fatalf("got %d lines, want a title, a blank, a header and %d bots:\n%s", len(lines), bots, out)
	}
	if f := strings.Join(strings.Fields(lines[2]), " "); f != "# bot points games win rate 95% interval" {
		t.Errorf("header %q", lines[2])
	}
	points := map[string]int{}
	prev := 1 << 30
	for i, l := range lines[3 : 3+bots] {
		m := camelupRow.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("row %q does not read rank, name, points, games, rate, interval", l)
		}
		if m[1] != strconv.Itoa(i+1) {
			t.Errorf("row %q: rank %s, want %d", l, m[1], i+1)
		}
		p, _ := strconv.Atoi(m[3])
		g, _ := strconv.Atoi(m[4])
		rate, _ := strconv.ParseFloat(m[5], 64)
		lo, _ := strconv.ParseFloat(m[6], 64)
		hi, _ := strconv.ParseFloat(m[7], 64)
		if p > prev {
			t.Errorf("rows not most points first:\n%s", out)
		}
		prev = p
		if g > games || p > g {
			t.Errorf("row %q: %d points in %d games of %d", l, p, g, games)
		}
		if g > 0 && (lo > rate || rate > hi) {
			t.Errorf("row %q: rate outside its interval", l)
		}
		points[m[2]] = p
	}
	return points
}

func TestCamelupTournamentOutput(t *testing.T) {
	args := []string{"camelup", "tournament", "--bots", "player0,Player1,PLAYER2,bogart", "--games", "6", "--seed", "7"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	if want := "Camel Up tournament: 4 bots, 6 games, 4 a game, seed 7\n\n"; !strings.HasPrefix(out, want) {
		t.Errorf("output starts %q, want %q", out[:min(len(out), 60)], want)
	}
	points := camelupRows(t, out, 4, 6)
	total := 0
	for _, name := range []string{"player0", "player1", "player2", "bogart"} {
		if _, ok := points[name]; !ok {
			t.Errorf("no row for %s:\n%s", name, out)
		}
		total += points[name]
	}
	if total < 6 {
		t.Errorf("%d points over 6 games: every game has a winner", total)
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
}

// TestCamelupTournamentGames: without --games, 100 games for every 10 bots
// in the pool, rounded up; each game seats 4 of them.
func TestCamelupTournamentGames(t *testing.T) {
	pool := strings.TrimSuffix(strings.Repeat("player0,player2,", 6), ",") // 12 bots
	out, errOut, err := runRoot(t, "camelup", "tournament", "--bots", pool, "--seed", "3")
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	if !strings.HasPrefix(out, "Camel Up tournament: 12 bots, 200 games, 4 a game, seed 3") {
		t.Errorf("title: %q", strings.SplitN(out, "\n", 2)[0])
	}
	camelupRows(t, out, 12, 200)
	if !strings.Contains(out, "player2#6") {
		t.Errorf("no entrant player2#6:\n%s", out)
	}
}

func TestCamelupMatch(t *testing.T) {
	out, errOut, err := runRoot(t, "camelup", "match", "--bot", "player0", "--vs", "player2", "--games", "40", "--seed", "5")
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	points := camelupRows(t, out, 4, 40)
	for _, name := range []string{"player0", "player2", "player2#2", "player2#3"} {
		if _, ok := points[name]; !ok {
			t.Errorf("no row for %s:\n%s", name, out)
		}
	}
	want := regexp.MustCompile(`\nplayer0 won (\d+) of 40 games: \d+\.\d% \(95% interval \d+\.\d–\d+\.\d%\); a fair share is 25\.0%\n$`)
	m := want.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no match summary in:\n%s", out)
	}
	if m[1] != strconv.Itoa(points["player0"]) {
		t.Errorf("summary says %s wins, the standings %d", m[1], points["player0"])
	}
}

func TestCamelupBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown bot", []string{"tournament", "--bots", "player0,madbot,player1,player2"}, `unknown bot "madbot" (known: player0, player1, player2, bogart, expert)`},
		{"too few bots", []string{"tournament", "--bots", "player0,player1,player2"}, "3 bots cannot fill 4 different seats"},
		{"negative games", []string{"tournament", "--games", "-2"}, "--games must be at least 1"},
		{"too many seats", []string{"tournament", "--seats", "9"}, "--seats must be 2 to 8"},
		{"stray argument", []string{"tournament", "now"}, "unknown command"},
		{"unknown subcommand", []string{"lottery"}, `unknown command "lottery"`},
		{"unknown match bot", []string{"match", "--bot", "robot"}, `--bot: unknown bot "robot" (known: player0`},
		{"unknown opponent", []string{"match", "--vs", "robot"}, `--vs: unknown bot "robot"`},
		{"same bot twice", []string{"match", "--bot", "bogart", "--vs", "Bogart"}, "pick two different bots"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"camelup"}, tc.args...)
			args = append(args, "--seed", "1")
			_, _, err := runRoot(t, args...)
			checkUsage(t, err, tc.want)
		})
	}
}

func TestCamelupSecondEdition(t *testing.T) {
	args := []string{"camelup", "tournament", "--edition", "2", "--games", "4", "--seed", "7"}
	out, errOut, err := runRoot(t, args...)
	if err != nil {
		t.Fatalf("err = %v\nstderr: %s", err, errOut)
	}
	if want := "Camel Up tournament (second edition): 4 bots, 4 games, 4 a game, seed 7\n\n"; !strings.HasPrefix(out, want) {
		t.Errorf("output starts %q, want %q", out[:min(len(out), 70)], want)
	}
	points := camelupRows(t, out, 4, 4)
	for _, name := range []string{"expert", "legwise", "leader", "random"} {
		if _, ok := points[name]; !ok {
			t.Errorf("no row for %s:\n%s", name, out)
		}
	}
	again, _, err := runRoot(t, args...)
	if err != nil || again != out {
		t.Errorf("same seed, different output (%v):\n%s\n---\n%s", err, out, again)
	}
	match, errOut, err := runRoot(t, "camelup", "match", "--edition", "second", "--bot", "expert", "--games", "4", "--seed", "2")
	if err != nil {
		t.Fatalf("match: %v\nstderr: %s", err, errOut)
	}
	for _, name := range []string{"expert", "legwise", "legwise#2", "legwise#3"} {
		if !strings.Contains(match, name) {
			t.Errorf("match has no row for %s:\n%s", name, match)
		}
	}
}

func TestCamelupEditionBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown edition", []string{"tournament", "--edition", "3"}, `--edition: unknown edition: "3"`},
		{"contest bot in the second edition", []string{"tournament", "--edition", "2", "--bots", "expert,bogart,leader,random"}, `unknown bot "bogart" in the second edition`},
		{"second-edition bot in the contest", []string{"tournament", "--bots", "expert,legwise,player0,player1"}, `unknown bot "legwise"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"camelup"}, tc.args...)
			args = append(args, "--seed", "1")
			_, _, err := runRoot(t, args...)
			checkUsage(t, err, tc.want)
		})
	}
}
