package camelup

// Outlook is the joint law of what settles the bets from a position: the
// camels first and second when this round ends, the race's winner and its
// loser, and whether the race ends this round. A player who weighs its
// chance to end with the most coins needs the outcomes together, for its
// bets and the others' are settled by the same race. Cells are indexed
// [lead][second][winner][loser].
type Outlook struct {
	// Finish is the chance of each cell with the race ending this round
	// (the winner is then the round's leader).
	Finish [NumCamels][NumCamels][NumCamels][NumCamels]float64
	// Later is the chance of each cell with the race going on after this
	// round.
	Later [NumCamels][NumCamels][NumCamels][NumCamels]float64
	// Rounds[lead][second] is, given the round ends so with the race going
	// on, the expected number of rounds still to start.
	Rounds [NumCamels][NumCamels]float64
}

// Outlook returns the outlook from board b, where unmoved holds the camels
// yet to move this round: the rest of the round enumerated exactly with
// the traps on the board, the later rounds from the table (no traps). The
// table gives the winner's and the loser's chances apart; from a board at
// the end of a round they are joined as independent but for being
// different camels: given the winner, the loser is one of the others by
// their chances to lose. So the winner's chances are exact, and the
// loser's all but (off by the little a race links the two).
func (t *RaceTable) Outlook(b Board, unmoved CamelSet) *Outlook {
	o := new(Outlook)
	var later [NumCamels][NumCamels]float64 // by lead and second
	end := func(b Board, p float64) {
		lead, second := b.camelAt(NumCamels-1), b.camelAt(NumCamels-2)
		if b.Finished() {
			o.Finish[lead][second][lead][b.camelAt(0)] += p
			return
		}
		en := &t.entries[configIndex(&b)]
		later[lead][second] += p
		o.Rounds[lead][second] += p * (1 + en.rounds)
		cells := &o.Later[lead][second]
		for i := range NumCamels {
			if en.win[i] == 0 || en.lose[i] >= 1 {
				continue
			}
			by := &cells[b.camelAt(i)]
			f := p * en.win[i] / (1 - en.lose[i])
			for j := range NumCamels {
				if j != i {
					by[b.camelAt(j)] += f * en.lose[j]
				}
			}
		}
	}
	s := spreads.Get().(*spread)
	s.run(b, unmoved, end)
	spreads.Put(s)
	for l := range later {
		for s, p := range later[l] {
			if p > 0 {
				o.Rounds[l][s] /= p
			}
		}
	}
	return o
}

// Race returns the race odds of the outlook: each camel's chance to win
// and to lose.
func (o *Outlook) Race() RaceOdds {
	var r RaceOdds
	for l := range o.Later {
		for s := range o.Later[l] {
			for w := range o.Later[l][s] {
				for x := range o.Later[l][s][w] {
					p := o.Later[l][s][w][x] + o.Finish[l][s][w][x]
					r.Win[w] += p
					r.Lose[x] += p
				}
			}
		}
	}
	return r
}

// Round returns each camel's chance to lead and to be second when the
// round ends, as Round does.
func (o *Outlook) Round() (lead, second [NumCamels]float64) {
	for l := range o.Later {
		for s := range o.Later[l] {
			for w := range o.Later[l][s] {
				for x := range o.Later[l][s][w] {
					p := o.Later[l][s][w][x] + o.Finish[l][s][w][x]
					lead[l] += p
					second[s] += p
				}
			}
		}
	}
	return lead, second
}

// Outlook returns the outlook from the view's board (see RaceTable.Outlook),
// from the shared race table.
func (v *View) Outlook() *Outlook { return SharedRaceTable().Outlook(v.Board, v.Unmoved) }
