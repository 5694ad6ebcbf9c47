package equity

import (
	"math"
	"sort"
	"sync"
)

// The hand ranking behind percentages ("15%") and the opponent model: the
// 169 classes by their exact pre-flop equity against one random hand, best
// first (AA, KK, QQ, JJ, TT, 99, 88, AKs, … down to 32o), from the pre-flop table. A class's
// equity is the average over every hand of the class's representative
// against every hand that does not share a card with it; equal equities
// keep the grid's order.
var (
	rankingOnce sync.Once
	ranking     []Class
	vsRandom    [Classes]float64
)

func buildRanking() {
	t, err := loadPreflop()
	if err != nil {
		return
	}
	for c := range Class(Classes) {
		rep := representative(c)
		var sum float64
		n := 0
		for _, h := range comboCards {
			if wins, ties, ok := t.lookup(rep, h); ok {
				sum += (float64(wins) + float64(ties)/2) / PreflopBoards
				n++
			}
		}
		vsRandom[c] = sum / float64(n)
	}
	ranking = make([]Class, Classes)
	for i := range ranking {
		ranking[i] = Class(i)
	}
	sort.SliceStable(ranking, func(i, j int) bool { return vsRandom[ranking[i]] > vsRandom[ranking[j]] })
}

// Ranking returns the 169 classes best first (see the package doc), or nil
// if the pre-flop table is missing.
func Ranking() []Class {
	rankingOnce.Do(buildRanking)
	return ranking
}

// versusRandom returns a class's exact pre-flop equity against one random
// hand, the measure of the ranking.
func versusRandom(c Class) float64 {
	rankingOnce.Do(buildRanking)
	if c >= Classes {
		return 0
	}
	return vsRandom[c]
}

// topClasses returns the best classes of the ranking that make up pct per
// cent of the 1,326 hands: the shortest run from the top that holds at
// least that many (a class is never split).
func topClasses(pct float64) []Class {
	want := math.Round(pct / 100 * Combos)
	var out []Class
	n := 0
	for _, c := range Ranking() {
		if float64(n) >= want {
			break
		}
		out = append(out, c)
		n += c.Size()
	}
	return out
}

// Top returns the range of the best pct per cent of hands, by TopClasses.
func Top(pct float64) Range {
	var r Range
	for _, c := range topClasses(pct) {
		r.SetClass(c, 1)
	}
	return r
}
