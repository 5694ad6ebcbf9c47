package thousands

import (
	"math"
	"strconv"
	"strings"
)

// Fixed returns x rounded half away from zero to places decimals, with
// thousands separators: Fixed(34.45, 1) is "34.5", Fixed(-1500, 1)
// "-1,500.0", Fixed(-0.04, 1) "0.0". Every percentage and average Parlor
// shows goes through it (or Percent), so that one figure rounds the same
// everywhere.
//
// The half is judged on the shortest decimal that reads back as x (what
// strconv writes with precision -1), not on the binary value: 34.45 is
// stored as 34.4499999999999957…, and a person reading 34.45 rounds it up,
// as fmt's %.1f does not. NaN and the infinities are written "NaN", "∞" and
// "-∞".
func Fixed(x float64, places int) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1):
		return "∞"
	case math.IsInf(x, -1):
		return "-∞"
	}
	places = max(places, 0)
	digits := strconv.FormatFloat(math.Abs(x), 'f', -1, 64)
	whole, frac, _ := strings.Cut(digits, ".")
	var up bool
	if len(frac) > places {
		up = frac[places] >= '5' // a half or more, whatever follows: away from zero
		frac = frac[:places]
	} else {
		frac += strings.Repeat("0", places-len(frac))
	}
	num := []byte(whole + frac)
	if up {
		num = increment(num)
	}
	whole, frac = string(num[:len(num)-places]), string(num[len(num)-places:])
	var b strings.Builder
	if x < 0 && strings.Trim(string(num), "0") != "" {
		b.WriteByte('-')
	}
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(whole[i])
	}
	if places > 0 {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	return b.String()
}

// increment adds one to the decimal digits of num.
func increment(num []byte) []byte {
	for i := len(num) - 1; i >= 0; i-- {
		if num[i] < '9' {
			num[i]++
			return num
		}
		num[i] = '0'
	}
	return append([]byte{'1'}, num...)
}

// Signed is Fixed with a "+" before a figure that rounds above zero:
// "+12.5", "-3.0", "0.0".
func Signed(x float64, places int) string {
	s := Fixed(x, places)
	if x > 0 && strings.Trim(s, "0.,") != "" && s != "∞" {
		return "+" + s
	}
	return s
}

// Percent returns n of total as a percentage rounded half away from zero
// to places decimals, without the sign: Percent(689, 2000, 1) is "34.5".
// It divides 100·n by total, which gives the double nearest the exact
// share, so that a share of exactly a half (in the decimals shown) rounds
// up. A total of 0 gives "-".
func Percent(n, total, places int) string {
	if total == 0 {
		return "-"
	}
	return Fixed(100*float64(n)/float64(total), places)
}
