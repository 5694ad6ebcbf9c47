package holdemview

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/poker"
	"parlor/tui/kit"
)

// TestDrawHidesOthersHole: each seat's table shows its own hole cards and
// the other's face down.
func TestDrawHidesOthersHole(t *testing.T) {
	m, err := poker.NewMatch(poker.MatchConfig{Names: [2]string{"ana", "bob"}, Rand: rand.New(rand.NewPCG(3, 4))})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	face := func(c poker.Card) string { return "│" + c.Rank().String() + kit.SuitSymbols[c.Suit()] + "│" }
	for seat := range 2 {
		v := m.View(seat)
		screen := Draw(&v, false, []string{"ana", "bob"}, k)
		for _, c := range m.View(seat).Hole {
			if !strings.Contains(screen, face(c)) {
				t.Errorf("seat %d does not see its own card %v:\n%s", seat, c, screen)
			}
		}
		for _, c := range m.View(1 - seat).Hole {
			if strings.Contains(screen, face(c)) {
				t.Errorf("seat %d sees the other's card %v:\n%s", seat, c, screen)
			}
		}
		if !strings.Contains(screen, "│▒▒│ │▒▒│") {
			t.Errorf("seat %d does not see the other's cards face down:\n%s", seat, screen)
		}
	}
}

// allInLog is a hand's log as a seat sees it: AsAh against KdKc all in
// before the flop, both turned up (or only the seat's own, when the other
// mucked) and the board 2c 7d 9h Tc 3s run out.
func allInLog(t *testing.T, bothShown bool) []poker.Event {
	t.Helper()
	card := func(s string) poker.Card {
		c, err := poker.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return c[0]
	}
	show := func(seat int, a, b string) poker.Event {
		return poker.Event{Kind: poker.EventShow, Seat: seat, NCards: 2, Cards: [5]poker.Card{card(a), card(b)}}
	}
	street := func(st poker.Street, cs ...string) poker.Event {
		e := poker.Event{Kind: poker.EventStreet, Street: st, NCards: len(cs)}
		for i, c := range cs {
			e.Cards[i] = card(c)
		}
		return e
	}
	log := []poker.Event{{Kind: poker.EventHandStart, Number: 1}, show(0, "As", "Ah")}
	if bothShown {
		log = append(log, show(1, "Kd", "Kc"))
	}
	return append(log,
		street(poker.Flop, "2c", "7d", "9h"), street(poker.Turn, "2c", "7d", "9h", "Tc"), street(poker.River, "2c", "7d", "9h", "Tc", "3s"),
		poker.Event{Kind: poker.EventShowdown, Seat: 0}, poker.Event{Kind: poker.EventShowdown, Seat: 1},
		poker.Event{Kind: poker.EventAward, Seat: 0, Amount: 3000}, poker.Event{Kind: poker.EventHandEnd, Seat: 0, Showdown: true})
}

// TestEndRunOutEquity: a served all-in's end gives a player their own
// equity (a watcher both players') on each street before the river, as
// the local table does (81.3 % pre-flop,
// 91.6 % on 2c7d9h, 95.5 % with Tc for AsAh against KdKc, counted by
// parlor equity), and nothing from a log where only one hand is up.
func TestEndRunOutEquity(t *testing.T) {
	names := []string{"ana", "bob"}
	for _, tt := range []struct {
		seat      int
		want, not []string
	}{
		{0, []string{"Your all-in equity: 81% pre-flop · 92% flop · 95% turn"}, []string{"bob's", "19%"}},
		{1, []string{"Your all-in equity: 19% pre-flop · 8% flop · 5% turn"}, []string{"ana's", "81%"}},
		{-1, []string{"ana's all-in equity: 81% pre-flop · 92% flop · 95% turn", "bob's all-in equity: 19% pre-flop · 8% flop · 5% turn"}, []string{"Your"}},
	} {
		got := strings.Join(End(allInLog(t, true), names, tt.seat), "\n")
		for _, want := range append(tt.want, "ana wins the pot (3,000)") {
			if !strings.Contains(got, want) {
				t.Errorf("seat %d: End lacks %q:\n%s", tt.seat, want, got)
			}
		}
		for _, not := range tt.not {
			if strings.Contains(got, not) {
				t.Errorf("seat %d: End has %q:\n%s", tt.seat, not, got)
			}
		}
		if strings.Index(got, "all-in equity") > strings.Index(got, "wins the pot") {
			t.Errorf("seat %d: the equity comes after the result:\n%s", tt.seat, got)
		}
	}
	if got := strings.Join(End(allInLog(t, false), names, -1), "\n"); strings.Contains(got, "equity") {
		t.Errorf("End counts an equity with one hand up:\n%s", got)
	}
}

// TestDrawWatcher: a watcher's table (an onlooker's view, seat -1) shows
// both hands face down until the log turns them up, and then only those.
func TestDrawWatcher(t *testing.T) {
	m, err := poker.NewMatch(poker.MatchConfig{Names: [2]string{"ana", "bob"}, Rand: rand.New(rand.NewPCG(3, 4))})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	face := func(c poker.Card) string { return "│" + c.Rank().String() + kit.SuitSymbols[c.Suit()] + "│" }
	v := m.View(-1)
	screen := Draw(&v, false, []string{"ana", "bob"}, k)
	for seat := range 2 {
		for _, c := range m.View(seat).Hole {
			if strings.Contains(screen, face(c)) {
				t.Errorf("the watcher sees seat %d's card %v:\n%s", seat, c, screen)
			}
		}
	}
	if strings.Count(screen, "│▒▒│ │▒▒│") != 2 {
		t.Errorf("the watcher does not see two hands face down:\n%s", screen)
	}
	// ana's hand turned up (as after an all-in), bob's not.
	ana := m.View(0).Hole
	v.Log = append(v.Log, poker.Event{Kind: poker.EventShow, Seat: 0, NCards: 2, Cards: [5]poker.Card{ana[0], ana[1]}})
	screen = Draw(&v, false, []string{"ana", "bob"}, k)
	if !strings.Contains(screen, face(ana[0])) || strings.Count(screen, "│▒▒│ │▒▒│") != 1 {
		t.Errorf("ana's shown hand is not up, or bob's is:\n%s", screen)
	}
}
