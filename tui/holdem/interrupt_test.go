//go:build linux || darwin

package holdem

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

	"github.com/creack/pty"

	"parlor/config"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// interruptChild tells the test binary, run again by TestHoldemInterrupted,
// to be the program: app.Run in the terminal it is given (a pty), as
// parlor runs, with the table's screens.
const interruptChild = "PARLOR_HOLDEM_INTERRUPT_CHILD"

// TestHoldemInterrupted runs the program in a terminal of its own, a
// separate process, plays Hold'em into the middle of a hand and stops it
// there in each way a player can: killed with SIGKILL, the terminal closed
// (SIGHUP), ctrl+c just after a move (its save not yet written), esc and
// keep. Each time a new run resumes the match at the decision it was
// stopped at, and played on it is the match played straight through.
func TestHoldemInterrupted(t *testing.T) {
	if os.Getenv(interruptChild) != "" {
		m := tuitest.New(kit.Options{Seed: 7, SeedSet: true}, build)
		if err := app.Run(m, "holdem", "the table needs a terminal"); err != nil {
			t.Fatal(err)
		}
		return
	}
	const end = 6
	straight := playUntil(t, newModel(t, 7), "c", handDone(end))
	want := state(t, tableOf(t, straight))
	tests := []struct {
		name string
		stop func(t *testing.T, c *child)
		// exited is the end the process must come to: killed, or a clean
		// exit once its last save is written.
		killed bool
		// called: the stop plays a call first, which the save must keep.
		called bool
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
			before := c.playIntoHand(t, 2)
			tt.stop(t, c)
			err := c.wait(t)
			if tt.killed != (err != nil) {
				t.Fatalf("the program ended with %v (killed %v): %s", err, tt.killed, c.tail())
			}
			r := tuitest.Reopen(t, build, Resume)
			s := tableOf(t, r)
			got := s.match.Events()
			// The save's moves, then the computer's answers (the reopened
			// run plays them at once), and only those: the decision the
			// program stood at. After ctrl+c the call is the first of them.
			n := len(before.Match.Events())
			if !s.saved.game.Running() || s.match.HandNumber() != before.Match.HandNumber() {
				t.Fatalf("resumed at hand %d (in play %v), want hand %d in play", s.match.HandNumber(), s.saved.game.Running(), before.Match.HandNumber())
			}
			if len(got) < n || fmt.Sprint(got[:n]) != fmt.Sprint(before.Match.Events()) {
				t.Fatalf("resumed hand\n%v\nwant it to go on from\n%v", got, before.Match.Events())
			}
			calls := 0
			if tt.called {
				calls = 1 // the call, after the computer's answers to the move saved
			}
			if moves := humanMoves(got[n:]); moves != calls {
				t.Errorf("resumed with %d moves of the human's after the save, want %d: %v", moves, calls, got[n:])
			}
			if !myTurn(s) {
				t.Errorf("resumed in phase %d, want the human's decision", s.phase)
			}
			r = playUntil(t, r, "c", handDone(end))
			if got := state(t, tableOf(t, r)); got != want {
				t.Errorf("resumed match after hand %d:\n%s\nwant (straight through):\n%s", end, got, want)
			}
			s = tableOf(t, r)
			if err := s.book.W.Flush(); err != nil {
				t.Fatal(err)
			}
			if n := historyHands(t, s.book.W.Path()); n != end {
				t.Errorf("the history holds %d hands, want %d", n, end)
			}
		})
	}
}

// child is the program running in a pty.
type child struct {
	cmd    *exec.Cmd
	pty    *os.File
	store  *save.Store
	mu     sync.Mutex
	out    bytes.Buffer
	copied chan struct{}
}

// startChild starts the program in a home of its own (the test's, so that
// the run reopened in the test finds its save), at 80×24, the computer
// acting at once.
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
	store, err := save.Open("") // where the program keeps it
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldemInterrupted$", "-test.count=1")
	cmd.Env = append(os.Environ(), interruptChild+"=1", "TERM=xterm-256color")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
	if err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, pty: f, store: store, copied: make(chan struct{})}
	go func() {
		defer close(c.copied)
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			// The terminal answers the program's question about its
			// background (a dark one), as a terminal does, and where the
			// cursor is; unanswered, the program would wait 5 s for it.
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

// saved is the match as the program's save has it now; nil while there is
// none.
func (c *child) saved(t *testing.T) *save.Holdem {
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
	return g.(*save.Holdem)
}

// playIntoHand opens the table against the default opponent and plays,
// checking or calling and dealing on after each hand, until hand n is in
// play with a move of the human's in it, as the save shows; the save is
// taken after each of the human's moves and each hand. It returns that
// save once it has stood still for a moment: the program then waits at a
// decision of the human's, the save's moves followed by the computer's
// answers, which it makes the same from the save.
func (c *child) playIntoHand(t *testing.T, n int) *save.Holdem {
	t.Helper()
	c.waitOutput(t, "menu")
	c.send(t, "1")
	c.waitOutput(t, "what to play")
	c.send(t, "\r") // the heads-up tournament
	c.waitOutput(t, "choose your opponent")
	c.send(t, "\r")
	last := ""
	var since time.Time
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		g := c.saved(t)
		if g == nil {
			continue
		}
		now := fmt.Sprint(g.Match.HandNumber(), g.Moves(), g.Running())
		if now != last {
			last, since = now, time.Now()
			continue
		}
		still := time.Since(since)
		if still < 100*time.Millisecond {
			continue // the computer answers at once (instant), or the next save comes
		}
		if g.Running() && g.Match.HandNumber() >= n && humanMoves(g.Match.Events()) > 0 {
			if still < 300*time.Millisecond {
				continue // surely at the decision
			}
			return g
		}
		// Between hands enter deals; in a hand c checks or calls (and so
		// does enter, on the check or call the menu offers first).
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
