package poker

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// FuzzHand drives a hand from arbitrary bytes. The first five bytes choose
// the button, the stacks, the level and the deck; then every two bytes make
// an attempt: a seat (the one to act, the other, or none), an action kind
// and an amount (the legal one, 0, or any other). Refused attempts must
// change nothing; accepted ones must keep every chip. When the bytes run
// out the hand is played to its end by checking and calling.
func FuzzHand(f *testing.F) {
	f.Add([]byte{0, 0xdc, 0x05, 0, 1})
	f.Add([]byte{1, 5, 0, 3, 9, 0x13, 0, 0x12, 0, 0x14, 0, 0x14, 0, 0x12, 0})
	f.Add([]byte{0, 40, 0, 100, 7, 0x14, 1, 0x14, 1, 0x14, 1, 0x12, 0})
	f.Add([]byte{1, 0xa0, 0x0b, 50, 2, 0x10, 0, 0x22, 5, 0x03, 0xff, 0x12, 0, 0x11, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 5 {
			return
		}
		total := 2 * StartingStack
		s0 := 1 + (int(data[1])|int(data[2])<<8)%(total-1)
		lv := LevelOf(1 + int(data[3]))
		deck := NewDeck()
		deck.Shuffle(rand.New(rand.NewPCG(uint64(data[4]), 7)))
		g, err := NewGame(GameConfig{Number: 1, Level: lv.Number, SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind,
			Button: int(data[0] & 1), Stacks: [2]int{s0, total - s0}, Deck: deck})
		if err != nil {
			t.Fatalf("NewGame: %v", err)
		}
		var views [2]SeatView
		var before Game
		var legal []Action
		for data = data[5:]; len(data) >= 2; data = data[2:] {
			legal = g.AppendLegal(legal[:0])
			if !g.Over() && len(legal) == 0 {
				t.Fatalf("no legal action while the hand runs")
			}
			seat := g.ToAct()
			switch data[0] & 3 {
			case 2:
				seat = 1 - seat
			case 3:
				seat = int(int8(data[1]))
			}
			a := Action{Kind: ActionKind(data[0] >> 2 % 7)}
			switch {
			case data[1] == 0:
			case data[1] == 1:
				for _, l := range legal {
					if l.Kind == a.Kind {
						a.Amount = l.Amount
					}
				}
			default:
				a.Amount = int(int8(data[1])) * 5
			}
			before = *g
			before.events = append(before.events[:0:0], g.events...)
			err := g.Act(seat, a)
			if err != nil {
				if !errors.Is(err, ErrIllegalAction) && !errors.Is(err, ErrNotYourTurn) &&
					!errors.Is(err, ErrBadSeat) && !errors.Is(err, ErrHandOver) {
					t.Fatalf("Act(%d, %+v) = %v, not a sentinel error", seat, a, err)
				}
				if !sameGame(&before, g) {
					t.Fatalf("the refused Act(%d, %+v) changed the game", seat, a)
				}
			}
			if err := checkChips(g, total); err != nil {
				t.Fatal(err)
			}
			for s := range 2 {
				if err := checkView(g, s, &views[s]); err != nil {
					t.Fatal(err)
				}
			}
		}
		for steps := 0; !g.Over(); steps++ {
			if steps > 8 {
				t.Fatalf("checking and calling does not end the hand")
			}
			legal = g.AppendLegal(legal[:0])
			if err := g.Act(g.ToAct(), legal[1]); err != nil {
				t.Fatalf("Act(%v): %v", legal[1], err)
			}
		}
		if err := checkFinished(g, total); err != nil {
			t.Fatal(err)
		}
	})
}
