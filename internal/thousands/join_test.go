package thousands

import "testing"

func TestJoinAnd(t *testing.T) {
	tests := []struct {
		names []string
		want  string
	}{
		{nil, ""},
		{[]string{"Ann"}, "Ann"},
		{[]string{"Ann", "Bob"}, "Ann and Bob"},
		{[]string{"Ann", "Bob", "Cy"}, "Ann, Bob and Cy"},
	}
	for _, tc := range tests {
		if got := JoinAnd(tc.names); got != tc.want {
			t.Errorf("JoinAnd(%q) = %q, want %q", tc.names, got, tc.want)
		}
	}
}
