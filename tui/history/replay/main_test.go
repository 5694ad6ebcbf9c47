package replay

import (
	"path/filepath"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// testHand is the first hand of the newest file of the history tests
// (the match of seed 13, in Parlor's format), or the first that keep
// accepts, and the file's base name.
func testHand(t *testing.T, keep func(*handhistory.Record) bool) (*handhistory.Record, string) {
	t.Helper()
	hm := tuitest.PlayMatch(t, 13, 140)
	path := tuitest.WriteMatch(t, t.TempDir(), hm, handhistory.Parlor, tuitest.MatchStart(12))
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	var found *handhistory.Record
	hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Fatal(err)
		}
		if keep == nil || keep(r) {
			found = r
			return false
		}
		return true
	})
	if found == nil {
		t.Fatal("no hand of the test match fits")
	}
	return found, filepath.Base(path)
}

// replayOf is the root model at 80×24 showing the replay of r.
func replayOf(t *testing.T, r *handhistory.Record, file string) (tea.Model, *Screen) {
	t.Helper()
	tuitest.Isolate(t)
	var rs *Screen
	b := tuitest.Only(kit.HistoryID, func(ctx *kit.Context, _ *app.Saves) kit.Screen {
		s, err := New(ctx, file, r, nil)
		if err != nil {
			t.Fatal(err)
		}
		rs = s
		return s
	})
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, b)
	var tm tea.Model = m
	tm, _ = tuitest.Drive(t, tm, tea.WindowSizeMsg{Width: 80, Height: 24}, kit.SwitchMsg{To: kit.HistoryID})
	return tm, rs
}
