package holdembot

import (
	"fmt"
	"sort"
	"strings"

	"parlor/poker"
)

// A hand class is one of the 169 kinds of starting hand: a pair, or two
// ranks suited or offsuit. Classes are numbered in the usual 13×13 grid,
// Aces first: row and column hi*13+lo for a pair; row hi, column lo for a
// suited hand (above the diagonal); row lo, column hi for an offsuit one.
type class uint8

func classOf(h [2]poker.Card) class {
	a, b := h[0].Rank(), h[1].Rank()
	if a < b {
		a, b = b, a
	}
	row, col := 12-int(a), 12-int(b)
	if a != b && h[0].Suit() != h[1].Suit() {
		row, col = col, row
	}
	return class(row*13 + col)
}

// String names the class as players do: "AA", "AKs", "T9o".
func (c class) String() string {
	row, col := int(c)/13, int(c)%13
	hi, lo := poker.Rank(12-min(row, col)), poker.Rank(12-max(row, col))
	switch {
	case row == col:
		return hi.String() + lo.String()
	case row < col:
		return hi.String() + lo.String() + "s"
	default:
		return hi.String() + lo.String() + "o"
	}
}

// combos is the number of two-card hands of the class.
func (c class) combos() int {
	row, col := int(c)/13, int(c)%13
	switch {
	case row == col:
		return 6
	case row < col:
		return 4
	default:
		return 12
	}
}

// sklanskyGroups lists the Sklansky–Malmuth starting-hand groups exactly as
// docs/rules/holdem.md ("The computer player") gives them; every other
// hand is group 9.
var sklanskyGroups = [8]string{
	"AA KK QQ JJ AKs",
	"TT AQs AJs KQs AKo",
	"99 JTs QJs KJs ATs AQo",
	"T9s KQo 88 QTs 98s J9s AJo KTs",
	"77 87s Q9s T8s KJo QJo JTo 76s 97s A9s A8s A7s A6s A5s A4s A3s A2s 65s",
	"66 ATo 55 86s KTo QTo 54s K9s J8s 75s",
	"44 J9o 64s T9o 53s 33 98o 43s 22 K8s K7s K6s K5s K4s K3s K2s T7s Q8s",
	"87o A9o Q9o 76o 42s 32s 96s 85s J8o J7s 65o 54o 74s K9o T8o",
}

var (
	groupOf [169]uint8 // 1 to 9
	// rankOf orders the classes from the best: by group, then, inside a
	// group, by equity against a random hand. Sklansky's groups are a
	// ranking made for full tables; the equity order only splits the ties
	// (above all the big group 9, where A8o and 72o differ a lot).
	rankOf [169]uint8
	// topShare[c] is the share of the 1,326 hands that are ranked at or
	// above class c: 6/1326 for AA, 1 for the worst class. It measures a
	// starting hand as a range width ("a top-20 % hand").
	topShare [169]float64
	// groupShare[g] is the share of hands in groups 1 to g.
	groupShare [10]float64
)

func init() {
	for i := range groupOf {
		groupOf[i] = 9
	}
	for g, list := range sklanskyGroups {
		for _, name := range strings.Fields(list) {
			c, err := parseClass(name)
			if err != nil {
				panic(err)
			}
			groupOf[c] = uint8(g + 1)
		}
	}
	order := make([]class, 169)
	for i := range order {
		order[i] = class(i)
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if groupOf[a] != groupOf[b] {
			return groupOf[a] < groupOf[b]
		}
		return preflopEquity[a] > preflopEquity[b]
	})
	sum := 0
	for i, c := range order {
		rankOf[c] = uint8(i)
		sum += c.combos()
		topShare[c] = float64(sum) / 1326
		groupShare[groupOf[c]] = topShare[c]
	}
}

// parseClass reads a class name such as "AKs", "T9o" or "77".
func parseClass(s string) (class, error) {
	bad := fmt.Errorf("holdembot: bad hand class %q", s)
	if len(s) < 2 || len(s) > 3 {
		return 0, bad
	}
	rank := func(ch byte) (poker.Rank, bool) {
		i := strings.IndexByte("23456789TJQKA", ch)
		return poker.Rank(i), i >= 0
	}
	a, ok1 := rank(s[0])
	b, ok2 := rank(s[1])
	if !ok1 || !ok2 {
		return 0, bad
	}
	if a < b {
		a, b = b, a
	}
	switch {
	case len(s) == 2 && a == b:
		return classOf([2]poker.Card{poker.NewCard(a, poker.Hearts), poker.NewCard(b, poker.Spades)}), nil
	case len(s) == 3 && a != b && s[2] == 's':
		return classOf([2]poker.Card{poker.NewCard(a, poker.Hearts), poker.NewCard(b, poker.Hearts)}), nil
	case len(s) == 3 && a != b && s[2] == 'o':
		return classOf([2]poker.Card{poker.NewCard(a, poker.Hearts), poker.NewCard(b, poker.Spades)}), nil
	}
	return 0, bad
}

// group returns the Sklansky–Malmuth group (1 to 9) of a starting hand.
func group(hole [2]poker.Card) int { return int(groupOf[classOf(hole)]) }

// preflopEquity[c] is the share of the pot (per mille) class c wins on
// average against one random hand when both see five cards: Monte Carlo,
// 300,000 boards a class (TestPreflopEquityTable checks a sample).
var preflopEquity = [169]uint16{
	853, 670, 664, 653, 647, 628, 620, 610, 600, 597, 590, 584, 573,
	653, 824, 634, 625, 619, 600, 584, 576, 567, 557, 549, 541, 532,
	645, 615, 798, 602, 594, 575, 561, 543, 537, 528, 520, 511, 503,
	635, 606, 581, 776, 575, 558, 543, 523, 505, 499, 491, 483, 473,
	629, 595, 575, 552, 751, 541, 523, 506, 486, 473, 465, 457, 448,
	608, 578, 553, 533, 517, 720, 509, 490, 475, 457, 438, 432, 423,
	598, 560, 537, 516, 498, 483, 690, 480, 461, 446, 427, 409, 402,
	591, 551, 519, 497, 479, 464, 451, 661, 453, 438, 418, 399, 380,
	577, 543, 512, 478, 461, 445, 432, 424, 633, 432, 413, 395, 377,
	577, 533, 502, 472, 445, 427, 415, 403, 399, 603, 416, 397, 378,
	568, 523, 492, 461, 437, 407, 394, 386, 380, 381, 570, 387, 368,
	559, 515, 483, 454, 427, 399, 376, 367, 361, 362, 352, 538, 361,
	548, 504, 472, 442, 417, 391, 368, 346, 339, 343, 333, 323, 503,
}
