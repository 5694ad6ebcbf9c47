package poker

import (
	"fmt"
	"strings"
	"testing"
)

// setup is a hand at a table for a rules test: stacks by chair, the
// button and blinds, and the cards (hole cards by chair, then the board).
type setup struct {
	chairs int
	stacks map[int]int
	button int
	sb, bb int
	blinds [2]int // 0: 10/20
	cap    CapRule
	holes  map[int]string
	board  string
}

func (s setup) config(t testing.TB) TableConfig {
	t.Helper()
	cfg := TableConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Chairs: s.chairs,
		Button: s.button, SmallBlindChair: s.sb, BigBlindChair: s.bb, Cap: s.cap}
	if s.blinds[1] > 0 {
		cfg.SmallBlind, cfg.BigBlind = s.blinds[0], s.blinds[1]
	}
	for c, n := range s.stacks {
		cfg.Stacks[c] = n
		cfg.Names[c] = fmt.Sprintf("P%d", c)
	}
	// The cards in dealing order: from the first chair dealt in left of
	// the button, one card a round, then the board.
	var order []int
	for k := 1; k <= s.chairs; k++ {
		if c := (s.button-1+k)%s.chairs + 1; cfg.Stacks[c] > 0 {
			order = append(order, c)
		}
	}
	var cards []Card
	for round := range 2 {
		for _, c := range order {
			h := s.holes[c]
			if h == "" {
				t.Fatalf("no hole cards for chair %d", c)
			}
			hc, err := ParseCards(h)
			if err != nil {
				t.Fatal(err)
			}
			cards = append(cards, hc[round])
		}
	}
	b, err := ParseCards(s.board)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Deck = DeckOf(append(cards, b...)...)
	return cfg
}

func (s setup) deal(t testing.TB) *Table {
	t.Helper()
	var tb Table
	if err := tb.Deal(s.config(t)); err != nil {
		t.Fatalf("Deal: %v", err)
	}
	return &tb
}

// playTable applies a script to whoever is to act: f fold, x check, c call,
// r bet or raise.
func playTable(t testing.TB, tb *Table, script string) {
	t.Helper()
	for _, tok := range strings.Fields(script) {
		kinds := map[string]ActionKind{"f": Fold, "x": Check, "c": Call, "r": Raise}
		k, ok := kinds[tok]
		if !ok {
			t.Fatalf("bad script token %q", tok)
		}
		if k == Raise && len(tb.Legal()) == 3 {
			k = tb.Legal()[2].Kind
		}
		if err := tb.Act(tb.ToAct(), Action{Kind: k}); err != nil {
			t.Fatalf("chair %d %v: %v (legal %v)", tb.ToAct(), k, err, tb.Legal())
		}
	}
}

// transcript writes the hand's events from the first of kind from on, one
// short line each.
func transcript(tb *Table, from EventKind) []string {
	var out []string
	started := false
	for _, e := range tb.Events() {
		if e.Kind == from {
			started = true
		}
		if !started {
			continue
		}
		var l string
		switch e.Kind {
		case EventAction:
			l = fmt.Sprintf("%d %v", e.Chair, Action{Kind: e.Action, Amount: e.Amount})
			if e.Action == Raise || e.Action == Bet {
				l = fmt.Sprintf("%d %v to %d", e.Chair, e.Action, e.To)
			}
			if e.AllIn {
				l += " all-in"
			}
			if e.Capped {
				l += " capped"
			}
		case EventUncalled:
			l = fmt.Sprintf("%d uncalled %d", e.Chair, e.Amount)
		case EventStreet:
			l = fmt.Sprintf("%v %v", e.Street, e.CardList())
		case EventShow:
			l = fmt.Sprintf("%d shows %v", e.Chair, e.CardList())
		case EventShowdown:
			l = fmt.Sprintf("%d has %s", e.Chair, e.Value.Name())
		case EventMuck:
			l = fmt.Sprintf("%d mucks", e.Chair)
		case EventAward:
			l = fmt.Sprintf("%d wins %d from pot %d", e.Chair, e.Amount, e.Pot)
			if e.Split {
				l += " split"
			}
		case EventHandEnd:
			l = fmt.Sprintf("end pot %d", e.Pot)
		default:
			continue
		}
		out = append(out, l)
	}
	return out
}

func diffLines(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// chipsIn returns the chips of the hand: behind and in the middle.
func chipsIn(tb *Table) int {
	n := tb.Pot()
	for _, s := range tb.Stacks() {
		n += s
	}
	return n
}
