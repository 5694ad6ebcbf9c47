package menu

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// newSavesModel is the menu of a run whose store holds tuitest's sample
// saves, whose root resumes games with resume (none given: it resumes
// none); it returns their names too.
func newSavesModel(t *testing.T, resume ...app.Resumer) (tea.Model, []string) {
	t.Helper()
	tuitest.Isolate(t)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build, resume...)
	names := tuitest.SampleSaves(t, m.Saves().Store.Dir())
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	return tm, names
}

func TestMenuListsSaves(t *testing.T) {
	m, names := newSavesModel(t)
	s := screenOf(t, m)
	var got []string
	for _, e := range s.saves.entries {
		got = append(got, e.Name)
	}
	if strings.Join(got, " ") != strings.Join(names, " ") {
		t.Fatalf("saves listed %v, want %v (newest first)", got, names)
	}
	if s.cursor != 0 {
		t.Errorf("cursor %d, want 0: the newest save", s.cursor)
	}
	v := m.View()
	for _, want := range []string{
		"Resume a game",
		"▸ Hold'em vs Normal (sklansky), hand 1, you 1,500 · Computer 1,500",
		"Camel Up, round 1, Ana, Bob and two computers",
		"! " + names[2] + ": cannot be resumed",
		"! White Elephant, round 2, Ana and Bob: cannot be resumed",
		"enter resumes this game · x removes its save",
		"1  Hold'em",
	} {
		if !strings.Contains(v, want) {
			t.Errorf("the menu lacks %q:\n%s", want, v)
		}
	}
	// On a damaged save, the reason shows under the menu.
	for i, want := range map[int]string{2: "the save is damaged", 3: "from another version of parlor (format 0"} {
		mm, _ := tuitest.Press(t, m, strings.Split(strings.Repeat("down ", i), " ")[:i]...)
		if v := strings.Join(strings.Fields(mm.View()), " "); !strings.Contains(v, want) || !strings.Contains(v, "· enter or x removes this save") {
			t.Errorf("on save %d the menu lacks %q:\n%s", i, want, v)
		}
		for range i {
			m, _ = tuitest.Press(t, mm, "up")
		}
	}
}

func TestMenuRemovesSaves(t *testing.T) {
	m, names := newSavesModel(t)
	dir := tuitest.App(t, m).Saves().Store.Dir()
	exists := func(name string) bool { _, err := os.Stat(filepath.Join(dir, name)); return err == nil }

	m, _ = tuitest.Press(t, m, "down", "down", "enter") // the damaged one
	if !screenOf(t, m).saves.removing || !strings.Contains(m.View(), "Remove this saved game?") {
		t.Fatalf("enter on a damaged save does not offer to remove it:\n%s", m.View())
	}
	m, _ = tuitest.Press(t, m, "j", "n") // j is no answer; n keeps it
	if !exists(names[2]) || screenOf(t, m).saves.removing || screenOf(t, m).cursor != 2 {
		t.Fatal("n removed the save or moved on")
	}
	m, _ = tuitest.Press(t, m, "enter", "y")
	if exists(names[2]) || len(screenOf(t, m).saves.entries) != 3 {
		t.Fatal("y did not remove the damaged save")
	}
	if st := tuitest.Status(t, m); !strings.Contains(st.Text, "Removed: "+names[2]) {
		t.Errorf("status %q", st.Text)
	}
	m, _ = tuitest.Press(t, m, "home", "x", "y") // a good one, by x
	if exists(names[0]) || len(screenOf(t, m).saves.entries) != 2 {
		t.Fatal("x y did not remove the Hold'em save")
	}
	m, _ = tuitest.Press(t, m, "home", "x", "esc")
	if !exists(names[1]) {
		t.Fatal("x esc removed the save")
	}
	m, _ = tuitest.Press(t, m, "G", "x") // x on an entry is no key
	if screenOf(t, m).saves.removing {
		t.Error("x on the Quit entry asks to remove a save")
	}
}

func TestMenuResumesSave(t *testing.T) {
	var got save.Game
	var slot *save.Slot
	m, names := newSavesModel(t, func(_ *kit.Context, _ *app.Saves, g save.Game, sl *save.Slot) (kit.Screen, error) {
		got, slot = g, sl
		return &tuitest.Menu{}, nil
	})
	m, _ = tuitest.Press(t, m, "down", "enter")
	c, ok := got.(*save.CamelUp)
	if !ok || slot == nil || slot.Name() != names[1] || c.Game.Round() != 1 {
		t.Fatalf("enter on the Camel Up save resumed %T in slot %v", got, slot)
	}
	if tuitest.App(t, m).Depth() != 2 {
		t.Error("the resumed game's screen is not open")
	}

	// A screen that cannot resume says so; the menu stays.
	m, _ = newSavesModel(t, func(*kit.Context, *app.Saves, save.Game, *save.Slot) (kit.Screen, error) {
		return nil, errors.New("no table")
	})
	m, _ = tuitest.Press(t, m, "enter")
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "cannot resume Hold'em vs Normal (sklansky)") || tuitest.App(t, m).Depth() != 1 {
		t.Errorf("a failed resume: status %+v, depth %d", st, tuitest.App(t, m).Depth())
	}
}

func TestMenuDigitsWithSaves(t *testing.T) {
	m, _ := newSavesModel(t)
	m, _ = tuitest.Press(t, m, "7") // Quit, whatever the saves above
	if _, quit := tuitest.Press(t, m, "7"); !quit {
		t.Error("7 does not quit with saves listed")
	}
	if got := screenOf(t, m).cursor; got != 4+6 {
		t.Errorf("cursor after 7 = %d, want %d", got, 4+6)
	}
}

func TestMenuHelpWithSaves(t *testing.T) {
	m, _ := newSavesModel(t)
	h := help.New()
	if v := h.View(screenOf(t, m).Keys()); !strings.Contains(v, "x remove save") {
		t.Errorf("help on a save lacks x: %s", v)
	}
	m, _ = tuitest.Press(t, m, "G")
	if v := h.View(screenOf(t, m).Keys()); strings.Contains(v, "remove save") {
		t.Errorf("help on Quit offers to remove a save: %s", v)
	}
}

// TestMenuSaveInUse: a game another Parlor has open (here another store's
// slot of it, as another process holds it) is listed as in use, and
// neither resumed nor removed; once that one lets it go, enter resumes it.
func TestMenuSaveInUse(t *testing.T) {
	resumed := 0
	m, names := newSavesModel(t, func(*kit.Context, *app.Saves, save.Game, *save.Slot) (kit.Screen, error) {
		resumed++
		return &tuitest.Menu{}, nil
	})
	dir := tuitest.App(t, m).Saves().Store.Dir()
	other, err := save.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	es, err := other.List()
	if err != nil || es[0].Name != names[0] {
		t.Fatalf("List = %+v, %v", es, err)
	}
	elsewhere, err := other.Slot(es[0])
	if err != nil {
		t.Fatal(err)
	}
	m, _ = tuitest.Drive(t, m, tuitest.Size(80, 24)) // the menu shows again
	v := strings.Join(strings.Fields(m.View()), " ")
	for _, want := range []string{"▸ Hold'em vs Normal (sklansky), hand 1,… · in use by another Parlor", "open in another Parlor · once it is left there, enter resumes it"} {
		if !strings.Contains(v, want) {
			t.Errorf("the menu lacks %q:\n%s", want, m.View())
		}
	}
	if v := help.New().View(screenOf(t, m).Keys()); strings.Contains(v, "remove save") {
		t.Errorf("help on the game in use offers to remove it: %s", v)
	}
	for _, k := range []string{"enter", "x"} {
		m, _ = tuitest.Press(t, m, k)
		st := tuitest.Status(t, m)
		if !st.Warn || st.Text != "this game is open in another Parlor: leave it there first" {
			t.Errorf("%s on the game in use: status %+v", k, st)
		}
		if resumed != 0 || screenOf(t, m).saves.removing || tuitest.App(t, m).Depth() != 1 {
			t.Fatalf("%s on the game in use: resumed %d times, asked to remove %v", k, resumed, screenOf(t, m).saves.removing)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, names[0])); err != nil {
		t.Fatalf("the save of the game in use: %v", err)
	}
	if err := elsewhere.Close(); err != nil {
		t.Fatal(err)
	}
	m, _ = tuitest.Press(t, m, "enter") // the listing was stale: enter tries again
	if resumed != 1 || tuitest.App(t, m).Depth() != 2 {
		t.Errorf("enter once the other Parlor let go: resumed %d times, depth %d", resumed, tuitest.App(t, m).Depth())
	}
}
