package choice

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

func TestOptions(t *testing.T) {
	// Hands with a stacked deck: the top card is dealt first (to the big
	// blind, seat 1 when seat 0 has the button).
	type step struct {
		seat int
		a    poker.Action
	}
	tests := []struct {
		name   string
		stacks [2]int
		steps  []step
		want   string
	}{
		{"small blind first", [2]int{1500, 1500}, nil, "Fold|Call 10|Raise to 40|Quit game"},
		{"big blind after a call", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}}, "Fold|Check|Raise to 40|Quit game"},
		{"big blind after a raise", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 20|Re-raise to 60|Quit game"},
		{"flop first", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}}, "Fold|Check|Bet 20|Quit game"},
		{"flop facing a bet", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}, {1, poker.Action{Kind: poker.Bet}}}, "Fold|Call 20|Raise to 40|Quit game"},
		{"flop facing a raise", [2]int{1500, 1500}, []step{{0, poker.Action{Kind: poker.Call}}, {1, poker.Action{Kind: poker.Check}}, {1, poker.Action{Kind: poker.Bet}}, {0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 20|Re-raise to 60|Quit game"},
		{"short call", [2]int{1500, 25}, []step{{0, poker.Action{Kind: poker.Raise}}}, "Fold|Call 5 (all-in)|Quit game"},
		{"raise all-in", [2]int{40, 1500}, nil, "Fold|Call 10|Raise to 40 (all-in)|Quit game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := poker.NewGame(poker.GameConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: 0,
				Stacks: tt.stacks, Names: [2]string{"Human", "Computer"}, Rand: rand.New(rand.NewPCG(1, 0))})
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range tt.steps {
				if err := g.Act(st.seat, st.a); err != nil {
					t.Fatalf("%v by %d: %v", st.a, st.seat, err)
				}
			}
			var got []string
			for _, o := range options(g.View(g.ToAct())) {
				got = append(got, o.Label)
			}
			if s := strings.Join(got, "|"); s != tt.want {
				t.Errorf("options = %s, want %s", s, tt.want)
			}
		})
	}
}

// turn is the view of the seat to act in a fresh hand (10/20, seat 0 on
// the button) after moves; the moves are calls, checks, bets and raises
// of the minimum, made by the seats in turn.
func turn(t *testing.T, stacks [2]int, moves ...poker.ActionKind) poker.SeatView {
	t.Helper()
	g, err := poker.NewGame(poker.GameConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: 0,
		Stacks: stacks, Names: [2]string{"Human", "Computer"}, Rand: rand.New(rand.NewPCG(1, 0))})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range moves {
		if err := g.Act(g.ToAct(), poker.Action{Kind: k}); err != nil {
			t.Fatalf("%v: %v", k, err)
		}
	}
	return g.View(g.ToAct())
}

// press gives the menu keys one after another and returns what the last
// one did.
func press(m *Menu, keys ...string) (o Option, chosen bool, warning string) {
	for _, k := range keys {
		o, chosen, warning = m.Key(tuitest.Key(k), NewKeys())
	}
	return o, chosen, warning
}

// view is the menu as drawn.
func view(m *Menu) string { return strings.Join(m.View(tuitest.Context().Styles), "\n") }

func TestMenuNavigation(t *testing.T) {
	v := turn(t, [2]int{1500, 1500}, poker.Call) // Fold, Check, Raise to 40, Quit game
	tests := []struct {
		keys []string
		want int
	}{
		{nil, 1}, // on the check
		{[]string{"down"}, 2},
		{[]string{"up"}, 0},
		{[]string{"tab", "tab"}, 3},
		{[]string{"up", "up", "up", "up", "up", "up", "up", "up"}, 1},
		{[]string{"x", "left", "right"}, 1}, // wrong keys move nothing
		{[]string{"k"}, 0},                  // k moves up, as in every menu: it never calls
		{[]string{"k", "j"}, 1},
		{[]string{"shift+tab"}, 0},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.keys, ","), func(t *testing.T) {
			m := New(v)
			for _, k := range tt.keys {
				if _, chosen, _ := press(&m, k); chosen {
					t.Fatalf("%s chose", k)
				}
			}
			if m.Cursor != tt.want {
				t.Errorf("cursor after %q = %d, want %d", tt.keys, m.Cursor, tt.want)
			}
			if mark := "▸ " + fmt.Sprint(tt.want+1) + "  " + m.Options[tt.want].Label; !strings.Contains(view(&m), mark) {
				t.Errorf("the view does not mark option %d:\n%s", tt.want+1, view(&m))
			}
		})
	}
	// Enter chooses the marked option: Quit game, the last.
	m := New(v)
	if o, chosen, _ := press(&m, "up", "up", "enter"); !chosen || !o.Quit {
		t.Errorf("enter on Quit game chose %+v (%v), want Quit game", o, chosen)
	}
}

func TestMenuDigits(t *testing.T) {
	m := New(turn(t, [2]int{1500, 1500}, poker.Call))
	n := len(m.Options)

	// A digit alone picks; only enter chooses.
	if _, chosen, _ := press(&m, "2"); chosen || m.Typed != "2" || m.Cursor != 1 {
		t.Fatalf("after 2: typed %q cursor %d chosen %v, want 2, 1 and no choice yet", m.Typed, m.Cursor, chosen)
	}
	if !strings.Contains(view(&m), "Choice: 2") {
		t.Errorf("the typed digit is not shown:\n%s", view(&m))
	}

	// A digit that is no option says so at once, and enter then chooses
	// nothing (not the highlighted option) until a valid choice.
	for _, d := range []string{fmt.Sprint(n + 1), "9", "0"} {
		_, chosen, warning := press(&m, d)
		if chosen || !m.Wrong || m.Cursor != 1 {
			t.Errorf("illegal digit %s: chosen %v wrong %v cursor %d; want the mistake kept, the cursor on 2", d, chosen, m.Wrong, m.Cursor)
		}
		if !strings.Contains(warning, "no option "+d) || !strings.Contains(warning, fmt.Sprintf("1 to %d", n)) {
			t.Errorf("warning after %s = %q", d, warning)
		}
		_, chosen, warning = press(&m, "enter")
		if chosen || !m.Wrong {
			t.Fatalf("enter after the wrong digit %s chose", d)
		}
		if !strings.Contains(warning, "Choose first") {
			t.Errorf("enter after a wrong digit says %q", warning)
		}
	}
	if !strings.Contains(view(&m), "0 ✗") {
		t.Errorf("the wrong digit is not marked:\n%s", view(&m))
	}

	// Backspace forgets what was typed; the highlight goes back to where
	// it was before the digit.
	press(&m, "backspace")
	if m.Typed != "" || m.Wrong || m.Cursor != 1 {
		t.Errorf("after backspace: typed %q wrong %v cursor %d", m.Typed, m.Wrong, m.Cursor)
	}
	press(&m, "1", "backspace")
	if m.Cursor != 1 {
		t.Errorf("1 then backspace leaves the highlight on %d, want it back on 2", m.Cursor+1)
	}

	// A key that does nothing here says so and also holds enter back.
	if _, _, warning := press(&m, "x"); !m.Wrong || !strings.Contains(warning, `"x" does nothing here`) {
		t.Errorf("x: wrong %v, warning %q", m.Wrong, warning)
	}
	if _, chosen, _ := press(&m, "enter"); chosen {
		t.Fatal("x then enter chose")
	}
	if !strings.Contains(view(&m), "Choice: ✗") {
		t.Errorf("the wrong key is not marked:\n%s", view(&m))
	}
	press(&m, "backspace")

	// 2 then enter: the check; what was typed is done with.
	if o, chosen, _ := press(&m, "2", "enter"); !chosen || o.Action.Kind != poker.Check || m.Typed != "" || m.Wrong {
		t.Errorf("2 enter chose %+v (%v), typed %q wrong %v; want Check", o, chosen, m.Typed, m.Wrong)
	}
}

func TestMenuShortcuts(t *testing.T) {
	tests := []struct {
		name  string
		moves []poker.ActionKind
		key   string
		want  poker.ActionKind
	}{
		{"check", []poker.ActionKind{poker.Call}, "c", poker.Check},
		{"call", nil, "c", poker.Call},
		{"bet", []poker.ActionKind{poker.Call, poker.Check}, "b", poker.Bet},
		{"raise", nil, "b", poker.Raise},
		{"raise by r", nil, "r", poker.Raise},
		{"fold", nil, "f", poker.Fold},
		{"fold a free check", []poker.ActionKind{poker.Call}, "f", poker.Fold}, // the table asks first
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := New(turn(t, [2]int{1500, 1500}, tt.moves...))
			if o, chosen, _ := press(&m, tt.key); !chosen || o.Quit || o.Action.Kind != tt.want {
				t.Errorf("%s chose %+v (%v), want %v", tt.key, o, chosen, tt.want)
			}
		})
	}
	// b when neither bet nor raise is open says what is, and enter then
	// chooses nothing.
	m := New(turn(t, [2]int{1500, 25}, poker.Raise)) // Fold, Call 5 (all-in), Quit game
	_, chosen, warning := press(&m, "b")
	if chosen || !m.Wrong || warning != "Not possible now: 1 Fold, 2 Call 5 (all-in), 3 Quit game" {
		t.Errorf("b with no bet open: chosen %v wrong %v warning %q", chosen, m.Wrong, warning)
	}
	if _, chosen, _ := press(&m, "enter"); chosen {
		t.Error("b then enter chose with no bet or raise open")
	}
}

// TestMenuWarningsFit: whatever key is pressed, the warning fits the
// status line at 80 cells with its "! " and margin, never cut.
func TestMenuWarningsFit(t *testing.T) {
	for _, k := range []tea.KeyMsg{
		{Type: tea.KeyRunes, Runes: []rune("x")},
		{Type: tea.KeyRunes, Runes: []rune("é")},
		{Type: tea.KeyRunes, Runes: []rune("a long paste of text"), Paste: true},
		{Type: tea.KeyCtrlX},
		{Type: tea.KeyF12, Alt: true},
		{Type: tea.KeyRunes, Runes: []rune("9")},
	} {
		for _, stacks := range [][2]int{{1500, 1500}, {1500, 25}} {
			m := New(turn(t, stacks, poker.Raise))
			for _, press := range []tea.KeyMsg{k, {Type: tea.KeyEnter}, {Type: tea.KeyRunes, Runes: []rune("b")}} {
				_, _, warning := m.Key(press, NewKeys())
				if w := lipgloss.Width(warning); w > 77 {
					t.Errorf("%v: a warning of %d cells: %q", press, w, warning)
				}
			}
		}
	}
}

func TestMenuIndex(t *testing.T) {
	m := New(turn(t, [2]int{1500, 1500}, poker.Call))
	if m.Index(poker.Check) != 1 || m.Index(poker.Call) != -1 || !m.CanCheck() {
		t.Errorf("after a call: Index(Check) %d, Index(Call) %d, CanCheck %v", m.Index(poker.Check), m.Index(poker.Call), m.CanCheck())
	}
	m = New(turn(t, [2]int{1500, 1500}))
	if m.CanCheck() || m.Index(poker.Raise) != 2 {
		t.Errorf("first to act: CanCheck %v, Index(Raise) %d", m.CanCheck(), m.Index(poker.Raise))
	}
}
