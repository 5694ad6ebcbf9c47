package camelup

// Plain depth-first enumerations of a round, path by path with Board.Move:
// the slow, obvious reference the spreads are checked against.

// eachPath calls f for every way the round can end from b (all of unmoved
// moved, or the race over) with its chance, and hit for every trap hit on
// the way (the square, with the chance of that path so far).
func eachPath(b Board, unmoved CamelSet, p float64, end func(b Board, p float64), hit func(square int, p float64)) {
	if unmoved == 0 || b.Finished() {
		end(b, p)
		return
	}
	p /= float64(3 * unmoved.Len())
	for _, c := range unmoved.Camels() {
		for d := 1; d <= 3; d++ {
			nb := b
			if l := nb.Move(c, d); l.Trap != NoTrap && hit != nil {
				hit(l.Landed, p)
			}
			eachPath(nb, unmoved.Without(c), p, end, hit)
		}
	}
}

// refRound is Round the slow way.
func refRound(b Board, unmoved CamelSet) RoundOdds {
	var o RoundOdds
	eachPath(b, unmoved, 1, o.add, nil)
	return o
}

// refTrapEV is the expected number of hits on a trap of kind k placed on
// square s, the slow way: the whole round enumerated with the trap.
func refTrapEV(b Board, unmoved CamelSet, s int, k TrapKind) float64 {
	b.SetTrap(s, k)
	ev := 0.0
	eachPath(b, unmoved, 1, func(Board, float64) {}, func(sq int, p float64) {
		if sq == s {
			ev += p
		}
	})
	return ev
}

// refRace is RaceTable.Odds the slow way: every path of the round, then the
// table (or the finish).
func refRace(t *RaceTable, b Board, unmoved CamelSet) RaceOdds {
	var o RaceOdds
	eachPath(b, unmoved, 1, func(b Board, p float64) {
		if b.Finished() {
			o.Win[b.Leader()] += p
			o.Lose[b.Last()] += p
			return
		}
		en := t.entries[configIndex(&b)]
		for j := 0; j < NumCamels; j++ {
			o.Win[b.camelAt(j)] += p * en.win[j]
			o.Lose[b.camelAt(j)] += p * en.lose[j]
		}
	}, nil)
	return o
}
