package second

import "math/rand/v2"

// View is what one seat may see: everything but the camels of the other
// players' finish cards. It is a copy; changing it changes no game.
type View struct {
	Seat    int
	Turn    int // the seat to act
	Players int
	Leg     int
	Board   Board
	Coins   []int
	Pyramid DiceSet // dice still in the pyramid
	Rolls   []Roll  // dice out this leg, in order
	// Tickets[c] lists the seats holding camel c's leg tickets, in the
	// order taken (values 5, 3, 2, 2).
	Tickets    [NumRacing][]int
	PyramidOf  []int // pyramid tickets each seat holds this leg
	Partner    []int // each seat's partner this leg, -1 if none
	TileOf     []int // each seat's tile space, 0 if none
	WinnerPile []int // seats, in order placed
	LoserPile  []int
	MyWinners  []Camel // this seat's winner cards, in order placed
	MyLosers   []Camel
	Played     CamelSet // this seat's finish cards played
	Over       bool
}

// View returns seat's view of the game.
func (g *Game) View(seat int) View {
	v := View{
		Seat:      seat,
		Turn:      g.turn,
		Players:   len(g.coins),
		Leg:       g.leg,
		Board:     g.board,
		Coins:     append([]int(nil), g.coins...),
		Pyramid:   g.pyramid,
		Rolls:     append([]Roll(nil), g.rolls...),
		PyramidOf: append([]int(nil), g.pyramidOf...),
		Partner:   append([]int(nil), g.partner...),
		TileOf:    append([]int(nil), g.tileOf...),
		Played:    g.played[seat],
		Over:      g.over,
	}
	for c := range g.tickets {
		v.Tickets[c] = append([]int(nil), g.tickets[c]...)
	}
	for _, b := range g.winners {
		v.WinnerPile = append(v.WinnerPile, b.Seat)
		if b.Seat == seat {
			v.MyWinners = append(v.MyWinners, b.Camel)
		}
	}
	for _, b := range g.losers {
		v.LoserPile = append(v.LoserPile, b.Seat)
		if b.Seat == seat {
			v.MyLosers = append(v.MyLosers, b.Camel)
		}
	}
	return v
}

// Clone copies v deeply.
func (v View) Clone() View {
	c := v
	c.Coins = append([]int(nil), v.Coins...)
	c.Rolls = append([]Roll(nil), v.Rolls...)
	for i := range v.Tickets {
		c.Tickets[i] = append([]int(nil), v.Tickets[i]...)
	}
	c.PyramidOf = append([]int(nil), v.PyramidOf...)
	c.Partner = append([]int(nil), v.Partner...)
	c.TileOf = append([]int(nil), v.TileOf...)
	c.WinnerPile = append([]int(nil), v.WinnerPile...)
	c.LoserPile = append([]int(nil), v.LoserPile...)
	c.MyWinners = append([]Camel(nil), v.MyWinners...)
	c.MyLosers = append([]Camel(nil), v.MyLosers...)
	return c
}

// game rebuilds enough of a game from the view to check actions.
func (v *View) game() *Game {
	g := &Game{
		board:   v.Board,
		tileOf:  v.TileOf,
		coins:   v.Coins,
		partner: v.Partner,
		played:  make([]CamelSet, v.Players),
		pyramid: v.Pyramid,
		over:    v.Over,
		turn:    v.Seat,
	}
	g.played[v.Seat] = v.Played
	g.tickets = v.Tickets
	return g
}

// Legal reports whether this seat may take action a now (it must be its
// turn; the view cannot tell).
func (v View) Legal(a Action) error { return v.game().Legal(a) }

// LegalActions lists the actions this seat may take.
func (v View) LegalActions() []Action { return v.game().LegalActions() }

// TicketValue returns the value of camel c's next leg ticket, 0 if none is
// left.
func (v View) TicketValue(c Camel) int {
	if n := len(v.Tickets[c]); n < ticketsPerCamel {
		return legTicket[n]
	}
	return 0
}

// LegOdds returns the exact odds of the rest of the leg (see Leg).
func (v View) LegOdds() LegOdds { return Leg(v.Board, v.Pyramid) }

// RaceOdds estimates the odds of the whole race with n random races drawn
// from rng (see Race).
func (v View) RaceOdds(n int, rng *rand.Rand) RaceOdds { return Race(v.Board, v.Pyramid, n, rng) }
