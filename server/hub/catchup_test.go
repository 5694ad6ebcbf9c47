package hub

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
)

// The tests of a crash between a Hold'em hand written to the players'
// histories and the save written after it: the server is shut down after
// the hand, and the save from before it put back.

// holdemHub is a hub in dirs with a Hold'em table of ana (PokerStars
// histories) and bob (Parlor's), stacks of stack, started. Hands are dealt
// by playHoldem, not by the clock (Pause is an hour), so that a test stops
// between two hands where it means to.
func holdemHub(t *testing.T, dirs string, stack int) (*Hub, *Conn, *Conn) {
	t.Helper()
	cfg := Config{DataDir: dirs, SaveDir: filepath.Join(dirs, "saves"), HistoryDir: filepath.Join(dirs, "hands"),
		MaxPlayers: 4, SeatHold: time.Minute, Pause: time.Hour, BotDelay: time.Millisecond, Seed: 7}
	return anaAndBob(t, cfg, TableSpec{Kind: HoldemGame, People: 2, Option: slices.Index(holdemStacks, stack)}, func(h *Hub, ana, bob *Conn) {
		h.SetFormat(ana, handhistory.PokerStars)
		h.SetFormat(bob, handhistory.Parlor)
	})
}

// atHoldem runs f on the hub's one Hold'em game under the hub's lock.
func atHoldem(t *testing.T, h *Hub, f func(*table, *holdem)) {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.tables) != 1 {
		t.Fatalf("the hub has %d tables, want 1", len(h.tables))
	}
	tb := h.tables[0]
	f(tb, tb.g.(*holdem))
}

// playHoldem plays until hand until is over (or the match), its save
// written: each person checks or calls, but ana bets or raises at her
// first turn in hand raiseIn. The next hand is dealt as the clock would.
func playHoldem(t *testing.T, h *Hub, people []*Conn, until, raiseIn int) {
	t.Helper()
	raised := false
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		var hand int
		var between, over bool
		atHoldem(t, h, func(tb *table, g *holdem) {
			hand, between, over = g.m.HandNumber(), g.between(), g.over()
			if between && hand < until {
				tb.pending = false
				g.next()
				tb.step()
			}
		})
		if (between || over) && hand >= until || over {
			h.writes.Wait()
			return
		}
		for _, c := range people {
			tv := h.Snapshot(c).Table
			if tv == nil || !tv.MyTurn {
				continue
			}
			key := 'c'
			if c == people[0] && hand == raiseIn && !raised {
				key, raised = 'r', true
			}
			if err := h.Act(c, HoldemMove{Key: key}); err != nil && key == 'r' {
				_ = h.Act(c, HoldemMove{Key: 'c'})
			}
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("hand %d was not played to its end in time", until)
}

// saveFiles reads the hub's save files, to put them back later.
func saveFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) != 1 {
		t.Fatalf("the saves in %s: %v, want one", dir, paths)
	}
	files := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files[p] = b
	}
	return files
}

// putBack writes the save files read by saveFiles again: the save of the
// crash, from before the hand the histories hold.
func putBack(t *testing.T, files map[string][]byte) {
	t.Helper()
	for p, b := range files {
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// hands is each hand of a history file as it must be in any run of the
// same match: its number, seats, stacks, cards, board and moves (no time,
// no tournament number); a hand that does not read is its error.
func hands(t *testing.T, path string) []string {
	t.Helper()
	hf, err := handhistory.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	var out []string
	hf.All(func(_ int, r *handhistory.Record, err error) bool {
		if err != nil {
			out = append(out, "! "+err.Error())
			return true
		}
		for i := range r.Actions {
			r.Actions[i].Line = 0
		}
		out = append(out, fmt.Sprintf("#%d %v %v %v", r.Number, r.Players, r.Board, r.Actions))
		return true
	})
	return out
}

// historyFiles are the files of name's histories in dir, the one written
// last at the end.
func historyFiles(t *testing.T, dir, name string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, name+"-*", "*[0-9].txt")) // the hands, not a tournament summary
	written := func(f string) time.Time {
		st, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		return st.ModTime()
	}
	slices.SortFunc(files, func(a, b string) int { return written(a).Compare(written(b)) })
	return files
}

// numbers are the hand numbers of hands.
func numbers(hands []string) []string {
	var ns []string
	for _, h := range hands {
		ns = append(ns, strings.Fields(h)[0])
	}
	return ns
}

// raiseIntoHand deals hand n and plays it until ana has raised (bob checks
// or calls before her), its save written: the save taken during the hand.
func raiseIntoHand(t *testing.T, h *Hub, ana, bob *Conn, n int) {
	t.Helper()
	atHoldem(t, h, func(tb *table, g *holdem) {
		if !g.between() || g.m.HandNumber() != n-1 {
			t.Fatalf("hand %d, between hands %v; want hand %d to deal", g.m.HandNumber(), g.between(), n)
		}
		tb.pending = false
		g.next()
		tb.step()
	})
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if tv := h.Snapshot(bob).Table; tv != nil && tv.MyTurn {
			if err := h.Act(bob, HoldemMove{Key: 'c'}); err != nil {
				t.Fatal(err)
			}
		}
		if tv := h.Snapshot(ana).Table; tv != nil && tv.MyTurn {
			if err := h.Act(ana, HoldemMove{Key: 'r'}); err != nil {
				t.Fatal(err)
			}
			h.writes.Wait()
			return
		}
	}
	t.Fatalf("ana never acted in hand %d", n)
}

// TestHoldemCatchesUp: the server stops after hand 3 (ana raised in it)
// with the save of hand 2, or the one taken in hand 3 after ana's raise (a
// crash came between the histories and the save), in several states of
// the two histories. Restarted, the table
// catches up to hand 3 as the histories have it (not dealt again, played
// otherwise), and the match and both players' histories go on as the
// match played without a break: every hand once, no gap, stacks carried.
func TestHoldemCatchesUp(t *testing.T) {
	const saved, crash, end = 2, 3, 6
	unbroken := func(t *testing.T, raiseIn int) map[string][]string {
		h, ana, bob := holdemHub(t, t.TempDir(), 100)
		playHoldem(t, h, []*Conn{ana, bob}, end, raiseIn)
		h.Shutdown()
		out := map[string][]string{}
		for _, name := range []string{"ana", "bob"} {
			files := historyFiles(t, h.cfg.HistoryDir, name)
			if len(files) != 1 {
				t.Fatalf("%s's histories without a break: %v", name, files)
			}
			out[name] = hands(t, files[0])
		}
		return out
	}
	asPlayed, dealtAgain := unbroken(t, crash), unbroken(t, -1)

	// lastHand rewrites the last hand of path with edit.
	lastHand := func(t *testing.T, path string, edit func(hand string) string) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.TrimRight(string(b), "\n")
		i := strings.LastIndex(text, "\n\n")
		if err := os.WriteFile(path, []byte(text[:i+2]+edit(text[i+2:])+"\n\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cut := func(string) string { return "" }
	// otherCards deals the hand's hero another hole card: the record still
	// reads, but it is not the hand the save deals.
	otherCards := func(hand string) string {
		i := strings.Index(hand, "Dealt to ")
		j := i + strings.Index(hand[i:], "[") + 1
		dealt := hand[j : j+2]
		for _, c := range []string{"2c", "2d", "2h", "2s", "3c", "3d", "3h", "3s"} {
			if !strings.Contains(hand, c) {
				return strings.ReplaceAll(hand, dealt, c)
			}
		}
		t.Fatal("no card left")
		return ""
	}
	// unreadable deals the hero another card than the one they show down
	// with: the hand no longer reads, and the file does not continue.
	unreadable := func(hand string) string {
		i := strings.Index(hand, "Dealt to ")
		j := i + strings.Index(hand[i:], "[") + 1
		return hand[:j] + otherCards(hand)[j:j+2] + hand[j+2:]
	}
	tests := []struct {
		name string
		edit map[string]func(string) string // the crash's state of each history
		// want: each player's histories after the match, oldest first, as
		// the hands of the match played without a break (asPlayed or
		// dealtAgain) from the hand given.
		want   map[string][]func() []string
		notice string
		during bool // the save put back is the one taken during hand 3
	}{
		{name: "both files hold the hand",
			want: map[string][]func() []string{
				"ana": {func() []string { return asPlayed["ana"] }},
				"bob": {func() []string { return asPlayed["bob"] }},
			},
			notice: "Hand #3 ended before the server stopped: it stands as the hand histories have it"},
		{name: "one file holds the hand", edit: map[string]func(string) string{"bob": cut},
			want: map[string][]func() []string{
				"ana": {func() []string { return asPlayed["ana"] }},
				"bob": {func() []string { return asPlayed["bob"] }},
			},
			notice: "Hand #3 ended before the server stopped"},
		{name: "one file disagrees", edit: map[string]func(string) string{"ana": otherCards},
			want: map[string][]func() []string{
				"ana": {nil, func() []string { return asPlayed["ana"][saved:] }},
				"bob": {func() []string { return asPlayed["bob"] }},
			},
			notice: "ana's hand history"},
		{name: "one file does not read", edit: map[string]func(string) string{"ana": unreadable},
			want: map[string][]func() []string{
				"ana": {nil, func() []string { return asPlayed["ana"][saved:] }},
				"bob": {func() []string { return asPlayed["bob"] }},
			},
			notice: "ana's hand history"},
		{name: "no file fits", edit: map[string]func(string) string{"ana": otherCards, "bob": otherCards},
			want: map[string][]func() []string{
				"ana": {nil, func() []string { return dealtAgain["ana"][saved:] }},
				"bob": {nil, func() []string { return dealtAgain["bob"][saved:] }},
			},
			notice: "Hand #3 is dealt again: no history of it fits the saved game"},
		{name: "both files hold the hand, saved during it", during: true,
			want: map[string][]func() []string{
				"ana": {func() []string { return asPlayed["ana"] }},
				"bob": {func() []string { return asPlayed["bob"] }},
			},
			notice: "Hand #3 ended before the server stopped: it stands as the hand histories have it"},
		{name: "no file fits, saved during the hand", during: true, edit: map[string]func(string) string{"ana": otherCards, "bob": otherCards},
			want: map[string][]func() []string{
				"ana": {nil, func() []string { return asPlayed["ana"][saved:] }},
				"bob": {nil, func() []string { return asPlayed["bob"][saved:] }},
			},
			notice: "Hand #3 goes on as it was saved: no history of it fits the saved game"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := t.TempDir()
			h, ana, bob := holdemHub(t, dirs, 100)
			playHoldem(t, h, []*Conn{ana, bob}, saved, -1)
			before := saveFiles(t, h.cfg.SaveDir)
			if tt.during {
				raiseIntoHand(t, h, ana, bob, crash)
				before = saveFiles(t, h.cfg.SaveDir)
				playHoldem(t, h, []*Conn{ana, bob}, crash, -1)
			} else {
				playHoldem(t, h, []*Conn{ana, bob}, crash, crash)
			}
			h.Shutdown()
			putBack(t, before)
			old := map[string][]string{}
			for name, edit := range tt.edit {
				path := historyFiles(t, h.cfg.HistoryDir, name)[0]
				lastHand(t, path, edit)
				old[name] = hands(t, path)
			}

			h2, err := New(h.cfg)
			if err != nil {
				t.Fatal(err)
			}
			ana2, bob2 := enter(t, h2, "ka", "ana"), enter(t, h2, "kb", "bob")
			var hand int
			var news []string
			atHoldem(t, h2, func(tb *table, g *holdem) { hand, news = g.m.HandNumber(), slices.Clone(tb.notices) })
			if caught := !strings.Contains(tt.notice, "no history of it fits"); caught && hand != crash {
				t.Errorf("the resumed match is after hand %d, want %d: caught up", hand, crash)
			}
			if !slices.ContainsFunc(news, func(n string) bool { return strings.Contains(n, tt.notice) }) {
				t.Errorf("the table's news after the restart: %q, want %q", news, tt.notice)
			}
			playHoldem(t, h2, []*Conn{ana2, bob2}, end, -1)
			h2.Shutdown()

			for name, want := range tt.want {
				files := historyFiles(t, h.cfg.HistoryDir, name)
				if len(files) != len(want) {
					t.Fatalf("%s's histories: %v, want %d", name, files, len(want))
				}
				for i, f := range files {
					got := hands(t, f)
					if want[i] == nil { // set aside: kept as it was at the restart
						if fmt.Sprint(got) != fmt.Sprint(old[name]) {
							t.Errorf("%s's history set aside %s holds hands %v, at the restart %v", name, f, numbers(got), numbers(old[name]))
						}
						continue
					}
					if w := want[i](); fmt.Sprint(got) != fmt.Sprint(w) {
						t.Errorf("%s's history %s holds hands %v; without a break:\n%s\nwant\n%s", name, f, numbers(got), strings.Join(got, "\n"), strings.Join(w, "\n"))
					}
				}
			}
		})
	}
}

// TestTakenOverSeatResumes: bob leaves before the first hand and the
// computer takes his seat. The server stops between hands 4 and 5, cleanly
// or by a crash after hand 4 (ana raised in it; she would not again) with
// the save of hand 3; restarted, the computer plays on with what it learnt of ana and from its
// source where they were: the match and both histories go on as without a
// break, and the computer's memory at the end is the same.
func TestTakenOverSeatResumes(t *testing.T) {
	const crash, end = 4, 9
	type result struct {
		hands map[string][]string
		mind  string
		moves int // the count the prompts show
	}
	finish := func(t *testing.T, h *Hub, ana *Conn) result {
		playHoldem(t, h, []*Conn{ana}, end, -1)
		r := result{hands: map[string][]string{}}
		atHoldem(t, h, func(_ *table, g *holdem) {
			mind, err := g.s.Bot.(interface{ MarshalState() ([]byte, error) }).MarshalState()
			if err != nil {
				t.Fatal(err)
			}
			r.mind, r.moves = string(mind), g.moves
		})
		h.Shutdown()
		for _, name := range []string{"ana", "bob"} {
			files := historyFiles(t, h.cfg.HistoryDir, name)
			if len(files) != 1 {
				t.Fatalf("%s's histories: %v, want one", name, files)
			}
			r.hands[name] = hands(t, files[0])
		}
		return r
	}
	leave := func(t *testing.T, dirs string) (*Hub, *Conn) {
		h, ana, bob := holdemHub(t, dirs, 500)
		h.Leave(bob)
		return h, ana
	}
	h, ana := leave(t, t.TempDir())
	playHoldem(t, h, []*Conn{ana}, crash, crash)
	want := finish(t, h, ana)
	if len(want.hands["ana"]) != end || want.mind == "" {
		t.Fatalf("without a break: hands %v, the computer's memory %q; want %d hands and a memory", numbers(want.hands["ana"]), want.mind, end)
	}
	for _, crashed := range []bool{false, true} {
		t.Run(fmt.Sprintf("crash %v", crashed), func(t *testing.T) {
			h, ana := leave(t, t.TempDir())
			playHoldem(t, h, []*Conn{ana}, crash-1, -1)
			before := saveFiles(t, h.cfg.SaveDir)
			playHoldem(t, h, []*Conn{ana}, crash, crash)
			h.Shutdown()
			if crashed {
				putBack(t, before)
			}
			h2, err := New(h.cfg)
			if err != nil {
				t.Fatal(err)
			}
			got := finish(t, h2, enter(t, h2, "ka", "ana"))
			for _, name := range []string{"ana", "bob"} {
				if fmt.Sprint(got.hands[name]) != fmt.Sprint(want.hands[name]) {
					t.Errorf("%s's history holds hands %v:\n%s\nwithout a break:\n%s", name, numbers(got.hands[name]),
						strings.Join(got.hands[name], "\n"), strings.Join(want.hands[name], "\n"))
				}
			}
			if got.moves != want.moves {
				t.Errorf("%d moves counted at hand %d, %d without a break", got.moves, end, want.moves)
			}
			if got.mind != want.mind {
				t.Errorf("the computer's memory at hand %d:\n%s\nwithout a break:\n%s", end, got.mind, want.mind)
			}
		})
	}
}

// TestHoldemCatchesUpToTheEnd: the crash comes after the match's last hand
// is written to the histories and before its save is removed: restarted,
// the server catches up to that hand, finds the match over and removes the
// save, and both histories hold every hand once, as without a break.
func TestHoldemCatchesUpToTheEnd(t *testing.T) {
	h, ana, bob := holdemHub(t, t.TempDir(), 100)
	playHoldem(t, h, []*Conn{ana, bob}, 1000, -1)
	var last int
	atHoldem(t, h, func(_ *table, g *holdem) { last = g.m.HandNumber() })
	h.Shutdown()
	want := map[string][]string{}
	for _, name := range []string{"ana", "bob"} {
		want[name] = hands(t, historyFiles(t, h.cfg.HistoryDir, name)[0])
	}

	h, ana, bob = holdemHub(t, t.TempDir(), 100)
	playHoldem(t, h, []*Conn{ana, bob}, last-1, -1)
	before := saveFiles(t, h.cfg.SaveDir)
	playHoldem(t, h, []*Conn{ana, bob}, last, -1)
	h.Shutdown()
	if paths, _ := filepath.Glob(filepath.Join(h.cfg.SaveDir, "*.json")); len(paths) != 0 {
		t.Fatalf("the saves once the match is over: %v, want none", paths)
	}
	putBack(t, before)
	h2, err := New(h.cfg)
	if err != nil {
		t.Fatal(err)
	}
	h2.writes.Wait()
	if paths, _ := filepath.Glob(filepath.Join(h.cfg.SaveDir, "*.json")); len(paths) != 0 {
		t.Errorf("the saves after the restart: %v, want none: the match is over", paths)
	}
	h2.Shutdown()
	for _, name := range []string{"ana", "bob"} {
		files := historyFiles(t, h.cfg.HistoryDir, name)
		if len(files) != 1 {
			t.Fatalf("%s's histories: %v, want one", name, files)
		}
		if got := hands(t, files[0]); fmt.Sprint(got) != fmt.Sprint(want[name]) {
			t.Errorf("%s's history holds hands %v, without a break %v", name, numbers(got), numbers(want[name]))
		}
	}
}
