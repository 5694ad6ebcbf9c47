package poker

import "slices"

// The reference evaluator: the plain way, independent of the tables. It
// ranks each five-card subset by its pattern of rank counts and keeps the
// best. Its key sorts like the hands: the category, then the ranks ordered
// by how often they appear and then by rank (just the top card for a
// straight).

func refEval5(c [5]Card) (Category, uint64) {
	var count [13]int
	flush := true
	for _, x := range c {
		count[x.Rank()]++
		flush = flush && x.Suit() == c[0].Suit()
	}
	var ranks []Rank // most frequent first, then highest
	for r := Ace; ; r-- {
		if count[r] > 0 {
			ranks = append(ranks, r)
		}
		if r == Two {
			break
		}
	}
	slices.SortStableFunc(ranks, func(a, b Rank) int { return count[b] - count[a] })
	var straight bool
	if len(ranks) == 5 {
		switch {
		case ranks[0]-ranks[4] == 4:
			straight = true
		case ranks[0] == Ace && ranks[1] == Five:
			straight = true
			ranks = []Rank{Five} // the wheel is a straight to the Five
		}
	}
	var cat Category
	switch {
	case straight && flush:
		cat = StraightFlush
	case count[ranks[0]] == 4:
		cat = FourOfAKind
	case count[ranks[0]] == 3 && count[ranks[1]] == 2:
		cat = FullHouse
	case flush:
		cat = Flush
	case straight:
		cat = Straight
	case count[ranks[0]] == 3:
		cat = ThreeOfAKind
	case count[ranks[0]] == 2 && count[ranks[1]] == 2:
		cat = TwoPair
	case count[ranks[0]] == 2:
		cat = OnePair
	default:
		cat = HighCard
	}
	if straight {
		ranks = ranks[:1]
	}
	key := uint64(cat) << 24
	for i, r := range ranks {
		key |= uint64(r+1) << (20 - 4*i)
	}
	return cat, key
}

// refEval returns the best key of the five-card subsets of cards.
func refEval(cards []Card) (Category, uint64) {
	var bestCat Category
	var best uint64
	n := len(cards)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						cat, k := refEval5([5]Card{cards[a], cards[b], cards[c], cards[d], cards[e]})
						if k > best {
							bestCat, best = cat, k
						}
					}
				}
			}
		}
	}
	return bestCat, best
}
