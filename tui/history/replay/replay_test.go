package replay

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestReplayPlays(t *testing.T) {
	r, file := testHand(t, nil)
	m, _ := replayOf(t, r, file)
	rs := tuitest.Top[*Screen](t, m)
	var cmd tea.Cmd
	var s kit.Screen
	s, cmd = rs.Update(tuitest.Key(" "))
	if !rs.play || cmd == nil {
		t.Fatal("space does not start play")
	}
	// Steps come from the timer; a stale one (from before a pause) does
	// nothing.
	stale := stepMsg{s: rs, gen: rs.gen - 1}
	s.Update(stale)
	if rs.at != 0 {
		t.Fatalf("a stale step moved to %d", rs.at)
	}
	speed := rs.speed
	s.Update(tuitest.Key("+"))
	if rs.speed != speed+1 {
		t.Errorf("+ left speed %d", rs.speed)
	}
	for rs.play {
		s.Update(stepMsg{s: rs, gen: rs.gen})
	}
	if rs.at != rs.last() {
		t.Errorf("play stopped at %d of %d", rs.at, rs.last())
	}
	// Space at the end plays again from the start; a key pauses.
	s.Update(tuitest.Key(" "))
	if !rs.play || rs.at != 0 {
		t.Errorf("space at the end: play %v at %d", rs.play, rs.at)
	}
	s.Update(tuitest.Key("right"))
	if rs.play || rs.at != 1 {
		t.Errorf("right while playing: play %v at %d", rs.play, rs.at)
	}
}

// TestReplayEveryHand replays every hand of generated files, in
// both formats, to its end: the final stacks are the engine's, the file
// summary's (Record.FinalStacks) and the next hand's starting stacks; the
// board shows street by street and only cards known at the time.
func TestReplayEveryHand(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.Context()
	matches := 3
	if testing.Short() {
		matches = 1
	}
	for _, f := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars} {
		t.Run(f.String(), func(t *testing.T) {
			dir := t.TempDir()
			for seed := uint64(1); seed <= uint64(matches); seed++ {
				hm := tuitest.PlayMatch(t, seed, 1000)
				path := tuitest.WriteMatch(t, dir, hm, f, tuitest.MatchStart(int(seed)))
				hf, err := handhistory.Open(path)
				if err != nil {
					t.Fatal(err)
				}
				if hf.Len() != len(hm.Hands) {
					t.Fatalf("%d hands in the file, %d played", hf.Len(), len(hm.Hands))
				}
				hf.All(func(i int, r *handhistory.Record, err error) bool {
					if err != nil {
						t.Fatalf("hand %d: %v", i, err)
					}
					// Draw every step of the first hands: the views
					// (equity included) cost more than the replays.
					checkReplay(t, ctx, r, hm.Stacks[i], i < 10)
					if i+1 < len(hm.Hands) {
						next, err := hf.Hand(i + 1)
						if err != nil {
							t.Fatal(err)
						}
						for p := range 2 {
							if got := next.Players[p].Stack; got != hm.Stacks[i][p] {
								t.Errorf("hand %d starts with %d for %s, hand %d ended with %d", i+2, got, next.Players[p].Name, i+1, hm.Stacks[i][p])
							}
						}
					}
					return !t.Failed()
				})
				hf.Close()
			}
		})
	}
}

func checkReplay(t *testing.T, ctx *kit.Context, r *handhistory.Record, want [2]int, draw bool) {
	t.Helper()
	rs, err := New(ctx, "test", r, nil)
	if err != nil {
		t.Fatalf("hand %d: %v", r.Number, err)
	}
	rs.width, rs.height = 80, 22
	summary := r.FinalStacks()
	prevBoard := 0
	for rs.at = 0; ; rs.at++ {
		f := rs.hand.frames[rs.at]
		if len(f.board) < prevBoard || len(f.board) > prevBoard+3 {
			t.Fatalf("hand %d step %d: board goes from %d to %d cards", r.Number, rs.at, prevBoard, len(f.board))
		}
		prevBoard = len(f.board)
		for p, k := range f.known {
			if k && p != r.Hero && !r.Players[p].Shown {
				t.Fatalf("hand %d step %d: %s's cards known, never shown", r.Number, rs.at, r.Players[p].Name)
			}
		}
		if draw {
			if v := rs.View(); !strings.Contains(v, "step "+strconv.Itoa(rs.at)+" of") {
				t.Fatalf("hand %d step %d: view\n%s", r.Number, rs.at, v)
			}
		}
		if rs.at == rs.last() {
			break
		}
		_, _ = rs.Update(tuitest.Key("right"))
		rs.at-- // the loop steps too
	}
	f := rs.hand.frames[rs.last()]
	if len(f.board) != len(r.Board) {
		t.Errorf("hand %d ends with %d board cards, the file has %d", r.Number, len(f.board), len(r.Board))
	}
	for p := range 2 {
		if f.stacks[p] != want[p] || f.stacks[p] != summary[p] {
			t.Errorf("hand %d: %s ends with %d, the engine had %d, the summary %d", r.Number, r.Players[p].Name, f.stacks[p], want[p], summary[p])
		}
	}
	// The table at the end shows the final stacks.
	tbl := rs.table(f, nil)
	if tbl.Seats[1].Stack != want[r.Hero] || tbl.Seats[0].Stack != want[1-r.Hero] {
		t.Errorf("hand %d: the table ends with %d and %d", r.Number, tbl.Seats[0].Stack, tbl.Seats[1].Stack)
	}
}

func TestEquityAndPotOdds(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.Context()
	r, err := handhistory.Parse([]byte(strings.Join([]string{
		"Poker Game, Hand #41 – 50/100 – Fixed Limit Hold'em",
		"Seat 1: Human (130)",
		"Seat 2: Computer (2,870)",
		"Human posts the small blind of 50",
		"Computer posts the big blind of 100",
		"The button is in seat #1",
		"*** HOLE CARDS ***",
		"Dealt to Human [As Kd]",
		"Human raises to 130 and is all-in",
		"Computer calls 30",
		"Human shows [As Kd]",
		"Computer shows [Tc Th]",
		"*** FLOP *** [Ac 4s 9d]",
		"*** TURN *** [Ac 4s 9d] [2c]",
		"*** RIVER *** [Ac 4s 9d 2c] [Td]",
		"Human shows a pair of Aces",
		"Computer shows three of a kind, Tens",
		"Computer wins the pot (260) with three of a kind, Tens",
		"Computer wins the tournament",
		"*** SUMMARY ***",
		"Total pot 260",
		"Board: [Ac 4s 9d 2c Td]",
		"Seat 1: Human (button) showed [As Kd] and lost with a pair of Aces",
		"Seat 2: Computer showed [Tc Th] and won (260) with three of a kind, Tens",
	}, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := New(ctx, "test", r, nil)
	if err != nil {
		t.Fatal(err)
	}
	rs.width, rs.height = 80, 22
	step := func(n int) string {
		rs.at = n
		settle(t, rs)
		return rs.View()
	}
	// After the blinds: the human faces 50 more into a pot of 150.
	v := step(2)
	if !strings.Contains(v, "Human to act: 50 to call, pot 150") || !strings.Contains(v, "3.0:1") || !strings.Contains(v, "needs 25%)") {
		t.Errorf("pot odds at step 2:\n%s", v)
	}
	// The hand reached a showdown: from the first step the equity is
	// against the cards the computer showed at the end.
	want, _ := poker.ExactEquity(r.Players[0].Hole, r.Players[1].Hole, nil)
	if !strings.Contains(v, "Computer T♣ T♥ ") || !strings.Contains(v, thousands.Fixed(100*want.Share(), 1)+"%") {
		t.Errorf("no equity against the cards shown at the end at step 2 (%.1f%%):\n%s", 100*want.Share(), v)
	}
	// After the raise the computer faces 30 into 230.
	if v := step(3); !strings.Contains(v, "Computer to act: 30 to call, pot 230") {
		t.Errorf("pot odds at step 3:\n%s", v)
	}
	// Both hands shown: exact equity, the flop then dealt as its own step.
	var shown int
	for i, f := range rs.hand.frames {
		if f.known[0] && f.known[1] {
			shown = i
			break
		}
	}
	v = step(shown)
	if !strings.Contains(v, "(every board)") || !strings.Contains(v, thousands.Fixed(100*want.Share(), 1)+"%") {
		t.Errorf("exact equity %.1f%% missing at step %d:\n%s", 100*want.Share(), shown, v)
	}
	if f := rs.hand.frames[shown+1]; len(f.board) != 3 || f.action != -1 {
		t.Errorf("the step after both show has board %v (action %d), want the flop dealt", f.board, f.action)
	}
	// Street by street, as review tools show it: on the flop, the flop's.
	flop, _ := poker.ExactEquity(r.Players[0].Hole, r.Players[1].Hole, r.Board[:3])
	if v := step(shown + 1); !strings.Contains(v, thousands.Fixed(100*flop.Share(), 1)+"%") {
		t.Errorf("the flop's equity %.1f%% missing:\n%s", 100*flop.Share(), v)
	}
	if len(rs.equity) < 2 {
		t.Error("the equity was not kept")
	}
	if v := step(rs.last()); !strings.Contains(v, "Hand over: Computer won at showdown") {
		t.Errorf("last step:\n%s", v)
	}
}

// TestReplayRingGame: a hand of a 6-max PokerStars table replays
// with the hero at the bottom and the player who stayed in longest at the
// top, to the stacks the file's actions give.
func TestReplayRingGame(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.Context()
	hf, err := handhistory.Open(filepath.Join("..", "..", "..", "handhistory", "testdata", "pokerstars_real.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	var ring *handhistory.Record
	hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err == nil && len(r.Players) > 2 {
			ring = r
			return false
		}
		return true
	})
	if ring == nil {
		t.Fatal("no hand of more than two players in pokerstars_real.txt")
	}
	rs, err := New(ctx, "real", ring, nil)
	if err != nil {
		t.Fatal(err)
	}
	rs.width, rs.height = 80, 22
	if rs.hand.bottom != ring.Hero || ring.Players[rs.hand.top].Name != "p3" {
		t.Errorf("the table shows %s and %s, want the hero %s and p3 (the last to fold)",
			ring.Players[rs.hand.bottom].Name, ring.Players[rs.hand.top].Name, ring.Players[ring.Hero].Name)
	}
	rs.at = rs.last()
	f := rs.hand.frames[rs.at]
	for p, want := range ring.FinalStacks() {
		if f.stacks[p] != want {
			t.Errorf("%s ends with %d, want %d", ring.Players[p].Name, f.stacks[p], want)
		}
	}
	if v := rs.View(); !strings.Contains(v, "seats: the table shows p2 and p3") {
		t.Errorf("the last step does not say whom the table shows:\n%s", v)
	}
	// The big blind of a player not at the table is in the log and the pot.
	rs.at = 2
	if v := rs.View(); !strings.Contains(v, "p0 posts $0.10 (BB)") || !strings.Contains(v, "Pot $0.15") {
		t.Errorf("after the blinds:\n%s", v)
	}
}
