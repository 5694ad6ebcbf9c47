package menu2_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"parlor/camelup/second"
	"parlor/tui/kit/camelup/menu2"
)

// TestRefusalWords: every rule error of the second edition, wrapped with
// the engine's details, is said in words of the screen's own, never with
// the engine's package prefix.
func TestRefusalWords(t *testing.T) {
	errs := []error{second.ErrGameOver, second.ErrBadAction, second.ErrBadCamel, second.ErrNoTicket,
		second.ErrBadSpace, second.ErrBadTile, second.ErrTileCamel, second.ErrTileOccupied,
		second.ErrTileAdjacent, second.ErrCardPlayed, second.ErrNoPartners, second.ErrPartnered,
		second.ErrUnavailable}
	seen := map[string]error{}
	for _, e := range errs {
		got := menu2.Refusal(fmt.Errorf("%w: camel 3", e))
		if strings.HasPrefix(got, "not allowed") || strings.Contains(got, "second") || strings.Contains(got, "illegal") {
			t.Errorf("%v: said %q", e, got)
		}
		if prev, ok := seen[got]; ok {
			t.Errorf("%v and %v both said %q", prev, e, got)
		}
		seen[got] = e
	}
	if got := menu2.Refusal(errors.New("disk full")); got != "not allowed" {
		t.Errorf("an error of no rule: %q", got)
	}
}
