package holdembot

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"parlor/poker"
)

// TableMatchConfig sets up a headless run of bots at one table of 2 to 9.
//
// Ring (Hands > 0): stacks reset to poker.StartingStack every hand at
// 10/20, the cap lifted when a pot is heads-up. Deals are duplicate: every
// deck is dealt once per seating, the bots moved one chair round each time,
// so that every bot plays every chair with the same cards (as the computer
// poker competition's three-player events do), the button on the same chair.
//
// Sit-and-go (SitAndGos > 0): whole sit-and-gos from poker.StartingStack
// with the blind schedule; the bots move one chair round from one to the
// next.
type TableMatchConfig struct {
	Bots      []string // one a chair, from chair 1
	Hands     int      // ring hands; rounded up to whole rounds of seatings
	SitAndGos int
	Seed      uint64
	// Progress is told how many hands (ring) or sit-and-gos just finished.
	Progress func(n int)
	// Hand, when set, receives every finished hand: its Table, the chair
	// of each bot (chair[i] for bot i), and the sit-and-go's number (from
	// 1; 0 in a ring run). An error stops the run.
	Hand func(t *poker.Table, chair []int, sitngo int) error
}

// TableMatchResult is the outcome by bot (in the order of Bots).
type TableMatchResult struct {
	Hands int
	// Ring: each bot's winnings in milli-big-blinds a hand and the
	// half-width of the 95 % interval (one sample a deal, over its seatings).
	MBB, MBBHalf []float64
	// Sit-and-go: each bot's places (Places[i][p-1] counts place p), mean
	// place and the half-width of its 95 % interval.
	SitAndGos int
	Places    [][]int
	MeanPlace []float64
	PlaceHalf []float64
}

// PlayTable runs cfg, stopped early with ctx's error once ctx is done (the
// result then holds what was played).
func PlayTable(ctx context.Context, cfg TableMatchConfig) (TableMatchResult, error) {
	n := len(cfg.Bots)
	if n < 2 || n > poker.MaxChairs {
		return TableMatchResult{}, fmt.Errorf("%w: %d bots, a table takes 2 to %d", poker.ErrBadConfig, n, poker.MaxChairs)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 36))
	bots := make([]TableBot, n)
	for i, name := range cfg.Bots {
		b, err := NewTableBot(name, rand.New(rand.NewPCG(cfg.Seed, uint64(i+1))))
		if err != nil {
			return TableMatchResult{}, err
		}
		bots[i] = b
	}
	if cfg.SitAndGos > 0 {
		return playSitAndGos(ctx, cfg, bots, r)
	}
	return playRing(ctx, cfg, bots, r)
}

// seatingOf puts bot i in chair (i+k) mod n + 1.
func seatingOf(n, k int, chair []int, who *[poker.MaxChairs + 1]int) {
	for i := range n {
		chair[i] = (i+k)%n + 1
		who[chair[i]] = i
	}
}

func playOut(t *poker.Table, apply func(int, poker.Action) error, bots []TableBot, who *[poker.MaxChairs + 1]int, v *poker.TableView) error {
	for !t.Over() {
		c := t.ToAct()
		t.ViewInto(c, v)
		a := bots[who[c]].DecideAt(v)
		if err := apply(c, a); err != nil {
			return fmt.Errorf("%w: bot %d in chair %d: %w", ErrBotMove, who[c]+1, c, err)
		}
	}
	return nil
}

func playRing(ctx context.Context, cfg TableMatchConfig, bots []TableBot, r *rand.Rand) (TableMatchResult, error) {
	n := len(bots)
	deals := (max(cfg.Hands, 1) + n - 1) / n
	res := TableMatchResult{MBB: make([]float64, n), MBBHalf: make([]float64, n)}
	sum, sum2 := make([]float64, n), make([]float64, n)
	chair := make([]int, n)
	var who [poker.MaxChairs + 1]int
	var t poker.Table
	var v poker.TableView
	lv := poker.LevelOf(1)
	played := 0
	for d := range deals {
		deck := poker.NewDeck()
		deck.Shuffle(r)
		button := d%n + 1
		tc := poker.TableConfig{Level: 1, SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind, Chairs: n,
			Button: button, SmallBlindChair: button%n + 1, BigBlindChair: (button+1)%n + 1,
			Cap: poker.CapUntilHeadsUp, Deck: deck}
		if n == 2 {
			tc.SmallBlindChair, tc.BigBlindChair = button, button%n+1
		}
		net := make([]float64, n)
		for k := range n {
			if err := ctx.Err(); err != nil {
				return finishRing(res, sum, sum2, played, lv.BigBlind), err
			}
			seatingOf(n, k, chair, &who)
			for i := range n {
				tc.Stacks[chair[i]] = poker.StartingStack
				tc.Names[chair[i]] = cfg.Bots[i]
			}
			tc.Number = d*n + k + 1
			if err := t.Deal(tc); err != nil {
				return res, err
			}
			if err := playOut(&t, t.Act, bots, &who, &v); err != nil {
				return res, err
			}
			st := t.Stacks()
			for i := range n {
				net[i] += float64(st[chair[i]] - poker.StartingStack)
			}
			if cfg.Hand != nil {
				if err := cfg.Hand(&t, chair, 0); err != nil {
					return finishRing(res, sum, sum2, played, lv.BigBlind), err
				}
			}
		}
		played += n
		for i := range n {
			x := net[i] / float64(n) // chips a hand over the deal's seatings
			sum[i] += x
			sum2[i] += x * x
		}
		if cfg.Progress != nil {
			cfg.Progress(n)
		}
	}
	return finishRing(res, sum, sum2, played, lv.BigBlind), nil
}

func finishRing(res TableMatchResult, sum, sum2 []float64, hands, bb int) TableMatchResult {
	res.Hands = hands
	deals := float64(hands / max(len(sum), 1))
	for i := range sum {
		if deals == 0 {
			break
		}
		mean := sum[i] / deals
		res.MBB[i] = mean / float64(bb) * 1000
		if deals > 1 {
			sd := math.Sqrt(max(sum2[i]/deals-mean*mean, 0) * deals / (deals - 1))
			res.MBBHalf[i] = 1.96 * sd / math.Sqrt(deals) / float64(bb) * 1000
		}
	}
	return res
}

func playSitAndGos(ctx context.Context, cfg TableMatchConfig, bots []TableBot, r *rand.Rand) (TableMatchResult, error) {
	n := len(bots)
	res := TableMatchResult{Places: make([][]int, n), MeanPlace: make([]float64, n), PlaceHalf: make([]float64, n)}
	for i := range res.Places {
		res.Places[i] = make([]int, n)
	}
	chair := make([]int, n)
	var who [poker.MaxChairs + 1]int
	var v poker.TableView
	names := make([]string, n)
	for j := range cfg.SitAndGos {
		if err := ctx.Err(); err != nil {
			return finishPlaces(res), err
		}
		seatingOf(n, j, chair, &who)
		for i := range n {
			names[chair[i]-1] = cfg.Bots[i]
		}
		s, err := poker.NewSitAndGo(poker.SitAndGoConfig{Names: names, Button: 1 + r.IntN(n), Rand: r})
		if err != nil {
			return res, err
		}
		for !s.Over() {
			if err := ctx.Err(); err != nil {
				return finishPlaces(res), err
			}
			if s.HandNumber() >= matchHandLimit {
				return res, fmt.Errorf("holdembot: sit-and-go %d has no end after %d hands", j+1, matchHandLimit)
			}
			if err := s.Deal(); err != nil {
				return res, err
			}
			if err := playOut(s.Table(), s.Act, bots, &who, &v); err != nil {
				return res, err
			}
			res.Hands++
			if cfg.Hand != nil {
				if err := cfg.Hand(s.Table(), chair, j+1); err != nil {
					return finishPlaces(res), err
				}
			}
		}
		places := s.Places()
		for i := range n {
			res.Places[i][places[chair[i]]-1]++
		}
		res.SitAndGos++
		if cfg.Progress != nil {
			cfg.Progress(1)
		}
	}
	return finishPlaces(res), nil
}

// finishPlaces works out each bot's mean place and its 95 % interval.
func finishPlaces(res TableMatchResult) TableMatchResult {
	m := float64(res.SitAndGos)
	for i, counts := range res.Places {
		if m == 0 {
			break
		}
		var s, s2 float64
		for p, k := range counts {
			s += float64(p+1) * float64(k)
			s2 += float64((p+1)*(p+1)) * float64(k)
		}
		mean := s / m
		res.MeanPlace[i] = mean
		if m > 1 {
			sd := math.Sqrt(max(s2/m-mean*mean, 0) * m / (m - 1))
			res.PlaceHalf[i] = 1.96 * sd / math.Sqrt(m)
		}
	}
	return res
}
