package save

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// lockChildEnv tells the test binary, run again by TestOpenInAnotherProcess,
// to open a game as "new dir" (start one and save it) or "resume dir" (take
// the slot of the one save in dir), say "open" and hold it until killed.
const lockChildEnv = "PARLOR_SAVE_LOCK_CHILD"

// TestOpenInAnotherProcess: a game another process has open, new or
// resumed, is listed as in use and can be neither resumed nor removed;
// once that process dies (SIGKILL: no chance to let go), the game is free.
func TestOpenInAnotherProcess(t *testing.T) {
	if spec := os.Getenv(lockChildEnv); spec != "" {
		lockChild(t, spec)
		return
	}
	for _, how := range []string{"new", "resume"} {
		t.Run(how, func(t *testing.T) {
			s := newStore(t)
			if how == "resume" {
				sl := s.NewSlot(KindCamelUp)
				if err := sl.Write("Camel Up, round 1", payloadOf(t, KindCamelUp)); err != nil {
					t.Fatal(err)
				}
				sl.Close()
			}
			child := startLockChild(t, how+" "+s.Dir())
			es, err := s.List()
			if err != nil || len(es) != 1 || es[0].Err != nil {
				t.Fatalf("List = %+v, %v; want the one game", es, err)
			}
			if !es[0].InUse {
				t.Errorf("the game the other process has open is listed as free: %+v", es[0])
			}
			if _, err := s.Slot(es[0]); !errors.Is(err, ErrInUse) {
				t.Errorf("Slot = %v, want ErrInUse", err)
			}
			if err := s.Remove(es[0].Name); !errors.Is(err, ErrInUse) {
				t.Errorf("Remove = %v, want ErrInUse", err)
			}
			if _, err := os.Stat(es[0].Path); err != nil {
				t.Errorf("the save of the game in use: %v", err)
			}
			if err := child.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = child.Wait()
			es, _ = s.List()
			if len(es) != 1 || es[0].InUse {
				t.Fatalf("after the other process died: %+v, want the game free", es)
			}
			sl, err := s.Slot(es[0])
			if err != nil {
				t.Fatalf("Slot after the other process died: %v", err)
			}
			if err := sl.Write("Camel Up, round 2", payloadOf(t, KindCamelUp)); err != nil {
				t.Fatal(err)
			}
			if err := sl.Remove(); err != nil {
				t.Fatal(err)
			}
			if left, _ := filepath.Glob(filepath.Join(s.Dir(), "*")); len(left) != 0 {
				t.Errorf("after Remove the directory holds %v", left)
			}
		})
	}
}

// startLockChild runs the test binary as a process that opens a game as
// spec says, and returns once it has it open.
func startLockChild(t *testing.T, spec string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestOpenInAnotherProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), lockChildEnv+"="+spec)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close(); _ = cmd.Process.Kill() })
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "open\n" {
		t.Fatalf("the other process says %q", line)
	}
	return cmd
}

// lockChild opens a game as spec says and holds it until stdin closes.
func lockChild(t *testing.T, spec string) {
	how, dir, _ := strings.Cut(spec, " ")
	s, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var sl *Slot
	switch how {
	case "new":
		sl = s.NewSlot(KindCamelUp)
		err = sl.Write("Camel Up, round 1", payloadOf(t, KindCamelUp))
	case "resume":
		es, lerr := s.List()
		if lerr != nil || len(es) != 1 {
			t.Fatalf("List = %v, %v", es, lerr)
		}
		sl, err = s.Slot(es[0])
	}
	if err != nil {
		t.Fatal(err)
	}
	fmt.Println("open")
	io.Copy(io.Discard, os.Stdin)
	runtime.KeepAlive(sl) // its lock file stays open, as a table's does
}

// TestSlotLetsGo: in one process too a game has one slot at a time; Close
// lets it go with its save kept and Remove takes both away. A closed slot
// writes and removes nothing, since the game may be open elsewhere by then.
func TestSlotLetsGo(t *testing.T) {
	s := newStore(t)
	a := s.NewSlot(KindCamelUp)
	camel := payloadOf(t, KindCamelUp)
	if err := a.Write("round 1", camel); err != nil {
		t.Fatal(err)
	}
	es, _ := s.List()
	if len(es) != 1 || !es[0].InUse {
		t.Fatalf("List = %+v, want the open game in use", es)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := a.Write("round 2", camel); err != nil {
		t.Fatal(err)
	}
	if err := a.Remove(); err != nil {
		t.Fatal(err)
	}
	es, _ = s.List()
	if len(es) != 1 || es[0].InUse || es[0].Summary != "round 1" {
		t.Fatalf("after Close, a write and a Remove: %+v; want round 1 kept, free", es)
	}
	b, err := s.Slot(es[0])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Slot(es[0]); !errors.Is(err, ErrInUse) {
		t.Errorf("a second Slot of one game = %v, want ErrInUse", err)
	}
	if err := s.Remove(es[0].Name); !errors.Is(err, ErrInUse) {
		t.Errorf("Store.Remove of the open game = %v, want ErrInUse", err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Remove(es[0].Name); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(s.Dir(), "*")); len(left) != 0 {
		t.Errorf("after Store.Remove the directory holds %v", left)
	}
}
