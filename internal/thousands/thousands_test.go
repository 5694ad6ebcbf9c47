package thousands

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "0"},
		{7, "7"},
		{40, "40"},
		{999, "999"},
		{1000, "1,000"},
		{1500, "1,500"},
		{9999, "9,999"},
		{10000, "10,000"},
		{100000, "100,000"},
		{999999, "999,999"},
		{1000000, "1,000,000"},
		{1712304, "1,712,304"},
		{-1, "-1"},
		{-40, "-40"},
		{-999, "-999"},
		{-1000, "-1,000"},
		{-1234567, "-1,234,567"},
		{math.MaxInt64, "9,223,372,036,854,775,807"},
		{math.MinInt64, "-9,223,372,036,854,775,808"},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.n), func(t *testing.T) {
			if got := Format(tt.n); got != tt.want {
				t.Errorf("Format(%d) = %q, want %q", tt.n, got, tt.want)
			}
			if got := string(Append([]byte("x="), tt.n)); got != "x="+tt.want {
				t.Errorf("Append(\"x=\", %d) = %q, want %q", tt.n, got, "x="+tt.want)
			}
		})
	}
}

// TestFormatAgreesWithDigits checks every n of a wide sweep: the digits are
// strconv's, with a comma before each group of three from the right.
func TestFormatAgreesWithDigits(t *testing.T) {
	for n := -20_000; n <= 2_000_000; n += 7 {
		got := Format(n)
		if strings.ReplaceAll(got, ",", "") != strconv.Itoa(n) {
			t.Fatalf("Format(%d) = %q: other digits than %d", n, got, n)
		}
		digits := strings.TrimPrefix(got, "-")
		groups := strings.Split(digits, ",")
		for i, g := range groups {
			if len(g) != 3 && !(i == 0 && len(g) >= 1 && len(g) <= 3) {
				t.Fatalf("Format(%d) = %q: a group of %d digits", n, got, len(g))
			}
		}
	}
}

func TestAppendAllocates(t *testing.T) {
	dst := make([]byte, 0, 64)
	for _, n := range []int{7, 1500, 123456789, -1500} {
		if a := testing.AllocsPerRun(100, func() { dst = Append(dst[:0], n) }); a != 0 {
			t.Errorf("Append(dst, %d) allocates %v times, want none", n, a)
		}
	}
}

func BenchmarkAppend(b *testing.B) {
	for _, n := range []int{40, 1500, 1234567} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			dst := make([]byte, 0, 64)
			for b.Loop() {
				dst = Append(dst[:0], n)
			}
		})
	}
}
