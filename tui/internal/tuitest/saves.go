package tuitest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// Saves lists the saved games of the run of m.
func Saves(t testing.TB, m tea.Model) []save.Entry {
	t.Helper()
	es, err := App(t, m).Saves().Store.List()
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// Reopen is a new run in the home of the run that saved (the window was
// closed: only the save is left; the test closes that run's slot, as the
// end of its process would), at 80×24 with computer players acting
// at once, with the screen of its one save open as the menu opens it:
// an app.ResumeMsg, which the root answers with resume's screen
// (holdem.Resume, camel.Resume...).
func Reopen[G save.Game, S kit.Screen](t *testing.T, build app.Builder, resume func(*kit.Context, *app.Saves, G, *save.Slot) S) tea.Model {
	t.Helper()
	resumer := func(ctx *kit.Context, saves *app.Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
		game, ok := g.(G)
		if !ok {
			return nil, fmt.Errorf("the save holds a %T", g)
		}
		return resume(ctx, saves, game, sl), nil
	}
	m := New(kit.Options{Seed: 99, SeedSet: true}, build, resumer) // the save's seed stream counts, not the run's
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := Drive(t, m, Size(80, 24))
	es := Saves(t, tm)
	if len(es) != 1 || es[0].Err != nil {
		t.Fatalf("saves %+v, want one good one", es)
	}
	st := App(t, tm).Saves().Store
	sl, err := st.Slot(es[0])
	if err != nil {
		t.Fatal(err)
	}
	env, err := st.Load(es[0].Name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := save.Resume(env)
	if err != nil {
		t.Fatal(err)
	}
	tm, quit := Drive(t, tm, app.ResumeMsg{Game: g, Slot: sl})
	if quit {
		t.Fatal("resuming quit")
	}
	if App(t, tm).Depth() != 2 {
		t.Fatalf("the game did not open: %+v", Status(t, tm))
	}
	return tm
}

// SampleSaves writes four saves into dir, one of each case the menu shows,
// the newest first: a Hold'em match, a Camel Up game, a damaged file and
// a save of another version. Their times are fixed, so the order is the
// same on every run. It returns their names in that order.
func SampleSaves(t testing.TB, dir string) []string {
	t.Helper()
	st, err := save.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 30, 21, 0, 0, 0, time.UTC)
	h, err := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Human", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(1, 0)})
	if err != nil {
		t.Fatal(err)
	}
	c, err := save.NewCamelUp([]save.Seat{{Name: "Ana"}, {Name: "Bob"}, {Name: "bogart", Bot: "bogart"}, {Name: "expert", Bot: "expert"}}, rand.NewPCG(2, 0))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, g := range []save.Game{h, c} {
		sl := st.NewSlot(g.Kind())
		if err := sl.Save(g); err != nil {
			t.Fatal(err)
		}
		sl.Close() // left for later, free to resume
		path := filepath.Join(dir, sl.Name())
		setUpdated(t, path, at.Add(-time.Duration(i)*time.Hour))
		names = append(names, sl.Name())
	}
	for i, f := range []struct{ name, text string }{
		{"camelup-20261130-180000.000000.json", `{"format":1,"kind":"camelup","summ`},
		{"elephant-20261130-170000.000000.json", `{"format":0,"kind":"elephant","summary":"White Elephant, round 2, Ana and Bob","payload":{}}`},
	} {
		path := filepath.Join(dir, f.name)
		if err := os.WriteFile(path, []byte(f.text), 0o600); err != nil {
			t.Fatal(err)
		}
		when := at.Add(-time.Duration(i+2) * time.Hour)
		if err := os.Chtimes(path, when, when); err != nil {
			t.Fatal(err)
		}
		names = append(names, f.name)
	}
	return names
}

// setUpdated sets the time a save says it was written.
func setUpdated(t testing.TB, path string, when time.Time) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var env save.Envelope
	if err := json.Unmarshal(data, &env); err != nil {
		t.Fatal(err)
	}
	env.Created, env.Updated = when, when
	if data, err = json.Marshal(env); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}
