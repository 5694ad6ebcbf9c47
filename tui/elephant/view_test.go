package elephant

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/elephant"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// What the table shows: it fits the smallest window, draws without a size,
// and its amounts and ties read right.

// TestElephantFits: eight seats with long names fit 80×24, with and
// without the full help, in every phase; the size message shows below it.
func TestElephantFits(t *testing.T) {
	for _, fullHelp := range []bool{false, true} {
		t.Run(fmt.Sprintf("full help %v", fullHelp), func(t *testing.T) {
			m, _ := tuitest.Press(t, newElephantSetup(t, 4), "j", "enter", "ctrl+u")
			m = tuitest.Type(t, m, "Bartholomew Longname")
			m, _ = tuitest.Press(t, m, "enter", "c", "c", "c", "c")
			// A person who takes a bot's name: the setup shows why it
			// cannot start.
			m, _ = tuitest.Press(t, m, "t", "enter", "ctrl+u")
			m = tuitest.Type(t, m, "SampleBot")
			m, _ = tuitest.Press(t, m, "enter", "k", "l", "l", "l", "l")
			if fullHelp {
				m, _ = tuitest.Press(t, m, "?")
			}
			fits(t, m, "setup", setupOf(t, m))
			if v := tuitest.App(t, m).View(); !strings.Contains(v, "both SampleBot") || !strings.Contains(v, "Start the game") {
				t.Errorf("the setup does not show the clash and the start line:\n%s", v)
			}
			m, _ = tuitest.Press(t, m, "l", "s")
			if fullHelp {
				m, _ = tuitest.Press(t, m, "?")
			}
			if n := len(tableOf(t, m).names); n != 8 {
				t.Fatalf("%d seats, want 8", n)
			}
			for i := 0; tableOf(t, m).phase != gameOver && i < 3000; i++ {
				fits(t, m, fmt.Sprintf("step %d", i), tableOf(t, m))
				if i == 7 {
					m, _ = tuitest.Press(t, m, "q")
					fits(t, m, "abandon?", tableOf(t, m))
					m, _ = tuitest.Press(t, m, "n")
				}
				m = step(t, m)
			}
			fits(t, m, "standings", tableOf(t, m))
			if v := tuitest.App(t, m).View(); !strings.Contains(v, "Bartholomew Longname") {
				t.Errorf("standings lack a seat:\n%s", v)
			}
			m, _ = tuitest.Drive(t, m, tuitest.Size(60, 20))
			if v := tuitest.App(t, m).View(); !strings.Contains(v, "80×24") {
				t.Errorf("a small window does not say the size needed:\n%s", v)
			}
		})
	}
}

// fits checks that screen s draws within its room and the window within
// 80 columns.
func fits(t *testing.T, m tea.Model, what string, s kit.Screen) {
	t.Helper()
	_, height := tuitest.App(t, m).Context().Width, tuitest.App(t, m).BodyHeight()
	if v := s.View(); lipgloss.Height(v) > height {
		t.Errorf("%s: the screen is %d lines, its room %d:\n%s", what, lipgloss.Height(v), height, v)
	}
	for i, l := range strings.Split(tuitest.App(t, m).View(), "\n") {
		if w := lipgloss.Width(l); w > 80 {
			t.Errorf("%s: line %d is %d cells wide", what, i, w)
		}
	}
}

// TestElephantViewWithoutSize: before any size message (teatest without
// a size) the setup and the table draw at their natural size.
func TestElephantViewWithoutSize(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.New(kit.Options{Seed: 2, SeedSet: true}, build).Context()
	setup := NewSetup(ctx, nil)
	if v := setup.View(); !strings.Contains(v, "Start the game") {
		t.Errorf("setup without a size:\n%s", v)
	}
	setup.Update(tuitest.Key("s"))
	table, err := newTable(ctx, []elephant.Seat{{Name: "Ann"}, {Name: "Bob"}}, []string{"", ""}, goal{rounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	if v := table.View(); !strings.Contains(v, "your turn") || lipgloss.Width(v) > tableWidth {
		t.Errorf("table without a size (%d wide):\n%s", lipgloss.Width(v), v)
	}
}

// shownMoney reads the amounts of a seat's row of the table as drawn:
// $12.34 → 1234, in the order they stand.
func shownMoney(row string) []int {
	var out []int
	for _, f := range strings.Fields(row) {
		f = strings.TrimPrefix(f, "+")
		var d, c int
		if n, _ := fmt.Sscanf(f, "$%d.%d", &d, &c); n == 2 {
			out = append(out, d*100+c)
		}
	}
	return out
}

// TestElephantAmountsAddUp: at every round's end, each seat's score as
// drawn is its score drawn after the last round plus what it took home, as
// drawn; and the standings show the same totals.
func TestElephantAmountsAddUp(t *testing.T) {
	m := newElephantTable(t, 11, "x") // Human, GreedyBot, expert
	before := map[string]int{}
	for i := 0; tableOf(t, m).phase != gameOver; i++ {
		if i > 2000 {
			t.Fatal("the game does not end")
		}
		s := tableOf(t, m)
		if s.phase == roundOver {
			v := s.View()
			for _, name := range s.names {
				row := lineWith(v, "  "+name+" ")
				got := shownMoney(row) // present, score, +took
				if len(got) != 3 || got[0] != got[2] || got[1] != before[name]+got[2] {
					t.Fatalf("round %d, %s: row %q reads %v; want present, score = %d + present, +present", len(s.rounds), name, row, got, before[name])
				}
				before[name] = got[1]
			}
		}
		m = step(t, m)
	}
	v := tableOf(t, m).View()
	for name, want := range before {
		if got := shownMoney(lineWith(v, " "+name+" ")); len(got) < 1 || got[0] != want {
			t.Errorf("standings: %s reads %v, want the total %d", name, got, want)
		}
	}
}

// lineWith is the first line of v holding s.
func lineWith(v, s string) string {
	for _, l := range strings.Split(v, "\n") {
		if strings.Contains(l, s) {
			return l
		}
	}
	return ""
}

// TestElephantRoundTie: presents shown alike are a tie, said as one.
func TestElephantRoundTie(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.New(kit.Options{Seed: 1, SeedSet: true}, build).Context()
	s, err := newTable(ctx, []elephant.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}, []string{"", "", ""}, goal{rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		took []float64
		want string
	}{
		{[]float64{0.72, 0.30, 0.71999}, "Ann and Cy took home the best presents, $72.00 each."},
		{[]float64{0.72, 0.30, 0.7199}, "Ann took home the best present, $72.00."},
		{[]float64{0.5, 0.5, 0.5}, "Ann, Bob and Cy took home the best presents, $50.00 each."},
	} {
		s.rounds = [][]float64{tt.took}
		if got := s.roundSummary(); !strings.Contains(got, tt.want) {
			t.Errorf("took %v: summary %q, want %q", tt.took, got, tt.want)
		}
	}
}
