package camelup

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// playTurns plays up to turns turns of g (all of them for a negative
// count), each a random legal action drawn from r, moving a camel two
// times in three so that the race ends.
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
	// A game restored (through JSON, as a save stores it) after any turn,
	// with its source, plays on exactly as the original: the same dice, the
	// same payouts, the secret bets settled the same.
	for _, cut := range []int{0, 1, 9, 30, 55} {
		t.Run(fmt.Sprint("after turn ", cut), func(t *testing.T) {
			src, players := rand.NewPCG(7, uint64(cut)), rand.NewPCG(8, 8)
			g, err := New(4, rand.New(src))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(players)
			playTurns(t, g, r, cut)
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
			if len(g2.Log()) > len(g.Log()) || !slices.Equal(g2.Log(), g.Log()[:len(g2.Log())]) {
				t.Fatal("the restored game's log is not the start of the original's")
			}
			playTurns(t, g2, rand.New(&players2), -1)
			if !slices.Equal(g2.Log(), g.Log()) {
				t.Fatalf("the resumed race differs: %d events, the original %d", len(g2.Log()), len(g.Log()))
			}
			for s := range 4 {
				if g2.Coins(s) != g.Coins(s) {
					t.Errorf("seat %d: %d coins resumed, %d original", s, g2.Coins(s), g.Coins(s))
				}
				if !reflect.DeepEqual(g2.View(s), g.View(s)) {
					t.Errorf("seat %d's view differs", s)
				}
			}
		})
	}
}

func TestRestoreRefusesBadStates(t *testing.T) {
	g := newTestGame(t, 3, "0:BG 1:O 2:YW")
	apply(t, g, Trap(5, Plus), Bet(WinnerBet, Orange), Bet(RoundBet, Blue))
	good := g.Snapshot()
	if _, err := Restore(good, rand.New(rand.NewPCG(0, 0))); err != nil {
		t.Fatalf("Restore(good) = %v", err)
	}
	tests := []struct {
		name string
		edit func(*State)
	}{
		{"old version", func(s *State) { s.Version = 0 }},
		{"one player", func(s *State) { s.Coins = s.Coins[:1] }},
		{"trap squares", func(s *State) { s.TrapSquare = s.TrapSquare[:2] }},
		{"turn", func(s *State) { s.Turn = 3 }},
		{"round", func(s *State) { s.Round = 0 }},
		{"camels", func(s *State) { s.Unmoved = 0x40 }},
		{"board", func(s *State) { s.Board = "0:BB" }},
		{"over but racing", func(s *State) { s.Over = true }},
		{"negative coins", func(s *State) { s.Coins[1] = -1 }},
		{"trap off the board", func(s *State) { s.TrapSquare[0] = 7 }},
		{"trap without owner", func(s *State) { s.TrapSquare[0] = -1 }},
		{"round bet seat", func(s *State) { s.RoundBets[0] = []int{9} }},
		{"backed twice", func(s *State) { s.LoserBets = []GameBet{{1, Orange}} }},
		{"game bet camel", func(s *State) { s.WinnerBets = []GameBet{{0, 7}} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := g.Snapshot()
			tt.edit(&st)
			if _, err := Restore(st, rand.New(rand.NewPCG(0, 0))); !errors.Is(err, ErrBadSnapshot) {
				t.Errorf("Restore = %v, want ErrBadSnapshot", err)
			}
		})
	}
}
