package equity

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"parlor/poker"
)

// Spot is what an equity calculation is asked about: 2 to 6 players, each a
// range (a single hand is a range of one, HandRange), the board (0 to 5
// cards) and dead cards, which nobody holds and the board never shows.
type Spot struct {
	Players []Range
	Board   []poker.Card
	Dead    []poker.Card
}

// Method chooses between counting every deal and sampling.
type Method uint8

// The methods: Auto counts exactly when that is quick (see ExactCost) and
// samples otherwise.
const (
	Auto Method = iota
	Exact
	MonteCarlo
)

func (m Method) String() string {
	switch m {
	case Exact:
		return "exact"
	case MonteCarlo:
		return "monte carlo"
	}
	return "auto"
}

// Options tune a calculation. The zero Options are a good default.
type Options struct {
	Method Method
	// StdErr is the standard error at which Monte Carlo stops: when every
	// player's equity is known to within it (0.0005, 0.05 %, if zero).
	StdErr float64
	// MaxSamples caps Monte Carlo (100,000,000 if zero).
	MaxSamples uint64
	// Workers is the number of goroutines (runtime.GOMAXPROCS if zero).
	// The result does not depend on it.
	Workers int
	// Seed seeds Monte Carlo: the same seed gives the same result.
	Seed uint64
	// Progress, if set, is called with the result so far about every
	// ProgressEvery (100 ms if zero), on the goroutine that called
	// Calculate.
	Progress      func(Result)
	ProgressEvery time.Duration
	// ExactBudget is the estimated CPU time under which Auto counts exactly
	// (1 s if zero).
	ExactBudget time.Duration
	// NoTable counts heads-up pre-flop deals instead of looking them up in
	// the pre-flop table: for measuring and checking the count.
	NoTable bool

	cache *dealCache // the exact count's cache, for the tests
}

// Share is one player's result: the share of boards won alone, the share
// split with others, and the equity (wins plus each split divided among
// its winners), each from 0 to 1.
type Share struct {
	Win, Tie, Equity float64
}

// Result is what a calculation found.
type Result struct {
	Players []Share
	Exact   bool   // every deal counted, rather than sampled
	Boards  uint64 // boards counted (over every deal of the ranges), or samples dealt
	// StdErr is the largest standard error of a player's equity (0 when
	// exact).
	StdErr  float64
	Done    float64 // how far the calculation is, from 0 to 1
	Elapsed time.Duration
}

// Errors of Calculate.
var (
	ErrPlayers    = errors.New("equity: a calculation has 2 to 6 players")
	ErrEmptyRange = errors.New("equity: no hand of the range fits beside the known cards")
	ErrNoDeal     = errors.New("equity: the ranges leave no deal without a shared card")
)

// Calculate works out each player's equity. It stops early, returning the
// result so far with ctx.Err(), when ctx is done.
func Calculate(ctx context.Context, s Spot, o Options) (Result, error) {
	start := time.Now()
	p, err := prepare(s)
	if err != nil {
		return Result{}, err
	}
	o = o.withDefaults()
	exact := o.Method == Exact || (o.Method == Auto && p.exactCost() <= o.ExactBudget*time.Duration(o.Workers))
	var res Result
	if exact {
		res, err = p.exact(ctx, o, start)
	} else {
		res, err = p.monteCarlo(ctx, o, start)
	}
	res.Elapsed = time.Since(start)
	return res, err
}

func (o Options) withDefaults() Options {
	if o.StdErr <= 0 {
		o.StdErr = 0.0005
	}
	if o.MaxSamples == 0 {
		o.MaxSamples = 100_000_000
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = 100 * time.Millisecond
	}
	if o.ExactBudget <= 0 {
		o.ExactBudget = time.Second
	}
	return o
}

// prepared is a spot checked and ready: each player's hands that fit
// beside the board, the dead cards and the known hands of the others.
type prepared struct {
	n      int
	board  []poker.Card
	dead   []poker.Card
	known  uint64 // board and dead cards
	shown  uint64 // the cards of the players with one hand
	fixed  []bool // whether player i has one hand, which the others' ranges leave out
	combos [][]Combo
}

func prepare(s Spot) (*prepared, error) {
	n := len(s.Players)
	if n < 2 || n > poker.MaxPlayers {
		return nil, fmt.Errorf("%w, not %d", ErrPlayers, n)
	}
	if len(s.Board) > 5 {
		return nil, fmt.Errorf("%w, not %d", poker.ErrBoardSize, len(s.Board))
	}
	var known uint64
	for _, c := range append(append([]poker.Card(nil), s.Board...), s.Dead...) {
		if c >= 52 {
			return nil, fmt.Errorf("%w: Card(%d)", poker.ErrBadCard, uint8(c))
		}
		if known&(1<<c) != 0 {
			return nil, fmt.Errorf("%w: %v", poker.ErrDuplicateCard, c)
		}
		known |= 1 << c
	}
	// A player with one hand shows its cards to the others' ranges.
	var shown uint64
	for i, r := range s.Players {
		if h, ok := r.single(); ok {
			set := uint64(1)<<h[0] | uint64(1)<<h[1]
			if both := set & (known | shown); both != 0 {
				return nil, fmt.Errorf("player %d: %w: %v (on the board, dead or in another hand too)", i+1, poker.ErrDuplicateCard, poker.Card(bits.TrailingZeros64(both)))
			}
			shown |= set
		}
	}
	p := &prepared{n: n, board: s.Board, dead: s.Dead, known: known, shown: shown, fixed: make([]bool, n), combos: make([][]Combo, n)}
	for i, r := range s.Players {
		block := known
		if _, ok := r.single(); ok {
			p.fixed[i] = true
		} else {
			block |= shown
		}
		for _, c := range r.Combos() {
			if block&(1<<c.Hand[0]|1<<c.Hand[1]) == 0 {
				p.combos[i] = append(p.combos[i], c)
			}
		}
		if len(p.combos[i]) == 0 {
			return nil, fmt.Errorf("player %d: %w (the board, the dead cards and the other players' hands)", i+1, ErrEmptyRange)
		}
	}
	if !p.anyDeal() {
		return nil, ErrNoDeal
	}
	return p, nil
}

// anyDeal reports whether the ranges have a deal without a shared card,
// trying at most a million partial deals (and then assuming so).
func (p *prepared) anyDeal() bool {
	tries := 0
	var walk func(i int, used uint64) bool
	walk = func(i int, used uint64) bool {
		if i == p.n {
			return true
		}
		for _, c := range p.combos[i] {
			if tries++; tries > 1_000_000 {
				return true
			}
			set := uint64(1)<<c.Hand[0] | uint64(1)<<c.Hand[1]
			if used&set == 0 && walk(i+1, used|set) {
				return true
			}
		}
		return false
	}
	return walk(0, 0)
}

// usesTable reports whether the deals are looked up in the pre-flop table:
// two players, no board, no dead cards.
func (p *prepared) usesTable() bool {
	return p.n == 2 && len(p.board) == 0 && len(p.dead) == 0
}

// exactCost estimates the CPU time of counting every deal of the spot:
// the product of the range sizes (an upper bound: deals that share a card
// are skipped), over the suit permutations that keep the board and dead
// cards, times the time of one deal, measured on a 3 GHz core.
func exactCost(s Spot) (time.Duration, error) {
	p, err := prepare(s)
	if err != nil {
		return 0, err
	}
	return p.exactCost(), nil
}

func (p *prepared) exactCost() time.Duration {
	deals := 1.0
	for _, c := range p.combos {
		deals *= float64(len(c))
	}
	var perDeal float64 // ns
	switch need := 5 - len(p.board); {
	case p.usesTable():
		perDeal = 30
	case need >= 3:
		perDeal = [6]float64{3: 60_000, 4: 150_000, 5: 300_000}[need] * float64(p.n) / 2
	default:
		boards := [3]float64{1, 46, 1035}[need]
		perDeal = boards * 4 * float64(p.n)
	}
	if !p.usesTable() {
		// Deals alike up to suits are counted once.
		deals /= float64(len(keeping(p.board, p.dead)))
	}
	d := deals * perDeal
	if d > float64(math.MaxInt64/2) {
		return time.Duration(math.MaxInt64 / 2)
	}
	return time.Duration(d)
}

// tally adds up weighted outcomes.
type tally struct {
	win, tie, eq [poker.MaxPlayers]float64
	weight       float64 // Σ deal weight × boards
	boards       uint64
}

func (t *tally) add(u *tally) {
	for i := range t.win {
		t.win[i] += u.win[i]
		t.tie[i] += u.tie[i]
		t.eq[i] += u.eq[i]
	}
	t.weight += u.weight
	t.boards += u.boards
}

// addShowdowns adds one deal's counts with weight w.
func (t *tally) addShowdowns(s *poker.Showdowns, n int, w float64) {
	var total uint64
	for m, c := range s.ByWinners[:1<<n] {
		if c == 0 {
			continue
		}
		total += c
		k := bits.OnesCount(uint(m))
		x := w * float64(c)
		for i := range n {
			if m&(1<<i) == 0 {
				continue
			}
			if k == 1 {
				t.win[i] += x
			} else {
				t.tie[i] += x
			}
			t.eq[i] += x / float64(k)
		}
	}
	t.weight += w * float64(total)
	t.boards += total
}

func (t *tally) result(n int) Result {
	r := Result{Players: make([]Share, n), Boards: t.boards}
	if t.weight == 0 {
		return r
	}
	for i := range n {
		r.Players[i] = Share{Win: t.win[i] / t.weight, Tie: t.tie[i] / t.weight, Equity: t.eq[i] / t.weight}
	}
	return r
}

// exact counts every board of every deal. The work is split by the hands
// of the player with the most; each hand's tally is kept apart and they are
// added in order, so the result does not depend on the workers.
func (p *prepared) exact(ctx context.Context, o Options, start time.Time) (Result, error) {
	lead := 0
	for i := range p.n {
		if len(p.combos[i]) > len(p.combos[lead]) {
			lead = i
		}
	}
	var table *preflopTable
	if p.usesTable() && !o.NoTable {
		t, err := loadPreflop()
		if err != nil {
			return Result{}, err
		}
		table = t
	}
	perms := keeping(p.board, p.dead)
	items := p.combos[lead]
	tallies := make([]tally, len(items))
	doneItem := make([]atomic.Bool, len(items))
	var next, finished atomic.Int64
	errs := make([]error, o.Workers)
	var wg sync.WaitGroup
	cache := new(dealCache)
	if o.cache != nil {
		cache = o.cache
	}
	for w := range o.Workers {
		wg.Go(func() {
			d := &dealer{p: p, lead: lead, table: table, perms: perms, cache: cache}
			for ctx.Err() == nil {
				it := int(next.Add(1) - 1)
				if it >= len(items) {
					return
				}
				d.hands[lead], d.weights[lead] = items[it].Hand, items[it].Weight
				used := p.known | 1<<items[it].Hand[0] | 1<<items[it].Hand[1]
				d.t = &tallies[it]
				if err := d.deal(ctx, 0, used); err != nil {
					if !errors.Is(err, errStopped) {
						errs[w] = err
					}
					return
				}
				if ctx.Err() != nil {
					return // the item is cut short: it does not count
				}
				doneItem[it].Store(true)
				finished.Add(1)
			}
		})
	}
	progress := func() Result {
		var sum tally
		for i := range tallies {
			if doneItem[i].Load() {
				sum.add(&tallies[i])
			}
		}
		r := sum.result(p.n)
		r.Exact = true
		r.Done = float64(finished.Load()) / float64(len(items))
		r.Elapsed = time.Since(start)
		return r
	}
	if o.Progress != nil {
		waitDone := make(chan struct{})
		go func() { wg.Wait(); close(waitDone) }()
		tick := time.NewTicker(o.ProgressEvery)
	loop:
		for {
			select {
			case <-waitDone:
				break loop
			case <-tick.C:
				o.Progress(progress())
			}
		}
		tick.Stop()
	} else {
		wg.Wait()
	}
	if err := errors.Join(errs...); err != nil {
		return Result{}, err
	}
	r := progress()
	return r, ctx.Err()
}

// dealer walks the deals of one worker: the hands so far, and the cache
// of the counts of the deals seen, which the workers share.
type dealer struct {
	p       *prepared
	lead    int
	hands   [poker.MaxPlayers][2]poker.Card
	weights [poker.MaxPlayers]float64
	table   *preflopTable
	perms   []suitPerm
	cache   *dealCache
	t       *tally
}

// dealCache holds the counts of the deals seen, by their form under the
// suit permutations that keep the board and the dead cards (AKs v QQ
// before the flop is two deals up to suits, not 24), shared by the
// workers: a form is counted once, by the first worker to meet it, and
// another that meets it meanwhile waits for that count rather than
// counting it again.
type dealCache struct {
	m       sync.Map // [poker.MaxPlayers]uint16 → *cachedDeal
	n       atomic.Int64
	counted atomic.Int64 // forms counted, for the tests
}

type cachedDeal struct {
	once sync.Once
	s    poker.Showdowns
	err  error
}

// maxCache bounds the cache of deals.
const maxCache = 1 << 18

// get returns the entry of the deal's form, new if it is the first to
// meet it, or nil when the cache is full and the form not in it.
func (c *dealCache) get(key [poker.MaxPlayers]uint16) *cachedDeal {
	if e, ok := c.m.Load(key); ok {
		return e.(*cachedDeal)
	}
	if c.n.Load() >= maxCache {
		return nil
	}
	e, loaded := c.m.LoadOrStore(key, new(cachedDeal))
	if !loaded {
		c.n.Add(1)
	}
	return e.(*cachedDeal)
}

// errStopped ends a walk whose context is done; the deal it was in does
// not count.
var errStopped = errors.New("equity: stopped")

// deal walks the players other than lead from i on, skipping hands that
// share a card, and tallies each full deal. It looks at ctx before every
// deal, and a walk stopped deep down stops every level above it: a deal of
// several hands before the flop is milliseconds of counting, and a screen
// cancels on every key.
func (d *dealer) deal(ctx context.Context, i int, used uint64) error {
	p := d.p
	if i == d.lead {
		i++
	}
	if i >= p.n {
		return d.count()
	}
	for _, c := range p.combos[i] {
		set := uint64(1)<<c.Hand[0] | uint64(1)<<c.Hand[1]
		if used&set != 0 {
			continue
		}
		if ctx.Err() != nil {
			return errStopped
		}
		d.hands[i], d.weights[i] = c.Hand, c.Weight
		if err := d.deal(ctx, i+1, used|set); err != nil {
			return err
		}
	}
	return nil
}

// count tallies the deal in d.hands.
func (d *dealer) count() error {
	n := d.p.n
	w := 1.0
	for _, x := range d.weights[:n] {
		w *= x
	}
	if d.table != nil {
		wins, ties, _ := d.table.lookup(d.hands[0], d.hands[1])
		var s poker.Showdowns
		s.Players = 2
		s.ByWinners[1], s.ByWinners[3] = uint64(wins), uint64(ties)
		s.ByWinners[2] = PreflopBoards - uint64(wins) - uint64(ties)
		d.t.addShowdowns(&s, 2, w)
		return nil
	}
	if len(d.perms) <= 1 {
		s, err := poker.CountShowdowns(d.hands[:n], d.p.board, d.p.dead)
		if err != nil {
			return err
		}
		d.t.addShowdowns(&s, n, w)
		return nil
	}
	var key [poker.MaxPlayers]uint16
	for j, perm := range d.perms {
		var k [poker.MaxPlayers]uint16
		for i, h := range d.hands[:n] {
			k[i] = uint16(comboIndex(perm.hand(h)))
		}
		if j == 0 || lessKey(&k, &key) {
			key = k
		}
	}
	e := d.cache.get(key)
	if e == nil {
		s, err := poker.CountShowdowns(d.hands[:n], d.p.board, d.p.dead)
		if err != nil {
			return err
		}
		d.t.addShowdowns(&s, n, w)
		return nil
	}
	e.once.Do(func() {
		e.s, e.err = poker.CountShowdowns(d.hands[:n], d.p.board, d.p.dead)
		d.cache.counted.Add(1)
	})
	if e.err != nil {
		return e.err
	}
	d.t.addShowdowns(&e.s, n, w)
	return nil
}

func lessKey(a, b *[poker.MaxPlayers]uint16) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// keeping returns the suit permutations that map the set of cards onto
// itself.
func keeping(cards []poker.Card, also []poker.Card) []suitPerm {
	var set, other uint64
	for _, c := range cards {
		set |= 1 << c
	}
	for _, c := range also {
		other |= 1 << c
	}
	var out []suitPerm
	forEachPerm(func(p suitPerm) {
		var s, o uint64
		for _, c := range cards {
			s |= 1 << p.card(c)
		}
		for _, c := range also {
			o |= 1 << p.card(c)
		}
		if s == set && o == other {
			out = append(out, p)
		}
	})
	return out
}

// sampler draws a player's hand with probability in proportion to its
// weight: by a uniform index when the weights are equal, else by Walker's
// alias table (a uniform index, then the hand or its alias by a uniform
// threshold), one random uint64 a draw either way.
type sampler struct {
	hands []uint64 // each hand's two cards, as a set
	cards [][2]poker.Card
	n     uint32
	keep  []uint64 // hand i is kept if 32 random bits are below keep[i] (at most 1<<32), else alias[i]
	alias []uint32
}

func newSampler(c []Combo) sampler {
	n := len(c)
	s := sampler{hands: make([]uint64, n), cards: make([][2]poker.Card, n), n: uint32(n)}
	sum, equal := 0.0, true
	for i, x := range c {
		s.hands[i] = 1<<x.Hand[0] | 1<<x.Hand[1]
		s.cards[i] = x.Hand
		sum += x.Weight
		equal = equal && x.Weight == c[0].Weight
	}
	if equal {
		return s
	}
	// Vose's construction: scaled weights below 1 are topped up by the
	// alias of one at or above 1.
	s.keep, s.alias = make([]uint64, n), make([]uint32, n)
	scaled := make([]float64, n)
	var small, large []uint32
	for i, x := range c {
		scaled[i] = x.Weight * float64(n) / sum
		if scaled[i] < 1 {
			small = append(small, uint32(i))
		} else {
			large = append(large, uint32(i))
		}
	}
	for len(small) > 0 && len(large) > 0 {
		l, g := small[len(small)-1], large[len(large)-1]
		small = small[:len(small)-1]
		s.keep[l], s.alias[l] = uint64(scaled[l]*(1<<32)), g
		if scaled[g] -= 1 - scaled[l]; scaled[g] < 1 {
			large, small = large[:len(large)-1], append(small, g)
		}
	}
	for _, i := range append(small, large...) { // 1 but for rounding
		s.keep[i], s.alias[i] = 1<<32, i
	}
	return s
}

// draw returns the index of a hand drawn with 64 random bits: the high 32
// choose the index (Lemire's multiply and shift, exact by rejecting the
// few values that would favour some indices), the low 32 the alias.
func (s *sampler) draw(r *rand.PCG) uint32 {
	for {
		x := r.Uint64()
		m := (x >> 32) * uint64(s.n)
		if uint32(m) < s.n && uint32(m) < -s.n%s.n {
			continue
		}
		i := uint32(m >> 32)
		if s.keep != nil && x&(1<<32-1) >= s.keep[i] {
			i = s.alias[i]
		}
		return i
	}
}

// cardSource deals cards from a deck by a partial Fisher–Yates shuffle:
// the i-th card of a sample is a uniform choice among the deck's cards
// from position i on, swapped into position i, so each sample needs no
// reshuffle (the order the last one left does not matter). 16 random bits
// a card, four from each number of the generator, by Lemire's multiply and shift
// (exact: the few values, under 1 in 1,200, that would favour some
// positions are drawn again). A card a range's hand already holds is drawn
// again, which keeps the choice uniform among the others.
type cardSource struct {
	state uint64         // of the generator, seeded from the batch's PCG
	deck  [64]poker.Card // the first n hold the cards; 64 so that an index masked by 63 needs no check
	n     int
}

// next returns 64 random bits from a state of 64 (the wyrand construction:
// a Weyl sequence, mixed by one full multiplication): a fifth of the work
// of a PCG step, and its state stays in a register through a deal.
func next(state *uint64) uint64 {
	*state += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(*state, *state^0xe7037ed1a0b428db)
	return hi ^ lo
}

// dealAny deals k cards, to the deck's first k positions: deal without a
// card to avoid, for samples where no hand was drawn from a range.
func (s *cardSource) dealAny(k int) {
	d, state := &s.deck, s.state
	for i := 0; i < k; {
		x := next(&state)
		for range 4 {
			left := uint64(s.n - i)
			m := (x & 0xffff) * left
			x >>= 16
			if uint16(m) < uint16(left) && uint16(m) < -uint16(left)%uint16(left) {
				continue
			}
			j := (i + int(m>>16)) & 63
			d[j], d[i&63] = d[i&63], d[j]
			if i++; i == k {
				break
			}
		}
	}
	s.state = state
}

// deal deals k cards, to the deck's first k positions, none of them in
// used.
func (s *cardSource) deal(k int, used uint64) {
	d, state := &s.deck, s.state
	for i := 0; i < k; {
		x := next(&state)
		for range 4 {
			left := uint64(s.n - i)
			m := (x & 0xffff) * left
			x >>= 16
			if uint16(m) < uint16(left) && uint16(m) < -uint16(left)%uint16(left) {
				continue
			}
			j := (i + int(m>>16)) & 63
			c := d[j]
			if used&(1<<c) != 0 {
				continue
			}
			d[j], d[i&63] = d[i&63], c
			if i++; i == k {
				break
			}
		}
	}
	s.state = state
}

// mcPlan is how Monte Carlo deals a sample, worked out once: a player
// with one hand keeps it; a player whose range is every hand left, equally
// weighted, is dealt two cards from the deck; the others draw from their
// ranges by weight, all again if two of them share a card (the only
// redraw: the others never conflict, as the ranges leave out the fixed
// hands). Each player's hand is then valued with the board by its keys
// alone (Partial.Value7With).
type mcPlan struct {
	n        int
	known    uint64 // board, dead and fixed cards
	board    poker.Partial
	need     int // board cards to deal
	holes    [poker.MaxPlayers][2]poker.Card
	dealt    []int // players dealt from the deck
	drawn    []int // players drawn from their ranges
	samplers [poker.MaxPlayers]sampler
}

func (p *prepared) plan() *mcPlan {
	m := &mcPlan{n: p.n, known: p.known | p.shown, need: 5 - len(p.board), board: poker.Partial{}.AddAll(p.board...)}
	left := 52 - bits.OnesCount64(p.known|p.shown)
	for i, c := range p.combos {
		switch {
		case p.fixed[i]:
			m.holes[i] = c[0].Hand
		case len(c) == left*(left-1)/2 && equalWeights(c):
			m.dealt = append(m.dealt, i)
		default:
			m.drawn = append(m.drawn, i)
			m.samplers[i] = newSampler(c)
		}
	}
	return m
}

func equalWeights(c []Combo) bool {
	for _, x := range c {
		if x.Weight != c[0].Weight {
			return false
		}
	}
	return true
}

// batchSize is the samples of one Monte Carlo batch. Batch b draws from
// its own stream, PCG(seed, b), and batches are added up in order, so the
// result depends on the seed alone, not on the workers.
const batchSize = 8192

// batch is one batch's counts: by the set of winners, and each player's
// equity summed and squared (for the standard error).
type batch struct {
	index   int
	winners [1 << poker.MaxPlayers]uint64
	samples uint64
	err     error
}

func (m *mcPlan) runBatch(index int, seed uint64) batch {
	r := rand.NewPCG(seed, uint64(index))
	src := cardSource{state: r.Uint64()}
	for c := range poker.Card(52) {
		if m.known&(1<<c) == 0 {
			src.deck[src.n] = c
			src.n++
		}
	}
	b := batch{index: index}
	holes := m.holes
	fromDeck := 2*len(m.dealt) + m.need
	for range batchSize {
		used := m.known
		if len(m.drawn) > 0 {
			ok := false
			for try := 0; try < 100_000 && !ok; try++ {
				used, ok = m.known, true
				for _, i := range m.drawn {
					h := m.samplers[i].draw(r)
					set := m.samplers[i].hands[h]
					if used&set != 0 {
						ok = false
						break
					}
					used |= set
					holes[i] = m.samplers[i].cards[h]
				}
			}
			if !ok {
				b.err = ErrNoDeal
				return b
			}
		}
		if len(m.drawn) > 0 {
			src.deal(fromDeck, used)
		} else {
			src.dealAny(fromDeck)
		}
		d := &src.deck
		for k, i := range m.dealt {
			holes[i] = [2]poker.Card{d[(2*k)&63], d[(2*k+1)&63]}
		}
		board := m.board
		for _, c := range d[2*len(m.dealt) : fromDeck&63] {
			board = board.Add(c)
		}
		// The winners without a branch on the values: which player wins
		// is a coin toss to the branch predictor, and every miss would
		// cost as much as an evaluation.
		var vals [poker.MaxPlayers]poker.Value
		best := poker.Value(0)
		for i, h := range holes[:m.n] {
			vals[i] = board.Value7With(h[0], h[1])
			best = max(best, vals[i])
		}
		set := uint32(0)
		for i, v := range vals[:m.n] {
			set |= (uint32(v^best) - 1) >> 31 << i // 1 if v == best
		}
		b.winners[set&63]++
		b.samples++
	}
	return b
}

// mcResult turns the counts by winners into shares and the standard error.
func mcResult(w *[1 << poker.MaxPlayers]uint64, n int, samples uint64) Result {
	var t tally
	var s poker.Showdowns
	s.Players = n
	s.ByWinners = *w
	t.addShowdowns(&s, n, 1)
	r := t.result(n)
	r.Boards = samples
	// Each sample gives player i a share x of 0, 1/k or 1.
	for i := range n {
		var sum, sq float64
		for m, c := range w[:1<<n] {
			if m&(1<<i) != 0 {
				x := 1 / float64(bits.OnesCount(uint(m)))
				sum += float64(c) * x
				sq += float64(c) * x * x
			}
		}
		if samples > 1 {
			mean := sum / float64(samples)
			v := max(0, sq/float64(samples)-mean*mean)
			r.StdErr = max(r.StdErr, math.Sqrt(v/float64(samples)))
		}
	}
	return r
}

func (p *prepared) monteCarlo(ctx context.Context, o Options, start time.Time) (Result, error) {
	plan := p.plan()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan batch, 2*o.Workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				b := plan.runBatch(int(next.Add(1)-1), o.Seed)
				select {
				case results <- b:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	defer wg.Wait()
	defer cancel()

	var total [1 << poker.MaxPlayers]uint64
	var samples uint64
	pending := map[int]batch{}
	nextIndex := 0
	lastReport := time.Now()
	current := func() Result {
		r := mcResult(&total, p.n, samples)
		r.Done = 1
		if r.StdErr > 0 {
			r.Done = min(1, (o.StdErr/r.StdErr)*(o.StdErr/r.StdErr))
		}
		r.Done = max(r.Done, min(1, float64(samples)/float64(o.MaxSamples)))
		r.Elapsed = time.Since(start)
		return r
	}
	for {
		select {
		case <-ctx.Done():
			r := current()
			r.Done = min(r.Done, 0.999)
			return r, ctx.Err()
		case b := <-results:
			if b.err != nil {
				return Result{}, b.err
			}
			pending[b.index] = b
		}
		for {
			b, ok := pending[nextIndex]
			if !ok {
				break
			}
			delete(pending, nextIndex)
			nextIndex++
			for m, c := range b.winners {
				total[m] += c
			}
			samples += b.samples
			r := mcResult(&total, p.n, samples)
			// At least 4 batches, so that the error is itself estimated well.
			if (nextIndex >= 4 && r.StdErr <= o.StdErr) || samples >= o.MaxSamples {
				r = current()
				r.Done = 1
				return r, nil
			}
		}
		if o.Progress != nil && time.Since(lastReport) >= o.ProgressEvery {
			lastReport = time.Now()
			o.Progress(current())
		}
	}
}
