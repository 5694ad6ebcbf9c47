package hub

// The tests of what fails around the games: folders that cannot be
// written, saves that fail during play, and what the players and the
// host's log are told of it.

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/elephant"
)

// logLines collects a hub's log.
type logLines struct {
	mu    sync.Mutex
	lines []string
}

func (l *logLines) logf(format string, a ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, fmt.Sprintf(format, a...))
}

func (l *logLines) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// breakDir puts a plain file where dir was, so that nothing can be written
// in it (root is not stopped by a folder's mode), and returns what puts
// the folder back.
func breakDir(t *testing.T, dir string) (restore func()) {
	t.Helper()
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a folder\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return func() {
		t.Helper()
		if err := os.Remove(dir); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(dir+".away", dir); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFoldersChecked: a hub whose data, save or history folder cannot be
// written does not start, and says which folder it is.
func TestFoldersChecked(t *testing.T) {
	for _, which := range []string{"data", "saves", "hands"} {
		t.Run(which, func(t *testing.T) {
			dirs := t.TempDir()
			blocked := filepath.Join(dirs, "a file")
			if err := os.WriteFile(blocked, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 2, SeatHold: time.Minute}
			bad := filepath.Join(blocked, which)
			switch which {
			case "data":
				cfg.DataDir = bad
			case "saves":
				cfg.SaveDir = bad
			default:
				cfg.HistoryDir = bad
			}
			h, err := New(cfg)
			if err == nil {
				h.Shutdown()
				t.Fatalf("New with %s under a file: no error", which)
			}
			if !strings.Contains(err.Error(), bad) || !strings.Contains(err.Error(), "cannot be written") {
				t.Errorf("New with %s under a file: %v, want the folder named and why", which, err)
			}
		})
	}
	t.Run("read-only", func(t *testing.T) {
		if os.Geteuid() == 0 {
			t.Skip("root writes in a read-only folder")
		}
		dirs := t.TempDir()
		saves := filepath.Join(dirs, "saves")
		if err := os.Mkdir(saves, 0o500); err != nil {
			t.Fatal(err)
		}
		if _, err := New(Config{DataDir: dirs, SaveDir: saves, MaxPlayers: 2, SeatHold: time.Minute}); err == nil || !strings.Contains(err.Error(), saves) {
			t.Errorf("New with a read-only save folder: %v, want an error naming it", err)
		}
	})
}

// TestSaveFails: saves that fail during play are told to the table (once,
// and when they work again), the log gets the path and the error, and
// the shutdown tells each player what becomes of their game: saved, kept
// from before the failure, or lost; a game that was never saved does not
// come back, one saved before the failure comes back from that save.
func TestSaveFails(t *testing.T) {
	tests := []struct {
		name       string
		breakFirst bool // the folder breaks before the game's first save
		mendAgain  bool // it works again before the end
		news       []string
		bye        string
		resumes    bool
	}{
		{name: "never saved", breakFirst: true,
			news: []string{"could not be saved just now", "it would not resume"},
			bye:  "The game could not be saved (the host's log says why): it does not resume"},
		{name: "saved, then failing",
			news:    []string{"could not be saved just now", "it would resume from its last save"},
			bye:     "The game's last save failed (the host's log says why): it resumes from the save before",
			resumes: true},
		{name: "failing, then saved again", mendAgain: true,
			news:    []string{"could not be saved just now", "The game is saved again"},
			bye:     "The game is saved; it resumes when the server is back",
			resumes: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := t.TempDir()
			var log logLines
			cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
				MaxPlayers: 4, SeatHold: time.Minute, Seed: 5, Logf: log.logf}
			spec := TableSpec{Kind: ElephantGame, People: 2, Computers: 1, Bot: "expert", Option: slices.Index(elephantEnds, elephant.Rules{Rounds: 3})}
			var restore func()
			h, ana, bob := anaAndBob(t, cfg, spec, func(*Hub, *Conn, *Conn) {
				if tt.breakFirst {
					restore = breakDir(t, cfg.SaveDir)
				}
			})
			playElephant(t, h, []*Conn{ana, bob}, 2)
			h.writes.Wait()
			if restore == nil {
				restore = breakDir(t, cfg.SaveDir)
				playElephant(t, h, []*Conn{ana, bob}, 2)
				h.writes.Wait()
			}
			if tt.mendAgain {
				restore()
				restore = nil
				playElephant(t, h, []*Conn{ana, bob}, 1)
				h.writes.Wait()
			}
			news := strings.Join(h.Snapshot(bob).Table.Notices, "\n")
			for _, want := range tt.news {
				if !strings.Contains(news, want) {
					t.Errorf("the table's news:\n%s\nwant %q", news, want)
				}
			}
			if n := strings.Count(news, "could not be saved just now"); n != 1 {
				t.Errorf("the table was told %d times that the game is not saved, want once:\n%s", n, news)
			}
			h.Shutdown()
			for _, c := range []*Conn{ana, bob} {
				s := h.Snapshot(c)
				if !strings.Contains(s.Bye, tt.bye) {
					t.Errorf("%s is told %q, want %q", s.Name, s.Bye, tt.bye)
				}
				if shown := s.Bye + strings.Join(s.Table.Notices, "\n"); strings.Contains(shown, dirs) {
					t.Errorf("%s is shown the host's path: %q", s.Name, shown)
				}
			}
			if l := log.String(); !strings.Contains(l, cfg.SaveDir) || !strings.Contains(l, "not a directory") {
				t.Errorf("the log lacks the folder and the error:\n%s", l)
			}
			if restore != nil {
				restore()
			}
			h2, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer h2.Shutdown()
			if got := len(h2.tables); got != map[bool]int{true: 1, false: 0}[tt.resumes] {
				t.Errorf("after the restart: %d tables, want resumed %v", got, tt.resumes)
			}
		})
	}
}

// TestPlayersToldShort: a hand history or a name that cannot be written
// is told to the player in a word, the path and the error go to the log.
func TestPlayersToldShort(t *testing.T) {
	dirs := t.TempDir()
	var log logLines
	cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
		MaxPlayers: 4, SeatHold: time.Minute, Pause: time.Hour, Seed: 7, Logf: log.logf}
	// A plain file where ana's history folder goes.
	blocked := filepath.Join(cfg.HistoryDir, dirName("ana", "ka"))
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: HoldemGame, People: 2, Option: 0}, func(*Hub, *Conn, *Conn) {
		if err := os.WriteFile(blocked, nil, 0o600); err != nil {
			t.Fatal(err)
		}
	})
	defer h.Shutdown()
	s := h.Snapshot(ana)
	if !strings.Contains(s.News, "Your hand history cannot be written on the server (the host's log says why)") || strings.Contains(s.News, dirs) {
		t.Errorf("ana's news: %q, want a word without the path", s.News)
	}
	if l := log.String(); !strings.Contains(l, blocked) {
		t.Errorf("the log lacks the history's path %s:\n%s", blocked, l)
	}

	// The players' names: a folder where the file goes.
	if err := h.store.flush(); err != nil {
		t.Fatal(err)
	}
	names := filepath.Join(dirs, "players.json")
	if err := os.Remove(names); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(names, "in the way"), 0o700); err != nil {
		t.Fatal(err)
	}
	h.SetFormat(bob, bob.format)
	deadline := time.Now().Add(10 * time.Second)
	for s = h.Snapshot(bob); s.News == "" && time.Now().Before(deadline); s = h.Snapshot(bob) {
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(s.News, "could not be saved on the server (the host's log says why)") || strings.Contains(s.News, dirs) {
		t.Errorf("bob's news: %q, want a word without the path", s.News)
	}
	if l := log.String(); !strings.Contains(l, names) {
		t.Errorf("the log lacks the names' path %s:\n%s", names, l)
	}
}

// TestNoEmptyHistory: a match stopped before its first hand ended leaves
// no empty history file; resumed, its hands go to the file it would have
// had.
func TestNoEmptyHistory(t *testing.T) {
	dirs := t.TempDir()
	h, _, _ := holdemHub(t, dirs, 100)
	atHoldem(t, h, func(tb *table, g *holdem) { // the first hand is dealt
		tb.pending = false
		g.next()
		tb.step()
	})
	h.Shutdown()
	if files := historyFiles(t, h.cfg.HistoryDir, "ana"); len(files) != 0 {
		t.Errorf("ana's histories after a stop in the first hand: %v, want none", files)
	}
	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	ana, bob := enter(t, h2, "ka", "ana"), enter(t, h2, "kb", "bob")
	playHoldem(t, h2, []*Conn{ana, bob}, 2, -1)
	h2.Shutdown()
	files := historyFiles(t, h.cfg.HistoryDir, "ana")
	if len(files) != 1 || len(hands(t, files[0])) != 2 {
		t.Errorf("ana's histories after two hands: %v, want one file of two hands", files)
	}
}
