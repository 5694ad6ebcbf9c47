package poker

import "math/rand/v2"

// runOutSamples is how many boards a run-out's equities are sampled on
// when counting them all would take longer (three cards or more to come).
const runOutSamples = 20000

// RunOutShares are each hand's share of the pot on average over the
// boards to come (ties shared), for any number of hands: an all-in's
// run-out at a table of many, every live hand face up. Every board is
// counted when two cards or fewer are to come, runOutSamples of them
// otherwise (r draws them).
func RunOutShares(holes [][2]Card, board []Card, r *rand.Rand) []float64 {
	var used [52]bool
	for _, h := range holes {
		used[h[0]], used[h[1]] = true, true
	}
	for _, c := range board {
		used[c] = true
	}
	var deck []Card
	for c := range Card(52) {
		if !used[c] {
			deck = append(deck, c)
		}
	}
	won := make([]float64, len(holes))
	vals := make([]Value, len(holes))
	var full [5]Card
	copy(full[:], board)
	boards := 0
	score := func() {
		best := Value(0)
		for i, h := range holes {
			vals[i] = Eval7(&[7]Card{h[0], h[1], full[0], full[1], full[2], full[3], full[4]})
			best = max(best, vals[i])
		}
		n := 0
		for _, v := range vals {
			if v == best {
				n++
			}
		}
		for i, v := range vals {
			if v == best {
				won[i] += 1 / float64(n)
			}
		}
		boards++
	}
	switch need := 5 - len(board); {
	case need == 0:
		score()
	case need == 1:
		for _, a := range deck {
			full[4] = a
			score()
		}
	case need == 2:
		for i, a := range deck {
			for _, b := range deck[i+1:] {
				full[3], full[4] = a, b
				score()
			}
		}
	default:
		for range runOutSamples {
			for k := len(board); k < 5; k++ { // a partial shuffle: the cards to come
				j := k - len(board) + r.IntN(len(deck)-(k-len(board)))
				deck[k-len(board)], deck[j] = deck[j], deck[k-len(board)]
				full[k] = deck[k-len(board)]
			}
			score()
		}
	}
	for i := range won {
		won[i] /= float64(boards)
	}
	return won
}
