package holdembot

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/poker"
)

// sortedDeck returns a deck of just the given cards (nine at least), which
// pops them from the highest card number down: card 1 and 3 of a hand go to
// the big blind, 2 and 4 to the button, then the flop, turn and river.
func sortedDeck(keep ...poker.Card) *poker.Deck {
	d := poker.NewDeck()
	var gone []poker.Card
	for c := poker.Card(0); c < 52; c++ {
		if !slices.Contains(keep, c) {
			gone = append(gone, c)
		}
	}
	d.Remove(gone...)
	return d
}

func cards(t testing.TB, s string) []poker.Card {
	t.Helper()
	cs, err := poker.ParseCards(s)
	if err != nil {
		t.Fatalf("ParseCards(%q): %v", s, err)
	}
	return cs
}

// deal is a hand-made position: who holds what, the board to come, the
// stacks, and the actions before the bot's turn.
type deal struct {
	button  string // "bot" or "opp": who has the button
	bot     string // the bot's hole cards
	board   string // five cards
	stacks  int    // both stacks before the blinds; 0 means 1,500
	blind   int    // big blind; 0 means 20
	actions []poker.ActionKind
}

// view plays d's actions (Amount 0: the legal amount) on a random deal,
// the bot in seat 0, and returns the bot's view at its turn with d's cards
// put in: the hole cards and the board dealt so far. (The engine deals from
// a shuffled deck and cannot be handed a stacked one; the bot reads the
// cards from Hole and Board, and only the betting from the log.)
func (d deal) view(t testing.TB) poker.SeatView {
	t.Helper()
	button := 0
	if d.button == "opp" {
		button = 1
	}
	stack, bb := d.stacks, d.blind
	if stack == 0 {
		stack = poker.StartingStack
	}
	if bb == 0 {
		bb = 20
	}
	g, err := poker.NewGame(poker.GameConfig{
		Number: 1, Level: 1, SmallBlind: bb / 2, BigBlind: bb, Button: button,
		Stacks: [2]int{stack, stack}, Names: [2]string{"bot", "opp"}, Rand: rand.New(rand.NewPCG(1, 2)),
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range d.actions {
		if err := g.Act(g.ToAct(), poker.Action{Kind: k}); err != nil {
			t.Fatalf("scripted %v: %v", k, err)
		}
	}
	if g.Over() || g.ToAct() != 0 {
		t.Fatalf("after the script it is not the bot's turn (to act: %d)", g.ToAct())
	}
	v := g.View(0)
	hole := cards(t, d.bot)
	v.Hole = [2]poker.Card{hole[0], hole[1]}
	v.Board = cards(t, d.board)[:len(v.Board)]
	return v
}

// testBot is a sklansky bot with its mixing turned off, so that a test sees
// the strategy itself.
func testBot(seed uint64) *Sklansky {
	b := NewSklansky(rand.New(rand.NewPCG(seed, 99)))
	b.deviate = 0
	return b
}

// playWith plays hands between two bots, bots[0] in seat 0, the button
// alternating, stacks reset every hand.
func playWith(t testing.TB, bots [2]Bot, hands int) {
	t.Helper()
	r := rand.New(rand.NewPCG(21, 22))
	var g poker.Game
	var views [2]poker.SeatView
	for i := range hands {
		if err := g.Deal(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: i % 2,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			t.Fatal(err)
		}
		if err := playHand(&g, bots, &views); err != nil {
			t.Fatal(err)
		}
	}
}
