package ring

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
)

// table is a table of n seats named s1…sn, the seat me at the bottom,
// seat 2 to act, seat 3 folded, me holding A♠ K♥.
func table(n, me int) Table {
	t := Table{Me: me, Pots: "Pot 30", Status: Status{Text: "▶ s3 to act"}}
	for i := range n {
		s := Seat{Name: "s" + string(rune('1'+i)), Stack: 1500, Cards: Cards{Show: FaceDown}}
		switch i {
		case me:
			s.You = true
			s.Cards = Cards{Show: FaceUp, Hole: [2]poker.Card{poker.NewCard(poker.Ace, poker.Spades), poker.NewCard(poker.King, poker.Hearts)}}
		case 2:
			s.ToAct = true
		case 3 % n:
			s.Cards.Show, s.State = Folded, "folded"
		}
		t.Seats = append(t.Seats, s)
	}
	return t
}

// TestFelt: every seat is drawn once, the bottom seat's name says "(you)"
// on the felt's last rows, the seat to act is marked without colour, and
// no line is wider than the width.
func TestFelt(t *testing.T) {
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	for n := 2; n <= poker.MaxChairs; n++ {
		for _, w := range []int{80, 120} {
			for _, me := range []int{0, n - 1} {
				lines := table(n, me).Felt(k, w)
				if len(lines) != Lines {
					t.Fatalf("Felt(%d seats, %d) has %d lines, want %d", n, w, len(lines), Lines)
				}
				all := strings.Join(lines, "\n")
				for i := range n {
					name := "s" + string(rune('1'+i))
					if c := strings.Count(all, name+" ") + strings.Count(all, name+"\n"); c < 1 {
						t.Errorf("Felt(%d seats, %d, me %d) lacks %s:\n%s", n, w, me, name, all)
					}
				}
				you := "s" + string(rune('1'+me)) + " (you)"
				if !strings.Contains(strings.Join(lines[2*SeatLines+2:], "\n"), you) {
					t.Errorf("Felt(%d seats, %d, me %d): %q not at the bottom:\n%s", n, w, me, you, all)
				}
				if n > 2 && !strings.Contains(all, "▶ s3") {
					t.Errorf("Felt(%d seats): the seat to act is not marked:\n%s", n, all)
				}
				for _, l := range lines {
					if lw := lipgloss.Width(l); lw > w {
						t.Errorf("Felt(%d seats, %d): a line of %d cells: %q", n, w, lw, l)
					}
				}
			}
		}
	}
}

// TestCompact: one line a seat in chair order, then the middle, within
// the width.
func TestCompact(t *testing.T) {
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	lines := table(6, 0).Compact(k, 60)
	if len(lines) != 7 {
		t.Fatalf("Compact(6 seats) has %d lines, want 7:\n%s", len(lines), strings.Join(lines, "\n"))
	}
	for i, l := range lines[:6] {
		if name := "s" + string(rune('1'+i)); !strings.Contains(l, name) {
			t.Errorf("line %d = %q, want seat %s", i, l, name)
		}
		if lw := lipgloss.Width(l); lw > 60 {
			t.Errorf("a line of %d cells: %q", lw, l)
		}
	}
	if !strings.Contains(lines[0], "A♠ K♥") || !strings.Contains(lines[3], "── ──") || !strings.Contains(lines[6], "Pot 30") {
		t.Errorf("Compact:\n%s", strings.Join(lines, "\n"))
	}
}

// TestASCIIBacks: the cards' ASCII setting draws a card face down as ##.
func TestASCIIBacks(t *testing.T) {
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	k.Settings.CardStyle = config.CardsASCII
	if all := strings.Join(table(3, 0).Felt(k, 80), "\n"); !strings.Contains(all, "## ##") || strings.Contains(all, "▒") {
		t.Errorf("Felt with ASCII cards:\n%s", all)
	}
}
