//go:build linux || darwin

package table

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/creack/pty"

	"parlor/config"
	"parlor/poker"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// interruptChild tells the test binary, run again by TestTableInterrupted,
// to be the program: app.Run in the terminal it is given (a pty), as
// parlor runs, with Hold'em's setup in front of the table.
const interruptChild = "PARLOR_TABLE_INTERRUPT_CHILD"

// setupBuild opens Hold'em's setup from the stand-in menu's 1.
var setupBuild = tuitest.Only(screenID, func(ctx *kit.Context, saves *app.Saves) kit.Screen {
	return NewSetup(ctx, saves, func() kit.Screen { return &stub{} })
})

// TestTableInterrupted runs the program in a terminal of its own, a
// separate process, opens a 6-seat sit-and-go against Normal computers,
// plays into the middle of hand 3 and stops it there in each way a player
// can: killed with SIGKILL at a decision, the terminal closed (SIGHUP),
// ctrl+c just after a move (its save not yet written), esc and keep. Each
// time a new run resumes the table at the decision it was stopped at, and
// played on it is the table played straight through, its history holding
// each hand once.
func TestTableInterrupted(t *testing.T) {
	if os.Getenv(interruptChild) != "" {
		m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, setupBuild)
		if err := app.Run(m, "holdem", "the table needs a terminal"); err != nil {
			t.Fatal(err)
		}
		return
	}
	if testing.Short() {
		t.Skip("runs the program four times")
	}
	const cut, end = 3, 6
	straight := playSetupUntil(t, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == end })
	want := tableState(screenOf(t, straight))
	tests := []struct {
		name   string
		stop   func(t *testing.T, c *child)
		killed bool // the process is killed, not ended
		called bool // the stop plays a call first, which the save must keep
	}{
		{name: "kill -9", killed: true, stop: func(t *testing.T, c *child) { c.signal(t, syscall.SIGKILL) }},
		{name: "terminal closed", stop: func(t *testing.T, c *child) { c.signal(t, syscall.SIGHUP) }},
		{name: "ctrl+c after a call", called: true, stop: func(t *testing.T, c *child) { c.send(t, "c\x03") }},
		{name: "esc keep", stop: func(t *testing.T, c *child) {
			c.send(t, "\x1b")
			time.Sleep(200 * time.Millisecond) // a lone esc, not the start of a sequence
			c.send(t, "k")
			c.waitOutput(t, "menu") // the stand-in menu: the table is left
			c.send(t, "\x03")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := startChild(t)
			before := c.playIntoHand(t, cut)
			tt.stop(t, c)
			if err := c.wait(t); tt.killed != (err != nil) {
				t.Fatalf("the program ended with %v (killed %v): %s", err, tt.killed, c.tail())
			}
			r := tuitest.Reopen(t, setupBuild, Resume)
			r = playUntil(t, r, func(s *Screen) bool { return s.phase != computerTurn })
			s := screenOf(t, r)
			got, saved := s.table().Events(), before.Table().Events()
			if s.table().Number() != before.Table().Number() || len(got) < len(saved) || fmt.Sprint(got[:len(saved)]) != fmt.Sprint(saved) {
				t.Fatalf("resumed at hand %d\n%v\nwant hand %d going on from\n%v", s.table().Number(), got, before.Table().Number(), saved)
			}
			calls := 0
			if tt.called {
				calls = 1 // the call, after the computers' answers to the move saved
			}
			if moves := humanMoves(got[len(saved):]); moves != calls || s.phase != humanTurn {
				t.Errorf("resumed in phase %d with %d moves of the human's after the save, want the decision after %d: %v", s.phase, moves, calls, got[len(saved):])
			}
			r = playUntil(t, r, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == end })
			if got := tableState(screenOf(t, r)); got != want {
				t.Errorf("resumed table after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
			}
			hands := tuitest.Hands(t, screenOf(t, r).hist.path)
			for i, h := range hands {
				if h.Number != i+1 {
					t.Errorf("the history's hand %d is hand #%d (each hand once, in order)", i+1, h.Number)
				}
			}
			if len(hands) != end {
				t.Errorf("the history holds %d hands, want %d", len(hands), end)
			}
		})
	}
}

// playSetupUntil opens a 6-seat sit-and-go of Normal computers with seed 7
// from the setup, as the child does, and plays it until done.
func playSetupUntil(t *testing.T, done func(*Screen) bool) tea.Model {
	t.Helper()
	tuitest.Isolate(t)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, setupBuild)
	m.Context().Settings.Speed = config.SpeedInstant
	tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
	tm, _ = tuitest.Press(t, tm, "1", "right", "enter")
	return playUntil(t, tm, done)
}

// tableState is what must be the same after the same hands: the stacks,
// the places and the last hand's events.
func tableState(s *Screen) string {
	t := s.table()
	return fmt.Sprintf("hand %d, stacks %v, places %v\n%v", t.Number(), s.sng.Stacks(), s.sng.Places(), t.Events())
}

// humanMoves counts the human's moves among events.
func humanMoves(events []poker.TableEvent) int {
	n := 0
	for _, e := range events {
		if e.Kind == poker.EventAction && e.Chair == me {
			n++
		}
	}
	return n
}

// child is the program running in a pty.
type child struct {
	cmd   *exec.Cmd
	pty   *os.File
	store *save.Store
	mu    sync.Mutex
	out   bytes.Buffer
}

// startChild starts the program in a home of its own (the test's, so that
// the run reopened in the test finds its save and its history), at 80×24,
// the computers acting at once.
func startChild(t *testing.T) *child {
	t.Helper()
	tuitest.Isolate(t)
	path, err := config.Path()
	if err != nil {
		t.Fatal(err)
	}
	settings := config.Defaults()
	settings.Speed = config.SpeedInstant
	if err := settings.Save(path); err != nil {
		t.Fatal(err)
	}
	store, err := save.Open("")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestTableInterrupted$", "-test.count=1")
	cmd.Env = append(os.Environ(), interruptChild+"=1", "TERM=xterm-256color")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
	if err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, pty: f, store: store}
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			// Answer the program's questions about the background and the
			// cursor, as a terminal does; unanswered, it waits 5 s.
			if bytes.Contains(buf[:n], []byte("\x1b]11;?")) {
				io.WriteString(f, "\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[1;1R")
			}
			c.mu.Lock()
			c.out.Write(buf[:n])
			c.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			c.cmd.Wait()
		}
		f.Close()
	})
	return c
}

func (c *child) send(t *testing.T, keys string) {
	t.Helper()
	if _, err := io.WriteString(c.pty, keys); err != nil {
		t.Fatal(err)
	}
}

func (c *child) signal(t *testing.T, sig os.Signal) {
	t.Helper()
	if err := c.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
}

// tail is the end of what the program wrote, for a failure's message.
func (c *child) tail() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.out.String()
	return s[max(0, len(s)-600):]
}

// waitOutput waits until the program has written text.
func (c *child) waitOutput(t *testing.T, text string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		c.mu.Lock()
		ok := strings.Contains(c.out.String(), text)
		c.mu.Unlock()
		if ok {
			return
		}
	}
	t.Fatalf("the program never wrote %q: %q", text, c.tail())
}

// wait waits for the program's end (10 s at most) and returns how it ended.
func (c *child) wait(t *testing.T) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		c.cmd.Process.Kill()
		t.Fatalf("the program did not end: %q", c.tail())
		return nil
	}
}

// saved is the table as the program's save has it now; nil while there is
// none.
func (c *child) saved(t *testing.T) *save.HoldemTable {
	t.Helper()
	es, err := c.store.List()
	if err != nil || len(es) == 0 || es[0].Err != nil {
		return nil
	}
	env, err := c.store.Load(es[0].Name)
	if err != nil {
		return nil // between the write and the rename
	}
	g, err := save.Resume(env)
	if err != nil {
		t.Fatalf("the program's save does not resume: %v", err)
	}
	return g.(*save.HoldemTable)
}

// playIntoHand opens a 6-seat sit-and-go and plays, checking or calling
// and dealing on after each hand, until hand n is in play with a move of
// the human's in it, as the save shows. It returns that save once it has
// stood still for a moment: the program then waits at the human's
// decision, the save's moves followed by the computers' answers.
func (c *child) playIntoHand(t *testing.T, n int) *save.HoldemTable {
	t.Helper()
	c.waitOutput(t, "menu")
	c.send(t, "1")
	c.waitOutput(t, "what to play")
	c.send(t, "\x1b[C") // →: a table
	c.waitOutput(t, "Seats")
	c.send(t, "\r")
	last := ""
	var since time.Time
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		g := c.saved(t)
		if g == nil {
			continue
		}
		now := fmt.Sprint(g.Table().Number(), len(g.Table().Events()), g.Running())
		if now != last {
			last, since = now, time.Now()
			continue
		}
		still := time.Since(since)
		if still < 150*time.Millisecond {
			continue // the computers answer at once (instant), or the next save comes
		}
		if g.Running() && g.Table().Number() >= n && humanMoves(g.Table().Events()) > 0 {
			if still < 400*time.Millisecond {
				continue // surely at the decision
			}
			return g
		}
		// Between hands enter deals; in a hand c checks or calls.
		if g.Running() {
			c.send(t, "c")
		} else {
			c.send(t, "\r")
		}
		since = time.Now()
	}
	t.Fatalf("hand %d was never reached: %q", n, c.tail())
	return nil
}

// TestRingKeptAndResumed: a ring game kept with esc and k in the middle
// of a hand opens again from the menu as it was left, net result and all,
// and played on it is the ring game played straight through.
func TestRingKeptAndResumed(t *testing.T) {
	cfg := Uniform(4, true, 0)
	at := func(s *Screen) bool { return s.phase == humanTurn && s.table().Number() == 3 }
	end := func(s *Screen) bool { return s.phase == handOver && s.table().Number() == 5 }
	straight := playUntil(t, open(t, 5, cfg, config.SpeedInstant), end)
	want := fmt.Sprint(screenOf(t, straight).ring.Stacks(), screenOf(t, straight).table().Events())

	m := playUntil(t, open(t, 5, cfg, config.SpeedInstant), at)
	left := screenOf(t, m).View()
	m, _ = tuitest.Press(t, m, "esc", "k")
	if _, ok := tuitest.App(t, m).Top().(*tuitest.Menu); !ok {
		t.Fatalf("esc k shows %T, want the menu", tuitest.App(t, m).Top())
	}
	es := tuitest.Saves(t, m)
	if len(es) != 1 || !strings.HasPrefix(es[0].Summary, "Hold'em 4-seat ring game vs Easy, hand 3, you ") {
		t.Fatalf("saves %+v", es)
	}
	r := tuitest.Reopen(t, setupBuild, Resume)
	if v := screenOf(t, r).View(); v != left {
		t.Errorf("resumed:\n%s\nwant, as it was left:\n%s", v, left)
	}
	r = playUntil(t, r, end)
	if got := fmt.Sprint(screenOf(t, r).ring.Stacks(), screenOf(t, r).table().Events()); got != want {
		t.Errorf("played on after the resume:\n%s\nwant\n%s", got, want)
	}
}

// TestHandOnceInHistory: Parlor stopped after a hand's end was written
// to the history and before its save: resumed from the save before (the
// hand in play), the hand ends again and is not written twice.
func TestHandOnceInHistory(t *testing.T) {
	m := playUntil(t, open(t, 5, Uniform(6, false, 0), config.SpeedInstant), func(s *Screen) bool {
		return s.phase == humanTurn && s.table().Number() == 3
	})
	es := tuitest.Saves(t, m)
	if len(es) != 1 {
		t.Fatalf("saves %+v", es)
	}
	before, err := os.ReadFile(es[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	m = playUntil(t, m, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == 3 })
	s := screenOf(t, m)
	if n := len(tuitest.Hands(t, s.hist.path)); n != 3 {
		t.Fatalf("the history holds %d hands at hand 3's end", n)
	}
	// The save after the hand's end is lost: the one before stands.
	if err := s.saved.Slot.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(es[0].Path, before, 0o600); err != nil {
		t.Fatal(err)
	}
	r := tuitest.Reopen(t, setupBuild, Resume)
	r = playUntil(t, r, func(s *Screen) bool { return s.phase == handOver && s.table().Number() == 4 })
	var numbers []int
	for _, h := range tuitest.Hands(t, screenOf(t, r).hist.path) {
		numbers = append(numbers, h.Number)
	}
	if fmt.Sprint(numbers) != "[1 2 3 4]" {
		t.Errorf("the history holds hands %v, want each of 1 to 4 once", numbers)
	}
}

// TestResumedLastHand: p on a resumed table shows the hand before, as it
// did before the table was left.
func TestResumedLastHand(t *testing.T) {
	m := playUntil(t, open(t, 5, Uniform(6, false, 0), config.SpeedInstant), func(s *Screen) bool {
		return s.phase == humanTurn && s.table().Number() == 3
	})
	m, _ = tuitest.Press(t, m, "p")
	want := screenOf(t, m).View()
	if !strings.Contains(want, "Last hand") {
		t.Fatalf("p shows no last hand:\n%s", want)
	}
	for range 10 { // its first line too
		m, _ = tuitest.Press(t, m, "pgup")
	}
	want += "\n" + screenOf(t, m).View()
	if !strings.Contains(want, "── Hand #2") {
		t.Fatalf("pgup shows no hand #2:\n%s", want)
	}
	tuitest.Press(t, m, "p", "esc", "k")
	r := tuitest.Reopen(t, setupBuild, Resume)
	r, _ = tuitest.Press(t, r, "p")
	got := screenOf(t, r).View()
	for range 10 {
		r, _ = tuitest.Press(t, r, "pgup")
	}
	if got += "\n" + screenOf(t, r).View(); got != want {
		t.Errorf("p on the resumed table:\n%s\nwant:\n%s", got, want)
	}
}
