package camelupbot

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/camelup"
)

// view builds the view of seat 0 of a 4-player game, seat 0 to act, on the
// board written as camelup.ParseBoard reads it, with the camels of unmoved
// yet to move and 3 coins each; traps on the board are nobody's.
func view(t testing.TB, board string, unmoved camelup.CamelSet) camelup.View {
	t.Helper()
	b, err := camelup.ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	v := camelup.View{
		Round:      1,
		Board:      b,
		Unmoved:    unmoved,
		Coins:      []int{3, 3, 3, 3},
		TrapSquare: []int{-1, -1, -1, -1},
	}
	for s := range v.TrapOwner {
		v.TrapOwner[s] = -1
	}
	return v
}

func TestLookupAndParse(t *testing.T) {
	for _, name := range []string{"bogart", "BOGART", " Bogart ", "expert", "player0", "Player1", "player2"} {
		if _, ok := Lookup(name); !ok {
			t.Errorf("Lookup(%q) found nothing", name)
		}
	}
	bs, err := Parse("expert,bogart,Bogart,bogart")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range bs {
		got = append(got, b.Name)
	}
	if want := "expert bogart bogart#2 bogart#3"; strings.Join(got, " ") != want {
		t.Errorf("Parse names = %v, want %s", got, want)
	}
	for _, list := range []string{"bogart,humphrey", "", "player0,,player1", "player3"} {
		_, err := Parse(list)
		if !errors.Is(err, ErrUnknownBot) {
			t.Errorf("Parse(%q) err = %v, want ErrUnknownBot", list, err)
			continue
		}
		for _, n := range Names() {
			if !strings.Contains(err.Error(), n) {
				t.Errorf("Parse(%q) err %q does not list %s", list, err, n)
			}
		}
	}
	if _, err := New("nobody", rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrUnknownBot) {
		t.Errorf("New(nobody) err = %v, want ErrUnknownBot", err)
	}
	for _, name := range Names() {
		p, err := New(name, rand.New(rand.NewPCG(1, 1)))
		if err != nil || p == nil {
			t.Errorf("New(%q) = %v, %v", name, p, err)
		}
	}
}

// scripted plays the given actions, then moves; it panics when told to.
type scripted struct {
	actions []camelup.Action
	panics  bool
}

func (p *scripted) Decide(camelup.View) camelup.Action {
	if p.panics {
		panic("lost the plot")
	}
	if len(p.actions) == 0 {
		return camelup.Move()
	}
	a := p.actions[0]
	p.actions = p.actions[1:]
	return a
}

// meddler empties every slice of its view before it answers.
type meddler struct{}

func (meddler) Decide(v camelup.View) camelup.Action {
	v.TrapSquare = v.TrapSquare[:0]
	v.Coins[0] = -5
	return camelup.Trap(5, camelup.Plus)
}

func TestChoose(t *testing.T) {
	v := view(t, "0:B 1:G 2:OYW -4", camelup.AllCamels)
	v.TrapOwner[4] = 1
	v.TrapSquare[1] = 4
	tests := []struct {
		name    string
		p       Player
		want    camelup.Action
		wantErr error // nil: accepted as is
	}{
		{"legal bet", &scripted{actions: []camelup.Action{camelup.Bet(camelup.RoundBet, camelup.Green)}}, camelup.Bet(camelup.RoundBet, camelup.Green), nil},
		{"legal trap", &scripted{actions: []camelup.Action{camelup.Trap(9, camelup.Minus)}}, camelup.Trap(9, camelup.Minus), nil},
		{"trap next to a trap", &scripted{actions: []camelup.Action{camelup.Trap(5, camelup.Plus)}}, camelup.Move(), camelup.ErrTrapAdjacent},
		{"trap on a trap", &scripted{actions: []camelup.Action{camelup.Trap(4, camelup.Plus)}}, camelup.Move(), camelup.ErrTrapOccupied},
		{"camel out of range", &scripted{actions: []camelup.Action{camelup.Bet(camelup.WinnerBet, 7)}}, camelup.Move(), camelup.ErrBadCamel},
		{"unknown action", &scripted{actions: []camelup.Action{{Kind: 42}}}, camelup.Move(), camelup.ErrBadAction},
		{"panic", &scripted{panics: true}, camelup.Move(), errPanic},
		{"meddling with the view", meddler{}, camelup.Move(), camelup.ErrTrapAdjacent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Choose(tt.p, v)
			if a != tt.want {
				t.Errorf("Choose = %v, want %v", a, tt.want)
			}
			switch {
			case tt.wantErr == nil && err != nil:
				t.Errorf("err = %v, want nil", err)
			case tt.wantErr == errPanic && (err == nil || !strings.Contains(err.Error(), "lost the plot")):
				t.Errorf("err = %v, want the panic", err)
			case tt.wantErr != nil && tt.wantErr != errPanic && !errors.Is(err, tt.wantErr):
				t.Errorf("err = %v, want %v", err, tt.wantErr)
			}
		})
	}
	if v.Coins[0] != 3 || len(v.TrapSquare) != 4 {
		t.Errorf("a player changed the caller's view: coins %v, traps %v", v.Coins, v.TrapSquare)
	}
}

var errPanic = errors.New("the panic")

// TestBadPlayersMoveCamels seats a player that panics every turn and one
// that only tries illegal actions beside two honest ones: the game ends,
// every bad turn moves a camel and pays the mover its coin.
func TestBadPlayersMoveCamels(t *testing.T) {
	for seed := range uint64(5) {
		illegal := make([]camelup.Action, 200)
		for i := range illegal {
			illegal[i] = camelup.Bet(camelup.RoundBet, camelup.Camel(9))
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		players := []Player{&scripted{panics: true}, NewPlayer2(rng), &scripted{actions: illegal}, newBogart(rng)}
		players[3].(*Bogart).Playouts = 200
		g, forced, err := play(players, rng)
		if err != nil {
			t.Fatal(err)
		}
		if !g.Over() {
			t.Fatal("game not over")
		}
		bad := 0
		moves := map[int]int{}
		for _, e := range g.Log() {
			if e.Kind == camelup.EventMove {
				moves[e.Seat]++
			}
		}
		for _, e := range g.Log() {
			if e.Kind == camelup.EventRoundBet && (e.Seat == 0 || e.Seat == 2) {
				t.Errorf("seed %d: seat %d placed a bet: %v", seed, e.Seat, e)
			}
		}
		bad = moves[0] + moves[2]
		if forced != bad {
			t.Errorf("seed %d: forced = %d, but seats 0 and 2 moved %d times", seed, forced, bad)
		}
		if moves[0] == 0 || moves[2] == 0 {
			t.Errorf("seed %d: the bad seats never moved: %v", seed, moves)
		}
	}
}

func TestPlayBadCount(t *testing.T) {
	if _, _, err := play([]Player{Player0{}}, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, camelup.ErrBadPlayers) {
		t.Errorf("Play with one player: err = %v, want ErrBadPlayers", err)
	}
}

// TestStalemateGuard: a table of players who only bet on the round would
// never finish; the guard moves a camel after StalemateTurns such turns.
func TestStalemateGuard(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	players := []Player{NewPlayer2(rng), NewPlayer2(rng), NewPlayer2(rng)}
	g, forced, err := play(players, rng)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("game not over")
	}
	moves, still := 0, 0
	for _, e := range g.Log() {
		switch e.Kind {
		case camelup.EventMove:
			moves++
			if still != StalemateTurns {
				t.Errorf("a camel moved after %d bets in a row, want %d", still, StalemateTurns)
			}
			still = 0
		case camelup.EventRoundBet:
			still++
		}
	}
	if forced != moves {
		t.Errorf("forced = %d, want every one of the %d moves", forced, moves)
	}
}
