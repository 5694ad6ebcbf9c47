package poker

import (
	"math/rand/v2"
	"time"
	"testing"
)

//go:noinline
func flushX(c *[7]Card, key uint64) Value {
	var m uint64
	for _, x := range c {
		m |= cardMask[x]
	}
	return flushTable[m>>(16*flushSuit(key))&0x1fff]
}

// The evaluator before pairKey: seven card loads and seven key loads.
func eval7X(c *[7]Card) Value {
	key := (cardKey[c[0]] + cardKey[c[1]]) + (cardKey[c[2]] + cardKey[c[3]]) +
		((cardKey[c[4]] + cardKey[c[5]]) + (cardKey[c[6]] + suitBase))
	if key&flushBits != 0 {
		return flushX(c, key)
	}
	return rankValue(key)
}

func eval7AllX(hands [][7]Card, out []Value) {
	out = out[:len(hands)]
	for i := range hands {
		c := &hands[i]
		key := (cardKey[c[0]] + cardKey[c[1]]) + (cardKey[c[2]] + cardKey[c[3]]) +
			((cardKey[c[4]] + cardKey[c[5]]) + (cardKey[c[6]] + suitBase))
		if key&flushBits != 0 {
			out[i] = flushX(c, key)
			continue
		}
		out[i] = rankValue(key)
	}
}

func abHands() [][7]Card {
	const n = 1 << 20
	hands := make([][7]Card, n)
	for i, h := range randomHands(rand.New(rand.NewPCG(3, 4)), n, 7) {
		hands[i] = [7]Card(h)
	}
	return hands
}

func BenchmarkAB(b *testing.B) {
	hands := abHands()
	out := make([]Value, len(hands))
	for i := range hands {
		if eval7X(&hands[i]) != Eval7(&hands[i]) {
			b.Fatal("mismatch")
		}
	}
	run := func(name string, f func()) {
		b.Run(name, func(b *testing.B) {
			best := time.Duration(1 << 62)
			for b.Loop() {
				t := time.Now()
				f()
				best = min(best, time.Since(t))
			}
			b.ReportMetric(float64(len(hands))/best.Seconds()/1e6, "best-M/s")
		})
	}
	var sum uint64
	run("old1", func() {
		for i := range hands {
			sum += uint64(eval7X(&hands[i]))
		}
	})
	run("new1", func() {
		for i := range hands {
			sum += uint64(Eval7(&hands[i]))
		}
	})
	run("oldAll", func() { eval7AllX(hands, out) })
	run("newAll", func() { Eval7All(hands, out) })
}
