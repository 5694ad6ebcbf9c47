package holdem

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

// handDone is a done func for playUntil: hand n's summary shows.
func handDone(n int) func(*Table) bool {
	return func(s *Table) bool { return s.phase == handOver && s.summary.Number == n }
}

// state is what must be the same after the same hands: the match
// between hands and what the computer has learnt.
func state(t *testing.T, s *Table) string {
	t.Helper()
	st, err := s.match.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	bot, err := s.saved.game.Bot.(interface{ MarshalState() ([]byte, error) }).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(st)
	return string(js) + "\n" + string(bot) + "\n" + s.summary.End.Name
}

// closeWindow lets go of what the process of s's run holds, as its end
// would: the history file and the save.
func closeWindow(t *testing.T, s *Table) {
	t.Helper()
	if err := s.book.W.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.saved.Slot.Close(); err != nil {
		t.Fatal(err)
	}
}

// decision is what the player sees of the hand in play, to compare a
// resumed table with the one left: the hand, its events (cards, moves,
// chips), whose turn it is and the options offered.
func decision(s *Table) string {
	return fmt.Sprintf("hand %d, phase %d, options %v\n%v", s.match.HandNumber(), s.phase, labels(s), s.match.Events())
}

// midHand is a done func for playUntil: the human to act in hand n after
// at least moves moves of that hand.
func midHand(n, moves int) func(*Table) bool {
	return func(s *Table) bool {
		return myTurn(s) && s.match.HandNumber() == n && len(s.saved.game.Moves()) >= moves
	}
}

// TestHoldemResumeMidHand: a match left in the middle of hand 4 resumes at
// the decision it was left at, whichever way it was left (the window
// closed, esc and keep, ctrl+c with the last save not yet written): the
// same hand, its cards and moves, the same options; played on, it is the
// match played straight through (the same stacks, hands and computer,
// sklansky, which learns), its history holding each hand once.
func TestHoldemResumeMidHand(t *testing.T) {
	const seed, cut, end = 7, 4, 8
	straight := playUntil(t, newModel(t, seed), "c", handDone(end))
	want := state(t, tableOf(t, straight))
	tests := []struct {
		name  string
		leave func(t *testing.T, m tea.Model) tea.Model // from the decision in hand 4
	}{
		{"window closed", func(t *testing.T, m tea.Model) tea.Model {
			closeWindow(t, tableOf(t, m))
			return m
		}},
		{"esc keep", func(t *testing.T, m tea.Model) tea.Model {
			m, _ = tuitest.Press(t, m, "esc", "k")
			if _, ok := tuitest.App(t, m).Top().(*tuitest.Menu); !ok {
				t.Fatalf("esc k shows %T, want the menu", tuitest.App(t, m).Top())
			}
			return m
		}},
		{"ctrl+c before the save is written", func(t *testing.T, m tea.Model) tea.Model {
			// The call is played and its save taken; the program ends
			// before the command that writes it runs, and its end writes
			// it (app.Run's Flush).
			m, _ = m.Update(tuitest.Key("c"))
			m, cmd := m.Update(tuitest.Key("ctrl+c"))
			if msgs := tuitest.Run(cmd); len(msgs) != 1 || msgs[0] != tea.Quit() {
				t.Fatalf("ctrl+c: %v, want the program to quit", msgs)
			}
			tuitest.App(t, m).Saves().Flush()
			closeWindow(t, tableOf(t, m))
			return m
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := playUntil(t, newModel(t, seed), "c", midHand(cut, 1))
			wantDecision := decision(tableOf(t, m))
			m = tt.leave(t, m)
			if tt.name == "ctrl+c before the save is written" {
				wantDecision = "" // the one after the call, checked below
			}
			es := tuitest.Saves(t, m)
			if len(es) != 1 || !strings.Contains(es[0].Summary, fmt.Sprintf("Hold'em vs Normal (sklansky), hand %d, you ", cut)) {
				t.Fatalf("saves %+v, want one in hand %d", es, cut)
			}
			r := tuitest.Reopen(t, build, Resume)
			s := tableOf(t, r)
			if s.match.HandNumber() != cut || !s.saved.game.Running() || s.handsPlayed != cut-1 {
				t.Fatalf("resumed at hand %d (in play %v) after %d played, want in hand %d", s.match.HandNumber(), s.saved.game.Running(), s.handsPlayed, cut)
			}
			if wantDecision != "" {
				if got := decision(s); got != wantDecision {
					t.Errorf("resumed at\n%s\nwant the decision left\n%s", got, wantDecision)
				}
			} else if n := humanActions(s); n < 2 {
				t.Errorf("resumed with %d moves of the human in hand %d, want the call played before ctrl+c kept", n, cut)
			}
			r = playUntil(t, r, "c", handDone(end))
			s = tableOf(t, r)
			if got := state(t, s); got != want {
				t.Errorf("resumed match after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
			}
			if err := s.book.W.Flush(); err != nil {
				t.Fatal(err)
			}
			if dir, _ := filepath.Glob(filepath.Join(filepath.Dir(s.book.W.Path()), "*")); len(dir) != 1 {
				t.Errorf("history files %v, want the match's one", dir)
			}
			if n := historyHands(t, s.book.W.Path()); n != end {
				t.Errorf("the history holds %d hands, want %d", n, end)
			}
		})
	}
}

// TestHoldemResumeComputerTurn: a match kept while the computer thinks
// resumes with the computer to act, and its move is the one it would have
// made: the match goes on as played straight through.
func TestHoldemResumeComputerTurn(t *testing.T) {
	const seed, end = 7, 6
	straight := playUntil(t, newModel(t, seed), "c", handDone(end))
	want := state(t, tableOf(t, straight))
	m := newModel(t, seed)
	ctx := tuitest.App(t, m).Context()
	for tableOf(t, m).phase != computerTurn {
		ctx.Settings.Speed = config.SpeedInstant
		m = playUntil(t, m, "c", func(s *Table) bool { return myTurn(s) && s.match.HandNumber() >= 3 })
		ctx.Settings.Speed = config.SpeedNormal // the computer's next move takes a moment
		m, _ = tuitest.Press(t, m, "c")
	}
	before := slices.Clone(tableOf(t, m).match.Events())
	tuitest.Press(t, m, "esc", "k")
	// The run reopened plays the computer at once: its move follows the
	// moves saved.
	r := tuitest.Reopen(t, build, Resume)
	got := tableOf(t, r).match.Events()
	if len(got) <= len(before) || fmt.Sprint(got[:len(before)]) != fmt.Sprint(before) || got[len(before)].Kind != poker.EventAction || got[len(before)].Seat != computerSeat {
		t.Fatalf("resumed hand\n%v\nwant the computer's move after\n%v", got, before)
	}
	r = playUntil(t, r, "c", handDone(end))
	if got := state(t, tableOf(t, r)); got != want {
		t.Errorf("resumed match after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
	}
}

// TestHoldemLeaveQuestion: esc asks to keep the match, abandon it or play
// on; q (Quit game) keeps its meaning and removes the save.
func TestHoldemLeaveQuestion(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", func(s *Table) bool {
		return myTurn(s) && s.handsPlayed >= 1
	})
	hand := tableOf(t, m).match.HandNumber()
	m, _ = tuitest.Press(t, m, "esc")
	if !tableOf(t, m).saved.Leaving || !strings.Contains(m.View(), "Leave this game?") {
		t.Fatalf("esc: no question:\n%s", m.View())
	}
	m, _ = tuitest.Press(t, m, "c") // no answer: nothing is played
	if s := tableOf(t, m); !s.saved.Leaving || s.match.HandNumber() != hand || humanActions(s) != 0 {
		t.Fatal("a key that is no answer acted")
	}
	m, _ = tuitest.Press(t, m, "esc")
	if s := tableOf(t, m); s.saved.Leaving || !myTurn(s) {
		t.Fatal("esc, esc: the match does not go on")
	}

	tests := []struct {
		keys      []string
		wantSaves int
	}{
		{[]string{"esc", "k"}, 1}, // kept for later
		{[]string{"esc", "a"}, 0}, // abandoned
		{[]string{"q", "y"}, 0},   // Quit game: the match ends for good
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m := playUntil(t, newModel(t, 7), "c", handDone(1))
			m, _ = tuitest.Press(t, m, tt.keys...)
			if tt.keys[0] == "esc" {
				if _, ok := tuitest.App(t, m).Top().(*tuitest.Menu); !ok {
					t.Errorf("%v shows %T, want the menu", tt.keys, tuitest.App(t, m).Top())
				}
			}
			es := tuitest.Saves(t, m)
			if len(es) != tt.wantSaves {
				t.Errorf("%v: %d saves, want %d", tt.keys, len(es), tt.wantSaves)
			}
			if len(es) == 1 && es[0].InUse {
				t.Errorf("%v: the match kept for later is still held, no other Parlor can resume it", tt.keys)
			}
		})
	}
}

// TestHoldemMatchOverRemovesSave: a match played to its end leaves no
// save behind.
func TestHoldemMatchOverRemovesSave(t *testing.T) {
	m := newModel(t, 3)
	for tableOf(t, m).phase != matchOver {
		k := "c"
		switch s := tableOf(t, m); s.phase {
		case handOver:
			k = "enter"
			want := 1
			if s.match.Over() {
				want = 0 // its result is known: nothing to resume
			}
			if n := len(tuitest.Saves(t, m)); n != want {
				t.Fatalf("hand %d over: %d saves, want %d", s.summary.Number, n, want)
			}
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.turns.Last())
			continue
		}
		m, _ = tuitest.Press(t, m, k)
	}
	if es := tuitest.Saves(t, m); len(es) != 0 {
		t.Errorf("the match is over and %d saves are left: %+v", len(es), es)
	}
}

// TestHoldemResumeExpert: a match against the opponent chosen (expert,
// which learns) is saved with it and resumes against the same expert,
// with the same memory, to the same hands as the match played through.
func TestHoldemResumeExpert(t *testing.T) {
	const seed, cut, end = 5, 2, 5
	expert := func(s *config.Settings) { s.Opponent = "expert" }
	straight := playUntil(t, newModelWith(t, seed, expert), "c", handDone(end))
	want := state(t, tableOf(t, straight))

	m := playUntil(t, newModelWith(t, seed, expert), "c", handDone(cut))
	if es := tuitest.Saves(t, m); len(es) != 1 || !strings.HasPrefix(es[0].Summary, "Hold'em vs Hard (expert), hand 3") {
		t.Fatalf("saves %+v", es)
	}
	closeWindow(t, tableOf(t, m))
	r := tuitest.Reopen(t, build, Resume)
	if s := tableOf(t, r); s.opponent.Bot != "expert" || s.saved.game.BotName != "expert" {
		t.Fatalf("resumed against %q (%q)", s.opponent.Bot, s.saved.game.BotName)
	}
	r = playUntil(t, r, "c", handDone(end))
	if got := state(t, tableOf(t, r)); got != want {
		t.Errorf("resumed match after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
	}
}

// TestHoldemLeaveHoldsTheDeal: the deal after a summary's pause waits
// while esc's question is open; play on brings it again.
func TestHoldemLeaveHoldsTheDeal(t *testing.T) {
	m := playUntil(t, newModel(t, 7), "c", handDone(1))
	s := tableOf(t, m)
	m, _ = tuitest.Press(t, m, "esc")
	m, _ = tuitest.Drive(t, m, tickMsg{s: s, gen: s.tickGen})
	if s.phase != handOver || s.match.HandNumber() != 1 {
		t.Fatalf("a deal came while the question was open: phase %d, hand %d", s.phase, s.match.HandNumber())
	}
	m, _ = tuitest.Press(t, m, "esc")
	if s.saved.Leaving || s.phase != handOver {
		t.Fatal("esc, esc: not back on the summary")
	}
	tuitest.Press(t, m, "enter")
	if s.match.HandNumber() != 2 {
		t.Errorf("enter after the question: hand %d, want 2", s.match.HandNumber())
	}
}

// TestHoldemResumeAfterCrashBeforeSave: the crash comes after hand 4 is
// written to the history and before the save is (here the save taken at
// the human's last decision in hand 4 is put back; or the one from after
// hand 3, or hand 2, as if more saves had failed). Resumed, the table does
// not play hand 4 again, otherwise than the history says: it shows hand
// 4's summary, its stacks the history's, and the match goes on exactly as
// the match played straight through, the history holding each hand once.
func TestHoldemResumeAfterCrashBeforeSave(t *testing.T) {
	const seed, crash, end = 7, 4, 8
	straight := playUntil(t, newModel(t, seed), "c", handDone(end))
	want := state(t, tableOf(t, straight))
	for _, lost := range []int{0, 1, 2} {
		t.Run(fmt.Sprintf("%d saves lost", lost), func(t *testing.T) {
			r, path := crashBeforeSave(t, seed, crash, lost, nil)
			checkCaughtUp(t, r, path, crash, end, want)
		})
	}
}

// crashBeforeSave plays the match of seed to hand crash's end, puts back
// the save from lost hands before (0: the one taken at the human's last
// decision in hand crash) and closes the window. edit, when not nil,
// changes the history file then. It returns the match reopened and the
// history's path.
func crashBeforeSave(t *testing.T, seed uint64, crash, lost int, edit func(path string)) (tea.Model, string) {
	t.Helper()
	m := playUntil(t, newModel(t, seed), "c", handDone(crash-max(lost, 1)))
	es := tuitest.Saves(t, m)
	before, err := os.ReadFile(es[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if lost == 0 {
		m = playUntil(t, m, "c", midHand(crash, 0))
		for myTurn(tableOf(t, m)) {
			if before, err = os.ReadFile(es[0].Path); err != nil {
				t.Fatal(err)
			}
			m, _ = tuitest.Press(t, m, "c")
			m = playUntil(t, m, "c", func(s *Table) bool { return s.phase == handOver || myTurn(s) })
		}
		if !strings.Contains(string(before), `"Hand":{"Moves":[`) {
			t.Fatal("the save put back holds no hand in play")
		}
	}
	m = playUntil(t, m, "c", handDone(crash))
	if err := os.WriteFile(es[0].Path, before, 0o600); err != nil { // the later saves never happened
		t.Fatal(err)
	}
	path := tableOf(t, m).book.W.Path()
	closeWindow(t, tableOf(t, m))
	if edit != nil {
		edit(path)
	}
	return tuitest.Reopen(t, build, Resume), path
}

// checkCaughtUp checks the match r resumed after a crash before the save
// of hand crash: the hand's summary shows, the stacks are the history's,
// and played on to hand end it is the match want played straight through,
// its history holding every hand once.
func checkCaughtUp(t *testing.T, r tea.Model, path string, crash, end int, want string) {
	t.Helper()
	s := tableOf(t, r)
	if s.phase != handOver || s.summary.Number != crash || s.handsPlayed != crash {
		t.Fatalf("resumed in phase %d on hand %d's summary, %d played; want hand %d's summary", s.phase, s.summary.Number, s.handsPlayed, crash)
	}
	if st := tuitest.Status(t, r); st.Text != fmt.Sprintf("Hand #%d ended before Parlor stopped: it stands as the history has it", crash) {
		t.Errorf("status %+v", st)
	}
	if got, last := s.match.Stacks(), tuitest.LastHand(t, path).FinalStacks(); got[0] != last[0] || got[1] != last[1] {
		t.Errorf("stacks %v, the history's after hand %d %v", got, crash, last)
	}
	if es := tuitest.Saves(t, r); len(es) != 1 || !strings.Contains(es[0].Summary, fmt.Sprintf("hand %d,", crash+1)) {
		t.Errorf("the save after resuming: %+v, want it caught up (hand %d next)", es, crash+1)
	}
	r = playUntil(t, r, "c", handDone(end))
	s = tableOf(t, r)
	if got := state(t, s); got != want {
		t.Errorf("resumed match after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
	}
	if err := s.book.W.Flush(); err != nil {
		t.Fatal(err)
	}
	if n := historyHands(t, path); n != end { // numbered 1 to 8 in order
		t.Errorf("the history holds %d hands, want %d", n, end)
	}
	if got, last := s.match.Stacks(), tuitest.LastHand(t, path).FinalStacks(); got[0] != last[0] || got[1] != last[1] {
		t.Errorf("stacks %v, the history's last %v", got, last)
	}
}

// TestHoldemResumeHistoryDoesNotFit: a hand in the history beyond the save
// that the saved match cannot have played (here its hole cards were
// edited) is played again from the save, into a new history file: dealt
// again when the save is from before it, at the decision saved when the
// save was taken during it. The old file keeps its hands, never a second
// version of one, and the new one and the match agree.
func TestHoldemResumeHistoryDoesNotFit(t *testing.T) {
	const seed, crash = 7, 4
	for _, lost := range []int{0, 1} {
		t.Run(fmt.Sprintf("%d saves lost", lost), func(t *testing.T) {
			r, old := crashBeforeSave(t, seed, crash, lost, func(path string) {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				at := strings.LastIndex(string(data), "Dealt to Human [")
				if at < 0 {
					t.Fatal("no hole cards in the history")
				}
				at += len("Dealt to Human [")
				swapped := string(data[at+3:at+5]) + " " + string(data[at:at+2]) // the two cards in the other order
				if err := os.WriteFile(path, []byte(string(data[:at])+swapped+string(data[at+5:])), 0o644); err != nil {
					t.Fatal(err)
				}
			})
			s := tableOf(t, r)
			if s.match.HandNumber() != crash || s.phase == handOver || s.handsPlayed != crash-1 {
				t.Fatalf("resumed on hand %d in phase %d, %d played; want hand %d played again", s.match.HandNumber(), s.phase, s.handsPlayed, crash)
			}
			again := fmt.Sprintf("hand #%d is dealt again", crash)
			if lost == 0 {
				again = fmt.Sprintf("hand #%d goes on as it was saved", crash)
				if !s.saved.game.Running() || len(s.saved.game.Moves()) == 0 {
					t.Errorf("resumed with hand %d in play %v, moves %v; want the decision saved", crash, s.saved.game.Running(), s.saved.game.Moves())
				}
			}
			st := tuitest.Status(t, r)
			if !st.Warn || !strings.Contains(st.Text, "does not fit the saved match") || !strings.Contains(st.Text, again) {
				t.Errorf("status %+v, want %q", st, again)
			}
			if s.book.W == nil || s.book.W.Path() == old || s.saved.game.History.Path != s.book.W.Path() {
				t.Fatalf("the history goes on in %v (the save says %q); want a new file, not %s", s.book.W.Path(), s.saved.game.History.Path, old)
			}
			r = playUntil(t, r, "c", handDone(crash))
			s = tableOf(t, r)
			if err := s.book.W.Flush(); err != nil {
				t.Fatal(err)
			}
			if n := historyHands(t, old); n != crash {
				t.Errorf("the old history holds %d hands, want its %d", n, crash)
			}
			last := tuitest.LastHand(t, s.book.W.Path())
			if got, fin := s.match.Stacks(), last.FinalStacks(); last.Number != crash || got[0] != fin[0] || got[1] != fin[1] {
				t.Errorf("the new history ends with hand %d, stacks %v; the match %v after hand %d", last.Number, fin, got, crash)
			}
		})
	}
}
