package save_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"

	"parlor/save"
)

// A table saves its match before the first hand and after every move; the
// menu lists the saves; resuming one gives the match back where it stood.
func Example() {
	dir, _ := os.MkdirTemp("", "saves")
	defer os.RemoveAll(dir)
	store, _ := save.Open(dir) // "" for $XDG_STATE_HOME/parlor

	// The table: a new match and its slot.
	h, _ := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(1, 0)})
	slot := store.NewSlot(save.KindHoldem)
	h.Extra = json.RawMessage(`{"biggest":0}`)
	if err := slot.Save(h); err != nil {
		fmt.Println(err)
	}
	// ... each hand: h.Deal, then h.Act for a person's move and
	// h.BotAct(seat, h.Bot.Decide(view)) for the computer's, each followed
	// by slot.Save(h), until the hand is over; h.Bot.HandOver, and
	// slot.Save(h) again.

	slot.Close() // the table is left for later: the game can be resumed

	// The menu.
	entries, _ := store.List()
	for _, e := range entries {
		fmt.Println(e.Kind, e.Summary, e.Err)
	}
	// Resume the first: take its slot (refused with save.ErrInUse when
	// another Parlor has the game open), then load it.
	slot, err := store.Slot(entries[0]) // go on writing the same file
	if err != nil {
		fmt.Println(err)
		return
	}
	env, _ := store.Load(entries[0].Name)
	g, err := save.Resume(env)
	if err != nil { // a damaged save: say so, offer store.Remove
		fmt.Println(err)
		return
	}
	switch g := g.(type) {
	case *save.Holdem:
		fmt.Println(g.Match.HandNumber(), g.Match.Stacks(), string(g.Extra))
	case *save.CamelUp, *save.Elephant:
		// their screens
	}
	if err := slot.Save(g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// holdem Hold'em vs Normal (sklansky), hand 1, you 1,500 · Computer 1,500 <nil>
	// 0 [1500 1500] {"biggest":0}
}
