package tui

import (
	"testing"

	"parlor/game"
	"parlor/tui/kit"
)

// TestEveryGameHasScreens: each game of the registry has its screens, and
// its id opens its setup, as the menu's entry does; no screens are listed
// for a game the registry lacks.
func TestEveryGameHasScreens(t *testing.T) {
	ctx := kit.NewContext(kit.Options{Seed: 1, SeedSet: true})
	for _, g := range game.All() {
		s, ok := screens[g.ID]
		if !ok || s.New == nil || s.Resume == nil {
			t.Errorf("game %s has no screens in screens (games.go)", g.ID)
			continue
		}
		if got, ok := newScreen(kit.ScreenID(g.ID), ctx, nil); !ok || got == nil {
			t.Errorf("newScreen(%q) = %v, %v; want its setup", g.ID, got, ok)
		}
	}
	for id := range screens {
		if _, ok := game.Lookup(id); !ok {
			t.Errorf("screens lists %q, which is no game of parlor/game", id)
		}
	}
}
