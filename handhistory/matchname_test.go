package handhistory

import (
	"path/filepath"
	"testing"
	"time"
)

// TestMatchName: a name MatchName makes reads back to its start and tags,
// with the "-2" of a second file of the same second, as a path or a base
// name; other names do not read.
func TestMatchName(t *testing.T) {
	start := time.Date(2026, 12, 1, 8, 57, 37, 0, time.Local)
	tests := []struct {
		name string
		tags string
		ok   bool
	}{
		{MatchName(start) + ".txt", "", true},
		{MatchName(start) + "-2.txt", "", true},
		{MatchName(start, "maniac") + ".txt", "maniac", true},
		{MatchName(start, "sklansky") + "-12.txt", "sklansky", true},
		{filepath.Join("hands", MatchName(start, "seed7", "0001")+".txt"), "seed7_0001", true},
		{MatchName(start, "maniac"), "maniac", true}, // no extension
		{"match_2026-12-01_08-57-37x.txt", "", false},
		{"match_2026-13-01_08-57-37.txt", "", false}, // no 13th month
		{"match_2026-12-01.txt", "", false},
		{"hands.txt", "", false},
	}
	for _, tt := range tests {
		got, tags, ok := ParseMatchName(tt.name)
		if ok != tt.ok || tags != tt.tags || ok && !got.Equal(start) {
			t.Errorf("ParseMatchName(%q) = %v, %q, %v; want %v, %q, %v", tt.name, got, tags, ok, start, tt.tags, tt.ok)
		}
	}
	if got, want := MatchName(start, "seed1"), "match_2026-12-01_08-57-37_seed1"; got != want {
		t.Errorf("MatchName = %q, want %q", got, want)
	}
}
