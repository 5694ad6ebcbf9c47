package camelupbot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/camelup"
	"parlor/camelup/second"
)

// SecondPlayer is a computer player for the second edition (package
// camelup/second); make a new one for each game.
type SecondPlayer interface {
	// Decide returns the action to take; v is the view of the seat to act.
	Decide(v second.View) second.Action
}

// secondBots are the second edition's players, weakest first.
var secondBots = []Bot{
	{Name: "random", Title: "Random", Second: func(r *rand.Rand) SecondPlayer { return RandomSecond{r} }},
	{Name: "mover", Title: "Mover", Second: func(*rand.Rand) SecondPlayer { return MoverSecond{} }},
	{Name: "leader", Title: "Leader", Second: func(*rand.Rand) SecondPlayer { return LeaderSecond{} }},
	{Name: "legwise", Title: "Leg-wise", Second: func(*rand.Rand) SecondPlayer { return &LegwiseSecond{} }},
	{Name: "expert", Title: "Expert", Second: func(r *rand.Rand) SecondPlayer { return newSecondExpert(r) }},
}

// botsOf returns the bots of an edition: All for the contest's.
func botsOf(ed camelup.Edition) []Bot {
	if ed == camelup.Second {
		return append([]Bot(nil), secondBots...)
	}
	return all()
}

// NamesOf lists the names of an edition's bots.
func NamesOf(ed camelup.Edition) []string {
	var ns []string
	for _, b := range botsOf(ed) {
		ns = append(ns, b.Name)
	}
	return ns
}

// LookupIn finds a bot of edition ed by name, ignoring case and space.
func LookupIn(ed camelup.Edition, name string) (Bot, bool) { return lookupIn(botsOf(ed), name) }

// ParseIn is Parse for the bots of edition ed.
func ParseIn(ed camelup.Edition, list string) ([]Bot, error) {
	return parseIn(botsOf(ed), list, func(name string) error {
		return fmt.Errorf("%w %q in the %v edition (valid: %s)", ErrUnknownBot, strings.TrimSpace(name), ed, strings.Join(NamesOf(ed), ", "))
	})
}

// RandomSecond takes any legal action, all equally likely.
type RandomSecond struct{ r *rand.Rand }

// Decide picks a legal action at random.
func (p RandomSecond) Decide(v second.View) second.Action {
	as := v.LegalActions()
	return as[p.r.IntN(len(as))]
}

// MoverSecond always takes a pyramid ticket, as the contest's Player0
// always moves.
type MoverSecond struct{}

// Decide takes a pyramid ticket.
func (MoverSecond) Decide(second.View) second.Action { return second.Move() }

// LeaderSecond plays as a newcomer does: the leading camel's leg ticket
// while it is worth 3 or more, else a pyramid ticket.
type LeaderSecond struct{}

// Decide bets on the leader or moves.
func (LeaderSecond) Decide(v second.View) second.Action {
	c := v.Board.Ranking()[0]
	if v.TicketValue(c) >= 3 {
		return second.Bet(second.LegBet, c)
	}
	return second.Move()
}

// LegwiseSecond takes the action of the leg worth the most coins on average
// under the leg's exact odds: a leg ticket, a spectator tile (one coin a
// landing) or the pyramid ticket's sure coin. It never plays a finish card
// or partners up.
type LegwiseSecond struct{ legs legCache }

// Decide takes the best action of the leg.
func (p *LegwiseSecond) Decide(v second.View) second.Action {
	a, _ := bestLegAction(v, p.legs.odds(v))
	return a
}

// legCache keeps the last leg odds a player worked out: between two of its
// turns, when nobody moved a camel nor a tile, the odds are the same.
type legCache struct {
	board   second.Board
	pyramid second.DiceSet
	leg     second.LegOdds
	ok      bool
}

func (c *legCache) odds(v second.View) *second.LegOdds {
	if !c.ok || c.board != v.Board || c.pyramid != v.Pyramid {
		c.board, c.pyramid, c.leg, c.ok = v.Board, v.Pyramid, second.Leg(v.Board, v.Pyramid), true
	}
	return &c.leg
}

// bestLegAction returns the leg's best action for v and its value in coins.
func bestLegAction(v second.View, odds *second.LegOdds) (second.Action, float64) {
	best, value := second.Move(), 1.0
	for c := second.Camel(0); c < second.NumRacing; c++ {
		if t := v.TicketValue(c); t > 0 {
			if ev := odds.LegTicketValue(c, t); ev > value {
				best, value = second.Bet(second.LegBet, c), ev
			}
		}
	}
	if s, ev := bestTile(v, odds); ev > value {
		// Cheering or booing earns the same landings; cheering sends a
		// camel on, which Parlor's bots pick for its simplicity.
		best, value = second.Spectator(s, second.Cheering), ev
	}
	return best, value
}

// bestTile returns the space where a tile of the seat's would be landed on
// most often this leg (by the landings without it), and how often.
func bestTile(v second.View, odds *second.LegOdds) (int, float64) {
	own := v.TileOf[v.Seat]
	best, value := 0, 0.0
	if own > 0 {
		value = odds.Landings[own] // moving it must gain
	}
	for s := second.FirstSpace + 1; s <= second.LastSpace; s++ {
		if odds.Landings[s] > value && v.Legal(second.Spectator(s, second.Cheering)) == nil {
			best, value = s, odds.Landings[s]
		}
	}
	if best == 0 {
		return 0, 0
	}
	return best, value
}

// ChooseSecond is Choose for the second edition: an illegal action, or a
// panic, becomes a pyramid ticket, which is always legal.
func ChooseSecond(p SecondPlayer, v second.View) (a second.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, err = second.Move(), fmt.Errorf("camelupbot: player panicked: %v", r)
		}
	}()
	a = p.Decide(v.Clone())
	if err := v.Legal(a); err != nil {
		return second.Move(), fmt.Errorf("camelupbot: %v refused: %w", a, err)
	}
	return a, nil
}

// GuardSecond is the stalemate guard of Guard in the second edition
// (docs/rules/camelup-2.md, Parlor's choices): a, or a pyramid ticket once
// StalemateTurns turns have passed without a die drawn (a spectator tile
// can be moved turn after turn).
func GuardSecond(g *second.Game, a second.Action) (_ second.Action, guarded bool) {
	if a.Kind != second.Pyramid && g.TurnsSinceMove() >= StalemateTurns {
		return second.Move(), true
	}
	return a, false
}

// GuardNoteSecond says that the guard made name take a pyramid ticket in g.
func GuardNoteSecond(g *second.Game, name string) string {
	return fmt.Sprintf("No die drawn for %d turns: %s takes a pyramid ticket (stalemate guard, see r)", g.TurnsSinceMove(), name)
}

// playSecond plays a whole second-edition game with players seated in
// order, the dice drawn from rng, under the stalemate guard.
func playSecond(players []SecondPlayer, rng *rand.Rand) (g *second.Game, forced int, err error) {
	g, err = second.New(len(players), rng)
	if err != nil {
		return nil, 0, err
	}
	for !g.Over() {
		seat := g.Turn()
		a, bad := ChooseSecond(players[seat], g.View(seat))
		a, guarded := GuardSecond(g, a)
		if bad != nil || guarded {
			forced++
		}
		if err := g.Apply(a); err != nil {
			return g, forced, fmt.Errorf("camelupbot: seat %d: %w", seat, err)
		}
	}
	return g, forced, nil
}
