package second

import (
	"math/rand/v2"
	"testing"
)

func mustBoard(t testing.TB, s string) Board {
	t.Helper()
	b, err := ParseBoard(s)
	if err != nil {
		t.Fatalf("ParseBoard(%q): %v", s, err)
	}
	return b
}

func TestParseBoardRoundTrip(t *testing.T) {
	for _, s := range []string{
		"1:BG 2:Y 3:RP 14:K 16:W",
		"-1:KR 1:B 2:G 3:Y 4:P 16:W",
		"2:B 5:GYRP 13:WK +7 -10",
	} {
		if got := mustBoard(t, s).String(); got != s {
			t.Errorf("ParseBoard(%q).String() = %q", s, got)
		}
	}
	for _, s := range []string{"1:BG", "1:BGYRPKWB", "1:BGYRP 2:KW +1", "1:BGYRP 3:KW +5 -5", "x:BGYRPKW", "1:BGYRPKX"} {
		if _, err := ParseBoard(s); err == nil {
			t.Errorf("ParseBoard(%q) = nil error, want ErrBadBoard", s)
		}
	}
}

func TestMove(t *testing.T) {
	tests := []struct {
		name, board string
		camel       Camel
		steps       int
		want        string
		to          int
	}{
		{"alone onto a camel", "1:B 2:G 3:Y 4:R 5:P 14:K 16:W", Blue, 1, "2:GB 3:Y 4:R 5:P 14:K 16:W", 2},
		{"carries the camels above", "1:BGY 4:R 5:P 14:K 16:W", Green, 3, "1:B 4:RGY 5:P 14:K 16:W", 4},
		{"crazy carries racing camels backwards", "1:B 2:G 3:Y 10:KR 12:P 16:W", Black, 2, "1:B 2:G 3:Y 8:KR 12:P 16:W", 8},
		{"crazy lands on top", "1:B 2:Y 3:R 8:G 10:K 12:P 16:W", Black, 2, "1:B 2:Y 3:R 8:GK 12:P 16:W", 8},
		{"racing camel leaves a crazy camel", "1:G 2:Y 3:P 10:KRB 16:W", Red, 1, "1:G 2:Y 3:P 10:K 11:RB 16:W", 11},
		{"cheering tile", "1:G 2:Y 3:R 5:B 10:P 14:K 16:W +6", Blue, 1, "1:G 2:Y 3:R 7:B 10:P 14:K 16:W +6", 7},
		{"booing tile puts the unit under", "1:G 5:BP 7:YR 14:K 16:W -8", Blue, 3, "1:G 7:BPYR 14:K 16:W -8", 7},
		{"booing tile back to the square left", "1:P 2:Y 3:R 5:GB 14:K 16:W -6", Blue, 1, "1:P 2:Y 3:R 5:BG 14:K 16:W -6", 5},
		{"booing moves a crazy camel forwards", "1:B 2:G 3:YRP 12:K 16:W -14", White, 2, "1:B 2:G 3:YRP 12:K 15:W -14", 15},
		{"cheering moves a crazy camel backwards", "1:B 2:G 3:YRP 12:K 16:W +14", White, 2, "1:B 2:G 3:YRP 12:K 13:W +14", 13},
		{"racing camel crosses the line", "1:B 2:G 3:YR 14:K 15:P 16:W", Purple, 2, "1:B 2:G 3:YR 14:K 16:W 17:P", 17},
		{"crazy carries backwards over the line", "1:KR 2:B 3:G 4:YP 16:W", Black, 2, "-1:KR 2:B 3:G 4:YP 16:W", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := mustBoard(t, tc.board)
			l := b.Move(tc.camel, tc.steps)
			if got := b.String(); got != tc.want || l.To != tc.to {
				t.Errorf("Move(%v, %d) on %q = %q to %d, want %q to %d", tc.camel, tc.steps, tc.board, got, l.To, tc.want, tc.to)
			}
		})
	}
}

func TestCrazy(t *testing.T) {
	tests := []struct {
		name, board string
		shown, want Camel
	}{
		{"die colour when neither carries", "1:BGYRP 10:K 12:W", White, White},
		{"die colour, black", "1:BGYRP 10:K 12:W", Black, Black},
		{"white 3 shown, only black carries racing camels", "1:BGY 10:KRP 14:W", White, Black},
		{"only white carries", "1:BGY 10:K 14:WRP", Black, White},
		{"white directly on black moves whatever the die shows", "1:BGYRP 14:KW", Black, White},
		{"black directly on white", "1:BGYRP 14:WK", White, Black},
		{"both carry, white directly on black", "1:BGY 14:KWRP", Black, White},
		{"a racing camel between: only black carries", "1:BGYP 14:KRW", White, Black},
		{"both carry, one between: die colour", "1:BGY 14:KRWP", White, White},
		{"both carry, apart: die colour", "1:BGY 10:KR 14:WP", White, White},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := mustBoard(t, tc.board).Crazy(tc.shown); got != tc.want {
				t.Errorf("Crazy(%v) on %q = %v, want %v", tc.shown, tc.board, got, tc.want)
			}
		})
	}
}

func TestRanking(t *testing.T) {
	tests := []struct {
		board string
		want  [NumRacing]Camel
	}{
		{"1:B 2:G 3:Y 4:R 5:P 14:K 16:W", [NumRacing]Camel{Purple, Red, Yellow, Green, Blue}},
		{"1:BGYRP 14:KW", [NumRacing]Camel{Purple, Red, Yellow, Green, Blue}},
		{"3:BK 4:GW 5:YRP", [NumRacing]Camel{Purple, Red, Yellow, Green, Blue}},
		// Carried backwards over the line: the least advanced of all.
		{"-1:KRB 1:G 2:Y 3:P 16:W", [NumRacing]Camel{Purple, Yellow, Green, Blue, Red}},
		{"17:G 16:BYRP 14:KW", [NumRacing]Camel{Green, Purple, Red, Yellow, Blue}},
	}
	for _, tc := range tests {
		b := mustBoard(t, tc.board)
		if got := b.Ranking(); got != tc.want {
			t.Errorf("Ranking(%q) = %v, want %v", tc.board, got, tc.want)
		}
		if f, s := b.firstTwo(); f != tc.want[0] || s != tc.want[1] {
			t.Errorf("firstTwo(%q) = %v, %v, want %v, %v", tc.board, f, s, tc.want[0], tc.want[1])
		}
	}
}

func TestSetup(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	together := 0
	for range 2000 {
		b := setup(rng)
		for c := Camel(0); c < numCamels; c++ {
			s := b.Space(c)
			if c.Racing() && (s < 1 || s > 3) || c.Crazy() && (s < 14 || s > 16) {
				t.Fatalf("Setup: %v on %d in %v", c, s, b)
			}
		}
		for s := 1; s <= LastSpace; s++ {
			for h, c := range b.Stack(s) {
				if b.Height(c) != h {
					t.Fatalf("Setup: heights on %d not 0.. in %v", s, b)
				}
			}
		}
		if b.Space(Black) == b.Space(White) {
			together++
		}
		if b.Finished() {
			t.Fatalf("Setup: finished board %v", b)
		}
	}
	// The crazy camels share a space one time in three.
	if together < 560 || together > 780 {
		t.Errorf("crazy camels together in %d of 2000 setups, want about 667", together)
	}
}
