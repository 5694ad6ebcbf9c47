package holdembot

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"math/rand/v2"

	"parlor/ai/cfr"
	"parlor/poker"
)

// Strategy is expert's strategy: for every information set of the abstract
// game (a node of a betting tree and a bucket), the probability of each
// action, in 255ths; with the bands that bucket the cards.
type Strategy struct {
	t     *tree
	bands *bands
	probs [][3]uint8 // by information set
	Seed  uint64     // the training seed
	Deals int        // deals trained on
}

// File format: magic, version, the tree's size (a file made for another
// abstraction is refused), the seed and deals, the bands, the
// probabilities, and a CRC-32 of everything before it. Little-endian.
const (
	strategyMagic   = "PARLCFR\x00"
	strategyVersion = 1
)

// ErrStrategyFile is returned for a strategy file that cannot be read.
var ErrStrategyFile = errors.New("holdembot: bad strategy file")

// policy writes the probabilities of information set i's n actions.
func (s *Strategy) policy(i int32, n int, dst []float64) {
	p := &s.probs[i]
	sum := 0.0
	for a := range n {
		dst[a] = float64(p[a])
		sum += dst[a]
	}
	for a := range n {
		if sum > 0 {
			dst[a] /= sum
		} else {
			dst[a] = 1 / float64(n)
		}
	}
}

// fromSolver reads the solver's average strategy into s.probs.
func (s *Strategy) fromSolver(sv *cfr.Solver) {
	s.probs = make([][3]uint8, s.t.infosets)
	var d [3]float64
	for _, n := range s.t.nodes {
		if n.toAct < 0 {
			continue
		}
		for b := range bucketCount[n.street] {
			i := n.infoset + b
			sv.Average(uint64(i), d[:n.n])
			s.probs[i] = quantize(d[:n.n])
		}
	}
}

// quantize turns probabilities into 255ths that sum to 255 (the largest
// takes the rounding).
func quantize(d []float64) [3]uint8 {
	var q [3]uint8
	sum, top := 0, 0
	for a, x := range d {
		q[a] = uint8(math.Round(x * 255))
		sum += int(q[a])
		if x > d[top] {
			top = a
		}
	}
	q[top] = uint8(int(q[top]) + 255 - sum)
	return q
}

// WriteTo writes the strategy file.
func (s *Strategy) WriteTo(w io.Writer) (int64, error) {
	var b bytes.Buffer
	b.WriteString(strategyMagic)
	put := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	put(uint32(strategyVersion))
	put(uint32(len(s.t.nodes)))
	put(uint32(s.t.infosets))
	put(s.Seed)
	put(uint64(s.Deals))
	cuts := func(c []float32) { put(uint16(len(c))); put(c) }
	for st := range 2 {
		cuts(s.bands.eq[st])
		for _, c := range s.bands.now[st] {
			cuts(c)
		}
	}
	cuts(s.bands.hs)
	for _, p := range s.probs {
		b.Write(p[:])
	}
	put(crc32.ChecksumIEEE(b.Bytes()))
	n, err := w.Write(b.Bytes())
	return int64(n), err
}

// ReadStrategy reads a strategy file written by WriteTo for the abstraction
// this code builds.
func ReadStrategy(data []byte) (*Strategy, error) {
	if len(data) < len(strategyMagic)+4 || string(data[:len(strategyMagic)]) != strategyMagic {
		return nil, fmt.Errorf("%w: not a strategy file", ErrStrategyFile)
	}
	body, sum := data[:len(data)-4], binary.LittleEndian.Uint32(data[len(data)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrStrategyFile)
	}
	r := bytes.NewReader(body[len(strategyMagic):])
	var err error
	get := func(v any) {
		if err == nil {
			err = binary.Read(r, binary.LittleEndian, v)
		}
	}
	var version, nodes, infosets uint32
	var deals uint64
	s := &Strategy{t: newTree(), bands: &bands{}}
	get(&version)
	if err == nil && version != strategyVersion {
		return nil, fmt.Errorf("%w: version %d, this program reads %d", ErrStrategyFile, version, strategyVersion)
	}
	get(&nodes)
	get(&infosets)
	if err == nil && (int(nodes) != len(s.t.nodes) || int32(infosets) != s.t.infosets) {
		return nil, fmt.Errorf("%w: made for another abstraction (%d nodes, %d information sets; this one has %d and %d)",
			ErrStrategyFile, nodes, infosets, len(s.t.nodes), s.t.infosets)
	}
	get(&s.Seed)
	get(&deals)
	s.Deals = int(deals)
	cuts := func() []float32 {
		var n uint16
		get(&n)
		if err != nil {
			return nil
		}
		c := make([]float32, n)
		get(c)
		return c
	}
	for st := range 2 {
		s.bands.eq[st] = cuts()
		k := len(s.bands.eq[st]) + 1
		s.bands.now[st] = make([][]float32, k)
		for e := range k {
			s.bands.now[st][e] = cuts()
		}
	}
	s.bands.hs = cuts()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrStrategyFile, err)
	}
	if r.Len() != 3*int(infosets) {
		return nil, fmt.Errorf("%w: %d bytes of probabilities, want %d", ErrStrategyFile, r.Len(), 3*infosets)
	}
	s.probs = make([][3]uint8, infosets)
	rest := body[len(body)-r.Len():]
	for i := range s.probs {
		copy(s.probs[i][:], rest[3*i:])
	}
	return s, nil
}

// TrainConfig sets up a training run.
type TrainConfig struct {
	Seed      uint64
	Deals     int // deals to train on; each is walked at every stack depth, for both players
	BandDeals int // random deals that cut the bands; 0 means 20,000
	// Report, when set, is called every ReportEvery deals with the solver's
	// strategy so far (for a learning curve).
	Report      func(deals int, s *Strategy)
	ReportEvery int
	// Progress, when set, is called with the deals trained so far: with 0
	// once the bands are cut, then every ProgressEvery deals (0 means
	// 1,000), so that a long run shows its rate from the start.
	Progress      func(deals int)
	ProgressEvery int
}

// train computes expert's strategy by external-sampling Monte Carlo CFR on
// the abstract game, on one goroutine: the same seed gives the same file.
func train(cfg TrainConfig) (*Strategy, error) { return TrainContext(context.Background(), cfg) }

// StoppedError is TrainContext's error when its context stops it: Done of
// Deals deals were trained.
type StoppedError struct {
	Done, Deals int
	Cause       error // the context's cause
}

func (e *StoppedError) Error() string {
	return fmt.Sprintf("holdembot: training stopped after %d of %d deals: %v", e.Done, e.Deals, e.Cause)
}

func (e *StoppedError) Unwrap() error { return e.Cause }

// TrainContext is Train, stopped with ctx's error (and no strategy) once
// ctx is done: a run of millions of deals takes tens of minutes.
func TrainContext(ctx context.Context, cfg TrainConfig) (*Strategy, error) {
	if cfg.Deals < 1 {
		return nil, fmt.Errorf("holdembot: training needs at least one deal, not %d", cfg.Deals)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 0x7c4f))
	nb := cfg.BandDeals
	if nb <= 0 {
		nb = 20_000
	}
	bs, err := newBands(ctx, nb, r)
	if err != nil {
		return nil, &StoppedError{Done: 0, Deals: cfg.Deals, Cause: err}
	}
	s := &Strategy{t: newTree(), bands: bs, Seed: cfg.Seed}
	sv := cfr.New(int(s.t.infosets))
	g := &handGame{t: s.t}
	every := cfg.ProgressEvery
	if every <= 0 {
		every = 1000
	}
	var d dealt
	for i := range cfg.Deals {
		if i%64 == 0 && ctx.Err() != nil {
			return nil, &StoppedError{Done: i, Deals: cfg.Deals, Cause: context.Cause(ctx)}
		}
		if cfg.Progress != nil && i%every == 0 {
			cfg.Progress(i)
		}
		d.deal(r)
		d.buckets(s.bands, trainSamples, r, &g.bucket)
		g.result = d.result
		sv.Next()
		for depth := range stackDepths {
			for p := range 2 {
				g.reset(depth)
				sv.Sample(g, p, r)
			}
		}
		if cfg.Report != nil && cfg.ReportEvery > 0 && (i+1)%cfg.ReportEvery == 0 {
			s.Deals = i + 1
			s.fromSolver(sv)
			cfg.Report(i+1, s)
		}
	}
	s.Deals = cfg.Deals
	s.fromSolver(sv)
	return s, nil
}

// dealt is one deal of the abstract game: both players' hole cards (player
// 0 has the button) and the board.
type dealt struct {
	hole   [2][2]poker.Card
	board  [5]poker.Card
	result int
	deck   [52]poker.Card
}

func (d *dealt) deal(r *rand.Rand) {
	for i := range d.deck {
		d.deck[i] = poker.Card(i)
	}
	for i := range 9 {
		j := i + r.IntN(52-i)
		d.deck[i], d.deck[j] = d.deck[j], d.deck[i]
	}
	d.hole[0] = [2]poker.Card{d.deck[0], d.deck[1]}
	d.hole[1] = [2]poker.Card{d.deck[2], d.deck[3]}
	copy(d.board[:], d.deck[4:9])
	var a, b [7]poker.Card
	copy(a[2:], d.board[:])
	copy(b[2:], d.board[:])
	a[0], a[1] = d.hole[0][0], d.hole[0][1]
	b[0], b[1] = d.hole[1][0], d.hole[1][1]
	va, vb := poker.Eval7(&a), poker.Eval7(&b)
	switch {
	case va > vb:
		d.result = 1
	case va < vb:
		d.result = -1
	default:
		d.result = 0
	}
}

// buckets fills each player's bucket of every street.
func (d *dealt) buckets(bs *bands, n int, r *rand.Rand, out *[2][4]int32) {
	for p := range 2 {
		for st, nb := range [4]int{0, 3, 4, 5} {
			out[p][st] = bs.bucketOf(d.hole[p], d.board[:nb], n, r)
		}
	}
}
