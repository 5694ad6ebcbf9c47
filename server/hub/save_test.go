package hub

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/elephant"
)

// elephantHub is a hub in dirs with a White Elephant table of ana and bob
// and the expert, three rounds, started.
func elephantHub(t *testing.T, dirs string) (*Hub, *Conn, *Conn) {
	t.Helper()
	cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
		MaxPlayers: 4, SeatHold: time.Minute, Seed: 5}
	spec := TableSpec{Kind: ElephantGame, People: 2, Computers: 1, Bot: "expert", Option: slices.Index(elephantEnds, elephant.Rules{Rounds: 3})}
	return anaAndBob(t, cfg, spec, nil)
}

// anaAndBob is a hub of cfg where ana opens a table of spec, bob joins it
// and ana starts it; ready, if any, is called before the start.
func anaAndBob(t *testing.T, cfg Config, spec TableSpec, ready func(h *Hub, ana, bob *Conn)) (*Hub, *Conn, *Conn) {
	t.Helper()
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown) // the names are written before the folder goes
	ana, bob := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob")
	if ready != nil {
		ready(h, ana, bob)
	}
	if err := h.Create(ana, spec); err != nil {
		t.Fatal(err)
	}
	if err := h.Join(bob, 1); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	return h, ana, bob
}

func enter(t *testing.T, h *Hub, key, name string) *Conn {
	t.Helper()
	c, err := h.Connect(key, name)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.SetName(c, name); err != nil {
		t.Fatal(err)
	}
	return c
}

// playElephant opens a present whenever ana or bob is to act, until moves
// are made (or the game is over, moves < 0), and returns ana's table then.
func playElephant(t *testing.T, h *Hub, people []*Conn, moves int) *TableView {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for made := 0; time.Now().Before(deadline); {
		for _, c := range people {
			tv := h.Snapshot(c).Table
			switch {
			case tv == nil:
				t.Fatal("not at the table")
			case tv.Finished || (moves >= 0 && made == moves && tv.MyTurn):
				return h.Snapshot(people[0]).Table
			case tv.MyTurn:
				if err := h.Act(c, ElephantMove{From: -1}); err != nil {
					t.Fatal(err)
				}
				made++
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the game did not come to the point in time")
	return nil
}

// TestElephantResumes: a White Elephant game stopped by Shutdown comes back
// in a new hub on the same directories, ana and bob get their seats back
// by key, the table is as it was, and the game ends as the same game
// played without a break.
func TestElephantResumes(t *testing.T) {
	dirs := t.TempDir()
	h, ana, bob := elephantHub(t, dirs)
	before := playElephant(t, h, []*Conn{ana, bob}, 4)
	h.Shutdown()

	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	row := h2.Snapshot(enter(t, h2, "kc", "cy")).Lobby
	if len(row) != 1 || row[0].State != "waits for people" {
		t.Fatalf("the lobby after the restart: %+v, want the table waiting for its people", row)
	}
	ana2, err := h2.Connect("ka", "ana")
	if err != nil {
		t.Fatal(err)
	}
	bob2, err := h2.Connect("kb", "bob")
	if err != nil {
		t.Fatal(err)
	}
	after := h2.Snapshot(ana2).Table
	if after == nil || after.Elephant == nil || !reflect.DeepEqual(after.Elephant, before.Elephant) || !slices.Equal(after.Names, before.Names) {
		t.Fatalf("the table after the restart:\n%+v\nbefore:\n%+v", after.Elephant, before.Elephant)
	}
	end := playElephant(t, h2, []*Conn{ana2, bob2}, -1)
	h2.Shutdown()

	h3, a3, b3 := elephantHub(t, t.TempDir())
	want := playElephant(t, h3, []*Conn{a3, b3}, -1)
	h3.Shutdown()
	if got, want := end.Notices[len(end.Notices)-1], want.Notices[len(want.Notices)-1]; got != want || !strings.Contains(got, "win") {
		t.Errorf("the resumed game ends %q; without a break %q", got, want)
	}
	if es, _ := h2.saves.List(); len(es) != 0 {
		t.Errorf("the saves after the game's end: %v", es)
	}
}

// TestEveryBotSaves: a table with any computer player the create form
// offers is saved as soon as its game starts (a player that cannot be
// saved would leave the table without a save).
func TestEveryBotSaves(t *testing.T) {
	for _, kind := range []GameKind{CamelUpGame, ElephantGame, HoldemGame} {
		for _, bot := range kind.Bots() {
			t.Run(kind.String()+"/"+bot, func(t *testing.T) {
				dirs := t.TempDir()
				h, err := New(Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
					MaxPlayers: 2, SeatHold: time.Minute, BotDelay: time.Hour, Pause: time.Hour, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				defer h.Shutdown()
				ana := enter(t, h, "ka", "ana")
				if err := h.Create(ana, TableSpec{Kind: kind, People: 1, Computers: 1, Bot: bot, Option: kind.Setting().Default}); err != nil {
					t.Fatal(err)
				}
				if err := h.Start(ana); err != nil {
					t.Fatal(err)
				}
				h.writes.Wait()
				es, err := h.saves.List()
				if err != nil || len(es) != 1 || es[0].Err != nil {
					t.Fatalf("the saves: %+v, %v; want one that resumes", es, err)
				}
			})
		}
	}
}

// TestTwoServersOneGame: a second server started on the directories of
// one that is running does not resume the game the first one plays: it
// says why in its log and leaves the save alone. Once the first shuts
// down, a server started then resumes the game.
func TestTwoServersOneGame(t *testing.T) {
	dirs := t.TempDir()
	h, ana, bob := elephantHub(t, dirs)
	playElephant(t, h, []*Conn{ana, bob}, 2)
	h.writes.Wait()

	var logged []string
	var mu sync.Mutex
	cfg := h.cfg
	cfg.Logf = func(format string, a ...any) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, fmt.Sprintf(format, a...))
	}
	h2, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if row := h2.Snapshot(enter(t, h2, "kc", "cy")).Lobby; len(row) != 0 {
		t.Errorf("the second server's lobby: %+v, want no table: the game is the first one's", row)
	}
	mu.Lock()
	log := strings.Join(logged, "\n")
	mu.Unlock()
	if !strings.Contains(log, "skipped: the game is open in another Parlor: is another parlor serve running on") {
		t.Errorf("the second server's log says:\n%s", log)
	}
	if es, _ := h.saves.List(); len(es) != 1 || !es[0].InUse {
		t.Fatalf("the saves while the first server runs: %+v, want its game, in use", es)
	}
	if tv := playElephant(t, h, []*Conn{ana, bob}, 2); tv.Finished {
		t.Fatal("the first server's game stopped")
	}
	h.Shutdown()
	h2.Shutdown()

	h3, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	if row := h3.Snapshot(enter(t, h3, "kc", "cy")).Lobby; len(row) != 1 || row[0].State != "waits for people" {
		t.Errorf("the lobby of a server started after the first stopped: %+v, want the game back", row)
	}
	h3.Shutdown()
}

// TestFirstServersSaveResumes: a table saved by the first servers, which
// wrote its game as a number, comes back as the game it was.
func TestFirstServersSaveResumes(t *testing.T) {
	dirs := t.TempDir()
	h, ana, bob := elephantHub(t, dirs)
	playElephant(t, h, []*Conn{ana, bob}, 2)
	h.Shutdown()
	paths, err := filepath.Glob(filepath.Join(dirs, "saves", "elephant-*.json"))
	if err != nil || len(paths) != 1 {
		t.Fatalf("the saves: %v, %v", paths, err)
	}
	data, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(string(data), `"Spec":{"Kind":"elephant"`, `"Spec":{"Kind":1`, 1)
	if old == string(data) {
		t.Fatalf("no kind by id in the save:\n%s", data)
	}
	if err := os.WriteFile(paths[0], []byte(old), 0o600); err != nil {
		t.Fatal(err)
	}
	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Shutdown()
	row := h2.Snapshot(enter(t, h2, "kc", "cy")).Lobby
	if len(row) != 1 || row[0].Game != "White Elephant" || row[0].State != "waits for people" {
		t.Fatalf("the lobby after the restart: %+v, want the White Elephant table waiting for its people", row)
	}
}
