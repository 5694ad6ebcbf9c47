package lobby

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/tui/internal/tuitest"
)

// servedTable is ana's Hold'em table of seats, she the one person and
// computers in the other seats, started: ring picks the ring game over the
// sit-and-go. The computers wait an hour, so the hand stands still.
func servedTable(t *testing.T, seats int, ring bool) *model {
	t.Helper()
	ana := named(t, newHub(t, time.Hour), "ka", "ana")
	send(ana, "n", "right", "right", "down", "left", "down")
	for i := 0; i < 9 && ana.form.spec.Computers != seats-1; i++ {
		if ana.form.spec.Computers < seats-1 {
			send(ana, "right")
		} else {
			send(ana, "left")
		}
	}
	send(ana, "down", "down")
	want := map[bool]string{true: "ring game", false: "sit-and-go"}[ring]
	for range 8 {
		if strings.HasPrefix(ana.form.spec.Kind.Setting().Choices[ana.form.spec.Option], want) {
			break
		}
		send(ana, "right")
	}
	send(ana, "enter")
	send(ana, "s")
	ana.refresh()
	send(ana, " ") // the first hand starts once she is ready
	ana.refresh()
	if tv := ana.snap.Table; tv == nil || !tv.Started || tv.HoldemTable == nil || tv.HoldemTable.Dealing || len(tv.Names) != seats {
		t.Fatalf("ana's table of %d: %+v", seats, tv)
	}
	return ana
}

// TestServedFeltGolden: a served table of six and of nine is drawn as the
// local table draws it, the felt with the seats around it, at 80×24 and
// 120×40, every line within the window; ana sees her own cards and no
// other seat's.
func TestServedFeltGolden(t *testing.T) {
	for _, tc := range []struct {
		seats int
		ring  bool
	}{{6, true}, {9, false}} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			t.Run(fmt.Sprintf("%d seats %dx%d", tc.seats, size[0], size[1]), func(t *testing.T) {
				ana := servedTable(t, tc.seats, tc.ring)
				ana.Update(tuitest.Size(size[0], size[1]))
				v := ana.View()
				if n := strings.Count(v, "\n"); n > size[1] {
					t.Errorf("%d lines, more than %d", n, size[1])
				}
				for _, l := range strings.Split(v, "\n") {
					if w := lipgloss.Width(l); w > size[0] {
						t.Errorf("%d cells: %q", w, l)
					}
				}
				if !strings.Contains(v, "ana (you)") || !strings.Contains(v, "▒▒ ▒▒") {
					t.Errorf("no felt with ana's seat and the others face down:\n%s", v)
				}
				teatest.RequireEqualOutput(t, []byte(v))
			})
		}
	}
}

// TestServedFeltCompact: below 24 rows (or 80 columns) the served table
// takes one line a seat, as the local table does, within the window.
func TestServedFeltCompact(t *testing.T) {
	for _, size := range [][2]int{{80, 20}, {60, 30}} {
		ana := servedTable(t, 6, true)
		ana.Update(tuitest.Size(size[0], size[1]))
		v := ana.View()
		var you string
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "ana (you)") {
				you = l
			}
			if w := lipgloss.Width(l); w > size[0] {
				t.Errorf("%dx%d: %d cells: %q", size[0], size[1], w, l)
			}
		}
		if !strings.Contains(you, "1,500") || strings.Count(v, "▒▒ ▒▒") != 5 {
			t.Errorf("%dx%d: not one line a seat:\n%s", size[0], size[1], v)
		}
	}
}
