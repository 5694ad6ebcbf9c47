package felt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestHoldemHandWords(t *testing.T) {
	tests := []struct{ hole, board, want string }{
		{"AhAd", "", "a pair of Aces"},
		{"6s6c", "", "a pair of Sixes"},
		{"KsJs", "", "high card King (KJ suited)"},
		{"2c7d", "", "high card Seven (72 offsuit)"},
		{"7hAd", "8c4hAh", "a pair of Aces"},
		{"7hAd", "8c4hAh4c", "two pair, Aces and Fours"},
		{"8s8d", "8c4hAh4c6d", "a full house, Eights full of Fours"},
	}
	for _, tt := range tests {
		t.Run(tt.hole+tt.board, func(t *testing.T) {
			h, err := poker.ParseCards(tt.hole)
			if err != nil {
				t.Fatal(err)
			}
			var b []poker.Card
			if tt.board != "" {
				if b, err = poker.ParseCards(tt.board); err != nil {
					t.Fatal(err)
				}
			}
			if got := HandWords([2]poker.Card{h[0], h[1]}, b); got != tt.want {
				t.Errorf("HandWords(%s, %s) = %q, want %q", tt.hole, tt.board, got, tt.want)
			}
		})
	}
}

func TestHoldemNextLevel(t *testing.T) {
	tests := []struct {
		hand int
		want string
	}{
		{1, "15/30 in 10 hands"},
		{9, "15/30 in 2 hands"},
		{10, "15/30 next hand"},
		{11, "20/40 in 10 hands"},
		{100, "300/600 next hand"},
		{101, "blinds stay"},
		{500, "blinds stay"},
		{0, ""},
	}
	for _, tt := range tests {
		if got := NextLevel(tt.hand); got != tt.want {
			t.Errorf("NextLevel(%d) = %q, want %q", tt.hand, got, tt.want)
		}
	}
}

func mustCards(t *testing.T, s string) []poker.Card {
	t.Helper()
	cs, err := poker.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestHoldemTableView(t *testing.T) {
	// The table drawn from a plain description, as the replayer fills it:
	// the example hand of docs/rules/holdem.md on the turn.
	ctx := tuitest.Context()
	hole := mustCards(t, "7hAd")
	table := Table{
		Hand: 12, Level: 2, SmallBlind: 15, BigBlind: 30, NextLevel: NextLevel(12),
		Board: mustCards(t, "8c4hAh4c"),
		Pot:   160,
		Seats: [2]Seat{
			{Name: "Computer", Stack: 1420, Bet: 80, LastAction: "raises to 80", ToAct: false},
			{Name: "A very long player name indeed", Stack: 1420, Bet: 40, Button: true, ToAct: true,
				Cards: CardsUp, Hole: [2]poker.Card{hole[0], hole[1]}, HandName: "two pair, Aces and Fours"},
		},
		Log: []string{"Human bets 40", "Computer raises to 80"},
	}
	for _, height := range []int{0, 20, 14, 13, 8} {
		t.Run(fmt.Sprint(height), func(t *testing.T) {
			v := table.View(ctx, nil, 80, height)
			if got, want := lipgloss.Height(v), table.Height(80, height); got != want {
				t.Errorf("View is %d lines, Height says %d:\n%s", got, want, v)
			}
			for i, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > Width {
					t.Errorf("line %d is %d cells wide: %q", i, w, l)
				}
			}
			for _, want := range []string{"Hand #12", "Blinds 15/30", "(level 2)", "20/40 in 9 hands", "Computer", "A very long pla…",
				"1,420 chips", "bet 80", "Pot 160", "Pre-flop: raises to 80", "two pair, Aces and Fours", "(button)", "▸", "7♥", "A♦", "8♣", "4♣",
				"▒▒", "Computer raises to 80"} {
				if !strings.Contains(v, want) {
					t.Errorf("table lacks %q:\n%s", want, v)
				}
			}
			if strings.Contains(v, "(D)") {
				t.Errorf("the button is marked twice:\n%s", v)
			}
			if strings.Contains(v, "A very long player name") {
				t.Errorf("a long name is not cut:\n%s", v)
			}
		})
	}
}

func TestHoldemTableGrows(t *testing.T) {
	// A table that may grow draws large cards in a large window, the
	// panel in a box of its own over the log, and no line wider than the
	// window; the header names the opponent, and drops what does not fit
	// at 80 cells rather than cut it.
	ctx := tuitest.Context()
	hole := mustCards(t, "7hAd")
	table := Table{
		Hand: 95, Level: 10, SmallBlind: 200, BigBlind: 400, NextLevel: NextLevel(95),
		Board: mustCards(t, "8c4hAh4c"), Pot: 1160,
		Seats: [2]Seat{
			{Name: "Computer", Stack: 1420, Bet: 80, LastAction: "raises to 80"},
			{Name: "Human", Stack: 1420, Bet: 40, Button: true, ToAct: true, Cards: CardsUp, Hole: [2]poker.Card{hole[0], hole[1]}},
		},
		Log:      []string{"Human bets 40", "Computer raises to 80"},
		Opponent: "Normal (sklansky)", Panel: []string{"VPIP 50% · PFR 20%"}, PanelTitle: "Computer over 12 hands", LogTitle: "Log",
		Grow: true,
	}
	tests := []struct {
		width, height int
		large         bool
		want, lacks   []string
	}{
		{120, 30, true, []string{"╭─────╮", "│    A│", "Computer over 12 hands", "VPIP 50%", "vs Normal (sklansky)", "(level 10)"}, nil},
		{120, 19, false, []string{"╭──╮", "VPIP 50%"}, []string{"╭─────╮", "Computer over 12 hands"}},
		{80, 30, false, []string{"╭──╮", "VPIP 50%", "vs Normal (sklansky)", "Hand #95", "300/600 in 6 hands"}, []string{"(level 10)", "…"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%dx%d", tt.width, tt.height), func(t *testing.T) {
			v := table.View(ctx, nil, tt.width, tt.height)
			if got, want := lipgloss.Height(v), table.Height(tt.width, tt.height); got != want {
				t.Errorf("View is %d lines, Height says %d:\n%s", got, want, v)
			}
			if large := lipgloss.Height(v) == holdemLargeHeight; large != tt.large {
				t.Errorf("large %v, want %v:\n%s", large, tt.large, v)
			}
			for i, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > tt.width {
					t.Errorf("line %d is %d cells wide: %q", i, w, l)
				}
			}
			for _, want := range tt.want {
				if !strings.Contains(v, want) {
					t.Errorf("table lacks %q:\n%s", want, v)
				}
			}
			for _, no := range tt.lacks {
				if strings.Contains(v, no) {
					t.Errorf("table has %q:\n%s", no, v)
				}
			}
		})
	}
}

func TestHoldemEventLine(t *testing.T) {
	ctx := tuitest.Context()
	names := [2]string{"Human", "Computer"}
	flop := mustCards(t, "8c4hAh")
	var fe poker.Event
	fe.Kind, fe.Street, fe.NCards = poker.EventStreet, poker.Flop, 3
	copy(fe.Cards[:], flop)
	turn := fe
	turn.Street, turn.NCards = poker.Turn, 4
	turn.Cards[3] = mustCards(t, "4c")[0]
	tests := []struct {
		e    poker.Event
		want string
	}{
		{poker.Event{Kind: poker.EventSmallBlind, Seat: 0, Amount: 10}, "Human posts 10 (SB)"},
		{poker.Event{Kind: poker.EventBigBlind, Seat: 1, Amount: 20}, "Computer posts 20 (BB)"},
		{poker.Event{Kind: poker.EventAction, Seat: 0, Action: poker.Call, Amount: 10, To: 20}, "Human calls 10"},
		{poker.Event{Kind: poker.EventAction, Seat: 1, Action: poker.Raise, Amount: 60, To: 80, By: 40}, "Computer raises to 80"},
		{poker.Event{Kind: poker.EventAction, Seat: 1, Action: poker.Bet, Amount: 1500, To: 1500, AllIn: true}, "Computer bets 1,500 (all-in)"},
		{poker.Event{Kind: poker.EventAction, Seat: 0, Action: poker.Fold}, "Human folds"},
		{poker.Event{Kind: poker.EventAction, Seat: 0, Action: poker.Check}, "Human checks"},
		{fe, "── Flop 8♣ 4♥ A♥"},
		{turn, "── Turn 4♣"},
		{poker.Event{Kind: poker.EventUncalled, Seat: 1, Amount: 40}, "40 returned to Computer"},
		{poker.Event{Kind: poker.EventAward, Seat: 1, Amount: 320}, "Computer wins 320"},
		{poker.Event{Kind: poker.EventDeal, Seat: 0, NCards: 2}, ""},
		{poker.Event{Kind: poker.EventHandEnd, Seat: 1}, ""},
	}
	for _, tt := range tests {
		if got := EventLine(ctx, names, tt.e); got != tt.want {
			t.Errorf("EventLine(%v) = %q, want %q", tt.e.Kind, got, tt.want)
		}
	}
}

// TestHoldemTableFits: every figure of the table fits at every value it
// can take (at the table up to 3,000 chips; in a replay money with cents and
// chip counts in the millions), at 80 columns and wider, full and compact:
// no line is wider than the table, no figure is cut or wrapped.
func TestHoldemTableFits(t *testing.T) {
	ctx := tuitest.Context()
	money := func(n int) string { return fmt.Sprintf("$%s.%02d", kit.Chips(n/100), n%100) }
	tests := []struct {
		name                   string
		stack, bet, pot, blind int
		amount                 func(int) string
		want                   []string
	}{
		{"four-digit pot", 1460, 1480, 2960, 40, nil, []string{"1,460 chips", "bet 1,480", "Pot 2,960"}},
		{"three thousand", 0, 3000, 3000, 600, nil, []string{"0 chips all-in", "bet 3,000", "Pot 3,000"}},
		{"millions", 1234567, 1000000, 9876543, 100000, nil, []string{"1,234,567 chips", "bet 1,000,000", "Pot 9,876,543"}},
		{"cash", 123450, 5000, 123450, 200, money, []string{"$1,234.50 chips", "bet $50.00", "Pot $1,234.50", "$1.00/$2.00"}},
	}
	for _, tt := range tests {
		for _, width := range []int{80, 120} {
			for _, height := range []int{0, 13} {
				t.Run(fmt.Sprintf("%s/%d/%d", tt.name, width, height), func(t *testing.T) {
					table := Table{Hand: 1234, Level: 11, SmallBlind: tt.blind / 2, BigBlind: tt.blind, Pot: tt.pot,
						Board: mustCards(t, "8c4hAh"), Amount: tt.amount,
						Seats: [2]Seat{
							{Name: "Computer", Stack: tt.stack, Bet: tt.bet, AllIn: tt.stack == 0, LastAction: "raises to " + kit.Chips(tt.bet), LastStreet: poker.Flop},
							{Name: "Maximilian Wolfgang", Stack: tt.stack, Bet: tt.bet, Button: true, ToAct: true},
						},
						Log: []string{"Maximilian Wolfgang raises to 1,480", "Computer calls 1,460 (all-in)"}}
					v := table.View(ctx, nil, width, height)
					for i, l := range strings.Split(v, "\n") {
						if w := lipgloss.Width(l); w > width {
							t.Errorf("line %d is %d cells wide: %q", i, w, l)
						}
					}
					for _, want := range tt.want {
						if !strings.Contains(v, want) {
							t.Errorf("table lacks %q:\n%s", want, v)
						}
					}
					if !strings.Contains(v, "(all-in)") {
						t.Errorf("a log entry is wrapped inside a word:\n%s", v)
					}
				})
			}
		}
	}
}
