package poker

import (
	"math/rand/v2"
	"testing"
	"time"
)

// BenchmarkRandomHands plays complete hands (shuffle, deal, random legal
// actions, showdown) with the stacks reset every hand, as a headless runner
// does.
func BenchmarkRandomHands(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	var g Game
	cfg := GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{1500, 1500}, Rand: r}
	var legal [3]Action
	showdowns := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := range b.N {
		cfg.Number = i + 1
		cfg.Button = i & 1
		if err := g.Deal(cfg); err != nil {
			b.Fatal(err)
		}
		for !g.Over() {
			n := g.legal(&legal)
			if err := g.Act(g.toAct, playful(r, legal[:n])); err != nil {
				b.Fatal(err)
			}
		}
		if g.Showdown() {
			showdowns++
		}
	}
	reportRate(b, b.N, cpu)
	b.ReportMetric(float64(showdowns)/float64(b.N), "showdowns/hand")
}

// BenchmarkPreparedDeckHands is BenchmarkRandomHands dealing from a deck
// shuffled once: the engine's own cost, without the 51 random draws of a
// shuffle.
func BenchmarkPreparedDeckHands(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	var g Game
	deck := NewDeck()
	deck.Shuffle(r)
	cfg := GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{1500, 1500}, Deck: deck}
	var legal [3]Action
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := range b.N {
		cfg.Number = i + 1
		cfg.Button = i & 1
		if err := g.Deal(cfg); err != nil {
			b.Fatal(err)
		}
		for !g.Over() {
			n := g.legal(&legal)
			if err := g.Act(g.toAct, playful(r, legal[:n])); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportRate(b, b.N, cpu)
}

// BenchmarkMatchHands plays whole tournament matches with random players
// through the Match and SeatView API, the way a bot runner does.
func BenchmarkMatchHands(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	var views [2]SeatView // one per seat, as each bot keeps its own
	hands := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	m, _ := NewMatch(MatchConfig{Rand: r})
	for hands < b.N {
		if m.Over() {
			m, _ = NewMatch(MatchConfig{Rand: r})
		}
		if err := m.Deal(); err != nil {
			b.Fatal(err)
		}
		hands++
		g := m.Game()
		for !g.Over() {
			v := &views[g.ToAct()]
			g.ViewInto(g.ToAct(), v)
			if err := m.Act(v.Seat, playful(r, v.Legal)); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportRate(b, hands, cpu)
}

// reportRate reports hands per second of wall-clock time and, where the
// process's CPU time is known, per second of CPU time (the figure to trust
// when other work shares the machine).
func reportRate(b *testing.B, hands int, cpuStart time.Duration) {
	b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
	if used := cpuTime() - cpuStart; used > 0 {
		b.ReportMetric(float64(hands)/used.Seconds(), "hands/cpu-s")
	}
}
