package handhistory

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/poker"
)

// engineKinds maps the engine's actions to the record's.
var engineKinds = map[poker.ActionKind]ActionKind{
	poker.Fold: Fold, poker.Check: Check, poker.Call: Call, poker.Bet: Bet, poker.Raise: Raise,
}

// TestRoundTrip plays random matches through the engine, writes every hand
// in both formats, reads it back, and checks the record against the
// engine: the same steps with the same amounts, the same board and cards,
// no line skipped, and the same chips, chip for chip, both by the record's
// own replay and by replaying the parsed actions through the engine on
// the same deck.
func TestRoundTrip(t *testing.T) {
	want := 12000
	if testing.Short() {
		want = 2000
	}
	var hands []playedHand
	for seed := uint64(1); len(hands) < want; seed++ {
		hands = append(hands, randomMatch(t, seed, 10000)...)
	}
	kinds := map[string]int{}
	for _, f := range []Format{Parlor, PokerStars} {
		t.Run(f.String(), func(t *testing.T) {
			at := time.Date(2026, 3, 8, 1, 59, 58, 0, time.UTC)
			var buf []byte
			for i, h := range hands {
				var err error
				buf, err = AppendHand(buf[:0], h.events, f, HandOptions{Time: at, Tournament: 123456789})
				if err != nil {
					t.Fatalf("hand %d: %v", i, err)
				}
				rec, err := Parse(buf)
				if err != nil {
					t.Fatalf("hand %d: %v\n%s", i, err, buf)
				}
				if err := checkRecord(rec, &h); err != nil {
					t.Fatalf("hand %d: %v\n%s", i, err, buf)
				}
				if f == Parlor {
					countKinds(kinds, rec)
				}
			}
		})
	}
	t.Logf("%d hands: %v", len(hands), kinds)
	for _, k := range []string{"fold pre-flop", "fold later", "showdown", "all-in run-out", "uncalled bet", "split pot", "tournament won", "blind all-in"} {
		if kinds[k] == 0 {
			t.Errorf("no hand with %s: the random play does not cover every case", k)
		}
	}
}

// countKinds notes the cases a hand covers.
func countKinds(k map[string]int, r *Record) {
	collects := 0
	for _, a := range r.Actions {
		switch {
		case a.Kind == Fold && a.Street == poker.Preflop:
			k["fold pre-flop"]++
		case a.Kind == Fold:
			k["fold later"]++
		case a.Kind == Uncalled:
			k["uncalled bet"]++
		case a.Kind == Collect:
			collects++
		case a.AllIn && (a.Kind == SmallBlind || a.Kind == BigBlind):
			k["blind all-in"]++
		case a.AllIn && a.Street < poker.River:
			k["all-in run-out"]++
		}
	}
	if r.Showdown {
		k["showdown"]++
	}
	if collects == 2 {
		k["split pot"]++
	}
	if r.Winner != "" {
		k["tournament won"]++
	}
}

// checkRecord compares a parsed hand with the engine's events.
func checkRecord(rec *Record, h *playedHand) error {
	ev := h.events
	start := ev[0]
	if len(rec.Skipped) > 0 {
		return fmt.Errorf("skipped lines: %v", rec.Skipped)
	}
	if rec.Number != start.Number || rec.SmallBlind != start.SmallBlind || rec.BigBlind != start.BigBlind || rec.Level != start.Level {
		return fmt.Errorf("header: number %d blinds %d/%d level %d, want %d %d/%d %d",
			rec.Number, rec.SmallBlind, rec.BigBlind, rec.Level, start.Number, start.SmallBlind, start.BigBlind, start.Level)
	}
	if rec.Button != start.Button || rec.Hero != 0 || len(rec.Players) != 2 {
		return fmt.Errorf("button %d hero %d players %d", rec.Button, rec.Hero, len(rec.Players))
	}
	var steps []Action // the engine's steps in the record's terms
	var board []poker.Card
	var winner string
	for _, e := range ev {
		switch e.Kind {
		case poker.EventSeat:
			p := rec.Players[e.Seat]
			if p.Name != e.Name || p.Stack != e.Amount || p.Seat != e.Seat+1 {
				return fmt.Errorf("seat %d: %+v, want %s %d", e.Seat, p, e.Name, e.Amount)
			}
		case poker.EventSmallBlind, poker.EventBigBlind:
			k := SmallBlind
			if e.Kind == poker.EventBigBlind {
				k = BigBlind
			}
			steps = append(steps, Action{Player: e.Seat, Kind: k, Amount: e.Amount, To: e.To, AllIn: e.AllIn})
		case poker.EventDeal:
			p := rec.Players[e.Seat]
			if e.Seat == 0 && (!p.Known || p.Hole != [2]poker.Card{e.Cards[0], e.Cards[1]}) {
				return fmt.Errorf("hero's cards %v, want %v", p.Hole, e.CardList())
			}
		case poker.EventAction:
			steps = append(steps, Action{Street: e.Street, Player: e.Seat, Kind: engineKinds[e.Action], Amount: e.Amount, To: e.To, AllIn: e.AllIn})
		case poker.EventStreet:
			board = e.CardList()
		case poker.EventUncalled:
			steps = append(steps, Action{Street: e.Street, Player: e.Seat, Kind: Uncalled, Amount: e.Amount})
		case poker.EventShowdown:
			p := rec.Players[e.Seat]
			if !p.Shown || p.Hole != e.Hole || p.HandName != e.Value.Name() {
				return fmt.Errorf("showdown of seat %d: %+v, want %v %s", e.Seat, p, e.Hole, e.Value.Name())
			}
		case poker.EventAward:
			steps = append(steps, Action{Street: e.Street, Player: e.Seat, Kind: Collect, Amount: e.Amount})
		case poker.EventHandEnd:
			if rec.Pot != e.Pot || rec.Showdown != e.Showdown {
				return fmt.Errorf("pot %d showdown %v, want %d %v", rec.Pot, rec.Showdown, e.Pot, e.Showdown)
			}
		case poker.EventMatchEnd:
			winner = rec.Players[e.Seat].Name
		}
	}
	if rec.Winner != winner {
		return fmt.Errorf("tournament winner %q, want %q", rec.Winner, winner)
	}
	if !cardsEqual(rec.Board, board) {
		return fmt.Errorf("board %v, want %v", rec.Board, board)
	}
	var got []Action
	for _, a := range rec.Actions {
		if a.Kind == Show || a.Kind == Muck {
			continue
		}
		got = append(got, a)
	}
	if len(got) != len(steps) {
		return fmt.Errorf("%d steps, want %d", len(got), len(steps))
	}
	for i, w := range steps {
		g := got[i]
		// The engine files uncalled bets and awards on the street where
		// they happen; so does the reader, but the To of a return and the
		// street of an award after a run-out are the reader's own.
		if g.Player != w.Player || g.Kind != w.Kind || g.Amount != w.Amount || g.AllIn != w.AllIn ||
			(g.Kind != Uncalled && g.Kind != Collect && (g.To != w.To || g.Street != w.Street)) {
			return fmt.Errorf("step %d: %+v, want %+v", i, g, w)
		}
	}
	final, err := rec.Replay(nil)
	if err != nil {
		return err
	}
	if [2]int(final) != h.final || [2]int(rec.FinalStacks()) != h.final {
		return fmt.Errorf("replayed stacks %v (net %v), engine %v", final, rec.FinalStacks(), h.final)
	}
	return replayEngine(rec, h)
}

// replayEngine deals the hand again from the same deck and plays the
// parsed actions through the engine: every one must be legal with its
// exact amount, and the hand must end with the same stacks.
func replayEngine(rec *Record, h *playedHand) error {
	deck := h.deck
	g, err := poker.NewGame(poker.GameConfig{
		Number: rec.Number, Level: rec.Level, SmallBlind: rec.SmallBlind, BigBlind: rec.BigBlind,
		Button: rec.Button, Stacks: [2]int{rec.Players[0].Stack, rec.Players[1].Stack},
		Names: [2]string{rec.Players[0].Name, rec.Players[1].Name}, Rand: rand.New(&deck),
	})
	if err != nil {
		return err
	}
	for _, a := range rec.Actions {
		if !a.Kind.Voluntary() {
			continue
		}
		act := poker.Action{Amount: a.Amount}
		for k, v := range engineKinds {
			if v == a.Kind {
				act.Kind = k
			}
		}
		if a.Kind == Raise || a.Kind == Bet {
			act.Amount = a.To
		}
		if err := g.Act(a.Player, act); err != nil {
			return fmt.Errorf("line %d: the engine refuses %v: %w", a.Line, act, err)
		}
	}
	if !g.Over() || g.Stacks() != h.final {
		return fmt.Errorf("engine replay: over %v, stacks %v, want %v", g.Over(), g.Stacks(), h.final)
	}
	return nil
}

// TestWriterFiles writes whole matches through Writer in both formats and
// reads the files back through the index.
func TestWriterFiles(t *testing.T) {
	dir := t.TempDir()
	hands := randomMatch(t, 77, 10000)
	for _, f := range []Format{Parlor, PokerStars} {
		start := time.Date(2026, 11, 29, 14, 5, 9, 0, time.Local)
		w, err := Create(Options{Dir: filepath.Join(dir, "a", "b"), Format: f, Start: start})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hands {
			if err := w.WriteHand(h.events); err != nil {
				t.Fatal(err)
			}
			// The same hand again (a quit between hands) is not written twice.
			if err := w.WriteHand(h.events); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if f == Parlor && filepath.Base(w.Path()) != "match_2026-11-29_14-05-09.txt" {
			t.Errorf("file name %s", filepath.Base(w.Path()))
		}
		if f == PokerStars && filepath.Base(w.Path()) != "match_2026-11-29_14-05-09-2.txt" {
			t.Errorf("second file of the same second: %s", filepath.Base(w.Path()))
		}
		hf, err := Open(w.Path())
		if err != nil {
			t.Fatal(err)
		}
		if hf.Len() != len(hands) {
			t.Fatalf("%v: %d hands indexed, want %d", f, hf.Len(), len(hands))
		}
		for i, h := range hands {
			rec, err := hf.Hand(i)
			if err != nil {
				t.Fatal(err)
			}
			if err := checkRecord(rec, &h); err != nil {
				t.Fatalf("%v hand %d: %v", f, i, err)
			}
		}
		hf.Close()
	}
}

// TestWriterErrors: a directory that cannot be made names the path.
func TestWriterErrors(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Create(Options{Dir: filepath.Join(blocker, "hands")})
	if err == nil {
		t.Fatal("Create under a plain file succeeded")
	}
	if want := filepath.Join(blocker, "hands"); !strings.Contains(err.Error(), blocker) {
		t.Errorf("error %q does not name %s", err, want)
	}
	var w *Writer // a failed Create: the match plays on
	if err := w.WriteHand(nil); err != nil || w.Close() != nil || w.Path() != "" {
		t.Error("a nil Writer is not a quiet no-op")
	}
	if _, err := Create(Options{Dir: dir, Format: Format(9)}); err == nil {
		t.Error("Create accepted format 9")
	}
}

// TestOddNames: names with spaces, colons, words of the format, Unicode,
// control characters, one a prefix of the other, or both the same, still
// write and read back.
func TestOddNames(t *testing.T) {
	pairs := [][2]string{
		{"Mr. T: the Great", "Mr. T"},
		{"Ünïcødé ♠", "calls 10"},
		{"Bad\x1b[31m\nGuy", "  "},
		{"Human", "Human"},
		{"Seat 2", "Board"},
		{"Uncalled bet", "Dealt to"},
		{"*** SUMMARY ***", "Poker Game, Hand #1"},
		{"PokerStars Hand #1", "Total pot"},
	}
	for _, names := range pairs {
		r := rand.New(rand.NewPCG(5, 5))
		m, err := poker.NewMatch(poker.MatchConfig{Rand: r, Names: names})
		if err != nil {
			t.Fatal(err)
		}
		want := fileNames(names)
		for n := 0; !m.Over() && n < 60; n++ {
			if err := m.Deal(); err != nil {
				t.Fatal(err)
			}
			for g := m.Game(); !g.Over(); {
				legal := g.Legal()
				if err := m.Act(g.ToAct(), legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			for _, f := range []Format{Parlor, PokerStars} {
				text, err := AppendHand(nil, m.Events(), f, HandOptions{Time: time.Unix(1e9, 0)})
				if err != nil {
					t.Fatal(err)
				}
				rec, err := Parse(text)
				if err != nil {
					t.Fatalf("%q: %v\n%s", names, err, text)
				}
				if rec.Players[0].Name != want[0] || rec.Players[1].Name != want[1] || len(rec.Skipped) > 0 {
					t.Fatalf("%q: read %q, %q, skipped %v", names, rec.Players[0].Name, rec.Players[1].Name, rec.Skipped)
				}
				final, err := rec.Replay(nil)
				if err != nil || [2]int(final) != m.Game().Stacks() {
					t.Fatalf("%q: replay %v %v, engine %v\n%s", names, final, err, m.Game().Stacks(), text)
				}
			}
		}
	}
}
