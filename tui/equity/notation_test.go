package equity

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/poker"
	"parlor/poker/equity"
)

func TestNotation(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", ""},
		{"random", "random"},
		{"AA", "AA"},
		{"KK", "KK"},
		{"QQ+", "QQ+"},
		{"AA, KK, 99", "KK+, 99"},
		{"22-55", "55-22"},
		{"22+", "22+"},
		{"AKs", "AKs"},
		{"A2s+", "A2s+"},
		{"A5s-A2s", "A5s-A2s"},
		{"KTo+", "KTo+"},
		{"QQ+, AKs, AKo", "QQ+, AKs, AKo"},
		{"T9s-65s", "T9s, 98s, 87s, 76s, 65s"}, // one run a row
		{"AA:0.5, KK", "AA:0.5, KK"},
		{"QQ+:0.5", "QQ+:0.5"},
		{"AhKh", "AhKh"},
		{"AhKh:0.5, AsKs", "AhKh:0.5, AsKs"},
		{"KK+, AhAs:0", "KK, AhAd, AhAc, AdAc, AdAs, AcAs"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := equity.Range{}
			if tt.in != "" {
				r = equity.MustParse(tt.in)
			}
			if got := notation(r); got != tt.want {
				t.Errorf("notation(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestNotationReadsBack: whatever the grid holds, equity.Parse reads its
// notation back to the same range.
func TestNotationReadsBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	weights := []float64{0, 0, 0, 1, 1, 0.5, 0.25}
	for i := range 500 {
		var r equity.Range
		for c := range equity.Class(equity.Classes) {
			if rng.IntN(3) == 0 {
				r.SetClass(c, weights[rng.IntN(len(weights))])
			}
		}
		if i%5 == 0 { // a few hands of their own
			for range 3 {
				a, b := poker.Card(rng.IntN(52)), poker.Card(rng.IntN(52))
				r.Set([2]poker.Card{a, b}, weights[rng.IntN(len(weights))])
			}
		}
		text := notation(r)
		if r.Len() == 0 {
			if text != "" {
				t.Fatalf("an empty range is %q", text)
			}
			continue
		}
		back, err := equity.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		if back != r {
			t.Fatalf("Parse(notation(r)) is not r:\n%s\nwas\n%s", back.String(), r.String())
		}
		if n, m := strings.Count(text, ",")+1, strings.Count(r.String(), ",")+1; n > m {
			t.Errorf("notation %q has %d items, Range.String %d: %q", text, n, m, r.String())
		}
	}
}

func TestParseRange(t *testing.T) {
	ah, kh := poker.NewCard(poker.Ace, poker.Hearts), poker.NewCard(poker.King, poker.Hearts)
	for _, text := range []string{"AhKh", "Ah Kh", "ah kh", "Ah,Kh"} {
		r, err := parseRange(text)
		if err != nil || r != equity.HandRange([2]poker.Card{ah, kh}) {
			t.Errorf("parseRange(%q) = %v, %v; want the hand AhKh", text, r.String(), err)
		}
	}
	if _, err := parseRange("Ah Kh Qh"); err == nil {
		t.Error("parseRange(Ah Kh Qh) reads three cards as a range")
	}
}
