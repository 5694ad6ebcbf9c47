package hub

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/handhistory"
	"parlor/poker"
)

// tableHub is a hub with a Hold'em table of four started: ana and bob and
// two computer players, a ring game or a sit-and-go.
func tableHub(t *testing.T, option int) (*Hub, *Conn, *Conn, Config) {
	t.Helper()
	dir := t.TempDir()
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), MaxPlayers: 8, SeatHold: time.Minute,
		BotDelay: time.Millisecond, Pause: time.Millisecond, Seed: 7, Logf: t.Logf}
	h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "sklansky", Option: option}, func(h *Hub, ana, bob *Conn) {
		h.SetFormat(ana, handhistory.PokerStars)
		h.SetFormat(bob, handhistory.Parlor)
	})
	return h, ana, bob, cfg
}

// TestHoldemTableSpec: a heads-up match is for two, a table for 2 to 9.
func TestHoldemTableSpec(t *testing.T) {
	for _, tt := range []struct {
		people, computers, option int
		ok                        bool
	}{
		{2, 0, 0, true},
		{2, 2, 0, false}, // a heads-up match of four
		{2, 2, holdemSitAndGo, true},
		{1, 8, holdemRing, true},
		{1, 9, holdemRing, false},
		{1, 1, holdemRing, true},
	} {
		err := TableSpec{Kind: HoldemGame, People: tt.people, Computers: tt.computers, Bot: "sklansky", Option: tt.option}.Check()
		if (err == nil) != tt.ok {
			t.Errorf("Check(%d people, %d computers, %q) = %v, want ok %v", tt.people, tt.computers, holdemChoices[tt.option], err, tt.ok)
		}
	}
}

// TestHoldemTableRing plays a ring game of four, ana and bob with two
// computers: at every snapshot neither sees a card of another chair that
// is not turned up; bob drops in the middle and a computer plays his seat
// until he connects again; each history holds its own player's cards.
func TestHoldemTableRing(t *testing.T) {
	h, ana, bob, cfg := tableHub(t, holdemRing)
	hands := 12
	// bob drops at the first pause from hand 4 on (a pause of 1 ms that
	// the loop may miss) and is back 3 hands later.
	dropAt, backAt, dropped := 4, 0, false
	seen := map[int]bool{} // the hands bob's screen saw
	deadline := time.Now().Add(30 * time.Second)
	for hand := 0; hand < hands; {
		if time.Now().After(deadline) {
			t.Fatalf("hand %d not over in time", hand)
		}
		atTable(t, h, func(tb *table) {
			g := tb.g.(*holdemTable)
			hand = g.written
			if hand >= dropAt && !dropped && g.between() {
				h.mu.Unlock()
				h.Disconnect(bob)
				h.mu.Lock()
				bob, dropped, dropAt, backAt = nil, true, hand, hand+3
				hands = max(hands, backAt+3)
			}
		})
		if bob == nil && hand >= backAt {
			var err error
			if bob, err = h.Connect("kb", "bob"); err != nil {
				t.Fatal(err)
			}
			if tv := h.Snapshot(bob).Table; tv == nil || tv.Seat != 1 {
				t.Fatalf("bob came back to %+v, want his seat 1", tv)
			}
		}
		for i, c := range []*Conn{ana, bob} {
			if c == nil {
				continue
			}
			tv := h.Snapshot(c).Table
			if tv == nil || tv.HoldemTable == nil {
				continue
			}
			checkSecrets(t, h, i, tv.HoldemTable)
			if c == bob && !tv.HoldemTable.Dealing {
				seen[tv.HoldemTable.Hand.Number] = true
			}
			if tv.MyTurn {
				k := 'c'
				if c == ana {
					k = 'r'
				}
				if err := h.Act(c, HoldemMove{Key: k}); err != nil {
					_ = h.Act(c, HoldemMove{Key: 'c'})
				}
			}
		}
		time.Sleep(time.Millisecond)
	}
	// The computer played bob's seat while he was away; he was back after.
	if seen[dropAt+1] && seen[dropAt+2] {
		t.Errorf("bob's screen showed hands %d and %d, while he was away", dropAt+1, dropAt+2)
	}
	if !seen[hands] {
		t.Errorf("bob's screen never showed hand %d after he came back", hands)
	}
	h.Leave(ana)
	h.Leave(bob)
	h.Shutdown()
	dealt := regexp.MustCompile(`Dealt to (\w+)`)
	for _, who := range []string{"ana", "bob"} {
		files, _ := filepath.Glob(filepath.Join(cfg.HistoryDir, who+"-*", "*.txt"))
		if len(files) != 1 {
			filepath.Walk(cfg.HistoryDir, func(p string, _ os.FileInfo, _ error) error { t.Log(p); return nil })
			t.Fatalf("%s's histories: %v, want one file", who, files)
		}
		b, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range dealt.FindAllStringSubmatch(string(b), -1) {
			if m[1] != who {
				t.Errorf("%s's history: %q", who, m[0])
			}
		}
		if n := len(dealt.FindAllString(string(b), -1)); n < hands {
			t.Errorf("%s's history deals %d hands to them, want %d at least", who, n, hands)
		}
		hf, err := handhistory.Open(files[0])
		if err != nil {
			t.Fatal(err)
		}
		if hf.Len() < hands {
			t.Errorf("%s's history has %d hands, want %d", who, hf.Len(), hands)
		}
		if who == "ana" && !strings.HasPrefix(string(b), "PokerStars Hand #") {
			t.Errorf("ana's history starts %q", string(b[:40]))
		}
		hf.Close()
	}
}

// checkSecrets fails when seat's view of the table shows a card of another
// chair that the table has not turned up.
func checkSecrets(t *testing.T, h *Hub, seat int, v *HoldemTableView) {
	t.Helper()
	for _, tv := range []poker.TableView{v.Hand, v.Last} {
		for c := 1; c <= tv.Chairs; c++ {
			if c == seat+1 {
				continue
			}
			if !tv.Shown[c] && tv.Cards[c] != ([2]poker.Card{}) {
				t.Fatalf("seat %d sees chair %d's cards %v, not shown (hand %d)", seat, c, tv.Cards[c], tv.Number)
			}
		}
		for _, e := range tv.Log {
			if e.Kind == poker.EventDeal && e.Chair != seat+1 {
				t.Fatalf("seat %d's log deals chair %d's cards (hand %d)", seat, e.Chair, tv.Number)
			}
			if e.Kind == poker.EventShow && !tv.Shown[e.Chair] {
				t.Fatalf("seat %d's log shows chair %d's cards, not turned up", seat, e.Chair)
			}
		}
		if tv.Number > 0 && tv.Chair != seat+1 {
			t.Fatalf("seat %d has the view of chair %d", seat, tv.Chair)
		}
	}
	checkRunOut(t, seat, v)
}

// checkRunOut fails when the run-out v shows (from seat, -1 a watcher)
// has a share of a hand not face up to it, or is not a run-out: shares
// summing to 1 on boards that grow street by street, before the river.
func checkRunOut(t *testing.T, seat int, v *HoldemTableView) {
	t.Helper()
	h := &v.Hand
	for i, st := range v.RunOut {
		sum := 0.0
		for c := 1; c <= poker.MaxChairs; c++ {
			switch {
			case st.Live[c] && c != seat+1 && !h.Shown[c]:
				t.Fatalf("seat %d has the run-out share of chair %d, not turned up (hand %d)", seat, c, h.Number)
			case !st.Live[c] && st.Share[c] != 0:
				t.Fatalf("seat %d: a share %v of chair %d, not in the run-out", seat, st.Share[c], c)
			case st.Live[c] != (c <= h.Chairs && h.In[c] && !h.Folded[c]):
				t.Fatalf("seat %d: chair %d counted %v in the run-out of hand %d", seat, c, st.Live[c], h.Number)
			}
			sum += st.Share[c]
		}
		if math.Abs(sum-1) > 1e-9 || len(st.Board) >= 5 || i > 0 && len(st.Board) <= len(v.RunOut[i-1].Board) ||
			!slices.Equal(st.Board, h.Board[:len(st.Board)]) {
			t.Fatalf("seat %d: run-out street %d of hand %d: board %v (the hand's %v), shares summing to %v", seat, i, h.Number, st.Board, h.Board, sum)
		}
	}
}

// TestHoldemTableSitAndGo plays a sit-and-go of four to its end: places
// are told as players go out, and the result names the winner.
func TestHoldemTableSitAndGo(t *testing.T) {
	h, ana, bob, _ := tableHub(t, holdemSitAndGo)
	deadline := time.Now().Add(60 * time.Second)
	for {
		if time.Now().After(deadline) {
			t.Fatal("the sit-and-go did not end in time")
		}
		tv := h.Snapshot(ana).Table
		if tv.Finished {
			v := tv.HoldemTable
			if len(v.Places) != 3 {
				t.Errorf("places %q, want 3", v.Places)
			}
			if !strings.Contains(strings.Join(tv.Notices, "\n"), "wins the sit-and-go, holding all 6,000 chips") {
				t.Errorf("the table's news at the end: %q", tv.Notices)
			}
			return
		}
		for _, c := range []*Conn{ana, bob} {
			if tv := h.Snapshot(c).Table; tv.MyTurn {
				if err := h.Act(c, HoldemMove{Key: 'r'}); err != nil {
					_ = h.Act(c, HoldemMove{Key: 'c'})
				}
			}
		}
		time.Sleep(time.Millisecond)
	}
}

// TestTimeBank: a person who does not act is checked or folded once the
// turn time and their time bank are spent; the bank is gone then, so the
// next decision has the turn time alone; one who acts late pays the time
// beyond the turn time from the bank.
func TestTimeBank(t *testing.T) {
	dir := t.TempDir()
	// Long enough that a loaded machine's delays do not spend the bank.
	turn, bank := 300*time.Millisecond, 900*time.Millisecond
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), MaxPlayers: 8, SeatHold: time.Minute,
		BotDelay: time.Millisecond, Pause: time.Millisecond, Seed: 7, TurnTime: turn, TimeBank: bank}
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Shutdown)
	ana := enter(t, h, "ka", "ana")
	if err := h.Create(ana, TableSpec{Kind: HoldemGame, People: 1, Computers: 2, Bot: "caller", Option: holdemRing}); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	// waitTurn waits for ana's turn and returns its snapshot.
	waitTurn := func() *TableView {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			if tv := h.Snapshot(ana).Table; tv.MyTurn {
				return tv
			}
		}
		t.Fatal("ana's turn did not come")
		return nil
	}
	tv := waitTurn()
	if !strings.Contains(tv.Clock, "to act, then a time bank of") || !tv.Counting {
		t.Errorf("ana's clock at her turn: %q (counting %v)", tv.Clock, tv.Counting)
	}
	// Late by 300 ms at least: the bank pays.
	time.Sleep(turn + 300*time.Millisecond)
	if err := h.Act(ana, HoldemMove{Key: 'c'}); err != nil {
		t.Fatal(err)
	}
	atTable(t, h, func(tb *table) {
		if left := tb.banks[0]; left > bank-300*time.Millisecond || left < bank-800*time.Millisecond {
			t.Errorf("ana's bank after acting 300 ms late: %v, want about %v", left, bank-300*time.Millisecond)
		}
	})
	// Then she waits: her time runs out, the bank with it.
	waitTurn()
	start := time.Now()
	for !strings.Contains(strings.Join(h.Snapshot(ana).Table.Notices, "\n"), "ana's time ran out") {
		if time.Since(start) > 5*time.Second {
			t.Fatal("ana's time never ran out")
		}
		time.Sleep(time.Millisecond)
	}
	if took := time.Since(start); took < turn+bank-800*time.Millisecond {
		t.Errorf("ana's time ran out after %v, want the turn and what was left of her bank", took)
	}
	atTable(t, h, func(tb *table) {
		if tb.banks[0] != 0 {
			t.Errorf("ana's bank after running out: %v, want 0", tb.banks[0])
		}
	})
}

// TestTableOneSeatAKey: a key holds one seat at a table of many:
// connecting again during the game takes that seat over and closes the
// other connection.
func TestTableOneSeatAKey(t *testing.T) {
	h, ana, _, _ := tableHub(t, holdemRing)
	again, err := h.Connect("ka", "ana")
	if err != nil {
		t.Fatal(err)
	}
	tv := h.Snapshot(again).Table
	if tv == nil || tv.Seat != 0 {
		t.Fatalf("ana's second connection: %+v, want her seat 0", tv)
	}
	if s := h.Snapshot(ana); s.Table != nil || s.Bye == "" {
		t.Errorf("ana's first connection still at the table (%+v) or not told (%q)", s.Table, s.Bye)
	}
	seated := 0
	atTable(t, h, func(tb *table) {
		for _, s := range tb.seats {
			if s.key == "ka" {
				seated++
			}
		}
	})
	if seated != 1 {
		t.Errorf("ana's key holds %d seats, want 1", seated)
	}
}

// tableState is what a restart must keep of a table of many: the hand,
// its events and stacks, the seats, and the hand before as each seat and
// a watcher saw it.
func tableState(tb *table) string {
	g := tb.g.(*holdemTable)
	var seats []string
	for _, s := range tb.seats {
		seats = append(seats, fmt.Sprintf("%s person %v key %q bot %q", s.name, s.person, s.key, s.bot))
	}
	t := g.table()
	last := fmt.Sprintf("watched hand %d %v", g.watched.Number, g.watched.Log)
	for i, v := range g.last {
		last += fmt.Sprintf("\nseat %d's last hand %d %v", i, v.Number, v.Log)
	}
	return fmt.Sprintf("hand %d over %v, to act %d, stacks %v, pot %d, seats %q\nevents %v\n%s", t.Number(), t.Over(), t.ToAct(), t.Stacks(), t.Pot(), seats, t.Events(), last)
}

// chipsOf is every chip at table g: the stacks and the pot, less what a
// ring game's players bought in; a sit-and-go's players' 1,500 each.
func chipsOf(g *holdemTable) int {
	t := g.table()
	n := t.Pot()
	for c := 1; c <= len(g.t.seats); c++ {
		n += t.Stacks()[c]
		if g.ring != nil {
			n -= g.ring.Bought()[c]
		} else {
			n -= poker.StartingStack
		}
	}
	return n
}

// playTable acts for ana and bob (both call, ana raises when she can)
// until hand until is in play at a person's decision (or the game is
// over), and returns then.
func playTable(t *testing.T, h *Hub, people []*Conn, until int) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		over := false
		hand := 0
		atTable(t, h, func(tb *table) { hand, over = tb.g.(*holdemTable).hands(), tb.g.over() })
		for i, c := range people {
			tv := h.Snapshot(c).Table
			if tv == nil || tv.Finished {
				return
			}
			if !tv.MyTurn {
				continue
			}
			if hand >= until || over {
				return
			}
			if err := h.Act(c, HoldemMove{Key: rune("rc"[i])}); err != nil {
				_ = h.Act(c, HoldemMove{Key: 'c'})
			}
		}
	}
	t.Fatalf("hand %d not reached in time", until)
}

// TestTableResumes: a table of four (ana and bob, two computers) stopped
// by the server in the middle of a hand comes back in a new hub on the
// same folders as it was (hand, stacks, seats, the hand's moves), ana and
// bob take their seats back by key and play goes on with every chip
// still there; each history holds every hand once, in order.
func TestTableResumes(t *testing.T) {
	for _, option := range []int{holdemRing, holdemSitAndGo} {
		t.Run(holdemChoices[option], func(t *testing.T) {
			dir := t.TempDir()
			cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), SaveDir: filepath.Join(dir, "saves"), MaxPlayers: 8,
				SeatHold: time.Minute, BotDelay: time.Millisecond, Pause: time.Millisecond, Seed: 7, Logf: t.Logf}
			spec := TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "expert", Option: option}
			h, ana, bob := anaAndBob(t, cfg, spec, func(h *Hub, ana, bob *Conn) {
				h.SetFormat(ana, handhistory.PokerStars)
				h.SetFormat(bob, handhistory.Parlor)
			})
			playTable(t, h, []*Conn{ana, bob}, 4)
			var before string
			atTable(t, h, func(tb *table) {
				before = tableState(tb)
				if g := tb.g.(*holdemTable); !g.handInPlay() || chipsOf(g) != 0 {
					t.Fatalf("stopped out of a hand (%v) or chips off by %d:\n%s", g.handInPlay(), chipsOf(g), before)
				}
			})
			h.Shutdown()
			if s := h.Snapshot(ana); !strings.Contains(s.Bye, "The game is saved; it resumes") {
				t.Errorf("ana's goodbye: %q", s.Bye)
			}

			h2, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(h2.Shutdown)
			atTable(t, h2, func(tb *table) {
				if after := tableState(tb); after != before {
					t.Errorf("resumed as\n%s\nwant\n%s", after, before)
				}
				if g := tb.g.(*holdemTable); chipsOf(g) != 0 {
					t.Errorf("resumed with chips off by %d", chipsOf(g))
				}
			})
			ana2, bob2 := enter(t, h2, "ka", "ana"), enter(t, h2, "kb", "bob")
			for i, c := range []*Conn{ana2, bob2} {
				if tv := h2.Snapshot(c).Table; tv == nil || tv.Seat != i {
					t.Fatalf("%s came back to %+v, want seat %d", c.name, tv, i)
				}
			}
			playTable(t, h2, []*Conn{ana2, bob2}, 7)
			atTable(t, h2, func(tb *table) {
				g := tb.g.(*holdemTable)
				if g.over() {
					return
				}
				if n := g.hands(); n < 7 {
					t.Errorf("play stopped at hand %d after the restart", n)
				}
				if chipsOf(g) != 0 {
					t.Errorf("chips off by %d after the restart:\n%s", chipsOf(g), tableState(tb))
				}
			})
			h2.Shutdown()
			checkEachHandOnce(t, cfg, 6)
		})
	}
}

// checkEachHandOnce fails unless ana's and bob's histories are one file
// each holding hands 1 to n (least at least) once each, in order.
func checkEachHandOnce(t *testing.T, cfg Config, least int) {
	t.Helper()
	for _, who := range []string{"ana", "bob"} {
		files, _ := filepath.Glob(filepath.Join(cfg.HistoryDir, who+"-*", "*.txt"))
		if len(files) != 1 {
			t.Fatalf("%s's histories: %v, want one file", who, files)
		}
		text, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		recs, errs := handhistory.ReadAll(text, filepath.Base(files[0]))
		if len(errs) > 0 {
			t.Errorf("%s's history: %v", who, errs)
		}
		if len(recs) < least {
			t.Errorf("%s's history holds %d hands, want %d at least", who, len(recs), least)
		}
		for i, r := range recs {
			if r.Number != i+1 {
				t.Fatalf("%s's history: hand %d is #%d, want #%d (each hand once, in order)", who, i+1, r.Number, i+1)
			}
		}
	}
}

// TestTableResumesAfterCrash: a server that stopped with its save behind
// its histories (a crash between a hand's write and the saves after it;
// here the save of hand 3 put back after hand 5 was played) resumes from
// the save, and the hands played again are not written twice.
func TestTableResumesAfterCrash(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), SaveDir: filepath.Join(dir, "saves"), MaxPlayers: 8,
		SeatHold: time.Minute, BotDelay: time.Millisecond, Pause: time.Millisecond, Seed: 3, Logf: t.Logf}
	spec := TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "sklansky", Option: holdemRing}
	h, ana, bob := anaAndBob(t, cfg, spec, nil)
	playTable(t, h, []*Conn{ana, bob}, 3)
	h.writes.Wait()
	saves := func() map[string][]byte {
		files, _ := filepath.Glob(filepath.Join(cfg.SaveDir, "*.json"))
		m := map[string][]byte{}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m[f] = b
		}
		return m
	}
	early := saves()
	if len(early) != 1 {
		t.Fatalf("saves in hand 3: %d files, want 1", len(early))
	}
	playTable(t, h, []*Conn{ana, bob}, 5)
	h.Shutdown()
	for f := range saves() {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
	for f, b := range early {
		if err := os.WriteFile(f, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}

	h2, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h2.Shutdown)
	atTable(t, h2, func(tb *table) {
		if n := tb.g.(*holdemTable).hands(); n != 3 {
			t.Fatalf("resumed in hand %d, want 3", n)
		}
	})
	ana2, bob2 := enter(t, h2, "ka", "ana"), enter(t, h2, "kb", "bob")
	playTable(t, h2, []*Conn{ana2, bob2}, 7)
	h2.Shutdown()
	checkEachHandOnce(t, cfg, 6)
}

// TestBotLevel: the form names Hold'em's computers by their level.
func TestBotLevel(t *testing.T) {
	for _, tt := range []struct {
		kind      GameKind
		bot, want string
	}{
		{HoldemGame, "equity", "Easy"},
		{HoldemGame, "sklansky", "Normal"},
		{HoldemGame, "expert", "Hard"},
		{HoldemGame, "maniac", ""},
		{CamelUpGame, "sklansky", ""},
	} {
		if got := tt.kind.BotLevel(tt.bot); got != tt.want {
			t.Errorf("%s.BotLevel(%q) = %q, want %q", tt.kind, tt.bot, got, tt.want)
		}
	}
}

// TestRingNet: a served ring game's net is each seat's result so far, as
// the local table counts it: during a hand, the result before it (the
// chips bet in it are not lost yet); at its end, with the hand's. The
// results are reckoned from each hand's seats (their stacks at its start)
// and its end, every hand seen as it ends.
func TestRingNet(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), MaxPlayers: 8, SeatHold: time.Minute,
		BotDelay: time.Millisecond, Pause: time.Hour, Seed: 11}
	spec := TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "maniac", Option: holdemRing}
	h, ana, bob := anaAndBob(t, cfg, spec, nil)
	var result [poker.MaxChairs + 1]int // by chair, the hands seen to their end
	counted, inPlay := 0, 0
	for deadline := time.Now().Add(20 * time.Second); counted < 8; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d hands counted in time, want 8", counted)
		}
		for _, c := range []*Conn{ana, bob} {
			tv := h.Snapshot(c).Table
			v := tv.HoldemTable
			if v.Dealing {
				continue
			}
			hand := &v.Hand
			switch {
			case hand.Over && hand.Number == counted+1 && c == ana:
				for _, e := range hand.Log {
					if e.Kind == poker.EventSeat {
						result[e.Chair] += hand.Stacks[e.Chair] - e.Amount
					}
				}
				counted++
				fallthrough
			case !hand.Over && hand.Number == counted+1, hand.Over && hand.Number == counted:
				if !hand.Over {
					inPlay++
				}
				for i, n := range v.Net {
					if n != result[i+1] {
						t.Fatalf("hand %d (over %v, pot %d): net of seat %d %d, want %d", hand.Number, hand.Over, hand.Pot, i, n, result[i+1])
					}
				}
			}
			if tv.MyTurn {
				_ = h.Act(c, HoldemMove{Key: 'r'})
				_ = h.Act(c, HoldemMove{Key: 'c'})
			}
		}
		atTable(t, h, func(tb *table) {
			if g := tb.g.(*holdemTable); g.between() && g.hands() == counted {
				tb.pending = false
				g.next()
				tb.step()
			}
		})
	}
	if inPlay == 0 {
		t.Error("no hand was seen in play")
	}
}

// TestTableRunOut plays a sit-and-go of four (ana and bob calling, two
// maniacs) to its end, each hand's end looked at before the next is
// dealt: an all-in's run-out shows ana, bob and cy, who watches, every
// live hand's share street by street once counted, and only of hands
// turned up (checkSecrets, checkRunOut).
func TestTableRunOut(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), MaxPlayers: 8, SeatHold: time.Minute,
		BotDelay: time.Millisecond, Pause: time.Hour, Seed: 5}
	spec := TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "maniac", Option: holdemSitAndGo}
	h, ana, bob := anaAndBob(t, cfg, spec, nil)
	cy := enter(t, h, "kc", "cy")
	if err := h.Watch(cy, h.Snapshot(ana).Table.ID); err != nil {
		t.Fatal(err)
	}
	runOuts := map[string]int{} // by who saw them
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the sit-and-go did not end in time")
		}
		looked := 0 // the hand ana saw to its end, its run-out counted
		finished := false
		for i, c := range []*Conn{ana, bob, cy} {
			tv := h.Snapshot(c).Table
			if tv == nil {
				continue
			}
			v := tv.HoldemTable
			finished = finished || tv.Finished
			if c == cy {
				checkRunOut(t, -1, v)
			} else if tv.Seat == i {
				checkSecrets(t, h, i, v)
			}
			if len(v.RunOut) > 0 && !tv.Finished {
				runOuts[c.name]++
			}
			if c == ana && v.Hand.Over && !v.RunOutCounting {
				looked = v.Hand.Number
			}
			if tv.MyTurn {
				_ = h.Act(c, HoldemMove{Key: 'c'})
			}
		}
		if finished {
			break
		}
		atTable(t, h, func(tb *table) {
			if g := tb.g.(*holdemTable); g.between() && (looked == g.hands() || g.t.seats[0].computer()) {
				tb.pending = false
				g.next()
				tb.step()
			}
		})
	}
	for _, who := range []string{"ana", "bob", "cy"} {
		if runOuts[who] == 0 {
			t.Errorf("%s saw no run-out's shares (%v)", who, runOuts)
		}
	}
}

// TestRunOutSeen: a run-out's shares go to a view only when every live
// hand is face up to it (its own aside): a share would tell of a hand
// still face down.
func TestRunOutSeen(t *testing.T) {
	ro := &runOut{hand: 3, boards: [][]poker.Card{nil}, chairs: []int{2, 4}, shares: [][]float64{{0.25, 0.75}}}
	shown := func(chairs ...int) (s [poker.MaxChairs + 1]bool) {
		for _, c := range chairs {
			s[c] = true
		}
		return s
	}
	for _, tt := range []struct {
		name           string
		v              poker.TableView
		streets        bool
		counting, open bool // open: the shares not counted yet
	}{
		{"both turned up", poker.TableView{Number: 3, Over: true, Chair: 1, Shown: shown(2, 4)}, true, false, false},
		{"its own and the other turned up", poker.TableView{Number: 3, Over: true, Chair: 2, Shown: shown(4)}, true, false, false},
		{"a watcher, both turned up", poker.TableView{Number: 3, Over: true, Shown: shown(2, 4)}, true, false, false},
		{"one face down", poker.TableView{Number: 3, Over: true, Chair: 2, Shown: shown(2)}, false, false, false},
		{"a watcher, one face down", poker.TableView{Number: 3, Over: true, Shown: shown(4)}, false, false, false},
		{"another hand", poker.TableView{Number: 4, Over: true, Shown: shown(2, 4)}, false, false, false},
		{"the hand in play", poker.TableView{Number: 3, Shown: shown(2, 4)}, false, false, false},
		{"counting", poker.TableView{Number: 3, Over: true, Chair: 1, Shown: shown(2, 4)}, false, true, true},
		{"counting, one face down", poker.TableView{Number: 3, Over: true, Chair: 1, Shown: shown(2)}, false, false, true},
	} {
		r := *ro
		if tt.open {
			r.shares = nil
		}
		streets, counting := r.of(&tt.v)
		if (streets != nil) != tt.streets || counting != tt.counting {
			t.Errorf("%s: of = %v, %v; want streets %v, counting %v", tt.name, streets, counting, tt.streets, tt.counting)
		}
		if streets != nil && (streets[0].Share[2] != 0.25 || streets[0].Share[4] != 0.75 || !streets[0].Live[4] || streets[0].Live[1]) {
			t.Errorf("%s: streets %+v", tt.name, streets)
		}
	}
	var none *runOut
	if s, c := none.of(&poker.TableView{Number: 3, Over: true}); s != nil || c {
		t.Errorf("no run-out: %v, %v", s, c)
	}
}

// TestTableHistorySetAside: a history that cannot go on after a restart
// (here bob's, overwritten with what is no hand history) is kept as it is
// and his hands go on in a new file in the same folder, from the hand
// played next; ana's goes on in hers.
func TestTableHistorySetAside(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{DataDir: dir, HistoryDir: filepath.Join(dir, "hands"), SaveDir: filepath.Join(dir, "saves"), MaxPlayers: 8,
		SeatHold: time.Minute, BotDelay: time.Millisecond, Pause: time.Millisecond, Seed: 9, Logf: t.Logf}
	spec := TableSpec{Kind: HoldemGame, People: 2, Computers: 2, Bot: "sklansky", Option: holdemRing}
	h, ana, bob := anaAndBob(t, cfg, spec, nil)
	playTable(t, h, []*Conn{ana, bob}, 3)
	h.Shutdown()
	old, _ := filepath.Glob(filepath.Join(cfg.HistoryDir, "bob-*", "*.txt"))
	if len(old) != 1 {
		t.Fatalf("bob's histories: %v", old)
	}
	damaged := []byte("not a hand history\n")
	if err := os.WriteFile(old[0], damaged, 0o600); err != nil {
		t.Fatal(err)
	}

	h2, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h2.Shutdown)
	ana2, bob2 := enter(t, h2, "ka", "ana"), enter(t, h2, "kb", "bob")
	playTable(t, h2, []*Conn{ana2, bob2}, 6)
	h2.Shutdown()
	if b, _ := os.ReadFile(old[0]); string(b) != string(damaged) {
		t.Errorf("bob's damaged history was changed: %q", b)
	}
	files, _ := filepath.Glob(filepath.Join(cfg.HistoryDir, "bob-*", "*.txt"))
	if len(files) != 2 {
		t.Fatalf("bob's histories after the restart: %v, want the old and a new one", files)
	}
	for _, f := range files {
		if f == old[0] {
			continue
		}
		text, _ := os.ReadFile(f)
		recs, _ := handhistory.ReadAll(text, filepath.Base(f))
		if len(recs) < 2 || recs[0].Number != 3 {
			t.Fatalf("bob's new history holds %d hands, want those from #3, the hand cut by the restart, on", len(recs))
		}
		for i := 1; i < len(recs); i++ {
			if recs[i].Number != recs[i-1].Number+1 {
				t.Errorf("bob's new history: #%d after #%d", recs[i].Number, recs[i-1].Number)
			}
		}
	}
	anas, _ := filepath.Glob(filepath.Join(cfg.HistoryDir, "ana-*", "*.txt"))
	if len(anas) != 1 {
		t.Errorf("ana's histories: %v, want one", anas)
	}
}
