package holdembot

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"

	"parlor/poker"
)

// dealTable deals a hand at a table of n chairs, the button on chair n,
// from a deck shuffled by seed with the given chairs' hole cards put in.
func dealTable(t *testing.T, n int, seed uint64, holes map[int]string) *poker.Table {
	t.Helper()
	d := poker.NewDeck()
	d.Shuffle(rand.New(rand.NewPCG(seed, 37)))
	var order []poker.Card
	for d.Len() > 0 {
		c, _ := d.Pop()
		order = append(order, c)
	}
	cfg := poker.TableConfig{Level: 1, SmallBlind: 10, BigBlind: 20, Chairs: n, Button: n,
		SmallBlindChair: 1, BigBlindChair: 2, Cap: poker.CapUntilHeadsUp}
	for c := 1; c <= n; c++ {
		cfg.Stacks[c] = poker.StartingStack
		cfg.Names[c] = "p" + string(rune('0'+c))
	}
	var tb poker.Table
	cfg.Deck = poker.DeckOf(order...)
	if err := tb.Deal(cfg); err != nil {
		t.Fatal(err)
	}
	pos := map[poker.Card]int{}
	for i, c := range order {
		pos[c] = i
	}
	for chair, s := range holes {
		want, err := poker.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		got := tb.Hole(chair)
		for k := range 2 {
			i, j := pos[got[k]], pos[want[k]]
			order[i], order[j] = order[j], order[i]
			pos[order[i]], pos[order[j]] = i, j
		}
	}
	cfg.Deck = poker.DeckOf(order...)
	if err := tb.Deal(cfg); err != nil {
		t.Fatal(err)
	}
	for chair, s := range holes {
		want, _ := poker.ParseCards(s)
		if h := tb.Hole(chair); h[0] != want[0] || h[1] != want[1] {
			t.Fatalf("chair %d dealt %v, want %s", chair, h, s)
		}
	}
	return &tb
}

func actAt(t *testing.T, tb *poker.Table, kind poker.ActionKind) {
	t.Helper()
	c := tb.ToAct()
	var v poker.TableView
	tb.ViewInto(c, &v)
	for _, a := range v.Legal {
		if a.Kind == kind {
			if err := tb.Act(c, a); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("chair %d cannot %v", c, kind)
}

func TestNormalNineSeats(t *testing.T) {
	tests := []struct {
		name  string
		chair int
		hole  string
		folds int // players who fold in front
		want  poker.ActionKind
	}{
		{"AJo under the gun", 3, "Ah Jc", 0, poker.Fold},
		{"AKo under the gun", 3, "Ah Kc", 0, poker.Raise},
		{"KQo first in on the button", 9, "Kd Qs", 6, poker.Raise},
		{"T2o first in on the button", 9, "Td 2s", 6, poker.Fold},
	}
	for _, tt := range tests {
		tb := dealTable(t, 9, 1, map[int]string{tt.chair: tt.hole})
		for range tt.folds {
			actAt(t, tb, poker.Fold)
		}
		if tb.ToAct() != tt.chair {
			t.Fatalf("%s: chair %d to act", tt.name, tb.ToAct())
		}
		v := tb.View(tt.chair)
		if got := newTableNormal(rand.New(rand.NewPCG(1, 1))).DecideAt(&v); got.Kind != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got.Kind, tt.want)
		}
	}
}

// openCombos counts the starting hands v's chair raises first in.
func openCombos(v *poker.TableView) int {
	b := newTableNormal(rand.New(rand.NewPCG(1, 1)))
	n := 0
	for _, h := range allHands {
		if raise, _ := b.playsGroup(v, group(h)); raise {
			n++
		}
	}
	return n
}

func TestBustsMovePlaceLater(t *testing.T) {
	v := poker.TableView{Chairs: 9, Button: 9, SmallBlindChair: 1, BigBlindChair: 2, Chair: 6, Raises: 1}
	for c := 1; c <= 9; c++ {
		v.In[c] = true
	}
	before, wide := placeOf(&v, 6), openCombos(&v)
	for _, c := range []int{3, 7, 8} {
		v.In[c] = false
	}
	after, wider := placeOf(&v, 6), openCombos(&v)
	if before != placeMiddle || after != placeLate {
		t.Errorf("place %v, after three busts %v; want middle, then late", before, after)
	}
	if wider <= wide {
		t.Errorf("opens %d hands from middle, %d from late: no wider", wide, wider)
	}
}

func TestHardReadsThreeBet(t *testing.T) {
	tb := dealTable(t, 6, 2, map[int]string{6: "7h 7d"})
	actAt(t, tb, poker.Raise) // chair 3 opens
	actAt(t, tb, poker.Raise) // chair 4 three-bets
	actAt(t, tb, poker.Fold)  // chair 5
	b := newTableHard(rand.New(rand.NewPCG(1, 1)))
	v := tb.View(6)
	b.DecideAt(&v)
	w := &b.read.ranges[4].w
	total, aa, kk := float32(0), float32(0), float32(0)
	for i, h := range allHands {
		if h[0] == v.Hole[0] || h[0] == v.Hole[1] || h[1] == v.Hole[0] || h[1] == v.Hole[1] {
			continue // the hands Hard holds the cards of do not count
		}
		total += w[i]
		if h[0].Rank() == h[1].Rank() && h[0].Rank() == poker.Ace {
			aa += w[i]
		}
		if h[0].Rank() == h[1].Rank() && h[0].Rank() == poker.King {
			kk += w[i]
		}
	}
	prior := float32(6) / (1326 - 101) // six combos among the hands left beside Hard's
	if aa/total < 3*prior || kk/total < 3*prior {
		t.Errorf("AA's share %.4f, KK's %.4f after a three-bet; prior %.4f", aa/total, kk/total, prior)
	}
}

func TestStrengthFallsWithOpponents(t *testing.T) {
	hole, _ := poker.ParseCards("Kh Qh")
	board, _ := poker.ParseCards("Kd 8c 3s")
	h := [2]poker.Card{hole[0], hole[1]}
	one := measureMultiway(h, board, make([]*handRange, 1), 4000, rand.New(rand.NewPCG(3, 1)))
	three := measureMultiway(h, board, make([]*handRange, 3), 4000, rand.New(rand.NewPCG(3, 1)))
	if three.hs >= one.hs || three.eq >= one.eq {
		t.Errorf("against one: %+v, against three: %+v", one, three)
	}
	// Top pair, good kicker: ahead of about 9 in 10 single random hands.
	if one.hs < 0.8 || one.hs > 0.97 {
		t.Errorf("hand strength against one %.3f", one.hs)
	}
}

func TestTableBotsDeterministic(t *testing.T) {
	for _, name := range Names() {
		for _, seats := range []int{3, 6} {
			bots := []string{name, "caller", "maniac", "random", "equity", "sklansky"}[:seats]
			run := func() TableMatchResult {
				res, err := PlayTable(context.Background(), TableMatchConfig{Bots: bots, Hands: 60, Seed: 5})
				if err != nil {
					t.Fatal(err)
				}
				return res
			}
			if a, b := run(), run(); !reflect.DeepEqual(a, b) {
				t.Errorf("%s at %d seats: %v then %v", name, seats, a.MBB, b.MBB)
			}
		}
	}
}

func TestIncomeTable(t *testing.T) {
	if got := incomeChecksum(&incomeRates); got != incomeSum {
		t.Fatalf("income table checksum %s, want %s", got, incomeSum)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for _, cell := range []struct {
		hand string
		opps int
	}{{"AA", 1}, {"72o", 3}, {"T9s", 3}, {"KQo", 2}} {
		c, err := parseClass(cell.hand)
		if err != nil {
			t.Fatal(err)
		}
		fresh := rollOutIncome(c, cell.opps, 20000, r)
		if d := fresh - incomeRate(c, cell.opps); d > 0.06 || d < -0.06 {
			t.Errorf("%s against %d: table %.3f, roll-out %.3f", cell.hand, cell.opps, incomeRate(c, cell.opps), fresh)
		}
	}
	// Aces gain, and more so the more opponents pay in.
	aa, _ := parseClass("AA")
	if incomeRate(aa, 1) <= 0.5 || incomeRate(aa, 8) <= incomeRate(aa, 1) {
		t.Errorf("AA's income rates %.3f against one, %.3f against eight", incomeRate(aa, 1), incomeRate(aa, 8))
	}
}

// TestHardAgainstManiac: after some hands Hard takes the player who raises
// every time for a maniac (and the random player for none); heads-up with
// it in a ring pot, aces wait on the flop and raise on at the river.
func TestHardAgainstManiac(t *testing.T) {
	b := newTableHard(rand.New(rand.NewPCG(1, 1)))
	bots := [4]TableBot{nil, tableManiac{}, &tableRandom{r: rand.New(rand.NewPCG(2, 2))}, b}
	var v poker.TableView
	for seed := uint64(1); seed <= 60; seed++ {
		tb := dealTable(t, 3, seed, nil)
		for !tb.Over() {
			c := tb.ToAct()
			tb.ViewInto(c, &v)
			if err := tb.Act(c, bots[c].DecideAt(&v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !b.maniac("p1") || b.maniac("p2") {
		t.Fatalf("maniac(p1) %v, maniac(p2) %v; want true, false", b.maniac("p1"), b.maniac("p2"))
	}
	if !b.uncapped {
		t.Fatal("no uncapped heads-up pot seen in 60 hands against a maniac")
	}
	// Hard on the button (chair 3) with aces; the maniac in the small blind
	// raises, the big blind folds.
	tb := dealTable(t, 3, 99, map[int]string{3: "As Ad"})
	actAt(t, tb, poker.Call)  // chair 3 limps
	actAt(t, tb, poker.Raise) // chair 1
	actAt(t, tb, poker.Fold)  // chair 2
	actAt(t, tb, poker.Call)  // chair 3
	for street := poker.Flop; street <= poker.River; street++ {
		actAt(t, tb, poker.Bet) // the maniac
		v := tb.View(3)
		got := b.DecideAt(&v)
		want := poker.Call
		if street == poker.River {
			want = poker.Raise
		}
		if got.Kind != want {
			t.Fatalf("%v: aces %v on %v, want %v", street, got, v.Board, want)
		}
		if err := tb.Act(3, got); err != nil {
			t.Fatal(err)
		}
		if street == poker.River {
			actAt(t, tb, poker.Raise)
			v = tb.View(3)
			if got := b.DecideAt(&v); got.Kind != poker.Raise {
				t.Fatalf("river re-raised: aces %v, want raise", got)
			}
		}
	}
}
