package stats

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	tests := []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 0, 0, 1},
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{50, 100, 0.4038, 0.5962},
		{95, 100, 0.8882, 0.9785},
		{400, 1000, 0.3701, 0.4307},
	}
	for _, tt := range tests {
		lo, hi := Wilson(tt.k, tt.n)
		if math.Abs(lo-tt.lo) > 5e-5 || math.Abs(hi-tt.hi) > 5e-5 { // the figures to 4 places
			t.Errorf("Wilson(%d, %d) = %.4f, %.4f; want %.4f, %.4f", tt.k, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}

// TestWilsonZ: the interval is the set of rates p whose normal test does
// not reject k of n at 5 %: |k/n − p| = Z95·√(p(1−p)/n) at both ends.
func TestWilsonZ(t *testing.T) {
	if got := 0.5 * math.Erfc(z95/math.Sqrt2); math.Abs(got-0.025) > 1e-15 {
		t.Errorf("P(Z > Z95) = %v, want 0.025", got)
	}
	for _, c := range [][2]int{{1, 3}, {64, 100}, {1280, 2000}} {
		k, n := c[0], c[1]
		lo, hi := Wilson(k, n)
		for _, p := range []float64{lo, hi} {
			obs := float64(k) / float64(n)
			if d := math.Abs(obs-p) - z95*math.Sqrt(p*(1-p)/float64(n)); math.Abs(d) > 1e-12 {
				t.Errorf("Wilson(%d, %d) end %v is off the score bound by %v", k, n, p, d)
			}
		}
	}
}
