package catchup

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/save"
)

// playHand plays the next hand of h as a table does, the human by a rule
// of the hand's state alone (a loose player, the same in every run; the
// save's scripted games play by it too) and the computer asked at its
// turns only.
func playHand(t *testing.T, h *save.Holdem) []poker.Event {
	t.Helper()
	var computer [2]bool
	computer[1-save.HumanSeat] = true
	return playHandAt(t, h, computer)
}

// playHandAt is playHand at a table where the computer plays the seats
// computer marks, and a person the others by the same loose rule.
func playHandAt(t *testing.T, h *save.Holdem, computer [2]bool) []poker.Event {
	t.Helper()
	m := h.Match
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	for !m.Game().Over() {
		s := m.Game().ToAct()
		v := m.View(s)
		a := v.Legal[(v.Number*7+len(v.Log))%len(v.Legal)]
		if computer[s] {
			a = h.Bot.Decide(v)
		}
		if err := m.Act(s, a); err != nil {
			t.Fatalf("hand %d: %v", m.HandNumber(), err)
		}
	}
	return m.Events()
}

// holdemStateOf is what must be the same for two runs to go on alike: the
// match, the computer's memory and both sources, as the save has them.
func holdemStateOf(t *testing.T, h *save.Holdem) string {
	t.Helper()
	p, err := h.Payload()
	if err != nil {
		t.Fatal(err)
	}
	return string(p)
}

// TestCatchUpAfterCrash: the crash comes after hand 4 is written to the
// history and before the save is: the save still deals hand 4. Caught up
// from the history, the match is where the unbroken one is after hand 4
// (stacks, next deck, the computer's memory and source), and the history
// the resumed match goes on writing holds hands 1 to 6 once each, its last
// stacks the match's.
func TestCatchUpAfterCrash(t *testing.T) {
	for _, format := range []handhistory.Format{handhistory.Parlor, handhistory.PokerStars} {
		t.Run(format.String(), func(t *testing.T) {
			const seed, crash, end = 11, 4, 6
			start := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
			opts := handhistory.Options{Dir: t.TempDir(), Format: format, Start: start, Tournament: 4242}
			w, err := handhistory.Create(opts)
			if err != nil {
				t.Fatal(err)
			}
			h, err := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(seed, 0)})
			if err != nil {
				t.Fatal(err)
			}
			h.History = save.HoldemHistory{Path: w.Path(), Format: format.String(), Start: start, Tournament: w.Tournament()}
			var saved []byte
			for n := 1; n <= crash; n++ {
				if err := w.WriteHand(playHand(t, h)); err != nil {
					t.Fatal(err)
				}
				h.Bot.HandOver(h.Match.View(1 - save.HumanSeat))
				if n < crash { // the crash: hand 4 is in the history, not in the save
					h.History.Hands = n
					if saved, err = h.Payload(); err != nil {
						t.Fatal(err)
					}
				}
			}
			want := holdemStateOf(t, h)
			w.Close()

			resumed, err := save.ResumeHoldem(saved)
			if err != nil {
				t.Fatal(err)
			}
			w, err = handhistory.Continue(h.History.Path, handhistory.Options{Format: format, Start: start, Tournament: h.History.Tournament})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			last := lastHand(t, w.Path())
			if last.Number != crash || resumed.Match.HandNumber() != crash-1 {
				t.Fatalf("the history ends at hand %d, the save after hand %d", last.Number, resumed.Match.HandNumber())
			}
			before := holdemStateOf(t, resumed)
			c, err := Hand(resumed, last)
			if err != nil {
				t.Fatal(err)
			}
			if holdemStateOf(t, resumed) != before {
				t.Error("CatchUp changed the match it caught up")
			}
			c.Bot.HandOver(c.Match.View(1 - save.HumanSeat))
			if got := holdemStateOf(t, c); got != want {
				t.Errorf("caught up after hand %d:\n%s\nwant (unbroken):\n%s", crash, got, want)
			}
			if got, fin := c.Match.Stacks(), last.FinalStacks(); got[0] != fin[0] || got[1] != fin[1] {
				t.Errorf("stacks %v, the history's %v", got, fin)
			}
			// The table writes the hand as after any hand (skipped: the
			// file has it) and plays on.
			if err := w.WriteHand(c.Match.Events()); err != nil {
				t.Fatal(err)
			}
			for c.Match.HandNumber() < end && !c.Match.Over() {
				if err := w.WriteHand(playHand(t, c)); err != nil {
					t.Fatal(err)
				}
				c.Bot.HandOver(c.Match.View(1 - save.HumanSeat))
			}
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
			var numbers []int
			hands := hands(t, w.Path())
			for _, r := range hands {
				numbers = append(numbers, r.Number)
			}
			if got := fmt.Sprint(numbers); got != "[1 2 3 4 5 6]" {
				t.Errorf("the history's hands: %s, want 1 to 6 once each", got)
			}
			if got, stacks := c.Match.Stacks(), hands[len(hands)-1].FinalStacks(); got[0] != stacks[0] || got[1] != stacks[1] {
				t.Errorf("the match's stacks %v, the history's last %v", got, stacks)
			}
		})
	}
}

// TestCatchUpSeats: at a served table the computer plays no seat, or
// either, and each person's file is written from their own seat. Caught
// up from the file of seat 1 after a crash between the history and the
// save, the match is where the unbroken one is, the computer asked at its
// seats' turns only (its source and memory as the table left them).
func TestCatchUpSeats(t *testing.T) {
	for _, computer := range [][2]bool{{false, false}, {true, false}, {false, true}} {
		t.Run(fmt.Sprint(computer), func(t *testing.T) {
			const crash = 3
			w, err := handhistory.Create(handhistory.Options{Dir: t.TempDir(), Format: handhistory.PokerStars, Hero: 1})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			h, err := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Ana", "Bob"}, Bot: "sklansky", Source: rand.NewPCG(7, 0)})
			if err != nil {
				t.Fatal(err)
			}
			var saved []byte
			for n := 1; n <= crash; n++ {
				if n == crash {
					if saved, err = h.Payload(); err != nil {
						t.Fatal(err)
					}
				}
				if err := w.WriteHand(playHandAt(t, h, computer)); err != nil {
					t.Fatal(err)
				}
				for s, c := range computer {
					if c {
						h.Bot.HandOver(h.Match.View(s))
					}
				}
			}
			want := holdemStateOf(t, h)
			resumed, err := save.ResumeHoldem(saved)
			if err != nil {
				t.Fatal(err)
			}
			recs, err := HandsAfter(w.Path(), resumed.Match.HandNumber())
			if err != nil || len(recs) != 1 || recs[0].Number != crash {
				t.Fatalf("HandsAfter(%d) = %v, %v; want hand %d", resumed.Match.HandNumber(), recs, err, crash)
			}
			c, err := HandSeats(resumed, recs[0], computer)
			if err != nil {
				t.Fatal(err)
			}
			for s, cp := range computer {
				if cp {
					c.Bot.HandOver(c.Match.View(s))
				}
			}
			if got := holdemStateOf(t, c); got != want {
				t.Errorf("caught up after hand %d:\n%s\nwant (unbroken):\n%s", crash, got, want)
			}
		})
	}
}

// TestCatchUpRefusesOtherHand: a record that is not the saved match's next
// hand as it can be played fails with ErrHistoryDisagrees, the match
// unchanged.
func TestCatchUpRefusesOtherHand(t *testing.T) {
	dir := t.TempDir()
	w, err := handhistory.Create(handhistory.Options{Dir: dir, Format: handhistory.Parlor})
	if err != nil {
		t.Fatal(err)
	}
	h, err := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(3, 0)})
	if err != nil {
		t.Fatal(err)
	}
	h.History = save.HoldemHistory{Path: w.Path(), Format: "parlor"}
	saved, _ := h.Payload()
	for range 2 {
		if err := w.WriteHand(playHand(t, h)); err != nil {
			t.Fatal(err)
		}
	}
	w.Close()
	hf, err := handhistory.Open(w.Path())
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	first, _ := hf.Hand(0)
	second, _ := hf.Hand(1)
	other, _ := hf.Hand(0)
	for i, a := range other.Actions { // the first move made otherwise
		if a.Kind.Voluntary() {
			other.Actions[i].Kind = handhistory.Fold
			if a.Kind == handhistory.Fold {
				other.Actions[i].Kind = handhistory.Call
			}
			break
		}
	}
	fresh, _ := save.ResumeHoldem(saved)
	if _, err := Hand(fresh, first); err != nil {
		t.Fatalf("CatchUp(the right hand) = %v", err)
	}
	for name, rec := range map[string]*handhistory.Record{"the hand after": second, "a move changed": other} {
		g, _ := save.ResumeHoldem(saved)
		if _, err := Hand(g, rec); !errors.Is(err, ErrHistoryDisagrees) {
			t.Errorf("CatchUp(%s) = %v, want ErrHistoryDisagrees", name, err)
		}
		if g.Match.HandNumber() != 0 {
			t.Errorf("CatchUp(%s) changed the match: hand %d", name, g.Match.HandNumber())
		}
	}
}

// hands reads every hand of the history at path.
func hands(t testing.TB, path string) []*handhistory.Record {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := handhistory.ReadAll(text, path)
	if len(errs) > 0 {
		t.Fatalf("%s: %v", path, errs[0])
	}
	return recs
}

// lastHand reads the last hand of the history at path.
func lastHand(t testing.TB, path string) *handhistory.Record {
	t.Helper()
	all := hands(t, path)
	if len(all) == 0 {
		t.Fatalf("%s holds no hand", path)
	}
	return all[len(all)-1]
}
