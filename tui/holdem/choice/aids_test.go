package choice

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

func TestBigBlinds(t *testing.T) {
	tests := []struct {
		stack, bb int
		want      string
	}{{720, 20, "36 BB"}, {710, 20, "35.5 BB"}, {0, 20, "0 BB"}, {1500, 0, "? BB"}}
	for _, tt := range tests {
		if got := bigBlinds(tt.stack, tt.bb); got != tt.want {
			t.Errorf("bigBlinds(%d, %d) = %q, want %q", tt.stack, tt.bb, got, tt.want)
		}
	}
}

func TestAids(t *testing.T) {
	tests := []struct {
		name  string
		moves []poker.ActionKind
		coach bool
		want  []string
	}{
		{"a free check", []poker.ActionKind{poker.Call}, false,
			[]string{"Your move · nothing to call · pot 40", "Stacks: you 1,480 (74 BB) · Bob 1,480 (74 BB)"}},
		{"facing a raise", []poker.ActionKind{poker.Raise}, false,
			[]string{"Your move · 20 to call, pot 60", "a call needs 25%", "Stacks: you 1,480 (74 BB) · Bob 1,460 (73 BB)"}},
		{"coach, a free check", []poker.ActionKind{poker.Call}, true,
			[]string{"Coach: equity ", " against a random hand", "nothing to call: a check is free"}},
		{"coach, facing a raise", []poker.ActionKind{poker.Raise}, true,
			[]string{"Coach: equity ", " against a random hand", "a call needs 25%: it "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tuitest.Context()
			ctx.Settings.Coach = tt.coach
			var c Coach
			lines := Aids(ctx, turn(t, [2]int{1500, 1500}, tt.moves...), "Bob", &c)
			if n := 2 + map[bool]int{true: 1}[tt.coach]; len(lines) != n {
				t.Errorf("%d lines, want %d:\n%s", len(lines), n, strings.Join(lines, "\n"))
			}
			got := strings.Join(lines, "\n")
			for _, l := range lines {
				if w := lipgloss.Width(l); w > 79 {
					t.Errorf("a line of %d cells, more than 80 with its margin: %q", w, l)
				}
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the aids lack %q:\n%s", w, got)
				}
			}
		})
	}
}

// TestCoachOncePerStreet: the coach works the equity out once a street,
// so that it reads the same at every look.
func TestCoachOncePerStreet(t *testing.T) {
	ctx := tuitest.Context()
	ctx.Settings.Coach = true
	v := turn(t, [2]int{1500, 1500}, poker.Call)
	var c Coach
	c.Update(ctx, v)
	first := c.equity
	c.equity = -1 // a mark: the same street keeps what was worked out
	c.Update(ctx, v)
	if c.equity != -1 || first <= 0 || first >= 1 {
		t.Errorf("equity %v then %v, want one figure in (0, 1) kept for the street", first, c.equity)
	}
	ctx.Settings.Coach = false
	var off Coach
	off.Update(ctx, v)
	if off.hand != 0 {
		t.Error("the coach worked with the setting off")
	}
}
