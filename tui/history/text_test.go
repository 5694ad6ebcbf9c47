package history

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// longLines is a real-looking hand whose chat and header lines run past
// 80 columns.
const longLines = `PokerStars Hand #240000000009: Tournament #980000031, $3.30+$0.30 USD Hold'em Limit - Level II (15/30) - 2019/10/12 21:14:55 CET [2019/10/12 15:14:55 ET]
Table '980000031 1' 2-max Seat #2 is the button
Seat 1: alpha (1470 in chips)
Seat 2: bravo with a rather long screen name (1530 in chips)
bravo with a rather long screen name: posts small blind 10
alpha: posts big blind 15
*** HOLE CARDS ***
Dealt to alpha [Ac Td]
bravo with a rather long screen name said, "that was the third time in a row you hit the river against me, I am starting to think the deck is stacked"
bravo with a rather long screen name: raises 15 to 30
alpha: calls 15
*** FLOP *** [Tc 7d 2s]
alpha: checks
bravo with a rather long screen name: bets 15
alpha: raises 15 to 30
bravo with a rather long screen name: folds
Uncalled bet (15) returned to alpha
alpha collected 90 from pot
alpha: doesn't show hand
*** SUMMARY ***
Total pot 90 | Rake 0
Board [Tc 7d 2s]
Seat 1: alpha (big blind) collected (90)
Seat 2: bravo with a rather long screen name (button) (small blind) folded on the Flop
`

// TestHistoryTextWraps: the text of a hand wraps its long lines at the
// window's edge, at a word, behind a blank line number; every word stays,
// and no line of the screen is wider than the window.
func TestHistoryTextWraps(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, dir, "long.txt", longLines)
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c := newCache(hf, "long.txt")
	defer c.release()
	for _, w := range []int{80, 50} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			s := newTextScreen(tuitest.Context(), c, 0)
			s.Update(tuitest.Size(w, 60))
			view := s.View()
			for i, l := range strings.Split(view, "\n") {
				if lipgloss.Width(l) > w {
					t.Errorf("line %d is %d wide: %q", i+1, lipgloss.Width(l), l)
				}
			}
			var text []string
			for _, l := range strings.Split(view, "\n") {
				if _, rest, ok := strings.Cut(l, "│ "); ok {
					text = append(text, rest)
				}
			}
			joined := strings.Join(text, " ")
			for _, word := range strings.Fields(longLines) {
				if !strings.Contains(joined, word) {
					t.Errorf("the word %q is lost", word)
				}
			}
			if !strings.Contains(view, "   │ ") {
				t.Errorf("no line continued behind a blank number:\n%s", view)
			}
		})
	}
}

// TestHistoryTextGolden: the text of a hand with long lines, at 80×24 and
// 120×40.
func TestHistoryTextGolden(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("HOME", home)
			t.Setenv("XDG_CONFIG_HOME", t.TempDir())
			t.Setenv("XDG_DATA_HOME", "")
			dir := filepath.Join(home, "hands")
			writeFile(t, mkdir(t, dir), "long.txt", longLines)
			m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(sz[0], sz[1]))
			tm.Send(tuitest.Key("4"))
			tuitest.WaitFor(t, tm, "Against")
			tm.Send(tuitest.Key("enter"))
			tuitest.WaitFor(t, tm, "showdowns")
			tm.Send(tuitest.Key("t"))
			tuitest.WaitFor(t, tm, "Hand 1 of 1")
			teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
		})
	}
}
