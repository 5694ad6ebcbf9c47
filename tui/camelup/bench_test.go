package camelup

import (
	"math/rand/v2"
	"syscall"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/config"
	"parlor/tui/internal/secondodds"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// benchCamelScreen is a board of four people after a few moves and a
// trap, on a person's turn, at 80×22.
func benchCamelScreen(b *testing.B) *Board {
	b.Helper()
	ctx := &kit.Context{Styles: kit.NewStyles(lipgloss.DefaultRenderer()), Keys: kit.NewGlobalKeys(), Settings: config.Defaults()}
	seats := []seat{{name: "Ana"}, {name: "Bo"}, {name: "Cy"}, {name: "Di"}}
	s, err := newBoard(ctx, seats, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		b.Fatal(err)
	}
	for _, a := range []camelup.Action{camelup.Move(), camelup.Bet(camelup.RoundBet, camelup.Blue), camelup.Trap(9, camelup.Plus), camelup.Move()} {
		if err := s.game.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	s.phase, s.shown, s.showOdds = personTurn, s.game.Turn(), true
	s.Update(tuitest.Size(80, 22))
	return s
}

// BenchmarkCamelView draws the board with the odds panel open: the odds
// are computed once per turn, so a frame only draws.
func BenchmarkCamelView(b *testing.B) {
	s := benchCamelScreen(b)
	s.View() // the turn's odds
	b.ReportAllocs()
	for b.Loop() {
		s.View()
	}
}

// BenchmarkCamelTurnOdds is the work of a new turn with the odds panel
// open: the round odds with every trap's value, and the race odds.
func BenchmarkCamelTurnOdds(b *testing.B) {
	s := benchCamelScreen(b)
	s.currentOdds() // the race table is built
	b.ReportAllocs()
	for b.Loop() {
		s.odds.At = -1
		s.currentOdds()
	}
}

// BenchmarkSecondOdds: the second edition's odds screen for a position at
// a leg's start, worked out afresh: the leg's exact odds (320,760 draws)
// and the race's 10,000 playouts. It runs once per position, when the odds
// are open.
func BenchmarkSecondOdds(b *testing.B) {
	g, err := second.New(4, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		b.Fatal(err)
	}
	var start syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &start)
	n := 0
	for b.Loop() {
		var o secondodds.Odds
		o = o.For(g.Board(), g.PyramidDice())
		if o.Leg.Outcomes != 320760 {
			b.Fatalf("%d outcomes", o.Leg.Outcomes)
		}
		n++
	}
	// CPU time as well as wall time: a machine busy with other work
	// inflates the one, not the other.
	var end syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &end)
	cpu := end.Utime.Nano() + end.Stime.Nano() - start.Utime.Nano() - start.Stime.Nano()
	b.ReportMetric(float64(cpu)/1e6/float64(n), "cpu-ms/op")
}
