package holdembot

import (
	"os"
	"strconv"
	"testing"
)

// TestHardAgainstStyles: short duplicate matches against the test bots,
// styles no bot was tuned against: expert wins clearly from each (the
// figures against sklansky's, over 100,000 hands, are in
// docs/holdem-bots.md and TestHardBeatsNormal).
func TestHardAgainstStyles(t *testing.T) {
	withTestBots(t)
	for _, tt := range []struct {
		opp string
		min float64 // mbb/hand, lower end of the 95 % interval
	}{
		{"raiser70", 2500},
		{"tag", 200},
		{"valuebettor", 200},
		{"switcher", 200},
	} {
		t.Run(tt.opp, func(t *testing.T) {
			res, err := Play(MatchConfig{A: "expert", B: tt.opp, Hands: 2000, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("expert vs %s: %+.0f ± %.0f mbb/hand over %d hands", tt.opp, res.MBB, res.MBBHalf, res.Hands)
			if res.MBB-res.MBBHalf < tt.min {
				t.Errorf("expert vs %s: %+.0f ± %.0f mbb/hand, want the lower end at %+.0f or more", tt.opp, res.MBB, res.MBBHalf, tt.min)
			}
		})
	}
}

// TestHardBeatsNormal is the long measurement behind the table of
// docs/holdem-bots.md: with PARLOR_STRENGTH_HANDS set (100000 for its
// figures), expert and sklansky each play every sparring bot and every
// test bot on the same duplicate deals, and expert must win at least as
// much as sklansky does.
// CI does not run it: it takes tens of minutes.
func TestHardBeatsNormal(t *testing.T) {
	hands, _ := strconv.Atoi(os.Getenv("PARLOR_STRENGTH_HANDS"))
	if hands <= 0 {
		t.Skip("set PARLOR_STRENGTH_HANDS to run the long matches")
	}
	withTestBots(t)
	for _, opp := range []string{"caller", "maniac", "random", "equity", "raiser70", "tag", "valuebettor", "switcher"} {
		t.Run(opp, func(t *testing.T) {
			var res [2]MatchResult
			for i, name := range []string{"expert", "sklansky"} {
				r, err := Play(MatchConfig{A: name, B: opp, Hands: hands, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				res[i] = r
			}
			t.Logf("vs %s: expert %+.0f (%+.0f to %+.0f), sklansky %+.0f (%+.0f to %+.0f) mbb/hand over %d hands", opp,
				res[0].MBB, res[0].MBB-res[0].MBBHalf, res[0].MBB+res[0].MBBHalf,
				res[1].MBB, res[1].MBB-res[1].MBBHalf, res[1].MBB+res[1].MBBHalf, res[0].Hands)
			if res[0].MBB < res[1].MBB {
				t.Errorf("vs %s: expert %+.0f mbb/hand, sklansky %+.0f: want expert at least as much", opp, res[0].MBB, res[1].MBB)
			}
		})
	}
}
