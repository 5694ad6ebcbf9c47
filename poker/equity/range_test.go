package equity

import (
	"errors"
	"strings"
	"testing"

	"parlor/poker"
)

func hand(t testing.TB, s string) [2]poker.Card {
	t.Helper()
	c, err := poker.ParseCards(s)
	if err != nil || len(c) != 2 {
		t.Fatalf("bad hand %q: %v", s, err)
	}
	return [2]poker.Card(c)
}

func cards(t testing.TB, s string) []poker.Card {
	t.Helper()
	c, err := poker.ParseCards(s)
	if err != nil {
		t.Fatalf("bad cards %q: %v", s, err)
	}
	return c
}

func TestParse(t *testing.T) {
	tests := []struct {
		text     string
		hands    int
		size     float64
		in, out  []string // hands that must be in, and out of, the range
		inWeight float64  // the weight of the hands in
	}{
		{"QQ+", 18, 18, []string{"QhQd", "AsAc", "KdKc"}, []string{"JhJd", "AhKh"}, 1},
		{"A2s+", 48, 48, []string{"Ah2h", "AsKs", "AdTd"}, []string{"Ah2d", "AhAd"}, 1},
		{"KTo+", 36, 36, []string{"KhTd", "KsQc"}, []string{"KhTh", "Kh9d", "AhKd"}, 1},
		{"T9s-65s", 20, 20, []string{"Th9h", "8c7c", "6s5s"}, []string{"5h4h", "JhTh", "Th9d"}, 1},
		{"65s-T9s", 20, 20, []string{"Th9h", "6s5s"}, nil, 1},
		{"A5s-A2s", 16, 16, []string{"Ah5h", "Ad2d"}, []string{"Ah6h"}, 1},
		{"22-55", 24, 24, []string{"2h2d", "5s5c"}, []string{"6h6d"}, 1},
		{"KQo-K9o", 48, 48, []string{"KhQd", "Ks9c"}, []string{"Kh8d", "KhQh"}, 1},
		{"AKs", 4, 4, []string{"AhKh"}, []string{"AhKd"}, 1},
		{"AKo", 12, 12, []string{"AhKd"}, []string{"AhKh"}, 1},
		{"AK", 16, 16, []string{"AhKh", "AhKd"}, nil, 1},
		{"ka", 16, 16, []string{"AhKh"}, nil, 1},
		{"AhKh", 1, 1, []string{"AhKh", "KhAh"}, []string{"AsKs"}, 1},
		{"random", 1326, 1326, []string{"7h2d", "AhAs"}, nil, 1},
		{"any", 1326, 1326, nil, nil, 1},
		{"AA:0.5", 6, 3, []string{"AhAd"}, nil, 0.5},
		{" QQ+ , AKs ", 22, 22, []string{"AhKh", "QhQd"}, nil, 1},
		{"AA, AA:0.25", 6, 1.5, []string{"AhAd"}, nil, 0.25},
		{"random, AA:0", 1320, 1320, []string{"KhKd"}, []string{"AhAd"}, 1},
		{"AhKh:0.5,AsKs", 2, 1.5, nil, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			r, err := Parse(tt.text)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if r.Len() != tt.hands || r.Size() != tt.size {
				t.Errorf("Parse(%q): %d hands, size %v; want %d, %v", tt.text, r.Len(), r.Size(), tt.hands, tt.size)
			}
			for _, h := range tt.in {
				if w := r.Weight(hand(t, h)); w != tt.inWeight {
					t.Errorf("Parse(%q).Weight(%s) = %v, want %v", tt.text, h, w, tt.inWeight)
				}
			}
			for _, h := range tt.out {
				if w := r.Weight(hand(t, h)); w != 0 {
					t.Errorf("Parse(%q).Weight(%s) = %v, want 0", tt.text, h, w)
				}
			}
			back, err := Parse(r.String())
			if err != nil || back != r {
				t.Errorf("Parse(%q).String() = %q, which reads back as another range (%v)", tt.text, r.String(), err)
			}
		})
	}
}

// TestParseErrors checks every message for bad notation: the token, its
// column and the reason.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		text, token string
		column      int
		reason      string
	}{
		{"", "", 1, "the range is empty"},
		{"   ", "   ", 1, "the range is empty"},
		{"QQ+,,AKs", "", 5, "nothing between two commas"},
		{"QQ+,", "", 5, "nothing between two commas"},
		{"AKx", "AKx", 1, `'x' is neither s (suited) nor o (offsuit)`},
		{"QQ+, 1Ks", "1Ks", 6, `'1' is not a rank`},
		{"A1s", "A1s", 1, `'1' is not a rank`},
		{"AAs", "AAs", 1, "a pair is neither suited nor offsuit"},
		{"AhAh", "AhAh", 1, "duplicate card: Ah"},
		{"KK,1xAs", "1xAs", 4, `bad card "1x": '1' is not a rank`},
		{"AhKx", "AhKx", 1, `bad card "Kx": 'x' is not a suit`},
		{"AhKh+", "AhKh+", 1, "a single hand takes no +"},
		{"AKs,AA:2", "AA:2", 5, `the weight "2" is not a number from 0 to 1`},
		{"AA:x", "AA:x", 1, `the weight "x" is not a number from 0 to 1`},
		{"AA:-0.5", "AA:-0.5", 1, "is not a number from 0 to 1"},
		{"120%", "120%", 1, `"120" is not a percentage from 0 to 100`},
		{"x%", "x%", 1, `"x" is not a percentage`},
		{"T9s-65o", "T9s-65o", 1, "must be of one kind"},
		{"22-AKs", "22-AKs", 1, "must be of one kind"},
		{"T9s-64s", "T9s-64s", 1, "share the top card (A2s-A5s) or the gap"},
		{"AKs-", "AKs-", 1, "the span's second end: not a hand"},
		{"-AKs", "-AKs", 1, "the span's first end: not a hand"},
		{"AKQ", "AKQ", 1, `'Q' is neither s (suited) nor o (offsuit)`},
		{"banana", "banana", 1, "not a hand: write a class such as AKs"},
		{"A", "A", 1, "not a hand"},
		{"QQ+, AKs, JJ++", "JJ++", 11, `'+' is neither s (suited) nor o (offsuit)`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			_, err := Parse(tt.text)
			var se *SyntaxError
			if !errors.As(err, &se) || !errors.Is(err, ErrBadRange) {
				t.Fatalf("Parse(%q) = %v, want a *SyntaxError", tt.text, err)
			}
			if se.Token != tt.token || se.Column != tt.column || !strings.Contains(se.Reason, tt.reason) {
				t.Errorf("Parse(%q): token %q at column %d, %q; want %q at %d, %q", tt.text, se.Token, se.Column, se.Reason, tt.token, tt.column, tt.reason)
			}
			if !strings.Contains(err.Error(), tt.reason) || !strings.Contains(err.Error(), "column") {
				t.Errorf("Parse(%q): message %q, want it to say %q and the column", tt.text, err, tt.reason)
			}
		})
	}
}

func TestRangeWithout(t *testing.T) {
	r := MustParse("AA, AKs").Without(cards(t, "Ah Kd")...)
	if r.Len() != 3+2 {
		t.Errorf("AA, AKs without Ah Kd: %d hands, want 5 (three pairs of Aces, two AKs)", r.Len())
	}
	if r.Weight(hand(t, "AhAd")) != 0 || r.Weight(hand(t, "AsAc")) != 1 || r.Weight(hand(t, "AdKd")) != 0 {
		t.Errorf("Without removed the wrong hands: %v", r)
	}
}

func TestClasses(t *testing.T) {
	seen := map[int]bool{}
	total := 0
	for c := range Class(Classes) {
		hs := c.Hands()
		if len(hs) != c.Size() {
			t.Errorf("%v: %d hands, want %d", c, len(hs), c.Size())
		}
		for _, h := range hs {
			if classOf(h) != c {
				t.Errorf("ClassOf(%v) = %v, want %v", h, classOf(h), c)
			}
			seen[comboIndex(h)] = true
		}
		total += len(hs)
	}
	if total != Combos || len(seen) != Combos {
		t.Errorf("the classes hold %d hands (%d different), want %d", total, len(seen), Combos)
	}
	for _, tt := range []struct {
		row, col int
		want     string
	}{{0, 0, "AA"}, {0, 1, "AKs"}, {1, 0, "AKo"}, {12, 12, "22"}, {4, 5, "T9s"}, {12, 11, "32o"}} {
		if got := ClassAt(tt.row, tt.col).String(); got != tt.want {
			t.Errorf("ClassAt(%d, %d) = %s, want %s", tt.row, tt.col, got, tt.want)
		}
	}
}

func TestGrid(t *testing.T) {
	var g Grid
	g.Set(0, 1, 1)   // AKs
	g.Set(1, 0, 0.5) // AKo
	g.Toggle(0, 0)   // AA on
	g.Toggle(0, 0)   // and off
	g.Toggle(12, 12) // 22 on
	if got := g.Range.String(); got != "AKs,AKo:0.5,22" {
		t.Errorf("grid range = %q, want AKs,AKo:0.5,22", got)
	}
	if w := g.Weight(1, 0); w != 0.5 {
		t.Errorf("Weight(AKo) = %v, want 0.5", w)
	}
	if p, want := g.Percent(), 100*(4+6+6)/1326.0; p != want {
		t.Errorf("Percent = %v, want %v", p, want)
	}
	g.Set(13, 0, 1) // off the grid: nothing
	if g.Weight(-1, 0) != 0 || g.Range.Len() != 4+12+6 {
		t.Errorf("a cell off the grid changed the range: %v", g.Range)
	}
}
