package lobby

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/server/hub"
	"parlor/tui/kit"
)

// tableOfTwo is ana's and bob's Hold'em table of two people (play: the
// index of the form's choice), started, in a hub whose computers wait an
// hour and whose hands end with a pause of pause (the first is dealt at
// once).
func tableOfTwo(t *testing.T, play int, pause time.Duration) (h *hub.Hub, ana, bob *model) {
	t.Helper()
	dirs := t.TempDir()
	h, err := hub.New(hub.Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 8,
		SeatHold: time.Minute, Pause: time.Millisecond, HandPause: pause, BotDelay: time.Hour, Seed: 9, HistoryFormat: handhistory.Parlor})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown)
	ana, bob = named(t, h, "ka", "ana"), named(t, h, "kb", "bob")
	send(ana, "n", "right", "right", "down", "down", "down", "down") // Hold'em, two people: the play
	for ana.form.spec.Option != play {
		send(ana, "right")
	}
	send(ana, "enter")
	bob.refresh()
	send(bob, "enter")
	send(ana, "s")
	ana.refresh()
	bob.refresh()
	if tv := ana.snap.Table; tv == nil || !tv.Started || len(tv.Names) != 2 {
		t.Fatalf("ana's table: %+v", tv)
	}
	return h, ana, bob
}

// playUntil plays for ana and bob until done says so of ana's table:
// each types keys at their turn (c checks or calls; rc bets or raises,
// else checks or calls).
func playUntil(t *testing.T, ana, bob *model, keys string, done func(*hub.TableView) bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		ana.refresh()
		bob.refresh()
		if done(ana.snap.Table) {
			return
		}
		for _, m := range []*model{ana, bob} {
			if tv := m.snap.Table; tv != nil && tv.MyTurn {
				send(m, keys)
			}
		}
	}
	t.Fatalf("not done in time; ana's screen:\n%s", ana.View())
}

// TestServedTablePause: a ring game's hand ends and its summary stays
// until both players press space; p shows the last hand and goes back.
func TestServedTablePause(t *testing.T) {
	_, ana, bob := tableOfTwo(t, 5, time.Hour)
	playUntil(t, ana, bob, "c", func(tv *hub.TableView) bool { return tv.Between && !tv.HoldemTable.Dealing })
	if v := ana.View(); !strings.Contains(v, "or once everyone presses space (0 of 2 ready)") || !strings.Contains(v, "wins") {
		t.Fatalf("ana's screen at the hand's end:\n%s", v)
	}
	send(ana, " ")
	ana.refresh()
	if v := ana.View(); !strings.Contains(v, "(1 of 2 ready)") || !ana.snap.Table.Between {
		t.Fatalf("ana's screen once she pressed space:\n%s", v)
	}
	send(bob, " ")
	ana.refresh()
	if tv := ana.snap.Table; tv.Between || tv.HoldemTable.Hand.Number != 2 {
		t.Fatalf("both pressed space: between %v, hand %d, want hand 2 dealt", tv.Between, tv.HoldemTable.Hand.Number)
	}
	send(ana, "p")
	if v := ana.View(); !strings.Contains(v, "The last hand") || !strings.Contains(v, "Hand #1 ·") {
		t.Fatalf("p: ana's screen:\n%s", v)
	}
	send(ana, "p")
	if v := ana.View(); strings.Contains(v, "The last hand") || !strings.Contains(v, "Hand #2 ·") {
		t.Fatalf("p again: ana's screen:\n%s", v)
	}
}

// TestServedTableRematch: a sit-and-go of two plays to its end; the
// result names the places, and r opens a new table with bob seated at it.
func TestServedTableRematch(t *testing.T) {
	h, ana, bob := tableOfTwo(t, 4, time.Millisecond)
	playUntil(t, ana, bob, "rc", func(tv *hub.TableView) bool { return tv.Finished })
	v := ana.View()
	if !strings.Contains(v, "The result") || !strings.Contains(v, "1st") || !strings.Contains(v, "2nd") || !strings.Contains(v, "r rematch") {
		t.Fatalf("ana's screen at the end:\n%s", v)
	}
	send(ana, "r")
	bob.refresh()
	tv := ana.snap.Table
	if tv == nil || tv.Started || !tv.Host || bob.snap.Table == nil || bob.snap.Table.ID != tv.ID || tv.ID == 1 {
		t.Fatalf("after r: ana at %+v, bob at %+v, want both at a new table not started", tv, bob.snap.Table)
	}
	send(ana, "s")
	ana.refresh()
	if !ana.snap.Table.Started {
		t.Errorf("the rematch did not start: %q", ana.status)
	}
	_ = h
}

// TestBell: b in the lobby turns the bell on, remembered for the key; the
// prompt at ana's turn then rings (BEL), once on its line.
func TestBell(t *testing.T) {
	_, ana, bob := tableOfTwo(t, 5, time.Hour)
	playUntil(t, ana, bob, "c", func(tv *hub.TableView) bool { return tv.MyTurn })
	if strings.Contains(ana.View(), "\a") {
		t.Fatal("a bell before it was turned on")
	}
	ana.bell = true // as b in the lobby sets it
	if v := ana.View(); strings.Count(v, "\a") != 1 || !strings.Contains(v, "Your turn (move") {
		t.Errorf("ana's screen at her turn, the bell on:\n%q", v)
	}
	if strings.Contains(bob.View(), "\a") {
		t.Error("bob's screen rings, not his turn")
	}
}

// TestBellKey: b in the lobby turns the bell on and off, for the key.
func TestBellKey(t *testing.T) {
	h := newHub(t, time.Hour)
	m := named(t, h, "ka", "ana")
	send(m, "b")
	if !m.bell || !strings.Contains(m.status, "rings") {
		t.Fatalf("b: bell %v, status %q", m.bell, m.status)
	}
	again := connect(t, h, "ka", "ana")
	if !again.bell {
		t.Error("the bell is not remembered for the key")
	}
	send(m, "b")
	if m.bell {
		t.Error("b twice leaves the bell on")
	}
}

// fakeBrowser is a browser screen that shows its folder and the keys it
// was given.
type fakeBrowser struct {
	dir  string
	keys []string
}

func (f *fakeBrowser) Init() tea.Cmd { return nil }
func (f *fakeBrowser) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		f.keys = append(f.keys, k.String())
	}
	return f, nil
}
func (f *fakeBrowser) View() string {
	return "browsing " + f.dir + " keys " + strings.Join(f.keys, ",")
}
func (f *fakeBrowser) Keys() help.KeyMap { return noKeys{} }
func (f *fakeBrowser) Typing() bool      { return false }

// TestBrowser: h in the lobby opens the browser on the player's own
// folder of hand histories, keys go to it, esc closes it.
func TestBrowser(t *testing.T) {
	saved := Browser
	t.Cleanup(func() { Browser = saved })
	Browser = func(ctx *kit.Context) kit.Screen { return &fakeBrowser{dir: ctx.HistoryDir()} }
	h := newHub(t, time.Hour)
	m := named(t, h, "ka", "ana")
	send(m, "h")
	if m.browser == nil || !strings.Contains(m.View(), "browsing "+h.HistoryDir(m.c)) || !strings.Contains(h.HistoryDir(m.c), "ana-") {
		t.Fatalf("h: the screen\n%s", m.View())
	}
	send(m, "n", "j")
	if v := m.View(); !strings.Contains(v, "keys n,j") || m.scr != tablesScreen {
		t.Errorf("keys in the browser: screen %d\n%s", m.scr, v)
	}
	send(m, "esc")
	if m.browser != nil || !strings.Contains(m.View(), "Lobby") {
		t.Errorf("esc: the screen\n%s", m.View())
	}
}

type noKeys struct{}

func (noKeys) ShortHelp() []key.Binding  { return nil }
func (noKeys) FullHelp() [][]key.Binding { return nil }
