package holdembot

import (
	"math/rand/v2"
	"sort"

	"parlor/poker"
)

// TableHard is Hard at a table of three or more. It reads each opponent:
// a weight on each of the 1,326 hands the opponent may hold, re-weighted
// after each of its actions by how often that opponent (known by its name
// at the table) has folded, called and raised in the same spot, with a
// prior until it has been seen; its own hand's effective strength against
// all live opponents' weighted hands; and a (fold, call, raise) triple
// from it, drawn by its random source. Before the flop, unraised pots are
// judged on the income rates of incomeRates by the number of opponents.
// An opponent seen to raise nearly every time is a maniac: its raises say
// nothing of its cards, so Hard plays far more hands against it, raises
// the hands that beat a fair share, and heads-up with it raises on while
// its share beats one half (see againstManiac).
//
// Chosen over Poki's per-opponent neural nets: frequencies by spot learn
// in a few dozen hands, which a match of thousands gives, and cost nothing
// to keep. A pot that turns heads-up mid-hand stays with this play: Hard's
// heads-up strategy (Expert) is a tree for a heads-up game from the deal
// and has no node for it; with two players dealt in, it plays as
// TableSklansky always has.
type TableHard struct {
	r       *rand.Rand
	samples int
	heads   TableSklansky
	seen    map[string]*spotCounts
	read    handRead
	strTab  strengthTable
	// uncapped: a heads-up pot has been seen to go past the cap, so a
	// raising war has no end but the stacks (a ring game).
	uncapped bool
}

// newTableHard returns Hard drawing on r.
func newTableHard(r *rand.Rand) *TableHard {
	return &TableHard{r: r, samples: 400, heads: TableSklansky{eq: TableEquity{r: r, samples: 200}},
		seen: map[string]*spotCounts{}}
}

// A spot is where an action was taken: before or after the flop, and how
// many bets it faced (0, 1, 2 or more; pre-flop the big blind is one).
// spotCounts counts an opponent's folds (checks with nothing to call count
// as calls), calls and raises by spot.
type spotCounts [2][3][3]float64

const (
	doFold = iota
	doCall
	doRaise
)

// spotPrior is the prior, as shares of ten hands, until an opponent has
// been seen: a fairly tight, fairly passive table.
var spotPrior = [2][3][3]float64{
	{{0.5, 0.3, 0.2}, {0.55, 0.25, 0.2}, {0.55, 0.33, 0.12}}, // pre-flop
	{{0, 0.6, 0.4}, {0.4, 0.4, 0.2}, {0.35, 0.5, 0.15}},      // after the flop
}

const priorHands = 10

// freq returns the opponent's (fold, call, raise) shares in a spot.
func (s *spotCounts) freq(post, bets int) [3]float64 {
	var f [3]float64
	total := 0.0
	for k := range f {
		f[k] = s[post][bets][k] + priorHands*spotPrior[post][bets][k]
		total += f[k]
	}
	for k := range f {
		f[k] /= total
	}
	return f
}

// handRead is what Hard has read of the hand so far: each chair's range
// and the betting, replayed from the log's events as they come.
type handRead struct {
	number, chair, seen int
	ranges              [poker.MaxChairs + 1]handRange
	board               []poker.Card
	street              poker.Street
	bets, high          int
	to                  [poker.MaxChairs + 1]int
	acted               [poker.MaxChairs + 1]bool // called or raised this hand
	// strength[i]: hand i's place (0 worst, 1 best) on the board when the
	// action read happened, for the street strengthOn holds.
	strength   [1326]float64
	strengthOn int // cards on the board strength is for; -1 none
	alive      [1326]bool
}

// reset starts a new hand: every hand equally likely for everyone.
func (h *handRead) reset(v *poker.TableView) {
	h.number, h.chair, h.seen = v.Number, v.Chair, 0
	h.board = h.board[:0]
	h.street, h.bets, h.high, h.strengthOn = poker.Preflop, 0, 0, -1
	h.to = [poker.MaxChairs + 1]int{}
	h.acted = [poker.MaxChairs + 1]bool{}
	for c := 1; c <= v.Chairs; c++ {
		if v.In[c] && c != v.Chair {
			for i := range h.ranges[c].w {
				h.ranges[c].w[i] = 1
			}
		}
	}
}

// DecideAt implements TableBot.
func (b *TableHard) DecideAt(v *poker.TableView) poker.Action {
	if v.Players() <= 2 {
		return b.heads.DecideAt(v)
	}
	b.follow(v)
	var opps [poker.MaxChairs]*handRange
	n := 0
	for c := 1; c <= v.Chairs; c++ {
		if c != v.Chair && v.In[c] && !v.Folded[c] {
			b.read.ranges[c].prepare()
			opps[n] = &b.read.ranges[c]
			n++
		}
	}
	if v.Street == poker.Preflop {
		return b.preflop(v, opps[:n])
	}
	s := measureMultiway(v.Hole, v.Board, opps[:n], b.samples, b.r)
	if n == 1 && b.maniacAlone(v) {
		return b.againstManiac(v, s)
	}
	return b.triple(v, s, n, opps[:n])
}

// follow reads the log's new events into b.read and the opponents' counts.
func (b *TableHard) follow(v *poker.TableView) {
	h := &b.read
	if h.number != v.Number || h.chair != v.Chair || h.seen > len(v.Log) {
		h.reset(v)
	}
	for ; h.seen < len(v.Log); h.seen++ {
		e := &v.Log[h.seen]
		switch e.Kind {
		case poker.EventSmallBlind, poker.EventBigBlind:
			h.to[e.Chair] = e.Amount
			h.high = max(h.high, e.Amount)
			if e.Kind == poker.EventBigBlind {
				h.bets = 1
			}
		case poker.EventStreet:
			h.street, h.bets, h.high = e.Street, 0, 0
			h.to = [poker.MaxChairs + 1]int{}
			h.board = append(h.board, e.CardList()...)
		case poker.EventAction:
			if e.Chair != v.Chair {
				b.saw(v, e)
			}
			h.to[e.Chair] = e.To
			h.acted[e.Chair] = h.acted[e.Chair] || e.Action == poker.Call || e.Action == poker.Bet || e.Action == poker.Raise
			if e.Action == poker.Bet || e.Action == poker.Raise {
				h.bets++
				h.high = e.To
				b.uncapped = b.uncapped || h.bets > limitCap
			}
		}
	}
}

// saw counts e, an opponent's action, and re-weights its range: a raise
// keeps the hands above the share it raises with, a call those above the
// share it plays, a check thins the hands it would have bet.
func (b *TableHard) saw(v *poker.TableView, e *poker.TableEvent) {
	h := &b.read
	post := 0
	if h.street != poker.Preflop {
		post = 1
	}
	spot := min(h.bets, 2)
	name := v.Names[e.Chair]
	sc := b.seen[name]
	if sc == nil {
		sc = new(spotCounts)
		b.seen[name] = sc
	}
	f := sc.freq(post, spot)
	k := doCall
	switch e.Action {
	case poker.Fold:
		k = doFold
	case poker.Bet, poker.Raise:
		k = doRaise
	}
	sc[post][spot][k]++
	if k == doFold {
		return
	}
	b.strengths(v)
	w := &h.ranges[e.Chair].w
	const band = 0.1
	switch {
	case k == doRaise:
		cut := 1 - f[doRaise]
		for i := range w {
			w[i] *= float32(ramp(h.strength[i], cut, band))
		}
	case spot > 0 || post == 0 && e.Action == poker.Call:
		cut := 1 - f[doRaise] - f[doCall]
		top := 1 - f[doRaise]
		for i := range w {
			x := ramp(h.strength[i], cut, band)
			if h.strength[i] > top {
				x *= 0.7 // it might have raised
			}
			w[i] *= float32(x)
		}
	default: // a check: the hands it bets are less likely
		top := 1 - f[doRaise]
		for i := range w {
			if h.strength[i] > top {
				w[i] *= 0.5
			}
		}
	}
}

// ramp is 1 above cut+band, 0.01 below cut-band, linear between.
func ramp(x, cut, band float64) float64 {
	switch {
	case x >= cut+band:
		return 1
	case x <= cut-band:
		return 0.01
	}
	return 0.01 + 0.99*(x-(cut-band))/(2*band)
}

// strengths fills b.read.strength for the board the read is on: before the
// flop each hand's place by income rate against the table's opponents,
// after it its place on the board now (draws lifted).
func (b *TableHard) strengths(v *poker.TableView) {
	h := &b.read
	if h.strengthOn == len(h.board) {
		return
	}
	h.strengthOn = len(h.board)
	if len(h.board) == 0 {
		pl := &incomePlaces[min(max(v.Players()-1, 1), 8)-1]
		for i, hd := range allHands {
			h.strength[i] = pl[classOf(hd)]
		}
		return
	}
	used := uint64(0)
	for _, c := range h.board {
		used |= 1 << c
	}
	for i, hd := range allHands {
		h.alive[i] = used&(1<<hd[0]|1<<hd[1]) == 0
		h.strength[i] = 0
	}
	b.strTab.rank(&allHands, &h.alive, h.board, &h.strength)
}

// incomePlaces[o-1][c] is class c's place (0 worst, 1 best, by combos)
// among the starting hands ordered by income rate against o opponents.
var incomePlaces = func() (p [8][169]float64) {
	for o := range p {
		order := make([]int, 169)
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(i, j int) bool { return incomeRates[o][order[i]] < incomeRates[o][order[j]] })
		below := 0
		for _, c := range order {
			k := class(c).combos()
			p[o][c] = (float64(below) + float64(k)/2) / 1326
			below += k
		}
	}
	return p
}()

// Hard's pre-flop thresholds on income rate when nobody has raised: it
// raises from hardOpen, plus hardPerOpp a live opponent (the rates grow
// with them) and hardLater for each step it sits before late position
// (early 4, middle 2); it calls with limpers in front, or from a blind,
// from hardLimp.
const (
	hardOpen   = 0.0
	hardPerOpp = 0.04
	hardLater  = 0.05
	hardLimp   = 0.10
)

func (b *TableHard) preflop(v *poker.TableView, opps []*handRange) poker.Action {
	limpers, bets, _ := preflopFront(v)
	c := classOf(v.Hole)
	if m := b.liveManiac(v); m != 0 {
		return b.preflopManiac(v, m)
	}
	if bets == 1 {
		ir := incomeRate(c, len(opps))
		behind := 0
		switch placeOf(v, v.Chair) {
		case placeEarly:
			behind = 4
		case placeMiddle:
			behind = 2
		}
		blind := v.Chair == v.SmallBlindChair || v.Chair == v.BigBlindChair
		switch {
		case ir >= hardOpen+hardPerOpp*float64(len(opps))+hardLater*float64(behind):
			return firstAt(v, poker.Raise, poker.Call, poker.Check)
		case ir >= hardLimp && (limpers > 0 || blind):
			return firstAt(v, poker.Call, poker.Check)
		}
		return firstAt(v, poker.Check, poker.Fold)
	}
	// Raised: its share against the players who put chips in of their own
	// will (the raisers' ranges narrowed), with the pot odds and a margin
	// for each player still to act behind.
	var vol [poker.MaxChairs]*handRange
	nv, yet := 0, 0
	for c := 1; c <= v.Chairs; c++ {
		if c == v.Chair || !v.In[c] || v.Folded[c] {
			continue
		}
		if b.read.acted[c] {
			vol[nv] = &b.read.ranges[c]
			nv++
		} else {
			yet++
		}
	}
	s := measureMultiway(v.Hole, nil, vol[:nv], b.samples, b.r)
	live := float64(nv + 1)
	owed := float64(v.Owed)
	raiseAt, margin := 1.2, 1.1
	if _, _, raiser := preflopFront(v); raiser != 0 && b.raisesMost(v.Names[raiser]) {
		raiseAt, margin = 1.0, 1.0 // a maniac's raise: his hand is any hand
	}
	switch {
	case s.eq >= raiseAt/live && !v.Capped:
		return firstAt(v, poker.Raise, poker.Call)
	case s.eq*(float64(v.Pot)+owed) >= (margin+0.05*float64(yet))*owed:
		return firstAt(v, poker.Call)
	}
	return firstAt(v, poker.Fold)
}

// limitCap is the fixed-limit cap in bets (the big blind counts pre-flop):
// a street with more was a heads-up ring pot, uncapped.
const limitCap = 4

// A maniac is an opponent seen to bet or raise at least maniacRate of its
// decisions over maniacSeen or more: its bets say nothing of its cards,
// and it never folds.
const (
	maniacRate = 0.8
	maniacSeen = 30
)

// maniac reports whether the player called name plays as a maniac.
func (b *TableHard) maniac(name string) bool {
	sc := b.seen[name]
	if sc == nil {
		return false
	}
	var agg, all float64
	for p := range sc {
		for s := range sc[p] {
			agg += sc[p][s][doRaise]
			all += sc[p][s][doFold] + sc[p][s][doCall] + sc[p][s][doRaise]
		}
	}
	return all >= maniacSeen && agg >= maniacRate*all
}

// maniacAlone reports whether v's one live opponent is a maniac.
func (b *TableHard) maniacAlone(v *poker.TableView) bool {
	for c := 1; c <= v.Chairs; c++ {
		if c != v.Chair && v.In[c] && !v.Folded[c] {
			return b.maniac(v.Names[c])
		}
	}
	return false
}

// againstManiac plays a pot heads-up against a maniac, whose hand is any
// hand and who raises every raise: each bet that goes in wins (2·eq−1) of
// it, so Hard raises on while its share beats one half and lets the maniac
// bet for it otherwise, calling wider than the pot odds (the cards to come
// may give it the best hand and a raising war). Where a heads-up pot is
// uncapped the war goes to the stacks, so it waits for the river, when
// the share is known to the last card: waiting never costs, as the share
// now is the mean of the river's.
func (b *TableHard) againstManiac(v *poker.TableView, s multiStrength) poker.Action {
	wait := b.uncapped && v.Street != poker.River
	if s.eq > 0.5 && !wait {
		return firstAt(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	owed := float64(v.Owed)
	if owed == 0 || s.eq*(float64(v.Pot)+owed) >= owed {
		return firstAt(v, poker.Check, poker.Call)
	}
	if v.Street != poker.River && s.eq >= maniacStay {
		return firstAt(v, poker.Call)
	}
	return firstAt(v, poker.Fold)
}

// maniacStay is the share against a maniac below which Hard leaves a pot
// before the river although the pot odds do not pay.
const maniacStay = 0.2

// liveManiac returns the chair of a live opponent who plays as a maniac,
// or 0.
func (b *TableHard) liveManiac(v *poker.TableView) int {
	for c := 1; c <= v.Chairs; c++ {
		if c != v.Chair && v.In[c] && !v.Folded[c] && b.maniac(v.Names[c]) {
			return c
		}
	}
	return 0
}

// preflopManiac plays before the flop with maniac m live: m raises
// whatever it holds, and a pot heads-up with it is worth far more than its
// share of the blinds (see againstManiac), so Hard plays any hand with its
// fair share or more, near enough, against m's any hand and the ranges of
// the others who put chips in, and raises the better ones to make the
// others fold; heads-up with m in an uncapped game it waits for the river.
func (b *TableHard) preflopManiac(v *poker.TableView, m int) poker.Action {
	var field [poker.MaxChairs]*handRange
	n, yet := 0, 0
	for c := 1; c <= v.Chairs; c++ {
		if c == v.Chair || !v.In[c] || v.Folded[c] {
			continue
		}
		if c == m || b.read.acted[c] {
			field[n] = &b.read.ranges[c]
			n++
		} else {
			yet++
		}
	}
	s := measureMultiway(v.Hole, nil, field[:n], b.samples, b.r)
	live := float64(n + 1)
	heads := n == 1 && yet == 0
	switch {
	case s.eq >= maniacRaise/live && !v.Capped && !(heads && b.uncapped):
		return firstAt(v, poker.Raise, poker.Call, poker.Check)
	case s.eq >= maniacEnter/live:
		return firstAt(v, poker.Call, poker.Check)
	}
	return firstAt(v, poker.Check, poker.Fold)
}

// Hard's pre-flop thresholds with a maniac live, as multiples of a fair
// share.
const (
	maniacEnter = 0.75
	maniacRaise = 1.1
)

// raisesMost reports an opponent seen to raise most first-in hands before
// the flop.
func (b *TableHard) raisesMost(name string) bool {
	sc := b.seen[name]
	return sc != nil && sc.freq(0, 1)[doRaise] >= 0.6
}

// triple is Hard's play after the flop: a raise probability rising through
// Normal's threshold for the bets faced, a call when the pot odds (or a
// draw's implied odds) pay, else a fold; with nothing to call, a bluff as
// often as the live opponents all fold to a bet.
func (b *TableHard) triple(v *poker.TableView, s multiStrength, n int, opps []*handRange) poker.Action {
	rel := s.ehs() * float64(n+1) // against a fair share, as Normal's thresholds
	facing := v.BetsOn(v.Street)
	t := normalBet
	switch {
	case facing >= 3:
		t = normalCap
	case facing == 2:
		t = normalRaise
	}
	pRaise := min(max((rel-(t-0.15))/0.3, 0), 1)
	owed := float64(v.Owed)
	pays := owed == 0 || s.eq*(float64(v.Pot)+owed) >= owed
	if !pays && v.Street != poker.River {
		implied := float64(v.Pot) + owed + float64(v.BetSize*n)
		pays = s.ppot*(1-s.hs)*implied >= owed
	}
	if b.liveManiac(v) != 0 {
		// A maniac's bets say nothing: raise the hands that beat a fair
		// share for value, and so that the others fold and leave the pot
		// heads-up with it.
		if s.eq >= maniacRaise/float64(n+1) {
			pRaise = 1
		}
	}
	if v.Owed == 0 && pRaise < 1 {
		folds := 1.0
		for c := 1; c <= v.Chairs; c++ {
			if c != v.Chair && v.In[c] && !v.Folded[c] {
				sc := b.seen[v.Names[c]]
				if sc == nil {
					sc = new(spotCounts)
				}
				folds *= sc.freq(1, 1)[doFold]
			}
		}
		pRaise = max(pRaise, 0.8*folds)
	}
	x := b.r.Float64()
	switch {
	case x < pRaise:
		return firstAt(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	case pays:
		return firstAt(v, poker.Check, poker.Call)
	}
	return firstAt(v, poker.Check, poker.Fold)
}
