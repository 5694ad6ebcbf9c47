package holdembot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"

	"parlor/poker"
)

// Local best response (Lisý & Bowling, "Equilibrium Approximation Quality
// of Current No-Limit Poker Bots", 2017) measures how exploitable a bot is
// in the real game, where an exact best response is out of reach. At each of
// its decisions the responder keeps the bot's range, the hands the bot may
// hold weighed by how likely it was to act as it did with each, and takes the
// action worth most if both players only checked and called from then on:
// a fold is worth nothing, a call its equity against the range times the pot
// less the call, a raise the pot times the share of the range that folds to
// it, plus what the rest is worth when called. In fixed limit every action
// can be tried, so it tries all three. It plays from the seat's view; the
// bot's range comes from asking the bot itself what it would have done, so
// it measures the bot as it plays, with its reads of the responder.
//
// The range is a sample of particles: hands drawn at the start of the hand,
// each asked once at each of the bot's decisions and dropped when it would
// have acted otherwise (one draw of the bot's own randomness, so the weight
// is an unbiased estimate of the hand's likelihood).

// LBRConfig sets up a measurement.
type LBRConfig struct {
	Bot   string // the bot measured, as New takes it
	Hands int    // rounded up to even: every deck is dealt twice, the seats swapped
	Seed  uint64
	// Particles is the size of the range sample; 0 means lbrParticles.
	Particles int
	// PreflopCall makes the response check or call every pre-flop decision
	// (Lisý & Bowling's LBR-c): the check-down assumption prices a pre-flop
	// hand worst, three streets of betting to come.
	PreflopCall bool
	// Workers is the number of goroutines; 0 means one per core.
	Workers int
	// Progress, when set, is told how many hands have just finished.
	Progress func(n int)
}

// LBRResult is what the local best response won from the bot.
type LBRResult struct {
	Hands int
	// MBB is the responder's winnings in milli-big-blinds a hand and
	// MBBHalf the half-width of their 95 % interval (a deal pair is one
	// sample).
	MBB, MBBHalf float64
}

const (
	lbrParticles    = 200
	maxLBRParticles = 1326
	// lbrSessionPairs is the number of duplicate deals one bot plays against
	// one responder: long enough for its reads of the responder to settle,
	// short enough to spread the work over the cores.
	lbrSessionPairs = 100
	// lbrRollouts is the number of random boards a flop (or pre-flop)
	// equity of one particle is estimated from; turn and river are exact.
	lbrRollouts = 6
)

// LocalBestResponse plays the bot against the local best response in
// duplicate deals, 1,500 chips at 10/20 reset every hand (as Play's cash
// games), and returns what the response won. The same seed gives the same
// result.
func LocalBestResponse(ctx context.Context, cfg LBRConfig) (LBRResult, error) {
	if _, err := New(cfg.Bot, rand.New(rand.NewPCG(0, 0))); err != nil {
		return LBRResult{}, err
	}
	if cfg.Hands < 1 {
		return LBRResult{}, fmt.Errorf("holdembot: a local best response needs at least one hand, not %d", cfg.Hands)
	}
	particles := cfg.Particles
	if particles == 0 {
		particles = lbrParticles
	}
	if particles < 1 || particles > maxLBRParticles {
		return LBRResult{}, fmt.Errorf("holdembot: %d particles: want 1 to %d", particles, maxLBRParticles)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	pairs := cfg.Hands/2 + cfg.Hands%2
	sessions := pairs/lbrSessionPairs + min(pairs%lbrSessionPairs, 1)
	var sum, sq int64
	err := parallel(ctx, sessions, workers, cfg.Progress, func(s int, done func(int)) (pairSums, error) {
		n := min(lbrSessionPairs, pairs-s*lbrSessionPairs)
		return lbrSession(ctx, cfg, particles, s, n, done)
	}, func(p pairSums) {
		sum += p.sum
		sq += p.sq
	})
	if err != nil {
		return LBRResult{}, err
	}
	mbb, half := mbbPerHand(sum, sq, pairs)
	return LBRResult{Hands: 2 * pairs, MBB: mbb, MBBHalf: half}, nil
}

// lbrSession plays n deal pairs between one bot (seat 0) and one responder
// (seat 1) and sums the responder's net chips over each pair.
func lbrSession(ctx context.Context, cfg LBRConfig, particles, s, n int, done func(int)) (pairSums, error) {
	bot, err := New(cfg.Bot, rand.New(rand.NewPCG(cfg.Seed, uint64(s)<<2|1)))
	if err != nil {
		return pairSums{}, err
	}
	resp := &lbr{opp: bot, r: rand.New(rand.NewPCG(cfg.Seed, uint64(s)<<2|2)), n: particles, preflopCall: cfg.PreflopCall}
	deckRand := rand.New(rand.NewPCG(cfg.Seed, uint64(s)<<2|3))
	deck := poker.NewDeck()
	var g poker.Game
	var view poker.SeatView
	var sums pairSums
	for i := range n {
		if err := ctx.Err(); err != nil {
			return pairSums{}, err
		}
		deck.Reset()
		deck.Shuffle(deckRand)
		net := 0
		for button := range 2 {
			if err := dealPairHand(&g, i, button, [2]string{cfg.Bot, "lbr"}, deck); err != nil {
				return pairSums{}, err
			}
			resp.newHand(&g)
			for !g.Over() {
				var a poker.Action
				if g.ToAct() == 0 {
					g.ViewInto(0, &view)
					a = bot.Decide(view)
					resp.saw(&g, a)
				} else {
					a = resp.decide(&g)
				}
				if err := g.Act(g.ToAct(), a); err != nil {
					return pairSums{}, fmt.Errorf("%w: %v: %w", ErrBotMove, a, err)
				}
			}
			g.ViewInto(0, &view)
			bot.HandOver(view)
			net += g.Stacks()[1] - poker.StartingStack
		}
		sums.sum += int64(net)
		sums.sq += int64(net) * int64(net)
		if (i+1)%8 == 0 || i == n-1 {
			done(2 * (i%8 + 1))
		}
	}
	return sums, nil
}

// lbrSeat is the responder's seat, lbrOpp the bot's.
const (
	lbrSeat = 1
	lbrOpp  = 0
)

// lbr is the local best response of one session.
type lbr struct {
	opp Bot
	r   *rand.Rand
	n   int // particles

	preflopCall bool

	// This hand: the bot's decisions not yet weighed (the game before each,
	// a copy whose events are read only while the hand lasts, and the step
	// of the action it took), and the particles.
	pending []lbrDecision
	hands   [][2]poker.Card
	weight  []float64
	pool    []int // scratch: indexes of allHands

	// Scratch views for the questions put to the bot.
	board []poker.Card
	legal []poker.Action
	log   []poker.Event
}

type lbrDecision struct {
	g    poker.Game
	step int
}

// newHand draws the particles of a new hand: hands that do not collide with
// the responder's cards.
func (l *lbr) newHand(g *poker.Game) {
	l.pending = l.pending[:0]
	hole := g.Hole(lbrSeat)
	used := mask(hole[0], hole[1])
	l.pool = l.pool[:0]
	for i, h := range allHands {
		if used&(1<<h[0]|1<<h[1]) == 0 {
			l.pool = append(l.pool, i)
		}
	}
	l.hands, l.weight = l.hands[:0], l.weight[:0]
	for k := range min(l.n, len(l.pool)) {
		j := k + l.r.IntN(len(l.pool)-k)
		l.pool[k], l.pool[j] = l.pool[j], l.pool[k]
		l.hands = append(l.hands, allHands[l.pool[k]])
		l.weight = append(l.weight, 1)
	}
}

// saw records the bot's decision a in g, before it is applied.
func (l *lbr) saw(g *poker.Game, a poker.Action) {
	l.pending = append(l.pending, lbrDecision{g: *g, step: kindStep(a.Kind)})
}

// viewWith returns the bot's view of g as if it held h: its hole cards and
// its deal event in the log.
func (l *lbr) viewWith(g *poker.Game) poker.SeatView {
	v := poker.SeatView{Board: l.board[:0], Legal: l.legal[:0], Log: l.log[:0]}
	g.ViewInto(lbrOpp, &v)
	l.board, l.legal, l.log = v.Board, v.Legal, v.Log
	return v
}

func setHole(v *poker.SeatView, h [2]poker.Card) {
	v.Hole = h
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == poker.EventDeal && e.Seat == v.Seat {
			e.Cards[0], e.Cards[1] = h[0], h[1]
		}
	}
}

// weigh brings the range up to date: particles that collide with the board
// are dropped, and each of the bot's decisions since the last keeps only
// the particles that, asked, act as the bot did.
func (l *lbr) weigh(g *poker.Game) {
	board := g.Board()
	used := mask(board...)
	for i, h := range l.hands {
		if used&(1<<h[0]|1<<h[1]) != 0 {
			l.weight[i] = 0
		}
	}
	for _, d := range l.pending {
		v := l.viewWith(&d.g)
		alive := false
		for i, h := range l.hands {
			if l.weight[i] == 0 {
				continue
			}
			setHole(&v, h)
			if kindStep(l.opp.Decide(v).Kind) != d.step {
				l.weight[i] = 0
			} else {
				alive = true
			}
		}
		if !alive {
			// No particle acts as the bot did: keep the range as it was
			// before this decision rather than none.
			for i, h := range l.hands {
				if used&(1<<h[0]|1<<h[1]) == 0 {
					l.weight[i] = 1
				}
			}
		}
	}
	l.pending = l.pending[:0]
}

// decide is the responder's move in g.
func (l *lbr) decide(g *poker.Game) poker.Action {
	l.weigh(g)
	legal := g.Legal()
	if l.preflopCall && g.Street() == poker.Preflop {
		return legal[1] // check or call
	}
	hole := g.Hole(lbrSeat)
	board := g.Board()
	pot := float64(g.Pot())
	bets := g.Bets()
	owed := float64(max(bets[lbrOpp]-bets[lbrSeat], 0))
	all := make([]float64, len(l.hands))
	for i := range l.hands {
		if l.weight[i] > 0 {
			all[i] = lbrEquity(hole, board, l.hands[i], l.r)
		}
	}
	wp := weighted(l.weight, all, nil)

	best := poker.Action{Kind: poker.Check}
	bestEV := wp * pot
	canCheck := true
	if owed > 0 {
		canCheck = false
		best, bestEV = poker.Action{Kind: poker.Fold}, 0
		if ev := wp*(pot+owed) - owed; ev > bestEV {
			best, bestEV = poker.Action{Kind: poker.Call}, ev
		}
	}
	for _, a := range legal {
		if a.Kind != poker.Bet && a.Kind != poker.Raise {
			continue
		}
		put := float64(a.Amount - bets[lbrSeat])
		more := min(put-owed, float64(g.Stacks()[lbrOpp]))
		fp, called := l.foldShare(g, a)
		wc := weighted(l.weight, all, called)
		ev := fp*pot + (1-fp)*(wc*(pot+put+more)-put)
		if ev > bestEV {
			best, bestEV = a, ev
		}
	}
	if best.Kind == poker.Fold && canCheck {
		best = poker.Action{Kind: poker.Check}
	}
	for _, a := range legal {
		if a.Kind == best.Kind {
			return a
		}
	}
	return legal[0]
}

// foldShare asks each particle what the bot would do facing a: the share
// of the range's weight that folds, and for each particle whether it goes
// on.
func (l *lbr) foldShare(g *poker.Game, a poker.Action) (float64, []bool) {
	c := *g // its events are shared with g, and thrown away before g goes on
	if err := c.Act(lbrSeat, a); err != nil || c.Over() || c.ToAct() != lbrOpp {
		return 0, nil
	}
	v := l.viewWith(&c)
	called := make([]bool, len(l.hands))
	folded, total := 0.0, 0.0
	for i, h := range l.hands {
		if l.weight[i] == 0 {
			continue
		}
		setHole(&v, h)
		total += l.weight[i]
		if l.opp.Decide(v).Kind == poker.Fold {
			folded += l.weight[i]
		} else {
			called[i] = true
		}
	}
	if total == 0 {
		return 0, nil
	}
	return folded / total, called
}

// weighted returns the mean of eq over the particles, weighed by w (and
// only those with keep set, when keep is not nil); 0.5 when none is left.
func weighted(w, eq []float64, keep []bool) float64 {
	s, t := 0.0, 0.0
	for i := range w {
		if w[i] == 0 || keep != nil && !keep[i] {
			continue
		}
		s += w[i] * eq[i]
		t += w[i]
	}
	if t == 0 {
		return 0.5
	}
	return s / t
}

// lbrEquity is hole's share of the pot against opp when the board is dealt
// out with no more betting: exact on the turn and the river, from
// lbrRollouts random boards before.
func lbrEquity(hole [2]poker.Card, board []poker.Card, opp [2]poker.Card, r *rand.Rand) float64 {
	var me, op [7]poker.Card
	nb := copy(me[2:], board)
	copy(op[2:], board)
	me[0], me[1] = hole[0], hole[1]
	op[0], op[1] = opp[0], opp[1]
	used := mask(board...) | mask(hole[0], hole[1]) | mask(opp[0], opp[1])
	score, n := 0, 0
	switch nb {
	case 5:
		score, n = compare(&me, &op), 1
	case 4:
		for c := poker.Card(0); c < 52; c++ {
			if used&(1<<c) != 0 {
				continue
			}
			me[6], op[6] = c, c
			score += compare(&me, &op)
			n++
		}
	default:
		for range lbrRollouts {
			score += runOut(&me, &op, 2+nb, used, r)
			n++
		}
	}
	return float64(score) / float64(2*n)
}

// compare scores two seven-card hands: 2 a win for me, 1 a tie, 0 a loss.
func compare(me, opp *[7]poker.Card) int {
	a, b := poker.Eval7(me), poker.Eval7(opp)
	switch {
	case a > b:
		return 2
	case a == b:
		return 1
	}
	return 0
}
