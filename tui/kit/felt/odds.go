package felt

import (
	"parlor/internal/thousands"
	"parlor/tui/kit"
)

// CallOdds are what a call is offered: Call chips to win a pot of Pot (the
// chips in the middle before the call, this street's bets included). The
// table's player aids and the replayer's decision line both use it.
type CallOdds struct{ Call, Pot int }

// Ratio is the pot odds, the pot against the call: 3 for 3:1.
func (o CallOdds) Ratio() float64 {
	if o.Call <= 0 {
		return 0
	}
	return float64(o.Pot) / float64(o.Call)
}

// Need is the share of the final pot the call puts in: the equity the call
// needs to break even, from 0 to 1.
func (o CallOdds) Need() float64 {
	if o.Call <= 0 {
		return 0
	}
	return float64(o.Call) / float64(o.Pot+o.Call)
}

// Words are the odds as the screens say them: "pot odds 3.0:1 (a call
// needs 25%)".
func (o CallOdds) Words(st kit.Styles) string {
	return st.Faint.Render("pot odds ") + st.Value.Render(thousands.Fixed(o.Ratio(), 1)+":1") +
		st.Faint.Render(" (a call needs "+thousands.Percent(o.Call, o.Pot+o.Call, 0)+"%)")
}
