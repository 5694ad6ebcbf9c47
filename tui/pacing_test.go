package tui

import (
	"testing"
	"time"
)

type computerMove struct{ n int }

func TestComputerActs(t *testing.T) {
	ctx := &Context{Settings: DefaultSettings()}
	ctx.Settings.Speed = SpeedInstant
	if got := ctx.ComputerActs(computerMove{1})(); got != (computerMove{1}) {
		t.Errorf("instant: ComputerActs delivered %v, want computerMove{1}", got)
	}

	ctx.Settings.Speed = SpeedFast
	start := time.Now()
	got := ctx.ComputerActs(computerMove{2})()
	if got != (computerMove{2}) {
		t.Errorf("fast: ComputerActs delivered %v, want computerMove{2}", got)
	}
	// Not a timing assertion on speed, only that a delay was asked for.
	if waited := time.Since(start); waited < SpeedFast.Delay()/2 {
		t.Errorf("fast: delivered after %v, want a pause of about %v", waited, SpeedFast.Delay())
	}
}
