package history

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// historyMatch is a match played with random legal actions from a fixed
// seed, and the engine's stacks after each hand: the truth a replay must
// reach.
type historyMatch struct {
	hands  [][]poker.Event
	stacks [][2]int
}

func playHistoryMatch(t testing.TB, seed uint64, maxHands int) historyMatch {
	t.Helper()
	m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(rand.NewPCG(seed, 1)), Button: int(seed & 1)})
	if err != nil {
		t.Fatal(err)
	}
	choice := rand.New(rand.NewPCG(seed, 2))
	var hm historyMatch
	for !m.Over() && len(hm.hands) < maxHands {
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		g := m.Game()
		for !g.Over() {
			legal := g.Legal()
			// Lean towards calling and raising, so that hands go to
			// showdown and all-ins happen.
			var a poker.Action
			switch x := choice.IntN(10); {
			case x == 0:
				a = legal[0]
			case x < 6 || len(legal) < 3:
				a = legal[1]
			default:
				a = legal[2]
			}
			if err := m.Act(g.ToAct(), a); err != nil {
				t.Fatal(err)
			}
		}
		hm.hands = append(hm.hands, append([]poker.Event(nil), m.Events()...))
		hm.stacks = append(hm.stacks, g.Stacks())
	}
	return hm
}

// writeHistoryMatch writes hm into dir as a Writer does, with a fixed
// start (which names the file) and fixed hand times.
func writeHistoryMatch(t testing.TB, dir string, hm historyMatch, f handhistory.Format, start time.Time) string {
	t.Helper()
	w, err := handhistory.Create(handhistory.Options{Dir: dir, Format: f, Start: start, Tournament: 42,
		Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range hm.hands {
		if err := w.WriteHand(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.Path()
}

// historyStart is the start of the test matches: the files are named
// after it, one hour apart.
func historyStart(hour int) time.Time {
	return time.Date(2026, 11, 29, hour, 5, 9, 0, time.Local)
}

// historyTestDir makes a history directory of three matches (two in
// Parlor's format, one in PokerStars') and returns it and the paths,
// oldest first.
func historyTestDir(t testing.TB) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for i, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars, handhistory.Parlor} {
		hm := playHistoryMatch(t, uint64(11+i), 60+40*i)
		paths = append(paths, writeHistoryMatch(t, dir, hm, f, historyStart(10+i)))
	}
	return dir, paths
}

// newHistoryTestModel is the root model with --history-dir dir, the
// browser's file list open.
func newHistoryTestModel(t *testing.T, dir string) tea.Model {
	t.Helper()
	tuitest.Isolate(t)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
	var tm tea.Model = m
	tm, _ = tuitest.Drive(t, tm, tea.WindowSizeMsg{Width: 80, Height: 24})
	tm, _ = tuitest.Drive(t, tm, kit.SwitchMsg{To: kit.HistoryID})
	return tm
}

// waitRead waits for the background reader of c to read every hand.
func waitRead(t testing.TB, c *historyCache) {
	t.Helper()
	c.start()
	select {
	case <-c.done:
	case <-time.After(20 * time.Second):
		t.Fatal("the background reader did not finish")
	}
}

// writeFile writes text to a new file in dir.
func writeFile(t testing.TB, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
