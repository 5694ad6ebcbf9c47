package holdembot

import (
	"math/rand/v2"

	"parlor/poker"
)

// normalRange is how far down the Sklansky–Malmuth groups (1 best, 8 the
// last played, 9 the rest) a place plays in each pre-flop spot. A hand
// plays a spot when its group is at most the number.
type normalRange struct {
	open    int // first in: raise
	isolate int // limpers in front: raise
	limp    int // limpers in front: call (one more group in a passive game)
	call    int // one raise in front: call (one group fewer against an early raiser)
	three   int // one raise in front: three-bet
	capWar  int // three bets or more in front: raise again (call with one group more)
}

// normalRanges are Normal's pre-flop tables, by place.
var normalRanges = [...]normalRange{
	// Early: Sklansky–Malmuth play groups 1-4 here; with five or more still
	// to act behind, group 4 (AJo, KQo, ATs) is too often dominated, so it
	// waits for a passive game or limpers in front.
	placeEarly: {open: 3, isolate: 2, limp: 4, call: 2, three: 1, capWar: 1},
	// Middle: groups 1-5 open; 6 limps behind limpers in a passive game.
	placeMiddle: {open: 4, isolate: 3, limp: 5, call: 3, three: 2, capWar: 1},
	// Late: groups 1-6 open (steals included); behind limpers up to 7.
	placeLate: {open: 6, isolate: 3, limp: 6, call: 3, three: 2, capWar: 1},
	// Small blind: first in it raises the big blind with 1-5, completes
	// behind limpers for half a bet with 1-6.
	placeSmallBlind: {open: 5, isolate: 2, limp: 6, call: 2, three: 1, capWar: 1},
	// Big blind: checks the limpers' pots, raises them with 1-2; it has a
	// bet in, so it calls one raise with 1-4.
	placeBigBlind: {open: 5, isolate: 2, limp: 9, call: 4, three: 2, capWar: 1},
}

// TableNormal is Normal at a table of three or more: Sklansky–Malmuth
// groups by place before the flop (normalRanges), threshold play on hand
// strength and potential against the live opponents after it, with pot
// odds, implied odds for draws and bluffs mixed by its random source. With
// two players dealt in it plays as TableSklansky always has.
type TableNormal struct {
	r       *rand.Rand
	samples int
	heads   TableSklansky
	game    tableTone
}

// newTableNormal returns Normal drawing on r.
func newTableNormal(r *rand.Rand) *TableNormal {
	return &TableNormal{r: r, samples: 300, heads: TableSklansky{eq: TableEquity{r: r, samples: 200}}}
}

// DecideAt implements TableBot.
func (b *TableNormal) DecideAt(v *poker.TableView) poker.Action {
	if v.Players() <= 2 {
		return b.heads.DecideAt(v)
	}
	b.game.watch(v)
	if v.Street == poker.Preflop {
		return b.preflop(v)
	}
	return b.postflop(v)
}

// tableTone keeps how the table plays before the flop, hand after hand,
// from what this seat saw in front of it: a passive game is one of many
// limpers and few raises.
type tableTone struct {
	number         int
	hands          int
	raised, limped float64 // hands raised pre-flop, limpers summed
}

func (t *tableTone) watch(v *poker.TableView) {
	if v.Street != poker.Preflop || v.Number == t.number {
		return
	}
	t.number = v.Number
	limpers, bets, _ := preflopFront(v)
	t.hands++
	t.limped += float64(limpers)
	if bets > 1 {
		t.raised++
	}
}

// passive reports a loose, passive game: over twenty hands or more, under
// one in four raised in front and on average a limper or more.
func (t *tableTone) passive() bool {
	h := float64(t.hands)
	return t.hands >= 20 && t.raised < 0.25*h && t.limped >= h
}

// wildness is how many groups wider Normal calls raises in a game raised
// in front of it in many hands (a maniac at the table): from none at one
// hand in five to four at three in five, once twenty hands are seen.
func (t *tableTone) wildness() int {
	if t.hands < 20 {
		return 0
	}
	return min(max(int((t.raised/float64(t.hands)-0.2)*10), 0), 4)
}

// playsGroup returns the highest group v's chair plays in its spot, and
// whether it raises (or bets) with it; hands of higher groups fold (check
// when free).
func (b *TableNormal) playsGroup(v *poker.TableView, g int) (raise, call bool) {
	place := placeOf(v, v.Chair)
	rg := normalRanges[place]
	limpers, bets, raiser := preflopFront(v)
	loose := 0
	if b.game.passive() || limpers >= 2 {
		loose = 1
	}
	if p := v.Players(); p <= 4 { // short-handed: the blinds come round fast, play more
		wider := 5 - p // one group at four, two at three
		rg.open += wider
		rg.limp += wider
		rg.call += wider
		rg.three++
	}
	if v.Owed > 0 && v.Pot >= 3*v.Owed { // a blind's odds: three to one or better
		rg.call += 2
	}
	switch {
	case bets == 1 && limpers == 0:
		if place == placeEarly && loose > 0 {
			rg.open++
		}
		return g <= rg.open, place == placeBigBlind
	case bets == 1:
		return g <= rg.isolate, g <= rg.limp+loose || place == placeBigBlind
	}
	if w := b.game.wildness(); w > 0 { // raises in front most hands say little
		rg.call += w
		rg.three += w / 2
		rg.capWar += w / 2
	}
	if bets == 2 {
		if raiser != 0 && placeOf(v, raiser) == placeEarly {
			rg.call--
		}
		return g <= rg.three, g <= rg.call
	}
	return g <= rg.capWar, g <= rg.capWar+1
}

func (b *TableNormal) preflop(v *poker.TableView) poker.Action {
	raise, call := b.playsGroup(v, group(v.Hole))
	switch {
	case raise:
		return firstAt(v, poker.Raise, poker.Call, poker.Check)
	case call:
		return firstAt(v, poker.Call, poker.Check)
	}
	// Outside the tables a hand still calls when its share against the
	// live players' random hands pays the pot odds.
	if owed := float64(v.Owed); owed > 0 {
		if share := multiwayShare(v.Hole, nil, v.Live()-1, b.samples, b.r); share*(float64(v.Pot)+owed) >= owed {
			return firstAt(v, poker.Call)
		}
	}
	return firstAt(v, poker.Check, poker.Fold)
}

// Normal's thresholds after the flop, on effective hand strength against
// every live opponent, as multiples of a fair share 1/live: value bets need
// less strength the more players may call (heads-up 0.55, 0.75, 0.9).
const (
	normalBet   = 1.1 // bet, or raise a single bet
	normalRaise = 1.5 // raise again when raised
	normalCap   = 1.8 // raise to the cap
	// A draw (potential at least normalDraw) semi-bluffs with no bet to
	// face normalSemi of the time; normalBluff of the time the river is
	// bet heads-up when checked to.
	normalDraw  = 0.2
	normalSemi  = 0.4
	normalBluff = 0.1
)

func (b *TableNormal) postflop(v *poker.TableView) poker.Action {
	opps := v.Live() - 1
	var random [poker.MaxChairs]*handRange
	s := measureMultiway(v.Hole, v.Board, random[:opps], b.samples, b.r)
	return thresholdPlay(v, s, opps, b.r)
}

// thresholdPlay is Normal's (and Hard's fallback) play after the flop on
// s against opps opponents.
func thresholdPlay(v *poker.TableView, s multiStrength, opps int, r *rand.Rand) poker.Action {
	rel := s.ehs() * float64(opps+1)
	facing := v.BetsOn(v.Street)
	switch {
	case rel >= normalCap, rel >= normalRaise && facing <= 2, rel >= normalBet && facing <= 1:
		return firstAt(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	if v.Owed == 0 {
		draw := v.Street != poker.River && s.ppot >= normalDraw
		if draw && r.Float64() < normalSemi || v.Street == poker.River && opps == 1 && r.Float64() < normalBluff {
			return firstAt(v, poker.Bet, poker.Check)
		}
		return firstAt(v, poker.Check)
	}
	owed := float64(v.Owed)
	if s.eq*(float64(v.Pot)+owed) >= owed {
		return firstAt(v, poker.Call)
	}
	// Implied odds: a draw that gets there is paid a bet more by each.
	if v.Street != poker.River {
		implied := float64(v.Pot) + owed + float64(v.BetSize*opps)
		if s.ppot*(1-s.hs)*implied >= owed {
			return firstAt(v, poker.Call)
		}
	}
	return firstAt(v, poker.Fold)
}
