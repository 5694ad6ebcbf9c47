package history

import (
	"path/filepath"
	"testing"

	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// goldenModel runs the program at 80×24 with the test matches in
// ~/hands of a temporary home, so the paths shown are the same everywhere.
func goldenModel(t *testing.T) (*teatest.TestModel, []string) {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", "")
	dir := filepath.Join(home, "hands")
	var paths []string
	for i, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars, handhistory.Parlor} {
		hm := tuitest.PlayMatch(t, uint64(11+i), 60+40*i)
		paths = append(paths, tuitest.WriteMatch(t, dir, hm, f, tuitest.MatchStart(10+i)))
	}
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.Key("4"))
	tuitest.WaitFor(t, tm, "Against")
	return tm, paths
}

// TestHistoryFilesGolden: the file list, the second file chosen.
func TestHistoryFilesGolden(t *testing.T) {
	tm, _ := goldenModel(t)
	tm.Send(tuitest.Key("j"))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryHandsGolden: the newest file's hands that went to showdown.
func TestHistoryHandsGolden(t *testing.T) {
	tm, _ := goldenModel(t)
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "showdowns")
	tm.Send(tuitest.Key("2"))
	tuitest.WaitFor(t, tm, "hands: showdowns")
	tm.Send(tuitest.Key("j"))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryStatsGolden: the statistics of the newest file.
func TestHistoryStatsGolden(t *testing.T) {
	tm, _ := goldenModel(t)
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "showdowns")
	tm.Send(tuitest.Key("s"))
	tuitest.WaitFor(t, tm, "Big blinds/100")
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}
