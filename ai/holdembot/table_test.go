package holdembot

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"

	"parlor/poker"
)

// TestTableBotsPlayLegally seats every bot at sit-and-gos of 2 to 9 and
// checks that each plays only legal actions to the end.
func TestTableBotsPlayLegally(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 6))
	names := Names()
	for n := 2; n <= 9; n++ {
		seats := make([]string, n)
		bots := make([]TableBot, n+1)
		for i := range seats {
			seats[i] = names[(i+n)%len(names)]
			b, err := NewTableBot(seats[i], r)
			if err != nil {
				t.Fatal(err)
			}
			bots[i+1] = b
		}
		s, err := poker.NewSitAndGo(poker.SitAndGoConfig{Names: seats, Rand: r})
		if err != nil {
			t.Fatal(err)
		}
		var v poker.TableView
		for hands := 0; !s.Over() && hands < 300; hands++ {
			if err := s.Deal(); err != nil {
				t.Fatal(err)
			}
			for tb := s.Table(); !tb.Over(); {
				c := tb.ToAct()
				tb.ViewInto(c, &v)
				if err := s.Act(c, bots[c].DecideAt(&v)); err != nil {
					t.Fatalf("%d seats: %s in chair %d: %v", n, seats[c-1], c, err)
				}
			}
		}
	}
}

func TestTableSklanskyByPosition(t *testing.T) {
	// Six-handed, nobody in yet: 77 (group 5) folds early and plays on the button.
	cards := func(s string) [2]poker.Card {
		c, _ := poker.ParseCards(s)
		return [2]poker.Card{c[0], c[1]}
	}
	v := poker.TableView{Chairs: 6, Button: 6, SmallBlindChair: 1, BigBlindChair: 2, Raises: 1, Owed: 20,
		Legal: []poker.Action{{Kind: poker.Fold}, {Kind: poker.Call, Amount: 20}, {Kind: poker.Raise, Amount: 40}}}
	for c := 1; c <= 6; c++ {
		v.In[c] = true
	}
	b := &TableSklansky{eq: TableEquity{r: rand.New(rand.NewPCG(1, 1)), samples: 50}}
	tests := []struct {
		chair int
		hole  string
		want  poker.ActionKind
	}{
		{3, "7c 7d", poker.Fold},
		{6, "7c 7d", poker.Call},
		{3, "Ac Ad", poker.Raise},
		{6, "Kc Qd", poker.Raise}, // group 4 raises on the button
		{3, "7c 2d", poker.Fold},
	}
	for _, tt := range tests {
		v.Chair, v.Hole = tt.chair, cards(tt.hole)
		if got := b.DecideAt(&v); got.Kind != tt.want {
			t.Errorf("chair %d %s: %v, want %v", tt.chair, tt.hole, got.Kind, tt.want)
		}
	}
}

func TestMultiwayShare(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	aa := [2]poker.Card{poker.NewCard(poker.Ace, poker.Spades), poker.NewCard(poker.Ace, poker.Hearts)}
	one, five := multiwayShare(aa, nil, 1, 4000, r), multiwayShare(aa, nil, 5, 4000, r)
	// Aces win about 85 % heads-up and about 49 % against five random hands.
	if one < 0.82 || one > 0.88 || five < 0.45 || five > 0.53 {
		t.Errorf("share of AA: %.3f against one, %.3f against five", one, five)
	}
}

func TestPlayTableRing(t *testing.T) {
	var mu sync.Mutex
	chips := 0
	hands := 0
	res, err := PlayTable(context.Background(), TableMatchConfig{
		Bots: []string{"maniac", "caller", "random"}, Hands: 300, Seed: 1,
		Hand: func(_ int, tb *poker.Table, chair []int) error {
			mu.Lock()
			defer mu.Unlock()
			hands++
			st := tb.StartStacks()
			for _, c := range chair {
				chips += tb.Stacks()[c] - st[c]
			}
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Hands != 300 || hands != 300 || chips != 0 {
		t.Fatalf("%d hands (%d seen), net chips %d", res.Hands, hands, chips)
	}
	// Duplicate seatings: the table's winnings sum to zero.
	if s := res.MBB[0] + res.MBB[1] + res.MBB[2]; math.Abs(s) > 1e-6 {
		t.Errorf("mbb sum %v, want 0 (%v)", s, res.MBB)
	}
}

func TestPlayTableSitAndGos(t *testing.T) {
	res, err := PlayTable(context.Background(), TableMatchConfig{
		Bots: []string{"sklansky", "caller", "maniac", "random"}, SitAndGos: 8, Seed: 2,
	})
	if err != nil {
		t.Fatal(err)
	}
	mean := 0.0
	for i := range 4 {
		n := 0
		for _, k := range res.Places[i] {
			n += k
		}
		if n != 8 {
			t.Errorf("bot %d placed %d times, want 8", i, n)
		}
		mean += res.MeanPlace[i]
	}
	if mean != 10 { // 1+2+3+4
		t.Errorf("mean places sum to %v, want 10", mean)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PlayTable(ctx, TableMatchConfig{Bots: []string{"caller", "caller"}, SitAndGos: 3}); err == nil {
		t.Error("a cancelled run did not stop")
	}
}

// TestPlayTableWorkers: a seed gives the same result and the same hands,
// session by session, whatever the number of workers.
func TestPlayTableWorkers(t *testing.T) {
	for _, cfg := range []TableMatchConfig{
		{Bots: []string{"maniac", "caller", "random", "sklansky"}, Hands: 2*TableSessionHands(4) + 40, Seed: 7},
		{Bots: []string{"random", "caller", "maniac"}, SitAndGos: 9, Seed: 8},
	} {
		var first TableMatchResult
		var firstHands map[int][]string
		for _, workers := range []int{1, 3, 8} {
			var mu sync.Mutex
			hands := map[int][]string{}
			c := cfg
			c.Workers = workers
			c.Hand = func(s int, tb *poker.Table, chair []int) error {
				line := fmt.Sprint(tb.Number(), chair, tb.Stacks())
				mu.Lock()
				hands[s] = append(hands[s], line)
				mu.Unlock()
				return nil
			}
			res, err := PlayTable(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if workers == 1 {
				first, firstHands = res, hands
				continue
			}
			if !reflect.DeepEqual(res, first) {
				t.Errorf("%d workers: %+v, one worker: %+v", workers, res, first)
			}
			if !reflect.DeepEqual(hands, firstHands) {
				t.Errorf("%d workers played other hands than one worker", workers)
			}
		}
		if cfg.SitAndGos == 0 && (len(firstHands) != 3 || len(firstHands[0]) != TableSessionHands(4) || len(firstHands[2]) != 40) {
			t.Errorf("ring sessions: %d, of %d, %d hands", len(firstHands), len(firstHands[0]), len(firstHands[2]))
		}
		if cfg.SitAndGos > 0 && len(firstHands) != cfg.SitAndGos {
			t.Errorf("%d sit-and-go sessions, want %d", len(firstHands), cfg.SitAndGos)
		}
	}
}
