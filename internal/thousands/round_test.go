package thousands

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestFixed(t *testing.T) {
	tests := []struct {
		x      float64
		places int
		want   string
	}{
		{34.45, 1, "34.5"},                    // stored as 34.4499…: %.1f says 34.4
		{0.1 + 0.2, 16, "0.3000000000000000"}, // 0.30000000000000004: its shortest form
		{100 * 689.0 / 2000, 1, "34.5"},
		{-34.45, 1, "-34.5"},
		{2.5, 0, "3"}, // %.0f says 2: half to even
		{-2.5, 0, "-3"},
		{0.5, 0, "1"},
		{0.04, 1, "0.0"},
		{-0.04, 1, "0.0"}, // no "-0.0"
		{-0.05, 1, "-0.1"},
		{9.96, 1, "10.0"},
		{99.95, 1, "100.0"},
		{999.5, 0, "1,000"},
		{1500, 1, "1,500.0"},
		{-1500, 1, "-1,500.0"},
		{1234567.891, 2, "1,234,567.89"},
		{0.125, 2, "0.13"},
		{1.005, 2, "1.01"}, // stored as 1.00499…
		{7, 0, "7"},
		{0, 2, "0.00"},
		{1e-9, 1, "0.0"},
		{123.456, -1, "123"},
		{math.NaN(), 1, "NaN"},
		{math.Inf(1), 1, "∞"},
		{math.Inf(-1), 1, "-∞"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v/%d", tt.x, tt.places), func(t *testing.T) {
			if got := Fixed(tt.x, tt.places); got != tt.want {
				t.Errorf("Fixed(%v, %d) = %q, want %q", tt.x, tt.places, got, tt.want)
			}
		})
	}
}

// TestFixedAgreesWithHalves: over a sweep of exact decimals n/1000, Fixed
// to two places is the integer rounding of n/10 half away from zero.
func TestFixedAgreesWithHalves(t *testing.T) {
	for n := -200_000; n <= 200_000; n += 3 {
		x, _ := strconv.ParseFloat(fmt.Sprintf("%d.%03d", n/1000, abs(n%1000)), 64)
		if n < 0 && n > -1000 {
			x = -x
		}
		q := abs(n) / 10
		if abs(n)%10 >= 5 {
			q++
		}
		want := fmt.Sprintf("%d.%02d", q/100, q%100)
		if n < 0 && q != 0 {
			want = "-" + want
		}
		if got := strings.ReplaceAll(Fixed(x, 2), ",", ""); got != want {
			t.Fatalf("Fixed(%v, 2) = %q, want %q", x, got, want)
		}
	}
}

func abs(n int) int { return max(n, -n) }

func TestSigned(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		want string
	}{{12.45, "+12.5"}, {-3, "-3.0"}, {0.01, "0.0"}, {-0.01, "0.0"}, {1500, "+1,500.0"}, {math.Inf(1), "∞"}} {
		if got := Signed(tt.x, 1); got != tt.want {
			t.Errorf("Signed(%v, 1) = %q, want %q", tt.x, got, tt.want)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tt := range []struct {
		n, total, places int
		want             string
	}{
		{689, 2000, 1, "34.5"},
		{1, 8, 1, "12.5"},
		{1, 3, 1, "33.3"},
		{2, 3, 0, "67"},
		{1, 200, 0, "1"}, // 0.5 %: up, not to even
		{0, 5, 1, "0.0"},
		{5, 5, 1, "100.0"},
		{3, 0, 1, "-"},
	} {
		if got := Percent(tt.n, tt.total, tt.places); got != tt.want {
			t.Errorf("Percent(%d, %d, %d) = %q, want %q", tt.n, tt.total, tt.places, got, tt.want)
		}
	}
}
