package history

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// testDir makes a history directory of three matches (two in
// Parlor's format, one in PokerStars') and returns it and the paths,
// oldest first.
func testDir(t testing.TB) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for i, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars, handhistory.Parlor} {
		hm := tuitest.PlayMatch(t, uint64(11+i), 60+40*i)
		paths = append(paths, tuitest.WriteMatch(t, dir, hm, f, tuitest.MatchStart(10+i)))
	}
	return dir, paths
}

// newTestModel is the root model with --history-dir dir, the
// browser's file list open.
func newTestModel(t *testing.T, dir string) tea.Model {
	t.Helper()
	tuitest.Isolate(t)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
	var tm tea.Model = m
	tm, _ = tuitest.Drive(t, tm, tea.WindowSizeMsg{Width: 80, Height: 24})
	tm, _ = tuitest.Drive(t, tm, kit.SwitchMsg{To: kit.HistoryID})
	return tm
}

// waitRead waits for the background reader of c to read every hand.
func waitRead(t testing.TB, c *cache) {
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
