package save

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// tableScript plays a table without a person: the computers as they are,
// the people's chairs (the human's, TableHuman, unless people says) by a
// rule that follows from the hand alone.
type tableScript struct {
	*HoldemTable
	people []int
}

// step deals or plays one move and reports whether the game goes on (a
// ring game stops after hands hands).
func (g *tableScript) step(t testing.TB, hands int) bool {
	tb := g.Table()
	switch {
	case g.SitAndGo != nil && g.SitAndGo.Over(), g.Ring != nil && tb.Number() >= hands && !g.Running():
		return false
	case !g.Running():
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		return true
	}
	c := tb.ToAct()
	v := tb.View(c)
	var err error
	if g.person(c) {
		err = g.Act(c, v.Legal[(tb.Number()*7+len(tb.Events()))%len(v.Legal)])
	} else {
		err = g.BotAct(c, g.Bots[c].DecideAt(&v))
	}
	if err != nil {
		t.Fatalf("hand %d: %v", tb.Number(), err)
	}
	return true
}

// person reports whether a person plays chair c.
func (g *tableScript) person(c int) bool {
	if g.people == nil {
		return c == TableHuman
	}
	return slices.Contains(g.people, c)
}

// state is what two runs must share: the hand, its events, the stacks.
func (g *tableScript) state() string {
	tb := g.Table()
	return fmt.Sprint(tb.Number(), tb.Stacks(), tb.Events())
}

func newTableScript(t testing.TB, seats int, ring bool, bot string, seed uint64) *tableScript {
	return newPeopleScript(t, seats, ring, bot, seed, nil)
}

// newPeopleScript is a table whose people sit in the chairs people (the
// human's chair alone when nil), a served table's.
func newPeopleScript(t testing.TB, seats int, ring bool, bot string, seed uint64, people []int) *tableScript {
	g := &tableScript{people: people}
	var names, bots []string
	for c := 1; c <= seats; c++ {
		if g.person(c) {
			names, bots = append(names, fmt.Sprintf("Person %d", c)), append(bots, "")
			continue
		}
		b := bot
		if bot == "mixed" { // a computer of each level in turn
			b = []string{"equity", "sklansky", "expert"}[c%3]
		}
		names, bots = append(names, fmt.Sprintf("Computer %d", c)), append(bots, b)
	}
	if people == nil {
		names[0] = "Ana"
	}
	h, err := NewHoldemTable(HoldemTableConfig{Names: names, Ring: ring, Bots: bots, Source: rand.NewPCG(seed, 1)})
	if err != nil {
		t.Fatal(err)
	}
	g.HoldemTable = h
	return g
}

// TestHoldemTableResumes plays tables through, saving after every step,
// and resumes saves taken along the way (in a hand and between hands):
// each resumes at the same point, the same events and stacks, and played
// on reaches the same end.
func TestHoldemTableResumes(t *testing.T) {
	tests := []struct {
		seats  int
		ring   bool
		bot    string
		hands  int
		people []int // nil: the human's chair
	}{
		{6, false, "random", 0, nil},
		{9, false, "equity", 0, nil},
		{4, true, "sklansky", 12, nil},
		{5, false, "mixed", 0, nil},
		// A served table: people anywhere, computers between them.
		{4, true, "sklansky", 12, []int{1, 3}},
		{5, false, "mixed", 0, []int{2, 5}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d %v %s %v", tt.seats, tt.ring, tt.bot, tt.people), func(t *testing.T) {
			g := newPeopleScript(t, tt.seats, tt.ring, tt.bot, 3, tt.people)
			var saves [][]byte
			var states []string
			for g.step(t, tt.hands) {
				p, err := g.Payload()
				if err != nil {
					t.Fatal(err)
				}
				saves, states = append(saves, p), append(states, g.state())
			}
			want := g.state()
			r := rand.New(rand.NewPCG(1, 2))
			for _, i := range []int{0, 1, len(saves) / 3, r.IntN(len(saves)), len(saves) - 2} {
				got, err := decodeHoldem(saves[i])
				if err != nil {
					t.Fatalf("save %d: %v", i, err)
				}
				h := &tableScript{got.(*HoldemTable), tt.people}
				if h.state() != states[i] {
					t.Fatalf("save %d resumed at\n%s\nwant\n%s", i, h.state(), states[i])
				}
				for h.step(t, tt.hands) {
				}
				if h.state() != want {
					t.Errorf("save %d played on to\n%s\nwant\n%s", i, h.state(), want)
				}
			}
		})
	}
}

// TestHoldemTableSummary: the menu's line says the table, the hand and the
// human's chips.
func TestHoldemTableSummary(t *testing.T) {
	g := newTableScript(t, 6, false, "sklansky", 5)
	if s := g.Summary(); s != "Hold'em 6-seat sit-and-go vs Normal, hand 1, 6 left, you 1,500" {
		t.Errorf("Summary before a deal = %q", s)
	}
	g.step(t, 0)
	if s := g.Summary(); !strings.HasPrefix(s, "Hold'em 6-seat sit-and-go vs Normal, hand 1, 6 left, you ") {
		t.Errorf("Summary in hand 1 = %q", s)
	}
	ring := newTableScript(t, 4, true, "equity", 5)
	if s := ring.Summary(); s != "Hold'em 4-seat ring game vs Easy, hand 1, you 0" {
		t.Errorf("ring Summary = %q", s)
	}
	mixed := newTableScript(t, 5, false, "mixed", 5)
	if s := mixed.Summary(); s != "Hold'em 5-seat sit-and-go vs Hard, Easy and Normal, hand 1, 5 left, you 1,500" {
		t.Errorf("mixed Summary = %q", s)
	}
}

// TestHoldemTableDamaged: a save whose moves do not fit its deals is
// damaged, not a table that plays something else.
func TestHoldemTableDamaged(t *testing.T) {
	g := newTableScript(t, 3, false, "random", 5)
	for range 4 {
		g.step(t, 0)
	}
	p, _ := g.Payload()
	for _, bad := range []string{`"1Z`, `"9c`, `"1`} {
		broken := strings.Replace(string(p), `"Hands":["`, `"Hands":[`+bad, 1)
		if _, err := decodeHoldem([]byte(broken)); err == nil || !strings.Contains(err.Error(), ErrCorrupt.Error()) {
			t.Errorf("moves starting %s: %v, want a damaged save", bad, err)
		}
	}
	if _, err := decodeHoldem(p); err != nil {
		t.Errorf("the save itself: %v", err)
	}
}

// BenchmarkResumeNineSeats times the resumption of a nine-seat
// sit-and-go saved near its end, which plays every hand again, its
// computers of each level (hands: how many).
func BenchmarkResumeNineSeats(b *testing.B) {
	for _, bot := range []string{"equity", "sklansky", "expert"} {
		b.Run(bot, func(b *testing.B) {
			g := newTableScript(b, 9, false, bot, 3)
			var p []byte
			for g.step(b, 0) {
				if !g.SitAndGo.Over() {
					p, _ = g.Payload()
				}
			}
			b.ResetTimer()
			for range b.N {
				if _, err := decodeHoldem(p); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(g.Table().Number()), "hands")
			b.ReportMetric(float64(len(p)), "save-bytes")
		})
	}
}
