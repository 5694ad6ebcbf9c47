package hand

import (
	"strings"
	"testing"

	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

var names = [2]string{"Human", "Computer"}

func name(seat int) string { return names[seat] }

func TestSummarize(t *testing.T) {
	events := []poker.Event{
		{Kind: poker.EventHandStart, Number: 4},
		{Kind: poker.EventShowdown, Seat: 1},
		{Kind: poker.EventShowdown, Seat: 0},
		{Kind: poker.EventAward, Seat: 1, Amount: 41, Split: true},
		{Kind: poker.EventAward, Seat: 0, Amount: 40, Split: true},
		{Kind: poker.EventHandEnd, Seat: poker.NoSeat, Pot: 81, Showdown: true},
	}
	s := Summarize(events)
	if s.Number != 4 || len(s.Shown) != 2 || s.Shown[0].Seat != 1 || len(s.Awards) != 2 || s.End.Pot != 81 || s.MatchEnd {
		t.Errorf("Summarize = %+v", s)
	}
	if s := Summarize(append(events, poker.Event{Kind: poker.EventMatchEnd})); !s.MatchEnd {
		t.Error("the match's end is not noted")
	}
}

func TestLines(t *testing.T) {
	tests := []struct {
		name string
		sum  Summary
		want []string
	}{
		{"split pot", Summary{
			Number: 4,
			End:    poker.Event{Kind: poker.EventHandEnd, Seat: poker.NoSeat, Pot: 81, Showdown: true},
			Awards: []poker.Event{
				{Kind: poker.EventAward, Seat: 1, Amount: 41, Split: true},
				{Kind: poker.EventAward, Seat: 0, Amount: 40, Split: true},
			},
		}, []string{"Hand #4 · showdown", "★ Split pot (81): Computer 41, Human 40"}},
		{"no showdown", Summary{
			Number: 9,
			End:    poker.Event{Kind: poker.EventHandEnd, Seat: 1, Pot: 1500},
		}, []string{"Hand #9 · no showdown", "★ Computer wins the pot (1,500)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := tt.sum.Lines(tuitest.Context(), name)
			if len(lines) != len(tt.want) {
				t.Fatalf("%d lines, want %d:\n%s", len(lines), len(tt.want), strings.Join(lines, "\n"))
			}
			for i, w := range tt.want {
				if strings.TrimSpace(lines[i]) != w {
					t.Errorf("line %d = %q, want %q", i+1, lines[i], w)
				}
			}
		})
	}
}

func TestRunOut(t *testing.T) {
	street := poker.Event{Kind: poker.EventStreet}
	events := []poker.Event{
		{Kind: poker.EventHandStart}, street, // the flop, dealt before the all-in
		{Kind: poker.EventAction}, {Kind: poker.EventShow}, {Kind: poker.EventShow},
		street, street, // turn and river: the run-out
		{Kind: poker.EventShowdown}, street, // nothing after the showdown counts
	}
	if got := RunOut(events); len(got) != 2 || got[0] != 5 || got[1] != 6 {
		t.Errorf("RunOut = %v, want [5 6]", got)
	}
	if got := RunOut(events[:3]); got != nil {
		t.Errorf("RunOut without an all-in = %v", got)
	}
}

func TestLastAction(t *testing.T) {
	events := []poker.Event{
		{Kind: poker.EventSmallBlind, Seat: 0, Amount: 10},
		{Kind: poker.EventBigBlind, Seat: 1, Amount: 20},
		{Kind: poker.EventAction, Seat: 0, Action: poker.Call, Amount: 10, Street: poker.Preflop},
		{Kind: poker.EventAction, Seat: 1, Action: poker.Check, Street: poker.Preflop},
		{Kind: poker.EventAction, Seat: 1, Action: poker.Bet, Amount: 20, To: 20, Street: poker.Flop},
	}
	tests := []struct {
		n, seat int
		want    string
		street  poker.Street
	}{
		{2, 1, "posts the big blind 20", poker.Preflop},
		{2, 0, "posts the small blind 10", poker.Preflop},
		{5, 1, "bets 20", poker.Flop},
		{5, 0, "calls 10", poker.Preflop},
		{0, 0, "", poker.Preflop},
	}
	for _, tt := range tests {
		if got, st := LastAction(events[:tt.n], tt.seat); got != tt.want || st != tt.street {
			t.Errorf("LastAction(%d events, seat %d) = %q, %v; want %q, %v", tt.n, tt.seat, got, st, tt.want, tt.street)
		}
	}
}
