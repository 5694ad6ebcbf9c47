package equity

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"os"
	"testing"

	"parlor/poker"
)

// preflopSHA256 is the checksum of preflop.bin as go generate writes it.
const preflopSHA256 = "d84e6931c130e14162733497a851bfc2818389a61221b23ab30fdb7fa360b073"

// TestPreflopTable checks the shipped table: its checksum, its format, and
// the lookups of random match-ups (any suits, either order) against a
// fresh count. PARLOR_PREFLOP_FULL=1 recounts every entry (minutes).
func TestPreflopTable(t *testing.T) {
	sum := sha256.Sum256(preflopFile)
	if got := hex.EncodeToString(sum[:]); got != preflopSHA256 {
		t.Errorf("preflop.bin has SHA-256 %s, want %s: regenerate it with go generate ./poker/equity, or update the checksum if the format changed", got, preflopSHA256)
	}
	tab, err := loadPreflop()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	n := 40
	if os.Getenv("PARLOR_PREFLOP_FULL") != "" {
		n = 0
		var index [Classes][Combos]int32
		first, second := preflopEntries(&index)
		for i := range first {
			s, err := poker.CountShowdowns([][2]poker.Card{first[i], second[i]}, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if wins, ties := tab.entry(int32(i)); uint64(wins) != s.Wins(0) || uint64(ties) != s.ByWinners[3] {
				t.Fatalf("entry %d, %v v %v: wins %d, ties %d; counted %d, %d", i, first[i], second[i], wins, ties, s.Wins(0), s.ByWinners[3])
			}
		}
	}
	for range n {
		perm := r.Perm(52)
		a := [2]poker.Card{poker.Card(perm[0]), poker.Card(perm[1])}
		b := [2]poker.Card{poker.Card(perm[2]), poker.Card(perm[3])}
		wins, ties, ok := tab.lookup(a, b)
		s, err := poker.CountShowdowns([][2]poker.Card{a, b}, nil, nil)
		if err != nil || !ok {
			t.Fatalf("lookup(%v, %v): ok %v, count error %v", a, b, ok, err)
		}
		if uint64(wins) != s.Wins(0) || uint64(ties) != s.ByWinners[3] {
			t.Errorf("lookup(%v, %v) = %d wins, %d ties; counted %d, %d", a, b, wins, ties, s.Wins(0), s.ByWinners[3])
		}
	}
	if _, _, ok := tab.lookup(hand(t, "AhKd"), hand(t, "KdQc")); ok {
		t.Error("lookup of hands that share a card succeeded")
	}
}

// TestPreflopClassEntries: the rows built one at a time are the rows of
// the whole index, numbered from the class's start, which the count of its
// kind (pair, suited, offsuit) gives.
func TestPreflopClassEntries(t *testing.T) {
	var index [Classes][Combos]int32
	first, _ := preflopEntries(&index)
	tab, err := loadPreflop()
	if err != nil {
		t.Fatal(err)
	}
	if int(tab.start[Classes]) != len(first) {
		t.Fatalf("%d entries by the counts of the kinds, %d in the index", tab.start[Classes], len(first))
	}
	for c := range Class(Classes) {
		if *tab.row(c) != index[c] {
			t.Fatalf("class %v: the row built alone differs from the index's", c)
		}
	}
}

func TestRanking(t *testing.T) {
	rk := Ranking()
	if len(rk) != Classes {
		t.Fatalf("Ranking has %d classes, want %d", len(rk), Classes)
	}
	want := []string{"AA", "KK", "QQ", "JJ", "TT", "99", "88", "AKs"}
	for i, w := range want {
		if rk[i].String() != w {
			t.Errorf("Ranking()[%d] = %v, want %s", i, rk[i], w)
		}
	}
	if last := rk[Classes-1].String(); last != "32o" {
		t.Errorf("the last class is %s, want 32o", last)
	}
	for i := 1; i < len(rk); i++ {
		if versusRandom(rk[i]) > versusRandom(rk[i-1]) {
			t.Errorf("%v (%.4f) ranked below %v (%.4f)", rk[i], versusRandom(rk[i]), rk[i-1], versusRandom(rk[i-1]))
		}
	}
	// AA against a random hand: 85.20 %, a known figure.
	if e := versusRandom(ClassAt(0, 0)); e < 0.8519 || e > 0.8521 {
		t.Errorf("VersusRandom(AA) = %.5f, want 0.8520", e)
	}
}

func TestTop(t *testing.T) {
	tests := []struct {
		pct   float64
		hands int
	}{{0, 0}, {100, Combos}, {0.4, 6}, {0.5, 12}, {15, 0}} // 15 %: checked below
	for _, tt := range tests {
		r := Top(tt.pct)
		if tt.pct == 15 {
			// The shortest run from the top with at least 199 hands.
			if n := r.Len(); n < 199 || n > 199+11 {
				t.Errorf("Top(15) has %d hands, want 199 to 210", n)
			}
			continue
		}
		if r.Len() != tt.hands {
			t.Errorf("Top(%v) has %d hands, want %d", tt.pct, r.Len(), tt.hands)
		}
	}
	if r := MustParse("15%"); r != Top(15) {
		t.Errorf("Parse(15%%) = %v, want Top(15)", r)
	}
	var g Grid
	g.Preset(10)
	if g.Range != Top(10) || g.Percent() < 10 {
		t.Errorf("Preset(10) = %v (%.1f %%), want Top(10)", g.Range, g.Percent())
	}
}
