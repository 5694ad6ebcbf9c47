package history

import (
	"strings"
	"testing"

	"parlor/tui/history/replay"
	"parlor/tui/internal/tuitest"
)

func TestHistoryOpenHandTextAndReplay(t *testing.T) {
	m, _ := openHands(t)
	m, _ = tuitest.Press(t, m, "t")
	ts := tuitest.Top[*textScreen](t, m)
	if !strings.Contains(tuitest.App(t, m).View(), "Poker Game, Hand #1") {
		t.Errorf("the text of hand 1 is not shown:\n%s", tuitest.App(t, m).View())
	}
	// r replays it in place of the text: esc then goes to the list.
	m, _ = tuitest.Press(t, m, "r")
	tuitest.Top[*replay.Screen](t, m)
	m, _ = tuitest.Press(t, m, "esc")
	tuitest.Top[*HandsScreen](t, m)
	_ = ts
	m, _ = tuitest.Press(t, m, "enter")
	rs := tuitest.Top[*replay.Screen](t, m)
	if rs.Step() != 0 {
		t.Fatalf("replay starts at step %d", rs.Step())
	}
	m, _ = tuitest.Press(t, m, "right", "right", "right")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Step() != 3 {
		t.Errorf("step %d after three rights", rs.Step())
	}
	m, _ = tuitest.Press(t, m, "left")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Step() != 2 {
		t.Errorf("step %d after left", rs.Step())
	}
	m, _ = tuitest.Press(t, m, "end")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Step() != rs.Last() {
		t.Errorf("step %d after end, want %d", rs.Step(), rs.Last())
	}
	m, _ = tuitest.Press(t, m, "right")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Step() != rs.Last() {
		t.Errorf("right at the end moved to %d", rs.Step())
	}
	m, _ = tuitest.Press(t, m, "home")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Step() != 0 {
		t.Errorf("step %d after home", rs.Step())
	}
}

// TestHistoryReplayNextHand: n and p move along the list, skipping a hand
// that cannot be replayed, and the list's cursor follows.
func TestHistoryReplayNextHand(t *testing.T) {
	m, hs := openHands(t)
	m, _ = tuitest.Press(t, m, "2") // showdowns only
	want := visible(hs)
	if len(want) < 3 {
		t.Fatalf("%d showdowns in the test match", len(want))
	}
	m, _ = tuitest.Press(t, m, "enter")
	for k := 1; k < 3; k++ {
		m, _ = tuitest.Press(t, m, "right", "n")
		rs := tuitest.Top[*replay.Screen](t, m)
		if r, _ := hs.cache.hf.Hand(want[k]); rs.Hand().Number != r.Number || rs.Step() != 0 {
			t.Fatalf("after %d n: hand %d at step %d, want hand %d at 0", k, rs.Hand().Number, rs.Step(), r.Number)
		}
	}
	m, _ = tuitest.Press(t, m, "p")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Hand().Number != int(hs.cache.row(want[1]).number) {
		t.Errorf("p shows hand %d", rs.Hand().Number)
	}
	m, _ = tuitest.Press(t, m, "esc")
	if i := tuitest.Top[*HandsScreen](t, m).list.Index(); i != 1 {
		t.Errorf("back on the list at %d, want 1", i)
	}
	// At the first hand p stays and says so.
	m, _ = tuitest.Press(t, m, "g", "enter", "p")
	if st := tuitest.App(t, m).Context().Status().Text; !strings.Contains(st, "first hand") {
		t.Errorf("status %q at the first hand", st)
	}
}
