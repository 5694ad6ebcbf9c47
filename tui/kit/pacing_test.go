package kit

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/settings/store"
)

type computerMove struct{ n int }

func TestComputerActs(t *testing.T) {
	ctx := &Context{Settings: store.Defaults()}
	ctx.Settings.Speed = store.SpeedInstant
	if got := ctx.ComputerActs(computerMove{1})(); got != (computerMove{1}) {
		t.Errorf("instant: ComputerActs delivered %v, want computerMove{1}", got)
	}

	ctx.Settings.Speed = store.SpeedFast
	start := time.Now()
	got := ctx.ComputerActs(computerMove{2})()
	if got != (computerMove{2}) {
		t.Errorf("fast: ComputerActs delivered %v, want computerMove{2}", got)
	}
	// Not a timing assertion on speed, only that a delay was asked for.
	if waited := time.Since(start); waited < store.SpeedFast.Delay()/2 {
		t.Errorf("fast: delivered after %v, want a pause of about %v", waited, store.SpeedFast.Delay())
	}
}

func TestTurns(t *testing.T) {
	ctx := &Context{Settings: store.Defaults()}
	ctx.Settings.Speed = store.SpeedInstant
	var turns, other Turns
	if cmd := turns.Schedule(ctx, false); cmd != nil {
		t.Fatal("Schedule(due false) returned a command")
	}
	first := turns.Schedule(ctx, true)()
	if first != turns.Last() {
		t.Fatalf("Schedule delivered %v, want Last() %v", first, turns.Last())
	}
	tests := []struct {
		name     string
		msg      tea.Msg
		due      bool
		moved    bool // what move reports
		wantMove bool
		wantNext bool // a next move is scheduled
	}{
		{"current and due", turns.Last(), true, true, true, true},
		{"stale", first, true, true, false, false},
		{"from another screen", other.Last(), true, true, false, false},
		{"a question is open", nil, false, true, false, false},
		{"the move failed", nil, true, false, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, ok := tt.msg.(ComputerMsg)
			if !ok {
				msg = turns.Last()
			}
			moves := 0
			cmd := turns.Play(ctx, msg, func() bool { return tt.due }, func() bool { moves++; return tt.moved })
			if got := moves == 1; got != tt.wantMove {
				t.Errorf("moved %d times, want move %v", moves, tt.wantMove)
			}
			if got := cmd != nil; got != tt.wantNext {
				t.Errorf("next move scheduled %v, want %v", got, tt.wantNext)
			}
		})
	}
}
