package handhistory

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/poker"
)

// TestForeignFile reads a real-looking PokerStars file: byte-order mark,
// CRLF, trailing spaces, uneven blank lines, chat and table messages, a
// money game with rake and a seat sitting out, and one broken hand that
// must not stop the others.
func TestForeignFile(t *testing.T) {
	hf, err := Open(filepath.Join("testdata", "pokerstars_real.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	if hf.Len() != 5 || len(hf.Stray) != 0 {
		t.Fatalf("%d hands, stray %v; want 5 and none", hf.Len(), hf.Stray)
	}
	type want struct {
		id       int64
		hero     string
		net      int // the hero's chips won or lost
		skipped  []string
		showdown bool
		winner   string
	}
	wants := []want{
		{id: 201234567890, hero: "heroX", net: 150, skipped: []string{`Villain Two said, "nh"`}},
		{id: 201234567901, hero: "heroX", net: 120, skipped: []string{"Villain Two has timed out"}, showdown: true},
		{},
		{id: 209999999999, hero: "p2", net: 57, skipped: []string{"p0 is disconnected"}},
		{id: 201234568000, hero: "heroX", net: 55, showdown: true, winner: "heroX"},
	}
	for i, w := range wants {
		rec, err := hf.Hand(i)
		if i == 2 {
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrParse) || pe.Line != 72 || !strings.Contains(err.Error(), "pokerstars_real.txt:72:") {
				t.Errorf("hand 3: error %v, want one at pokerstars_real.txt:72", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
		if rec.ID != w.id || rec.Hero < 0 || rec.Players[rec.Hero].Name != w.hero {
			t.Errorf("hand %d: id %d hero %d", i+1, rec.ID, rec.Hero)
		}
		var skipped []string
		for _, l := range rec.Skipped {
			skipped = append(skipped, l.Text)
		}
		if strings.Join(skipped, "|") != strings.Join(w.skipped, "|") {
			t.Errorf("hand %d: skipped %q, want %q", i+1, skipped, w.skipped)
		}
		final, err := rec.Replay(nil)
		if err != nil {
			t.Errorf("hand %d: %v", i+1, err)
			continue
		}
		if got := final[rec.Hero] - rec.Players[rec.Hero].Stack; got != w.net || rec.Net(rec.Hero) != w.net {
			t.Errorf("hand %d: hero nets %d (Net %d), want %d", i+1, got, rec.Net(rec.Hero), w.net)
		}
		if rec.Showdown != w.showdown || rec.Winner != w.winner {
			t.Errorf("hand %d: showdown %v winner %q", i+1, rec.Showdown, rec.Winner)
		}
	}
	// Details of the first hand.
	r, _ := hf.Hand(0)
	if r.Tournament != 1234567890 || r.Level != 2 || r.SmallBlind != 15 || r.BigBlind != 30 ||
		r.Table != "1234567890 1" || r.MaxSeats != 2 || r.Players[r.Button].Name != "heroX" ||
		!r.Time.Equal(time.Date(2013, 10, 4, 17, 53, 27, 0, time.UTC)) {
		t.Errorf("hand 1 header: %+v", r)
	}
	if r.FirstLine != 1 || r.Players[0].Name != "Villain Two" || r.Players[0].Stack != 1620 {
		t.Errorf("hand 1 seats: first line %d, %+v", r.FirstLine, r.Players)
	}
	// The villain's mucked cards come from the summary.
	r, _ = hf.Hand(1)
	if p := r.Players[0]; !p.Known || p.Shown || p.Hole != [2]poker.Card{mustCard("Ac"), mustCard("Qc")} {
		t.Errorf("hand 2 villain %+v", p)
	}
	// The money game counts cents, keeps the rake and the seat sitting out.
	r, _ = hf.Hand(3)
	if !r.Cents || r.SmallBlind != 5 || r.BigBlind != 10 || r.Rake != 13 || r.Pot != 130 ||
		len(r.Players) != 4 || !r.Players[3].SittingOut || r.Players[r.Button].Name != "p2" {
		t.Errorf("hand 4: %+v", r)
	}
}

func mustCard(s string) poker.Card {
	c, err := poker.ParseCard(s)
	if err != nil {
		panic(err)
	}
	return c
}
