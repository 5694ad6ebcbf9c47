package thousands

import "testing"

func TestCount(t *testing.T) {
	tests := []struct {
		n    int
		noun string
		want string
	}{
		{0, "hand", "0 hands"},
		{1, "hand", "1 hand"},
		{2, "raise", "2 raises"},
		{-1, "chip", "-1 chips"},
		{1500, "board", "1,500 boards"},
	}
	for _, tt := range tests {
		if got := Count(tt.n, tt.noun); got != tt.want {
			t.Errorf("Count(%d, %q) = %q, want %q", tt.n, tt.noun, got, tt.want)
		}
	}
}
