package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// deckOf returns a deck that pops the given cards first, in order: cards 1
// and 3 go to the big blind, 2 and 4 to the button, then flop, turn, river.
// The rest of the deck lies below them.
func deckOf(t testing.TB, order string) *Deck {
	t.Helper()
	top, err := ParseCards(order)
	if err != nil {
		t.Fatalf("deckOf(%q): %v", order, err)
	}
	d := NewDeck()
	d.Remove(top...)
	for i := len(top) - 1; i >= 0; i-- {
		d.cards[d.n] = top[i]
		d.n++
	}
	return d
}

// The example hand of docs/rules/holdem.md: Human (seat 0) has the button; the Computer, big
// blind, gets cards 1 and 3.
const exampleDeck = "8s 7h 8d Ad 8c 4h Ah 4c 6d"

func gameWith(t testing.TB, button int, stacks [2]int, sb, bb int, deck string) *Game {
	t.Helper()
	g, err := NewGame(GameConfig{Number: 1, Level: 1, SmallBlind: sb, BigBlind: bb, Button: button,
		Stacks: stacks, Names: [2]string{"Human", "Computer"}, Deck: deckOf(t, deck)})
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	return g
}

// describe writes an event in a hand-history-like line, so that tests can
// compare whole hands with a script.
func describe(e Event, names [2]string) string {
	name := func(s int) string {
		if s == NoSeat {
			return "nobody"
		}
		return names[s]
	}
	allIn := ""
	if e.AllIn {
		allIn = " and is all-in"
	}
	switch e.Kind {
	case EventHandStart:
		return fmt.Sprintf("Hand #%d level %d %d/%d button %s stacks %v", e.Number, e.Level, e.SmallBlind, e.BigBlind, name(e.Button), e.Stacks)
	case EventSeat:
		return fmt.Sprintf("Seat %d: %s (%d)", e.Seat+1, e.Name, e.Amount)
	case EventSmallBlind:
		return fmt.Sprintf("%s posts the small blind of %d%s", name(e.Seat), e.Amount, allIn)
	case EventBigBlind:
		return fmt.Sprintf("%s posts the big blind of %d%s", name(e.Seat), e.Amount, allIn)
	case EventDeal:
		return fmt.Sprintf("Dealt to %s %v", name(e.Seat), e.CardList())
	case EventAction:
		switch e.Action {
		case Fold, Check:
			return fmt.Sprintf("%s %ss", name(e.Seat), e.Action)
		case Call:
			return fmt.Sprintf("%s calls %d%s", name(e.Seat), e.Amount, allIn)
		case Bet:
			return fmt.Sprintf("%s bets %d%s", name(e.Seat), e.Amount, allIn)
		case Raise:
			return fmt.Sprintf("%s raises %d to %d%s", name(e.Seat), e.By, e.To, allIn)
		}
	case EventStreet:
		return fmt.Sprintf("*** %s *** %v", strings.ToUpper(e.Street.String()), e.CardList())
	case EventUncalled:
		return fmt.Sprintf("Uncalled bet (%d) returned to %s", e.Amount, name(e.Seat))
	case EventShow:
		return fmt.Sprintf("%s shows %v", name(e.Seat), e.CardList())
	case EventShowdown:
		return fmt.Sprintf("%s has %s", name(e.Seat), e.Value.Name())
	case EventAward:
		split := ""
		if e.Split {
			split = " (split)"
		}
		return fmt.Sprintf("%s collected %d from pot%s", name(e.Seat), e.Amount, split)
	case EventHandEnd:
		return fmt.Sprintf("End: winner %s pot %d stacks %v showdown %v", name(e.Seat), e.Pot, e.Stacks, e.Showdown)
	case EventMatchEnd:
		if e.Quit {
			return fmt.Sprintf("%s quits", name(e.Seat))
		}
		return fmt.Sprintf("%s wins the tournament", name(e.Seat))
	}
	return e.Kind.String()
}

func describeAll(events []Event, names [2]string) []string {
	var out []string
	for _, e := range events {
		out = append(out, describe(e, names))
	}
	return out
}

// play applies a script of actions such as "c" (call), "k" (check),
// "f" (fold), "b" (bet), "r" (raise), each by the seat to act, with the
// legal amount.
func play(t testing.TB, g *Game, script string) {
	t.Helper()
	kinds := map[rune]ActionKind{'f': Fold, 'k': Check, 'c': Call, 'b': Bet, 'r': Raise}
	for i, ch := range strings.ReplaceAll(script, " ", "") {
		if err := g.Act(g.ToAct(), Action{Kind: kinds[ch]}); err != nil {
			t.Fatalf("action %d (%c) of %q: %v", i, ch, script, err)
		}
	}
}

func checkScript(t *testing.T, got []Event, names [2]string, want []string) {
	t.Helper()
	lines := describeAll(got, names)
	if !reflect.DeepEqual(lines, want) {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

func TestSpecExampleHand(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, exampleDeck)
	play(t, g, "ck kbc kbrc bc")
	checkScript(t, g.Events(), g.Names(), []string{
		"Hand #1 level 1 10/20 button Human stacks [1500 1500]",
		"Seat 1: Human (1500)",
		"Seat 2: Computer (1500)",
		"Human posts the small blind of 10",
		"Computer posts the big blind of 20",
		"Dealt to Human [7h Ad]",
		"Dealt to Computer [8s 8d]",
		"Human calls 10",
		"Computer checks",
		"*** FLOP *** [8c 4h Ah]",
		"Computer checks",
		"Human bets 20",
		"Computer calls 20",
		"*** TURN *** [8c 4h Ah 4c]",
		"Computer checks",
		"Human bets 40",
		"Computer raises 40 to 80",
		"Human calls 40",
		"*** RIVER *** [8c 4h Ah 4c 6d]",
		"Computer bets 40",
		"Human calls 40",
		"Computer shows [8s 8d]",
		"Human shows [7h Ad]",
		"Computer has a full house, Eights full of Fours",
		"Human has two pair, Aces and Fours",
		"Computer collected 320 from pot",
		"End: winner Computer pot 320 stacks [1340 1660] showdown true",
	})
	// The best five, in whatever order the evaluator gives them.
	best := map[int]string{1: "4c 4h 8c 8d 8s", 0: "4c 4h 8c Ad Ah"}
	for _, e := range g.Events() {
		if e.Kind == EventShowdown {
			if got := sortedCards(e.CardList()); got != best[e.Seat] {
				t.Errorf("seat %d best five %s, want %s", e.Seat, got, best[e.Seat])
			}
			if e.Hole != g.Hole(e.Seat) {
				t.Errorf("seat %d showdown hole %v, want %v", e.Seat, e.Hole, g.Hole(e.Seat))
			}
		}
	}
	if !g.Over() || g.Winner() != 1 || g.ToAct() != NoSeat || len(g.Legal()) != 0 {
		t.Errorf("after the hand: over %v winner %d toAct %d legal %v", g.Over(), g.Winner(), g.ToAct(), g.Legal())
	}
}

func TestDealingOrder(t *testing.T) {
	for _, button := range []int{0, 1} {
		g := gameWith(t, button, [2]int{1500, 1500}, 10, 20, exampleDeck)
		big := 1 - button
		if got, want := g.Hole(big), [2]Card{mustCard(t, "8s"), mustCard(t, "8d")}; got != want {
			t.Errorf("button %d: big blind holds %v, want %v (cards 1 and 3)", button, got, want)
		}
		if got, want := g.Hole(button), [2]Card{mustCard(t, "7h"), mustCard(t, "Ad")}; got != want {
			t.Errorf("button %d: button holds %v, want %v (cards 2 and 4)", button, got, want)
		}
		play(t, g, "ck kk kk kk")
		if got := fmt.Sprint(g.Board()); got != "[8c 4h Ah 4c 6d]" {
			t.Errorf("board %s, want the next five pops [8c 4h Ah 4c 6d]", got)
		}
	}
}

func TestDealShufflesWithRand(t *testing.T) {
	cfg := GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{1500, 1500}, Rand: rand.New(rand.NewPCG(1, 2))}
	g1, _ := NewGame(cfg)
	cfg.Rand = rand.New(rand.NewPCG(1, 2))
	g2, _ := NewGame(cfg)
	d := NewDeck()
	d.Shuffle(rand.New(rand.NewPCG(1, 2)))
	c := [4]Card{}
	for i := range c {
		c[i], _ = d.Pop()
	}
	if g1.Hole(0) != g2.Hole(0) || g1.Hole(1) != g2.Hole(1) {
		t.Errorf("same seed dealt %v %v and %v %v", g1.Hole(0), g1.Hole(1), g2.Hole(0), g2.Hole(1))
	}
	if want := [2]Card{c[0], c[2]}; g1.Hole(1) != want {
		t.Errorf("big blind holds %v, want pops 1 and 3 of the shuffled deck %v", g1.Hole(1), want)
	}
}

func TestSameDeckDealtTwice(t *testing.T) {
	d := NewDeck()
	d.Shuffle(rand.New(rand.NewPCG(7, 7)))
	before := *d
	cfg := GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{1500, 1500}, Deck: d}
	g1, _ := NewGame(cfg)
	cfg.Button = 1
	g2, _ := NewGame(cfg)
	if *d != before {
		t.Fatalf("dealing changed the caller's deck")
	}
	// Seats swapped: the big blind gets the same cards whoever sits there.
	if g1.Hole(1) != g2.Hole(0) || g1.Hole(0) != g2.Hole(1) {
		t.Errorf("duplicate deal: %v/%v then %v/%v", g1.Hole(0), g1.Hole(1), g2.Hole(0), g2.Hole(1))
	}
}

func sortedCards(cs []Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	slices.Sort(s)
	return strings.Join(s, " ")
}

func mustCard(t testing.TB, s string) Card {
	t.Helper()
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestBadConfig(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	short := NewDeck()
	for range 44 {
		short.Pop()
	}
	tests := []struct {
		name string
		cfg  GameConfig
	}{
		{"button 2", GameConfig{SmallBlind: 10, BigBlind: 20, Button: 2, Stacks: [2]int{1, 1}, Rand: r}},
		{"no blinds", GameConfig{Stacks: [2]int{1, 1}, Rand: r}},
		{"big below small", GameConfig{SmallBlind: 20, BigBlind: 10, Stacks: [2]int{1, 1}, Rand: r}},
		{"empty stack", GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{0, 100}, Rand: r}},
		{"no randomness", GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{100, 100}}},
		{"short deck", GameConfig{SmallBlind: 10, BigBlind: 20, Stacks: [2]int{100, 100}, Deck: short}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := NewGame(tt.cfg); !errors.Is(err, ErrBadConfig) {
				t.Errorf("NewGame = %v, want ErrBadConfig", err)
			}
		})
	}
}
