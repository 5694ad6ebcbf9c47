package kit

import (
	"testing"
	"time"

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
