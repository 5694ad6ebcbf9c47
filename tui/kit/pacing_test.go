package kit

import (
	"testing"
	"time"

	"parlor/config"
)

// counter is a computer player that counts how often it was asked.
type counter struct{ thought, prepared int }

func (c *counter) prepare() Think {
	c.prepared++
	return func() any { c.thought++; return c.thought }
}

func TestTurnsDelay(t *testing.T) {
	ctx := &Context{Settings: config.Defaults()}
	var turns Turns
	var c counter

	ctx.Settings.Speed = config.SpeedInstant
	msg, ok := turns.Schedule(ctx, true, c.prepare)().(ComputerMsg)
	if !ok {
		t.Fatalf("instant: the command delivered %T, want a ComputerMsg", msg)
	}
	if move, ok := turns.Take(msg, true); !ok || move != 1 {
		t.Errorf("instant: Take = %v, %v, want the move 1, true", move, ok)
	}

	ctx.Settings.Speed = config.SpeedFast
	start := time.Now()
	turns.Schedule(ctx, true, c.prepare)()
	// Not a timing assertion on speed, only that a delay was asked for.
	if waited := time.Since(start); waited < config.SpeedFast.Delay()/2 {
		t.Errorf("fast: delivered after %v, want a pause of about %v", waited, config.SpeedFast.Delay())
	}
}

// TestTurnsThinkInCommand: the move is thought out by the command, not by
// Schedule (which runs in update), and once however often it is delivered.
func TestTurnsThinkInCommand(t *testing.T) {
	ctx := &Context{Settings: config.Defaults()}
	ctx.Settings.Speed = config.SpeedInstant
	var turns Turns
	var c counter
	cmd := turns.Schedule(ctx, true, c.prepare)
	if c.prepared != 1 || c.thought != 0 {
		t.Fatalf("Schedule: prepared %d, thought %d times; want 1 and 0 (the command thinks)", c.prepared, c.thought)
	}
	first := cmd().(ComputerMsg)
	if c.thought != 1 {
		t.Fatalf("the command thought %d times, want 1", c.thought)
	}
	// A question opens as the move comes due: it waits.
	if _, ok := turns.Take(first, false); ok {
		t.Fatal("Take played a move while a question was open")
	}
	// The answer schedules it again: not prepared nor thought again.
	again := turns.Schedule(ctx, true, c.prepare)().(ComputerMsg)
	if c.prepared != 1 || c.thought != 1 {
		t.Errorf("after the question: prepared %d, thought %d times, want 1 and 1", c.prepared, c.thought)
	}
	if _, ok := turns.Take(first, true); ok {
		t.Error("the delivery from before the question was played")
	}
	if move, ok := turns.Take(again, true); !ok || move != 1 {
		t.Errorf("Take(again) = %v, %v, want the move 1, true", move, ok)
	}
	if _, ok := turns.Take(again, true); ok {
		t.Error("a move was played twice")
	}
	// The next move is a fresh one.
	if move, ok := turns.Take(turns.Schedule(ctx, true, c.prepare)().(ComputerMsg), true); !ok || move != 2 || c.prepared != 2 {
		t.Errorf("next move: %v, %v after %d preparations, want 2, true after 2", move, ok, c.prepared)
	}
}

func TestTurnsTake(t *testing.T) {
	ctx := &Context{Settings: config.Defaults()}
	ctx.Settings.Speed = config.SpeedInstant
	var turns, other Turns
	var c counter
	if cmd := turns.Schedule(ctx, false, c.prepare); cmd != nil || c.prepared != 0 {
		t.Fatal("Schedule(due false) returned a command or prepared a move")
	}
	other.Schedule(ctx, true, c.prepare)
	first := turns.Schedule(ctx, true, c.prepare)().(ComputerMsg)
	if first != turns.Last() {
		t.Fatalf("Schedule delivered %v, want Last() %v", first, turns.Last())
	}
	turns.Schedule(ctx, true, c.prepare)
	tests := []struct {
		name string
		msg  ComputerMsg
		due  bool
		want bool
	}{
		{"stale", first, true, false},
		{"from another screen", other.Last(), true, false},
		{"a question is open", turns.Last(), false, false},
		{"current and due", turns.Last(), true, true},
		{"already played", turns.Last(), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, ok := turns.Take(tt.msg, tt.due); ok != tt.want {
				t.Errorf("Take: ok %v, want %v", ok, tt.want)
			}
		})
	}
}
