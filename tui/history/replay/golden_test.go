package replay

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/app"
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
	replayGolden(t, r, file, step, 80, 24)
}

// replayGolden draws the replay of r from file at step in a window of
// w×h against the golden file, from a fixed home.
func replayGolden(t *testing.T, r *handhistory.Record, file string, step, w, h int) {
	t.Helper()
	t.Setenv("HOME", "/home/player")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // writable, not shown
	t.Setenv("XDG_DATA_HOME", "")
	b := tuitest.Only(kit.HistoryID, func(ctx *kit.Context, _ *app.Saves) kit.Screen {
		s, err := New(ctx, file, r, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
	tm := teatest.NewTestModel(t, tuitest.New(kit.Options{Seed: 7, SeedSet: true}, b), teatest.WithInitialTermSize(w, h))
	tm.Send(tuitest.Key("4"))
	tuitest.WaitFor(t, tm, "Replay")
	for range step {
		tm.Send(tuitest.Key("right"))
	}
	tuitest.WaitFor(t, tm, fmt.Sprintf("step %d of", step))
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestReplayForeignGolden: hands of other sites at 80×24 and 120×40, at a
// step where every figure shows: a cash game counted in cents (stacks of
// $1,234.50, a long screen name) on the turn, and a tournament hand with
// seven-digit stacks after its all-in on the flop.
func TestReplayForeignGolden(t *testing.T) {
	for _, tt := range []struct {
		file string
		step func(h *handFrames) int
	}{
		{"cash_cents.txt", func(h *handFrames) int {
			return firstFrame(h, func(f frame) bool { return len(f.board) == 4 && f.pot > 140*100 })
		}},
		{"tournament_millions.txt", func(h *handFrames) int {
			return firstFrame(h, func(f frame) bool { return len(f.board) == 3 && f.stacks[h.rec.Hero] == 0 })
		}},
	} {
		t.Run(strings.TrimSuffix(tt.file, ".txt"), func(t *testing.T) {
			hf, err := handhistory.Open(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			defer hf.Close()
			r, err := hf.Hand(0)
			if err != nil {
				t.Fatal(err)
			}
			h, err := cut(tuitest.Context(), r)
			if err != nil {
				t.Fatal(err)
			}
			step := tt.step(h)
			if step < 0 {
				t.Fatal("the step to show is not in the hand")
			}
			for _, sz := range [][2]int{{80, 24}, {120, 40}} {
				t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
					replayGolden(t, r, tt.file, step, sz[0], sz[1])
				})
			}
		})
	}
}

// firstFrame is the index of the first frame of h that keep accepts, -1
// if none.
func firstFrame(h *handFrames, keep func(frame) bool) int {
	for i, f := range h.frames {
		if keep(f) {
			return i
		}
	}
	return -1
}
