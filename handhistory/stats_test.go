package handhistory

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

func TestStats(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "pokerstars_real.txt"))
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := ReadAll(text, "real")
	if len(recs) != 4 || len(errs) != 1 {
		t.Fatalf("%d records, %d errors", len(recs), len(errs))
	}
	var hero, villain Stats
	villain.Player = "Villain Two"
	for _, r := range recs {
		hero.Add(r)
		villain.Add(r)
	}
	// heroX plays hands 1, 2 and 5 (hand 4 is p2's, who is the hero
	// there): raised pre-flop in 1 and 5, only checked its big blind in 2.
	tests := []struct {
		name      string
		got, want float64
	}{
		{"hero hands", float64(hero.Hands), 4},
		{"hero net", float64(hero.Net), 150 + 120 + 57 + 55},
		{"hero won", float64(hero.Won), 4},
		{"hero showdowns", float64(hero.Showdowns), 2},
		{"hero showdowns won", float64(hero.ShowdownsWon), 2},
		{"hero VPIP", hero.VPIP(), 3.0 / 4},
		{"hero PFR", hero.PFR(), 3.0 / 4},
		// Post-flop: bets in 1 (flop, turn), 2 (flop, river), 4 (flop,
		// river); calls in 4 (flop, turn).
		{"hero aggression", hero.Aggression(), 6.0 / 2},
		{"villain hands", float64(villain.Hands), 3},
		{"villain net", float64(villain.Net), -150 - 120 - 55},
		{"villain VPIP", villain.VPIP(), 3.0 / 3},
		{"villain PFR", villain.PFR(), 1.0 / 3},
		{"villain aggression", villain.Aggression(), 0.0 / 3},
	}
	for _, tt := range tests {
		if math.Abs(tt.got-tt.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	if len(hero.Chips) != 4 || hero.Chips[0] != 1380+150 {
		t.Errorf("chip graph %v", hero.Chips)
	}
	outcomes := []string{
		"Villain Two folded on the turn",
		"heroX won at showdown with three of a kind, Nines",
		"p2 won without showdown", // three players in: no single folder
		"heroX won at showdown with two pair, Tens and Fives",
	}
	for i, r := range recs {
		if got := r.Outcome(); got != outcomes[i] {
			t.Errorf("Outcome of hand %d = %q, want %q", i, got, outcomes[i])
		}
	}
}

func TestAggressionEdges(t *testing.T) {
	s := Stats{Bets: 2}
	if !math.IsInf(s.Aggression(), 1) {
		t.Errorf("bets without calls: %v, want +Inf", s.Aggression())
	}
	if z := (&Stats{}).Aggression(); z != 0 {
		t.Errorf("nothing: %v", z)
	}
}
