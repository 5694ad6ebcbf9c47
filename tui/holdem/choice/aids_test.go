package choice

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
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
			[]string{"Coach: equity ", " against the best 90% (1 call): a check is free"}},
		{"coach, facing a raise", []poker.ActionKind{poker.Raise}, true,
			[]string{"Coach: equity ", " against the best 60% (1 raise): a call "}},
		{"coach, first to act", nil, true,
			[]string{"Coach: equity ", " against a random hand: a call "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tuitest.Context()
			ctx.Settings.Coach = tt.coach
			var c Coach
			v := turn(t, [2]int{1500, 1500}, tt.moves...)
			count(t, ctx, &c, v)
			lines := Aids(ctx, v, "Bob", &c)
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
	count(t, ctx, &c, v)
	first := c.equity
	c.equity = -1 // a mark: the same street keeps what was worked out
	count(t, ctx, &c, v)
	if c.equity != -1 || first <= 0 || first >= 1 {
		t.Errorf("equity %v then %v, want one figure in (0, 1) kept for the street", first, c.equity)
	}
	ctx.Settings.Coach = false
	var off Coach
	count(t, ctx, &off, v)
	if off.want.set || off.done.set {
		t.Error("the coach worked with the setting off")
	}
}

// spot is the human's view in seat 0 with hole and board, the opponent
// (seat 1) having made moves, and owed to call into pot (0: a free check).
func spot(t *testing.T, hole, board string, owed, pot int, moves ...poker.ActionKind) poker.SeatView {
	t.Helper()
	h, err := poker.ParseCards(hole)
	if err != nil || len(h) != 2 {
		t.Fatalf("hole %q: %v", hole, err)
	}
	b, err := poker.ParseCards(board)
	if err != nil {
		t.Fatalf("board %q: %v", board, err)
	}
	v := poker.SeatView{Seat: 0, Number: 1, Hole: [2]poker.Card{h[0], h[1]}, Board: b, Pot: pot, Owed: owed, MyTurn: true}
	for _, k := range moves {
		v.Log = append(v.Log, poker.Event{Kind: poker.EventAction, Seat: 1, Action: k})
		v.Log = append(v.Log, poker.Event{Kind: poker.EventAction, Seat: 0, Action: poker.Raise}) // the human's own count nothing
	}
	if owed > 0 {
		v.Legal = []poker.Action{{Kind: poker.Fold}, {Kind: poker.Call, Amount: owed}, {Kind: poker.Raise}}
	} else {
		v.Legal = []poker.Action{{Kind: poker.Fold}, {Kind: poker.Check}, {Kind: poker.Bet}}
	}
	return v
}

// riverEquity counts hole's equity on a full board against every hand of
// the model's range after raises and calls, hand by hand with poker.Eval:
// the coach's figure, worked out another way.
func riverEquity(t *testing.T, hole [2]poker.Card, board []poker.Card, raises, calls int) float64 {
	t.Helper()
	known := append([]poker.Card{hole[0], hole[1]}, board...)
	r := equity.DefaultTightening.Range(raises, calls).Without(known...)
	mine := poker.Eval(append([]poker.Card{hole[0], hole[1]}, board...))
	var won, total float64
	for _, c := range r.Combos() {
		theirs := poker.Eval(append([]poker.Card{c.Hand[0], c.Hand[1]}, board...))
		switch {
		case mine > theirs:
			won += c.Weight
		case mine == theirs:
			won += c.Weight / 2
		}
		total += c.Weight
	}
	return won / total
}

// TestCoachAgainstTheModel: the coach's equity is the human's against the
// range the opponent's actions give (equity.DefaultTightening), and its
// line names that range.
func TestCoachAgainstTheModel(t *testing.T) {
	tests := []struct {
		name        string
		hole, board string
		owed, pot   int
		moves       []poker.ActionKind
		words       string
		want        float64 // the equity; -1: riverEquity's; 0: not checked here
	}{
		{"pre-flop, nothing shown", "AhAs", "", 10, 30, nil,
			"against a random hand: a call pays", 0.8520}, // AA against a random hand, a known value
		{"pre-flop, a raise", "7d2c", "", 40, 60, []poker.ActionKind{poker.Raise},
			"against the best 60% (1 raise): a call does not pay", 0}, // the figure: river cases
		{"river, a bet", "3dAs", "4c3sJc9h6c", 20, 100, []poker.ActionKind{poker.Call, poker.Bet},
			"against the best 54% (1 raise, 1 call): a call pays", -1},
		{"river, two raises", "3dAs", "4c3sJc9h6c", 20, 140, []poker.ActionKind{poker.Bet, poker.Raise},
			"against the best 36% (2 raises): a call ", -1},
		{"river, a check", "KdKs", "4c3sJc9h6c", 0, 80, []poker.ActionKind{poker.Check},
			"against a random hand: a check is free", -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tuitest.Context()
			ctx.Settings.Coach = true
			v := spot(t, tt.hole, tt.board, tt.owed, tt.pot, tt.moves...)
			var c Coach
			count(t, ctx, &c, v)
			l := c.line(ctx, v)
			if !strings.Contains(l, tt.words) {
				t.Errorf("the coach's line %q lacks %q", l, tt.words)
			}
			want := tt.want
			switch {
			case want == 0:
				want = c.equity
			case want < 0:
				if len(v.Board) < 5 {
					t.Fatal("riverEquity needs a full board")
				}
				want = riverEquity(t, v.Hole, v.Board, c.done.raises, c.done.calls)
			}
			if c.err != nil || math.Abs(c.equity-want) > 0.0001 {
				t.Errorf("the coach's equity %.4f (%v), want %.4f", c.equity, c.err, want)
			}
			if pct := fmt.Sprintf(" %.0f%% against", 100*c.equity); !strings.Contains(l, pct) {
				t.Errorf("the coach's line %q does not say %q", l, pct)
			}
		})
	}
}

// TestCoachFollowsTheOpponent: within a street the coach works the equity
// out again when the opponent acts (its range narrows), not at every look.
func TestCoachFollowsTheOpponent(t *testing.T) {
	ctx := tuitest.Context()
	ctx.Settings.Coach = true
	var c Coach
	count(t, ctx, &c, spot(t, "8d8s", "Kc7h2d", 20, 60, poker.Call, poker.Bet))
	bet := c.equity
	count(t, ctx, &c, spot(t, "8d8s", "Kc7h2d", 20, 100, poker.Call, poker.Bet, poker.Raise))
	raised := c.equity
	if c.done.raises != 2 || c.done.calls != 1 || raised >= bet {
		t.Errorf("after a bet %.3f, after the raise too %.3f (%d raises, %d calls); want less against the narrower range",
			bet, raised, c.done.raises, c.done.calls)
	}
}

// TestCoachLineFits: the longest ranges the model can name leave the line
// within 78 cells: the count of actions gives way first.
func TestCoachLineFits(t *testing.T) {
	ctx := tuitest.Context()
	ctx.Settings.Coach = true
	var moves []poker.ActionKind
	for range 4 {
		moves = append(moves, poker.Bet, poker.Raise, poker.Call)
	}
	for n := range len(moves) + 1 {
		var c Coach
		v := spot(t, "9d9c", "AcKd9h3h", 400, 100, moves[:n]...)
		count(t, ctx, &c, v)
		l := c.line(ctx, v) // two digits that do not pay: the longest line
		if w := lipgloss.Width(l); w > coachWidth || !strings.Contains(l, "against ") {
			t.Errorf("after %d moves the coach's line is %d cells, want at most %d: %q", n, w, coachWidth, l)
		}
	}
	// Three raises and two calls leave 17 %, two digits, and the count
	// does not fit beside a call that does not pay.
	var c Coach
	v := spot(t, "7d7c", "AcKd9h3h", 900, 100, poker.Call, poker.Call, poker.Raise, poker.Raise, poker.Raise)
	count(t, ctx, &c, v)
	l := c.line(ctx, v)
	if w, want := lipgloss.Width(l), "against the best 17%: a call does not pay"; w > coachWidth || !strings.Contains(l, want) {
		t.Errorf("the coach's line is %d cells, %q; want at most %d, with %q", w, l, coachWidth, want)
	}
}

// BenchmarkCoach is the coach's count on each street, as the command
// Count returns runs it, off the table's Update: a random hand on the
// flop is the most it counts (every hand of the range on 990 boards).
func BenchmarkCoach(b *testing.B) {
	h, err := poker.ParseCards("3dAs")
	if err != nil {
		b.Fatal(err)
	}
	hole := [2]poker.Card{h[0], h[1]}
	for _, bb := range []struct {
		name          string
		board         string
		raises, calls int
	}{
		{"preflop-random", "", 0, 0}, {"flop-random", "4c3sJc", 0, 0}, {"flop-2raises", "4c3sJc", 2, 0},
		{"turn-random", "4c3sJc9h", 0, 0}, {"river-random", "4c3sJc9h6c", 0, 0},
	} {
		board, err := poker.ParseCards(bb.board)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(bb.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := againstModel(hole, board, bb.raises, bb.calls); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// count runs the coach's count for v, as the table's runtime would, and
// hands its message back.
func count(t *testing.T, ctx *kit.Context, c *Coach, v poker.SeatView) {
	t.Helper()
	cmd := c.Count(ctx, v)
	if cmd == nil {
		return
	}
	if !c.Take(cmd().(CoachMsg)) {
		t.Fatal("the coach dropped its own latest count")
	}
}

// TestCoachCountsInACommand: the line says it is counting until the
// command's message comes; a count for an older decision is dropped, and
// so is another coach's.
func TestCoachCountsInACommand(t *testing.T) {
	ctx := tuitest.Context()
	ctx.Settings.Coach = true
	var c Coach
	flop := spot(t, "8d8s", "Kc7h2d", 20, 60, poker.Call, poker.Bet)
	old := c.Count(ctx, flop)
	if old == nil || c.Count(ctx, flop) != nil {
		t.Fatal("want one command per decision")
	}
	if l := c.line(ctx, flop); !strings.Contains(l, "Coach: counting") {
		t.Errorf("before the count the line is %q, want it to say it is counting", l)
	}
	raised := spot(t, "8d8s", "Kc7h2d", 20, 100, poker.Call, poker.Bet, poker.Raise)
	cur := c.Count(ctx, raised)
	if c.Take(old().(CoachMsg)) {
		t.Error("a stale count was taken")
	}
	var other Coach
	other.Count(ctx, raised)
	msg := cur().(CoachMsg)
	if other.Take(msg) {
		t.Error("another coach took this one's count")
	}
	if !c.Take(msg) || c.Counting(raised) {
		t.Fatal("the latest count was not taken")
	}
	if l := c.line(ctx, raised); !strings.Contains(l, "Coach: equity ") || !strings.Contains(l, "(2 raises, 1 call)") {
		t.Errorf("after the count the line is %q", l)
	}
}
