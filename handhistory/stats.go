package handhistory

import (
	"math"
	"strings"

	"parlor/poker"
)

// Stats sums one player's hands: results, and the usual measures of
// style (VPIP, PFR, aggression factor). The zero Stats counts the hero of
// each record (the player dealt cards face up); set Player to count
// someone else.
type Stats struct {
	Player string
	Hands  int // hands the player was dealt into
	// Won counts hands the player collected chips in: a split pot is won,
	// as it is a showdown won (Outcome calls it a split).
	Won int
	// Showdowns counts hands the player took to a showdown, ShowdownsWon
	// those it collected chips in.
	Showdowns, ShowdownsWon int
	Net                     int // chips won minus chips lost
	// VPIPHands counts hands where the player put chips in pre-flop of
	// its own will (a call, bet or raise; blinds do not count); PFRHands
	// those where it raised pre-flop.
	VPIPHands, PFRHands int
	// Bets, Raises and Calls count the player's actions after the flop,
	// for the aggression factor.
	Bets, Raises, Calls int
	// Chips is the player's stack after each hand, for a chip graph.
	Chips []int
}

// Add counts one hand; a hand the player was not in is left out.
func (s *Stats) Add(r *Record) {
	i := -1
	if s.Player != "" {
		i = r.PlayerIndex(s.Player)
	} else if r.Hero >= 0 {
		i = r.Hero
	}
	if i < 0 || (r.Players[i].SittingOut && !r.acted(i)) {
		return // a seat sitting out counts only when it posted
	}
	s.Hands++
	net := r.Net(i)
	s.Net += net
	won := r.Collected()[i] > 0
	if won {
		s.Won++
	}
	s.Chips = append(s.Chips, r.Players[i].Stack+net)
	_, folded := r.Folded(i)
	if r.Showdown && !folded {
		s.Showdowns++
		if won {
			s.ShowdownsWon++
		}
	}
	vpip, pfr := false, false
	for _, a := range r.Actions {
		if a.Player != i {
			continue
		}
		switch {
		case a.Street == poker.Preflop:
			switch a.Kind {
			case Call, Bet:
				vpip = true
			case Raise:
				vpip, pfr = true, true
			}
		case a.Kind == Bet:
			s.Bets++
		case a.Kind == Raise:
			s.Raises++
		case a.Kind == Call:
			s.Calls++
		}
	}
	if vpip {
		s.VPIPHands++
	}
	if pfr {
		s.PFRHands++
	}
}

// acted reports whether player i took any step in the hand (a post, a
// fold, …): a seat sitting out that posted a blind lost chips.
func (r *Record) acted(i int) bool {
	for _, a := range r.Actions {
		if a.Player == i {
			return true
		}
	}
	return false
}

// merge adds o's counts, the hands of o coming after those of s.
func (s *Stats) merge(o *Stats) {
	s.Hands += o.Hands
	s.Won += o.Won
	s.Showdowns += o.Showdowns
	s.ShowdownsWon += o.ShowdownsWon
	s.Net += o.Net
	s.VPIPHands += o.VPIPHands
	s.PFRHands += o.PFRHands
	s.Bets += o.Bets
	s.Raises += o.Raises
	s.Calls += o.Calls
	s.Chips = append(s.Chips, o.Chips...)
}

// VPIP returns the share of hands, 0 to 1, where the player voluntarily
// put chips in pre-flop.
func (s *Stats) VPIP() float64 { return ratio(s.VPIPHands, s.Hands) }

// PFR returns the share of hands, 0 to 1, where the player raised
// pre-flop.
func (s *Stats) PFR() float64 { return ratio(s.PFRHands, s.Hands) }

// Aggression returns the aggression factor after the flop: (bets +
// raises) / calls; +Inf when the player bet but never called, 0 when it
// did neither.
func (s *Stats) Aggression() float64 {
	if s.Calls == 0 {
		if s.Bets+s.Raises > 0 {
			return math.Inf(1)
		}
		return 0
	}
	return float64(s.Bets+s.Raises) / float64(s.Calls)
}

// NetPerHand returns the chips won or lost per hand on average.
func (s *Stats) NetPerHand() float64 { return ratio(s.Net, s.Hands) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

var streetWords = [...]string{"before the flop", "on the flop", "on the turn", "on the river"}

// Outcome says in a few words how the hand ended: "Computer folded on the
// turn", "Human won at showdown with a flush, Ace high", "split pot at
// showdown".
func (r *Record) Outcome() string {
	for _, a := range r.Actions {
		if a.Kind == Fold && len(r.Players) == 2 {
			return r.Players[a.Player].Name + " folded " + streetWords[min(int(a.Street), 3)]
		}
	}
	var winners []string
	hand := ""
	for i, c := range r.Collected() {
		if c > 0 {
			winners = append(winners, r.Players[i].Name)
			hand = r.Players[i].HandName
		}
	}
	switch {
	case len(winners) == 0:
		return "no winner recorded"
	case len(winners) > 1 && r.Showdown:
		return "split pot at showdown"
	case len(winners) > 1:
		return "pot shared by " + strings.Join(winners, ", ")
	case r.Showdown && hand != "":
		return winners[0] + " won at showdown with " + hand
	case r.Showdown:
		return winners[0] + " won at showdown"
	}
	return winners[0] + " won without showdown"
}
