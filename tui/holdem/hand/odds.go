package hand

import (
	"context"
	"fmt"

	"parlor/poker"
	"parlor/poker/equity"
)

// Odds are both seats' equity at one street of an all-in's run-out, as a
// card room's client shows them beside the hands turned up: the street
// last dealt (poker.Preflop: none yet) and each seat's share of the pot
// on average over the cards still to come (ties counted half).
type Odds struct {
	Street poker.Street
	Equity [2]float64 // by seat
}

// RunOutOdds are the seats' equity on each street of an all-in, from the
// moment both hands are turned up to the turn: one Odds for the street
// they were turned up on and one for each street dealt after it but the
// river (where the hand is decided). None when no hands were turned up
// before the river. Each is counted exactly: a lookup before the flop, 990
// boards at most after it.
func RunOutOdds(events []poker.Event) ([]Odds, error) {
	var (
		holes  [2][2]poker.Card
		shown  [2]bool
		board  []poker.Card
		street = poker.Preflop
		out    []Odds
	)
	stage := func() error {
		if len(board) >= 5 {
			return nil
		}
		spot := equity.Spot{Players: []equity.Range{equity.HandRange(holes[0]), equity.HandRange(holes[1])}, Board: board}
		res, err := equity.Calculate(context.Background(), spot, equity.Options{Method: equity.Exact, Workers: 1})
		if err != nil {
			return fmt.Errorf("the equity on the %v: %w", street, err)
		}
		out = append(out, Odds{Street: street, Equity: [2]float64{res.Players[0].Equity, res.Players[1].Equity}})
		return nil
	}
	for _, e := range events {
		switch e.Kind {
		case poker.EventStreet:
			board, street = e.CardList(), e.Street
			if shown[0] && shown[1] {
				if err := stage(); err != nil {
					return nil, err
				}
			}
		case poker.EventShow:
			if e.Seat < 0 || e.Seat > 1 || shown[0] && shown[1] {
				continue
			}
			holes[e.Seat], shown[e.Seat] = [2]poker.Card{e.Cards[0], e.Cards[1]}, true
			if shown[0] && shown[1] {
				if err := stage(); err != nil {
					return nil, err
				}
			}
		case poker.EventShowdown:
			return out, nil
		}
	}
	return out, nil
}
