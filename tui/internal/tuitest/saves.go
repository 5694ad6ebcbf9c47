package tuitest

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/kit"
	"parlor/tui/save"
	"parlor/tui/settings/store"
)

// Saves lists the saved games of the run of m.
func Saves(t testing.TB, m tea.Model) []save.Entry {
	t.Helper()
	es, err := App(t, m).Context().Saves.List()
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// Reopen is a new run in the home of the run that saved (the window was
// closed: only the save is left), at 80×24 with computer players acting
// at once, with the screen of its one save open as the menu opens it:
// resume builds it (holdem.Resume, camel.Resume...).
func Reopen[G save.Game](t *testing.T, build kit.Builder, resume func(*kit.Context, G, *save.Slot) kit.Screen) tea.Model {
	t.Helper()
	m := New(kit.Options{Seed: 99, SeedSet: true}, build) // the save's seed stream counts, not the run's
	m.Context().Settings.Speed = store.SpeedInstant
	tm, _ := Drive(t, m, Size(80, 24))
	es := Saves(t, tm)
	if len(es) != 1 || es[0].Err != nil {
		t.Fatalf("saves %+v, want one good one", es)
	}
	ctx := App(t, tm).Context()
	env, err := ctx.Saves.Load(es[0].Name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := save.Resume(env)
	if err != nil {
		t.Fatal(err)
	}
	game, ok := g.(G)
	if !ok {
		t.Fatalf("the save holds a %T", g)
	}
	tm, quit := Drive(t, tm, kit.OpenMsg{Screen: resume(ctx, game, ctx.Saves.Slot(es[0]))})
	if quit {
		t.Fatal("resuming quit")
	}
	return tm
}
