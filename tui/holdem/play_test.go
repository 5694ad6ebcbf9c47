package holdem

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// TestHoldemEndOfHandKeys: on a hand's summary only enter or space deals
// the next hand: an action key or a digit pressed once too often does
// nothing but say so.
func TestHoldemEndOfHandKeys(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", handDone(1))
	s := tableOf(t, m)
	for _, k := range []string{"f", "c", "b", "r", "1", "2", "x"} {
		m, _ = tuitest.Press(t, m, k)
		if s.phase != handOver || s.match.HandNumber() != 1 {
			t.Fatalf("%s on the summary: phase %d, hand %d; want the summary still", k, s.phase, s.match.HandNumber())
		}
		if st := tuitest.Status(t, m); st.Text != "The hand is over: enter or space deals hand #2" {
			t.Errorf("%s on the summary says %q", k, st.Text)
		}
	}
	for hand, k := range []string{2: " ", 3: "enter"} {
		if k == "" {
			continue
		}
		m = playUntil(t, m, "c", handDone(hand-1))
		m, _ = tuitest.Press(t, m, k)
		if s.match.HandNumber() != hand {
			t.Errorf("%q on the summary: hand %d, want hand %d dealt", k, s.match.HandNumber(), hand)
		}
	}
}

// TestHoldemKeysWaitAfterDeal: for a moment after a hand is dealt (and
// after the choice of the opponent) keys wait: a second enter does not
// play the default action unseen. The moment's end lets them act; a stale
// end does not end a later hand's moment.
func TestHoldemKeysWaitAfterDeal(t *testing.T) {
	tuitest.Isolate(t)
	fixClock(t)
	app := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build)
	app.Context().Settings.Speed = config.SpeedInstant
	app.Context().KeyHold = 300 * time.Millisecond
	m, _ := tuitest.Drive(t, app, tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "1", "enter", "enter") // Hold'em, heads-up, the default opponent: the first hand is dealt
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == humanTurn })
	s := tableOf(t, m)
	if !s.holding {
		t.Fatal("the first hand is dealt and keys act at once")
	}
	m, _ = tuitest.Press(t, m, "enter", "c")
	if humanActions(s) != 0 || !strings.Contains(tuitest.Status(t, m).Text, "Hand #1 is dealt: a moment") {
		t.Fatalf("keys during the moment: %d actions, status %+v; want none, and why", humanActions(s), tuitest.Status(t, m))
	}
	first := settledMsg{s: s, gen: s.holdGen}
	m, _ = tuitest.Drive(t, m, first)
	m, _ = tuitest.Press(t, m, "c")
	if humanActions(s) != 1 {
		t.Fatalf("c after the moment: %d actions, want 1", humanActions(s))
	}
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver })
	m, _ = tuitest.Press(t, m, "enter") // hand 2: a new moment
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == humanTurn })
	m, _ = tuitest.Drive(t, m, first) // the first hand's end: stale
	if !s.holding {
		t.Error("a stale end of the moment let keys act")
	}
	tuitest.Press(t, m, "q") // q asks to quit even now
	if s.confirm != askQuit {
		t.Errorf("q during the moment: confirm %d, want the quit question", s.confirm)
	}
}

// TestHoldemWaitHintClears: a key while the computer thinks says to wait;
// the hint goes once the computer has moved, but another message stays.
func TestHoldemWaitHintClears(t *testing.T) {
	m := newModelWith(t, 7, func(s *config.Settings) { s.Speed = config.SpeedNormal })
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == computerTurn })
	s := tableOf(t, m)
	m, _ = tuitest.Press(t, m, "c")
	if st := tuitest.Status(t, m); st.Text != "Computer is to act: wait a moment" {
		t.Fatalf("a key in the computer's turn: status %+v", st)
	}
	m, _ = tuitest.Drive(t, m, s.turns.Last())
	if st := tuitest.Status(t, m); st.Text != "" {
		t.Errorf("after the computer's move the status says %q", st.Text)
	}
	// A message of the move's own (the blinds going up, say) is not the
	// hint's: it stays.
	m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == computerTurn })
	m, _ = tuitest.Press(t, m, "c")
	s.ctx.SetStatus("The blinds go up")
	m, _ = tuitest.Drive(t, m, s.turns.Last())
	if st := tuitest.Status(t, m); st.Text != "The blinds go up" {
		t.Errorf("another message went with the hint: %q", st.Text)
	}
}

// TestHoldemMatchLog: the log holds the match, every hand under its
// number with its showdown; p shows the hand before (and again, the one
// before that), a new hand brings the log back to its latest line.
func TestHoldemMatchLog(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", func(s *Table) bool { return myTurn(s) && s.match.HandNumber() == 4 })
	s := tableOf(t, m)
	lines := s.table().Log
	for n := 1; n <= 4; n++ {
		if !strings.Contains(strings.Join(lines, "\n"), fmt.Sprintf("━━ Hand #%d ·", n)) {
			t.Errorf("the log lacks hand %d:\n%s", n, strings.Join(lines, "\n"))
		}
	}
	if v := m.View(); strings.Contains(v, "━━ Hand #3") {
		t.Fatalf("the log does not follow the hand in play:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "p")
	v := m.View()
	last := s.past[len(s.past)-1]
	if !strings.Contains(v, last[len(last)-1]) || strings.Contains(v, "━━ Hand #4") {
		t.Errorf("p: the log does not end with hand 3's result %q:\n%s", last[len(last)-1], v)
	}
	m, _ = tuitest.Press(t, m, "p")
	if before := s.past[len(s.past)-2]; !strings.Contains(m.View(), before[len(before)-1]) || strings.Contains(m.View(), "━━ Hand #3") {
		t.Errorf("p p: the log does not end with hand 2's result:\n%s", m.View())
	}
	if humanActions(s) != 0 {
		t.Fatal("p acted")
	}
	m = playUntil(t, m, "c", func(s *Table) bool { return myTurn(s) && s.match.HandNumber() == 5 })
	if v := m.View(); !strings.Contains(v, "━━ Hand #5") {
		t.Errorf("a new hand does not follow the log again:\n%s", v)
	}
	// The log keeps the last maxPastHands hands.
	for i := range maxPastHands + 5 {
		s.past = append(s.past, []string{fmt.Sprint(i)})
	}
	s.deal()
	if len(s.past) != maxPastHands {
		t.Errorf("the log keeps %d hands, want %d", len(s.past), maxPastHands)
	}
}

// TestHoldemRestoredLog: the lines a resumed match's log reads from the
// history (recordLines) are those the table wrote for each hand as it was
// played (handLines), for hands that end on every street: a fold on the
// flop or the turn deals nothing more.
func TestHoldemRestoredLog(t *testing.T) {
	m := newModel(t, 7)
	ended := map[int]bool{} // the board's size at each hand's end
	for range 5000 {
		s := tableOf(t, m)
		if s.phase == handOver {
			ended[len(s.match.Game().Board())] = true
			if s.summary.Number == 12 {
				break
			}
		}
		k := "enter"
		switch s.phase {
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		case humanTurn: // call before the flop, fold to a bet on the flop or the turn every other hand
			k = "c"
			if st := s.match.Game().Street(); facingBet(s) && (st == poker.Flop || st == poker.Turn) && s.match.HandNumber()%2 == 0 {
				k = "f"
			}
		case matchOver:
			t.Fatal("the match ended")
		}
		m, _ = tuitest.Press(t, m, k)
	}
	s := tableOf(t, m)
	if !ended[3] && !ended[4] {
		t.Fatalf("no hand ended on the flop or the turn (boards at the ends: %v)", ended)
	}
	if err := s.book.W.Flush(); err != nil {
		t.Fatal(err)
	}
	recs := tuitest.Hands(t, s.book.W.Path())
	if len(recs) != len(s.past)+1 {
		t.Fatalf("%d hands in the history, %d in the log before the last", len(recs), len(s.past))
	}
	for i, lines := range append(slices.Clone(s.past), s.handLines(s.match.Events())) {
		if got := s.recordLines(recs[i]); !slices.Equal(got, lines) {
			t.Errorf("hand %d read back:\n%s\nwant, as played:\n%s", recs[i].Number, strings.Join(got, "\n"), strings.Join(lines, "\n"))
		}
	}
}

// TestHoldemOpponentStats counts the computer's figures from hands of known
// events, and the table shows them updated after each hand and resumed
// with the match.
func TestHoldemOpponentStats(t *testing.T) {
	act := func(seat int, st poker.Street, k poker.ActionKind) poker.Event {
		return poker.Event{Kind: poker.EventAction, Seat: seat, Street: st, Action: k}
	}
	end := func(winner int, showdown bool) poker.Event {
		return poker.Event{Kind: poker.EventHandEnd, Seat: winner, Showdown: showdown}
	}
	var st stats
	st.add([]poker.Event{act(1, poker.Preflop, poker.Raise), act(0, poker.Preflop, poker.Call), act(1, poker.Flop, poker.Bet), act(0, poker.Flop, poker.Fold), end(1, false)}, 1)
	st.add([]poker.Event{act(1, poker.Preflop, poker.Call), act(0, poker.Preflop, poker.Check), act(0, poker.Flop, poker.Bet), act(1, poker.Flop, poker.Call), end(0, true)}, 1)
	st.add([]poker.Event{act(0, poker.Preflop, poker.Raise), act(1, poker.Preflop, poker.Fold), end(0, false)}, 1)
	st.add([]poker.Event{act(1, poker.Preflop, poker.Check), act(1, poker.Turn, poker.Raise), end(1, true)}, 1)
	want := stats{Hands: 4, VPIP: 2, PFR: 1, Aggressive: 2, Passive: 1, Showdowns: 2, ShowdownsW: 1}
	if st != want {
		t.Errorf("stats %+v, want %+v", st, want)
	}
	ctx := tuitest.Context()
	if got := st.short(ctx.Styles); got != "VPIP 50% PFR 25% AF 2.0" {
		t.Errorf("short %q", got)
	}
	if got := (stats{}).short(ctx.Styles); got != "VPIP – PFR – AF –" {
		t.Errorf("short with no hand %q", got)
	}
	if got := (stats{Hands: 1, Aggressive: 1}).aggression(); got != "∞" {
		t.Errorf("aggression without a call %q", got)
	}
	// Halves round away from zero, as everywhere else Parlor shows a figure
	// (fmt's %.0f gives 12% and 0.2 here).
	halves := stats{Hands: 8, VPIP: 1, Aggressive: 1, Passive: 4}
	if got := halves.short(ctx.Styles); got != "VPIP 13% PFR 0% AF 0.3" {
		t.Errorf("short with halves %q, want VPIP 13%% PFR 0%% AF 0.3", got)
	}

	m := playUntil(t, newModel(t, 7), "c", handDone(3))
	s := tableOf(t, m)
	if s.opp.Hands != 3 || !strings.Contains(m.View(), s.opp.short(s.ctx.Styles)) {
		t.Errorf("after 3 hands the panel shows %+v:\n%s", s.opp, m.View())
	}
	want = s.opp
	tuitest.Press(t, m, "esc", "k")
	r := tuitest.Reopen(t, build, Resume)
	if got := tableOf(t, r).opp; got != want {
		t.Errorf("resumed with the figures %+v, want %+v", got, want)
	}
}

// TestHoldemRematch: the result offers a rematch, the same opponent and a
// new deal, its own save and history; enter still goes back to the menu.
func TestHoldemRematch(t *testing.T) {
	expert := func(s *config.Settings) { s.Opponent = "expert" }
	m := playUntil(t, newModelWith(t, 7, expert), "c", handDone(1))
	first := tableOf(t, m)
	hole := first.match.Game().Hole(humanSeat)
	m, _ = tuitest.Press(t, m, "q", "y")
	if v := m.View(); !strings.Contains(v, "r: a rematch, the same opponent") {
		t.Fatalf("the result offers no rematch:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "r")
	s := tableOf(t, m)
	if s == first || s.opponent != first.opponent || s.phase == matchOver || s.match.HandNumber() != 1 {
		t.Fatalf("r on the result: %+v in phase %d at hand %d, want a new match against %s", s.opponent, s.phase, s.match.HandNumber(), first.opponent.Label)
	}
	if s.match.Game().Hole(humanSeat) == hole {
		t.Errorf("the rematch deals the first match's cards again: %v", hole)
	}
	if d := tuitest.App(t, m).Depth(); d != 2 {
		t.Errorf("%d screens after the rematch, want the menu and the table", d)
	}
	if es := tuitest.Saves(t, m); len(es) != 1 || es[0].Name != s.saved.Slot.Name() || es[0].Name == first.saved.Slot.Name() || !strings.Contains(es[0].Summary, "Hard (expert)") {
		t.Errorf("saves after the rematch: %+v, want the new match's", es)
	}
	m, _ = tuitest.Press(t, m, "q", "y", "enter")
	if d := tuitest.App(t, m).Depth(); d != 1 {
		t.Errorf("enter on the rematch's result: %d screens, want the menu", d)
	}
}

// TestHoldemTableStaysStill: the table is drawn at the same place whatever
// shows under it: a decision, a question, the run-out, a summary, esc's
// question; at 80×24 and at 120×40.
func TestHoldemTableStaysStill(t *testing.T) {
	for _, sz := range []tea.WindowSizeMsg{tuitest.Size(80, 24), tuitest.Size(120, 40)} {
		t.Run(fmt.Sprintf("%dx%d", sz.Width, sz.Height), func(t *testing.T) {
			m := runOutModel(t)
			m, _ = tuitest.Drive(t, m, sz)
			rows := map[string]int{}
			look := func(what string) {
				t.Helper()
				v := m.View()
				for i, l := range strings.Split(v, "\n") {
					if strings.Contains(l, "┏━") {
						rows[what] = i
						return
					}
				}
				t.Fatalf("%s: no felt:\n%s", what, v)
			}
			look("run-out")
			m, _ = tuitest.Press(t, m, "enter")
			look("all-in's summary")
			m, _ = tuitest.Drive(t, newModel(t, 7), sz) // a match that goes on
			m = playUntil(t, m, "c", handDone(1))
			look("summary")
			m, _ = tuitest.Press(t, m, "esc")
			look("esc's question")
			m, _ = tuitest.Press(t, m, "esc", "enter")
			m = playUntil(t, m, "c", myTurn)
			look("decision")
			m, _ = tuitest.Press(t, m, "q")
			look("quit question")
			m, _ = tuitest.Press(t, m, "n")
			m = playUntil(t, m, "c", canCheck)
			m, _ = tuitest.Press(t, m, "f")
			look("fold question")
			for what, row := range rows {
				if row != rows["decision"] {
					t.Errorf("the felt starts on row %d at the %s, row %d at a decision", row, what, rows["decision"])
				}
			}
		})
	}
}

// TestLastHandFirst: p in the first hand says why nothing earlier is
// shown, and at its summary says that the hand shown is the last one.
func TestLastHandFirst(t *testing.T) {
	for _, c := range []struct {
		name string
		at   func(*Table) bool
		want string
	}{
		{"in play", myTurn, "No hand is finished yet"},
		{"at the summary", func(s *Table) bool { return s.phase == handOver }, "This hand is the last one finished"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := playUntil(t, newModel(t, 7), "c", c.at)
			if n := tableOf(t, m).match.HandNumber(); n != 1 {
				t.Fatalf("reached hand %d, want the first", n)
			}
			m, _ = tuitest.Press(t, m, "p")
			if st := tuitest.Status(t, m); !strings.Contains(st.Text, c.want) {
				t.Errorf("p says %q, want %q", st.Text, c.want)
			}
		})
	}
}
