package camelupbot

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/camelup"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestPlayer0(t *testing.T) {
	v := view(t, "0:B 1:G 2:OYW", camelup.AllCamels)
	if a := (Player0{}).Decide(v); a != camelup.Move() {
		t.Errorf("Player0 = %v, want a move", a)
	}
}

func TestPlayer1(t *testing.T) {
	tests := []struct {
		name  string
		coins []int
		bets  bool // want round bets; else traps on 1–10
	}{
		{"poorest", []int{2, 3, 4, 5}, true},
		{"tied poorest", []int{3, 3, 4, 3}, true},
		{"not poorest", []int{4, 3, 4, 5}, false},
		{"richest", []int{9, 0, 0, 0}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := view(t, "0:B 1:G 2:OYW", camelup.AllCamels)
			v.Coins = tt.coins
			p := NewPlayer1(rand.New(rand.NewPCG(1, 2)))
			camels := map[camelup.Camel]bool{}
			squares := map[int]bool{}
			kinds := map[camelup.TrapKind]bool{}
			for range 500 {
				a := p.Decide(v)
				switch {
				case tt.bets && a.Kind == camelup.RoundBet:
					camels[a.Camel] = true
				case !tt.bets && a.Kind == camelup.PlaceTrap && a.Square >= 1 && a.Square <= 10:
					squares[a.Square] = true
					kinds[a.Trap] = true
				default:
					t.Fatalf("Player1 with coins %v = %v", tt.coins, a)
				}
			}
			if tt.bets && len(camels) != camelup.NumCamels {
				t.Errorf("bets on %d camels in 500 tries, want all 5", len(camels))
			}
			if !tt.bets && (len(squares) != 10 || len(kinds) != 2) {
				t.Errorf("traps on %d squares of %d kinds in 500 tries, want 10 and 2", len(squares), len(kinds))
			}
		})
	}
}

func TestPlayer2(t *testing.T) {
	v := view(t, "0:B 1:G 2:OYW", camelup.AllCamels)
	p := NewPlayer2(rand.New(rand.NewPCG(1, 2)))
	var n [camelup.NumCamels]int
	for range 1000 {
		a := p.Decide(v)
		if a.Kind != camelup.RoundBet || !a.Camel.Valid() {
			t.Fatalf("Player2 = %v, want a round bet", a)
		}
		n[a.Camel]++
	}
	for c, k := range n {
		if k < 140 || k > 260 {
			t.Errorf("Player2 bet %d times of 1000 on %v, want about 200", k, camelup.Camel(c))
		}
	}
}

func TestBogartFormulas(t *testing.T) {
	// nearness: 0.9·14 + 0.07·10 + 0.03·3 over 16.
	b, err := camelup.ParseBoard("0:B 3:G 10:O 14:YW")
	if err != nil {
		t.Fatal(err)
	}
	// The leader is W, second Y (under it), third O.
	if got, want := nearness(b), (0.9*14+0.07*14+0.03*10)/16; !near(got, want) {
		t.Errorf("nearness = %v, want %v", got, want)
	}
	tests := []struct {
		coins []int
		delta float64
	}{
		{[]int{10, 3, 4, 5}, 0},   // leads
		{[]int{5, 3, 5, 4}, 0},    // tied for the lead
		{[]int{3, 3, 13, 4}, 10},  // 10 behind
		{[]int{0, 30, 13, 4}, 30}, // 30 behind
	}
	for _, tt := range tests {
		v := camelup.View{Board: b, Coins: tt.coins}
		want := (-0.2 + 0.0394*tt.delta + 0.00288*tt.delta*tt.delta) * nearness(b)
		if got := riskiness(v); !near(got, want) {
			t.Errorf("riskiness with coins %v = %v, want %v", tt.coins, got, want)
		}
	}
	for _, tt := range []struct {
		chance float64
		placed int
		want   float64
	}{
		{0.5, 0, (0.42857-4.37143+12)*0.5 - 0.5},
		{0.5, 2, (0.42857*4-4.37143*2+12)*0.5 - 0.5},
		{1, 1, (0.42857*4 - 4.37143*2 + 12)},
		{0, 3, -1},
	} {
		if got := gameBetEV(tt.chance, tt.placed); !near(got, tt.want) {
			t.Errorf("gameBetEV(%v, %d) = %v, want %v", tt.chance, tt.placed, got, tt.want)
		}
	}
}

// TestBogartChoices checks Bogart's choice in hand-made positions.
func TestBogartChoices(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		unmoved camelup.CamelSet
		coins   []int
		backed  []camelup.Camel // its loser bets so far
		want    camelup.Action
	}{
		// Only blue, far behind, has to move: white surely leads the
		// round, a 5-coin bet, worth more than any game bet.
		{"sure round bet", "0:B 1:G 2:O 3:Y 5:W", camelup.CamelSet(0).With(camelup.Blue), nil, nil,
			camelup.Bet(camelup.RoundBet, camelup.White)},
		// Far behind, it gambles on white for the race (upshot 8).
		{"behind, it gambles", "0:B 1:G 2:O 3:Y 5:W", camelup.CamelSet(0).With(camelup.Blue), []int{3, 30, 4, 4}, nil,
			camelup.Bet(camelup.WinnerBet, camelup.White)},
		// Blue is hopelessly last near the end: the loser bet.
		{"sure loser", "0:B 14:GOYW", camelup.AllCamels, nil, nil,
			camelup.Bet(camelup.LoserBet, camelup.Blue)},
		// Having backed blue already, it skips it and takes the next best.
		{"skips what it backed", "0:B 14:GOYW", camelup.AllCamels, nil, []camelup.Camel{camelup.Blue},
			camelup.Bet(camelup.WinnerBet, camelup.White)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := view(t, tt.board, tt.unmoved)
			if tt.coins != nil {
				v.Coins = tt.coins
			}
			v.MyLoserBets = tt.backed
			for range tt.backed {
				v.LoserBets = append(v.LoserBets, 0)
			}
			p := newBogart(rand.New(rand.NewPCG(1, 2)))
			if a := p.Decide(v); a != tt.want {
				t.Errorf("Bogart = %v, want %v", a, tt.want)
			}
		})
	}
}

// TestBogartNeverTraps plays a few games and checks that Bogart never lays
// a trap, and only bets on a camel for the game once.
func TestBogartNeverTraps(t *testing.T) {
	for seed := range uint64(3) {
		rng := rand.New(rand.NewPCG(seed, 9))
		bogart := newBogart(rng)
		bogart.Playouts = 1000
		g, _, err := play([]Player{NewPlayer1(rng), bogart, Player0{}, NewPlayer2(rng)}, rng)
		if err != nil {
			t.Fatal(err)
		}
		backed := camelup.CamelSet(0)
		for _, e := range g.Log() {
			if e.Seat != 1 {
				continue
			}
			switch e.Kind {
			case camelup.EventTrapPlaced:
				t.Errorf("seed %d: Bogart laid a trap: %v", seed, e)
			case camelup.EventWinnerBet, camelup.EventLoserBet:
				if backed.Has(e.Camel) {
					t.Errorf("seed %d: Bogart backed %v twice", seed, e.Camel)
				}
				backed = backed.With(e.Camel)
			}
		}
	}
}

func TestExpertGameEV(t *testing.T) {
	sure := func(c camelup.Camel) [camelup.NumCamels]float64 {
		var g [camelup.NumCamels]float64
		g[c] = 1
		return g
	}
	half := [camelup.NumCamels]float64{0.5, 0.5}
	tests := []struct {
		name    string
		guesses [][camelup.NumCamels]float64
		want    float64 // for a bet on blue that wins half the time
	}{
		{"first in line", nil, 8*0.5 - 0.5},
		{"behind one", [][camelup.NumCamels]float64{sure(camelup.Blue)}, 5*0.5 - 0.5},
		{"behind a bet on another camel", [][camelup.NumCamels]float64{sure(camelup.Green)}, 8*0.5 - 0.5},
		{"behind four", [][camelup.NumCamels]float64{sure(0), sure(0), sure(0), sure(0)}, 1*0.5 - 0.5},
		{"behind two maybes", [][camelup.NumCamels]float64{half, half}, (8*0.25+5*0.5+3*0.25)*0.5 - 0.5},
	}
	for _, tt := range tests {
		if got := gameEV(0.5, tt.guesses, camelup.Blue); !near(got, tt.want) {
			t.Errorf("%s: gameEV = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestExpertGuessesBets: a game bet another seat places when white is the
// clear favourite is taken to be on white; the expert's own are known.
func TestExpertGuessesBets(t *testing.T) {
	v := view(t, "0:B 1:G 2:O 3:Y 12:W", camelup.AllCamels)
	v.WinnerBets = []int{2, 0}
	v.MyWinnerBets = []camelup.Camel{camelup.Green}
	p := newExpert()
	p.Decide(v)
	if g := p.guesses[0]; len(g) != 2 || g[0][camelup.White] < 0.9 || g[1][camelup.Green] != 1 {
		t.Errorf("guesses = %v, want seat 2 on white and its own on green", g)
	}
	p.Decide(v) // the same bets again
	if len(p.guesses[0]) != 2 {
		t.Errorf("seeing the same bets again made %d guesses, want 2", len(p.guesses[0]))
	}
}

// TestExpertGuessesNoCamelTwice: nobody may back a camel twice, so a seat's
// second game bet is taken to be on another camel than its first.
func TestExpertGuessesNoCamelTwice(t *testing.T) {
	// White is the favourite (about 60 %), yellow next (25 %).
	v := view(t, "0:B 1:G 2:O 7:Y 9:W", camelup.AllCamels)
	v.WinnerBets = []int{2, 1, 2}
	p := newExpert()
	p.Decide(v)
	race := v.Race()
	if race.Win[camelup.White] < 0.5 || argmax(race.Win) != camelup.White {
		t.Fatalf("race odds %v: the test needs white the clear favourite", race.Win)
	}
	g := p.guesses[0]
	if g[0][camelup.White] < 0.7 || g[1][camelup.White] < 0.7 {
		t.Errorf("seats 2 and 1 first back white with chances %.2f and %.2f, want most", g[0][camelup.White], g[1][camelup.White])
	}
	if g[2][camelup.White] > 0.3 || argmax(g[2]) != camelup.Yellow {
		t.Errorf("seat 2's second winner bet: %v, want it on yellow rather than white", g[2])
	}
}

// TestExpertChoices checks the expert's choice in hand-made positions.
func TestExpertChoices(t *testing.T) {
	t.Run("sure round bet", func(t *testing.T) {
		v := view(t, "0:B 1:G 2:O 3:Y 5:W", camelup.CamelSet(0).With(camelup.Blue))
		if a := newExpert().Decide(v); a != camelup.Bet(camelup.RoundBet, camelup.White) {
			t.Errorf("expert = %v, want a round bet on white", a)
		}
	})
	t.Run("sure winner", func(t *testing.T) {
		// White is two squares from home and far ahead; the round bets
		// are gone.
		v := view(t, "0:B 1:G 2:O 3:Y 14:W", camelup.AllCamels)
		for c := range v.RoundBets {
			v.RoundBets[c] = []int{1, 2, 3, 1}
		}
		if a := newExpert().Decide(v); a != camelup.Bet(camelup.WinnerBet, camelup.White) {
			t.Errorf("expert = %v, want a winner bet on white", a)
		}
	})
	t.Run("best trap", func(t *testing.T) {
		// Every camel backed, every round bet down to 1 coin: only a trap
		// can beat moving, and the pack is about to run over 1–3.
		v := view(t, "0:BGOYW", camelup.AllCamels)
		for c := range v.RoundBets {
			v.RoundBets[c] = []int{1, 2, 3, 1}
		}
		v.MyWinnerBets = []camelup.Camel{camelup.Blue, camelup.Green, camelup.Orange}
		v.MyLoserBets = []camelup.Camel{camelup.Yellow, camelup.White}
		odds := v.Odds()
		want, best := camelup.Move(), 1.0
		for s := range odds.TrapEV {
			for k, kind := range []camelup.TrapKind{camelup.Plus, camelup.Minus} {
				if odds.TrapLegal[s] && odds.TrapEV[s][k] > best {
					want, best = camelup.Trap(s, kind), odds.TrapEV[s][k]
				}
			}
		}
		if want.Kind != camelup.PlaceTrap {
			t.Fatalf("no trap is worth more than a move here: the test needs another position")
		}
		if a := newExpert().Decide(v); a != want {
			t.Errorf("expert = %v, want %v (%.3f coins)", a, want, best)
		}
		// With that trap laid, laying it again gains nothing: move.
		v.Board.SetTrap(want.Square, want.Trap)
		v.TrapOwner[want.Square] = 0
		v.TrapSquare[0] = want.Square
		if a := newExpert().Decide(v); a.Kind == camelup.PlaceTrap && a.Square == want.Square {
			t.Errorf("expert lays its trap again on %d", a.Square)
		}
	})
}

// TestExpertPlaysToWin: the expert plays for the chance to end the
// richest, not for coins on average, so the same position is played
// safe ahead and bold behind.
func TestExpertPlaysToWin(t *testing.T) {
	t.Run("even odds", func(t *testing.T) {
		// Only white has yet to move, two behind its own −1 trap on 12
		// (well, the expert's): it leads 2 in 3 (a 1, or a 3) and the
		// round bet on it pays 2, else −1 — a coin on average, as much
		// as a move. Every camel is backed; the others have nothing
		// better than a move.
		v := view(t, "10:W 11:GOBY -12", camelup.CamelSet(0).With(camelup.White))
		v.TrapOwner[12], v.TrapSquare[0] = 0, 12
		v.RoundBets = [camelup.NumCamels][]int{{2}, {3, 3}, {2, 3}, {2, 2, 0}, {3, 3}}
		v.WinnerBets = []int{3, 3, 2, 3, 3, 2}
		v.LoserBets = []int{0, 0, 0, 3, 2, 0, 0}
		v.MyLoserBets = []camelup.Camel{camelup.Orange, camelup.Blue, camelup.Green, camelup.Yellow, camelup.White}
		odds := v.Odds()
		if !near(odds.BetEV[camelup.White], odds.MoveEV) {
			t.Fatalf("round bet on white worth %v, a move %v: the test needs them equal", odds.BetEV[camelup.White], odds.MoveEV)
		}
		for _, tt := range []struct {
			me   int
			want camelup.Action
		}{
			{24, camelup.Move()}, // ahead: the sure coin
			{16, camelup.Bet(camelup.RoundBet, camelup.White)}, // behind: the gamble
		} {
			v.Coins = []int{tt.me, 21, 14, 2}
			if a := newExpert().Decide(v); a != tt.want {
				t.Errorf("with coins %v: expert = %v, want %v", v.Coins, a, tt.want)
			}
		}
	})
	t.Run("long shot", func(t *testing.T) {
		// Yellow and orange on 15 are about to finish; white on 14 is
		// the outsider (30 %). Seat 1, the richest, is likely on
		// orange with the others. Level with it, the expert takes
		// orange's 3-coin tile (worth 2.1); five behind it takes
		// white's last tile (worth 0.25): if orange leads, seat 1's
		// bets win and no tile is enough.
		v := view(t, "9:G 12:B 14:W 15:YO", camelup.AllCamels)
		v.RoundBets[camelup.Green] = []int{2}
		v.RoundBets[camelup.Orange] = []int{1}
		v.RoundBets[camelup.White] = []int{3}
		v.WinnerBets = []int{3, 1, 2, 3, 2, 2, 3, 3}
		v.LoserBets = []int{0, 0, 0, 2, 2, 3}
		v.MyLoserBets = []camelup.Camel{camelup.White, camelup.Green, camelup.Blue}
		for _, tt := range []struct {
			me   int
			want camelup.Action
		}{
			{30, camelup.Bet(camelup.RoundBet, camelup.Orange)},
			{25, camelup.Bet(camelup.RoundBet, camelup.White)},
		} {
			v.Coins = []int{tt.me, 30, 8, 20}
			if a := newExpert().Decide(v); a != tt.want {
				t.Errorf("with coins %v: expert = %v, want %v", v.Coins, a, tt.want)
			}
		}
	})
}

// TestExpertTrapSways: a trap moves camels, so the expert lays the one that
// helps its bets most, not the one that earns most.
func TestExpertTrapSways(t *testing.T) {
	// Orange has moved and leads on top of yellow on 2; the expert holds
	// its 5-coin tile. Blue, green and white, behind, have yet to move: a
	// −1 trap on 2 sends whatever lands there under orange, while one on
	// 3, where most would land, earns more.
	v := view(t, "0:BG 1:W 2:YO", camelup.AllCamels.Without(camelup.Orange))
	v.Coins = []int{3, 4}
	v.TrapSquare = []int{-1, -1}
	v.RoundBets[camelup.Orange] = []int{0}
	odds := v.Odds()
	best, _, _ := odds.BestTrap()
	if best != camelup.Trap(3, camelup.Minus) {
		t.Fatalf("the trap that earns most is %v: the test needs the -1 on 3", best)
	}
	want := camelup.Trap(2, camelup.Minus)
	if a := newExpert().Decide(v); a != want {
		t.Errorf("expert = %v, want %v", a, want)
	}
	b := v.Board
	b.SetTrap(2, camelup.Minus)
	if with := camelup.Round(b, v.Unmoved).Lead[camelup.Orange]; with <= odds.Lead[camelup.Orange] {
		t.Errorf("with the trap orange leads with chance %v, without %v: want more", with, odds.Lead[camelup.Orange])
	}
}

// TestExpertOthersPlay: in the expert's look ahead, the others take the
// best round-bet tiles while they are worth more than a move, then the
// first place in line for the likeliest winner; what they take is theirs
// in the ledger.
func TestExpertOthersPlay(t *testing.T) {
	var tb table
	tb.lead[camelup.White], tb.second[camelup.White] = 0.8, 0.1
	tb.lead[camelup.Green], tb.second[camelup.Green] = 0.2, 0.7
	tb.race.Win = [camelup.NumCamels]float64{0.1, 0.1, 0.1, 0.1, 0.6}
	tb.race.Lose = [camelup.NumCamels]float64{0.2, 0.2, 0.2, 0.2, 0.2}
	l := make(ledger, 7)
	seat := 0
	others := func(n int) {
		for range n {
			seat++
			tb.play(l, seat, tb.othersChoice(seat), 1, false)
		}
	}
	// White's tiles are worth 4.0, 2.4, 1.6, then 0.8; green's first
	// 1.6. The winner bet on white first in line is worth 8·0.6 − 0.4 =
	// 4.4, second 2.6, third 1.4.
	others(1)
	if len(tb.guesses[0]) != 1 || tb.guesses[0][0][camelup.White] < 0.9 {
		t.Fatalf("first seat did not back white for the game: %v", tb.guesses[0])
	}
	if got := l[1].win[camelup.White]; got < 7 || got > 8 {
		t.Errorf("seat 1's winner bet pays %v if white wins, want nearly 8", got)
	}
	// Then white's 5-tile (4.0), the second winner bet (2.6 > 2.4), the
	// 3-tile (2.4).
	others(3)
	if tb.bets != [camelup.NumCamels]int{0, 0, 0, 0, 2} || len(tb.guesses[0]) != 2 {
		t.Errorf("after three more seats: round bets %v, %d winner bets; want white 2 and 2", tb.bets, len(tb.guesses[0]))
	}
	if got := l[2].round[camelup.White][camelup.Green]; got != 5 {
		t.Errorf("seat 2's round bet pays %v if white leads, want 5", got)
	}
	// Two more take green's 5-tile and white's 2-tile, both worth 1.6
	// (more than the third winner bet, 1.4).
	others(2)
	if tb.bets[camelup.Green] != 1 || tb.bets[camelup.White] != 3 {
		t.Errorf("after two more seats: round bets %v, want green 1, white 3", tb.bets)
	}

	// The expert's own winner bet goes in line for sure and backs the camel.
	n := tb.clone()
	n.play(l, 0, camelup.Bet(camelup.WinnerBet, camelup.Blue), 1, true)
	if got := n.guesses[0][len(n.guesses[0])-1]; got[camelup.Blue] != 1 || !n.backed.Has(camelup.Blue) {
		t.Errorf("after a winner bet on blue: guess %v, backed %v", got, n.backed)
	}
	if len(tb.guesses[0]) != len(n.guesses[0])-1 {
		t.Errorf("play on a clone changed the table it was cloned from")
	}
	// First in line on blue but for the small chance that the others'
	// bets, guessed on white, are on blue.
	if got := l[0].win; got[camelup.Blue] < 7.9 || got[camelup.Blue] > 8 || got[camelup.White] != -1 {
		t.Errorf("the expert's winner bet on blue pays %v by the winner, want nearly 8 on blue, -1 on the others", got)
	}
}

// TestBogartPlayoutsAllocateNothing: the playout loop dominates the
// tournaments' time and must not touch the heap.
func TestBogartPlayoutsAllocateNothing(t *testing.T) {
	b, err := camelup.ParseBoard("0:B 1:GO 2:YW -6")
	if err != nil {
		t.Fatal(err)
	}
	p := newBogart(rand.New(rand.NewPCG(1, 2)))
	p.Playouts = 500
	unmoved := camelup.AllCamels
	allocs := testing.AllocsPerRun(20, func() {
		unmoved ^= camelup.CamelSet(0).With(camelup.Blue) // a new position each run
		p.playouts(b, unmoved)
	})
	if allocs != 0 {
		t.Errorf("playouts allocate %v times a run, want 0", allocs)
	}
	wins, loses := p.playouts(b, camelup.AllCamels)
	total := 0
	for c := range wins {
		total += wins[c]
		if loses[c] == 0 && c != int(camelup.White) {
			t.Errorf("%v never lost in 500 playouts from the start", camelup.Camel(c))
		}
	}
	if total != 500 {
		t.Errorf("wins add up to %d, want 500", total)
	}
}
