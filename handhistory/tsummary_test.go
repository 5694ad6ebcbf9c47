package handhistory

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestReadTournamentSummaries reads the hand-written summaries in
// PokerStars' form: a heads-up sit and go for money, a play-money one still
// running, and an e-mailed history of two tournaments in Windows-1252 with
// CRLF.
func TestReadTournamentSummaries(t *testing.T) {
	et := func(y int, mo time.Month, d, h, mi, s int) time.Time { return time.Date(y, mo, d, h, mi, s, 0, etZone) }
	tests := []struct {
		file string
		want []TournamentSummary
	}{
		{"summary_hu_usd.txt", []TournamentSummary{{
			Tournament: 940000123, Site: "PokerStars", Game: "Limit Hold'em", BuyIn: 500, Fee: 25, Currency: "$",
			Entries: 2, PrizePool: 1000, Started: et(2014, 8, 2, 15, 3, 11), Finished: et(2014, 8, 2, 15, 31, 47),
			Hero: "Mr. Pink", Finish: 2, Line: 1,
			Places: []Place{{Rank: 1, Name: "kestrel77", Where: "Bergen", Prize: 1000}, {Rank: 2, Name: "Mr. Pink", Where: "Leeds", Prize: -1}},
		}}},
		{"summary_sng_play.txt", []TournamentSummary{{
			Tournament: 950000456, Site: "PokerStars", Game: "Limit Hold'em", BuyIn: 500, Fee: 30,
			Entries: 6, PrizePool: 3000, Started: et(2016, 3, 21, 9, 45, 0), Hero: "dora", Finish: 4, Line: 1,
			Places: []Place{
				{Rank: 1, Name: "anna", Where: "Spain", Prize: -1, StillPlaying: true},
				{Rank: 2, Name: "ben", Where: "Canada", Prize: -1, StillPlaying: true},
				{Rank: 3, Name: "carl", Where: "United States", Prize: -1, StillPlaying: true},
				{Rank: 4, Name: "dora", Where: "Germany", Prize: -1},
				{Rank: 5, Name: "emil", Where: "Austria", Prize: -1},
				{Rank: 6, Name: "fritz", Where: "Brazil", Prize: -1},
			},
		}}},
		{"summary_email_cp1252.txt", []TournamentSummary{{
			Tournament: 960000001, Site: "PokerStars", Game: "Limit Hold'em", BuyIn: 180, Fee: 20, Currency: "€",
			Entries: 3, PrizePool: 540, Started: et(2017, 1, 5, 14, 0, 0), Finished: et(2017, 1, 5, 14, 26, 40),
			Hero: "Jürgen", Finish: 1, Line: 4,
			Places: []Place{{Rank: 1, Name: "Jürgen", Where: "München", Prize: 540}, {Rank: 2, Name: "Zoë", Where: "Lyon", Prize: -1}, {Rank: 3, Name: "François", Where: "Liège", Prize: -1}},
		}, {
			Tournament: 960000002, Site: "PokerStars", Game: "No Limit Hold'em", Freeroll: true,
			Entries: 4, PrizePool: -1, Started: et(2017, 1, 6, 15, 0, 0), Finished: et(2017, 1, 6, 15, 10, 3),
			Hero: "Jürgen", Finish: 2, Line: 17,
			Places: []Place{{Rank: 1, Name: "Zoë", Where: "Lyon", Prize: -1}, {Rank: 2, Name: "Jürgen", Where: "München", Prize: -1},
				{Rank: 3, Name: "André", Where: "Genève", Prize: -1}, {Rank: 4, Name: "Åsa", Where: "Malmö", Prize: -1}},
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			got, err := ReadTournamentSummaries(foreign(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("%d summaries, want %d", len(got), len(tt.want))
			}
			for i := range got {
				g, w := got[i], tt.want[i]
				if !g.Started.Equal(w.Started) || !g.Finished.Equal(w.Finished) {
					t.Errorf("summary %d: started %v finished %v, want %v, %v", i+1, g.Started, g.Finished, w.Started, w.Finished)
				}
				g.Started, g.Finished, w.Started, w.Finished = time.Time{}, time.Time{}, time.Time{}, time.Time{}
				if !summariesEqual(g, w) {
					t.Errorf("summary %d:\n got %+v\nwant %+v", i+1, g, w)
				}
			}
		})
	}
	if _, err := ReadTournamentSummaries(foreign("cash_cents.txt")); err == nil || !strings.Contains(err.Error(), "not a tournament summary") {
		t.Errorf("a hand history read as a summary: %v", err)
	}
}

func summariesEqual(a, b TournamentSummary) bool {
	if len(a.Places) != len(b.Places) {
		return false
	}
	for i := range a.Places {
		if a.Places[i] != b.Places[i] {
			return false
		}
	}
	a.Places, b.Places = nil, nil
	return a.Tournament == b.Tournament && a.Site == b.Site && a.Game == b.Game && a.Freeroll == b.Freeroll &&
		a.BuyIn == b.BuyIn && a.Fee == b.Fee && a.Bounty == b.Bounty && a.Currency == b.Currency &&
		a.Entries == b.Entries && a.PrizePool == b.PrizePool && a.Hero == b.Hero && a.Finish == b.Finish && a.Line == b.Line
}

// TestWriterSummary: a PokerStars tournament's Writer writes its summary
// beside the hands when the match ends, in the form PokerStars writes
// (which reads back: the number, the winner, the times, the hero's
// place); for one Writer that syncs each hand and for a batch Writer, and
// for a match continued in a new process. A ring game, Parlor's format and
// a match not finished have none.
func TestWriterSummary(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	hands := randomMatch(t, 21, 10000)
	last := hands[len(hands)-1].events
	winner := last[len(last)-1] // EventMatchEnd
	start := time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local)
	clock := func() func() time.Time {
		n := 0
		return func() time.Time { n++; return start.Add(time.Duration(n) * time.Minute) }
	}
	for _, tt := range []struct {
		name    string
		o       Options
		cont    bool // half the hands, Close, then Continue with the rest
		summary bool
	}{
		{"per hand", Options{Format: PokerStars, Tournament: 4242}, false, true},
		{"batch", Options{Format: PokerStars, Tournament: 4242, Batch: 64 << 10}, false, true},
		{"continued", Options{Format: PokerStars, Tournament: 4242}, true, true},
		{"hero seat 1", Options{Format: PokerStars, Tournament: 4242, Hero: 1}, false, true},
		{"ring", Options{Format: PokerStars, Tournament: 4242, Ring: true}, false, false},
		{"parlor", Options{Format: Parlor}, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			o := tt.o
			o.Dir, o.Now = dir, clock()
			var path string
			if tt.cont {
				w, err := Create(o)
				if err != nil {
					t.Fatal(err)
				}
				path = writeAll(t, w, hands[:len(hands)/2])
				if files(t, dir) != 1 {
					t.Fatalf("a summary before the match ends: %d files", files(t, dir))
				}
				w, err = Continue(path, Options{Format: PokerStars, Now: o.Now})
				if err != nil {
					t.Fatal(err)
				}
				writeAll(t, w, hands[len(hands)/2:])
			} else {
				w, err := Create(o)
				if err != nil {
					t.Fatal(err)
				}
				path = writeAll(t, w, hands)
				if got := w.SummaryPath(); tt.summary != (got != "") {
					t.Errorf("SummaryPath %q", got)
				}
			}
			want := strings.TrimSuffix(path, ".txt") + ".summary.txt"
			_, err := os.Stat(want)
			if !tt.summary {
				if err == nil || files(t, dir) != 1 {
					t.Fatalf("a summary where none belongs: %d files", files(t, dir))
				}
				return
			}
			if err != nil {
				t.Fatalf("no summary: %v", err)
			}
			recs := readWhole(t, path, len(hands))
			ss, err := ReadTournamentSummaries(want)
			if err != nil || len(ss) != 1 {
				t.Fatalf("%d summaries, %v", len(ss), err)
			}
			s := ss[0]
			hero := recs[0].Players[o.Hero].Name
			finish := 1
			if winner.Seat != o.Hero {
				finish = 2
			}
			if s.Tournament != recs[0].Tournament || s.Game != "Limit Hold'em" || !s.Freeroll || s.Entries != 2 || s.PrizePool != 0 ||
				s.Winner() != recs[len(recs)-1].Winner || s.Hero != hero || s.Finish != finish || len(s.Places) != 2 ||
				!s.Started.Equal(recs[0].Time) || !s.Finished.Equal(recs[len(recs)-1].Time) {
				t.Errorf("summary %+v; first hand at %v, last at %v, won by %q", s, recs[0].Time, recs[len(recs)-1].Time, recs[len(recs)-1].Winner)
			}
		})
	}
	// A match that ends with a quit is not finished: no summary.
	dir := t.TempDir()
	w, err := Create(Options{Dir: dir, Format: PokerStars, Tournament: 4243})
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, w, hands[:3])
	if files(t, dir) != 1 {
		t.Errorf("%d files for an unfinished match", files(t, dir))
	}
}

func files(t *testing.T, dir string) int {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return len(es)
}

// TestSummaryAppendReads: what AppendTournamentSummary writes reads back
// the same, money and places with prizes included.
func TestSummaryAppendReads(t *testing.T) {
	s := TournamentSummary{Tournament: 77, Site: "PokerStars", Game: "Limit Hold'em", BuyIn: 1000, Fee: 50, Currency: "$", Entries: 3,
		PrizePool: 3000, Started: time.Date(2020, 2, 3, 4, 5, 6, 0, etZone), Finished: time.Date(2020, 2, 3, 5, 5, 6, 0, etZone),
		Hero: "b", Finish: 2, Line: 1,
		Places: []Place{{Rank: 1, Name: "a", Where: "X", Prize: 2000}, {Rank: 2, Name: "b", Where: "Y", Prize: 1000}, {Rank: 3, Name: "c d", Where: "Z", Prize: -1}}}
	got, err := parseTournamentSummaries(AppendTournamentSummary(nil, &s))
	if err != nil || len(got) != 1 {
		t.Fatalf("%v, %v", got, err)
	}
	g := got[0]
	if !g.Started.Equal(s.Started) || !g.Finished.Equal(s.Finished) {
		t.Errorf("times %v, %v", g.Started, g.Finished)
	}
	g.Started, g.Finished, s.Started, s.Finished = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	if !summariesEqual(g, s) {
		t.Errorf("read back\n %+v\nwant %+v", g, s)
	}
}
