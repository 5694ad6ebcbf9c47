package holdembot

import (
	"math/rand/v2"
	"sort"

	"parlor/poker"
)

// multiStrength is what a player at a table of several knows of its cards
// against the live opponents' hands: hs, the chance they are best now (on
// the board as it is; before the flop the same as eq); ppot, the chance
// that cards to come make them best when they are not now; and eq, their
// share of the pot at the showdown. Ties count as a share.
type multiStrength struct{ hs, ppot, eq float64 }

// ehs is the effective hand strength of Billings et al.: best now, or not
// yet and made best by the cards to come.
func (s multiStrength) ehs() float64 { return s.hs + (1-s.hs)*s.ppot }

// handRange is an opponent's hand as the weights of the 1,326 hands
// (allHands' order), with the running sums drawn from.
type handRange struct {
	w   [1326]float32
	cum [1326]float32
}

// prepare sums the weights for draw.
func (h *handRange) prepare() {
	s := float32(0)
	for i, w := range h.w {
		s += w
		h.cum[i] = s
	}
}

// draw takes a hand from h by weight that shares no card with taken, or a
// random one when twenty draws in a row collide (a range all but spent).
func (h *handRange) draw(taken *uint64, r *rand.Rand) (poker.Card, poker.Card) {
	if total := h.cum[1325]; total > 0 {
		for range 20 {
			u := r.Float32() * total
			i := sort.Search(1326, func(i int) bool { return h.cum[i] > u })
			if i == 1326 {
				i = 1325
			}
			a, b := allHands[i][0], allHands[i][1]
			if *taken&(1<<a|1<<b) == 0 {
				*taken |= 1<<a | 1<<b
				return a, b
			}
		}
	}
	return drawCard(taken, r), drawCard(taken, r)
}

// measureMultiway deals samples completions: each opponent's hand from its
// range (nil: a random hand), then the board to five cards.
func measureMultiway(hole [2]poker.Card, board []poker.Card, opps []*handRange, samples int, r *rand.Rand) multiStrength {
	if len(opps) == 0 {
		return multiStrength{1, 0, 1}
	}
	var known uint64 = 1<<hole[0] | 1<<hole[1]
	for _, c := range board {
		known |= 1 << c
	}
	now := len(board) >= 3
	var boardNow poker.Partial
	boardNow = boardNow.AddAll(board...)
	var oh [poker.MaxChairs][2]poker.Card
	var ahead, behind, suck, eq float64
	for range samples {
		taken := known
		for i, o := range opps {
			if o == nil {
				oh[i][0], oh[i][1] = drawCard(&taken, r), drawCard(&taken, r)
			} else {
				oh[i][0], oh[i][1] = o.draw(&taken, r)
			}
		}
		nowShare := 1.0
		if now {
			me := boardNow.Add(hole[0]).Add(hole[1]).Value()
			ties := 1
			for i := range opps {
				v := boardNow.Add(oh[i][0]).Add(oh[i][1]).Value()
				if v > me {
					nowShare = 0
					break
				}
				if v == me {
					ties++
				}
			}
			if nowShare > 0 {
				nowShare = 1 / float64(ties)
			}
		}
		full := boardNow
		for n := len(board); n < 5; n++ {
			full = full.Add(drawCard(&taken, r))
		}
		me := full.Value7With(hole[0], hole[1])
		end, ties := 1.0, 1
		for i := range opps {
			v := full.Value7With(oh[i][0], oh[i][1])
			if v > me {
				end = 0
				break
			}
			if v == me {
				ties++
			}
		}
		if end > 0 {
			end = 1 / float64(ties)
		}
		eq += end
		ahead += nowShare
		if nowShare < 1 {
			behind += 1 - nowShare
			suck += (1 - nowShare) * end
		}
	}
	n := float64(samples)
	s := multiStrength{hs: ahead / n, eq: eq / n}
	if !now {
		s.hs = s.eq
	} else if behind > 0 && len(board) < 5 {
		s.ppot = suck / behind
	}
	return s
}

// A seat's place in the pre-flop betting, relative to the button among the
// players dealt in: the few who act last before the blinds are late.
type seatPlace uint8

const (
	placeEarly seatPlace = iota
	placeMiddle
	placeLate
	placeSmallBlind
	placeBigBlind
)

func (p seatPlace) String() string {
	return [...]string{"early", "middle", "late", "small blind", "big blind"}[p]
}

// placeOf is chair's place at v's table: the blinds by their chairs, the
// others by how many live players act after them before the blinds (0 or
// 1 late, 2 or 3 middle, more early). Seats emptied by busts or folds
// behind a chair move it later.
func placeOf(v *poker.TableView, chair int) seatPlace {
	switch chair {
	case v.BigBlindChair:
		return placeBigBlind
	case v.SmallBlindChair:
		return placeSmallBlind
	}
	k := 0
	for c := chair; ; {
		if c = c%v.Chairs + 1; c == chair || c == v.SmallBlindChair || c == v.BigBlindChair {
			break
		}
		if v.In[c] && !v.Folded[c] {
			k++
		}
	}
	switch {
	case k <= 1:
		return placeLate
	case k <= 3:
		return placeMiddle
	}
	return placeEarly
}

// preflopFront reads the pre-flop action before v's chair: how many
// players called the big blind (limpers), the bets made (the big blind
// counts as one) and the chair of the last raiser (0 for none).
func preflopFront(v *poker.TableView) (limpers, bets, raiser int) {
	bets = 1
	for i := range v.Log {
		e := &v.Log[i]
		if e.Kind != poker.EventAction || e.Street != poker.Preflop {
			continue
		}
		switch e.Action {
		case poker.Call:
			if bets == 1 {
				limpers++
			}
		case poker.Raise, poker.Bet:
			bets++
			raiser = e.Chair
		}
	}
	return limpers, bets, raiser
}
