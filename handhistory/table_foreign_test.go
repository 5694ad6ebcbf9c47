package handhistory

import (
	"fmt"
	"path/filepath"
	"testing"
)

// TestForeignMultiway reads hand-written PokerStars Limit hands at full
// tables: a 10-max cash hand with a player sitting out, a capped street,
// an all-in for less than a bet, two side pots with rake and a muck, and a
// 6-max tournament hand with a dead button (seat 2 empty), a big blind
// all-in short and "side pot" unnumbered.
func TestForeignMultiway(t *testing.T) {
	hf, err := Open(filepath.Join("testdata", "foreign", "multiway_limit.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	if hf.Len() != 2 {
		t.Fatalf("%d hands, want 2", hf.Len())
	}
	tests := []struct {
		players, pot, rake int
		final              string
		button, buttonSeat int
	}{
		{8, 305, 15, "[93 325 500 130 200 620 300 125]", 2, 3},
		{4, 760, 0, "[2210 650 0 6140]", -1, 2},
	}
	for i, tt := range tests {
		rec, err := hf.Hand(i)
		if err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
		if len(rec.Skipped) > 0 {
			t.Errorf("hand %d: skipped %v", i+1, rec.Skipped)
		}
		if len(rec.Players) != tt.players || rec.Pot != tt.pot || rec.Rake != tt.rake || rec.Button != tt.button || rec.ButtonSeat != tt.buttonSeat {
			t.Errorf("hand %d: %d players, pot %d, rake %d, button %d (seat %d)", i+1, len(rec.Players), rec.Pot, rec.Rake, rec.Button, rec.ButtonSeat)
		}
		final, err := rec.Replay(nil)
		if err != nil {
			t.Fatalf("hand %d: Replay: %v", i+1, err)
		}
		if got := fmt.Sprint(final); got != tt.final {
			t.Errorf("hand %d: final stacks %s, want %s", i+1, got, tt.final)
		}
	}
}
