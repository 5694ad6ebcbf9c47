package gifts

import (
	"strings"
	"testing"

	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// TestRound: the summary names the best present's holder, or every holder
// of presents shown alike, and what enter brings.
func TestRound(t *testing.T) {
	names := []string{"ana", "bob", "cy"}
	for _, tt := range []struct {
		name string
		took []float64
		over bool
		goal Goal
		want []string
	}{
		{"one best", []float64{0.5, 0.87121, 0.2}, false, Goal{Rounds: 3}, []string{"Round 2 is over: bob took home the best present, $87.12.", "enter: the next round"}},
		{"a tie", []float64{0.87118, 0.87121, 0.2}, false, Goal{Rounds: 3}, []string{"ana and bob took home the best presents, $87.12 each.", "enter: the next round"}},
		{"the last", []float64{0.1, 0.2, 0.3}, true, Goal{ByTarget: true, Target: 500}, []string{"cy took home", "enter: the final standings (a score reached $500: the highest total wins)"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := strings.Join(strings.Fields(Round(tuitest.Context(), 2, tt.took, names, tt.over, tt.goal, 78)), " ")
			for _, w := range tt.want {
				if !strings.Contains(v, w) {
					t.Errorf("Round = %q, lacks %q", v, w)
				}
			}
		})
	}
}

// TestStandings: seats are ranked by the score shown, the exact score
// breaking a tie of shown scores; a shared shown score shares its place;
// the verdict names the engine's winners.
func TestStandings(t *testing.T) {
	rounds := [][]float64{{0.5, 0.2, 0.9}, {0.4, 0.6, 0.1}}
	seats := []Seat{{Name: "ana", Score: 0.9}, {Name: "bob", Score: 0.8}, {Name: "cy", Computer: true, Score: 1.0}}
	v := Standings(tuitest.Context(), seats, rounds, []int{2}, Goal{Rounds: 2})
	order := []string{"cy (cpu)", "ana", "bob"}
	last := -1
	for _, name := range order {
		i := strings.Index(v, name+" ")
		if i <= last {
			t.Fatalf("%s is out of order:\n%s", name, v)
		}
		last = i
	}
	for _, want := range []string{"★ cy wins with $100.00!", "2 rounds played", "$90.00", "1st", "2nd", "3rd"} {
		if !strings.Contains(v, want) {
			t.Errorf("Standings lacks %q:\n%s", want, v)
		}
	}
	seats[0].Score = 1.0
	rounds[0][0] = 0.6 // ana and cy: $100.00 each
	v = Standings(tuitest.Context(), seats, rounds, []int{0, 2}, Goal{Rounds: 2})
	if !strings.Contains(v, "★ ana and cy share first place with $100.00!") || strings.Count(v, "1st") != 2 {
		t.Errorf("a shared first place:\n%s", v)
	}
}
