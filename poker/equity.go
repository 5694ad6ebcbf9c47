package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Equity counts how the boards fall for one hand against another: the
// boards it wins, ties and loses. Exact equity counts every board; Monte
// Carlo equity counts samples.
type Equity struct {
	Wins, Ties, Losses uint64
}

// Total returns the number of boards (or samples) counted.
func (e Equity) Total() uint64 { return e.Wins + e.Ties + e.Losses }

// Win returns the share of boards won, from 0 to 1.
func (e Equity) Win() float64 { return ratio(e.Wins, e.Total()) }

// Tie returns the share of boards tied, from 0 to 1.
func (e Equity) Tie() float64 { return ratio(e.Ties, e.Total()) }

// Share returns the hand's share of the pot on average, from 0 to 1: the
// boards won plus half the boards tied.
func (e Equity) Share() float64 { return ratio(2*e.Wins+e.Ties, 2*e.Total()) }

// Swap returns the same count from the other hand's side.
func (e Equity) Swap() Equity { return Equity{Wins: e.Losses, Ties: e.Ties, Losses: e.Wins} }

func ratio(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Errors of the equity functions, beside ErrBadCard and ErrDuplicateCard.
var (
	ErrBoardSize  = errors.New("poker: a board has at most five cards")
	ErrNoSamples  = errors.New("poker: the number of samples must be positive")
	ErrEmptyRange = errors.New("poker: no hand of the range fits beside the known cards")
)

// known checks that the cards are real and distinct and returns them as a
// set (bit c for card c).
func known(groups ...[]Card) (uint64, error) {
	var set uint64
	for _, g := range groups {
		for _, c := range g {
			if c >= 52 {
				return 0, fmt.Errorf("%w: Card(%d)", ErrBadCard, uint8(c))
			}
			if set&(1<<c) != 0 {
				return 0, fmt.Errorf("%w: %v", ErrDuplicateCard, c)
			}
			set |= 1 << c
		}
	}
	return set, nil
}

// partialOf returns the key (with suitBase) and card mask of cards.
func partialOf(cards ...Card) (key, mask uint64) {
	key = suitBase
	for _, c := range cards {
		key += cardKey[c]
		mask |= cardMask[c]
	}
	return key, mask
}

// valueOf evaluates a key (with suitBase) and mask of 5 to 7 cards.
func valueOf(key, mask uint64) Value {
	if key&flushBits != 0 {
		return flushTable[mask>>(16*flushSuit(key))&0x1fff]
	}
	return rankValue(key)
}

// ExactEquity returns the equity of hand a against hand b over every board
// that completes the known board (0 to 5 cards): 1,712,304 boards before
// the flop, 990 on the flop, 44 on the turn, one on the river. It counts
// them with CountShowdowns.
func ExactEquity(a, b [2]Card, board []Card) (Equity, error) {
	if len(board) > 5 {
		return Equity{}, fmt.Errorf("%w, not %d", ErrBoardSize, len(board))
	}
	var s showdown
	if err := s.setup([][2]Card{a, b}, board, nil); err != nil {
		return Equity{}, err
	}
	s.run()
	return Equity{Wins: s.counts[1], Ties: s.counts[3], Losses: s.counts[2]}, nil
}

// EquityVsRandom estimates the equity of hole against one random hand,
// dealing samples random completions of the board (0 to 5 known cards). It
// does not allocate.
func EquityVsRandom(hole [2]Card, board []Card, samples int, r *rand.Rand) (Equity, error) {
	return equityVsRange(hole, board, nil, samples, r)
}

// equityVsRange estimates the equity of hole against a hand drawn at random
// from villain (every hand if villain is empty), dealing samples random
// completions of the board. Hands of the range that hold a known card are
// never drawn; the others are equally likely. It does not allocate.
func equityVsRange(hole [2]Card, board []Card, villain [][2]Card, samples int, r *rand.Rand) (Equity, error) {
	if len(board) > 5 {
		return Equity{}, fmt.Errorf("%w, not %d", ErrBoardSize, len(board))
	}
	if samples <= 0 {
		return Equity{}, fmt.Errorf("%w, not %d", ErrNoSamples, samples)
	}
	used, err := known(hole[:], board)
	if err != nil {
		return Equity{}, err
	}
	fits := func(h [2]Card) bool {
		return h[0] < 52 && h[1] < 52 && h[0] != h[1] && used&(1<<h[0]|1<<h[1]) == 0
	}
	if len(villain) > 0 {
		ok := false
		for _, h := range villain {
			ok = ok || fits(h)
		}
		if !ok {
			return Equity{}, ErrEmptyRange
		}
	}
	var rest [52]Card
	n := 0
	for c := Card(0); c < 52; c++ {
		if used&(1<<c) == 0 {
			rest[n] = c
			n++
		}
	}
	kBoard, mBoard := partialOf(board...)
	kHero, mHero := kBoard+cardKey[hole[0]]+cardKey[hole[1]], mBoard|cardMask[hole[0]]|cardMask[hole[1]]
	need := 5 - len(board)
	var e Equity
	for range samples {
		// Draw the villain's hand, then the rest of the board by a partial
		// Fisher–Yates shuffle of the unknown cards; the order the last
		// sample left them in does not matter.
		var vil [2]Card
		var taken uint64
		i := 0
		if len(villain) == 0 {
			for ; i < 2; i++ {
				j := i + r.IntN(n-i)
				rest[i], rest[j] = rest[j], rest[i]
				vil[i] = rest[i]
			}
		} else {
			for {
				vil = villain[r.IntN(len(villain))]
				if fits(vil) {
					break
				}
			}
			taken = 1<<vil[0] | 1<<vil[1]
		}
		kh, mh := kHero, mHero
		kv, mv := kBoard+cardKey[vil[0]]+cardKey[vil[1]], mBoard|cardMask[vil[0]]|cardMask[vil[1]]
		for got := 0; got < need; i++ {
			j := i + r.IntN(n-i)
			rest[i], rest[j] = rest[j], rest[i]
			c := rest[i]
			if taken&(1<<c) != 0 {
				continue
			}
			got++
			kh, mh = kh+cardKey[c], mh|cardMask[c]
			kv, mv = kv+cardKey[c], mv|cardMask[c]
		}
		switch vh, vv := value7(kh, mh), value7(kv, mv); {
		case vh > vv:
			e.Wins++
		case vh == vv:
			e.Ties++
		default:
			e.Losses++
		}
	}
	return e, nil
}
