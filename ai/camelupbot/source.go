package camelupbot

import "math/bits"

// wyrand is a small, fast random source (Wang Yi's wyrand), for the
// millions of draws of Bogart's playouts; a bot seeds it from the source
// it is given, so games still replay from their seed.
type wyrand uint64

func (w *wyrand) Uint64() uint64 {
	*w += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*w), uint64(*w^0xe7037ed1a0b428db))
	return hi ^ lo
}
