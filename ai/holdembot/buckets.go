package holdembot

import (
	"context"
	"math/rand/v2"
	"slices"

	"parlor/poker"
)

// The card abstraction. Pre-flop a hand is its class, one of 169 (suit
// isomorphism, exact). After the flop it is bucketed by two numbers against
// a random hand: its equity when the board is dealt out (strength with
// potential), and its strength now, the share of hands it beats on this
// board. Flop and turn hands fall first into equity bands (equal shares of
// the hands dealt), then each band into strength bands: a hand whose
// strength now lags its equity is a draw. On the river, with no cards to
// come, strength alone.
const (
	flopEq, flopNow = 10, 3
	turnEq, turnNow = 10, 2
	riverBands      = 16
)

// bucketCount is the number of buckets of each street.
var bucketCount = [4]int32{169, flopEq * flopNow, turnEq * turnNow, riverBands}

// trainSamples is the number of random hands and boards that estimate a
// hand's equity and strength in training; play uses playSamples, the
// bands having been cut on the training estimates.
const (
	trainSamples = 160
	playSamples  = 1000
)

// bands holds the cuts between buckets, computed from random deals when the
// strategy is trained and stored with it.
type bands struct {
	eq  [2][]float32   // flop, turn: equity cuts (len eqBands-1)
	now [2][][]float32 // flop, turn: within each equity band, strength cuts
	hs  []float32      // river: strength cuts
}

// features returns hole's equity against a random hand when the board is
// dealt out, and its strength now, estimated from n random opponent hands
// and boards (board has 3 or 4 cards).
func features(hole [2]poker.Card, board []poker.Card, n int, r *rand.Rand) (eq, now float64) {
	used := mask(board...) | mask(hole[0], hole[1])
	var me, opp [7]poker.Card
	var cur [6]poker.Card
	nb := copy(me[2:], board)
	copy(opp[2:], board)
	me[0], me[1] = hole[0], hole[1]
	copy(cur[2:], board)
	cur[0], cur[1] = hole[0], hole[1]
	mine := poker.Eval(cur[:2+nb])
	score, beat := 0, 0
	for range n {
		taken := used
		opp[0], opp[1] = draw(&taken, r), draw(&taken, r)
		score += runOut(&me, &opp, 2+nb, taken, r)
		cur[0], cur[1] = opp[0], opp[1]
		switch v := poker.Eval(cur[:2+nb]); {
		case mine > v:
			beat += 2
		case mine == v:
			beat++
		}
	}
	return float64(score) / float64(2*n), float64(beat) / float64(2*n)
}

// riverStrength is the share of the hands that fit beside hole and the five
// board cards that hole beats, ties counting half: exact.
func riverStrength(hole [2]poker.Card, board []poker.Card) float64 {
	var c [7]poker.Card
	copy(c[2:], board)
	c[0], c[1] = hole[0], hole[1]
	mine := poker.Eval7(&c)
	used := mask(board...) | mask(hole[0], hole[1])
	score, total := 0, 0
	for _, h := range allHands {
		if used&(1<<h[0]|1<<h[1]) != 0 {
			continue
		}
		c[0], c[1] = h[0], h[1]
		v := poker.Eval7(&c)
		total += 2
		switch {
		case mine > v:
			score += 2
		case mine == v:
			score++
		}
	}
	return float64(score) / float64(total)
}

// band returns the number of cuts below x.
func band(cuts []float32, x float64) int32 {
	i, _ := slices.BinarySearch(cuts, float32(x))
	return int32(i)
}

// bucketOf returns the bucket of hole on board (0, 3, 4 or 5 cards),
// estimating with n samples from r.
func (bs *bands) bucketOf(hole [2]poker.Card, board []poker.Card, n int, r *rand.Rand) int32 {
	switch len(board) {
	case 0:
		return int32(classOf(hole))
	case 5:
		return band(bs.hs, riverStrength(hole, board))
	}
	s := len(board) - 3
	eq, now := features(hole, board, n, r)
	e := band(bs.eq[s], eq)
	nowBands := int32(flopNow)
	if s == 1 {
		nowBands = turnNow
	}
	return e*nowBands + band(bs.now[s][e], now)
}

// cutsOf returns the k-1 cuts that split xs into k equal shares.
func cutsOf(xs []float64, k int) []float32 {
	slices.Sort(xs)
	cuts := make([]float32, k-1)
	for i := range cuts {
		cuts[i] = float32(xs[(i+1)*len(xs)/k])
	}
	return cuts
}

// newBands cuts the bands from n random deals drawn from r, or returns
// ctx's cause once ctx is done (under load, cutting takes seconds).
func newBands(ctx context.Context, n int, r *rand.Rand) (*bands, error) {
	bs := &bands{}
	deck := make([]poker.Card, 52)
	for i := range deck {
		deck[i] = poker.Card(i)
	}
	var hs []float64
	for s := range 2 {
		eqN, nowN := flopEq, flopNow
		if s == 1 {
			eqN, nowN = turnEq, turnNow
		}
		type pt struct{ eq, now float64 }
		pts := make([]pt, n)
		eqs := make([]float64, n)
		for i := range pts {
			if i%256 == 0 && ctx.Err() != nil {
				return nil, context.Cause(ctx)
			}
			r.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
			e, w := features([2]poker.Card{deck[0], deck[1]}, deck[2:5+s], trainSamples, r)
			pts[i], eqs[i] = pt{e, w}, e
		}
		bs.eq[s] = cutsOf(eqs, eqN)
		bs.now[s] = make([][]float32, eqN)
		byBand := make([][]float64, eqN)
		for _, p := range pts {
			e := band(bs.eq[s], p.eq)
			byBand[e] = append(byBand[e], p.now)
		}
		for e := range byBand {
			if len(byBand[e]) < nowN {
				byBand[e] = append(byBand[e], 0, 1)
			}
			bs.now[s][e] = cutsOf(byBand[e], nowN)
		}
	}
	for i := range n {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, context.Cause(ctx)
		}
		r.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		hs = append(hs, riverStrength([2]poker.Card{deck[0], deck[1]}, deck[2:7]))
	}
	bs.hs = cutsOf(hs, riverBands)
	return bs, nil
}
