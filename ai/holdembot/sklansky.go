package holdembot

import (
	"math"
	"math/rand/v2"

	"parlor/poker"
)

// Sklansky is the default opponent. Pre-flop it plays the Sklansky–Malmuth
// groups by position, by what the opponent did and by blind pressure; after
// the flop it weighs its equity against the hands the opponent's actions
// leave it, with pot odds and fold equity. It keeps statistics of its
// opponent over the match and adjusts to them, bluffs now and then, and mixes
// its play so that it cannot be read.
//
// It decides from its seat view and its own random source alone.
type Sklansky struct {
	r   *rand.Rand
	opp opponent

	// Knobs, fixed by New; the tests change them to see one idea at a time.
	samples   int     // Monte Carlo boards per equity estimate
	deviate   float64 // share of decisions that leave the strategy when that is cheap
	devCost   float64 // the most a deviation may cost, in bets
	bluffRate float64 // share of profitable pure bluffs carried out
	// A raise that would commit a share c of the bot's chips at the start
	// of the hand, more than riskStart, needs equity riskFree + riskSlope·c
	// against the hands that go on; before the flop, when equities are
	// close together and uncertain, riskSlopePre·c.
	riskFree, riskSlope, riskSlopePre float64
	// future is the part of the bets still to come after the flop that the
	// bot counts on calling (see futureBets).
	future float64

	// decisions counts the choices made among two actions or more;
	// deviations those that left the strategy.
	decisions, deviations int

	// Scratch, reused between decisions.
	cache    rangeCache
	lastEq   float64 // equity of the decision being made
	alive    [1326]bool
	weight   [1326]float64
	weight2  [1326]float64
	strength [1326]float64
	table    strengthTable
	hands    [][2]poker.Card
	cum      []float64
	hands2   [][2]poker.Card
	cum2     []float64
	acts     []act
}

// NewSklansky returns the default opponent drawing its random choices from r.
func NewSklansky(r *rand.Rand) *Sklansky {
	return &Sklansky{r: r, samples: 300, deviate: 0.2, devCost: 0.2, bluffRate: 0.4, riskFree: 0.5, riskSlope: 0.45, riskSlopePre: 1.5, future: 0.5}
}

// HandOver learns from a finished hand: the opponent's actions and, at a
// showdown, its cards.
func (b *Sklansky) HandOver(v poker.SeatView) { b.opp.learn(&v) }

// Opponent summarises what the bot has learnt of its opponent.
func (b *Sklansky) Opponent() Profile { return b.opp.profile() }

// futureBets is what the bot expects to call on the streets after this
// one: a big bet a street, as often as the opponent bets, half of them
// (the bot folds some of its hands on the way), no more than its stack.
func (b *Sklansky) futureBets(v *poker.SeatView) float64 {
	if v.Street == poker.Preflop || v.Street == poker.River {
		return 0
	}
	_, _, bet := b.opp.freqs(1)
	streets := float64(poker.River - v.Street)
	f := b.future * bet * streets * float64(2*v.BigBlind)
	// No more than it has left once it has called.
	return min(f, float64(max(v.Stacks[v.Seat]-v.Owed, 0)))
}

// riskStart is the share of its chips the bot puts at stake without a
// thought for risk: the blinds and a few bets.
const riskStart = 0.1

// startStack returns the bot's chips at the start of the hand, from the
// log's first event.
func startStack(v *poker.SeatView) int {
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == poker.EventHandStart {
			return e.Stacks[v.Seat]
		}
	}
	return 0
}

// valueEquity: after the flop, a hand with this much equity against the
// range always bets or raises (unless the bot mixes its play).
const valueEquity = 0.75

// bluffEquity: a bet or raise with less equity than this against the range
// is a bluff.
const bluffEquity = 0.45

// choice is one legal action and the bot's estimate of its worth, in chips.
type choice struct {
	a  poker.Action
	ev float64
}

// Decide picks the bot's action.
func (b *Sklansky) Decide(v poker.SeatView) poker.Action {
	if len(v.Legal) == 0 {
		return poker.Action{Kind: poker.Fold}
	}
	if len(v.Legal) == 1 {
		return v.Legal[0]
	}
	b.readRange(&v)
	var cs [3]choice
	return b.pick(&v, b.evaluate(&v, cs[:0]))
}

// Spots the pre-flop table tells apart.
const (
	spotOpen     = iota // small blind, first to act
	spotLimped          // big blind after the small blind called
	spotRaised          // facing one raise
	spotReraised        // facing two raises or more
)

// preflopTable gives, by spot, the worst group that raises and the worst
// that calls (or checks), deep-stacked and short-stacked; blind pressure
// moves from one to the other. Groups may be fractions: 8.5 is groups 1 to 8
// and the better half of group 9 by equity.
var preflopTable = [4]struct{ raiseDeep, callDeep, raiseShort, callShort float64 }{
	spotOpen:     {5, 8, 9, 9},
	spotLimped:   {4, 9, 7, 9},
	spotRaised:   {2, 6, 5, 9},
	spotReraised: {1, 3, 3, 7},
}

// pressure measures blind pressure from 0 (deep: 40 big blinds or more for
// the shorter stack) to 1 (8 big blinds or less).
func pressure(v *poker.SeatView) float64 {
	eff := min(v.Stacks[0]+v.Bets[0], v.Stacks[1]+v.Bets[1])
	bbs := float64(eff) / float64(max(v.BigBlind, 1))
	return min(max((40-bbs)/32, 0), 1)
}

// groupCut turns a fractional group into the share of hands it covers.
func groupCut(g float64) float64 {
	whole := math.Floor(g)
	if whole >= 9 {
		return 1
	}
	lo := groupShare[int(whole)]
	return lo + (g-whole)*(groupShare[int(whole)+1]-lo)
}

// tableAction is the pre-flop table's advice: 0 fold, 1 call or check,
// 2 raise.
func tableAction(v *poker.SeatView) int {
	spot := spotOpen
	switch r := v.Raises(poker.Preflop); {
	case r >= 2:
		spot = spotReraised
	case r == 1:
		spot = spotRaised
	case v.Owed == 0:
		spot = spotLimped
	}
	share := topShare[classOf(v.Hole)]
	if bbs, ok := shortStack(v); ok {
		return shortAction(spot, bbs, share, v.Owed == 0)
	}
	t := preflopTable[spot]
	p := pressure(v)
	switch {
	case share <= groupCut(t.raiseDeep+p*(t.raiseShort-t.raiseDeep)):
		return 2
	case share <= groupCut(t.callDeep+p*(t.callShort-t.callDeep)) || v.Owed == 0:
		return 1
	}
	return 0
}

// shortBBs: a hand where the shorter stack starts with this many big
// blinds or fewer is played short. With so few chips the blinds and a bet
// or two are a large share of them: a player gets them in with the ranges a
// short stack plays (push-or-fold charts), and its opponent's bets say far
// less about its hand.
const shortBBs = 5.0

// shortStack returns the shorter stack at the start of the hand in big
// blinds, and whether the hand is played short.
func shortStack(v *poker.SeatView) (float64, bool) {
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == poker.EventHandStart {
			bbs := float64(min(e.Stacks[0], e.Stacks[1])) / float64(max(v.BigBlind, 1))
			return bbs, bbs <= shortBBs
		}
	}
	return 0, false
}

// shortAction is tableAction for a short stack: the share of hands (from
// the best) that raise, and that call, by spot, from 5 big blinds down to 2
// (heads-up push-or-fold ranges widen fast as the stack shrinks: at 2 big
// blinds the small blind gets nearly any two cards in).
func shortAction(spot int, bbs, share float64, free bool) int {
	var raise5, raise2, call5, call2 float64
	switch spot {
	case spotOpen:
		raise5, raise2, call5, call2 = 0.7, 1, 1, 1
	case spotLimped:
		raise5, raise2, call5, call2 = 0.45, 0.7, 1, 1
	case spotRaised:
		raise5, raise2, call5, call2 = 0.35, 0.55, 1, 1
	default:
		raise5, raise2, call5, call2 = 0.2, 0.35, 0.8, 0.95
	}
	x := min(max((5-bbs)/3, 0), 1)
	switch {
	case share <= raise5+x*(raise2-raise5):
		return 2
	case share <= call5+x*(call2-call5) || free:
		return 1
	}
	return 0
}

// shortEdge is the equity a short stack's all-in call may lack of the
// price and still be made.
const shortEdge = 0.03

// shortTilt scales the reads of a short-stacked hand's actions: the
// opponent bets and calls with far wider ranges when all its chips are
// nearly in anyway.
const shortTilt = 0.35

// handKey identifies the hand a cached range belongs to.
type handKey struct {
	number, seat int
	hole         [2]poker.Card
}

// rangeCache keeps the range read so far in this hand, so that the next
// decision only adds the opponent's new actions (a raising war asks for many
// decisions on one street).
type rangeCache struct {
	key    handKey
	valid  bool
	acts   int          // opponent actions already weighed
	ranked poker.Street // the street b.strength holds; 255 for none
	board  [5]poker.Card
	nboard int
	// Equity against the weighed range (and its calling part) on street,
	// valid until the range changes.
	eqOK      bool
	eqStreet  poker.Street
	eq, eqCal float64
}

// readRange weighs every hand the opponent may hold by how well it fits the
// opponent's actions so far, as its statistics read them.
func (b *Sklansky) readRange(v *poker.SeatView) {
	c := &b.cache
	key := handKey{v.Number, v.Seat, v.Hole}
	same := c.valid && c.key == key && len(v.Board) >= c.nboard
	for i := 0; same && i < c.nboard; i++ {
		same = v.Board[i] == c.board[i]
	}
	b.acts = readActions(v.Log, 1-v.Seat, b.acts[:0])
	if !same || len(b.acts) < c.acts {
		*c = rangeCache{key: key, valid: true, ranked: 255}
		for i := range b.alive {
			b.alive[i], b.weight[i] = true, 1
		}
		b.kill(v.Hole[0], v.Hole[1])
		c.eqOK = false
	}
	for c.nboard < len(v.Board) {
		b.kill(v.Board[c.nboard])
		c.board[c.nboard] = v.Board[c.nboard]
		c.nboard++
		c.eqOK = false
	}
	if c.acts == len(b.acts) && c.eqOK {
		return
	}
	var ks [2][nKinds]float64
	ks[0], ks[1] = b.opp.tilts(0), b.opp.tilts(1)
	if _, short := shortStack(v); short {
		for p := range ks {
			for k := range ks[p] {
				ks[p][k] *= shortTilt
			}
		}
	}
	for _, a := range b.acts[c.acts:] {
		if a.fold {
			continue
		}
		k := ks[phase(a.street)][a.kind]
		if k > 0.01 {
			b.rankStreet(v, a.street)
			b.tilt(&b.weight, k, a.kind == kCheck)
			c.eqOK = false
		}
	}
	c.acts = len(b.acts)
	b.hands, b.cum = collect(&b.alive, &b.weight, b.hands, b.cum)
}

// kill marks the hands holding any of cards as impossible.
func (b *Sklansky) kill(cards ...poker.Card) {
	m := mask(cards...)
	for i, h := range allHands {
		if m&(1<<h[0]|1<<h[1]) != 0 {
			b.alive[i] = false
		}
	}
}

// rankStreet fills b.strength with each hand's strength on street's board.
func (b *Sklansky) rankStreet(v *poker.SeatView, s poker.Street) {
	if b.cache.ranked == s {
		return
	}
	b.cache.ranked = s
	if s == poker.Preflop {
		for i, h := range allHands {
			b.strength[i] = preflopStrength(classOf(h))
		}
		return
	}
	b.table.rank(&allHands, &b.alive, v.Board[:boardLen(s)], &b.strength)
}

// tilt multiplies each weight by (k+1)·s^k, or (k+1)·(1-s)^k when down,
// through a table of 257 strengths (math.Pow for every hand is too slow).
func (b *Sklansky) tilt(w *[1326]float64, k float64, down bool) {
	var f [257]float64
	for j := range f {
		l := logStrength[j]
		if down {
			l = logStrength[256-j]
		}
		f[j] = (k + 1) * math.Exp(k*l)
	}
	for i := range w {
		if b.alive[i] {
			w[i] *= f[int(b.strength[i]*256+0.5)]
		}
	}
}

// logStrength[j] is log(j/256), -Inf at 0 (exp(k·-Inf) is 0, as 0^k).
var logStrength = func() (t [257]float64) {
	for j := range t {
		t[j] = math.Log(float64(j) / 256)
	}
	return t
}()

// collect lists the live hands and the running sum of their weights.
func collect(alive *[1326]bool, weight *[1326]float64, hands [][2]poker.Card, cum []float64) ([][2]poker.Card, []float64) {
	hands, cum = hands[:0], cum[:0]
	sum := 0.0
	for i, h := range allHands {
		if alive[i] && weight[i] > 1e-9 {
			sum += weight[i]
			hands = append(hands, h)
			cum = append(cum, sum)
		}
	}
	if len(hands) == 0 {
		// Nothing fits (the reads contradict each other): any hand.
		for i, h := range allHands {
			if alive[i] {
				sum++
				hands = append(hands, h)
				cum = append(cum, sum)
			}
		}
	}
	return hands, cum
}

// equities returns the bot's share of the pot against the range read so
// far, and against the part of it that goes on when the bot bets or raises
// now (the same when the opponent calls with anything).
func (b *Sklansky) equities(v *poker.SeatView, needCalled bool) (now, called float64) {
	c := &b.cache
	if c.eqOK && c.eqStreet == v.Street {
		return c.eq, c.eqCal
	}
	n := b.samples
	if _, short := shortStack(v); short {
		// A short stack's decisions stake its last chips on a close
		// price: a sharper estimate keeps the noise from folding a call.
		n *= 4
	}
	now = weightedEquity(v.Hole, v.Board, b.hands, b.cum, n, b.r)
	called = now
	if k := b.opp.tilts(phase(v.Street))[kCall]; needCalled && k > 0.01 {
		b.rankStreet(v, v.Street)
		b.weight2 = b.weight
		b.tilt(&b.weight2, k, false)
		b.hands2, b.cum2 = collect(&b.alive, &b.weight2, b.hands2, b.cum2)
		called = weightedEquity(v.Hole, v.Board, b.hands2, b.cum2, n, b.r)
	}
	if needCalled {
		c.eqOK, c.eqStreet, c.eq, c.eqCal = true, v.Street, now, called
	}
	return now, called
}

// realization is the share of its equity a hand can expect to turn into
// chips. Out of position before the flop, the opponent's later bets make
// the bot give up some of its pots, if those bets mean strength: a passive
// opponent, who seldom bets, or one whose bets show random hands, takes
// little of it away. (After the flop the matches showed that any such
// discount costs more than it saves: futureBets prices the bets to come.)
func (b *Sklansky) realization(v *poker.SeatView) float64 {
	if _, short := shortStack(v); short || v.Street != poker.Preflop || v.InPosition() {
		return 1 // a short stack's chips go in: nothing left to give up
	}
	_, raise, bet := b.opp.freqs(1)
	often := min((bet+raise)/(priorBetPost+priorRaisePost), 1)
	honest := min(b.opp.tilts(1)[kBet]/2, 1)
	return 1 - 0.18*often*honest
}

// evaluate estimates the worth of each legal action, in chips the bot can
// expect to hold at the end of the hand beyond what it holds now.
func (b *Sklansky) evaluate(v *poker.SeatView, cs []choice) []choice {
	R := b.realization(v)
	P := float64(v.Pot)
	c := float64(v.Owed)
	var raise poker.Action
	canRaise := false
	for _, a := range v.Legal {
		if a.Kind == poker.Bet || a.Kind == poker.Raise {
			raise, canRaise = a, true
		}
	}
	e, ec := b.equities(v, canRaise)
	b.lastEq = e
	// A raise now faces the opponent with a raise of its own bet when it
	// has bet or raised on this street.
	f := b.opp.foldRate(phase(v.Street), v.Raises(v.Street) > 0 && v.Bets[1-v.Seat] > v.Bets[v.Seat])
	// Playing on after the flop also means facing the bets still to come,
	// as often as this opponent bets: a hand that is behind pays them more
	// often than it collects them.
	F := b.futureBets(v)
	_, short := shortStack(v)
	for _, a := range v.Legal {
		var ev float64
		switch a.Kind {
		case poker.Fold:
			ev = 0
		case poker.Check:
			ev = R*e*P + (2*e-1)*F
		case poker.Call:
			put := float64(a.Amount)
			ev = R*e*(P+put) - put + (2*e-1)*F
			if short && a.Amount >= v.Stacks[v.Seat] {
				// A short stack that folds its last chips waits for a
				// better spot while the blinds take a third of them: a
				// close call is a call.
				ev += shortEdge * (P + put)
			}
		case poker.Bet, poker.Raise:
			put := float64(raise.Amount - v.Bets[v.Seat])
			more := min(put-c, float64(v.Stacks[1-v.Seat])) // what the opponent must add to call
			// The pot so far is realized at R; the new chips, which the
			// opponent matches only with the hands that go on, at ec.
			ev = f*P + (1-f)*(R*ec*P+ec*(put+more)-put+(2*ec-1)*F)
			// Risk: a raising war puts the whole stack at stake, and one
			// lost all-in loses a tournament whatever the edge. The more
			// of its chips a raise commits, the surer the bot must be.
			// A short stack's chips go in anyway: no risk to weigh.
			if start := startStack(v); start > 0 && !short {
				commit := float64(start-v.Stacks[v.Seat]) + put
				slope := b.riskSlope
				if v.Street == poker.Preflop {
					slope = b.riskSlopePre
				}
				if share := commit / float64(start); share > riskStart && ec < b.riskFree+slope*share {
					ev = math.Inf(-1)
				}
			}
		}
		cs = append(cs, choice{a, ev})
	}
	return cs
}

// pick chooses among the valued actions: the pre-flop table first, then the
// best by worth, now and then a cheap deviation; against a maniac, the
// tournament play of pickManiac.
func (b *Sklansky) pick(v *poker.SeatView, cs []choice) poker.Action {
	if b.opp.maniac() {
		return b.pickManiac(v, cs)
	}
	best := 0
	for i := range cs {
		if cs[i].ev > cs[best].ev {
			best = i
		}
	}
	bet := float64(v.BetSize)
	if v.Street == poker.Preflop {
		best = b.preflop(v, cs, best)
	}
	// Threshold play after the flop: a strong hand (top pair or better,
	// as a rule) bets or raises whatever the estimates say, as long as the
	// raise is not too risky.
	if v.Street != poker.Preflop && b.lastEq >= valueEquity && kindStep(cs[best].a.Kind) == 1 {
		for i, c := range cs {
			if kindStep(c.a.Kind) == 2 && !math.IsInf(c.ev, -1) {
				best = i
			}
		}
	}
	// Bluffs: an aggressive action with poor equity is a bluff; carry out
	// only some of them (all the semi-bluffs with a draw).
	if k := cs[best].a.Kind; (k == poker.Bet || k == poker.Raise) && v.Street != poker.Preflop {
		if b.lastEq < bluffEquity && drawBonus(v.Hole, v.Board) == 0 && b.r.Float64() >= b.bluffRate {
			best = b.second(cs, best, math.Inf(1), v)
		}
	}
	b.decisions++
	if b.r.Float64() < b.deviate {
		if alt := b.second(cs, best, b.devCost*bet, v); alt != best && !(cs[alt].a.Kind == poker.Fold && b.priced(v)) {
			b.deviations++
			return cs[alt].a
		}
	}
	return cs[best].a
}

// priced reports whether the pot odds make a call pay: the bot's equity
// against the range read covers the call's share of the pot after it. A
// deviation never folds such a hand (a short stack folding its last chips
// getting 3 to 1 is a blunder, not a mix).
func (b *Sklansky) priced(v *poker.SeatView) bool {
	call, ok := find(v, poker.Call)
	return ok && b.lastEq*float64(v.Pot+call.Amount) >= float64(call.Amount)
}

// second returns the best action other than cs[best] that costs at most
// limit chips of worth, or best. It never folds when it could check.
func (b *Sklansky) second(cs []choice, best int, limit float64, v *poker.SeatView) int {
	_, canCheck := find(v, poker.Check)
	alt := -1
	for i := range cs {
		if i == best || (cs[i].a.Kind == poker.Fold && canCheck) {
			continue
		}
		if alt < 0 || cs[i].ev > cs[alt].ev {
			alt = i
		}
	}
	if alt < 0 || cs[best].ev-cs[alt].ev > limit {
		return best
	}
	return alt
}

// kindStep orders actions by aggression: 0 fold, 1 check or call, 2 bet or
// raise.
func kindStep(k poker.ActionKind) int {
	switch k {
	case poker.Fold:
		return 0
	case poker.Check, poker.Call:
		return 1
	}
	return 2
}

// preflop settles a pre-flop decision: the table's advice by group, unless
// the bot's read of this opponent clearly says otherwise (a call the pot
// odds pay for, a raise a loose or a tight player makes profitable).
func (b *Sklansky) preflop(v *poker.SeatView, cs []choice, best int) int {
	want := tableAction(v)
	idx := [3]int{-1, -1, -1}
	for i, c := range cs {
		switch c.a.Kind {
		case poker.Fold:
			idx[0] = i
		case poker.Check, poker.Call:
			idx[1] = i
		case poker.Bet, poker.Raise:
			idx[2] = i
		}
	}
	for want >= 0 && idx[want] < 0 {
		want--
	}
	if want < 0 {
		return best
	}
	margin := 0.15 * float64(v.BetSize)
	t := idx[want]
	// The read overrides the table only when it is sure by a margin, and
	// by one step at most (fold to call, call to raise), but for a steal:
	// a raise first in with a hand the table folds.
	steal := v.Raises(poker.Preflop) == 0
	for i, c := range cs {
		step := kindStep(c.a.Kind) - want
		if step <= 0 || (step > 1 && !steal) {
			continue
		}
		if c.ev > cs[t].ev+margin && (t == idx[want] || c.ev > cs[t].ev) {
			t = i
		}
	}
	// And a step down when the table's action is clearly worse than a
	// more passive one (a raising war with a hand that only pays to call).
	if t == idx[want] && want > 0 && kindStep(cs[best].a.Kind) < want && cs[best].ev > cs[t].ev+margin {
		if down := idx[want-1]; down >= 0 {
			t = down
		}
	}
	return t
}
