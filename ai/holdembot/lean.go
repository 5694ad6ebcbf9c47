package holdembot

import (
	"math"

	"parlor/poker"
)

// Continuous, safe exploitation. expert plays its equilibrium strategy, and
// leans toward a counter-strategy (sklansky's reads of this opponent) on a
// share of the hands that grows with how far the opponent's recent play is
// from the equilibrium's, and is bounded by what expert has won from it:
//
//   - distance: eight frequencies of the opponent (how often it enters the
//     pot, raises before the flop, folds to a raise, and after the flop
//     bets, raises, is aggressive, folds to a bet), each over a window of
//     its recent hands, pulled toward the equilibrium's own frequency by a
//     few pseudo-decisions, so that a handful of hands says little (and a
//     tournament of thirty-odd hands still says enough). The largest gap,
//     in tenths (twentieths for folds to a pre-flop raise), is the
//     distance; the lean starts above leanFrom and is whole at leanFull
//     (Johanson, Zinkevich & Bowling's robust counter-strategies trade
//     exploitation for safety the same way: a mix, never a switch).
//   - safety: the share is at most what expert has won from this opponent
//     in the match, plus an allowance, over leanRisk big blinds (a lean
//     risks only the winnings and the allowance, after Ganzfried &
//     Sandholm's safe exploitation, 2015). The winnings are counted in
//     expectation where the cards allow it (see expectedNet): a showdown's
//     chips at the equity each street had, so that a lucky river neither
//     grows the budget nor a bad beat shrinks it. With leanRisk below
//     the allowance the lean is whole until expert is 10 big blinds behind
//     in expectation, and shrinks to nothing as it loses the rest of the
//     allowance: a match of a few dozen hands gets the counter-strategy
//     from the start against a clear leak, and keeps it through the early
//     losses a maniac inflicts. An opponent who plays loose to draw the
//     lean and then switches can take back at most what it gave and the
//     allowance.
const (
	leanDecay   = 0.995 // a hand's weight in the window after each hand: a half-life of about 140 hands
	leanPrior   = 3.0   // pseudo-decisions at the equilibrium's frequency
	leanFrom    = 2.2   // distance where the lean starts
	leanFull    = 3.0   // and where it is whole
	leanAllow   = 25.0  // big blinds the lean may risk before it has won anything: a third of a starting stack at 10/20
	leanRisk    = 15.0  // winnings plus allowance, in big blinds, that allow the whole lean
	leanNStats  = 8
	leanMaxBBs  = 1e6 // keeps the winnings finite in a long run
	leanBBFloor = 1   // big blind of a view that has none
)

// equilibriumStats are the eight frequencies of expert's strategy alone,
// as the opponent statistics read them in 3,000 hands against itself (see
// leanStats for their order).
var equilibriumStats = [leanNStats]float64{0.776, 0.512, 0.091, 0.263, 0.505, 0.166, 0.374, 0.227}

// leanTolerance is the gap of each frequency that counts as a distance of
// one: a tenth, but for folds to a pre-flop raise, which cost a player the
// most (heads-up, every fold gives up a blind or two).
var leanTolerance = [leanNStats]float64{0.1, 0.1, 0.05, 0.1, 0.1, 0.1, 0.1, 0.1}

// lean is expert's window on its opponent and its winnings from it.
type lean struct {
	// Decayed counts of the window: numerators and denominators of the
	// eight frequencies.
	num, den [leanNStats]float64
	won      float64 // net big blinds won from the opponent in the match, in expectation at showdowns
	one      opponent
}

// learn adds a finished hand, seen from the bot's seat.
func (l *lean) learn(v *poker.SeatView) {
	for i := range l.num {
		l.num[i] *= leanDecay
		l.den[i] *= leanDecay
	}
	l.one = opponent{buf: l.one.buf}
	l.one.learn(v)
	num, den := leanStats(&l.one)
	for i := range num {
		l.num[i] += num[i]
		l.den[i] += den[i]
	}
	if start := startStack(v); start > 0 {
		bb := float64(max(v.BigBlind, leanBBFloor))
		net := float64(v.Stacks[v.Seat] - start)
		if ev, ok := expectedNet(v); ok {
			net = ev
		}
		l.won = min(max(l.won+net/bb, -leanMaxBBs), leanMaxBBs)
	}
}

// expectedNet is what the bot's seat won in a hand that went to showdown,
// counted in expectation rather than in the luck of the cards still to
// come: the chips each street put in the pot go to the bot at its equity
// against the shown hand on the board of that street (exact: every board
// that completes it). A station that calls a flop bet with the worse hand
// and hits its draw on the river still gave chips away. It returns false
// when the hand ended without the opponent's cards: then the chips won are
// the only measure.
func expectedNet(v *poker.SeatView) (float64, bool) {
	if !v.OpponentShown {
		return 0, false
	}
	var in [4][2]int // chips put in, by street and seat
	for i := range v.Log {
		e := &v.Log[i]
		switch e.Kind {
		case poker.EventSmallBlind, poker.EventBigBlind, poker.EventAction:
			in[e.Street][e.Seat] += e.Amount
		case poker.EventUncalled:
			in[e.Street][e.Seat] -= e.Amount
		}
	}
	net := 0.0
	for s := poker.Preflop; s <= poker.River; s++ {
		pot := in[s][0] + in[s][1]
		if pot == 0 {
			continue
		}
		eq, err := poker.ExactEquity(v.Hole, v.Opponent, v.Board[:min(boardLen(s), len(v.Board))])
		if err != nil {
			return 0, false
		}
		net += eq.Share()*float64(pot) - float64(in[s][v.Seat])
	}
	return net, true
}

// leanStats returns the numerators and denominators of the eight
// frequencies: entered the pot and raised pre-flop (a hand), folded and
// raised facing a raise pre-flop, bet with none to face and raised facing
// a bet after the flop, aggressive and folded to a bet after the flop.
func leanStats(o *opponent) (num, den [leanNStats]float64) {
	pre, post := &o.t[0], &o.t[1]
	h := float64(o.hands)
	num = [leanNStats]float64{float64(o.vpip), float64(o.pfr), float64(pre.folds), float64(pre.raises),
		float64(post.bets), float64(post.raises), float64(post.raises + post.bets), float64(post.folds)}
	den = [leanNStats]float64{h, h, float64(pre.faced), float64(pre.faced),
		float64(post.open), float64(post.faced), float64(post.faced + post.open), float64(post.faced)}
	return num, den
}

// distance is the largest gap between the opponent's frequencies in the
// window and the equilibrium's, in tolerances.
func (l *lean) distance() float64 {
	d := 0.0
	for i, ref := range equilibriumStats {
		f := (l.num[i] + leanPrior*ref) / (l.den[i] + leanPrior)
		d = max(d, math.Abs(f-ref)/leanTolerance[i])
	}
	return d
}

// share is the share of hands that lean toward the counter-strategy.
func (l *lean) share() float64 {
	far := min(max((l.distance()-leanFrom)/(leanFull-leanFrom), 0), 1)
	safe := min(max((l.won+leanAllow)/leanRisk, 0), 1)
	return far * safe
}
