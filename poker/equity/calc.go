package equity

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"sort"
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
	p := &prepared{n: n, board: s.Board, dead: s.Dead, known: known, combos: make([][]Combo, n)}
	for i, r := range s.Players {
		block := known
		if _, ok := r.single(); !ok {
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

// ExactCost estimates the CPU time of counting every deal of the spot:
// the product of the range sizes (an upper bound: deals that share a card
// are skipped), over the suit permutations that keep the board and dead
// cards, times the time of one deal, measured on a 3 GHz core.
func ExactCost(s Spot) (time.Duration, error) {
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
	for w := range o.Workers {
		wg.Go(func() {
			d := &dealer{p: p, lead: lead, table: table, perms: perms, cache: map[[poker.MaxPlayers]uint16]poker.Showdowns{}}
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

// dealer walks the deals of one worker: the hands so far, and a cache of
// the counts of the deals seen, by their form under the suit permutations
// that keep the board and the dead cards (AKs v QQ before the flop is two
// deals up to suits, not 24).
type dealer struct {
	p       *prepared
	lead    int
	hands   [poker.MaxPlayers][2]poker.Card
	weights [poker.MaxPlayers]float64
	table   *preflopTable
	perms   []suitPerm
	cache   map[[poker.MaxPlayers]uint16]poker.Showdowns
	t       *tally
}

// maxCache bounds a worker's cache of deals.
const maxCache = 1 << 18

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
	s, ok := d.cache[key]
	if !ok {
		var err error
		if s, err = poker.CountShowdowns(d.hands[:n], d.p.board, d.p.dead); err != nil {
			return err
		}
		if len(d.cache) < maxCache {
			d.cache[key] = s
		}
	}
	d.t.addShowdowns(&s, n, w)
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
// weight.
type sampler struct {
	hands []Combo
	cum   []float64 // running sums of the weights
}

func newSampler(c []Combo) sampler {
	s := sampler{hands: c, cum: make([]float64, len(c))}
	sum := 0.0
	for i, x := range c {
		sum += x.Weight
		s.cum[i] = sum
	}
	return s
}

func (s *sampler) draw(r *rand.Rand) [2]poker.Card {
	x := r.Float64() * s.cum[len(s.cum)-1]
	i := sort.SearchFloat64s(s.cum, x)
	if i >= len(s.hands) {
		i = len(s.hands) - 1
	}
	return s.hands[i].Hand
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

func (p *prepared) runBatch(index int, seed uint64, samplers []sampler) batch {
	r := rand.New(rand.NewPCG(seed, uint64(index)))
	b := batch{index: index}
	var deck [52]poker.Card
	nd := 0
	for c := range poker.Card(52) {
		if p.known&(1<<c) == 0 {
			deck[nd] = c
			nd++
		}
	}
	var boardPart poker.Partial
	boardPart = boardPart.AddAll(p.board...)
	need := 5 - len(p.board)
	var parts [poker.MaxPlayers]poker.Partial
	var vals [poker.MaxPlayers]poker.Value
	for range batchSize {
		var used uint64
		ok := false
		for try := 0; try < 100_000; try++ {
			used = p.known
			ok = true
			for i := range p.n {
				h := samplers[i].draw(r)
				set := uint64(1)<<h[0] | uint64(1)<<h[1]
				if used&set != 0 {
					ok = false
					break
				}
				used |= set
				parts[i] = boardPart.Add(h[0]).Add(h[1])
			}
			if ok {
				break
			}
		}
		if !ok {
			b.err = ErrNoDeal
			return b
		}
		var extra poker.Partial
		for got := 0; got < need; {
			c := deck[r.IntN(nd)]
			if used&(1<<c) != 0 {
				continue
			}
			used |= 1 << c
			extra = extra.Add(c)
			got++
		}
		best, set := poker.Value(0), uint(0)
		for i := range p.n {
			vals[i] = parts[i].Join(extra).Value()
			switch {
			case vals[i] > best:
				best, set = vals[i], 1<<i
			case vals[i] == best:
				set |= 1 << i
			}
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
	samplers := make([]sampler, p.n)
	for i := range p.n {
		samplers[i] = newSampler(p.combos[i])
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan batch, 2*o.Workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Go(func() {
			for ctx.Err() == nil {
				b := p.runBatch(int(next.Add(1)-1), o.Seed, samplers)
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
