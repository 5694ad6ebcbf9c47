// Package thousands writes whole numbers with a comma between each group
// of three digits, as Parlor shows chips and counts: 1,500 and -12,000.
package thousands

// Format returns n with thousands separators: 1,712,304.
func Format(n int) string {
	var b [32]byte
	return string(Append(b[:0], n))
}

// Append appends n with thousands separators to dst. It allocates nothing
// but what dst needs: the hand-history writer calls it for every amount.
func Append(dst []byte, n int) []byte {
	if n >= 0 && n < 10_000 {
		// Almost every amount: a digit at a time, no loop.
		switch {
		case n < 10:
			return append(dst, byte('0'+n))
		case n < 100:
			return append(dst, byte('0'+n/10), byte('0'+n%10))
		case n < 1000:
			return append(dst, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
		}
		return append(dst, byte('0'+n/1000), ',', byte('0'+n/100%10), byte('0'+n/10%10), byte('0'+n%10))
	}
	u := uint64(n)
	if n < 0 {
		dst = append(dst, '-')
		u = -u // also right for the most negative int, whose negation overflows
	}
	var b [26]byte // 20 digits and 6 commas: the largest uint64
	i := len(b)
	for digits := 0; ; digits++ {
		if digits > 0 && digits%3 == 0 {
			i--
			b[i] = ','
		}
		i--
		b[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	return append(dst, b[i:]...)
}
