//go:build !(amd64 || arm64 || 386 || ppc64le || ppc64 || s390x)

package poker

// eval7 is Eval7 on machines that may not load a uint16 from an odd
// address: the pairs are read a byte at a time. The sums are added as a
// tree, not a chain, to shorten the wait.
func eval7(c *[7]Card, flush func(*[7]Card, uint64) Value) Value {
	key := (pairKey[uint16(c[0])|uint16(c[1])<<8] + pairKey[uint16(c[2])|uint16(c[3])<<8]) +
		(pairKey[uint16(c[4])|uint16(c[5])<<8] + lastKey[c[6]])
	if key&flushBits != 0 {
		return flush(c, key)
	}
	return lookup7(key)
}
