package holdembot

import (
	_ "embed"
	"math/rand/v2"
	"sync"

	"parlor/poker"
)

// expertFile is expert's strategy, the output of
//
//	go run . train --seed 1 --deals 4000000 --out ai/holdembot/expert.cfr
//
// (see docs/holdem-bots.md, "The Hold'em expert"). TestShippedStrategy
// checks that it is the file this code reads.
//
//go:embed expert.cfr
var expertFile []byte

// What the shipped file must be: its SHA-256 and how it was trained.
const (
	expertChecksum = "88cc52b8f245582416ca3b5508413548d8daee3851a5a4e80395d985c70d78c0"
	expertSeed     = 1
	expertDeals    = 4_000_000
)

var expert struct {
	once sync.Once
	s    *Strategy
	err  error
}

// ExpertStrategy returns the shipped strategy, read once.
func ExpertStrategy() (*Strategy, error) {
	expert.once.Do(func() { expert.s, expert.err = ReadStrategy(expertFile) })
	return expert.s, expert.err
}

// Expert plays the strategy computed by counterfactual regret minimisation
// on the abstract game (see abstract.go and buckets.go): it maps the stacks
// to the nearest deeper tree, follows the hand's actions down it, buckets
// its cards and draws its action from the strategy. On a share of the hands
// that grows with how far its opponent plays from the equilibrium, and that
// its winnings from that opponent bound, it plays a counter-strategy
// instead (see lean.go).
//
// Past the abstraction's cap of four bets a street (our rules have none),
// it stays at the capped node and plays its call-or-fold strategy, but on
// the river it raises on with a hand that beats nearly every other (see
// nutsStrength), to the last chip if need be.
type Expert struct {
	r *rand.Rand
	s *Strategy // nil if the shipped strategy cannot be read: then it plays fallback

	// The exploitative layer (see lean.go): statistics of the opponent, a
	// window on its recent play and the winnings from it, and the
	// counter-strategy, the default bot's reads of this opponent.
	opp     opponent
	lean    lean
	counter *Sklansky
	exploit bool // false plays the strategy alone (the tests switch it off)
	// leaning: this hand is played by the counter-strategy (drawn at the
	// hand's first decision).
	leanKey handKey
	leaning bool

	// The bucket of the current hand and street, computed once.
	key    handKey
	street poker.Street
	bucket int32
	valid  bool
}

// newExpert returns the expert drawing its random choices from r.
func newExpert(r *rand.Rand) *Expert {
	s, _ := ExpertStrategy()
	counter := NewSklansky(r)
	// The counter-strategy plays its best estimate: it needs no mixing of
	// its own (the lean mixes it with the strategy), and bluffs whenever
	// its reads say a bluff pays.
	counter.deviate, counter.bluffRate = 0, 1
	return &Expert{r: r, s: s, counter: counter, exploit: true}
}

// HandOver learns the opponent's statistics from a finished hand.
func (b *Expert) HandOver(v poker.SeatView) {
	b.opp.learn(&v)
	b.lean.learn(&v)
	b.counter.HandOver(v)
}

// Lean is the share of hands the bot now plays by its counter-strategy.
func (b *Expert) Lean() float64 { return b.lean.share() }

// nutsStrength: past the cap on the river, a hand that beats this share of
// all hands raises on.
const nutsStrength = 0.98

// minProb: actions the strategy plays less often than this are dropped,
// the most likely always kept (the average strategy of a sampled solver
// keeps a little of everything it tried; in matches against sklansky,
// caller and equity, dropping up to a fifth won more than 0.04 or nothing).
const minProb = 0.2

// depthOf returns the tree for an effective stack of chips at big blind bb:
// the shallowest at least as deep, so that the tree is never all-in before
// the table.
func depthOf(chips, bb int) int {
	hbb := (2*chips + bb - 1) / max(bb, 1)
	for d, s := range stackDepths {
		if s >= hbb {
			return d
		}
	}
	return len(stackDepths) - 1
}

// Decide plays the strategy.
func (b *Expert) Decide(v poker.SeatView) poker.Action {
	if len(v.Legal) == 0 {
		return poker.Action{Kind: poker.Fold}
	}
	if len(v.Legal) == 1 {
		return v.Legal[0]
	}
	if b.s == nil {
		return b.fallback(&v)
	}
	if b.exploit {
		if key := (handKey{v.Number, v.Seat, v.Hole}); key != b.leanKey {
			b.leanKey = key
			b.leaning = b.r.Float64() < b.lean.share()
		}
		if b.leaning {
			return b.counter.Decide(v)
		}
	}
	at, pastCap, ok := b.locate(&v)
	if !ok {
		return b.fallback(&v)
	}
	n := &b.s.t.nodes[at]
	bucket := b.bucketOf(&v)
	var p [3]float64
	b.s.policy(n.infoset+bucket, int(n.n), p[:])
	top := 0
	for a := range int(n.n) {
		if p[a] > p[top] {
			top = a
		}
	}
	sum := 0.0
	for a := range int(n.n) {
		if p[a] < minProb && a != top {
			p[a] = 0
		}
		sum += p[a]
	}
	x := b.r.Float64() * sum
	pick := int(n.n) - 1
	for a := range int(n.n) {
		if x < p[a] {
			pick = a
			break
		}
		x -= p[a]
	}
	act := n.acts[pick]
	// At or past the cap the tree has no raise; the table may.
	if (pastCap || act != aFold) && v.Street == poker.River && !canRaise(n) && riverStrength(v.Hole, v.Board) >= nutsStrength {
		act = aRaise
	}
	return realAction(&v, act)
}

func canRaise(n *node) bool {
	for a := range int(n.n) {
		if n.acts[a] == aRaise {
			return true
		}
	}
	return false
}

// realAction turns an abstract action into a legal one.
func realAction(v *poker.SeatView, act int8) poker.Action {
	switch act {
	case aFold:
		return first(v, poker.Check, poker.Fold)
	case aRaise:
		return first(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	return first(v, poker.Check, poker.Call)
}

// locate follows the hand's actions down the tree of its stack depth and
// returns the node of this decision, whether the betting went past the
// tree's cap on this street, and false when the hand left the tree (it
// cannot with the trees as built, but a log the tree does not follow gets
// the fallback, not a guess).
func (b *Expert) locate(v *poker.SeatView) (int32, bool, bool) {
	t := b.s.t
	var start [2]int
	button := v.Button
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == poker.EventHandStart {
			start, button = e.Stacks, e.Button
			break
		}
	}
	depth := depthOf(min(start[0], start[1]), v.BigBlind)
	at := t.roots[depth]
	pastCap := false
	player := func(seat int) int8 {
		if seat == button {
			return 0
		}
		return 1
	}
	for i := range v.Log {
		e := &v.Log[i]
		if e.Kind != poker.EventAction {
			continue
		}
		n := &t.nodes[at]
		if n.toAct < 0 || int(n.street) != int(e.Street) {
			return 0, false, false
		}
		var want int8
		switch e.Action {
		case poker.Fold:
			want = aFold
		case poker.Check, poker.Call:
			want = aCall
		default:
			want = aRaise
		}
		next := int32(-1)
		for a := range int(n.n) {
			if n.acts[a] == want {
				next = n.next[a]
			}
		}
		switch {
		case next >= 0:
			at, pastCap = next, false
		case want == aRaise:
			pastCap = true // past the cap: stay at the capped node
		default:
			return 0, false, false
		}
	}
	n := &t.nodes[at]
	if n.toAct < 0 || int(n.street) != int(v.Street) || (!pastCap && n.toAct != player(v.Seat)) {
		return 0, false, false
	}
	return at, pastCap, true
}

// bucketOf returns the bucket of the bot's cards on this street.
func (b *Expert) bucketOf(v *poker.SeatView) int32 {
	key := handKey{v.Number, v.Seat, v.Hole}
	if b.valid && b.key == key && b.street == v.Street {
		return b.bucket
	}
	b.key, b.street, b.valid = key, v.Street, true
	b.bucket = b.s.bands.bucketOf(v.Hole, v.Board, playSamples, b.r)
	return b.bucket
}

// fallback plays by equity against a random hand when the strategy cannot
// say: bet or raise with 60 % or more, call on pot odds.
func (b *Expert) fallback(v *poker.SeatView) poker.Action {
	eq, err := poker.EquityVsRandom(v.Hole, v.Board, 300, b.r)
	if err != nil {
		return first(v, poker.Check, poker.Fold)
	}
	e := eq.Share()
	if e > 0.6 {
		return first(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	if call, ok := find(v, poker.Call); ok && e*float64(v.Pot+call.Amount) >= float64(call.Amount) {
		return call
	}
	return first(v, poker.Check, poker.Fold)
}
