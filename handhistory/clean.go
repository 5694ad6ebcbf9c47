package handhistory

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Clean returns s without control characters (C0, DEL, C1: ESC and CSI
// among them) and with invalid UTF-8 replaced by U+FFFD, so that text read
// from a foreign file cannot move the cursor or recolour a terminal.
func Clean(s string) string {
	ok := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f || c >= 0x80 {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(utf8.RuneError)
		case unicode.IsControl(r), r == '\u2028', r == '\u2029':
		case unicode.Is(unicode.Bidi_Control, r):
			// Bidirectional overrides reorder what the terminal shows.
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
