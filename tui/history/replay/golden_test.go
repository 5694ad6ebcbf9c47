package replay

import (
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// TestReplayGolden: the first showdown of the history tests' newest file,
// replayed to the first action after the flop.
func TestReplayGolden(t *testing.T) {
	r, file := testHand(t, func(r *handhistory.Record) bool { return r.Showdown })
	h, err := cut(tuitest.Context(), r)
	if err != nil {
		t.Fatal(err)
	}
	step := -1
	for j, f := range h.frames {
		if len(f.board) == 3 {
			step = j + 1
			break
		}
	}
	if step < 0 {
		t.Fatal("no showdown with a flop in the test match")
	}
	tm := tuitest.Golden(t, kit.Options{Seed: 7, SeedSet: true}, tuitest.Only(kit.HistoryID, func(ctx *kit.Context) kit.Screen {
		s, err := New(ctx, file, r, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}))
	tm.Send(tuitest.Key("4"))
	tuitest.WaitFor(t, tm, "Replay")
	for range step {
		tm.Send(tuitest.Key("right"))
	}
	tuitest.WaitFor(t, tm, fmt.Sprintf("step %d of", step))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}
