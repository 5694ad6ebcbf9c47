package holdembot

import (
	"errors"
	"testing"
)

// TestDuplicateCancelsMirrorMatches: two copies of a deterministic bot win
// and lose the same chips on the two seatings of every deal, so duplicate
// deals leave exactly nothing, whatever the cards.
func TestDuplicateCancelsMirrorMatches(t *testing.T) {
	for _, name := range []string{"caller", "maniac"} {
		res, err := Play(MatchConfig{A: name, B: name, Hands: 400, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		if res.MBB != 0 || res.MBBHalf != 0 || res.Hands != 400 {
			t.Errorf("%s vs itself: %+v, want 400 hands and exactly 0 mbb/hand", name, res)
		}
	}
}

func TestPlayIsDeterministic(t *testing.T) {
	cfg := MatchConfig{A: "sklansky", B: "random", Hands: 2100, Seed: 4, Workers: 1}
	one, err := Play(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	two, err := Play(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if one != two {
		t.Errorf("one worker: %+v; three: %+v; want the same", one, two)
	}
	if one.Hands != 2100 {
		t.Errorf("Hands = %d, want 2100", one.Hands)
	}
	cfg.Seed = 5
	other, err := Play(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if other == one {
		t.Errorf("seeds 4 and 5 gave the same result %+v", one)
	}
}

// TestSklanskyBeatsCaller: a short match, far from the 100,000 hands of the
// target, must already show sklansky well ahead of the calling station.
func TestSklanskyBeatsCaller(t *testing.T) {
	hands := 4000
	if testing.Short() {
		hands = 1000
	}
	var progress int
	res, err := Play(MatchConfig{A: "sklansky", B: "caller", Hands: hands, Seed: 1, Progress: func(n int) { progress += n }})
	if err != nil {
		t.Fatal(err)
	}
	if res.MBB-res.MBBHalf < 700 {
		t.Errorf("sklansky vs caller: %+.0f ± %.0f mbb/hand, want the interval above +700", res.MBB, res.MBBHalf)
	}
	if progress != hands {
		t.Errorf("progress counted %d hands, want %d", progress, hands)
	}
}

func TestTournamentMatches(t *testing.T) {
	var progress int
	res, err := Play(MatchConfig{A: "sklansky", B: "random", Matches: 8, Seed: 2, Progress: func(n int) { progress += n }})
	if err != nil {
		t.Fatal(err)
	}
	if res.Matches != 8 || res.WinsA+res.WinsB != 8 || progress != 8 || res.Hands < 8 {
		t.Errorf("tournament: %+v, progress %d; want 8 finished matches", res, progress)
	}
	if res.WinsA < 7 {
		t.Errorf("sklansky won %d of 8 matches against random, want 7 or more", res.WinsA)
	}
	if !(res.WinLo <= res.WinShare && res.WinShare <= res.WinHi) {
		t.Errorf("interval [%v, %v] does not hold %v", res.WinLo, res.WinHi, res.WinShare)
	}
}

func TestPlayRejects(t *testing.T) {
	if _, err := Play(MatchConfig{A: "sklansky", B: "nobody", Hands: 10}); !errors.Is(err, ErrUnknownBot) {
		t.Errorf("unknown bot: err = %v, want ErrUnknownBot", err)
	}
	if _, err := Play(MatchConfig{A: "sklansky", B: "caller"}); err == nil {
		t.Error("no hands: want an error")
	}
}
