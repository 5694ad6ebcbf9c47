package lobby

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/poker"
	"parlor/server/hub"
	"parlor/tui/kit"
)

// TestServedRunOut: a served table's all-in run-out is told under the
// table at the hand's end, a line a live hand street by street, the seat's
// own as "Your", a watcher's all by name; "counting" until the hub has
// the shares; nothing of a hand with no run-out.
func TestServedRunOut(t *testing.T) {
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	card := func(s string) poker.Card {
		c, err := poker.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	hand := poker.TableView{Number: 7, Chairs: 3, Over: true, Street: poker.River,
		Names: poker.ChairNames{"", "ana", "bob", "cy"}, Board: []poker.Card{card("2c"), card("7h"), card("9d"), card("Tc"), card("3s")}}
	hand.In[1], hand.In[2], hand.In[3], hand.Folded[3] = true, true, true, true
	hand.Shown[1], hand.Shown[2] = true, true
	streets := []hub.RunOutStreet{{}, {Board: hand.Board[:3]}, {Board: hand.Board[:4]}}
	for i, sh := range [][2]float64{{0.82, 0.18}, {0.64, 0.36}, {0.0025, 0.9975}} {
		streets[i].Share[1], streets[i].Share[2] = sh[0], sh[1]
		streets[i].Live[1], streets[i].Live[2] = true, true
	}
	for _, tt := range []struct {
		name     string
		chair    int
		streets  []hub.RunOutStreet
		counting bool
		want     []string
		not      []string
	}{
		{"bob's seat", 2, streets, false,
			[]string{"ana's all-in equity: 82% pre-flop · 64% flop · 0.3% turn", "Your all-in equity: 18% pre-flop · 36% flop · 100% turn"},
			[]string{"cy's all-in", "counting"}},
		{"a watcher", 0, streets, false,
			[]string{"ana's all-in equity: 82% pre-flop", "bob's all-in equity: 18% pre-flop"}, []string{"Your all-in", "counting"}},
		{"counting", 1, nil, true, []string{"All-in equities: counting…"}, []string{"all-in equity"}},
		{"no run-out", 1, nil, false, nil, []string{"all-in equit", "counting"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := hub.HoldemTableView{Hand: hand, RunOut: tt.streets, RunOutCounting: tt.counting}
			v.Hand.Chair = tt.chair
			_, log := drawHoldemTable(&v, tt.chair == 0, k)
			text := strings.Join(log, "\n")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("the log lacks %q:\n%s", w, text)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(text, n) {
					t.Errorf("the log has %q:\n%s", n, text)
				}
			}
		})
	}
}
