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

// TestDrawHidesOthersHole: each seat's table shows its own hole cards and
// the other's face down.
func TestDrawHidesOthersHole(t *testing.T) {
	m, err := poker.NewMatch(poker.MatchConfig{Names: [2]string{"ana", "bob"}, Rand: rand.New(rand.NewPCG(3, 4))})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	face := func(c poker.Card) string { return "│" + c.Rank().String() + kit.SuitSymbols[c.Suit()] + "│" }
	for seat := range 2 {
		v := m.View(seat)
		screen := Draw(&v, false, []string{"ana", "bob"}, k)
		for _, c := range m.View(seat).Hole {
			if !strings.Contains(screen, face(c)) {
				t.Errorf("seat %d does not see its own card %v:\n%s", seat, c, screen)
			}
		}
		for _, c := range m.View(1 - seat).Hole {
			if strings.Contains(screen, face(c)) {
				t.Errorf("seat %d sees the other's card %v:\n%s", seat, c, screen)
			}
		}
		if !strings.Contains(screen, "│▒▒│ │▒▒│") {
			t.Errorf("seat %d does not see the other's cards face down:\n%s", seat, screen)
		}
	}
}
