package camelup

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

func newTestGame(t testing.TB, players int, board string) *Game {
	t.Helper()
	return NewFrom(players, mustBoard(t, board), rand.New(rand.NewPCG(7, 7)))
}

// apply performs the actions in turn order and fails the test on a refusal.
func apply(t testing.TB, g *Game, actions ...Action) {
	t.Helper()
	for _, a := range actions {
		if err := g.Apply(a); err != nil {
			t.Fatalf("Apply(%v) by seat %d: %v", a, g.Turn(), err)
		}
	}
}

// roll moves camel c by d for the seat to act, as if the die said so, and
// passes the turn as Apply does.
func roll(g *Game, c Camel, d int) {
	seat := g.turn
	g.moveRolled(seat, c, d)
	if !g.over {
		g.turn = (g.turn + 1) % g.Players()
	}
}

func TestNew(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 9} {
		if _, err := New(n, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrBadPlayers) {
			t.Errorf("New(%d) error = %v, want ErrBadPlayers", n, err)
		}
	}
	g, err := New(4, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if g.Players() != 4 || g.Turn() != 0 || g.Round() != 1 || g.Over() || g.Unmoved() != AllCamels {
		t.Errorf("New(4): players %d turn %d round %d over %v unmoved %v", g.Players(), g.Turn(), g.Round(), g.Over(), g.Unmoved())
	}
	for s := range 4 {
		if g.Coins(s) != startingCoins {
			t.Errorf("seat %d starts with %d coins, want %d", s, g.Coins(s), startingCoins)
		}
	}
	g2, _ := New(4, rand.New(rand.NewPCG(1, 1)))
	if g.Board() != g2.Board() {
		t.Errorf("same seed, different setups: %v and %v", g.Board(), g2.Board())
	}
}

func TestIllegalActionsChangeNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup []Action // by seats 0, 1, ... in turn, before seat 0 (or the next seat) tries
		try   Action
		want  error
	}{
		{"trap on square 0", nil, Trap(0, Plus), ErrBadSquare},
		{"trap on square 16", nil, Trap(16, Minus), ErrBadSquare},
		{"trap on a negative square", nil, Trap(-3, Minus), ErrBadSquare},
		{"trap of no kind", nil, Trap(5, NoTrap), ErrBadTrapKind},
		{"trap of kind 2", nil, Trap(5, TrapKind(2)), ErrBadTrapKind},
		{"trap on a trap", []Action{Trap(6, Plus)}, Trap(6, Minus), ErrTrapOccupied},
		{"trap just before a trap", []Action{Trap(6, Plus)}, Trap(5, Minus), ErrTrapAdjacent},
		{"trap just after a trap", []Action{Trap(6, Plus)}, Trap(7, Plus), ErrTrapAdjacent},
		{"round bet on camel 5", nil, Bet(RoundBet, 5), ErrBadCamel},
		{"winner bet on camel 200", nil, Bet(WinnerBet, 200), ErrBadCamel},
		{"second winner bet on a camel", []Action{Bet(WinnerBet, Green), Move()}, Bet(WinnerBet, Green), ErrAlreadyBacked},
		{"loser bet on a camel backed to win", []Action{Bet(WinnerBet, Green), Move()}, Bet(LoserBet, Green), ErrAlreadyBacked},
		{"winner bet on a camel backed to lose", []Action{Bet(LoserBet, White), Move()}, Bet(WinnerBet, White), ErrAlreadyBacked},
		{"unknown action", nil, Action{Kind: 9}, ErrBadAction},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTestGame(t, 2, "0:B 1:GO 2:YW")
			apply(t, g, tt.setup...)
			before := *g
			beforeLog := len(g.log)
			beforeCoins := slices.Clone(g.coins)
			err := g.Apply(tt.try)
			if !errors.Is(err, tt.want) || !errors.Is(err, ErrIllegal) {
				t.Fatalf("Apply(%v) error = %v, want %v (an ErrIllegal)", tt.try, err, tt.want)
			}
			if g.Legal(tt.try) == nil {
				t.Errorf("Legal(%v) = nil after Apply refused it", tt.try)
			}
			v := g.View(g.Turn())
			if !errors.Is(v.Legal(tt.try), tt.want) {
				t.Errorf("View.Legal(%v) = %v, want %v", tt.try, v.Legal(tt.try), tt.want)
			}
			if slices.Contains(v.LegalActions(), tt.try) {
				t.Errorf("LegalActions() offers %v", tt.try)
			}
			if g.board != before.board || g.turn != before.turn || g.unmoved != before.unmoved ||
				len(g.log) != beforeLog || !slices.Equal(g.coins, beforeCoins) ||
				!reflect.DeepEqual(g.trapOf, before.trapOf) || g.owner != before.owner ||
				len(g.winnerBets) != len(before.winnerBets) || len(g.loserBets) != len(before.loserBets) {
				t.Errorf("refused %v changed the game", tt.try)
			}
		})
	}
}

func TestTrapPlacement(t *testing.T) {
	tests := []struct {
		name   string
		setup  []Action
		try    Action
		want   error
		traps  string // the board after, traps only
		owners map[int]int
	}{
		{"trap under a camel is allowed", nil, Trap(1, Minus), nil, "-1", map[int]int{1: 0}},
		{"trap on 15", nil, Trap(15, Plus), nil, "+15", map[int]int{15: 0}},
		{"two squares from a trap", []Action{Trap(6, Plus)}, Trap(8, Minus), nil, "+6 -8", map[int]int{6: 0, 8: 1}},
		// Seat 0 places on 6, seat 1 moves, then seat 0 moves its own
		// trap next door: its old trap is picked up first, so it may.
		{"re-placing one's trap next to its old square", []Action{Trap(6, Plus), Move()}, Trap(7, Minus), nil, "-7", map[int]int{7: 0}},
		{"re-placing one's trap on the same square, other side up", []Action{Trap(6, Plus), Move()}, Trap(6, Minus), nil, "-6", map[int]int{6: 0}},
		{"re-placing next to another's trap", []Action{Trap(6, Plus), Trap(9, Plus)}, Trap(10, Minus), ErrTrapAdjacent, "+6 +9", map[int]int{6: 0, 9: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTestGame(t, 2, "0:B 1:GO 2:YW")
			apply(t, g, tt.setup...)
			if err := g.Apply(tt.try); !errors.Is(err, tt.want) {
				t.Fatalf("Apply(%v) = %v, want %v", tt.try, err, tt.want)
			}
			b := g.Board()
			want := mustBoard(t, "0:BGOYW "+tt.traps)
			if b.plus != want.plus || b.minus != want.minus {
				t.Errorf("board = %v, want traps %s", b, tt.traps)
			}
			for s := 0; s < NumSquares; s++ {
				owner, ok := tt.owners[s]
				if !ok {
					owner = -1
				}
				if g.TrapOwner(s) != owner {
					t.Errorf("TrapOwner(%d) = %d, want %d", s, g.TrapOwner(s), owner)
				}
			}
		})
	}
}

func TestMoveAndTrapPayouts(t *testing.T) {
	g := newTestGame(t, 3, "0:B 1:GO 2:YW")
	apply(t, g, Trap(4, Plus), Trap(6, Minus)) // seats 0 and 1
	roll(g, Green, 3)                          // seat 2: G,O land on 4, go to 5
	if got := g.Board().String(); got != "0:B 2:YW 5:GO +4 -6" {
		t.Fatalf("board = %q", got)
	}
	if got := []int{g.Coins(0), g.Coins(1), g.Coins(2)}; !slices.Equal(got, []int{4, 3, 4}) {
		t.Errorf("coins = %v, want [4 3 4]: +1 to the trap owner, +1 to the mover", got)
	}
	log := g.Log()
	last := log[len(log)-2:]
	want := []Event{
		{Kind: EventMove, Round: 1, Seat: 2, Camel: Green, Die: 3, From: 1, Landed: 4, To: 5, Coins: 1},
		{Kind: EventTrapHit, Round: 1, Seat: 0, Camel: Green, Square: 4, Trap: Plus, To: 5, Coins: 1},
	}
	if !reflect.DeepEqual(last, want) {
		t.Errorf("events = %+v, want %+v", last, want)
	}
	roll(g, Yellow, 4) // seat 0: Y,W land on the -1 trap on 6 and go under G,O on 5
	if got := g.Board().String(); got != "0:B 5:YWGO +4 -6" {
		t.Errorf("board = %q", got)
	}
	if g.Coins(0) != 5 || g.Coins(1) != 4 {
		t.Errorf("coins = %d %d, want 5 4", g.Coins(0), g.Coins(1))
	}
}

func TestRoundEnd(t *testing.T) {
	// Five round bets on orange by three players, one on green, one on
	// white, then a round that leaves orange first and green second.
	g := newTestGame(t, 3, "0:B 1:G 2:O 3:Y 4:W")
	apply(t, g,
		Bet(RoundBet, Orange), Bet(RoundBet, Orange), Bet(RoundBet, Green), // seats 0 1 2
		Bet(RoundBet, Orange), Bet(RoundBet, White), Bet(RoundBet, Orange), // 0 1 2
		Bet(RoundBet, Orange), Trap(9, Plus), // seat 0, seat 1
	)
	// The round runs W, Y, B, G, O.
	roll(g, White, 1)  // seat 2: 5:W
	roll(g, Yellow, 1) // seat 0: 4:Y
	roll(g, Blue, 1)   // seat 1: 1:GB
	roll(g, Green, 3)  // seat 2: G,B to 4 on top of Y
	roll(g, Orange, 3) // seat 0: O to 5 on top of W: O leads, W second
	b := g.Board()
	if b.Leader() != Orange || b.Second() != White {
		t.Fatalf("board %v: leader %v second %v", b, b.Leader(), b.Second())
	}
	// Orange: seat 0 first (+5), seat 1 (+3), seat 0 (+2), seat 2 (+1),
	// seat 0 (+1). Green: seat 2 (-1). White is second: seat 1 (+1).
	// Moves: seat 2 twice, 0 twice, 1 once.
	want := []int{3 + 5 + 2 + 1 + 2, 3 + 3 + 1 + 1, 3 + 1 - 1 + 2}
	for s, w := range want {
		if g.Coins(s) != w {
			t.Errorf("seat %d has %d coins, want %d", s, g.Coins(s), w)
		}
	}
	if g.Round() != 2 || g.Unmoved() != AllCamels || b.Trap(9) != NoTrap || g.TrapOwner(9) != -1 {
		t.Errorf("after the round: round %d unmoved %v board %v owner(9) %d", g.Round(), g.Unmoved(), b, g.TrapOwner(9))
	}
	v := g.View(1)
	if v.TrapSquare[1] != -1 {
		t.Errorf("seat 1's trap still on %d after the round", v.TrapSquare[1])
	}
	for c, bets := range v.RoundBets {
		if len(bets) != 0 {
			t.Errorf("round bets on %v survive the round: %v", Camel(c), bets)
		}
	}
	// Seat 1 may place its trap again in the new round.
	apply(t, g, Trap(9, Minus))
}

func TestCoinsNeverBelowZero(t *testing.T) {
	g := newTestGame(t, 2, "0:B 1:G 2:O 3:Y 4:W")
	g.coins = []int{0, 1}
	apply(t, g, Bet(RoundBet, Blue), Bet(RoundBet, Blue)) // both wrong
	g.coins = []int{0, 1}
	g.unmoved = Blue.set() // one move ends the round
	roll(g, Blue, 1)       // seat 0 moves: +1, then loses the bet
	if g.Coins(0) != 0 || g.Coins(1) != 0 {
		t.Errorf("coins = %d %d, want 0 0", g.Coins(0), g.Coins(1))
	}
}

func (c Camel) set() CamelSet { return CamelSet(0).With(c) }

func TestPayoutsNetBeforeTheFloor(t *testing.T) {
	// A broke player who wins 5 on the leader and loses 1 on another camel
	// in the same settlement ends with 4.
	g := newTestGame(t, 2, "0:B 1:G 2:O 3:Y 4:W")
	apply(t, g, Bet(RoundBet, Blue), Bet(RoundBet, Green), Bet(RoundBet, White))
	g.coins = []int{0, 0}
	g.unmoved = Yellow.set()
	roll(g, Yellow, 1) // seat 1 moves (+1); Y on top of W: W second
	// Seat 0: blue -1, white second +1 = 0. Seat 1: green -1, +1 move = 0.
	if g.Coins(0) != 0 || g.Coins(1) != 0 {
		t.Errorf("coins = %d %d, want 0 0", g.Coins(0), g.Coins(1))
	}
	g2 := newTestGame(t, 2, "0:B 1:G 2:O 3:Y 4:W")
	apply(t, g2, Bet(RoundBet, Blue), Bet(RoundBet, Green), Bet(RoundBet, White))
	g2.coins = []int{0, 0}
	g2.unmoved = White.set()
	roll(g2, White, 1) // seat 1 moves; W leads: seat 0 +5 -1 = 4
	if g2.Coins(0) != 4 {
		t.Errorf("seat 0 has %d coins, want 4 (5 won, 1 lost, netted)", g2.Coins(0))
	}
}

func TestGameEnd(t *testing.T) {
	// Four players. Blue finishes first; the last camel is white, the
	// bottom camel of the rearmost stack (white under green on square 3).
	g := newTestGame(t, 4, "3:WG 10:O 12:Y 14:B")
	apply(t, g,
		Bet(WinnerBet, Blue),   // 0: first right winner bet, +8
		Bet(WinnerBet, Yellow), // 1: wrong, -1
		Bet(WinnerBet, Blue),   // 2: second right, +5
		Bet(LoserBet, Green),   // 3: wrong loser bet (green is on top of white), -1
		Bet(LoserBet, White),   // 0: first right loser bet, +8
		Bet(WinnerBet, Blue),   // 1: third right, +3
		Bet(LoserBet, White),   // 2: second right loser, +5
		Bet(WinnerBet, Blue),   // 3: fourth right, +1
		Bet(RoundBet, Blue),    // 0: +5
		Bet(RoundBet, Yellow),  // 1: +1 (second)
		Bet(RoundBet, Orange),  // 2: -1
		Bet(WinnerBet, Orange), // 3: wrong, -1
	)
	// Seat 0's move: blue goes 14 → 17.
	roll(g, Blue, 3)
	if !g.Over() {
		t.Fatal("game not over after blue reached 17")
	}
	if err := g.Apply(Move()); !errors.Is(err, ErrGameOver) {
		t.Errorf("Apply after the end = %v, want ErrGameOver", err)
	}
	want := []int{
		3 + 8 + 8 + 5 + 1, // winner, loser, round bet, move
		3 - 1 + 3 + 1,
		3 + 5 + 5 - 1,
		3 - 1 + 1 - 1,
	}
	for s, w := range want {
		if g.Coins(s) != w {
			t.Errorf("seat %d has %d coins, want %d", s, g.Coins(s), w)
		}
	}
	if got := g.Winners(); !slices.Equal(got, []int{0}) {
		t.Errorf("Winners() = %v, want [0]", got)
	}
	end := g.Log()[len(g.Log())-1]
	if end.Kind != EventGameEnd || end.Camel != Blue || end.Second != White {
		t.Errorf("last event = %+v, want game end, blue wins, white last", end)
	}
}

func TestTiedWinners(t *testing.T) {
	g := newTestGame(t, 3, "0:BGOYW")
	if got := g.Winners(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("Winners() at 3-3-3 = %v, want all", got)
	}
	g.coins = []int{4, 7, 7}
	if got := g.Winners(); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("Winners() at 4-7-7 = %v, want [1 2]", got)
	}
}

func TestViewHidesOthersGameBets(t *testing.T) {
	g := newTestGame(t, 3, "0:B 1:GO 2:YW")
	apply(t, g, Bet(WinnerBet, Green), Bet(LoserBet, Blue), Bet(WinnerBet, White), Bet(LoserBet, Orange), Trap(5, Minus))
	v := g.View(1)
	if !slices.Equal(v.WinnerBets, []int{0, 2}) || !slices.Equal(v.LoserBets, []int{1, 0}) {
		t.Errorf("bettors: winner %v loser %v, want [0 2] [1 0]", v.WinnerBets, v.LoserBets)
	}
	if !slices.Equal(v.MyLoserBets, []Camel{Blue}) || len(v.MyWinnerBets) != 0 {
		t.Errorf("seat 1's own bets: %v %v", v.MyWinnerBets, v.MyLoserBets)
	}
	if v.TrapOwner[5] != 1 || v.TrapSquare[1] != 5 || v.TrapSquare[0] != -1 {
		t.Errorf("traps: owner %d squares %v", v.TrapOwner[5], v.TrapSquare)
	}
	for _, e := range g.SeatLog(1, 0) {
		if (e.Kind == EventWinnerBet || e.Kind == EventLoserBet) && e.Seat != 1 && e.Camel != NoCamel {
			t.Errorf("seat 1 sees %v", e)
		}
	}
	if g.SeatLog(0, 0)[0].Camel != Green {
		t.Errorf("seat 0 does not see its own bet: %v", g.SeatLog(0, 0)[0])
	}
	// The view is a snapshot: changing it does not touch the game.
	v.Coins[0] = 99
	v.RoundBets[0] = append(v.RoundBets[0], 2)
	if g.Coins(0) == 99 || len(g.View(0).RoundBets[0]) != 0 {
		t.Error("changing a view changed the game")
	}
	if err := v.Legal(Move()); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("View(1).Legal with seat 2 to act = %v, want ErrNotYourTurn", err)
	}
	// Seat 0 backed green (winner) and orange (loser): 3 of each left.
	v0 := g.View(0)
	v0.Turn = 0
	n := 0
	for _, a := range v0.LegalActions() {
		if a.Kind == WinnerBet || a.Kind == LoserBet {
			n++
			if a.Camel == Green || a.Camel == Orange {
				t.Errorf("LegalActions offers %v", a)
			}
		}
	}
	if n != 6 {
		t.Errorf("%d game bets offered, want 6", n)
	}
}

// TestRandomGames plays thousands of games with random legal actions and
// checks the invariants after every action.
func TestRandomGames(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range games {
		players := MinPlayers + i%(MaxPlayers-MinPlayers+1)
		g, err := New(players, rand.New(rand.NewPCG(uint64(i), 99)))
		if err != nil {
			t.Fatal(err)
		}
		for turns := 0; !g.Over(); turns++ {
			if turns > 2000 {
				t.Fatalf("game %d: not over after %d turns", i, turns)
			}
			v := g.View(g.Turn())
			var a Action
			if rng.IntN(2) == 0 {
				a = Move()
			} else {
				legal := v.LegalActions()
				a = legal[rng.IntN(len(legal))]
			}
			if rng.IntN(10) == 0 { // now and then something random, legal or not
				a = Action{Kind: ActionKind(rng.IntN(6)), Camel: Camel(rng.IntN(7)), Square: rng.IntN(18) - 1, Trap: TrapKind(rng.IntN(3) - 1)}
			}
			if errL, errA := v.Legal(a), g.Apply(a); (errL == nil) != (errA == nil) {
				t.Fatalf("game %d: View.Legal(%v) = %v but Apply = %v", i, a, errL, errA)
			}
			if err := checkBoard(g.Board()); err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			for s := range players {
				if g.Coins(s) < 0 {
					t.Fatalf("game %d: seat %d has %d coins", i, s, g.Coins(s))
				}
			}
		}
		if !g.Board().Finished() || g.Board().Square(g.Board().Leader()) < FinishSquare {
			t.Fatalf("game %d over before the finish: %v", i, g.Board())
		}
		if g.Log()[len(g.Log())-1].Kind != EventGameEnd {
			t.Fatalf("game %d: last event %v", i, g.Log()[len(g.Log())-1])
		}
	}
}

func TestApplyOrMove(t *testing.T) {
	g := newTestGame(t, 2, "0:B 1:GO 2:YW")
	apply(t, g, Trap(6, Plus))
	done, err := g.ApplyOrMove(Trap(7, Minus)) // seat 1: next to seat 0's trap
	if !errors.Is(err, ErrTrapAdjacent) || done != Move() {
		t.Fatalf("ApplyOrMove(illegal trap) = %v, %v; want a move and ErrTrapAdjacent", done, err)
	}
	if g.Unmoved().Len() != 4 || g.Coins(1) != 4 || g.Turn() != 0 {
		t.Errorf("after the fallback move: unmoved %v, seat 1 coins %d, turn %d", g.Unmoved(), g.Coins(1), g.Turn())
	}
	done, err = g.ApplyOrMove(Bet(RoundBet, Green))
	if err != nil || done != Bet(RoundBet, Green) {
		t.Errorf("ApplyOrMove(legal bet) = %v, %v", done, err)
	}
}

func TestLogAndStrings(t *testing.T) {
	g := newTestGame(t, 2, "0:B 1:GO 2:YW")
	apply(t, g, Trap(3, Minus), Bet(WinnerBet, Orange), Bet(RoundBet, White), Bet(LoserBet, Blue))
	roll(g, Green, 2) // seat 0: G,O land on 3, back to 2 under Y,W
	var got []string
	for _, e := range g.SeatLog(0, 0) {
		got = append(got, e.String())
	}
	want := []string{
		"player 1 placed a -1 trap on 3",
		"player 2 placed a game-winner bet",
		"player 1 bet on white for the round",
		"player 2 placed a game-loser bet",
		"player 1 moved green 2: 1 → 3",
		"green hit player 1's -1 trap on 3 → 2",
	}
	if !slices.Equal(got, want) {
		t.Errorf("seat 0's log:\n%q\nwant\n%q", got, want)
	}
	if s := g.SeatLog(1, 1)[0].String(); s != "player 2 bet on orange as game winner" {
		t.Errorf("seat 1 sees its own bet as %q", s)
	}
	if got := g.Board().Stack(2); !slices.Equal(got, []Camel{Green, Orange, Yellow, White}) {
		t.Errorf("Stack(2) = %v, want green orange yellow white", got)
	}
	if got := g.WinnerBets(); !slices.Equal(got, []GameBet{{1, Orange}}) {
		t.Errorf("WinnerBets() = %v", got)
	}
	if got := g.LoserBets(); !slices.Equal(got, []GameBet{{1, Blue}}) {
		t.Errorf("LoserBets() = %v", got)
	}
	for a, want := range map[Action]string{
		Move():                 "move a camel",
		Trap(7, Plus):          "+1 trap on 7",
		Bet(RoundBet, Green):   "round bet on green",
		Bet(LoserBet, Yellow):  "loser bet on yellow",
		Bet(WinnerBet, 9):      "winner bet on camel(9)",
		{Kind: 7, Camel: Blue}: "action(7) on blue",
	} {
		if got := a.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", a, got, want)
		}
	}
}

// TestTurnsSinceMove: the turns since a camel last moved, as the log tells
// them, are those a counter of every turn taken would keep.
func TestTurnsSinceMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 50 {
		g, err := New(MinPlayers+i%(MaxPlayers-MinPlayers+1), rand.New(rand.NewPCG(uint64(i), 3)))
		if err != nil {
			t.Fatal(err)
		}
		still := 0
		for !g.Over() {
			if got := g.TurnsSinceMove(); got != still {
				t.Fatalf("game %d: TurnsSinceMove() = %d, want %d", i, got, still)
			}
			a := Move()
			if legal := g.LegalActions(); rng.IntN(4) != 0 { // bets and traps mostly, so that runs grow
				a = legal[rng.IntN(len(legal))]
			}
			apply(t, g, a)
			still++
			if a.Kind == MoveCamel {
				still = 0
			}
		}
	}
}
