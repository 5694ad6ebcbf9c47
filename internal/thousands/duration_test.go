package thousands

import (
	"testing"
	"time"
)

func TestDuration(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{2 * time.Minute, "2 minutes"},
		{time.Minute, "1 minute"},
		{90 * time.Second, "90 seconds"},
		{15 * time.Second, "15 seconds"},
		{time.Second, "1 second"},
		{15 * time.Minute, "15 minutes"},
		{12 * time.Hour, "12 hours"},
		{90 * time.Minute, "1 hour 30 minutes"},
		{2*time.Minute + 5*time.Second, "2 minutes 5 seconds"},
		{119*time.Second + 600*time.Millisecond, "2 minutes"},
		{500 * time.Millisecond, "500ms"},
		{671964372 * time.Nanosecond, "672ms"},
	} {
		if got := Duration(c.d); got != c.want {
			t.Errorf("Duration(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
