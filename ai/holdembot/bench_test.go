package holdembot

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkSession(b *testing.B) {
	for i := 0; i < b.N; i++ {
		cfg := MatchConfig{A: "sklansky", B: "caller", Seed: uint64(i)}
		if _, err := playSession(cfg, 0, 50, func(int) {}); err != nil {
			b.Fatal(err)
		}
	}
}

var _ = rand.New
