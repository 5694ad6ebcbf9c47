package second

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// playTurns plays up to turns turns of g (all for a negative count), each a
// random legal action drawn from r, a pyramid ticket two times in three.
func playTurns(t *testing.T, g *Game, r *rand.Rand, turns int) {
	t.Helper()
	for i := 0; i != turns && !g.Over(); i++ {
		a := Move()
		if r.IntN(3) == 0 {
			legal := g.LegalActions()
			a = legal[r.IntN(len(legal))]
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSnapshotResumesTheSameRace(t *testing.T) {
	// A game restored through JSON after any turn, with its source, plays
	// on exactly as the original: the same dice, payouts and partners.
	for _, tc := range []struct{ players, cut int }{{2, 0}, {4, 1}, {4, 9}, {6, 30}, {8, 55}} {
		t.Run(fmt.Sprintf("%d players after turn %d", tc.players, tc.cut), func(t *testing.T) {
			src, players := rand.NewPCG(7, uint64(tc.cut)), rand.NewPCG(8, 8)
			g, err := New(tc.players, rand.New(src))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(players)
			playTurns(t, g, r, tc.cut)
			data, err := json.Marshal(g.Snapshot())
			if err != nil {
				t.Fatal(err)
			}
			src2, players2 := *src, *players
			playTurns(t, g, r, -1)

			var st State
			if err := json.Unmarshal(data, &st); err != nil {
				t.Fatal(err)
			}
			g2, err := Restore(st, rand.New(&src2))
			if err != nil {
				t.Fatalf("Restore: %v", err)
			}
			if !reflect.DeepEqual(g2.View(0), mustView(t, data, 0)) {
				t.Fatal("the restored game's view differs from the one saved")
			}
			playTurns(t, g2, rand.New(&players2), -1)
			if !reflect.DeepEqual(g2.Log(), g.Log()) {
				t.Fatal("the restored game played on differently")
			}
			for s := range tc.players {
				if g2.Coins(s) != g.Coins(s) {
					t.Errorf("seat %d: %d coins, want %d", s+1, g2.Coins(s), g.Coins(s))
				}
			}
		})
	}
}

// mustView restores the state in data on a fresh source and returns seat's
// view (the source plays no part in a view).
func mustView(t *testing.T, data []byte, seat int) View {
	t.Helper()
	var st State
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	g, err := Restore(st, rand.New(rand.NewPCG(0, 0)))
	if err != nil {
		t.Fatal(err)
	}
	return g.View(seat)
}

func TestRestoreRefusesBadStates(t *testing.T) {
	g, err := New(6, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{Bet(LegBet, Red), Spectator(9, Booing), PartnerWith(3), Bet(WinnerCard, Blue)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	good := g.Snapshot()
	rng := rand.New(rand.NewPCG(0, 0))
	if _, err := Restore(good, rng); err != nil {
		t.Fatalf("Restore of a good state: %v", err)
	}
	for _, tc := range []struct {
		name  string
		spoil func(*State)
	}{
		{"version", func(s *State) { s.Version = 9 }},
		{"one player", func(s *State) { s.Coins = s.Coins[:1] }},
		{"turn", func(s *State) { s.Turn = 6 }},
		{"leg", func(s *State) { s.Leg = 0 }},
		{"board", func(s *State) { s.Board = "1:BB" }},
		{"a tile nobody owns", func(s *State) { s.TileOf[1] = 0 }},
		{"a tile where none is", func(s *State) { s.TileOf[0] = 5 }},
		{"a one-sided partner", func(s *State) { s.Partner[3] = -1 }},
		{"a fifth leg ticket", func(s *State) { s.Tickets[Red] = []int{0, 1, 2, 3, 4} }},
		{"a card twice", func(s *State) { s.Winners = append(s.Winners, s.Winners[0]) }},
		{"cards played not on a pile", func(s *State) { s.Played[3] = 0 }},
		{"rolls and pyramid", func(s *State) { s.Rolls = append(s.Rolls, Roll{Die: 0, Color: Blue, Steps: 1}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data, _ := json.Marshal(good)
			var st State
			_ = json.Unmarshal(data, &st)
			tc.spoil(&st)
			if _, err := Restore(st, rng); !errors.Is(err, ErrBadSnapshot) {
				t.Errorf("Restore = %v, want ErrBadSnapshot", err)
			}
		})
	}
}
