package lobby

import (
	"io"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/tui/internal/tuitest"
)

// TestResizeRedraws: a connection that comes back to a game in play is
// drawn before its window's size is known; the size, when it comes, draws
// the game again at the window's width (the Hold'em table's panels were
// left at the width of nothing until the next move).
func TestResizeRedraws(t *testing.T) {
	h := newHub(t, 50*time.Millisecond)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "right", "right", "enter")
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	for deadline := time.Now().Add(5 * time.Second); ana.body == "" || ana.body == "The next hand is being dealt…"; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no hand was dealt")
		}
		ana.refresh()
	}
	again := newModel(h, ana.c, newLook(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)), false))
	unsized := again.body
	again.Update(tuitest.Size(120, 40))
	want, _ := drawGame(h.Snapshot(ana.c).Table, again.k)
	if unsized == want {
		t.Fatalf("the table drawn without a size is already the one at 120 columns: the test shows nothing")
	}
	if got := again.body; got != want {
		t.Errorf("after the size, the table is drawn:\n%s\nwant, at 120 columns:\n%s", got, want)
	}
}
