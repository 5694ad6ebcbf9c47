package felt

import (
	"context"
	"fmt"
	"strings"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/poker/equity"
)

// StreetEquity is both seats' equity at one street of an all-in's run-out, as a
// card room's client shows them beside the hands turned up: the street
// last dealt (poker.Preflop: none yet) and each seat's share of the pot
// on average over the cards still to come (ties counted half).
type StreetEquity struct {
	Street poker.Street
	Equity [2]float64 // by seat
}

// RunOutOdds are the seats' equity on each street of an all-in, from the
// moment both hands are turned up to the turn: one StreetEquity for the street
// they were turned up on and one for each street dealt after it but the
// river (where the hand is decided). None when no hands were turned up
// before the river. Each is counted exactly: a lookup before the flop, 990
// boards at most after it.
func RunOutOdds(events []poker.Event) ([]StreetEquity, error) {
	var (
		holes  [2][2]poker.Card
		shown  [2]bool
		board  []poker.Card
		street = poker.Preflop
		out    []StreetEquity
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
		out = append(out, StreetEquity{Street: street, Equity: [2]float64{res.Players[0].Equity, res.Players[1].Equity}})
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

// EquityPercent writes an equity as the run-out shows it: "65%", and
// "0.4%" for a share under one per cent that is not nothing.
func EquityPercent(e float64) string {
	if e > 0 && e < 0.005 {
		return thousands.Fixed(100*e, 1) + "%"
	}
	return thousands.Fixed(100*e, 0) + "%"
}

// RunOutWords is seat's equity on each street of odds, for a line after
// the hand: "69% pre-flop · 82% flop".
func RunOutWords(odds []StreetEquity, seat int) string {
	parts := make([]string, len(odds))
	for i, o := range odds {
		parts[i] = EquityPercent(o.Equity[seat]) + " " + strings.ToLower(StreetName(o.Street))
	}
	return strings.Join(parts, " · ")
}
