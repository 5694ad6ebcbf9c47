package kit

import "testing"

func TestChips(t *testing.T) {
	for n, want := range map[int]string{0: "0", 20: "20", 999: "999", 1500: "1,500", 3000: "3,000", 1234567: "1,234,567", -1500: "-1,500"} {
		if got := Chips(n); got != want {
			t.Errorf("Chips(%d) = %q, want %q", n, got, want)
		}
	}
}
