package kit

import (
	"math/rand/v2"
	"testing"
)

// TestGameSourceIsGameRand: GameRand wraps the source GameSource gives,
// so a game built from either deals the same for one --seed.
func TestGameSourceIsGameRand(t *testing.T) {
	a, b := &Context{Seed: 9}, &Context{Seed: 9}
	for range 3 {
		if x, y := a.GameRand().Uint64(), rand.New(b.GameSource()).Uint64(); x != y {
			t.Fatalf("GameRand drew %d, GameSource %d", x, y)
		}
	}
}
