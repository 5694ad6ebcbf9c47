package holdembot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/poker"
)

// TableBot is a computer player at a table of 2 to 9 chairs: it sees its
// chair's poker.TableView only (its cards, the cards turned up, the public
// action) and returns one of v.Legal.
type TableBot interface {
	DecideAt(v *poker.TableView) poker.Action
}

// NewTableBot makes the named bot for a table of any size. caller, maniac
// and random play as they do heads-up.
//
//   - equity (Easy) estimates its share of the pot against one random hand
//     for each live opponent (Monte Carlo, 200 deals), bets or raises when
//     the share beats 1.6 times a fair share 1/live players, calls when it
//     beats the pot odds, else checks or folds;
//   - sklansky (Normal) is TableNormal: Sklansky–Malmuth groups by place
//     before the flop, threshold play after it;
//   - expert (Hard) is TableHard: it reads each opponent's hand as weights
//     on the 1,326 hands and plays on its effective hand strength.
//
// With two players dealt in, sklansky and expert play TableSklansky, as
// they did at a table of two before tables of more had players of their
// own: groups by position before the flop, then as equity.
func NewTableBot(name string, r *rand.Rand) (TableBot, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "caller":
		return tableCaller{}, nil
	case "maniac":
		return tableManiac{}, nil
	case "random":
		return &tableRandom{r: r}, nil
	case "equity":
		return &TableEquity{r: r, samples: 200}, nil
	case "sklansky":
		return newTableNormal(r), nil
	case "expert":
		return newTableHard(r), nil
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownBot, name, strings.Join(Names(), ", "))
}

// firstAt returns the first legal action among kinds.
func firstAt(v *poker.TableView, kinds ...poker.ActionKind) poker.Action {
	for _, k := range kinds {
		for _, a := range v.Legal {
			if a.Kind == k {
				return a
			}
		}
	}
	if len(v.Legal) > 0 {
		return v.Legal[0]
	}
	return poker.Action{Kind: poker.Fold}
}

type tableCaller struct{}

func (tableCaller) DecideAt(v *poker.TableView) poker.Action {
	return firstAt(v, poker.Check, poker.Call)
}

type tableManiac struct{}

func (tableManiac) DecideAt(v *poker.TableView) poker.Action {
	return firstAt(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
}

type tableRandom struct{ r *rand.Rand }

func (b *tableRandom) DecideAt(v *poker.TableView) poker.Action {
	if len(v.Legal) == 0 {
		return poker.Action{Kind: poker.Fold}
	}
	return v.Legal[b.r.IntN(len(v.Legal))]
}

// TableEquity plays on its Monte Carlo share of the pot against random
// hands (see NewTableBot).
type TableEquity struct {
	r       *rand.Rand
	samples int
}

// DecideAt implements TableBot.
func (b *TableEquity) DecideAt(v *poker.TableView) poker.Action {
	live := v.Live()
	share := multiwayShare(v.Hole, v.Board, live-1, b.samples, b.r)
	fair := 1 / float64(live)
	if share > 1.6*fair {
		return firstAt(v, poker.Bet, poker.Raise, poker.Call, poker.Check)
	}
	if v.Owed == 0 {
		return firstAt(v, poker.Check)
	}
	if share*float64(v.Pot+v.Owed) >= float64(v.Owed) {
		return firstAt(v, poker.Call)
	}
	return firstAt(v, poker.Fold)
}

// multiwayShare estimates hole's share of a pot against opponents random
// hands on board (ties shared), by samples deals.
func multiwayShare(hole [2]poker.Card, board []poker.Card, opponents, samples int, r *rand.Rand) float64 {
	if opponents < 1 {
		return 1
	}
	var known uint64
	known |= 1<<hole[0] | 1<<hole[1]
	for _, c := range board {
		known |= 1 << c
	}
	total := 0.0
	for range samples {
		taken := known
		var mine [7]poker.Card
		mine[0], mine[1] = hole[0], hole[1]
		n := copy(mine[2:], board)
		for i := 2 + n; i < 7; i++ {
			mine[i] = drawCard(&taken, r)
		}
		me := poker.Eval7(&mine)
		best, ties := true, 1
		for range opponents {
			opp := mine
			opp[0], opp[1] = drawCard(&taken, r), drawCard(&taken, r)
			switch v := poker.Eval7(&opp); {
			case v > me:
				best = false
			case v == me:
				ties++
			}
			if !best {
				break
			}
		}
		if best {
			total += 1 / float64(ties)
		}
	}
	return total / float64(samples)
}

// drawCard takes a random card not in taken.
func drawCard(taken *uint64, r *rand.Rand) poker.Card {
	for {
		c := poker.Card(r.IntN(52))
		if *taken&(1<<c) == 0 {
			*taken |= 1 << c
			return c
		}
	}
}

// TableSklansky plays Sklansky's groups by position before the flop and
// as TableEquity after: Normal's and Hard's play with two players dealt in
// (groups 1-2 raise anywhere, more groups the later its chair acts, up to
// group 6 on the button, 4 in the middle, 3 early; a raise is called with
// groups 1-3).
type TableSklansky struct{ eq TableEquity }

// DecideAt implements TableBot.
func (b *TableSklansky) DecideAt(v *poker.TableView) poker.Action {
	if v.Street != poker.Preflop {
		return b.eq.DecideAt(v)
	}
	g := group(v.Hole)
	raised := v.Raises > 1 // the big blind is the first bet
	// Players still to act after this chair pre-flop: the fewer, the later
	// the position.
	after := actsAfter(v)
	limit := 3
	switch {
	case after <= 2: // the button or later
		limit = 6
	case after <= 4:
		limit = 4
	}
	switch {
	case g <= 2:
		return firstAt(v, poker.Raise, poker.Call, poker.Check)
	case raised && g <= 3:
		return firstAt(v, poker.Call, poker.Check)
	case !raised && g <= limit:
		if after <= 2 && g <= 4 {
			return firstAt(v, poker.Raise, poker.Call, poker.Check)
		}
		return firstAt(v, poker.Call, poker.Check)
	}
	return firstAt(v, poker.Check, poker.Fold)
}

// actsAfter counts the live players who act after v's chair before the
// pre-flop round comes back to it: the chairs up to and including the big
// blind.
func actsAfter(v *poker.TableView) int {
	n := 0
	for c := v.Chair; ; {
		if c = c%v.Chairs + 1; c == v.Chair {
			break
		}
		if v.In[c] && !v.Folded[c] {
			n++
		}
		if c == v.BigBlindChair {
			break
		}
	}
	if v.Chair == v.BigBlindChair {
		return 0
	}
	return n
}
