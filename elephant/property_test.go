package elephant

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestRoundProperties plays many random rounds with random legal moves.
func TestRoundProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 16).Draw(t, "players")
		seed := rapid.Uint64().Draw(t, "seed")
		stealBias := rapid.Float64Range(0, 1).Draw(t, "stealBias")
		r := rand.New(rand.NewPCG(seed, 7))
		rd, err := newRound(n, r)
		if err != nil {
			t.Fatal(err)
		}
		values := slices.Clone(rd.values)
		queue := rd.Queue()
		firstTurns := []int{rd.Turn()}
		// Each present can be stolen at most 3 times, so no round takes
		// more than n opens and 3n steals.
		limit := 4 * n
		turns := 0
		for !rd.Over() {
			if turns++; turns > limit {
				t.Fatalf("round of %d players still going after %d turns", n, limit)
			}
			p := rd.Turn()
			// Every player but the one to act holds a present or is waiting.
			if _, ok := rd.Holding(p); ok {
				t.Fatalf("player %d to act holds a present", p)
			}
			waiting := rd.Waiting()
			for q := range n {
				_, holds := rd.Holding(q)
				if q != p && holds == slices.Contains(waiting, q) {
					t.Fatalf("player %d: holds %v, waiting %v", q, holds, waiting)
				}
			}
			ts := rd.Targets()
			for _, q := range ts {
				if q == rd.JustStole() {
					t.Fatalf("target %d just stole from %d", q, p)
				}
			}
			if len(ts) > 0 && r.Float64() < stealBias {
				if _, err := rd.Steal(ts[r.IntN(len(ts))]); err != nil {
					t.Fatalf("Steal of a listed target: %v", err)
				}
				continue
			}
			if _, err := rd.Open(); err != nil {
				t.Fatalf("Open: %v", err)
			}
			if !rd.Over() {
				firstTurns = append(firstTurns, rd.Turn())
			}
		}
		if rd.Turn() != None {
			t.Fatalf("Turn() = %d after the round, want None", rd.Turn())
		}
		// First turns follow the queue.
		if !slices.Equal(firstTurns, queue) {
			t.Fatalf("first turns %v, queue %v", firstTurns, queue)
		}
		// Every present opened once, in order.
		var opened []float64
		steals := map[float64]int{}
		for _, ev := range rd.Events() {
			switch ev.Kind {
			case Opened:
				opened = append(opened, ev.Value)
			case Stole:
				steals[ev.Value]++
				if ev.Steals != steals[ev.Value] || ev.Steals > MaxSteals {
					t.Fatalf("steal event %+v, counted %d", ev, steals[ev.Value])
				}
			}
		}
		if !slices.Equal(opened, values) {
			t.Fatalf("opened %v, want every present once %v", opened, values)
		}
		// Each player ends with exactly one present, and the presents are all different.
		var held []float64
		for p := range n {
			pr, ok := rd.Holding(p)
			if !ok {
				t.Fatalf("player %d ends the round with no present", p)
			}
			if pr.Steals != steals[pr.Value] {
				t.Fatalf("player %d: present %+v, stolen %d times", p, pr, steals[pr.Value])
			}
			held = append(held, pr.Value)
		}
		slices.Sort(held)
		slices.Sort(values)
		if !slices.Equal(held, values) {
			t.Fatalf("held %v, want %v", held, values)
		}
	})
}
