package poker

import (
	"math/rand/v2"
	"testing"
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
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
	b.ReportMetric(float64(showdowns)/float64(b.N), "showdowns/hand")
}

// BenchmarkMatchHands plays whole tournament matches with random players
// through the Match and SeatView API, the way a bot runner does.
func BenchmarkMatchHands(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	var v SeatView
	hands := 0
	b.ReportAllocs()
	b.ResetTimer()
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
			g.ViewInto(g.ToAct(), &v)
			if err := m.Act(v.Seat, playful(r, v.Legal)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
}
