package history

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/settings/store"
)

// historyGoldenModel runs the program at 80×24 with the test matches in
// ~/hands of a temporary home, so the paths shown are the same everywhere.
func historyGoldenModel(t *testing.T) (*teatest.TestModel, []string) {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", "")
	dir := filepath.Join(home, "hands")
	var paths []string
	for i, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars, handhistory.Parlor} {
		hm := playHistoryMatch(t, uint64(11+i), 60+40*i)
		paths = append(paths, writeHistoryMatch(t, dir, hm, f, historyStart(10+i)))
	}
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.Key("4"))
	tuitest.WaitFor(t, tm, "Against")
	return tm, paths
}

// TestHistoryFilesGolden: the file list, the second file chosen.
func TestHistoryFilesGolden(t *testing.T) {
	tm, _ := historyGoldenModel(t)
	tm.Send(tuitest.Key("j"))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryHandsGolden: the newest file's hands that went to showdown.
func TestHistoryHandsGolden(t *testing.T) {
	tm, _ := historyGoldenModel(t)
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "showdowns")
	tm.Send(tuitest.Key("2"))
	tuitest.WaitFor(t, tm, "hands: showdowns")
	tm.Send(tuitest.Key("j"))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryReplayGolden: the first showdown of the newest file, replayed
// to the first action after the flop.
func TestHistoryReplayGolden(t *testing.T) {
	tm, paths := historyGoldenModel(t)
	// The step to show: the first action on the flop.
	hf, err := handhistory.Open(paths[2])
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	ctx := &kit.Context{Styles: kit.NewStyles(lipgloss.DefaultRenderer()), Keys: kit.NewGlobalKeys(), Settings: store.Defaults()}
	step := -1
	hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil || !r.Showdown {
			return err == nil
		}
		h, err := newHistoryReplay(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		for j, f := range h.frames {
			if len(f.board) == 3 {
				step = j + 1
				break
			}
		}
		return false
	})
	if step < 0 {
		t.Fatal("no showdown with a flop in the test match")
	}
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "showdowns")
	tm.Send(tuitest.Key("2"))
	tuitest.WaitFor(t, tm, "hands: showdowns")
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "Replay")
	for range step {
		tm.Send(tuitest.Key("right"))
	}
	tuitest.WaitFor(t, tm, fmt.Sprintf("step %d of", step))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryStatsGolden: the statistics of the newest file.
func TestHistoryStatsGolden(t *testing.T) {
	tm, _ := historyGoldenModel(t)
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "showdowns")
	tm.Send(tuitest.Key("s"))
	tuitest.WaitFor(t, tm, "Big blinds/100")
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}
