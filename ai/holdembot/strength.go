package holdembot

import (
	"math/rand/v2"
	"slices"

	"parlor/poker"
)

// allHands lists the 1,326 two-card hands.
var allHands = func() (hs [1326][2]poker.Card) {
	n := 0
	for a := poker.Card(0); a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			hs[n] = [2]poker.Card{a, b}
			n++
		}
	}
	return hs
}()

// preflopStrength is a starting hand's place in the order of groupOf and
// rankOf, from 0 (the worst hands) to 1 (Aces): the share of hands ranked
// below it, plus half its own class.
func preflopStrength(c class) float64 {
	return 1 - topShare[c] + float64(c.combos())/1326/2
}

// drawBonus lifts a hand that is no better than a pair with a flush draw or
// an open-ended straight draw (one hole card at least in the draw) to the
// strength of a decent made hand: players bet and call with draws, so a
// range read from actions holds them beside the pairs.
func drawBonus(hole [2]poker.Card, board []poker.Card) float64 {
	if len(board) < 3 || len(board) > 4 {
		return 0
	}
	var suits [4]int
	var ranks, holeRanks uint16
	for _, c := range board {
		suits[c.Suit()]++
		ranks |= 1 << c.Rank()
	}
	flush := false
	for _, c := range hole {
		suits[c.Suit()]++
		ranks |= 1 << c.Rank()
		holeRanks |= 1 << c.Rank()
	}
	for _, c := range hole {
		if suits[c.Suit()] == 4 {
			flush = true
		}
	}
	straight := false
	// Four ranks in a row, open at both ends: from 2-3-4-5 (an Ace or a Six
	// makes it) to T-J-Q-K.
	for lo := poker.Two; lo <= poker.Ten; lo++ {
		run := uint16(0xF) << lo
		if ranks&run == run && holeRanks&run != 0 {
			straight = true
		}
	}
	switch {
	case flush && straight:
		return 0.8
	case flush || straight:
		return 0.62
	}
	return 0
}

// strengthTable ranks the hands of a range on one board: each hand's
// strength is its place among the others (0 the worst, 1 the best) by the
// value of its best hand now, draws lifted by drawBonus.
type strengthTable struct {
	keys []uint32 // value<<16 | index, sorted
}

// rank fills s[i] with the strength of hands[i] on board, for the hands
// with alive[i]; scratch is reused.
func (t *strengthTable) rank(hands *[1326][2]poker.Card, alive *[1326]bool, board []poker.Card, s *[1326]float64) {
	t.keys = t.keys[:0]
	var cards [7]poker.Card
	n := copy(cards[2:], board) + 2
	for i := range hands {
		if !alive[i] {
			continue
		}
		cards[0], cards[1] = hands[i][0], hands[i][1]
		v := poker.Eval(cards[:n])
		t.keys = append(t.keys, uint32(v)<<16|uint32(i))
	}
	slices.Sort(t.keys)
	m := len(t.keys)
	for j := 0; j < m; {
		// Hands of equal value share the mean of their places.
		v := t.keys[j] >> 16
		k := j
		for k < m && t.keys[k]>>16 == v {
			k++
		}
		place := (float64(j+k) / 2) / float64(m)
		for _, key := range t.keys[j:k] {
			i := key & 0xFFFF
			st := place
			if poker.Value(v).Category() <= poker.OnePair {
				st = max(st, drawBonus(hands[i], board))
			}
			s[i] = st
		}
		j = k
	}
}

// strengthOf returns one hand's strength on board among every hand that
// fits beside it and the board, as strengthTable would give it.
func strengthOf(hole [2]poker.Card, board []poker.Card) float64 {
	if len(board) == 0 {
		return preflopStrength(classOf(hole))
	}
	var cards [7]poker.Card
	n := copy(cards[2:], board) + 2
	cards[0], cards[1] = hole[0], hole[1]
	mine := poker.Eval(cards[:n])
	used := mask(board...)
	below, equal, total := 0, 0, 0
	for _, h := range allHands {
		if used&(1<<h[0]|1<<h[1]) != 0 {
			continue
		}
		cards[0], cards[1] = h[0], h[1]
		v := poker.Eval(cards[:n])
		total++
		switch {
		case v < mine:
			below++
		case v == mine:
			equal++
		}
	}
	st := (float64(below) + float64(equal)/2) / float64(total)
	if mine.Category() <= poker.OnePair {
		st = max(st, drawBonus(hole, board))
	}
	return st
}

func mask(cards ...poker.Card) uint64 {
	var m uint64
	for _, c := range cards {
		m |= 1 << c
	}
	return m
}

// weightedEquity estimates hole's share of the pot against a hand drawn
// from hands with probabilities proportional to cum's steps (cum is the
// running sum of the weights), dealing samples random completions of the
// board.
func weightedEquity(hole [2]poker.Card, board []poker.Card, hands []([2]poker.Card), cum []float64, samples int, r *rand.Rand) float64 {
	total := cum[len(cum)-1]
	if total <= 0 {
		return 0.5
	}
	used := mask(board...) | mask(hole[0], hole[1])
	var me, opp [7]poker.Card
	nb := copy(me[2:], board)
	copy(opp[2:], board)
	me[0], me[1] = hole[0], hole[1]
	score := 0
	for range samples {
		x := r.Float64() * total
		i, _ := slices.BinarySearch(cum, x)
		i = min(i, len(cum)-1)
		h := hands[i]
		taken := used | 1<<h[0] | 1<<h[1]
		opp[0], opp[1] = h[0], h[1]
		score += runOut(&me, &opp, 2+nb, taken, r)
	}
	return float64(score) / float64(2*samples)
}

// draw returns a random card not in taken and adds it.
func draw(taken *uint64, r *rand.Rand) poker.Card {
	c := poker.Card(r.IntN(52))
	for *taken&(1<<c) != 0 {
		c = poker.Card(r.IntN(52))
	}
	*taken |= 1 << c
	return c
}

// runOut deals both seven-card hands' cards from position from on, none in
// taken, and returns me's score against opp: 2 a win, 1 a tie, 0 a loss.
func runOut(me, opp *[7]poker.Card, from int, taken uint64, r *rand.Rand) int {
	for j := from; j < 7; j++ {
		c := draw(&taken, r)
		me[j], opp[j] = c, c
	}
	a, b := poker.Eval7(me), poker.Eval7(opp)
	switch {
	case a > b:
		return 2
	case a == b:
		return 1
	}
	return 0
}
