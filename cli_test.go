package main

import (
	"runtime"
	"strings"
	"testing"
)

// TestHeadlessWorkersNamed: a headless run says how many goroutines played
// its games, one a core but never more than the games, rather than
// claiming all cores.
func TestHeadlessWorkersNamed(t *testing.T) {
	camel := []string{"camelup", "tournament", "--bots", "player0,player1,player2,bogart", "--seed", "3"}
	elephant := []string{"elephant", "tournament", "--bots", "greedybot,samplebot", "--target", "5", "--seed", "3"}
	tests := []struct {
		name  string
		procs int
		args  []string
		want  string
	}{
		{"camel up on one core", 1, append(camel, "--games", "4"), "(1 worker)"},
		{"camel up on two cores", 2, append(camel, "--games", "4"), "(2 workers)"},
		{"camel up, one game on two cores", 2, append(camel, "--games", "1"), "(1 worker)"},
		{"white elephant on one core", 1, append(elephant, "--games", "3"), "a game, 1 worker)"},
		{"white elephant on two cores", 2, append(elephant, "--games", "3"), "a game, 2 workers)"},
		{"white elephant drawn tables on one core", 1, append(elephant, "--games", "3", "--draw", "2"), "a game, 1 worker)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(tt.procs))
			_, errOut, err := runRoot(t, tt.args...)
			if err != nil {
				t.Fatalf("%v: err = %v\nstderr: %s", tt.args, err, errOut)
			}
			if !strings.Contains(errOut, tt.want) || strings.Contains(errOut, "all cores") {
				t.Errorf("%v on %d cores: stderr %q, want it to say %q", tt.args, tt.procs, errOut, tt.want)
			}
		})
	}
}
