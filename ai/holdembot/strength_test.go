package holdembot

import (
	"os"
	"strconv"
	"testing"
)

// TestHardTournaments is the long measurement behind the tournament table
// of docs/holdem-bots.md: with PARLOR_TOURNAMENTS set (2000 for its
// figures), expert and sklansky each play that many tournament matches
// against every sparring bot and every test bot on the same decks, and
// expert must win at least as many as sklansky does (sklansky against
// itself aside: there expert must win two matches of three).
// CI does not run it: it takes tens of minutes.
func TestHardTournaments(t *testing.T) {
	matches, _ := strconv.Atoi(os.Getenv("PARLOR_TOURNAMENTS"))
	if matches <= 0 {
		t.Skip("set PARLOR_TOURNAMENTS to run the long matches")
	}
	withTestBots(t)
	for _, opp := range []string{"sklansky", "equity", "caller", "maniac", "random", "raiser70", "tag", "valuebettor", "switcher"} {
		t.Run(opp, func(t *testing.T) {
			var res [2]MatchResult
			for i, name := range []string{"expert", "sklansky"} {
				if i == 1 && opp == "sklansky" {
					break
				}
				r, err := Play(MatchConfig{A: name, B: opp, Matches: matches, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				res[i] = r
				t.Logf("%s vs %s: %.1f %% (%.1f %% to %.1f %%) of %d matches", name, opp, 100*r.WinShare, 100*r.WinLo, 100*r.WinHi, r.Matches)
			}
			if opp == "sklansky" {
				if res[0].WinShare < 2.0/3 {
					t.Errorf("expert vs sklansky: %.1f %% of matches, want two in three", 100*res[0].WinShare)
				}
				return
			}
			if res[0].WinShare < res[1].WinShare {
				t.Errorf("vs %s: expert %.1f %%, sklansky %.1f %%: want expert at least as many", opp, 100*res[0].WinShare, 100*res[1].WinShare)
			}
		})
	}
}

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

// TestLeanSafety is the long measurement of the lean's safety in
// docs/holdem-bots.md: with PARLOR_STRENGTH_HANDS set (100000 for its
// figures), expert and its strategy alone each play the switcher and the
// strategy itself on the same duplicate deals, and expert must lose no
// more than 5 mbb/hand to the strategy alone.
// CI does not run it: it takes tens of minutes.
func TestLeanSafety(t *testing.T) {
	hands, _ := strconv.Atoi(os.Getenv("PARLOR_STRENGTH_HANDS"))
	if hands <= 0 {
		t.Skip("set PARLOR_STRENGTH_HANDS to run the long matches")
	}
	withTestBots(t)
	for _, opp := range []string{"switcher", "strategy"} {
		t.Run(opp, func(t *testing.T) {
			var res [2]MatchResult
			for i, name := range []string{"expert", "strategy"} {
				r, err := Play(MatchConfig{A: name, B: opp, Hands: hands, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				res[i] = r
				t.Logf("%s vs %s: %+.0f (%+.0f to %+.0f) mbb/hand over %d hands", name, opp, r.MBB, r.MBB-r.MBBHalf, r.MBB+r.MBBHalf, r.Hands)
			}
			if res[0].MBB < res[1].MBB-5 {
				t.Errorf("vs %s: expert %+.0f mbb/hand, the strategy alone %+.0f: want expert within 5", opp, res[0].MBB, res[1].MBB)
			}
		})
	}
}
