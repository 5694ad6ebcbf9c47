package second

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// step is one turn of a scripted game: an action, or a roll when roll is set.
type step struct {
	a    Action
	roll *Roll
}

func act(a Action) step                { return step{a: a} }
func rolls(d Die, c Camel, n int) step { return step{roll: &Roll{Die: d, Color: c, Steps: n}} }

func play(t *testing.T, g *Game, steps ...step) {
	t.Helper()
	for i, s := range steps {
		var err error
		if s.roll != nil {
			err = g.ApplyRoll(*s.roll)
		} else {
			err = g.Apply(s.a)
		}
		if err != nil {
			t.Fatalf("step %d (%+v): %v", i, s, err)
		}
	}
}

func newGame(t *testing.T, players int, board string) *Game {
	t.Helper()
	return NewFrom(players, mustBoard(t, board), rand.New(rand.NewPCG(1, 1)))
}

func coins(g *Game) []int {
	out := make([]int, g.Players())
	for i := range out {
		out[i] = g.Coins(i)
	}
	return out
}

const openBoard = "1:B 2:G 3:Y 4:R 5:P 14:K 16:W"

// legRolls ends the leg on openBoard with purple first and red second:
// purple 8, red 5, yellow 4, green 3, blue 1; black moves 14 → 13.
var legRolls = []step{
	rolls(Die(Purple), Purple, 3), rolls(Grey, Black, 1), rolls(Die(Red), Red, 1),
	rolls(Die(Yellow), Yellow, 1), rolls(Die(Green), Green, 1),
}

func TestLegScoring(t *testing.T) {
	g := newGame(t, 2, openBoard)
	steps := []step{
		act(Bet(LegBet, Purple)), act(Bet(LegBet, Purple)), // 5 and 3
		act(Bet(LegBet, Red)), act(Bet(LegBet, Blue)), // second +1, last −1
	}
	play(t, g, append(steps, legRolls...)...)
	// Seat 0: 5 + 1 + 3 pyramid tickets; seat 1: 3 − 1 + 2 pyramid tickets.
	if got, want := coins(g), []int{12, 7}; !reflect.DeepEqual(got, want) {
		t.Errorf("coins after the leg = %v, want %v", got, want)
	}
	if g.Leg() != 2 || g.PyramidDice() != allDice || g.Over() {
		t.Errorf("after five dice: leg %d, pyramid %06b, over %v; want leg 2, all dice back", g.Leg(), g.PyramidDice(), g.Over())
	}
	if err := g.Apply(Bet(LegBet, Purple)); err != nil {
		t.Errorf("a new leg gives the tickets back: %v", err)
	}
}

func TestFifthLegTicketRefused(t *testing.T) {
	g := newGame(t, 3, openBoard)
	for range ticketsPerCamel {
		play(t, g, act(Bet(LegBet, Green)))
	}
	before := g.View(g.Turn())
	err := g.Apply(Bet(LegBet, Green))
	if !errors.Is(err, ErrNoTicket) || !errors.Is(err, ErrIllegal) {
		t.Fatalf("fifth leg ticket on green: %v, want ErrNoTicket", err)
	}
	if after := g.View(g.Turn()); !reflect.DeepEqual(before, after) {
		t.Errorf("a refused action changed the game")
	}
	for _, a := range g.LegalActions() {
		if a.Kind == LegBet && a.Camel == Green {
			t.Errorf("LegalActions offers a fifth green ticket")
		}
	}
}

func TestNobodyBelowZero(t *testing.T) {
	// Blue cannot leave the back this leg: nothing carries it and it moves
	// at most 3. Seat 0 takes its four tickets, −4 on a purse of 3.
	g := newGame(t, 2, "1:B 8:G 9:Y 10:R 11:P 14:K 16:W")
	for range ticketsPerCamel {
		play(t, g, act(Bet(LegBet, Blue)), act(Move()))
	}
	play(t, g, act(Bet(WinnerCard, Green)), act(Move()))
	if g.Leg() != 2 {
		t.Fatalf("leg %d after five dice, want 2", g.Leg())
	}
	if g.Coins(0) != 0 {
		t.Errorf("seat 0 has %d coins, want 0 (3 − 4, floored)", g.Coins(0))
	}
}

func TestPartnership(t *testing.T) {
	g := newGame(t, 6, openBoard)
	play(t, g,
		act(PartnerWith(1)),      // seat 0
		act(Bet(LegBet, Purple)), // seat 1: 5, wins
		act(Bet(LegBet, Blue)),   // seat 2: 5, last
		act(PartnerWith(2)),      // seat 3
		legRolls[0],              // seat 4
		legRolls[1],              // seat 5
		legRolls[2],              // seat 0
		act(Bet(LegBet, Red)),    // seat 1: 5, second: +1
		legRolls[3],              // seat 2
		legRolls[4],              // seat 3
	)
	// Seat 0 copies one ticket of seat 1, the best (5, not 5 + 1); seat 3
	// is not made to copy seat 2's losing ticket.
	want := []int{3 + 1 + 5, 3 + 5 + 1, 3 - 1 + 1, 3 + 1, 3 + 1, 3 + 1}
	if got := coins(g); !reflect.DeepEqual(got, want) {
		t.Errorf("coins after the leg = %v, want %v", got, want)
	}
	for s := range 6 {
		if g.Partner(s) != -1 {
			t.Errorf("partner of seat %d after the leg = %d, want none", s, g.Partner(s))
		}
	}
}

func TestPartnershipRules(t *testing.T) {
	g := newGame(t, 6, openBoard)
	play(t, g, act(PartnerWith(2)))
	tests := []struct {
		name string
		a    Action
		want error
	}{
		{"seat 1 with seat 2, taken", PartnerWith(2), ErrUnavailable},
		{"seat 1 with seat 0, taken", PartnerWith(0), ErrUnavailable},
		{"seat 1 with itself", PartnerWith(1), ErrUnavailable},
		{"seat 1 with no seat", PartnerWith(6), ErrUnavailable},
		{"seat 1 with seat 3, who cannot refuse", PartnerWith(3), nil},
	}
	for _, tc := range tests {
		if err := g.Legal(tc.a); !errors.Is(err, tc.want) {
			t.Errorf("%s: Legal = %v, want %v", tc.name, err, tc.want)
		}
	}
	play(t, g, act(Move()))
	if err := g.Legal(PartnerWith(4)); !errors.Is(err, ErrPartnered) {
		t.Errorf("seat 2 partnered twice: %v, want ErrPartnered", err)
	}
	if err := newGame(t, 5, openBoard).Legal(PartnerWith(1)); !errors.Is(err, ErrNoPartners) {
		t.Errorf("partnership at 5 players: %v, want ErrNoPartners", err)
	}
}

func TestTiles(t *testing.T) {
	g := newGame(t, 3, openBoard)
	play(t, g, act(Spectator(8, Booing)))
	tests := []struct {
		name string
		a    Action
		want error
	}{
		{"space 1", Spectator(1, Cheering), ErrBadSpace},
		{"past 16", Spectator(17, Cheering), ErrBadSpace},
		{"a camel there", Spectator(4, Cheering), ErrTileCamel},
		{"on another tile", Spectator(8, Cheering), ErrTileOccupied},
		{"next to another tile", Spectator(9, Cheering), ErrTileAdjacent},
		{"no side", Spectator(11, NoTile), ErrBadTile},
		{"two spaces off", Spectator(10, Cheering), nil},
	}
	for _, tc := range tests {
		if err := g.Legal(tc.a); !errors.Is(err, tc.want) {
			t.Errorf("%s: Legal(%v) = %v, want %v", tc.name, tc.a, err, tc.want)
		}
	}
	play(t, g, act(Spectator(10, Cheering)), act(Move()))
	// Seat 0 moves its own tile next to where it was, and flips it.
	if err := g.Apply(Spectator(7, Cheering)); err != nil {
		t.Fatalf("moving one's own tile: %v", err)
	}
	if g.Board().Tile(8) != NoTile || g.TileOwner(7) != 0 {
		t.Errorf("after moving the tile: 8 holds %v, 7 owned by %d", g.Board().Tile(8), g.TileOwner(7))
	}
}

func TestTileLandingPaysOwner(t *testing.T) {
	g := newGame(t, 2, "1:B 2:G 3:Y 4:R 5:P 14:K 16:W")
	play(t, g, act(Spectator(7, Booing)), act(Spectator(12, Cheering)))
	play(t, g, rolls(Die(Purple), Purple, 2), rolls(Grey, Black, 2))
	// Purple lands on 7, booing: back to 6, seat 0 earns 1; black lands
	// on 12, cheering: on to 11, seat 1 earns 1.
	b := g.Board()
	if b.Space(Purple) != 6 || b.Space(Black) != 11 {
		t.Errorf("purple on %d, black on %d, want 6 and 11", b.Space(Purple), b.Space(Black))
	}
	if got, want := coins(g), []int{4, 4}; !reflect.DeepEqual(got, want) {
		t.Errorf("coins = %v, want %v", got, want)
	}
}

func TestFinishCards(t *testing.T) {
	g := newGame(t, 3, "1:B 2:G 3:Y 4:R 14:K 15:P 16:W")
	play(t, g,
		act(Bet(WinnerCard, Purple)), // seat 0: first right, 8
		act(Bet(WinnerCard, Purple)), // seat 1: second right, 5
		act(Bet(WinnerCard, Blue)),   // seat 2: wrong, −1
		act(Bet(LoserCard, Blue)),    // seat 0: right, 8
	)
	if err := g.Legal(Bet(LoserCard, Purple)); !errors.Is(err, ErrCardPlayed) {
		t.Errorf("seat 1's purple card twice: %v, want ErrCardPlayed", err)
	}
	if e := g.SeatLog(1, 0)[0]; e.Camel != NoCamel {
		t.Errorf("seat 1 sees seat 0's finish card on %v", e.Camel)
	}
	play(t, g, rolls(Die(Purple), Purple, 2)) // seat 1: purple crosses the line
	if !g.Over() {
		t.Fatal("the race did not end when purple crossed the line")
	}
	if got, want := coins(g), []int{3 + 8 + 8, 3 + 1 + 5, 3 - 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("coins = %v, want %v", got, want)
	}
	if got := g.Winners(); !reflect.DeepEqual(got, []int{0}) {
		t.Errorf("Winners = %v, want [0]", got)
	}
	if err := g.Apply(Move()); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the race: %v, want ErrGameOver", err)
	}
}

func TestCarriedBackwardsOverTheLineIsLast(t *testing.T) {
	g := newGame(t, 2, "1:KR 2:B 3:G 4:YP 16:W")
	play(t, g, act(Bet(LoserCard, Red)), act(Bet(LoserCard, Blue)), rolls(Grey, White, 2))
	// White shown, but only black carries a racing camel: black takes red
	// backwards over the line, the race ends and red is last.
	if !g.Over() {
		t.Fatal("the race did not end when black crossed the line")
	}
	end := g.Log()[len(g.Log())-1]
	if end.Kind != EventRaceEnd || end.Camel != Purple || end.Second != Red {
		t.Errorf("race end %v, want purple first, red last", end)
	}
	if got, want := coins(g), []int{3 + 8 + 1, 3 - 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("coins = %v, want %v", got, want)
	}
}

func TestTieSharesVictory(t *testing.T) {
	g := newGame(t, 3, openBoard)
	if got := g.Winners(); !reflect.DeepEqual(got, []int{0, 1, 2}) {
		t.Errorf("Winners with equal purses = %v, want all three", got)
	}
}

// TestRandomGames plays whole games of random legal actions: every action
// LegalActions offers is accepted, the game ends, stacks stay whole.
func TestRandomGames(t *testing.T) {
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 7))
		players := 2 + int(seed%7)
		g, err := New(players, rng)
		if err != nil {
			t.Fatal(err)
		}
		for turns := 0; !g.Over(); turns++ {
			if turns > 2000 {
				t.Fatalf("seed %d: no end after 2000 turns", seed)
			}
			as := g.LegalActions()
			a := as[rng.IntN(len(as))]
			if rng.IntN(3) == 0 {
				a = Move()
			}
			if err := g.View(g.Turn()).Legal(a); err != nil {
				t.Fatalf("seed %d: the view refuses %v: %v", seed, a, err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: Apply(%v) = %v", seed, a, err)
			}
			b := g.Board()
			for s := -3; s <= LastSpace+3; s++ {
				for h, c := range b.Stack(s) {
					if b.Height(c) != h {
						t.Fatalf("seed %d: stack on %d broken: %v", seed, s, b)
					}
				}
			}
			for _, c := range coins(g) {
				if c < 0 {
					t.Fatalf("seed %d: coins %v", seed, coins(g))
				}
			}
		}
	}
}

func TestPayTables(t *testing.T) {
	for i, want := range []int{5, 3, 2, 2} {
		if got := LegTicket(i); got != want {
			t.Errorf("LegTicket(%d) = %d, want %d", i, got, want)
		}
	}
	for k, want := range []int{8, 5, 3, 2, 1, 1, 1} {
		if got := FinishPay(k); got != want {
			t.Errorf("FinishPay(%d) = %d, want %d", k, got, want)
		}
	}
}

// TestRulesText: the rules page states the pay tables the engine uses.
func TestRulesText(t *testing.T) {
	text := strings.Join(rules, "\n")
	tickets := fmt.Sprintf("%d, %d, %d, %d", LegTicket(0), LegTicket(1), LegTicket(2), LegTicket(3))
	finish := fmt.Sprintf("%d, %d, %d, %d, %d", FinishPay(0), FinishPay(1), FinishPay(2), FinishPay(3), FinishPay(4))
	for _, want := range []string{tickets, finish, "five of the six dice", "# Parlor's choices", fmt.Sprintf("%d coins", startingCoins)} {
		if !strings.Contains(text, want) {
			t.Errorf("the rules page does not say %q", want)
		}
	}
}

func TestApplyRollRefusesImpossibleRolls(t *testing.T) {
	g := newGame(t, 2, openBoard)
	play(t, g, rolls(Die(Blue), Blue, 1))
	for _, r := range []Roll{
		{Die: Die(Blue), Color: Blue, Steps: 2}, // out of the pyramid
		{Die: Die(Green), Color: Green, Steps: 4},
		{Die: Die(Green), Color: Green, Steps: 0},
		{Die: Grey, Color: Red, Steps: 1},
	} {
		if err := g.ApplyRoll(r); !errors.Is(err, ErrBadAction) {
			t.Errorf("ApplyRoll(%v) = %v, want ErrBadAction", r, err)
		}
	}
}

// TestTurnsSinceMove: the turns since a die was last drawn, as the log
// tells them, are those a counter of every turn taken would keep.
func TestTurnsSinceMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for seed := range uint64(50) {
		g, err := New(2+int(seed%7), rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		still := 0
		for !g.Over() {
			if got := g.TurnsSinceMove(); got != still {
				t.Fatalf("seed %d: TurnsSinceMove() = %d, want %d", seed, got, still)
			}
			a := Move()
			if as := g.LegalActions(); rng.IntN(4) != 0 {
				a = as[rng.IntN(len(as))]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: Apply(%v) = %v", seed, a, err)
			}
			still++
			if a.Kind == Pyramid {
				still = 0
			}
		}
	}
}
