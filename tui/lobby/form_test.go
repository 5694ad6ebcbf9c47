package lobby

import "testing"

// TestPeopleWords: the form counts the host among the people, and a table
// of one person says so without "0 more".
func TestPeopleWords(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{1, "1 (just you)"}, {2, "2 (you and 1 more)"}, {9, "9 (you and 8 more)"}} {
		if got := people(c.n); got != c.want {
			t.Errorf("people(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
