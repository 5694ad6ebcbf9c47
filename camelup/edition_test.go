package camelup

import (
	"errors"
	"testing"
)

func TestParseEdition(t *testing.T) {
	tests := []struct {
		in   string
		want Edition
		err  error
	}{
		{"", Contest, nil},
		{"1", Contest, nil},
		{"Contest", Contest, nil},
		{"2", Second, nil},
		{" second ", Second, nil},
		{"3", Contest, ErrBadEdition},
		{"first", Contest, ErrBadEdition},
	}
	for _, tc := range tests {
		got, err := ParseEdition(tc.in)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("ParseEdition(%q) = %v, %v; want %v, %v", tc.in, got, err, tc.want, tc.err)
		}
	}
	var zero Edition
	if zero != Contest {
		t.Errorf("the zero Edition is %v, want the contest's", zero)
	}
}
