package handhistory

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// FuzzParse feeds the reader any text: it must never panic, every string
// it returns must be free of control characters, and a hand it accepts
// must replay without a panic (the chips may not add up: Replay says so).
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.golden"))
	files = append(files, filepath.Join("testdata", "pokerstars_real.txt"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("Poker Game, Hand #1 \u2013 10/20 \u2013 Fixed Limit Hold'em\nSeat 1: A\x1b[2J (1,500)\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		recs, _ := ReadAll(text, "fuzz")
		if r, err := Parse(text); err == nil {
			recs = append(recs, r)
		}
		for _, r := range recs {
			checkClean(t, r)
			if _, err := r.Replay(nil); err == nil {
				_ = r.FinalStacks()
			}
			var s Stats
			s.Add(r)
			_ = r.Outcome()
		}
		entries, err := index(bytes.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		var mem File
		mem.indexBytes(text)
		if len(mem.Entries) != len(entries) {
			t.Fatalf("index in memory: %d hands, from a reader: %d", len(mem.Entries), len(entries))
		}
		end := int64(0)
		for i, e := range entries {
			if mem.Entries[i] != e {
				t.Fatalf("entry %d: %+v in memory, %+v from a reader", i, mem.Entries[i], e)
			}
			if e.Offset < end || e.Length < 0 || e.Offset+int64(e.Length) > int64(len(text)) {
				t.Fatalf("entry %+v out of place (previous end %d, text %d bytes)", e, end, len(text))
			}
			end = e.Offset + int64(e.Length)
		}
	})
}

func checkClean(t *testing.T, r *Record) {
	t.Helper()
	strs := []string{r.Table, r.Winner}
	for _, p := range r.Players {
		strs = append(strs, p.Name, p.HandName)
	}
	for _, a := range r.Actions {
		strs = append(strs, a.HandName)
	}
	for _, l := range r.Skipped {
		strs = append(strs, l.Text)
	}
	for _, s := range strs {
		if strings.IndexFunc(s, unicode.IsControl) >= 0 {
			t.Fatalf("control character in %q", s)
		}
	}
}

func TestClean(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Human", "Human"},
		{"Bad\x1b[31mGuy", "Bad[31mGuy"},
		{"bell\a and CSI \u009b2J", "bell and CSI 2J"},
		{"tab\there", "tabhere"},
		{"caf\u00e9 \u2660", "caf\u00e9 \u2660"},
		{"bidi \u202eevil", "bidi evil"},
		{"bad utf8 \xff!", "bad utf8 \ufffd!"},
	}
	for _, tt := range tests {
		if got := Clean(tt.in); got != tt.want {
			t.Errorf("Clean(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestParseErrors: hands that cannot be read name the line and say why.
func TestParseErrors(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "showdown.pokerstars.golden"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(good), "\n")
	tests := []struct {
		name     string
		line     int // 1-based line to replace
		with     string
		wantLine int
		wantMsg  string
	}{
		{"bad header", 1, "PokerStars Hand #5: Hold'em Limit (x/2)", 1, "bad stakes"},
		{"not a header", 1, "PokerStars Hand #x: Hold'em Limit (1/2)", 1, "not a hand header"},
		{"bad stack", 3, "Seat 1: Human (lots in chips)", 3, "bad stack"},
		{"unknown player dealt", 8, "Dealt to Nobody [7h Ad]", 8, "not seated"},
		{"duplicate card", 11, "*** FLOP *** [8c 4h Ad]", 11, "appears twice"},
		{"street out of order", 15, "*** RIVER *** [8c 4h Ah] [4c] [6d]", 15, "out of order"},
		{"bad amount", 10, "Human: calls ten", 10, "bad amount"},
		{"no summary", 27, "", 31, "before its summary"},
		{"second header inside", 20, "PokerStars Hand #5: Hold'em Limit (10/20)", 20, "second hand"},
		{"board differs", 29, "Board [8c 4h Ah 4c 7d]", 29, "differs"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := append([]string(nil), lines...)
			l[tt.line-1] = tt.with
			_, err := Parse([]byte(strings.Join(l, "\n")))
			pe, ok := err.(*ParseError)
			if !ok || pe.Line != tt.wantLine || !strings.Contains(pe.Msg, tt.wantMsg) {
				t.Errorf("error %v, want line %d saying %q", err, tt.wantLine, tt.wantMsg)
			}
		})
	}
}

// TestReplayCatchesBadChips: a hand whose chips do not add up fails to
// replay, naming the line.
func TestReplayCatchesBadChips(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "showdown.parlor.golden"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, from, to string }{
		{"short call", "Human calls 40\n*** RIVER", "Human calls 30\n*** RIVER"},
		{"wrong collect", "wins the pot (320)", "wins the pot (330)"},
		{"check facing a bet", "Computer bets 40\nHuman calls 40", "Computer bets 40\nHuman checks"},
		{"false all-in", "Human calls 10\n", "Human calls 10 and is all-in\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(string(good), tt.from, tt.to, 1)
			if text == string(good) {
				t.Fatal("the change did not apply")
			}
			r, err := Parse([]byte(text))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := r.Replay(nil); err == nil || !strings.Contains(err.Error(), "line ") {
				t.Errorf("Replay = %v, want a chip error naming the line", err)
			}
		})
	}
}

// TestEscapesInNames: a foreign file whose names carry escape sequences
// reads, with the names cleaned for the terminal.
func TestEscapesInNames(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "allin_runout.pokerstars.golden"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(good), "Computer", "Comp\x1b]0;owned\x07uter\u009b")
	r, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	checkClean(t, r)
	if r.Players[1].Name != "Comp]0;owneduter" || r.Winner != r.Players[1].Name {
		t.Errorf("names %q, winner %q", r.Players[1].Name, r.Winner)
	}
	if _, err := r.Replay(nil); err != nil {
		t.Error(err)
	}
}
