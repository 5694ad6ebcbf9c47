package app

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/save"
	"parlor/tui/kit"
)

// savingContext is a context, saves that go to dir, and a game to save.
func savingContext(t *testing.T, dir string) (*kit.Context, *Saves, *save.Holdem) {
	t.Helper()
	st, err := save.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := save.NewHoldem(save.HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(1, 2)})
	if err != nil {
		t.Fatal(err)
	}
	return &kit.Context{}, &Saves{Store: st}, g
}

// TestFlushSavesWritesPending: a save taken and not yet written (the
// program quit before its command ran) is written when the program ends,
// once.
func TestFlushSavesWritesPending(t *testing.T) {
	ctx, sv, g := savingContext(t, t.TempDir())
	sl := sv.NewSlot(save.KindHoldem)
	if cmd := sv.Take(ctx, sl, g); cmd == nil {
		t.Fatal("SaveGame returned no command")
	}
	if es, _ := sv.Store.List(); len(es) != 0 {
		t.Fatal("the save was written before its command ran")
	}
	sv.Flush()
	es, err := sv.Store.List()
	if err != nil || len(es) != 1 || es[0].Summary != g.Summary() {
		t.Fatalf("after FlushSaves: %+v, %v", es, err)
	}
	sv.Drop(ctx, sl)
	sv.Flush()
	if es, _ := sv.Store.List(); len(es) != 0 {
		t.Errorf("a dropped save came back: %+v", es)
	}
}

// TestLeaveSaveLetsGo: a game left for later has its last save written
// and its lock let go, so that another Parlor may resume it; a write of an
// older save that comes after is dropped.
func TestLeaveSaveLetsGo(t *testing.T) {
	ctx, sv, g := savingContext(t, t.TempDir())
	sl := sv.NewSlot(save.KindHoldem)
	first := sv.Take(ctx, sl, g)
	if msg := first(); msg.(SavedMsg).Err != nil {
		t.Fatal(msg)
	}
	g.Extra = []byte(`{"note":2}`)
	sv.Take(ctx, sl, g) // taken, its command not yet run
	if es, _ := sv.Store.List(); len(es) != 1 || !es[0].InUse {
		t.Fatalf("the game in play: %+v, want it in use", es)
	}
	sv.Leave(ctx, sl)
	es, err := sv.Store.List()
	if err != nil || len(es) != 1 || es[0].InUse {
		t.Fatalf("after LeaveSave: %+v, %v; want the save, free", es, err)
	}
	env, err := sv.Store.Load(es[0].Name)
	if err != nil || !strings.Contains(string(env.Payload), `"Extra":{"note":2}`) {
		t.Errorf("the save left: %s, %v; want the last one taken", env.Payload, err)
	}
	other, err := sv.Store.Slot(es[0])
	if err != nil {
		t.Fatalf("another Parlor resuming the game left: %v", err)
	}
	defer other.Close()
	sv.Drop(ctx, sl) // too late: the game is not this slot's any more
	if _, err := sv.Store.Load(es[0].Name); err != nil {
		t.Errorf("a slot let go removed the game: %v", err)
	}
}

// TestSaveFailureWarns: a save that cannot be written (here the store is
// a file, as a full disk would fail) says so and the game goes on.
func TestSaveFailureWarns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, sv, g := savingContext(t, file)
	msg := sv.Take(ctx, sv.NewSlot(save.KindHoldem), g)()
	saved, ok := msg.(SavedMsg)
	if !ok || saved.Err == nil {
		t.Fatalf("the save's command gave %#v, want a SavedMsg with the error", msg)
	}
	Saved(ctx, saved)
	if st := ctx.Status(); !st.Warn || !strings.Contains(st.Text, "the game goes on") {
		t.Errorf("status %+v, want a warning", st)
	}
	Saved(ctx, SavedMsg{}) // a good save says nothing
	if st := ctx.Status(); !strings.Contains(st.Text, "save the game") {
		t.Errorf("a good save changed the status to %+v", st)
	}
}

// TestNoStoreNoSaving: without a state directory nothing is saved and the
// game is played all the same.
func TestNoStoreNoSaving(t *testing.T) {
	ctx := &kit.Context{}
	for _, sv := range []*Saves{nil, {}} { // none at all, and a store that could not open
		if sl := sv.NewSlot(save.KindCamelUp); sl != nil {
			t.Fatal("a slot without a store")
		}
		if cmd := sv.Take(ctx, nil, nil); cmd != nil {
			t.Error("a save without a slot")
		}
		if sv.CanKeep() {
			t.Error("CanKeep without a store")
		}
		sv.Drop(ctx, nil)
		sv.Flush()
		gs := sv.Session(nil)
		if cmd := gs.Save(ctx, nil); cmd != nil {
			t.Error("a session without a slot saved")
		}
	}
}

type idleModel struct{}

func (idleModel) Init() tea.Cmd                       { return nil }
func (idleModel) Update(tea.Msg) (tea.Model, tea.Cmd) { return idleModel{}, nil }
func (idleModel) View() string                        { return "" }

// TestHangUpQuits: SIGHUP (the terminal closed) makes the program quit
// cleanly rather than die, so that the last save is written whole.
func TestHangUpQuits(t *testing.T) {
	p := tea.NewProgram(idleModel{}, tea.WithInput(nil), tea.WithOutput(&bytes.Buffer{}), tea.WithoutRenderer())
	hungUp := quitOnHangUp(p)
	done := make(chan error, 1)
	go func() { _, err := p.Run(); done <- err }()
	// The program need not have started: p.Quit waits for its loop.
	if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil || !hungUp() {
			t.Errorf("after SIGHUP: Run error %v, hung up %v", err, hungUp())
		}
	case <-time.After(5 * time.Second):
		p.Kill()
		t.Fatal("the program did not quit on SIGHUP")
	}
}
