package holdemview

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/poker"
	"parlor/tui/kit"
)

// TestDrawTable plays a ring hand of five to its end, everyone checking or
// calling, and draws it from each chair at each decision: a chair sees its
// own cards and never another's before they are turned up; every line fits
// 80 columns; at the end the winner's pot is told.
func TestDrawTable(t *testing.T) {
	r, err := poker.NewRingGame(poker.RingConfig{Chairs: 5, Rand: rand.New(rand.NewPCG(5, 6))})
	if err != nil {
		t.Fatal(err)
	}
	for c, n := range []string{"ana", "bob", "cy", "dee", "eve"} {
		if err := r.Sit(c+1, n); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Deal(); err != nil {
		t.Fatal(err)
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	text := func(h [2]poker.Card) string {
		return h[0].Rank().String() + kit.SuitSymbols[h[0].Suit()] + " " + h[1].Rank().String() + kit.SuitSymbols[h[1].Suit()]
	}
	tb := r.Table()
	check := func() {
		t.Helper()
		for ch := 1; ch <= 5; ch++ {
			v := tb.View(ch)
			screen := DrawTable(&v, "", k) + "\n" + strings.Join(TableLog(&v, k), "\n") + "\n" + strings.Join(TableEnd(&v, k), "\n")
			if !strings.Contains(screen, text(tb.Hole(ch))) {
				t.Errorf("chair %d does not see its own cards %s:\n%s", ch, text(tb.Hole(ch)), screen)
			}
			for o := 1; o <= 5; o++ {
				if o != ch && !tb.Shown(o) && strings.Contains(screen, text(tb.Hole(o))) {
					t.Errorf("chair %d sees chair %d's cards %s, not turned up:\n%s", ch, o, text(tb.Hole(o)), screen)
				}
			}
			for _, l := range strings.Split(screen, "\n") {
				if w := lipgloss.Width(l); w > 80 {
					t.Errorf("a line of %d columns: %q", w, l)
				}
			}
		}
	}
	for !tb.Over() {
		check()
		legal := tb.Legal()
		if err := r.Act(tb.ToAct(), legal[min(1, len(legal)-1)]); err != nil {
			t.Fatal(err)
		}
	}
	check()
	v := tb.View(0) // an onlooker at the end
	end := strings.Join(TableEnd(&v, k), "\n")
	if !strings.Contains(end, "wins the") && !strings.Contains(end, "(split)") {
		t.Errorf("the end of the hand:\n%s", end)
	}
	if screen := DrawTable(&v, "", k); strings.Contains(screen, "▒▒") {
		t.Errorf("an ended hand draws cards face down:\n%s", screen)
	}
}

// BenchmarkDrawTable draws a nine-seat hand on the river from one chair,
// with its log: what a served screen costs the server at each change.
func BenchmarkDrawTable(b *testing.B) {
	r, err := poker.NewRingGame(poker.RingConfig{Chairs: 9, Rand: rand.New(rand.NewPCG(1, 2))})
	if err != nil {
		b.Fatal(err)
	}
	for c := 1; c <= 9; c++ {
		if err := r.Sit(c, "player "+string(rune('0'+c))); err != nil {
			b.Fatal(err)
		}
	}
	if err := r.Deal(); err != nil {
		b.Fatal(err)
	}
	tb := r.Table()
	for tb.Street() != poker.River && !tb.Over() {
		legal := tb.Legal()
		if err := r.Act(tb.ToAct(), legal[min(1, len(legal)-1)]); err != nil {
			b.Fatal(err)
		}
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	v := tb.View(1)
	b.ReportAllocs()
	for b.Loop() {
		_ = DrawTable(&v, "", k)
		_ = TableLog(&v, k)
	}
}
