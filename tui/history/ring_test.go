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

// moneyHands are two hands of a money game, hand-written in PokerStars'
// form: the hero wins $0.49 (after the rake), then loses $0.30.
const moneyHands = `PokerStars Hand #210000000001:  Hold'em Limit ($0.10/$0.20 USD) - 2015/03/04 21:00:00 ET
Table 'Pegasus' 2-max Seat #1 is the button
Seat 1: hero ($4 in chips)
Seat 2: villain ($4.12 in chips)
hero: posts small blind $0.05
villain: posts big blind $0.10
*** HOLE CARDS ***
Dealt to hero [Ac Ad]
hero: raises $0.10 to $0.20
villain: calls $0.10
*** FLOP *** [Kc 7h 2d]
villain: checks
hero: bets $0.10
villain: calls $0.10
*** TURN *** [Kc 7h 2d] [5s]
villain: checks
hero: checks
*** RIVER *** [Kc 7h 2d 5s] [9c]
villain: checks
hero: bets $0.20
villain: calls $0.20
*** SHOW DOWN ***
hero: shows [Ac Ad] (a pair of Aces)
villain: mucks hand
hero collected $0.99 from pot
*** SUMMARY ***
Total pot $1 | Rake $0.01
Board [Kc 7h 2d 5s 9c]
Seat 1: hero (button) (small blind) showed [Ac Ad] and won ($0.99) with a pair of Aces
Seat 2: villain (big blind) mucked



PokerStars Hand #210000000002:  Hold'em Limit ($0.10/$0.20 USD) - 2015/03/04 21:01:00 ET
Table 'Pegasus' 2-max Seat #2 is the button
Seat 1: hero ($4.99 in chips)
Seat 2: villain ($3.12 in chips)
villain: posts small blind $0.05
hero: posts big blind $0.10
*** HOLE CARDS ***
Dealt to hero [7c 2d]
villain: raises $0.10 to $0.20
hero: calls $0.10
*** FLOP *** [Kd 8h 3s]
hero: checks
villain: bets $0.10
hero: calls $0.10
*** TURN *** [Kd 8h 3s] [Qc]
hero: checks
villain: bets $0.20
hero: folds
Uncalled bet ($0.20) returned to villain
villain collected $0.60 from pot
villain: doesn't show hand
*** SUMMARY ***
Total pot $0.60 | Rake $0
Board [Kd 8h 3s Qc]
Seat 1: hero (big blind) folded on the Turn
Seat 2: villain (button) (small blind) collected ($0.60)
`

// TestHistoryMoneyStats: a money game's statistics give the net and the
// chart in money, with its sign and cents, as the file has them: never its
// cents as chips ("+19").
func TestHistoryMoneyStats(t *testing.T) {
	path := writeFile(t, t.TempDir(), "HH20150304 Pegasus.txt", moneyHands)
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c := newCache(hf, "HH20150304 Pegasus.txt")
	defer c.release()
	waitRead(t, c)
	st, _ := c.statsNow()
	if st.stats.Net != 19 || st.currency != "$" || !st.ring {
		t.Fatalf("net %d, currency %q, ring %v; want 19 cents in $, a ring game", st.stats.Net, st.currency, st.ring)
	}
	s := newStatsScreen(tuitest.Context(), c)
	s.Update(tuitest.Size(80, 24))
	view := s.View()
	for _, want := range []string{"Net (ring game) +$0.19", "$0.49 ┤", "$0.00 ┼"} {
		if !strings.Contains(view, want) {
			t.Errorf("statistics lack %q:\n%s", want, view)
		}
	}
	if strings.Contains(view, "+19 ") {
		t.Errorf("the net in cents, as chips:\n%s", view)
	}
}
