package poker

import (
	"math/rand/v2"
	"testing"
)

// benchTable plays complete hands at a table of n chairs (shuffle, deal,
// random legal actions as the player picks them, showdown) with the stacks
// reset every hand and the button moving, as a headless runner does.
//
// The player is named rather than passed as a function so that its few
// instructions are inlined: a call through a function value at each of 38
// decisions a hand was a tenth of the harness's own cost.
func benchTable(b *testing.B, n int, player benchPlayer) {
	r := rand.New(rand.NewPCG(1, 2))
	var tb Table
	cfg := TableConfig{SmallBlind: 10, BigBlind: 20, Chairs: n, Cap: CapAlways, Rand: r}
	for c := 1; c <= n; c++ {
		cfg.Stacks[c] = 1500
	}
	showdowns, actions := 0, 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	next := func(c int) int { return c%n + 1 } // the chair on c's left
	cfg.Button = n                             // hand 1 has the button in chair 1
	for i := range b.N {
		cfg.Number = i + 1
		cfg.Button = next(cfg.Button)
		cfg.SmallBlindChair = next(cfg.Button)
		cfg.BigBlindChair = next(cfg.SmallBlindChair)
		if n == 2 {
			cfg.SmallBlindChair, cfg.BigBlindChair = cfg.Button, next(cfg.Button)
		}
		if err := tb.Deal(cfg); err != nil {
			b.Fatal(err)
		}
		for !tb.Over() {
			legal, _ := tb.legal()
			var a Action
			switch player {
			case playfulPlayer:
				a = playful(r, legal)
			case uniformPlayer:
				a = uniform(r, legal)
			}
			if err := tb.Act(tb.toAct, a); err != nil {
				b.Fatal(err)
			}
			actions++
		}
		if tb.Showdown() {
			showdowns++
		}
	}
	reportRate(b, b.N, cpu)
	b.ReportMetric(float64(showdowns)/float64(b.N), "showdowns/hand")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/hand")
}

// Playful players seldom fold (38 actions a hand at six chairs, nearly
// every hand to a showdown); uniform ones pick any legal action.
func BenchmarkTableRandomHands2(b *testing.B)        { benchTable(b, 2, playfulPlayer) }
func BenchmarkTableRandomHands6(b *testing.B)        { benchTable(b, 6, playfulPlayer) }
func BenchmarkTableRandomHands9(b *testing.B)        { benchTable(b, 9, playfulPlayer) }
func BenchmarkTableUniformRandomHands6(b *testing.B) { benchTable(b, 6, uniformPlayer) }

// benchPlayer names the random player of a table benchmark.
type benchPlayer int

const (
	playfulPlayer benchPlayer = iota // playful
	uniformPlayer                    // uniform
)

// BenchmarkSitAndGoHands plays six-player sit-and-gos through the
// TableView API, one view a chair, the way a bot runner does.
func BenchmarkSitAndGoHands(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	var views [MaxChairs + 1]TableView
	names := []string{"a", "b", "c", "d", "e", "f"}
	hands := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	s, _ := NewSitAndGo(SitAndGoConfig{Names: names, Rand: r})
	for hands < b.N {
		if s.Over() {
			s, _ = NewSitAndGo(SitAndGoConfig{Names: names, Rand: r})
		}
		if err := s.Deal(); err != nil {
			b.Fatal(err)
		}
		hands++
		tb := s.Table()
		for !tb.Over() {
			c := tb.ToAct()
			v := &views[c]
			tb.ViewInto(c, v)
			if err := s.Act(c, playful(r, v.Legal)); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportRate(b, hands, cpu)
}
