package history

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// writeRing writes n hands whose stacks reset to 1,500 each, as a headless
// --hands run writes them, and returns the path and Human's net.
func writeRing(t *testing.T, dir string, f handhistory.Format, n int) (string, int) {
	t.Helper()
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	start := tuitest.MatchStart(9)
	w, err := handhistory.Create(handhistory.Options{Dir: dir, Format: f, Start: start, Ring: true,
		Now: func() time.Time { return start }})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	net := 0
	for i := range n {
		l := poker.LevelOf(1)
		g, err := poker.NewGame(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: l.SmallBlind, BigBlind: l.BigBlind,
			Button: i % 2, Stacks: [2]int{poker.StartingStack, poker.StartingStack}, Names: [2]string{"Human", "Computer"}, Rand: r})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			legal := g.Legal()
			a := legal[min(len(legal)-1, 1+r.IntN(2))] // call or raise: hands go on
			if g.ToAct() == 1 && r.IntN(4) == 0 {
				a = legal[0]
			}
			if err := g.Act(g.ToAct(), a); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.WriteHand(g.Events()); err != nil {
			t.Fatal(err)
		}
		net += g.Stacks()[0] - poker.StartingStack
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return w.Path(), net
}

// TestHistoryRingStats: a ring game's statistics chart the net result from
// 0, hand by hand, and say so; never "chips, from 1,500".
func TestHistoryRingStats(t *testing.T) {
	for _, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars} {
		t.Run(f.String(), func(t *testing.T) {
			path, net := writeRing(t, t.TempDir(), f, 60)
			hf, err := handhistory.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			c := newCache(hf, "ring.txt")
			defer c.release()
			waitRead(t, c)
			st, _ := c.statsNow()
			if !st.ring || len(st.chips) != 61 || st.chips[0] != 0 || st.chips[60] != net || st.stats.Net != net {
				t.Fatalf("ring %v, %d points from %v to %v, net %d; want a ring game's 61 from 0 to %d",
					st.ring, len(st.chips), st.chips[0], st.chips[len(st.chips)-1], st.stats.Net, net)
			}
			s := newStatsScreen(tuitest.Context(), c)
			s.Update(tuitest.Size(80, 24))
			view := s.View()
			for _, want := range []string{"net result after each of 60 hands", "Net (ring game)", kit.Chips(net)} {
				if !strings.Contains(view, want) {
					t.Errorf("statistics lack %q:\n%s", want, view)
				}
			}
			if strings.Contains(view, "from 1,500") {
				t.Errorf("a ring game charted as chips from 1,500:\n%s", view)
			}
		})
	}
}

// TestHistoryFileListRing: the file list sums up a ring game's file off
// the update loop, one file after the other, and shows the hero's net in
// its row (the ends of the file cannot tell it).
func TestHistoryFileListRing(t *testing.T) {
	dir := t.TempDir()
	_, netA := writeRing(t, dir, handhistory.Parlor, 40)
	tuitest.Isolate(t)
	ctx := tuitest.Context()
	ctx.HistoryDirFlag = dir
	s := New(ctx)
	if len(s.files) != 1 || !s.files[0].ring || s.files[0].netKnown {
		t.Fatalf("files %+v, want one ring game, its net not yet known", s.files)
	}
	cmd := s.Init()
	for cmd != nil {
		_, cmd = s.Update(cmd())
	}
	if f := s.files[0]; !f.netKnown || f.net != netA || f.result != "ring game" {
		t.Errorf("row %+v, want the ring game's net %d", f, netA)
	}
	if it := s.list.Items()[0].(file); it.net != netA || !it.netKnown {
		t.Errorf("the list shows %+v", it)
	}
}
