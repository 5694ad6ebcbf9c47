package holdembot

import (
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// Test bots: styles of player no bot in the package was tuned against, for
// the strength tests. withTestBots lets New (and so Play) make them by
// name for the length of a test.
var testBots = []struct {
	name, about string
	new         func(r *rand.Rand) Bot
}{
	{"raiser70", "bets or raises 70 % of the time, else checks or calls", func(r *rand.Rand) Bot { return &raiser{r: r, share: 0.7} }},
	{"tag", "tight-aggressive: a quarter of its hands pre-flop, bets and raises its strong hands and draws", func(r *rand.Rand) Bot { return &tag{r: r} }},
	{"valuebettor", "plays any hand, bets only strong hands, calls medium ones, never bluffs", func(r *rand.Rand) Bot { return &valueBettor{r: r} }},
	{"switcher", "plays as a calling station for 300 hands, then as the tight-aggressive player", func(r *rand.Rand) Bot { return &switcher{after: 300, late: &tag{r: r}} }},
	{"strategy", "expert's equilibrium strategy alone, without the lean (the measure of the lean's safety)", func(r *rand.Rand) Bot {
		e := newExpert(r)
		e.exploit = false
		return e
	}},
}

func withTestBots(t testing.TB) {
	t.Helper()
	saved := makers
	makers = append(makers[:len(makers):len(makers)], testBots...)
	t.Cleanup(func() { makers = saved })
}

// raiser bets or raises a share of its decisions at random, else checks or
// calls; it never folds.
type raiser struct {
	r     *rand.Rand
	share float64
}

func (b *raiser) Decide(v poker.SeatView) poker.Action {
	if b.r.Float64() < b.share {
		return first(&v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	return first(&v, poker.Check, poker.Call)
}

func (*raiser) HandOver(poker.SeatView) {}

// equityOf is hole's equity against a random hand, from 200 boards.
func equityOf(v *poker.SeatView, r *rand.Rand) float64 {
	eq, err := poker.EquityVsRandom(v.Hole, v.Board, 200, r)
	if err != nil {
		return 0
	}
	return eq.Share()
}

// callsOnOdds calls when e pays the price, else checks or folds.
func callsOnOdds(v *poker.SeatView, e float64) poker.Action {
	if call, ok := find(v, poker.Call); ok && e*float64(v.Pot+call.Amount) >= float64(call.Amount) {
		return call
	}
	return first(v, poker.Check, poker.Fold)
}

// tag is tight-aggressive: pre-flop it raises the top 15 % of hands, calls
// with the top 25 % and folds the rest; after the flop it bets or raises
// with 65 % equity against a random hand or a draw, calls on the odds.
type tag struct{ r *rand.Rand }

func (b *tag) Decide(v poker.SeatView) poker.Action {
	if v.Street == poker.Preflop {
		switch top := topShare[classOf(v.Hole)]; {
		case top <= 0.15:
			return first(&v, poker.Raise, poker.Bet, poker.Call, poker.Check)
		case top <= 0.25:
			return first(&v, poker.Check, poker.Call)
		}
		return first(&v, poker.Check, poker.Fold)
	}
	e := equityOf(&v, b.r)
	if e >= 0.65 || drawBonus(v.Hole, v.Board) > 0 && v.Raises(v.Street) < 2 {
		return first(&v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	return callsOnOdds(&v, e)
}

func (*tag) HandOver(poker.SeatView) {}

// valueBettor plays every hand pre-flop (raising the top 10 %), bets or
// raises only with 70 % equity against a random hand, calls with 50 %, and
// folds the rest to a bet: no bluff, ever.
type valueBettor struct{ r *rand.Rand }

func (b *valueBettor) Decide(v poker.SeatView) poker.Action {
	if v.Street == poker.Preflop {
		if topShare[classOf(v.Hole)] <= 0.1 {
			return first(&v, poker.Raise, poker.Bet, poker.Call, poker.Check)
		}
		return first(&v, poker.Check, poker.Call)
	}
	switch e := equityOf(&v, b.r); {
	case e >= 0.7:
		return first(&v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	case e >= 0.5:
		return first(&v, poker.Check, poker.Call)
	}
	return first(&v, poker.Check, poker.Fold)
}

func (*valueBettor) HandOver(poker.SeatView) {}

// switcher plays as a calling station for its first hands, then as late:
// an opponent that lures an exploiter into a leaning it then punishes.
type switcher struct {
	after, hands int
	late         Bot
}

func (b *switcher) Decide(v poker.SeatView) poker.Action {
	if b.hands < b.after {
		return first(&v, poker.Check, poker.Call)
	}
	return b.late.Decide(v)
}

func (b *switcher) HandOver(v poker.SeatView) {
	b.hands++
	b.late.HandOver(v)
}
