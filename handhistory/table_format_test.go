package handhistory

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlor/poker"
)

// playTables plays sit-and-gos (and a ring game) of random players and
// calls write after every hand.
func playTables(t *testing.T, seed uint64, games int, write func(tb *poker.Table, ring bool)) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 36))
	pick := func(legal []poker.Action) poker.Action {
		x := r.IntN(100)
		switch {
		case x < 15:
			return legal[0]
		case x < 70 || len(legal) < 3:
			return legal[1]
		}
		return legal[2]
	}
	for g := range games {
		n := 2 + g%8
		names := make([]string, n)
		for i := range names {
			names[i] = fmt.Sprintf("Bot %c", 'A'+i)
		}
		s, err := poker.NewSitAndGo(poker.SitAndGoConfig{Names: names, Chairs: min(n+g%2, 9), Rand: r})
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if err := s.Deal(); err != nil {
				t.Fatal(err)
			}
			for tb := s.Table(); !tb.Over(); {
				if err := s.Act(tb.ToAct(), pick(tb.Legal())); err != nil {
					t.Fatal(err)
				}
			}
			write(s.Table(), false)
		}
	}
	ring, _ := poker.NewRingGame(poker.RingConfig{Chairs: 9, Rand: r})
	for c := 1; c <= 9; c++ {
		if c != 4 {
			_ = ring.Sit(c, fmt.Sprint("Ring ", c))
		}
	}
	for range 300 {
		if err := ring.Deal(); err != nil {
			t.Fatal(err)
		}
		for tb := ring.Table(); !tb.Over(); {
			if err := ring.Act(tb.ToAct(), pick(tb.Legal())); err != nil {
				t.Fatal(err)
			}
		}
		write(ring.Table(), true)
	}
}

// TestTableHandsReadBack writes random hands at 2 to 9 chairs in both
// formats and reads each back: every line understood, the players, the
// board, the pot and the replayed stacks as the engine had them.
func TestTableHandsReadBack(t *testing.T) {
	at := time.Date(2026, 12, 2, 5, 0, 0, 0, time.UTC)
	hands, sides, capped := 0, 0, 0
	playTables(t, 1, 40, func(tb *poker.Table, ring bool) {
		for _, f := range []Format{Parlor, PokerStars} {
			_, hero := tb.BlindChairs()
			text, err := AppendTableHand(nil, tb, f, TableHandOptions{Hero: hero, Tournament: 77, Time: at, Ring: ring})
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(text, []byte("side pot-")) {
				sides++
			}
			if bytes.Contains(text, []byte("Betting is capped")) {
				capped++
			}
			rec, err := Parse(text)
			if err != nil {
				t.Fatalf("%v hand %d: Parse: %v\n%s", f, tb.Number(), err, text)
			}
			if len(rec.Skipped) > 0 {
				t.Fatalf("%v hand %d: skipped %v\n%s", f, tb.Number(), rec.Skipped, text)
			}
			in := 0
			for c := 1; c <= tb.Chairs(); c++ {
				if tb.In(c) {
					in++
				}
			}
			if len(rec.Players) != in || rec.Pot != potOf(tb) || fmt.Sprint(rec.Board) != fmt.Sprint(tb.Board()) {
				t.Fatalf("%v hand %d: %d players pot %d board %v; want %d, %d, %v\n%s", f, tb.Number(), len(rec.Players), rec.Pot, rec.Board, in, potOf(tb), tb.Board(), text)
			}
			final, err := rec.Replay(nil)
			if err != nil {
				t.Fatalf("%v hand %d: Replay: %v\n%s", f, tb.Number(), err, text)
			}
			st := tb.Stacks()
			for i, p := range rec.Players {
				if final[i] != st[p.Seat] {
					t.Fatalf("%v hand %d: seat %d ends with %d, the engine says %d\n%s", f, tb.Number(), p.Seat, final[i], st[p.Seat], text)
				}
			}
		}
		hands++
	})
	t.Logf("%d hands, %d with side pots, %d capped", hands, sides, capped)
	if sides == 0 || capped == 0 {
		t.Errorf("no side pot (%d) or no capped street (%d) in %d hands", sides, capped, hands)
	}
}

func potOf(tb *poker.Table) int {
	n := 0
	for _, p := range tb.Pots() {
		n += p.Amount
	}
	return n
}

// TestTableHandStarsLines checks PokerStars' multi-way wording on the
// four all-ins of 30/70/150/400.
func TestTableHandStarsLines(t *testing.T) {
	cards, _ := poker.ParseCards("Th Js As Ks Qs 8c Jd Ad Kd Qd 2c 7d 9s 4h 3s")
	cfg := poker.TableConfig{Number: 3, Level: 1, SmallBlind: 100, BigBlind: 200, Chairs: 6, Button: 1,
		SmallBlindChair: 2, BigBlindChair: 3, Cap: poker.CapAlways, Deck: poker.DeckOf(cards...)}
	for c, s := range map[int]int{4: 30, 5: 70, 1: 150, 2: 1500, 3: 400} {
		cfg.Stacks[c], cfg.Names[c] = s, fmt.Sprint("P", c)
	}
	var tb poker.Table
	if err := tb.Deal(cfg); err != nil {
		t.Fatal(err)
	}
	for _, k := range []poker.ActionKind{poker.Call, poker.Call, poker.Call, poker.Raise, poker.Call} {
		if err := tb.Act(tb.ToAct(), poker.Action{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	text, err := AppendTableHand(nil, &tb, PokerStars, TableHandOptions{Hero: 2, Tournament: 9, Time: time.Date(2026, 12, 2, 5, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Table '9 1' 6-max Seat #1 is the button\n",
		"P2: raises 200 to 400\n",
		"P3: calls 200 and is all-in\n",
		"*** SHOW DOWN ***\nP2: shows [Th 8c] (high card Ten)\n",
		"P3 collected 500 from side pot-3\nP1 collected 240 from side pot-2\nP5 collected 160 from side pot-1\nP4 collected 150 from main pot\n",
		"Total pot 1050 Main pot 150. Side pot-1 160. Side pot-2 240. Side pot-3 500. | Rake 0\n",
		"Seat 2: P2 (small blind) showed [Th 8c] and lost with high card Ten\n",
	} {
		if !strings.Contains(string(text), want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if strings.Contains(string(text), "Seat 6:") {
		t.Errorf("a seat line for the empty chair 6:\n%s", text)
	}
}
