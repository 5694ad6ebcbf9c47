package holdembot

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"

	"parlor/poker"
)

// TableMatchConfig sets up a headless run of bots at one table of 2 to 9.
//
// Ring (Hands > 0): stacks reset to poker.StartingStack every hand at
// 10/20, the cap lifted when a pot is heads-up. Deals are duplicate: every
// deck is dealt once per seating, the bots moved one chair round each time,
// so that every bot plays every chair with the same cards (as the computer
// poker competition's three-player events do), the button on the same chair.
// The deals are played in sessions of TableSessionHands hands (the last may
// be shorter), each with fresh bots, numbered from 1 within the session.
//
// Sit-and-go (SitAndGos > 0): whole sit-and-gos from poker.StartingStack
// with the blind schedule; the bots move one chair round from one to the
// next. Each sit-and-go is a session, with fresh bots.
//
// Sessions run on Workers goroutines (ai/run); each one's randomness
// depends only on the seed and its number, and the result is summed in
// exact integers, so a seed gives the same result and the same hands
// whatever the number of workers.
type TableMatchConfig struct {
	Bots      []string // one a chair, from chair 1
	Hands     int      // ring hands; rounded up to whole rounds of seatings
	SitAndGos int
	Seed      uint64
	// Workers is the number of goroutines; 0 means one per core.
	Workers int
	// Progress is told how many hands (ring) or sit-and-gos just finished;
	// it is called from the goroutine that called PlayTable.
	Progress func(n int)
	// Hand, when set, receives every finished hand of session s (a block
	// of ring hands, or sit-and-go s+1), in order within the session: its
	// Table and the chair of each bot (chair[i] for bot i). It is called
	// from the goroutine playing the session, so it must be safe for
	// concurrent use across sessions. An error stops the run.
	Hand func(session int, t *poker.Table, chair []int) error
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

// tableSessionDeals is the number of duplicate deals of a ring session.
const tableSessionDeals = 1000

// TableSessionHands is the number of hands of a full ring session at a
// table of n chairs: its last hand is number TableSessionHands(n) (a
// history can close its file).
func TableSessionHands(n int) int { return tableSessionDeals * n }

// PlayTable runs cfg, stopped early with ctx's error once ctx is done (the
// result then holds the sessions finished).
func PlayTable(ctx context.Context, cfg TableMatchConfig) (TableMatchResult, error) {
	n := len(cfg.Bots)
	if n < 2 || n > poker.MaxChairs {
		return TableMatchResult{}, fmt.Errorf("%w: %d bots, a table takes 2 to %d", poker.ErrBadConfig, n, poker.MaxChairs)
	}
	if _, err := tableBots(cfg, 0); err != nil {
		return TableMatchResult{}, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if cfg.SitAndGos > 0 {
		return playSitAndGos(ctx, cfg, workers)
	}
	return playRing(ctx, cfg, workers)
}

// tableBots seats fresh bots for session s, each with its own randomness.
func tableBots(cfg TableMatchConfig, s int) ([]TableBot, error) {
	bots := make([]TableBot, len(cfg.Bots))
	for i, name := range cfg.Bots {
		b, err := NewTableBot(name, rand.New(rand.NewPCG(cfg.Seed, uint64(s)<<8|uint64(i+1))))
		if err != nil {
			return nil, err
		}
		bots[i] = b
	}
	return bots, nil
}

// sessionRand is the dealing randomness of session s.
func sessionRand(seed uint64, s int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(s)<<8|36<<32))
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

// ringSums are a ring session's exact sums: each bot's net chips over
// each deal's seatings and their squares, and the deals and hands played.
type ringSums struct {
	net, sq      []int64
	deals, hands int
}

func playRing(ctx context.Context, cfg TableMatchConfig, workers int) (TableMatchResult, error) {
	n := len(cfg.Bots)
	deals := (max(cfg.Hands, 1) + n - 1) / n
	sessions := (deals + tableSessionDeals - 1) / tableSessionDeals
	total := ringSums{net: make([]int64, n), sq: make([]int64, n)}
	err := parallel(ctx, sessions, workers, cfg.Progress, func(s int, done func(int)) (ringSums, error) {
		return playRingSession(ctx, cfg, s, min(tableSessionDeals, deals-s*tableSessionDeals), done)
	}, func(r ringSums) {
		for i := range n {
			total.net[i] += r.net[i]
			total.sq[i] += r.sq[i]
		}
		total.deals += r.deals
		total.hands += r.hands
	})
	return finishRing(n, total, poker.LevelOf(1).BigBlind), err
}

// playRingSession plays session s: deals duplicate deals, each in every
// seating.
func playRingSession(ctx context.Context, cfg TableMatchConfig, s, deals int, done func(int)) (ringSums, error) {
	n := len(cfg.Bots)
	bots, err := tableBots(cfg, s+1)
	if err != nil {
		return ringSums{}, err
	}
	r := sessionRand(cfg.Seed, s)
	sums := ringSums{net: make([]int64, n), sq: make([]int64, n)}
	chair := make([]int, n)
	net := make([]int64, n)
	var who [poker.MaxChairs + 1]int
	var t poker.Table
	var v poker.TableView
	lv := poker.LevelOf(1)
	deck := poker.NewDeck()
	ticked := 0
	for d := range deals {
		if err := ctx.Err(); err != nil {
			return ringSums{}, err
		}
		deck.Reset()
		deck.Shuffle(r)
		button := d%n + 1
		tc := poker.TableConfig{Level: 1, SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind, Chairs: n,
			Button: button, SmallBlindChair: button%n + 1, BigBlindChair: (button+1)%n + 1,
			Cap: poker.CapUntilHeadsUp, Deck: deck}
		if n == 2 {
			tc.SmallBlindChair, tc.BigBlindChair = button, button%n+1
		}
		clear(net)
		for k := range n {
			seatingOf(n, k, chair, &who)
			for i := range n {
				tc.Stacks[chair[i]] = poker.StartingStack
				tc.Names[chair[i]] = cfg.Bots[i]
			}
			tc.Number = d*n + k + 1
			if err := t.Deal(tc); err != nil {
				return ringSums{}, err
			}
			if err := playOut(&t, t.Act, bots, &who, &v); err != nil {
				return ringSums{}, err
			}
			st := t.Stacks()
			for i := range n {
				net[i] += int64(st[chair[i]] - poker.StartingStack)
			}
			if cfg.Hand != nil {
				if err := cfg.Hand(s, &t, chair); err != nil {
					return ringSums{}, err
				}
			}
		}
		for i := range n {
			sums.net[i] += net[i]
			sums.sq[i] += net[i] * net[i]
		}
		sums.deals++
		sums.hands += n
		// Progress in steps: a tick a deal cost the fastest bots time in
		// channel sends.
		if (d+1)%tickPairs == 0 || d == deals-1 {
			done(sums.hands - ticked)
			ticked = sums.hands
		}
	}
	return sums, nil
}

// finishRing turns the sums into each bot's mbb a hand and its interval;
// one sample is a deal's net over its n seatings divided by n (the chips
// a hand).
func finishRing(n int, t ringSums, bb int) TableMatchResult {
	res := TableMatchResult{Hands: t.hands, MBB: make([]float64, n), MBBHalf: make([]float64, n)}
	deals := float64(t.deals)
	if deals == 0 {
		return res
	}
	for i := range n {
		mean := float64(t.net[i]) / float64(n) / deals
		sq := float64(t.sq[i]) / float64(n*n) / deals
		res.MBB[i] = mean / float64(bb) * 1000
		if deals > 1 {
			sd := math.Sqrt(max(sq-mean*mean, 0) * deals / (deals - 1))
			res.MBBHalf[i] = 1.96 * sd / math.Sqrt(deals) / float64(bb) * 1000
		}
	}
	return res
}

// sitAndGoOutcome is one sit-and-go's: each bot's place and the hands.
type sitAndGoOutcome struct {
	places []int
	hands  int
}

func playSitAndGos(ctx context.Context, cfg TableMatchConfig, workers int) (TableMatchResult, error) {
	n := len(cfg.Bots)
	res := TableMatchResult{Places: make([][]int, n), MeanPlace: make([]float64, n), PlaceHalf: make([]float64, n)}
	for i := range res.Places {
		res.Places[i] = make([]int, n)
	}
	err := parallel(ctx, cfg.SitAndGos, workers, cfg.Progress, func(j int, done func(int)) (sitAndGoOutcome, error) {
		o, err := playSitAndGo(ctx, cfg, j)
		if err == nil {
			done(1)
		}
		return o, err
	}, func(o sitAndGoOutcome) {
		for i, p := range o.places {
			res.Places[i][p-1]++
		}
		res.Hands += o.hands
		res.SitAndGos++
	})
	return finishPlaces(res), err
}

// playSitAndGo plays sit-and-go j (session j) to its end.
func playSitAndGo(ctx context.Context, cfg TableMatchConfig, j int) (sitAndGoOutcome, error) {
	n := len(cfg.Bots)
	bots, err := tableBots(cfg, j+1)
	if err != nil {
		return sitAndGoOutcome{}, err
	}
	r := sessionRand(cfg.Seed, j)
	chair := make([]int, n)
	var who [poker.MaxChairs + 1]int
	var v poker.TableView
	names := make([]string, n)
	seatingOf(n, j, chair, &who)
	for i := range n {
		names[chair[i]-1] = cfg.Bots[i]
	}
	s, err := poker.NewSitAndGo(poker.SitAndGoConfig{Names: names, Button: 1 + r.IntN(n), Rand: r})
	if err != nil {
		return sitAndGoOutcome{}, err
	}
	o := sitAndGoOutcome{places: make([]int, n)}
	for !s.Over() {
		if err := ctx.Err(); err != nil {
			return sitAndGoOutcome{}, err
		}
		if s.HandNumber() >= matchHandLimit {
			return sitAndGoOutcome{}, fmt.Errorf("holdembot: sit-and-go %d has no end after %d hands", j+1, matchHandLimit)
		}
		if err := s.Deal(); err != nil {
			return sitAndGoOutcome{}, err
		}
		if err := playOut(s.Table(), s.Act, bots, &who, &v); err != nil {
			return sitAndGoOutcome{}, err
		}
		o.hands++
		if cfg.Hand != nil {
			if err := cfg.Hand(j, s.Table(), chair); err != nil {
				return sitAndGoOutcome{}, err
			}
		}
	}
	places := s.Places()
	for i := range n {
		o.places[i] = places[chair[i]]
	}
	return o, nil
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
