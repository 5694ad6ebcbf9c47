package kit

import (
	"testing"
	"time"
)

func TestChips(t *testing.T) {
	for n, want := range map[int]string{0: "0", 20: "20", 999: "999", 1500: "1,500", 3000: "3,000", 1234567: "1,234,567", -1500: "-1,500"} {
		if got := Chips(n); got != want {
			t.Errorf("Chips(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestMatchFileBot(t *testing.T) {
	known := func(bot string) bool { return bot == "maniac" || bot == "sklansky" }
	start := time.Date(2026, 12, 1, 8, 57, 37, 0, time.UTC)
	tests := []struct{ name, want string }{
		{MatchFileName(start, "maniac") + ".txt", "maniac"},
		{MatchFileName(start, "sklansky") + "-2.txt", "sklansky"},
		{"match_2026-12-01_08-57-37.txt", ""},
		{"match_2026-12-01_08-57-37_seed7.txt", ""}, // a headless run's
		{"hands.txt", ""},
		{MatchFileName(start, "nobody") + ".txt", ""}, // a bot that is not known
	}
	for _, tt := range tests {
		if got := MatchFileBot(tt.name, known); got != tt.want {
			t.Errorf("MatchFileBot(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
