package save

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv tells the test binary, run again by TestKillNine, to play a game
// as "kind seed dir": resume the save in dir, or start one, and play it to
// its end, saving after every hand or turn.
const childEnv = "PARLOR_SAVE_KILL_CHILD"

func TestKillNine(t *testing.T) {
	if spec := os.Getenv(childEnv); spec != "" {
		child(t, spec)
		return
	}
	// For each game: the child is killed with SIGKILL at a random moment,
	// twice, each time resuming from what the last one saved; a third
	// child plays to the end. The result must be the uninterrupted game's.
	for _, kind := range []Kind{KindHoldem, KindCamelUp, KindElephant} {
		t.Run(string(kind), func(t *testing.T) {
			const seed = 3
			start := time.Now()
			want := uninterrupted(t, kind, seed)
			took := time.Since(start)
			dir := t.TempDir()
			for kill := range 3 {
				cmd := exec.Command(os.Args[0], "-test.run=^TestKillNine$", "-test.count=1")
				cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d %s", childEnv, kind, seed, dir))
				out, err := cmd.StdoutPipe()
				if err != nil {
					t.Fatal(err)
				}
				cmd.Stderr = os.Stderr
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				line, _ := bufio.NewReader(out).ReadString('\n')
				if kill == 2 {
					if err := cmd.Wait(); err != nil || !strings.HasPrefix(line, "playing") {
						t.Fatalf("the last child: %q, %v", line, err)
					}
					break
				}
				// A moment within the game's length played through; the
				// child, which saves to disk at every step, takes longer.
				delay := time.Duration(rand.Int64N(int64(took) + 1))
				time.Sleep(delay)
				if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
				err = cmd.Wait()
				t.Logf("child %d (%s) killed %v after it started: %v", kill+1, strings.TrimSpace(line), delay, err)
			}
			store, _ := Open(dir)
			es, err := store.List()
			if err != nil || len(es) != 1 || es[0].Err != nil {
				t.Fatalf("List after the kills = %+v, %v; want one good save", es, err)
			}
			g := resume(t, store, es[0].Name, kind)
			for g.step(t) {
			}
			if got := g.result(); got != want {
				t.Errorf("killed and resumed: %s\nplayed through: %s", got, want)
			}
		})
	}
}

// child plays the game of spec ("kind seed dir") from its save or from the
// start, saving after every step, and says on its first line of output
// where it starts from.
func child(t *testing.T, spec string) {
	f := strings.Fields(spec)
	if len(f) != 3 {
		t.Fatalf("%s=%q", childEnv, spec)
	}
	kind := Kind(f[0])
	seed, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	store, _ := Open(f[2])
	es, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	var g scripted
	var slot *Slot
	if len(es) > 0 {
		if slot, err = store.Slot(es[0]); err != nil {
			t.Fatal(err)
		}
		g = resume(t, store, es[0].Name, kind)
		fmt.Println("playing on from", g.Summary())
	} else {
		slot = store.NewSlot(kind)
		g = scripts[kind].start(t, seed)
		if err := slot.Save(g); err != nil {
			t.Fatal(err)
		}
		fmt.Println("playing from the start")
	}
	for {
		more := g.step(t)
		if err := slot.Save(g); err != nil {
			t.Fatal(err)
		}
		if !more {
			return
		}
	}
}
