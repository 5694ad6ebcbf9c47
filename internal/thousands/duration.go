package thousands

import (
	"strings"
	"time"
)

// Duration says a duration as people do: "2 minutes", "90 seconds", "1 hour
// 30 minutes"; under a second, Go's own form in milliseconds. Every
// duration a person reads (a kept seat, a refusal, the server's log) goes
// through it, so that none says "2m0s".
func Duration(d time.Duration) string {
	if d < time.Second {
		return d.Round(time.Millisecond).String()
	}
	d = d.Round(time.Second)
	var parts []string
	for _, u := range []struct {
		d    time.Duration
		name string
	}{{time.Hour, "hour"}, {time.Minute, "minute"}, {time.Second, "second"}} {
		// Seconds are said alone below two minutes ("90 seconds").
		if u.d == time.Minute && d < 2*time.Minute && d%time.Minute != 0 && len(parts) == 0 {
			continue
		}
		if n := int(d / u.d); n > 0 {
			parts = append(parts, Count(n, u.name))
			d -= time.Duration(n) * u.d
		}
	}
	return strings.Join(parts, " ")
}
