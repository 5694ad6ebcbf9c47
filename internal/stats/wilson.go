// Package stats holds the few statistics the headless matches and
// tournaments report, in one place so that they agree to the last digit.
package stats

import "math"

// z95 is the standard normal quantile of a two-sided 95 % interval,
// Φ⁻¹(0.975), to float64 precision (1.96 is its rounding).
const z95 = 1.959963984540054

// Wilson returns the 95 % Wilson score interval for k successes in n
// trials: it stays inside [0, 1] and is sensible for rates near 0 or 1,
// where the normal approximation is not. With no trial it is [0, 1].
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = z95
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / d
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, mid-half), min(1, mid+half)
}
