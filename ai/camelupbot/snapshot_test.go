package camelupbot

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/camelup"
)

type stateful interface {
	Player
	MarshalState() ([]byte, error)
	UnmarshalState([]byte) error
}

// savedTable is a game in play with its players and every source.
type savedTable struct {
	game    *camelup.Game
	src     *rand.PCG
	players []stateful
	srcs    []*rand.PCG
}

var tableBots = []string{"bogart", "expert", "player1", "player2"}

func newTable(t *testing.T, seed uint64) *savedTable {
	t.Helper()
	tb := &savedTable{src: rand.NewPCG(seed, 1)}
	for i, name := range tableBots {
		src := rand.NewPCG(seed, uint64(10+i))
		p, err := New(name, rand.New(src))
		if err != nil {
			t.Fatal(err)
		}
		if b, ok := p.(*Bogart); ok {
			b.Playouts = 300 // the test's speed; the state keeps it
		}
		tb.players = append(tb.players, p.(stateful))
		tb.srcs = append(tb.srcs, src)
	}
	g, err := camelup.New(len(tableBots), rand.New(tb.src))
	if err != nil {
		t.Fatal(err)
	}
	tb.game = g
	return tb
}

// play plays up to turns turns (all for a negative count).
func (tb *savedTable) play(t *testing.T, turns int) {
	t.Helper()
	for i := 0; i != turns && !tb.game.Over(); i++ {
		seat := tb.game.Turn()
		a, _ := Choose(tb.players[seat], tb.game.View(seat))
		if i > 2000 {
			t.Fatal("the race goes on for ever")
		}
		if err := tb.game.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// saved is a table's state: the game's, every source's, every player's.
type saved struct {
	game    camelup.State
	src     rand.PCG
	srcs    []rand.PCG
	players [][]byte
}

func (tb *savedTable) save(t *testing.T) saved {
	t.Helper()
	s := saved{game: tb.game.Snapshot(), src: *tb.src}
	for i, p := range tb.players {
		data, err := p.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		s.players = append(s.players, data)
		s.srcs = append(s.srcs, *tb.srcs[i])
	}
	return s
}

// restore makes the players afresh, as a resumed screen does, then puts
// back the sources and states.
func restore(t *testing.T, s saved) *savedTable {
	t.Helper()
	tb := &savedTable{src: &s.src}
	for i, name := range tableBots {
		src := rand.NewPCG(0, 0)
		p, err := New(name, rand.New(src))
		if err != nil {
			t.Fatal(err)
		}
		*src = s.srcs[i] // after New, which may draw from it
		if err := p.(stateful).UnmarshalState(s.players[i]); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tb.players = append(tb.players, p.(stateful))
		tb.srcs = append(tb.srcs, src)
	}
	g, err := camelup.Restore(s.game, rand.New(tb.src))
	if err != nil {
		t.Fatal(err)
	}
	tb.game = g
	return tb
}

func TestPlayersResumeTheSameGame(t *testing.T) {
	// Bogart, the expert, Player1 and Player2 play a race; a save is taken
	// after turns 3, 20, 40 and 60, and each resumed game ends as the original.
	orig := newTable(t, 42)
	var saves []saved
	for _, at := range []int{3, 17, 20, 20} {
		orig.play(t, at)
		saves = append(saves, orig.save(t))
		t.Logf("save after %d events, %d winner bets, %d loser bets, over %v", len(orig.game.Log()), len(orig.game.WinnerBets()), len(orig.game.LoserBets()), orig.game.Over())
	}
	orig.play(t, -1)
	if !orig.game.Over() {
		t.Fatal("the race did not end")
	}
	for i, s := range saves {
		tb := restore(t, s)
		tb.play(t, -1)
		if !slices.Equal(tb.game.Log(), orig.game.Log()) {
			t.Errorf("save %d: the resumed race differs from the original", i)
		}
		// And the players end the race remembering what the originals do.
		end, origEnd := tb.save(t), orig.save(t)
		for p := range end.players {
			if string(end.players[p]) != string(origEnd.players[p]) {
				t.Errorf("save %d: %s ends with state %s, the original with %s", i, tableBots[p], end.players[p], origEnd.players[p])
			}
		}
	}
}

func TestUnmarshalStateRefusesBadStates(t *testing.T) {
	tests := []struct {
		name string
		p    stateful
		data string
	}{
		{"bogart not json", newBogart(rand.New(rand.NewPCG(1, 1))), "["},
		{"bogart old version", newBogart(rand.New(rand.NewPCG(1, 1))), `{"Version":2,"Playouts":5}`},
		{"bogart no playouts", newBogart(rand.New(rand.NewPCG(1, 1))), `{"Version":1}`},
		{"bogart bad board", newBogart(rand.New(rand.NewPCG(1, 1))), `{"Version":1,"Playouts":5,"Last":"0:BBBBB"}`},
		{"expert old version", newExpert(), `{"Version":0}`},
		{"state for player1", NewPlayer1(nil), `{"Version":1}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.p.UnmarshalState([]byte(tt.data)); !errors.Is(err, ErrBadState) {
				t.Errorf("UnmarshalState(%s) = %v, want ErrBadState", tt.data, err)
			}
		})
	}
}
