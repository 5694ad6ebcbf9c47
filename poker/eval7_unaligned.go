//go:build amd64 || arm64 || 386 || ppc64le || ppc64 || s390x

package poker

import "unsafe"

// sevenPairs views the first six of seven cards as three uint16s, each a
// pair of cards as pairKey indexes it. The machines of this file load a
// uint16 from any address; pairKey[a|b<<8] = pairKey[b|a<<8], so the byte
// order does not matter.
type sevenPairs struct{ ab, cd, ef uint16 }

// eval7 is Eval7 with its flush path as a parameter: the inliner charges a
// call of a parameter 17 where it charges a call of a function 57, so
// Eval7, which passes flush7, costs 74 of the budget of 80 and inlines
// into its caller's loop (go build -gcflags=-m ./poker: "can inline
// Eval7"); the rare flush is a call through the function value. Reading
// the pairs through sevenPairs and the tables from variables of their own
// keep it under the budget.
func eval7(c *[7]Card, flush func(*[7]Card, uint64) Value) Value {
	p := (*sevenPairs)(unsafe.Pointer(c))
	key := pairKey[p.ab] + pairKey[p.cd] + pairKey[p.ef] + lastKey[c[6]]
	if key&flushBits != 0 {
		return flush(c, key)
	}
	return rank7[uint16(key>>slot7Shift)^disp7[key>>(64-bucket7Bits)]]
}
