package handhistory

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"parlor/poker"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// script is a hand to play through the engine with chosen cards.
type script struct {
	number  int
	button  int
	stacks  [2]int
	sb, bb  int
	hole    [2]string // by seat
	board   string
	actions []poker.ActionKind // in turn order
	// matchEnd marks a hand that ends the match (played through a Match
	// whose stacks equal the hand's).
}

// play deals the script's hand and returns its events with the chosen
// cards in place. The engine deals from a shuffled deck that cannot be
// stacked from outside package poker, so play tries seeds until the
// engine's result (the winner, or a split) is the one the chosen cards
// give, then writes the chosen cards into the events; the chips, which
// depend only on the actions and the result, stay the engine's.
func (s script) play(t *testing.T) []poker.Event {
	t.Helper()
	var hole [2][2]poker.Card
	for i, h := range s.hole {
		cs, err := poker.ParseCards(h)
		if err != nil || len(cs) != 2 {
			t.Fatalf("hole %q: %v", h, err)
		}
		hole[i] = [2]poker.Card(cs)
	}
	board, err := poker.ParseCards(s.board)
	if err != nil || len(board) != 5 {
		t.Fatalf("board %q: %v", s.board, err)
	}
	var hands [2]poker.Hand
	for i := range 2 {
		hands[i] = poker.Evaluate(append([]poker.Card{hole[i][0], hole[i][1]}, board...))
	}
	want := poker.NoSeat
	switch {
	case hands[0].Value > hands[1].Value:
		want = 0
	case hands[1].Value > hands[0].Value:
		want = 1
	}
	for seed := uint64(0); seed < 100000; seed++ {
		g, err := poker.NewGame(poker.GameConfig{
			Number: s.number, Level: levelOfBlinds(s.sb, s.bb), SmallBlind: s.sb, BigBlind: s.bb,
			Button: s.button, Stacks: s.stacks, Names: [2]string{"Human", "Computer"},
			Rand: rand.New(rand.NewPCG(seed, 0)),
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range s.actions {
			if err := g.Act(g.ToAct(), poker.Action{Kind: k}); err != nil {
				t.Fatalf("%v: %v", k, err)
			}
		}
		if !g.Over() {
			t.Fatal("the script leaves the hand running")
		}
		if g.Showdown() && g.Winner() != want {
			continue
		}
		ev := append([]poker.Event(nil), g.Events()...)
		for i := range ev {
			e := &ev[i]
			switch e.Kind {
			case poker.EventDeal, poker.EventShow:
				e.Cards[0], e.Cards[1] = hole[e.Seat][0], hole[e.Seat][1]
			case poker.EventStreet:
				copy(e.Cards[:], board[:e.NCards])
			case poker.EventShowdown:
				e.Hole, e.Cards, e.Value = hole[e.Seat], hands[e.Seat].Best, hands[e.Seat].Value
			}
		}
		if g.Stacks()[0] == 0 || g.Stacks()[1] == 0 {
			w := 0
			if g.Stacks()[1] > 0 {
				w = 1
			}
			ev = append(ev, poker.Event{Kind: poker.EventMatchEnd, Seat: w, Stacks: g.Stacks()})
		}
		return ev
	}
	t.Fatal("no seed gives the result")
	return nil
}

var (
	F = poker.Fold
	X = poker.Check
	C = poker.Call
	B = poker.Bet
	R = poker.Raise
)

// specExample is the example hand of docs/rules/holdem.md ("Hand history"),
// played through the engine.
var specExample = script{
	number: 1, button: 0, stacks: [2]int{1500, 1500}, sb: 10, bb: 20,
	hole: [2]string{"7h Ad", "8s 8d"}, board: "8c 4h Ah 4c 6d",
	actions: []poker.ActionKind{C, X, X, B, C, X, B, R, C, B, C},
}

// specText is the example of docs/rules/holdem.md ("Hand history"), with hand
// number 1. It is written here by hand, not by -update.
const specText = `Poker Game, Hand #1 – 10/20 – Fixed Limit Hold'em
Seat 1: Human (1,500)
Seat 2: Computer (1,500)
Human posts the small blind of 10
Computer posts the big blind of 20
The button is in seat #1
*** HOLE CARDS ***
Dealt to Human [7h Ad]
Human calls 10
Computer checks
*** FLOP *** [8c 4h Ah]
Computer checks
Human bets 20
Computer calls 20
*** TURN *** [8c 4h Ah] [4c]
Computer checks
Human bets 40
Computer raises to 80
Human calls 40
*** RIVER *** [8c 4h Ah 4c] [6d]
Computer bets 40
Human calls 40
Computer shows [8s 8d]
Human shows [7h Ad]
Computer shows a full house, Eights full of Fours
Human shows two pair, Aces and Fours
Computer wins the pot (320) with a full house, Eights full of Fours
*** SUMMARY ***
Total pot 320
Board: [8c 4h Ah 4c 6d]
Seat 1: Human (button) showed [7h Ad] and lost with two pair, Aces and Fours
Seat 2: Computer showed [8s 8d] and won (320) with a full house, Eights full of Fours
`

func TestSpecExample(t *testing.T) {
	got, err := AppendHand(nil, specExample.play(t), Parlor, HandOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Hands are separated by one blank line.
	if string(got) != specText+"\n" {
		t.Errorf("the rules' example:\n%s\nwant:\n%s", got, specText)
	}
}

// goldenTime is the hand time of the golden PokerStars files: 14:05 in
// Paris is 8:05 in New York.
var goldenTime = time.Date(2026, 11, 29, 14, 5, 9, 0, time.FixedZone("CET", 3600))

var goldens = []struct {
	name string
	s    script
}{
	{"showdown", specExample},
	{"preflop_fold", script{number: 7, button: 1, stacks: [2]int{1480, 1520}, sb: 10, bb: 20,
		hole: [2]string{"Kd 7c", "Qs Qh"}, board: "2c 2d 9s Th Jc",
		actions: []poker.ActionKind{R, R, R, F}}},
	{"flop_fold_uncalled", script{number: 12, button: 0, stacks: [2]int{1400, 1600}, sb: 15, bb: 30,
		hole: [2]string{"Ah 5h", "9c 8c"}, board: "Kh 2h 3d 7s 7d",
		actions: []poker.ActionKind{C, X, B, F}}},
	{"allin_runout", script{number: 41, button: 0, stacks: [2]int{130, 2870}, sb: 50, bb: 100,
		hole: [2]string{"As Kd", "Tc Th"}, board: "Ac 4s 9d 2c Td",
		actions: []poker.ActionKind{R, C}}},
	{"split_pot", script{number: 3, button: 1, stacks: [2]int{1500, 1500}, sb: 10, bb: 20,
		hole: [2]string{"4s 4d", "As Ad"}, board: "2h 6h Kh Qh Ah",
		actions: []poker.ActionKind{C, X, B, C, X, X, X, X}}},
	{"blind_allin", script{number: 58, button: 1, stacks: [2]int{2950, 50}, sb: 75, bb: 150,
		hole: [2]string{"7c 2d", "Jh Js"}, board: "3c 8h Ks 5d 4c",
		actions: nil}},
}

// TestGolden writes typical hands in both formats and compares them with
// testdata/*.golden (refresh with go test -update), then reads them back.
func TestGolden(t *testing.T) {
	for _, g := range goldens {
		for _, f := range []Format{Parlor, PokerStars} {
			t.Run(g.name+"/"+f.String(), func(t *testing.T) {
				ev := g.s.play(t)
				got, err := AppendHand(nil, ev, f, HandOptions{Time: goldenTime, Tournament: 987654321})
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", g.name+"."+f.String()+".golden")
				if *update {
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("got:\n%s\nwant (%s):\n%s", got, path, want)
				}
				rec, err := Parse(got)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := rec.Replay(nil); err != nil {
					t.Error(err)
				}
				if len(rec.Skipped) > 0 {
					t.Errorf("skipped %v", rec.Skipped)
				}
			})
		}
	}
}
